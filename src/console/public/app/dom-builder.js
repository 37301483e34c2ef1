/**
 * Builds DOM from data. Children are nodes or text, and text is always inserted as text: nothing
 * the API returns is ever parsed as HTML (the CSP forbids inline script, this forbids injection).
 */

/**
 * @typedef {string | boolean | number | null | undefined | ((e: any) => void)} AttrValue
 * @typedef {Node | string | number | null | undefined | false} Child
 */

/**
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, AttrValue>} [attrs] `on<event>` keys add listeners; false/null/undefined leave the attribute out
 * @param {...(Child | Child[])} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (typeof v === 'function') el.addEventListener(k.slice(2), v);
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children.flat()) {
    if (c !== null && c !== undefined && c !== false) el.append(typeof c === 'number' ? String(c) : c);
  }
  return el;
}

/** The element with this id, typed; throws when the page lacks it (a bug, not a user error). */
export function byId(/** @type {string} */ id) {
  const el = document.getElementById(id);
  if (!el) throw new Error(`the console page has no #${id}`);
  return el;
}
