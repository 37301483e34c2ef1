/**
 * <vc-search-panel>: paste a job description, see what Vitae understood of it and the tenant's
 * candidates ranked by score, each with strengths, gaps and the per-requirement alignment.
 */
import { describeError } from '../widgets/vitae-widgets.js';
import { h } from './dom-builder.js';
import { percent } from './profile-format.js';

/** @typedef {import('../widgets/vitae-widgets.js').VitaeClient} VitaeClient */
/** @typedef {import('../widgets/vitae-widgets.js').SearchAnswer} SearchAnswer */

const STATUS_TEXT = /** @type {Record<string, string>} */ ({ met: 'Met', partial: 'Partly met', missing: 'Missing', unknown: 'Not stated' });

export class SearchPanel extends HTMLElement {
  /** @type {VitaeClient | null} */ client = null;
  /** @type {AbortController | null} */ #inFlight = null;
  /** @type {HTMLTextAreaElement | null} */ #text = null;
  /** @type {HTMLSelectElement | null} */ #limit = null;
  /** @type {HTMLSelectElement | null} */ #order = null;
  /** @type {HTMLButtonElement | null} */ #button = null;
  /** @type {HTMLElement | null} */ #status = null;
  /** @type {HTMLElement | null} */ #understood = null;
  /** @type {HTMLOListElement | null} */ #results = null;

  connectedCallback() {
    if (this.#results) return;
    this.#text = h('textarea', { id: 'jd', name: 'query', rows: 10, required: true, maxlength: 20000, 'aria-describedby': 'jd-hint' });
    this.#limit = h(
      'select',
      { id: 'limit' },
      ...[10, 25, 50, 100].map((n) => h('option', { value: n }, n)),
    );
    this.#order = h('select', { id: 'order' }, h('option', { value: 'DESC' }, 'Best first'), h('option', { value: 'ASC' }, 'Weakest first'));
    this.#button = h('button', { type: 'submit', id: 'search-button' }, 'Find candidates');
    this.#status = h('p', { id: 'search-status', class: 'hint', role: 'status', 'aria-live': 'polite' });
    this.#understood = h('div', { id: 'understood' });
    this.#results = h('ol', { id: 'search-results', class: 'results', 'aria-label': 'Ranked candidates' });
    const form = h(
      'form',
      {
        class: 'search-form',
        onsubmit: (/** @type {SubmitEvent} */ e) => {
          e.preventDefault();
          void this.search();
        },
      },
      h('div', { class: 'field' }, h('label', { for: 'jd' }, 'Job description'), this.#text, h('p', { id: 'jd-hint', class: 'hint' }, 'Any of English, Italian, Spanish, French, German or Portuguese. It is not stored.')),
      h(
        'div',
        { class: 'row' },
        h('div', { class: 'field-inline' }, h('label', { for: 'limit' }, 'Show'), this.#limit),
        h('div', { class: 'field-inline' }, h('label', { for: 'order' }, 'Order'), this.#order),
        this.#button,
      ),
    );
    this.append(h('h2', {}, 'Find candidates'), form, this.#status, this.#understood, this.#results);
  }

  /** @param {{ client: VitaeClient, canSearch: boolean }} options */
  configure({ client, canSearch }) {
    this.#inFlight?.abort();
    this.client = client;
    if (this.#button) this.#button.disabled = !canSearch;
    if (this.#status) this.#status.textContent = canSearch ? '' : 'This client may not search (it lacks the match:read scope).';
    this.#understood?.replaceChildren();
    this.#results?.replaceChildren();
  }

  /** Removes a deleted candidate from the results shown. */
  forget(/** @type {string} */ id) {
    for (const li of this.#results?.querySelectorAll('li.result') ?? []) {
      if (li.getAttribute('data-id') === id) li.remove();
    }
  }

  async search() {
    const text = this.#text?.value.trim() ?? '';
    if (!this.client || !this.#status) return;
    if (!text) {
      this.#status.textContent = 'Paste a job description first.';
      this.#text?.focus();
      return;
    }
    this.#inFlight?.abort();
    const controller = new AbortController();
    this.#inFlight = controller;
    if (this.#button) this.#button.disabled = true;
    this.#status.textContent = 'Searching…';
    this.#status.classList.remove('form-error');
    try {
      const answer = await this.client.search(text, {
        limit: Number(this.#limit?.value ?? 10),
        scoresOrder: this.#order?.value === 'ASC' ? 'ASC' : 'DESC',
        signal: controller.signal,
      });
      this.#show(answer);
    } catch (err) {
      if (controller.signal.aborted) return;
      this.#status.textContent = describeError(err);
      this.#status.classList.add('form-error');
    } finally {
      if (this.#inFlight === controller) {
        this.#inFlight = null;
        if (this.#button) this.#button.disabled = false;
      }
    }
  }

  /** @param {SearchAnswer} answer */
  #show(answer) {
    if (!this.#status || !this.#results || !this.#understood) return;
    const shown = answer.profiles.length;
    this.#status.textContent =
      answer.total === 0
        ? 'No candidates in this tenant yet: upload some CVs first.'
        : `${answer.total} candidate${answer.total === 1 ? '' : 's'} ranked${shown < answer.total ? `; ${shown} shown` : ''}.`;
    this.#understood.replaceChildren(this.#requirements(answer.requirements));
    this.#results.replaceChildren(...answer.profiles.map((c, i) => this.#candidate(c, answer.offset + i + 1)));
  }

  /** What Vitae read in the job description, so a surprising ranking can be understood. */
  #requirements(/** @type {any} */ r) {
    if (!r) return h('span');
    const must = (r.skills ?? []).filter((/** @type {any} */ s) => s.importance === 'must');
    const nice = (r.skills ?? []).filter((/** @type {any} */ s) => s.importance !== 'must');
    const skillText = (/** @type {any} */ s) => `${s.name}${s.minYears ? ` (${s.minYears}+ yrs)` : ''}`;
    const rows = [
      ['Role', r.title ?? r.occupation?.name ?? null],
      ['Must have', must.map(skillText).join(', ') || null],
      ['Nice to have', nice.map(skillText).join(', ') || null],
      ['Assumed from the role', (r.impliedSkills ?? []).map(skillText).join(', ') || null],
      ['Experience', r.minYears ? `${r.minYears}+ years` : null],
      ['Education', r.education ? `${r.education.name}${r.education.field ? `, ${r.education.field}` : ''}` : null],
      ['Languages', (r.languages ?? []).map((/** @type {any} */ l) => `${l.name}${l.level ? ` ${l.level}` : ''}`).join(', ') || null],
      ['Location', r.location ? `${r.location.text}${r.location.remote ? ' (remote)' : ''}` : null],
    ].filter(([, v]) => v);
    if (!rows.length) return h('span');
    return h(
      'details',
      { class: 'understood' },
      h('summary', {}, 'What Vitae understood'),
      h('dl', { class: 'contact' }, ...rows.map(([k, v]) => h('div', { class: 'dl-row' }, h('dt', {}, k ?? ''), h('dd', {}, v ?? '')))),
    );
  }

  /**
   * @param {any} c
   * @param {number} rank
   */
  #candidate(c, rank) {
    const bar = h('span', { class: 'bar bar-score', 'aria-hidden': 'true' }, h('span'));
    bar.style.setProperty('--fill', percent(c.score));
    const open = () => this.dispatchEvent(new CustomEvent('vc-open-profile', { detail: { id: c.id }, bubbles: true }));
    return h(
      'li',
      { class: 'result', 'data-id': c.id },
      h(
        'div',
        { class: 'result-head' },
        h('span', { class: 'rank', 'aria-hidden': 'true' }, rank),
        h(
          'div',
          { class: 'result-who' },
          h('button', { type: 'button', class: 'link candidate-name', onclick: open }, c.name || 'Unnamed candidate'),
          c.title ? h('p', { class: 'hint' }, c.title) : null,
        ),
        h('div', { class: 'score' }, h('span', { class: 'score-value' }, percent(c.score), h('span', { class: 'visually-hidden' }, ' match')), bar),
      ),
      h(
        'div',
        { class: 'strengths-gaps' },
        c.strengths?.length ? h('div', { class: 'strengths' }, h('h4', {}, 'Strengths'), h('ul', {}, ...c.strengths.map((/** @type {string} */ s) => h('li', {}, s)))) : null,
        c.gaps?.length ? h('div', { class: 'gaps' }, h('h4', {}, 'Gaps'), h('ul', {}, ...c.gaps.map((/** @type {string} */ s) => h('li', {}, s)))) : null,
      ),
      c.alignment?.length
        ? h(
            'details',
            { class: 'alignment' },
            h('summary', {}, 'Requirement by requirement'),
            h(
              'table',
              {},
              h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Requirement'), h('th', { scope: 'col' }, 'Importance'), h('th', { scope: 'col' }, 'Status'))),
              h(
                'tbody',
                {},
                ...c.alignment.map((/** @type {any} */ a) =>
                  h(
                    'tr',
                    {},
                    h('td', {}, a.requirement),
                    h('td', {}, a.importance === 'must' ? 'Must' : 'Nice'),
                    h('td', {}, h('span', { class: `badge badge-${a.status}` }, STATUS_TEXT[a.status] ?? a.status)),
                  ),
                ),
              ),
            ),
          )
        : null,
    );
  }
}

customElements.define('vc-search-panel', SearchPanel);
