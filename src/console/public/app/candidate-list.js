/**
 * <vc-candidate-list>: the tenant's CVs, newest first, a page at a time ("Show more" follows the
 * API's cursor), searchable by name, e-mail or title and by state. Opening one shows its profile.
 */
import { describeError } from '../widgets/vitae-widgets.js';
import { h } from './dom-builder.js';

/** @typedef {import('../widgets/vitae-widgets.js').VitaeClient} VitaeClient */
/** @typedef {import('../widgets/vitae-widgets.js').CandidateSummary} CandidateSummary */

const PAGE_SIZE = 20;
const STATUS_TEXT = /** @type {Record<string, string>} */ ({ queued: 'Queued', processing: 'Reading', completed: 'Ready', failed: 'Failed' });

export class CandidateList extends HTMLElement {
  /** @type {VitaeClient | null} */ client = null;
  /** @type {string | null} */ #cursor = null;
  /** @type {AbortController | null} */ #inFlight = null;
  /** @type {HTMLInputElement | null} */ #q = null;
  /** @type {HTMLSelectElement | null} */ #status = null;
  /** @type {HTMLElement | null} */ #message = null;
  /** @type {HTMLTableSectionElement | null} */ #rows = null;
  /** @type {HTMLButtonElement | null} */ #more = null;

  connectedCallback() {
    if (this.#rows) return;
    this.#q = h('input', { id: 'candidates-q', type: 'search', name: 'q', maxlength: 100, placeholder: 'Name, e-mail or title' });
    this.#status = h(
      'select',
      { id: 'candidates-status' },
      h('option', { value: '' }, 'Any state'),
      ...Object.entries(STATUS_TEXT).map(([v, text]) => h('option', { value: v }, text)),
    );
    this.#message = h('p', { id: 'candidates-message', class: 'hint', role: 'status', 'aria-live': 'polite' });
    this.#rows = h('tbody', { id: 'candidates-rows' });
    this.#more = h('button', { type: 'button', id: 'candidates-more', class: 'secondary', hidden: true, onclick: () => void this.load(false) }, 'Show more');
    const form = h(
      'form',
      {
        class: 'row candidates-form',
        role: 'search',
        onsubmit: (/** @type {SubmitEvent} */ e) => {
          e.preventDefault();
          void this.load(true);
        },
      },
      h('div', { class: 'field-inline' }, h('label', { for: 'candidates-q' }, 'Search'), this.#q),
      h('div', { class: 'field-inline' }, h('label', { for: 'candidates-status' }, 'State'), this.#status),
      h('button', { type: 'submit', id: 'candidates-search' }, 'Search'),
    );
    const table = h(
      'table',
      { id: 'candidates', class: 'candidates' },
      h('caption', { class: 'visually-hidden' }, "The tenant's candidates, newest first"),
      h(
        'thead',
        {},
        h('tr', {}, ...['Name', 'Title', 'State', 'Reference', 'Uploaded'].map((t) => h('th', { scope: 'col' }, t))),
      ),
      this.#rows,
    );
    this.append(h('h2', {}, 'Candidates'), form, this.#message, table, this.#more);
  }

  /** @param {{ client: VitaeClient, canList: boolean }} options */
  configure({ client, canList }) {
    this.#inFlight?.abort();
    this.client = client;
    this.#rows?.replaceChildren();
    if (this.#more) this.#more.hidden = true;
    if (!canList) {
      if (this.#message) this.#message.textContent = 'This client may not list CVs (it lacks the screen:read scope).';
      return;
    }
    void this.load(true);
  }

  /** Removes a deleted candidate from the list. */
  forget(/** @type {string} */ id) {
    for (const tr of this.#rows?.querySelectorAll('tr') ?? []) if (tr.getAttribute('data-id') === id) tr.remove();
  }

  /** The first page for the current search (`fresh`), or the next page of the one shown. */
  async load(fresh = true) {
    if (!this.client || !this.#rows || !this.#message || !this.#more) return;
    this.#inFlight?.abort();
    const controller = new AbortController();
    this.#inFlight = controller;
    if (fresh) this.#cursor = null;
    this.#message.classList.remove('form-error');
    this.#message.textContent = 'Loading…';
    try {
      const page = await this.client.listCandidates({
        q: this.#q?.value.trim() || undefined,
        status: this.#status?.value || undefined,
        limit: PAGE_SIZE,
        cursor: this.#cursor,
        signal: controller.signal,
      });
      const rows = page.items.map((c) => this.#row(c));
      if (fresh) this.#rows.replaceChildren(...rows);
      else this.#rows.append(...rows);
      this.#cursor = page.nextCursor;
      this.#more.hidden = !page.nextCursor;
      const shown = this.#rows.children.length;
      this.#message.textContent = shown === 0 ? 'No candidates match.' : `${shown} candidate${shown === 1 ? '' : 's'} shown${page.nextCursor ? '; more below' : ''}.`;
    } catch (err) {
      if (controller.signal.aborted) return;
      this.#message.textContent = describeError(err);
      this.#message.classList.add('form-error');
    } finally {
      if (this.#inFlight === controller) this.#inFlight = null;
    }
  }

  /** @param {CandidateSummary} c */
  #row(c) {
    const open = () => this.dispatchEvent(new CustomEvent('vc-open-profile', { detail: { id: c.invocationId }, bubbles: true }));
    const name = c.status === 'completed'
      ? h('button', { type: 'button', class: 'link candidate-name', onclick: open }, c.name || 'Unnamed candidate')
      : h('span', {}, c.name || '—');
    return h(
      'tr',
      { 'data-id': c.invocationId },
      h('td', {}, name, c.duplicateOf ? h('span', { class: 'badge', title: `Same person as ${c.duplicateOf}` }, 'Duplicate') : null),
      h('td', {}, c.title ?? ''),
      h('td', {}, STATUS_TEXT[c.status] ?? c.status),
      h('td', {}, c.reference ?? ''),
      h('td', {}, h('time', { datetime: c.createdAt }, new Date(c.createdAt).toLocaleString())),
    );
  }
}

customElements.define('vc-candidate-list', CandidateList);
