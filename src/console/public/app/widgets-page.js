/**
 * The widget gallery (/console/widgets.html): every widget of vitae-widgets.js shown live, with
 * its attributes, events and a snippet to paste, written for this server's address. The live
 * widgets use the console's token of this tab (sessionStorage) or one pasted here.
 */
import { tokenFacts } from './console-session.js';
import { byId, h } from './dom-builder.js';
import '../widgets/vitae-widgets.js';

const ORIGIN = location.origin;

/**
 * @typedef {{ tag: string, title: string, does: string, attributes: Record<string, string>,
 *   events: Record<string, string>, extraAttributes: string, listen: string }} WidgetDoc
 */

/**
 * What the page shows per widget. Kept beside the widgets' own doc comments (vitae-widgets.js)
 * and the README table; the e2e test checks that every element the script defines is here.
 * @type {WidgetDoc[]}
 */
export const WIDGETS = [
  {
    tag: 'vitae-screen',
    title: 'Screen CVs: <vitae-screen>',
    does: 'Upload CVs (button or drop), see each one’s status live, then a profile summary.',
    attributes: {
      'tenant-id': 'the tenant to upload for (a token for one tenant needs none)',
      'base-url': 'Vitae’s address; default: where the script came from',
      multiple: 'accept several files at once',
      label: 'the text of the drop zone',
    },
    events: {
      'vitae-uploaded': '{invocationId, fileName}',
      'vitae-status': '{invocationId, fileName, status}',
      'vitae-completed': '{invocationId, fileName, profile, result}',
      'vitae-error': '{invocationId, fileName, error}',
    },
    extraAttributes: ' multiple',
    listen: "el.addEventListener('vitae-completed', (e) => console.log(e.detail.profile.personal.fullName));",
  },
  {
    tag: 'vitae-match',
    title: 'Find candidates: <vitae-match>',
    does: 'A job description in, ranked candidates out, with score, strengths and gaps.',
    attributes: {
      'tenant-id': 'the tenant to search',
      'base-url': 'Vitae’s address; default: where the script came from',
      limit: 'candidates shown, 1–100 (default 10)',
      label: 'the label of the text area',
    },
    events: {
      'vitae-results': '{total, profiles, requirements}',
      'vitae-select': '{id, name, score} when a candidate is chosen',
      'vitae-error': '{error}',
    },
    extraAttributes: ' limit="10"',
    listen: "el.addEventListener('vitae-select', (e) => openCandidate(e.detail.id));",
  },
];

const tokenInput = /** @type {HTMLTextAreaElement} */ (byId('gallery-token'));
const tenantSelect = /** @type {HTMLSelectElement} */ (byId('gallery-tenant'));

function snippet(/** @type {WidgetDoc} */ w, /** @type {string} */ tenant) {
  return [
    `<script type="module" src="${ORIGIN}/widgets/vitae-widgets.js"></script>`,
    '',
    `<${w.tag} tenant-id="${tenant || 'TENANT_ID'}"${w.extraAttributes}></${w.tag}>`,
    '',
    '<script type="module">',
    `  const el = document.querySelector('${w.tag}');`,
    '  // Your back end gets the token from /oauth/token (client credentials, tenant_id, scope).',
    "  el.tokenProvider = async () => (await fetch('/my-api/vitae-token', { method: 'POST' })).text();",
    `  ${w.listen}`,
    '</script>',
  ].join('\n');
}

function copyButton(/** @type {() => string} */ text) {
  const button = h('button', { type: 'button', class: 'secondary' }, 'Copy');
  button.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(text());
      button.textContent = 'Copied';
    } catch {
      button.textContent = 'Select and copy';
    }
    setTimeout(() => {
      button.textContent = 'Copy';
    }, 2000);
  });
  return button;
}

function render() {
  const tenant = tenantSelect.value;
  const items = WIDGETS.map((w) => {
    const element = document.createElement(w.tag);
    if (tenant) element.setAttribute('tenant-id', tenant);
    if (w.tag === 'vitae-screen') element.setAttribute('multiple', '');
    /** @type {any} */ (element).tokenProvider = () => tokenInput.value.trim();
    const code = h('code', {}, snippet(w, tenant));
    const list = (/** @type {Record<string, string>} */ entries) =>
      h('dl', {}, ...Object.entries(entries).flatMap(([k, v]) => [h('dt', {}, k), h('dd', {}, v)]));
    return h(
      'section',
      { class: 'gallery-item', 'data-widget': w.tag, 'aria-labelledby': `title-${w.tag}` },
      h('h2', { id: `title-${w.tag}` }, w.title),
      h('p', {}, w.does),
      h('div', { class: 'gallery-demo' }, element),
      h('h3', {}, 'Attributes'),
      list(w.attributes),
      h('h3', {}, 'Events (bubble out of the element)'),
      list(w.events),
      h('div', { class: 'snippet-head' }, h('h3', {}, 'Paste into your page'), copyButton(() => code.textContent ?? '')),
      h('pre', { class: 'snippet' }, code),
    );
  });
  byId('gallery').replaceChildren(...items);
}

function fillTenants() {
  let facts = null;
  try {
    facts = tokenInput.value.trim() ? tokenFacts(tokenInput.value.trim()) : null;
  } catch {
    facts = null;
  }
  const tenants = facts?.tenants ?? [];
  const previous = tenantSelect.value;
  tenantSelect.replaceChildren(
    ...(tenants.length ? [] : [h('option', { value: '' }, facts ? 'any (the token’s own)' : 'no token yet')]),
    ...tenants.map((t) => h('option', { value: t, selected: t === previous }, facts?.tenantNames[t] ?? t)),
  );
  render();
}

tokenInput.value = sessionStorage.getItem('vitae.console.token') ?? '';
tokenInput.addEventListener('change', fillTenants);
tenantSelect.addEventListener('change', render);
fillTenants();
