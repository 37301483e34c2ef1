/**
 * Markdown CVs uploaded as text (.md, or a .txt written in Markdown: the source of a GitHub CV
 * that pandoc or a static site renders). Its markup read as plain text leaves "# Name",
 * "**Title**, Acme — 2019–2022", "[github.com/x](https://…)" and "| Python | Go |" in the
 * profile, and the headings and bold entry lines, which tell the reader the structure, are lost.
 * A text that reads as Markdown is turned into the HTML its renderer would make (headings, bold
 * and italic, lists, tables, links; a YAML front matter's title block) and read as an HTML page.
 * Only the common subset CVs use; anything else is left as text. Line breaks of the source are
 * kept (an author's lines are the units of a CV even where Markdown would join them).
 */

/** The YAML front matter at the very start ("---" … "---" or "..."). */
const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;
const ATX_HEADING = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
const THEMATIC_BREAK = /^ {0,3}(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$/;
const TABLE_DELIMITER = /^ {0,3}\|?[ \t]*:?-{2,}:?[ \t]*(?:\|[ \t]*:?-{2,}:?[ \t]*)+\|?[ \t]*$/;
const LIST_ITEM = /^([ \t]*)(?:[-*+]|\d{1,3}[.)])[ \t]+(.*)$/;
const FENCE = /^ {0,3}(?:```|~~~)/;
const MD_LINK = /\[([^\]\n]+)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/;
const BOLD = /(\*\*|__)(?=\S)[^\n]*?\S\1/;
/**
 * Front-matter keys that set up the rendering (pandoc's variables, a static site's options),
 * not text of the CV.
 */
const RENDER_KEYS = new Set([
  'geometry', 'documentclass', 'classoption', 'fontsize', 'mainfont', 'sansfont', 'monofont', 'fontfamily', 'lang', 'output', 'papersize',
  'header-includes', 'include-before', 'include-after', 'margin', 'margin-left', 'margin-right', 'margin-top', 'margin-bottom', 'colorlinks',
  'linkcolor', 'urlcolor', 'toc', 'numbersections', 'pagestyle', 'links-as-notes', 'layout', 'template', 'css', 'theme', 'permalink',
  'linestretch', 'indent', 'subparagraph', 'pdf-engine', 'variables', 'metadata', 'keywords', 'tags', 'draft', 'slug', 'class',
]);
/** Lines longer than this are set as they are, their inline markup unread. */
const MAX_INLINE_CHARS = 4000;
const NAME_KEYS = new Set(['title', 'name', 'fullname', 'full-name', 'full_name']);

/**
 * Whether a text is written in Markdown: a front matter, two kinds of markup among headings
 * ("# Name", "## Skills", underlined titles), bold lines, links and tables, or bold lines alone
 * (bold section titles and entries). A plain-text CV's own habits (underlined titles alone, "*"
 * bullets, "|" between contacts, bare URLs) do not make it Markdown.
 */
export function looksLikeMarkdown(text: string): boolean {
  if (FRONT_MATTER.test(text) && /^\s*[\w-]+\s*:/m.test(FRONT_MATTER.exec(text)![1]!)) return true;
  const lines = text.split(/\r\n|\r|\n/);
  const setext = lines.filter((l, i) => i > 0 && SETEXT_UNDERLINE.test(l) && /\p{L}/u.test(lines[i - 1]!) && !THEMATIC_BREAK.test(lines[i - 1]!)).length;
  const headings = lines.filter((l) => ATX_HEADING.test(l) && !/^\s*#+\s*\d/.test(l)).length + setext;
  const bold = lines.filter((l) => BOLD.test(l)).length;
  const links = lines.filter((l) => MD_LINK.test(l) || /<(?:https?:\/\/|mailto:)[^>\s]+>/.test(l)).length;
  const tables = lines.filter((l) => TABLE_DELIMITER.test(l)).length;
  const kinds = [headings >= 2, bold >= 2, links >= 1, tables >= 1].filter(Boolean).length;
  return kinds >= 2 || bold >= 3;
}

/** The HTML a Markdown renderer makes of the text (the subset CVs use). */
export function markdownToHtml(text: string): string {
  let source = text.replace(/^\uFEFF/, '');
  const out: string[] = [];
  const front = FRONT_MATTER.exec(source);
  if (front) {
    out.push(...frontMatterHtml(front[1]!));
    source = source.slice(front[0].length);
  }
  const lines = source.split(/\r\n|\r|\n/);
  let list: string[] | null = null;
  let para: string[] = [];
  const flushPara = () => {
    if (para.length) out.push(`<p>${para.map(inline).join('<br>')}</p>`);
    para = [];
  };
  const flushList = () => {
    if (list) out.push(`<ul>${list.map((item) => `<li>${inline(item)}</li>`).join('')}</ul>`);
    list = null;
  };
  const flush = () => {
    flushPara();
    flushList();
  };
  for (let i = 0; i < lines.length; i++) {
    // A block quote's marker ("> jane@example.org • Leeds"): its text is read as any other.
    const line = lines[i]!.replace(/^ {0,3}>[ \t]?/, '');
    if (!line.trim()) {
      flush();
      continue;
    }
    if (FENCE.test(line)) {
      flush();
      continue;
    }
    if (/^\s*<!--/.test(line)) {
      flush();
      while (i < lines.length && !lines[i]!.includes('-->')) i++;
      continue;
    }
    const heading = ATX_HEADING.exec(line);
    if (heading) {
      flush();
      const level = heading[1]!.length;
      out.push(`<h${level}>${inline(heading[2]!)}</h${level}>`);
      continue;
    }
    const next = lines[i + 1] ?? '';
    if (para.length === 0 && !list && !LIST_ITEM.test(line) && SETEXT_UNDERLINE.exec(next) && !THEMATIC_BREAK.test(line)) {
      const level = next.trim().startsWith('=') ? 1 : 2;
      out.push(`<h${level}>${inline(line.trim())}</h${level}>`);
      i++;
      continue;
    }
    if (THEMATIC_BREAK.test(line)) {
      flush();
      continue;
    }
    if (line.includes('|') && TABLE_DELIMITER.test(next)) {
      flush();
      const rows: string[] = [`<tr>${cells(line).map((c) => `<th>${inline(c)}</th>`).join('')}</tr>`];
      i += 2;
      for (; i < lines.length && lines[i]!.includes('|') && lines[i]!.trim(); i++) rows.push(`<tr>${cells(lines[i]!).map((c) => `<td>${inline(c)}</td>`).join('')}</tr>`);
      i--;
      out.push(`<table>${rows.join('')}</table>`);
      continue;
    }
    // A definition list's definition (":   **MSc**; University of Leeds"): a line under its term.
    const definition = /^ {0,3}:[ \t]+(.*)$/.exec(line);
    if (definition) {
      flushList();
      para.push(definition[1]!.trim());
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item && !(para.length && item[1]!.length === 0 && /^\d/.test(line.trim()))) {
      flushPara();
      list ??= [];
      list.push(item[2]!);
      continue;
    }
    if (list && /^[ \t]{2,}\S/.test(line)) {
      list[list.length - 1] += ` ${line.trim()}`;
      continue;
    }
    flushList();
    para.push(line.replace(/\\$/, '').trim());
  }
  flush();
  return `<!doctype html><html><body>${out.join('\n')}</body></html>`;
}

/** The title block of a front matter: the name as the title, then the other values, one a line. */
function frontMatterHtml(yaml: string): string[] {
  const entries: { key: string; values: string[] }[] = [];
  for (const raw of yaml.split(/\r\n|\r|\n/)) {
    const pair = /^([\w][\w .-]*?)\s*:\s*(.*)$/.exec(raw);
    if (pair && !/^\s/.test(raw)) {
      entries.push({ key: pair[1]!.toLowerCase(), values: pair[2]!.trim() && !/^[|>]-?$/.test(pair[2]!.trim()) ? [pair[2]!] : [] });
      continue;
    }
    const last = entries[entries.length - 1];
    if (!last || !raw.trim()) continue;
    // A list item or a nested "key: value" of the last key, or a folded value's next line.
    last.values.push(raw.trim().replace(/^-\s+/, '').replace(/^[\w-]+\s*:\s*/, ''));
  }
  const out: string[] = [];
  const named = entries.find((e) => NAME_KEYS.has(e.key)) ?? entries.find((e) => e.key === 'author');
  for (const e of entries) {
    if (RENDER_KEYS.has(e.key)) continue;
    const values = e.values.map(unquote).filter((v) => v && !/^[[{]\s*[\]}]$/.test(v));
    if (!values.length) continue;
    if (e === named) out.unshift(`<h1>${inline(values.join(' '))}</h1>`);
    else out.push(`<p>${values.map(inline).join('<br>')}</p>`);
  }
  return out;
}

function unquote(value: string): string {
  const v = value.trim();
  const m = /^(["'])(.*)\1$/.exec(v);
  return (m ? m[2]! : v).replace(/\\(["'\\])/g, '$1').trim();
}

function cells(row: string): string[] {
  return row
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());
}

/** Inline markup: links, autolinks, bold, italic, code, escapes; HTML's own characters escaped. */
function inline(text: string): string {
  // A line longer than any CV's is a text dump: its markup is not worth the scan.
  if (text.length > MAX_INLINE_CHARS) return escapeHtml(text);
  const links: string[] = [];
  const keep = (html: string) => `\u0000${links.push(html) - 1}\u0000`;
  let s = text
    // Images, and LaTeX commands pandoc passes through ("\hfill", "\newline", "\\").
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\\(?:hfill|newline|linebreak|quad|qquad|hspace\*?\{[^}]*\}|vspace\*?\{[^}]*\})/g, ' ')
    .replace(/\\\\/g, ' ')
    .replace(/\{[.#][^}]*\}/g, '');
  s = s.replace(new RegExp(MD_LINK.source, 'g'), (_, label: string, url: string) => keep(anchor(url, label)));
  s = s.replace(/<((?:https?:\/\/|mailto:)[^>\s]+)>/g, (_, url: string) => keep(anchor(url, url.replace(/^mailto:/, ''))));
  s = s.replace(/<([^@>\s]+@[^@>\s]+\.[a-z]{2,})>/gi, (_, mail: string) => keep(anchor(`mailto:${mail}`, mail)));
  // Code spans side by side ("`AWS` `Redis` `Git`", badges of a skills line) are items: kept apart.
  s = s.replace(/(?<=`)[ \t]+(?=`)/g, ' · ').replace(/`([^`]+)`/g, (_, code: string) => keep(escapeHtml(code)));
  s = escapeHtml(s.replace(/\\([\\`*_{}[\]()#+\-.!|~<>"'$&])/g, (_, c: string) => keep(escapeHtml(c))));
  s = s
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '<b>$2</b>')
    .replace(/(?<![\w*])\*(?=\S)(.+?)(?<=\S)\*(?![\w*])/g, '<i>$1</i>')
    .replace(/(?<![\p{L}\p{N}_])_(?=\S)(.+?)(?<=\S)_(?![\p{L}\p{N}_])/gu, '<i>$1</i>');
  return s.replace(/\u0000(\d+)\u0000/g, (_, k: string) => links[Number(k)]!);
}

function anchor(url: string, label: string): string {
  const href = /^(?:https?:|mailto:)/i.test(url) ? url : /^[\w.-]+\.[a-z]{2,}(?:\/|$)/i.test(url) ? `https://${url}` : '';
  const text = inline(label);
  return href ? `<a href="${escapeHtml(href)}">${text}</a>` : text;
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
