/**
 * Emails and web links, found in every line of the CV (headers, sidebars and table cells
 * included). A link broken over two lines ("…/in/jane-" + "doe/") is joined back.
 */
import { headingKind } from '../../knowledge/lexicons/headings.ts';
import type { Page } from '../extract/document.ts';
import type { Line } from '../layout/layout-types.ts';
import type { Link } from '../profile-schema.ts';
import { cueAlternation, cueLinesAll } from '../../knowledge/lexicons/locale-cues.ts';
import { once } from '../../knowledge/text/memo.ts';
import { foldKey } from '../../knowledge/text/fold.ts';
import { readLexiconLines } from '../../knowledge/lexicons/lexicon-files.ts';

const EMAIL = /[A-Za-z0-9][A-Za-z0-9._%+-]*@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,24}/g;

// Hosts whose URLs are profiles, and the link type they give.
const PROFILE_HOSTS: [RegExp, Link['type']][] = [
  [/(^|\.)linkedin\.com$/i, 'linkedin'],
  [/(^|\.)github\.com$/i, 'github'],
  [/(^|\.)gitlab\.com$/i, 'gitlab'],
  [/(^|\.)stackoverflow\.com$|(^|\.)stackexchange\.com$/i, 'stackoverflow'],
  [/(^|\.)twitter\.com$|^x\.com$/i, 'twitter'],
  [/(^|\.)xing\.com$/i, 'xing'],
  [/(^|\.)behance\.net$|(^|\.)dribbble\.com$|\.github\.io$|(^|\.)artstation\.com$|(^|\.)vercel\.app$|(^|\.)netlify\.app$/i, 'portfolio'],
];
/** Sites whose pages are profiles of a person. */
const PROFILE_SITES = [
  'linkedin.com', 'github.com', 'gitlab.com', 'bitbucket.org', 'stackoverflow.com', 'twitter.com', 'x.com', 'xing.com', 'behance.net', 'dribbble.com', 'medium.com', 'kaggle.com', 'leetcode.com', 'hackerrank.com', 'codepen.io', 'upwork.com', 'fiverr.com', 'researchgate.net', 'orcid.org', 'scholar.google.com', 'youtube.com', 'instagram.com', 'facebook.com', 'github.io', 'about.me', 'wordpress.com', 'blogspot.com', 'vercel.app', 'netlify.app', 'artstation.com',
];
const KNOWN_HOSTS = new RegExp(`(^|\\.)(${PROFILE_SITES.map((h) => h.replace(/\./g, '\\.')).join('|')})$`, 'i');
/**
 * The names of the profile sites of KNOWN_HOSTS as a CV labels its links ("GitHub", "LinkedIn",
 * "Stack Overflow", "GitLab"), folded without spaces: hosts' first labels of more than two letters
 * ("WordPress", a tool people list as a skill, left out).
 */
const PLATFORM_NAMES = once(() => new Set(PROFILE_SITES.map((host) => host.split('.')[0]!).filter((name) => name.length > 2 && name !== 'about' && name !== 'wordpress')));

/** A link's label that only names a profile site ("GitHub", "🔗 LinkedIn", "Stack Overflow:"). */
export function isPlatformLabel(text: string): boolean {
  const key = foldKey(text).replace(/[^a-z]/g, '');
  return key.length > 2 && PLATFORM_NAMES().has(key);
}

// Top-level domains a bare "name.tld" is read as a site with (not "Node.js", "ASP.NET").
const SITE_TLDS = /\.(com|org|net|io|dev|me|info|app|site|page|tech|online|eu|it|es|fr|de|pt|br|uk|co|in|us|ca|au|nl|ch|at|be|pl|se|no|dk|fi|ie|cz|gr|ro|ru|cn|jp|kr|sg|vn|ai|xyz|blog|design|studio|cloud|co\.uk|com\.br|com\.au)$/i;
// Sites of the template or service a CV was made with, stamped on every CV they produce
// ("europass.cedefop.europa.eu", the CEFR grid it links to): never the candidate's.
const TEMPLATE_HOSTS = /(^|\.)(europass\.cedefop\.europa\.eu|europass\.europa\.eu|novoresume\.com|zety\.[a-z.]+|resume\.io|cvmaker\.[a-z.]+|flowcv\.com|livecareer\.[a-z.]+|canva\.com|enhancv\.com|kickresume\.com|visualcv\.com|resumegenius\.com|myperfectresume\.com|resume-now\.com|hloom\.com|cvwizard\.[a-z.]+|freepik\.[a-z.]+|overleaf\.com)$/i;
const FILE_EXTENSIONS = /\.(js|ts|py|java|net|css|html?|php|rb|go|rs|cpp|md|json|xml|yml|yaml|sql|sh|pdf|docx?|png|jpe?g)$/i;

/**
 * Sites that are never the candidate's own, by class (knowledge/lexicons/dataset/third-party-links.txt):
 * course platforms, certificate and badge verifiers, exam and certification bodies (by host), any
 * certificate or verification page (by a word of its path), and universities' and schools' sites (by a
 * pattern on the host; a page under a person's "~name" there is the person's).
 */
const THIRD_PARTY = once(() => {
  const hosts: string[] = [];
  const pathWords = new Set<string>();
  const patterns: RegExp[] = [];
  for (const line of readLexiconLines('third-party-links.txt').map((l) => l.trim())) {
    if (line.startsWith('path:')) pathWords.add(line.slice(5).toLowerCase());
    else if (line.length > 2 && line.startsWith('/') && line.endsWith('/')) patterns.push(new RegExp(line.slice(1, -1), 'i'));
    else hosts.push(line.toLowerCase());
  }
  return { hosts, pathWords, patterns };
});

function thirdParty(host: string, path: string): boolean {
  const { hosts, pathWords, patterns } = THIRD_PARTY();
  if (hosts.some((h) => host === h || host.endsWith(`.${h}`))) return true;
  if (path.toLowerCase().split('/').some((seg) => pathWords.has(seg))) return true;
  return !path.includes('/~') && patterns.some((re) => re.test(host));
}

const URL_CANDIDATE = /(?:(?:https?:\/\/)|(?:www\.))?[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}(?::\d+)?(?:\/[^\s,;<>"'()|•·]*)?/g;

// "ana@gmail. com", "ana@gmail .com": a space the OCR or the layout put inside an e-mail's domain.
const DOMAIN_SPACE = /(@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*)(?:\s+\.\s*|\.\s+)(?=(?:com|net|org|it|es|fr|de|pt|br|uk|me|co)\b)/g;

/** OCR's usual letter confusions folded away: "gmall", "grnail" and "gmai1" all read "gmall". */
const confusionKey = (label: string): string => label.toLowerCase().replace(/rn/g, 'm').replace(/[il1|!]/g, 'l').replace(/0/g, 'o').replace(/vv/g, 'w');
const PROVIDERS = once(() => {
  const byKey = new Map<string, string>();
  for (const domain of readLexiconLines('email-providers.txt')) byKey.set(confusionKey(domain), domain);
  return byKey;
});

/** An e-mail whose domain is a known provider's read with OCR's letter confusions gets the provider's domain. */
function repairedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const domain = email.slice(at + 1).toLowerCase();
  const known = PROVIDERS().get(confusionKey(domain));
  return known && known !== domain ? `${email.slice(0, at)}@${known}` : email;
}

// "jane.doe.longname@" / "example.org": an address wrapped in a narrow column after its "@".
const WRAPPED_AT = /[A-Za-z0-9._%+-]@$/;
// "jane.doe @ example.org", "jane.doe[at]example.org": the "@" spaced or spelled out. The local part in
// lower case, so "Engineer @ Acme.com" stays a sentence.
const SPACED_AT = /(?<![\w.])([a-z0-9][a-z0-9._%+-]*)(?:\s+@\s*|\s*@\s+|\s*[[(]at[\])]\s*)(?=[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/g;
// "+44 7911 123456jane@…": a phone's last digits glued to the address by the extraction.
const GLUED_DIGITS = /^(\d{3,})(?=[A-Za-z])/;
// "…@example.orgLinkedIn": the next label glued to the top-level domain.
const GLUED_LABEL = /(\.[a-z]{2,24})[A-Z][A-Za-z]*$/;

// "athorn-" / "ton@example.org": the local part hyphenated at the end of a narrow column's line (TeX
// breaks an address set in running text like any word), its last word the fragment alone.
const HYPHENATED_LOCAL = /(?:^|\s)[A-Za-z0-9._%+]*[A-Za-z0-9]-$/;
const ADDRESS_HEAD = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;

/**
 * Lines with an address wrapped after its "@" joined to the rest on the next line of their column; an
 * address whose local part was hyphenated at the line's end joined without the hyphen (the break's, not
 * the address's: a hyperlink on the address, where there is one, tells the rest; see linkedAddress), its
 * rest taken off the next line.
 */
function unwrappedAddresses(texts: string[], lines: Line[]): string[] {
  if (texts.length !== lines.length) return texts;
  const out = [...texts];
  for (let i = 0; i < out.length; i++) {
    const text = out[i]!;
    const next = lines[i + 1];
    const here = lines[i]!;
    if (!next || next.page !== here.page || next.column !== here.column) continue;
    if (WRAPPED_AT.test(text.trimEnd())) {
      const head = /^\S+/.exec(next.text.trim())?.[0] ?? '';
      if (/^[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/.test(head)) out[i] = `${text.trimEnd()}${head}`;
      continue;
    }
    const nextText = out[i + 1]!.trimStart();
    const head = ADDRESS_HEAD.exec(nextText)?.[0];
    if (head && HYPHENATED_LOCAL.test(text.trimEnd())) {
      out[i] = `${text.trimEnd().slice(0, -1)}${head}`;
      out[i + 1] = nextText.slice(head.length);
    }
  }
  return out;
}

/**
 * The address as its mailto hyperlink writes it, when the text shows it cut or hyphenated ("ton@…" or
 * "athorn-ton@…" where the link says "athornton@…"): the same address once hyphens are set aside, or one
 * the text shows the end of. Otherwise the address as read.
 */
export function linkedAddress(email: string, mailto: readonly string[]): string {
  const key = email.toLowerCase();
  const bare = (a: string) => a.toLowerCase().replace(/-/g, '');
  const hit = mailto.find((m) => {
    const link = m.toLowerCase();
    return link !== key && (bare(link) === bare(key) || (link.endsWith(key) && /[.\w]/.test(link.charAt(link.length - key.length - 1))));
  });
  return hit ?? email;
}

export function findEmails(lines: Line[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const raw of unwrappedAddresses(joinedTexts(lines), lines)) {
    if (!raw.includes('@') && !/[[(]at[\])]/i.test(raw)) continue;
    const text = raw
      .replace(SPACED_AT, '$1@')
      .replace(DOMAIN_SPACE, '$1.')
      // "ana@gmall com": the dot lost altogether, only where the two parts make a provider's domain.
      .replace(/@([A-Za-z0-9-]+)\s+([a-z]{2,3})\b/g, (m, label: string, tld: string) => (PROVIDERS().has(confusionKey(`${label}.${tld}`)) ? `@${label}.${tld}` : m));
    for (const m of text.matchAll(EMAIL)) {
      let written = m[0].replace(/[.-]+$/, '').replace(GLUED_LABEL, '$1');
      // Digits opening the address right after a digit group of a phone are the phone's.
      if (/\d[\s.-]?$/.test(text.slice(0, m.index))) written = written.replace(GLUED_DIGITS, '');
      const email = repairedEmail(written);
      const key = email.toLowerCase();
      if (!seen.has(key)) {
        seen.add(key);
        out.push(email);
      }
    }
  }
  return out;
}

// "LinkedIn: @jane-doe", "GitHub - janedoe", "LinkedIn⇥jane-doe": a profile named by its platform and
// handle. A colon or an "@" marks the handle, or a dash or a cell gap when the handle closes the cell:
// "GitHub link", "Twitter API" are no profiles. One space will do before a handle in small letters with a
// dash, dot, underscore or digit that closes its cell ("LinkedIn jane-doe · GitHub jdoe-dev"), outside
// the entries. (Tabs are read as two spaces.)
const HANDLE =
  /(?<![\p{L}./])(linkedin|github|gitlab|twitter|xing|behance|dribbble|instagram)(?:\s*(?:[:：]\s*@?|@)|(?<gap>\s+[-–—]\s+|\s{2,})@?|(?<one> )(?=[a-z0-9][a-z0-9_.-]*[-_.\d][a-z0-9_.-]*(?:\s{2,}|\s*[|•·⋄]|\s*$)))(?<handle>[A-Za-z0-9][\w.-]{1,60})(?<rest>\s*\S*)/giu;
const PLATFORM_WORD = /^(?:linkedin|github|gitlab|twitter|xing|behance|dribbble|instagram)$/i;
// "in/jane-doe", "/in/jane-doe": the LinkedIn profile path as templates print it beside the
// platform's icon or label, a cell of its own (never inside a sentence: "check in/out").
const LINKEDIN_PATH = /(?:^\s*|\s{2,}|[|•·⋄:：]\s*|[^\p{L}\p{N}\s,.;()]\s)\/?in\/([A-Za-z0-9][\w-]{2,99})\/?(?=\s{2,}|\s*[|•·⋄]|\s*$)/gu;
const PROFILE_URL: Record<string, (handle: string) => string> = {
  linkedin: (h) => `https://www.linkedin.com/in/${h}`,
  github: (h) => `https://github.com/${h}`,
  gitlab: (h) => `https://gitlab.com/${h}`,
  twitter: (h) => `https://x.com/${h}`,
  xing: (h) => `https://www.xing.com/profile/${h}`,
  behance: (h) => `https://www.behance.net/${h}`,
  dribbble: (h) => `https://dribbble.com/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
};

const linkKey = (url: string) => url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/+$/, '').toLowerCase();

/**
 * `entryLines`: lines of experience and education entries, where a plain site is the employer's or school's.
 * `siteZone`: the candidate's own lines (header, contact block, the e-mail's line); when given, a site that
 * is no platform profile counts only there, or after a label naming it ("Website:", "Sito web:"): elsewhere
 * (a summary, a skills or languages list, a course) it is an employer's, a school's or a course's.
 */
export function findLinks(lines: Line[], entryLines: ReadonlySet<Line> = new Set(), siteZone?: ReadonlySet<Line>): Link[] {
  const out: Link[] = [];
  const seen = new Set<string>();
  const add = (link: Link) => {
    const key = linkKey(link.url);
    if (seen.has(key)) return;
    seen.add(key);
    out.push(link);
  };
  for (const [i, text] of joinedTexts(lines).entries()) {
    if (!text.includes('.')) continue;
    const inEntry = entryLines.has(lines[i]!);
    const outside = inEntry || (!!siteZone && !siteZone.has(lines[i]!));
    const withoutEmails = text.includes('@') ? text.replace(EMAIL, (m) => ' '.repeat(m.length)) : text;
    for (const m of withoutEmails.matchAll(URL_CANDIDATE)) {
      const raw = withoutGluedLabel(m[0].replace(/[.,:;!?]+$/, ''));
      const link = toLink(raw);
      if (!link) continue;
      if (outside && !isProfileLink(link) && (inEntry || !websiteLabel().test(withoutEmails.slice(Math.max(0, (m.index ?? 0) - 30), m.index)))) continue;
      add(link);
    }
  }
  // Handles, for platforms no URL was written for.
  for (const line of lines) {
    if (!/linkedin|github|gitlab|twitter|xing|behance|dribbble|instagram/i.test(line.text)) continue;
    for (const m of line.text.replace(/\t/g, '  ').matchAll(HANDLE)) {
      if (m.groups?.one && entryLines.has(line)) continue;
      const platform = m[1]!.toLowerCase();
      const handle = m.groups!.handle!.replace(/[.-]+$/, '');
      // A handle has letters: "LinkedIn⇥2022" is a course of the platform and its year; "LinkedIn⇥LinkedIn"
      // a label and a linked word.
      if (/^(?:com|in|www|profile)$/i.test(handle) || /\.(?:com|net|org|io)\b/i.test(handle) || !/\p{L}/u.test(handle) || PLATFORM_WORD.test(handle)) continue;
      // "LinkedIn: Jane Doe": a display name, not a handle.
      if (/^\s\p{Lu}/u.test(m.groups?.rest ?? '')) continue;
      // After a dash or a cell gap, the handle closes its cell and is no capitalized word ("GitHub - Advanced").
      if (m.groups?.gap && ((m.groups.rest ?? '').trim() && !/^\s{2,}|^\s*[|•·⋄]/u.test(m.groups.rest ?? '') || /^\p{Lu}\p{Ll}+$/u.test(handle))) continue;
      const type = platform === 'behance' || platform === 'dribbble' ? 'portfolio' : platform === 'instagram' ? 'other' : (platform as Link['type']);
      if (out.some((l) => l.type === type)) continue;
      add({ type, url: PROFILE_URL[platform]!(handle) });
    }
  }
  if (!out.some((l) => l.type === 'linkedin')) {
    const path = lines.filter((l) => !entryLines.has(l) && l.text.includes('in/')).flatMap((l) => [...l.text.replace(/\t/g, '  ').matchAll(LINKEDIN_PATH)])[0];
    if (path) add({ type: 'linkedin', url: PROFILE_URL.linkedin!(path[1]!) });
  }
  return out;
}

/**
 * A profile's address: a platform's root for one person ("github.com/jdoe", "linkedin.com/in/jdoe"),
 * not a repository, a post, a badge or a paper under it. In entries and project lists only these
 * are the candidate's links; the others belong to the work they describe.
 */
function isProfileLink(link: Link): boolean {
  // A profile on another platform people keep one on ("medium.com/@jane", "kaggle.com/jane", "orcid.org/0000-…").
  if (link.type === 'website') return platformProfile(link.url);
  if (link.type === 'other') return false;
  // A site hosted for a project ("route-planner.vercel.app", "x.github.io") is the project's.
  if (link.type === 'portfolio' && !/behance\.net|dribbble\.com|artstation\.com/i.test(link.url)) return false;
  return profileShaped(link.url);
}

function platformProfile(url: string): boolean {
  const host = /^https?:\/\/(?:www\.)?([^/?#]+)/i.exec(url)?.[1] ?? '';
  return KNOWN_HOSTS.test(host) && !/\.(?:github\.io|vercel\.app|netlify\.app|wordpress\.com|blogspot\.com)$/i.test(host) && /^\/[^/]+\/?$/.test(pathOf(url)) && !/^\/(?:watch|groups|pages|events|jobs|company|school|courses?|learn)\b/i.test(pathOf(url));
}

const pathOf = (url: string): string => url.replace(/^https?:\/\/[^/]+/i, '').replace(/[?#].*$/, '');

function profileShaped(url: string): boolean {
  const path = url.replace(/^https?:\/\/[^/]+/i, '').replace(/[?#].*$/, '').replace(/\/+$/, '');
  const parts = path.split('/').filter(Boolean);
  if (/linkedin\.com/i.test(url)) return parts.length === 2 && /^(?:in|pub)$/i.test(parts[0]!);
  return parts.length <= 1;
}

/**
 * A URL run into the label that follows it when the cells lost their gap
 * ("linkedin.com/in/jane-doeGitHub", "janedoe.devPhone"): the label, capitalized after a small
 * letter, digit or dash, is cut off. Labels are the phone labels and the platforms' names.
 */
function withoutGluedLabel(raw: string): string {
  const m = gluedLabel().exec(raw);
  if (!m) return raw;
  const cut = raw.slice(0, m.index + 1);
  // Only after a site's name or a profile page: a project's path may end in such a word ("…/SmartPhone").
  const path = /^(?:https?:\/\/)?[^/]+(\/.*)?$/i.exec(cut)?.[1] ?? '';
  const link = path ? toLink(cut) : null;
  return !path || (link && PROFILE_PATH[link.type]?.test(path)) ? cut : raw;
}

// A label naming the candidate's site right before it ("Website: …", "Portfolio – …", "Sito web: …"):
// words as data (knowledge/lexicons/dataset/locales/<lang>/website-label.txt).
const websiteLabel = once(() => new RegExp(`(?<![\\p{L}])(?:${cueAlternation('website-label')})\\s*(?:[:：]|\\s[—–-])?\\s*$`, 'iu'));

const gluedLabel = once(() => {
  const phone = cueLinesAll('phone-label')
    .filter((l) => l.length > 2)
    .map((l) => l.charAt(0).toUpperCase() + l.slice(1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const labels = [...phone, 'E-?mail', 'Email', 'Website', 'Portfolio', 'LinkedIn', 'GitHub', 'GitLab', 'Twitter', 'Xing', 'Behance', 'Instagram', 'Address'].join('|');
  return new RegExp(`[a-z0-9-](?=(?:${labels})[:：]?$)`, 'u');
});

// A profile page, not a repository, post or company page: "linkedin.com/in/jane", "github.com/jane".
const PROFILE_PATH: Partial<Record<Link['type'], RegExp>> = {
  linkedin: /^\/(?:in|pub)\/[^/]+\/?$/i,
  github: /^\/[^/]+\/?$/,
  gitlab: /^\/[^/]+\/?$/,
  xing: /^\/profile\/[^/]+\/?$/i,
  stackoverflow: /^\/users\/\d+(?:\/[^/]+)?\/?$/i,
};

/**
 * Links the file carries as hyperlinks (an icon or a word linking to the profile): kept when
 * they sit on the candidate's own lines (the header, the contact section, a sidebar) or point at
 * a profile page of a known platform. Links in descriptions (projects, employers) are left out.
 */
export function findLinkedLinks(pages: Page[], written: Link[], own: ReadonlySet<Line>): Link[] {
  const seen = new Set(written.map((l) => linkKey(l.url)));
  const ownByPage = new Map<number, Line[]>();
  for (const line of own) ownByPage.set(line.page, [...(ownByPage.get(line.page) ?? []), line]);
  const out: Link[] = [];
  for (const page of pages) {
    for (const a of page.links ?? []) {
      if (!/^https?:/i.test(a.url)) continue;
      const link = toLink(a.url);
      if (!link || seen.has(linkKey(link.url))) continue;
      const onOwnLine = (ownByPage.get(page.number) ?? []).some((l) => {
        const slack = l.fontSize || 10;
        return a.y < l.y + l.h && a.y + a.h > l.y && a.x < l.x + l.w + slack && a.x + a.w > l.x - slack;
      });
      const profilePage = PROFILE_PATH[link.type]?.test(new URL(link.url).pathname) ?? false;
      if (!onOwnLine && !profilePage) continue;
      seen.add(linkKey(link.url));
      out.push(link);
    }
  }
  return out;
}

/**
 * A redirect wrapper ("…/redirect?url=https%3A%2F%2Fgithub.com%2Fjane", "google.com/url?q=…"):
 * the link is the address it carries.
 */
function unwrapRedirect(url: string): string {
  const m = /[?&](?:url|u|q|target|redirect|dest|to)=((?:https?(?::|%3A)(?:\/|%2F){2}|www\.)[^&#\s]+)/i.exec(url);
  if (!m) return url;
  try {
    return decodeURIComponent(m[1]!);
  } catch {
    return url;
  }
}

/**
 * Hyperlink targets as files carry them, repaired: a scheme written twice ("http://https//…"),
 * a profile URL pasted after the site's own ("…github.io/site/github.com/jane"), "@@" handles.
 */
export function repairUrl(url: string): string {
  let out = unwrapRedirect(url).replace(/^https?:\/\/+(?=https?:?\/\/)/i, '').replace(/^(https?):?\/\/+/i, '$1://');
  const inner = /\/((?:www\.)?(?:linkedin\.com|github\.com|gitlab\.com|behance\.net|x\.com|twitter\.com|xing\.com)\/.*)$/i.exec(out.replace(/^https?:\/\//i, ''));
  if (inner) out = `https://${inner[1]}`;
  return out.replace(/\/@{2,}/g, '/@');
}

function toLink(raw: string): Link | null {
  const written = repairUrl(raw);
  // Host names know no case: "WWW.JANEDOE.COM", "LinkedIn.com/in/jane" are written as read (a bare
  // name is still judged as written below: "Socket.io" is a library).
  raw = written.replace(/^((?:https?:\/\/)?[^/?#]+)/i, (host) => host.toLowerCase());
  const hasScheme = /^https?:\/\//i.test(raw);
  const url = hasScheme ? raw : `https://${raw}`;
  let host: string;
  let path: string;
  try {
    const u = new URL(url);
    host = u.hostname.toLowerCase();
    path = u.pathname;
  } catch {
    return null;
  }
  const bareHost = host.replace(/^www\./, '');
  if (TEMPLATE_HOSTS.test(bareHost) || thirdParty(bareHost, path)) return null;
  const known = KNOWN_HOSTS.test(bareHost);
  if (!hasScheme && !raw.toLowerCase().startsWith('www.') && !known) {
    // A bare "name.tld": a site only with a common TLD, written in lower case, not a file name.
    if (!SITE_TLDS.test(bareHost) || FILE_EXTENSIONS.test(bareHost) || /[A-Z]/.test(written.split('/')[0]!)) return null;
  }
  const type = PROFILE_HOSTS.find(([re]) => re.test(bareHost))?.[1] ?? 'website';
  // A profile host alone ("linkedin.com") is no profile.
  if ((type === 'linkedin' || type === 'github' || type === 'gitlab' || type === 'twitter' || type === 'xing') && path.replace(/\/+$/, '') === '') return null;
  // Nor a profile path without its handle ("linkedin.com/in/", a template's blank or a handle lost).
  if ((type === 'linkedin' || type === 'xing') && /^\/(?:in|pub|profile|company)\/*$/i.test(path)) return null;
  // A profile is its page: "?tab=repositories", "?originalSubdomain=it" and fragments are views of it.
  if (type !== 'website' && type !== 'portfolio') return { type, url: url.replace(/[?#].*$/, '') };
  return { type, url };
}

/**
 * Line texts to search, with a line ending in a URL that was cut ("…/My-" or "…/in/jane")
 * also joined with the next line of the same flow when that one continues it without a space.
 */
const PROFILE_ROOT_SPACE = /((?:linkedin\.com\/(?:in|pub)|github\.com|gitlab\.com|behance\.net|dribbble\.com)\/)\s+(?=[\w-]{2,}(?:\s|$|\/))/gi;

// "github. com/jane", "linkedin .com/in/jane", "linkedin.com /in/jane": a platform's host split by the
// extraction (OCR, justified text) before a profile path.
const SPLIT_HOST = /(?<![\p{L}.])(linkedin|github|gitlab|behance|dribbble)\s*\.\s*(com|net)\s*(?=\/\s*[\w@-])/giu;

const DATE = /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/;

function joinedTexts(lines: Line[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    // "linkedin.com/in/ ana-gomez": a profile path broken by the extraction's space before the handle.
    let text = lines[i]!.text.replace(/\t/g, '  ').replace(SPLIT_HOST, '$1.$2').replace(PROFILE_ROOT_SPACE, '$1');
    out.push(text);
    // Only a line with something URL-like can have its URL cut.
    if (!/[./]/.test(text) || !/www\.|https?:|\.[a-z]{2,}\//i.test(text)) continue;
    out.pop();
    const next = lines[i + 1];
    if (next && next.page === lines[i]!.page && next.column === lines[i]!.column) {
      const lastToken = /(\S+)$/.exec(text)?.[1] ?? '';
      const nextText = next.text.replace(/\t/g, ' ').trim();
      const firstToken = /^(\S+)/.exec(nextText)?.[1] ?? '';
      const isUrl = /^(?:https?:\/\/|www\.)|\.[a-z]{2,}\//i.test(lastToken);
      // Cut after a hyphen or slash, or the next line is nothing but the rest of a path ("doe/").
      // After a slash the URL may be whole: only a lower-case path piece continues it
      // ("…/cyril-web/" + "Informatikstudent" is a URL and a label).
      // A date below ("24/06/1973") is the next line's, not a path.
      const cut =
        (/[-_]$/.test(lastToken) || (/\/$/.test(lastToken) && !/^\p{Lu}/u.test(firstToken)) ? /^[\w./-]+$/.test(firstToken) : /^[\w-]+\/$/.test(firstToken) && firstToken === nextText) &&
        !DATE.test(firstToken) &&
        // A heading below ("EXPERIENCE", "Berufserfahrung") is the next section, not the path's end.
        !/^\p{Lu}{3,}$/u.test(firstToken) &&
        !(firstToken === nextText && /^\p{Lu}/u.test(firstToken) && headingKind(nextText));
      if (isUrl && cut) text = text.slice(0, text.length - lastToken.length) + lastToken + firstToken;
    }
    // A URL cell whose rest sits right below it, in the next row's cell at the same x.
    const below = lines[i + 1];
    if (below && below.page === lines[i]!.page && text === lines[i]!.text.replace(/\t/g, '  ')) {
      for (const seg of lines[i]!.segments) {
        const token = /(\S+)$/.exec(seg.text)?.[1] ?? '';
        if (!/^(?:https?:\/\/|www\.)|\.[a-z]{2,}\//i.test(token)) continue;
        const tail = below.segments.find((b) => Math.abs(b.x - seg.x) < 0.6 * (seg.fontSize || 10) && /^[\w./-]+$/.test(b.text) && !DATE.test(b.text) && !/^\p{Lu}{3,}$/u.test(b.text) && !(/^\p{Lu}/u.test(b.text) && headingKind(b.text)));
        // After a slash the URL may be whole: a capitalized word below is a heading or a label ("Experience").
        if (tail && (/[-_]$/.test(token) || (/\/$/.test(token) && !/^\p{Lu}/u.test(tail.text)) || /\/$/.test(tail.text))) text = text.replace(token, token + tail.text);
      }
    }
    out.push(text);
  }
  return out;
}

/** A line of nothing but web addresses and e-mails ("www.janedoe.com", "janedoe.dev · jane@doe.dev"). */
export function addressesOnly(text: string): boolean {
  const rest = text.replace(EMAIL, ' ').replace(URL_CANDIDATE, ' ');
  return rest.length < text.length && !/\p{L}{2,}/u.test(rest);
}

/** A line carrying an organization's own address ("board@board.com"): local part = domain name. */
export function isOrganizationContactLine(line: Line): boolean {
  for (const m of line.text.matchAll(EMAIL)) {
    const [local, domain] = m[0].toLowerCase().split('@') as [string, string];
    const label = domain.split('.').slice(-2, -1)[0] ?? '';
    if (label && local.replace(/[^a-z0-9]/g, '') === label.replace(/[^a-z0-9]/g, '')) return true;
  }
  return false;
}
