/**
 * <vc-upload-panel>: drop or choose one or many CVs, watch each one's status live, open or delete
 * the candidates uploaded in this session. The list of this tab's uploads is kept per tenant in
 * sessionStorage (ids, file names and states only: names are read again from the API, so a
 * candidate deleted elsewhere disappears instead of lingering).
 */
import { describeError, VitaeApiError } from '../widgets/vitae-widgets.js';
import { h } from './dom-builder.js';

/** @typedef {import('../widgets/vitae-widgets.js').VitaeClient} VitaeClient */
/** @typedef {{ invocationId: string | null, fileName: string, status: string, name?: string | null, title?: string | null, error?: string | null }} UploadRow */

const STATUS_TEXT = /** @type {Record<string, string>} */ ({
  uploading: 'Uploading',
  queued: 'Queued',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
});
/** Uploads sent at once; the rest wait their turn (the server queues anyway, this keeps the tab responsive). */
const PARALLEL_UPLOADS = 3;

const storageKey = (/** @type {string} */ tenant) => `vitae.console.uploads.${tenant}`;

export class UploadPanel extends HTMLElement {
  /** @type {VitaeClient | null} */ client = null;
  /** @type {string | null} */ tenantId = null;
  /** @type {UploadRow[]} */ #rows = [];
  /** @type {Map<UploadRow, HTMLLIElement>} */ #items = new Map();
  #controller = new AbortController();
  /** @type {File[]} */ #waiting = [];
  #active = 0;
  /** @type {HTMLOListElement | null} */ #list = null;
  /** @type {HTMLElement | null} */ #empty = null;
  /** @type {HTMLInputElement | null} */ #input = null;
  /** @type {HTMLElement | null} */ #dropzone = null;

  connectedCallback() {
    if (this.#list) return;
    this.#input = h('input', {
      id: 'cv-files',
      type: 'file',
      class: 'file-input',
      multiple: true,
      accept: '.pdf,.docx,.doc,.rtf,.odt,.html,.htm,.txt,.jpg,.jpeg,.png',
      onchange: () => {
        const files = [...(this.#input?.files ?? [])];
        if (this.#input) this.#input.value = '';
        this.enqueue(files);
      },
    });
    this.#dropzone = h(
      'div',
      { class: 'dropzone', id: 'dropzone' },
      h('p', { class: 'dropzone-title' }, 'Drop CV files here'),
      h('p', { class: 'hint' }, 'PDF, DOCX, TXT, JPEG or PNG — one or many at once.'),
      h('label', { for: 'cv-files', class: 'button' }, 'Choose files'),
      this.#input,
    );
    this.#wireDrop(this.#dropzone);
    this.#list = h('ol', { class: 'upload-list', id: 'upload-list', 'aria-label': 'Uploads of this session' });
    this.#empty = h('p', { class: 'hint' }, 'Nothing uploaded in this session yet.');
    const openInput = h('input', { id: 'open-id', name: 'invocationId', type: 'text', spellcheck: 'false', autocomplete: 'off', required: true, maxlength: 64 });
    const openForm = h(
      'form',
      {
        class: 'open-form',
        onsubmit: (/** @type {SubmitEvent} */ e) => {
          e.preventDefault();
          const id = openInput.value.trim();
          if (id) this.#open(id);
        },
      },
      h('label', { for: 'open-id' }, 'Open a result by invocation ID'),
      h('div', { class: 'row' }, openInput, h('button', { type: 'submit', class: 'secondary' }, 'Open')),
    );
    this.append(
      h('h2', {}, 'Screen CVs'),
      this.#dropzone,
      h(
        'div',
        { class: 'section-head' },
        h('h3', {}, 'This session'),
        h('button', { type: 'button', class: 'link', onclick: () => this.#clearFinished() }, 'Clear finished'),
      ),
      this.#empty,
      this.#list,
      openForm,
    );
  }

  /**
   * Points the panel at a tenant: shows that tenant's uploads of this session and resumes polling.
   * @param {{ client: VitaeClient, tenantId: string | null, canUpload: boolean }} options
   */
  configure({ client, tenantId, canUpload }) {
    this.#controller.abort();
    this.#controller = new AbortController();
    this.#waiting = [];
    this.client = client;
    this.tenantId = tenantId;
    if (this.#input) this.#input.disabled = !canUpload || !tenantId;
    this.#dropzone?.classList.toggle('disabled', !canUpload || !tenantId);
    this.#rows = this.#load();
    this.#items.clear();
    this.#list?.replaceChildren();
    for (const row of this.#rows) {
      this.#renderRow(row);
      if (row.invocationId && (row.status === 'queued' || row.status === 'processing')) void this.#follow(row);
      else if (row.invocationId && row.status === 'completed' && !row.name) void this.#refresh(row);
    }
    this.#updateEmpty();
  }

  /** Drops a candidate from the list (after it was deleted). */
  forget(/** @type {string} */ invocationId) {
    const row = this.#rows.find((r) => r.invocationId === invocationId);
    if (!row) return;
    this.#items.get(row)?.remove();
    this.#items.delete(row);
    this.#rows = this.#rows.filter((r) => r !== row);
    this.#save();
    this.#updateEmpty();
  }

  /** Queues files for upload. */
  enqueue(/** @type {File[]} */ files) {
    if (!files.length || !this.client || !this.tenantId) return;
    this.#waiting.push(...files);
    this.#pump();
  }

  #pump() {
    while (this.#active < PARALLEL_UPLOADS && this.#waiting.length) {
      const file = /** @type {File} */ (this.#waiting.shift());
      this.#active++;
      void this.#uploadOne(file).finally(() => {
        this.#active--;
        this.#pump();
      });
    }
  }

  async #uploadOne(/** @type {File} */ file) {
    /** @type {UploadRow} */
    const row = { invocationId: null, fileName: file.name, status: 'uploading' };
    this.#rows.unshift(row);
    this.#renderRow(row, true);
    this.#updateEmpty();
    const signal = this.#controller.signal;
    const client = /** @type {VitaeClient} */ (this.client);
    try {
      const answer = await client.upload(file, { signal, idempotencyKey: crypto.randomUUID() });
      row.invocationId = answer.invocationId;
      this.#setStatus(row, answer.status);
      await this.#follow(row);
    } catch (err) {
      if (signal.aborted) return;
      row.error = describeError(err);
      this.#setStatus(row, 'failed');
    }
  }

  /** Polls one invocation to its end (the client honours Retry-After). */
  async #follow(/** @type {UploadRow} */ row) {
    const signal = this.#controller.signal;
    const client = /** @type {VitaeClient} */ (this.client);
    try {
      const result = await client.waitForResult(/** @type {string} */ (row.invocationId), {
        signal,
        onStatus: (s) => this.#setStatus(row, s),
      });
      row.name = result.profile?.personal?.fullName ?? null;
      row.title = result.profile?.jobProfile?.title ?? null;
      this.#setStatus(row, 'completed');
    } catch (err) {
      if (signal.aborted) return;
      if (err instanceof VitaeApiError && err.status === 404) return this.forget(/** @type {string} */ (row.invocationId));
      row.error = describeError(err);
      this.#setStatus(row, 'failed');
    }
  }

  /** Reads a completed row's candidate name again (after a reload). */
  async #refresh(/** @type {UploadRow} */ row) {
    try {
      const r = await /** @type {VitaeClient} */ (this.client).result(/** @type {string} */ (row.invocationId), { signal: this.#controller.signal });
      if (r.status !== 'completed') return;
      const result = /** @type {import('../widgets/vitae-widgets.js').CompletedResult} */ (r);
      row.name = result.profile?.personal?.fullName ?? null;
      row.title = result.profile?.jobProfile?.title ?? null;
      this.#renderRow(row);
    } catch (err) {
      if (err instanceof VitaeApiError && err.status === 404) this.forget(/** @type {string} */ (row.invocationId));
    }
  }

  #setStatus(/** @type {UploadRow} */ row, /** @type {string} */ status) {
    const changed = row.status !== status;
    row.status = status;
    this.#renderRow(row);
    this.#save();
    if (!changed) return;
    const who = status === 'completed' && row.name ? ` — ${row.name}` : '';
    const why = status === 'failed' && row.error ? `: ${row.error}` : '';
    this.#announce(`${row.fileName}: ${STATUS_TEXT[status] ?? status}${who}${why}`);
    if (status === 'completed' || status === 'failed') {
      this.dispatchEvent(new CustomEvent('vc-upload-settled', { detail: { id: row.invocationId }, bubbles: true }));
    }
  }

  #renderRow(/** @type {UploadRow} */ row, prepend = false) {
    const id = row.invocationId;
    const li = h(
      'li',
      { class: 'upload-item', 'data-status': row.status, 'data-invocation-id': id },
      h(
        'div',
        { class: 'upload-main' },
        h('span', { class: 'file-name' }, row.fileName),
        h('span', { class: `badge badge-${row.status}` }, STATUS_TEXT[row.status] ?? row.status),
      ),
      row.status === 'completed'
        ? h('p', { class: 'candidate-line' }, h('strong', {}, row.name || 'Name not found'), row.title ? ` · ${row.title}` : '')
        : null,
      row.status === 'failed' && row.error ? h('p', { class: 'form-error' }, row.error) : null,
      row.status === 'queued' || row.status === 'processing' || row.status === 'uploading'
        ? h('div', { class: 'progress', 'aria-hidden': 'true' }, h('span'))
        : null,
      id && row.status === 'completed'
        ? h(
            'div',
            { class: 'row-actions' },
            h('button', { type: 'button', class: 'secondary', onclick: () => this.#open(id), 'aria-label': `View profile of ${row.name || row.fileName}` }, 'View profile'),
            h('button', { type: 'button', class: 'danger', onclick: () => this.#requestDelete(id, row.name || row.fileName), 'aria-label': `Delete ${row.name || row.fileName}` }, 'Delete'),
          )
        : null,
    );
    const old = this.#items.get(row);
    if (old) old.replaceWith(li);
    else if (prepend) this.#list?.prepend(li);
    else this.#list?.append(li);
    this.#items.set(row, li);
  }

  #clearFinished() {
    for (const row of [...this.#rows]) {
      if (row.status === 'completed' || row.status === 'failed') {
        this.#items.get(row)?.remove();
        this.#items.delete(row);
      }
    }
    this.#rows = this.#rows.filter((r) => r.status !== 'completed' && r.status !== 'failed');
    this.#save();
    this.#updateEmpty();
  }

  #updateEmpty() {
    if (this.#empty) this.#empty.hidden = this.#rows.length > 0;
  }

  #open(/** @type {string} */ id) {
    this.dispatchEvent(new CustomEvent('vc-open-profile', { detail: { id }, bubbles: true }));
  }

  #requestDelete(/** @type {string} */ id, /** @type {string} */ label) {
    this.dispatchEvent(new CustomEvent('vc-delete', { detail: { id, label }, bubbles: true }));
  }

  #announce(/** @type {string} */ text) {
    this.dispatchEvent(new CustomEvent('vc-announce', { detail: { text }, bubbles: true }));
  }

  #wireDrop(/** @type {HTMLElement} */ zone) {
    zone.addEventListener('dragover', (e) => {
      e.preventDefault();
      zone.classList.add('over');
    });
    zone.addEventListener('dragleave', () => zone.classList.remove('over'));
    zone.addEventListener('drop', (e) => {
      e.preventDefault();
      zone.classList.remove('over');
      this.enqueue([...(e.dataTransfer?.files ?? [])]);
    });
  }

  /** @returns {UploadRow[]} */
  #load() {
    if (!this.tenantId) return [];
    try {
      const rows = JSON.parse(sessionStorage.getItem(storageKey(this.tenantId)) ?? '[]');
      // An upload cut off by the reload never got an id: it is gone, say nothing of it.
      return Array.isArray(rows) ? rows.filter((r) => r && typeof r.fileName === 'string' && r.invocationId) : [];
    } catch {
      return [];
    }
  }

  #save() {
    if (!this.tenantId) return;
    const rows = this.#rows
      .filter((r) => r.invocationId)
      .map((r) => ({ invocationId: r.invocationId, fileName: r.fileName, status: r.status, error: r.error ?? null }));
    sessionStorage.setItem(storageKey(this.tenantId), JSON.stringify(rows));
  }
}

customElements.define('vc-upload-panel', UploadPanel);
