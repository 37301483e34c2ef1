/**
 * <vc-profile-view>: one candidate's profile as a reader wants it: photo and contact first, then
 * the experience timeline, education, skills (experience bars and saliency), languages. The photo
 * is fetched with the bearer token and shown through a blob: URL (an <img src> cannot send it).
 */
import { describeError, VitaeApiError } from '../widgets/vitae-widgets.js';
import { h } from './dom-builder.js';
import { formatMonths, formatPeriod, formatYearMonth, ISCED_LEVELS, percent, safeHttpUrl } from './profile-format.js';

/** @typedef {import('../widgets/vitae-widgets.js').VitaeClient} VitaeClient */

const LINK_NAMES = /** @type {Record<string, string>} */ ({
  linkedin: 'LinkedIn',
  github: 'GitHub',
  gitlab: 'GitLab',
  stackoverflow: 'Stack Overflow',
  twitter: 'X / Twitter',
  xing: 'XING',
  portfolio: 'Portfolio',
  website: 'Website',
  other: 'Link',
});

export class ProfileView extends HTMLElement {
  /** @type {VitaeClient | null} */ client = null;
  /** @type {string | null} */ invocationId = null;
  /** @type {string | null} */ #photoUrl = null;
  /** @type {AbortController | null} */ #loading = null;

  /** Loads and shows a candidate; focus moves to the heading so keyboard and screen reader users land there. */
  async show(/** @type {string} */ invocationId) {
    if (!this.client) return;
    this.#loading?.abort();
    const controller = new AbortController();
    this.#loading = controller;
    this.invocationId = invocationId;
    this.hidden = false;
    this.setAttribute('aria-busy', 'true');
    this.replaceChildren(h('h2', { id: 'profile-heading', tabindex: '-1' }, 'Loading profile…'));
    this.#focusHeading();
    try {
      const r = await this.client.result(invocationId, { signal: controller.signal });
      if (r.status !== 'completed') {
        this.#message('Still being processed', 'This CV is not processed yet; its status updates in the list.');
        return;
      }
      const result = /** @type {import('../widgets/vitae-widgets.js').CompletedResult} */ (r);
      let photo = null;
      if (result.profile?.photo?.found) {
        photo = await this.client.photoUrl(invocationId, { signal: controller.signal }).catch(() => null);
      }
      if (controller.signal.aborted) {
        if (photo) URL.revokeObjectURL(photo);
        return;
      }
      this.#setPhoto(photo);
      this.#render(result);
    } catch (err) {
      if (controller.signal.aborted) return;
      if (err instanceof VitaeApiError && err.status === 404) this.#message('Not found', 'No candidate with this ID in this tenant (it may have been deleted).');
      else this.#message('Could not load the profile', describeError(err));
    } finally {
      if (this.#loading === controller) {
        this.#loading = null;
        this.removeAttribute('aria-busy');
        this.#focusHeading();
      }
    }
  }

  close() {
    this.#loading?.abort();
    this.invocationId = null;
    this.#setPhoto(null);
    this.replaceChildren();
    this.hidden = true;
  }

  disconnectedCallback() {
    this.#setPhoto(null);
  }

  #focusHeading() {
    this.querySelector('h2')?.focus();
  }

  #setPhoto(/** @type {string | null} */ url) {
    if (this.#photoUrl) URL.revokeObjectURL(this.#photoUrl);
    this.#photoUrl = url;
  }

  #message(/** @type {string} */ title, /** @type {string} */ text) {
    this.replaceChildren(this.#closeButton(), h('h2', { id: 'profile-heading', tabindex: '-1' }, title), h('p', {}, text));
  }

  #closeButton() {
    return h(
      'button',
      { type: 'button', class: 'close', 'aria-label': 'Close the profile', onclick: () => this.dispatchEvent(new CustomEvent('vc-close-profile', { bubbles: true })) },
      '×',
    );
  }

  /** @param {import('../widgets/vitae-widgets.js').CompletedResult} result */
  #render(result) {
    const p = result.profile;
    const personal = p.personal ?? {};
    const job = p.jobProfile ?? {};
    const name = personal.fullName || 'Name not found';
    const initials = name.split(/\s+/).map((/** @type {string} */ w) => w[0] ?? '').slice(0, 2).join('').toUpperCase();
    const avatar = this.#photoUrl
      ? h('img', { class: 'avatar', src: this.#photoUrl, alt: `Photo of ${name}`, width: 112, height: 112 })
      : h('div', { class: 'avatar avatar-initials', 'aria-hidden': 'true' }, initials);
    const facts = [
      job.seniority ? h('span', { class: 'pill' }, job.seniority) : null,
      job.totalExperienceMonths ? h('span', { class: 'pill' }, `${formatMonths(job.totalExperienceMonths)} experience`) : null,
      job.occupation?.name ? h('span', { class: 'pill' }, job.occupation.name) : null,
    ];
    const parts = [
      this.#closeButton(),
      h(
        'header',
        { class: 'profile-header' },
        avatar,
        h(
          'div',
          {},
          h('h2', { id: 'profile-heading', tabindex: '-1' }, name),
          job.title ? h('p', { class: 'profile-title' }, job.title) : null,
          job.headline && job.headline !== job.title ? h('p', { class: 'hint' }, job.headline) : null,
          h('p', { class: 'pills' }, ...facts),
        ),
      ),
      this.#contact(personal),
      job.summary ? this.#section('Summary', h('p', { class: 'summary' }, job.summary)) : null,
      this.#experience(p.workExperience ?? []),
      this.#education(p.education ?? [], p.certifications ?? []),
      this.#skills(p.skills ?? []),
      this.#languages(p.languages ?? []),
      this.#meta(result),
      h(
        'div',
        { class: 'profile-actions' },
        h(
          'button',
          {
            type: 'button',
            class: 'danger',
            id: 'delete-candidate',
            onclick: () => this.dispatchEvent(new CustomEvent('vc-delete', { detail: { id: result.invocationId, label: name }, bubbles: true })),
          },
          'Delete candidate',
        ),
      ),
    ];
    this.replaceChildren(...parts.filter((n) => n !== null));
  }

  /**
   * @param {string} title
   * @param {...(Node | null)} content
   */
  #section(title, ...content) {
    const id = `profile-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
    return h('section', { class: 'profile-section', 'aria-labelledby': id }, h('h3', { id }, title), ...content);
  }

  /** @param {any} personal */
  #contact(personal) {
    /** @type {HTMLElement[]} */
    const rows = [];
    const add = (/** @type {string} */ label, /** @type {(Node | string)[]} */ values) => {
      if (values.length) rows.push(h('div', { class: 'dl-row' }, h('dt', {}, label), h('dd', {}, ...values.flatMap((v, i) => (i ? [', ', v] : [v])))));
    };
    add(
      'Email',
      (personal.emails ?? []).map((/** @type {string} */ e) => h('a', { href: `mailto:${e}` }, e)),
    );
    add(
      'Phone',
      (personal.phones ?? []).map((/** @type {any} */ ph) => (ph.e164 ? h('a', { href: `tel:${ph.e164}` }, ph.raw || ph.e164) : ph.raw)),
    );
    const loc = personal.location;
    if (loc) add('Location', [loc.raw || [loc.city, loc.region, loc.country].filter(Boolean).join(', ')].filter(Boolean));
    add(
      'Links',
      (personal.links ?? []).map((/** @type {any} */ l) => {
        const url = safeHttpUrl(l.url);
        const label = `${LINK_NAMES[l.type] ?? 'Link'}: ${l.url}`;
        return url ? h('a', { href: url, target: '_blank', rel: 'noopener noreferrer' }, label) : label;
      }),
    );
    if (personal.dateOfBirth) add('Born', [formatYearMonth(personal.dateOfBirth) || personal.dateOfBirth]);
    if (personal.nationality) add('Nationality', [personal.nationality]);
    if (!rows.length) return this.#section('Contact', h('p', { class: 'hint' }, 'No contact details found.'));
    return this.#section('Contact', h('dl', { class: 'contact' }, ...rows));
  }

  /** @param {any[]} entries */
  #experience(entries) {
    if (!entries.length) return this.#section('Experience', h('p', { class: 'hint' }, 'No work experience found.'));
    return this.#section(
      'Experience',
      h(
        'ol',
        { class: 'timeline' },
        ...entries.map((e) => {
          const period = formatPeriod(e);
          const duration = formatMonths(e.durationMonths);
          return h(
            'li',
            { class: 'timeline-item' },
            h('p', { class: 'timeline-when' }, period || 'Dates not given', duration ? h('span', { class: 'hint' }, ` · ${duration}`) : null),
            h('p', { class: 'timeline-what' }, h('strong', {}, e.title || 'Role not given'), e.employer ? ` at ${e.employer}` : ''),
            e.location ? h('p', { class: 'hint' }, e.location) : null,
            e.description ? h('p', { class: 'timeline-text' }, e.description) : null,
          );
        }),
      ),
    );
  }

  /**
   * @param {any[]} education
   * @param {any[]} certifications
   */
  #education(education, certifications) {
    const items = education.map((e) =>
      h(
        'li',
        {},
        h('strong', {}, e.degree || (e.isced !== null && e.isced !== undefined ? ISCED_LEVELS[e.isced] : null) || 'Education'),
        e.field ? ` — ${e.field}` : '',
        h('br'),
        h('span', {}, [e.institution, e.location].filter(Boolean).join(', ')),
        h(
          'span',
          { class: 'hint' },
          [formatPeriod(e), e.isced !== null && e.isced !== undefined ? `ISCED ${e.isced}: ${ISCED_LEVELS[e.isced] ?? ''}` : '', e.grade ? `grade ${e.grade}` : '']
            .filter(Boolean)
            .map((t, i) => (i || e.institution ? ` · ${t}` : t))
            .join(''),
        ),
      ),
    );
    const certs = certifications.map((c) => h('li', {}, h('strong', {}, c.name), [c.issuer, formatYearMonth(c.date)].filter(Boolean).map((t) => ` · ${t}`).join('')));
    return this.#section(
      'Education',
      items.length ? h('ul', { class: 'plain-list' }, ...items) : h('p', { class: 'hint' }, 'No education found.'),
      certs.length ? h('h4', {}, 'Certifications') : null,
      certs.length ? h('ul', { class: 'plain-list' }, ...certs) : null,
    );
  }

  /** @param {any[]} skills */
  #skills(skills) {
    if (!skills.length) return this.#section('Skills', h('p', { class: 'hint' }, 'No skills found.'));
    const sorted = [...skills].sort((a, b) => (b.saliency ?? 0) - (a.saliency ?? 0));
    const maxMonths = Math.max(12, ...sorted.map((s) => s.experienceMonths ?? 0));
    const bar = (/** @type {number} */ fraction, /** @type {string} */ kind) => {
      const el = h('span', { class: `bar bar-${kind}`, 'aria-hidden': 'true' }, h('span'));
      // CSSOM, not a style attribute: allowed by the console's CSP.
      el.style.setProperty('--fill', `${Math.round(Math.min(1, Math.max(0, fraction)) * 100)}%`);
      return el;
    };
    return this.#section(
      'Skills',
      h(
        'table',
        { class: 'skills-table' },
        h('caption', { class: 'visually-hidden' }, 'Skills, most central first, with estimated experience and saliency'),
        h(
          'thead',
          {},
          h('tr', {}, h('th', { scope: 'col' }, 'Skill'), h('th', { scope: 'col' }, 'Experience'), h('th', { scope: 'col' }, 'Saliency'), h('th', { scope: 'col' }, 'Last used')),
        ),
        h(
          'tbody',
          {},
          ...sorted.map((s) =>
            h(
              'tr',
              {},
              h('th', { scope: 'row' }, s.name, s.category ? h('span', { class: 'hint skill-category' }, s.category) : null),
              h('td', {}, h('div', { class: 'bar-cell' }, bar((s.experienceMonths ?? 0) / maxMonths, 'experience'), h('span', {}, formatMonths(s.experienceMonths) || '—'))),
              h('td', {}, h('div', { class: 'bar-cell' }, bar(s.saliency ?? 0, 'saliency'), h('span', {}, percent(s.saliency)))),
              h('td', {}, formatYearMonth(s.lastUsed) || '—'),
            ),
          ),
        ),
      ),
    );
  }

  /** @param {any[]} languages */
  #languages(languages) {
    if (!languages.length) return this.#section('Languages', h('p', { class: 'hint' }, 'No languages found.'));
    return this.#section(
      'Languages',
      h(
        'ul',
        { class: 'language-list' },
        ...languages.map((l) =>
          h('li', {}, h('strong', {}, l.name), ' ', h('span', { class: 'pill' }, l.native ? 'native' : (l.level ?? 'level not given'))),
        ),
      ),
    );
  }

  /** @param {import('../widgets/vitae-widgets.js').CompletedResult} result */
  #meta(result) {
    const m = result.profile.meta ?? {};
    const bits = [
      `${(m.fileType ?? result.fileType ?? '').toUpperCase()}${m.pages ? `, ${m.pages} page${m.pages > 1 ? 's' : ''}` : ''}`,
      m.language ? `written in ${m.language}` : '',
      m.ocrUsed ? 'read with OCR' : '',
      `invocation ${result.invocationId}`,
    ].filter(Boolean);
    return h('p', { class: 'hint profile-meta' }, bits.join(' · '));
  }
}

customElements.define('vc-profile-view', ProfileView);
