/**
 * Which texts are read as Markdown (src/screen/extract/txt/markdown.ts) and the HTML made of them:
 * a plain-text CV's own habits (underlined titles, star bullets, bars between contacts) are not
 * Markdown; a front matter, headings with other markup, or tables are.
 */
import { describe, expect, it } from 'vitest';
import { looksLikeMarkdown, markdownToHtml } from '../../../src/screen/extract/txt/markdown.ts';

describe('telling Markdown from plain text', () => {
  it('takes a plain-text CV with underlined titles, star bullets and bars between contacts as plain text', () => {
    const plain = [
      'HILDA MARSTRAND', 'Logistics Coordinator', '', 'hilda@example.org  |  +47 400 55 123  |  Bergen', '',
      'EXPERIENCE', '==========', '', '2019 - 2024   Coordinator, Fjordline Cargo', '   * Planned routes', '   * Ran the depot', '',
      'EDUCATION', '=========', '', '2015 - 2018   BA Logistics, University of Bergen',
    ].join('\n');
    expect(looksLikeMarkdown(plain)).toBe(false);
  });
  it('reads a front matter, headings with bold or links, and tables as Markdown', () => {
    expect(looksLikeMarkdown('---\ntitle: Ada Quist\n---\n\nSome text')).toBe(true);
    expect(looksLikeMarkdown('# Ada Quist\n\n## Skills\n\n**Go**, **Rust**\n\n**Docker**')).toBe(true);
    expect(looksLikeMarkdown('# Ada Quist\n\n## Links\n\n[github.com/aq](https://github.com/aq)')).toBe(true);
    expect(looksLikeMarkdown('Ada Quist\n\n**Experience**\n\n**Engineer** at Acme (2019 – 2024)\n\n**Education**\n\nBSc, Leeds')).toBe(true);
    expect(looksLikeMarkdown('Ada Quist\n**Data Engineer**\n<https://github.com/aq>\n\n**Engineer** at Acme (2019 – 2024)')).toBe(true);
  });
  it('keeps the links of the markup and drops render settings of the front matter', () => {
    const html = markdownToHtml('---\ntitle: Ada Quist\ngeometry: margin=2cm\nauthor:\n  - ada@example.org\n---\n\nSee [my site](https://quist.example) and <https://github.com/aq>.');
    expect(html).toContain('<h1>Ada Quist</h1>');
    expect(html).not.toContain('margin');
    expect(html).toContain('<a href="https://quist.example">my site</a>');
    expect(html).toContain('<a href="https://github.com/aq">https://github.com/aq</a>');
    expect(html).toContain('ada@example.org');
  });
});
