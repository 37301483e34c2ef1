/**
 * Every regular expression literal written in the source files under the given folders, found by
 * the TypeScript parser (not by a regex over the code): the inventory the ReDoS check runs on.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface RegexSite {
  file: string;
  line: number;
  source: string;
  flags: string;
  /** `bounded input: N` in a comment just above the pattern: the longest text it is given. */
  maxInput?: number;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

export function regexInventory(root: string, dirs: string[]): RegexSite[] {
  const sites: RegexSite[] = [];
  for (const file of dirs.flatMap((d) => sourceFiles(join(root, d)))) {
    const text = readFileSync(file, 'utf8');
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const literal = node.getText(sf);
        const end = literal.lastIndexOf('/');
        const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
        const above = text.split('\n').slice(Math.max(0, line - 4), line).join('\n');
        const bound = /bounded input: (\d+)/.exec(above);
        sites.push({
          file: relative(root, file),
          line,
          source: literal.slice(1, end),
          flags: literal.slice(end + 1),
          ...(bound ? { maxInput: Number(bound[1]) } : {}),
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return sites;
}
