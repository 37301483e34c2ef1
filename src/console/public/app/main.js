/**
 * The console's wiring: sign-in, the account bar (tenant, expiry, sign-out), the tabs, and the
 * events the panels send each other (open a profile, delete a candidate, announce a status).
 * The console is a client of the public API like any other: it holds no privilege of its own.
 */
import { describeError, VitaeClient } from '../widgets/vitae-widgets.js';
import { ConsoleSession, SignInError } from './console-session.js';
import { byId, h } from './dom-builder.js';
import './candidate-list.js';
import './profile-view.js';
import './search-panel.js';
import './upload-panel.js';

/** @typedef {import('./upload-panel.js').UploadPanel} UploadPanel */
/** @typedef {import('./search-panel.js').SearchPanel} SearchPanel */
/** @typedef {import('./profile-view.js').ProfileView} ProfileView */
/** @typedef {import('./candidate-list.js').CandidateList} CandidateList */

const session = ConsoleSession.restore();
const client = new VitaeClient({ tokenProvider: () => session.currentToken(), baseUrl: location.origin });

const signInView = byId('sign-in-view');
const workspace = byId('workspace');
const account = byId('account');
const accountInfo = byId('account-info');
const tenantSelect = /** @type {HTMLSelectElement} */ (byId('tenant-select'));
const tenantInput = /** @type {HTMLInputElement} */ (byId('tenant-input'));
const alertBox = byId('alert');
const announcer = byId('announcer');
const uploads = /** @type {UploadPanel} */ (byId('uploads'));
const search = /** @type {SearchPanel} */ (byId('search'));
const candidates = /** @type {CandidateList} */ (byId('candidates-panel'));
const profile = /** @type {ProfileView} */ (byId('profile'));

function announce(/** @type {string} */ text) {
  // Clearing first makes screen readers repeat an identical message.
  announcer.textContent = '';
  requestAnimationFrame(() => {
    announcer.textContent = text;
  });
}

function showAlert(/** @type {string | null} */ text) {
  alertBox.hidden = !text;
  alertBox.replaceChildren(text ? h('p', {}, text) : '', text ? h('button', { type: 'button', class: 'link', onclick: () => showAlert(null) }, 'Dismiss') : '');
}

// ---- sign-in ----

/**
 * @param {HTMLFormElement} form
 * @param {HTMLElement} errorBox
 * @param {() => Promise<void> | void} action
 */
function wireForm(form, errorBox, action) {
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    errorBox.textContent = '';
    const invalid = /** @type {HTMLInputElement | null} */ (form.querySelector(':invalid'));
    if (invalid) {
      errorBox.textContent = `Fill in “${form.querySelector(`label[for="${invalid.id}"]`)?.textContent ?? invalid.name}”.`;
      invalid.focus();
      return;
    }
    const button = /** @type {HTMLButtonElement} */ (form.querySelector('button[type="submit"]'));
    button.disabled = true;
    try {
      await action();
      form.reset();
    } catch (err) {
      errorBox.textContent = err instanceof SignInError ? err.message : describeError(err);
    } finally {
      button.disabled = false;
    }
  });
}

const credentialsForm = /** @type {HTMLFormElement} */ (byId('credentials-form'));
wireForm(credentialsForm, byId('credentials-error'), () =>
  session.signIn(
    /** @type {HTMLInputElement} */ (byId('client-id')).value.trim(),
    /** @type {HTMLInputElement} */ (byId('client-secret')).value,
  ),
);
const tokenForm = /** @type {HTMLFormElement} */ (byId('token-form'));
wireForm(tokenForm, byId('token-error'), () => session.useToken(/** @type {HTMLTextAreaElement} */ (byId('token-input')).value));

byId('sign-out').addEventListener('click', () => {
  profile.close();
  session.signOut();
});

session.addEventListener('expired', () => {
  showAlert('Your session has expired. Sign in again to continue.');
  profile.close();
  session.signOut();
});

// ---- tenant ----

tenantSelect.addEventListener('change', () => session.setTenant(tenantSelect.value));
tenantInput.addEventListener('change', () => session.setTenant(tenantInput.value.trim()));

// ---- state → page ----

let shownTenant = /** @type {string | null | undefined} */ (undefined);
let shownToken = /** @type {string | null | undefined} */ (undefined);

function render() {
  const signedIn = session.signedIn;
  signInView.hidden = signedIn;
  workspace.hidden = !signedIn;
  account.hidden = !signedIn;
  if (!signedIn) {
    shownTenant = shownToken = undefined;
    document.title = 'Sign in · Vitae console';
    byId('client-id').focus();
    return;
  }
  const facts = /** @type {import('./console-session.js').TokenFacts} */ (session.facts);
  const tenants = facts.tenants;
  tenantSelect.hidden = tenants.length === 0;
  tenantInput.hidden = tenants.length > 0;
  const tenantLabel = /** @type {HTMLLabelElement} */ (document.querySelector('label[for="tenant-select"]'));
  tenantLabel.htmlFor = tenants.length ? 'tenant-select' : 'tenant-input';
  if (tenants.length) {
    // Names where the token has them (sorted by name), the id otherwise; the value is always the id.
    const label = (/** @type {string} */ t) => facts.tenantNames[t] ?? t;
    const sorted = [...tenants].sort((a, b) => label(a).localeCompare(label(b)));
    tenantSelect.replaceChildren(...sorted.map((t) => h('option', { value: t, selected: t === session.tenantId, title: t }, label(t))));
    tenantSelect.disabled = tenants.length === 1;
  } else {
    tenantInput.value = session.tenantId ?? '';
  }
  const until = new Date(facts.expiresAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  accountInfo.textContent = `${facts.clientName ?? (facts.clientId || 'token')} · ${session.renewable ? 'renews itself' : `valid until ${until}`}`;
  accountInfo.title = facts.clientId ? `client ${facts.clientId}` : '';
  document.title = 'Vitae console';

  if (shownTenant !== session.tenantId || shownToken === undefined) {
    client.tenantId = session.tenantId;
    client.clearToken();
    profile.client = client;
    profile.close();
    uploads.configure({ client, tenantId: session.tenantId, canUpload: session.hasScope('screen:write') });
    search.configure({ client, canSearch: session.hasScope('match:read') });
    candidates.configure({ client, canList: session.hasScope('screen:read') });
    if (shownTenant !== undefined && session.tenantId) announce(`Tenant ${facts.tenantNames[session.tenantId] ?? session.tenantId} selected`);
    if (shownToken === undefined) byId('main').focus();
  }
  shownTenant = session.tenantId;
  shownToken = session.token;
  if (!session.tenantId) showAlert('Enter the tenant to work for.');
}

session.addEventListener('change', () => {
  showAlert(null);
  render();
});

// ---- tabs (WAI-ARIA tabs pattern: arrows move, Home/End jump, roving tabindex) ----

const tabs = /** @type {HTMLButtonElement[]} */ ([...document.querySelectorAll('[role="tab"]')]);

function selectTab(/** @type {HTMLButtonElement} */ tab, focus = true) {
  for (const t of tabs) {
    const selected = t === tab;
    t.setAttribute('aria-selected', String(selected));
    t.tabIndex = selected ? 0 : -1;
    byId(/** @type {string} */ (t.getAttribute('aria-controls'))).hidden = !selected;
  }
  if (focus) tab.focus();
}

for (const tab of tabs) {
  tab.addEventListener('click', () => selectTab(tab));
  tab.addEventListener('keydown', (e) => {
    const i = tabs.indexOf(tab);
    const to = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    selectTab(/** @type {HTMLButtonElement} */ (tabs[(to + tabs.length) % tabs.length]));
  });
}

// ---- panel events ----

document.addEventListener('vc-announce', (e) => announce(/** @type {CustomEvent} */ (e).detail.text));
document.addEventListener('vc-open-profile', (e) => void profile.show(/** @type {CustomEvent} */ (e).detail.id));
document.addEventListener('vc-close-profile', () => profile.close());
// A CV finished: the list shows it with its name (one reload for a burst of uploads).
let listReload = 0;
document.addEventListener('vc-upload-settled', () => {
  clearTimeout(listReload);
  listReload = window.setTimeout(() => void candidates.load(true), 500);
});
document.addEventListener('vc-delete', async (e) => {
  const { id, label } = /** @type {CustomEvent<{ id: string, label: string }>} */ (e).detail;
  if (!window.confirm(`Delete ${label}? The CV, its profile and photo are erased for good.`)) return;
  try {
    await client.remove(id);
    uploads.forget(id);
    search.forget(id);
    candidates.forget(id);
    if (profile.invocationId === id) profile.close();
    announce(`${label} deleted`);
    showAlert(null);
  } catch (err) {
    showAlert(`Could not delete ${label}: ${describeError(err)}`);
  }
});

render();
