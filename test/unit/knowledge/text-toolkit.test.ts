import { describe, expect, it } from 'vitest';
import { foldText } from '../../../src/knowledge/text/fold.ts';
import { labelTokens, nameTokens, normalizeKey } from '../../../src/knowledge/text/name-tokens.ts';

const words = (text: string) => nameTokens(text).filter((t) => t.kind !== 'separator').map((t) => t.norm);

describe('text normalization', () => {
  it('drops accents and folds case and ligatures', () => {
    expect(foldText('Gestão de Projetos')).toBe('gestao de projetos');
    expect(foldText('Größe ﬁnance Ærø')).toBe('grosse finance aero');
    expect(normalizeKey('Comptabilité générale')).toBe('comptabilite generale');
  });

  it('keeps the punctuation that is part of skill names', () => {
    expect(words('C++, C#, F# and .NET')).toEqual(['c++', 'c#', 'f#', 'and', '.net']);
    expect(words('Node.js / ASP.NET Core / Vue.js')).toEqual(['node.js', '/', 'asp.net', 'core', '/', 'vue.js']);
    expect(words('CI/CD, R&D, T-SQL')).toEqual(['ci', '/', 'cd', 'r', '&', 'd', 't', '-', 'sql']);
    expect(words('C#.NET')).toEqual(['c#', '.net']);
    expect(words('C++11')).toEqual(['c++', '11']);
  });

  it('ends a sentence at a final dot instead of gluing it to the word', () => {
    const tokens = nameTokens('I know Java. Python too');
    expect(tokens.map((t) => t.norm)).toEqual(['i', 'know', 'java', '.', 'python', 'too']);
    expect(tokens[3]!.kind).toBe('separator');
  });

  it('reports offsets into the original text, accents included', () => {
    const text = 'Compétences: gestão de projetos';
    const token = nameTokens(text).find((t) => t.norm === 'gestao')!;
    expect(text.slice(token.start, token.end)).toBe('gestão');
    const decomposed = 'Cafe\u0301 React';
    const react = nameTokens(decomposed).find((t) => t.norm === 'react')!;
    expect(decomposed.slice(react.start, react.end)).toBe('React');
  });

  it('treats URLs and e-mail addresses as opaque', () => {
    expect(words('see github.com/anna/react-app and anna@python.org')).toEqual(['see', 'and']);
    expect(words('https://example.com/java Java')).toEqual(['java']);
  });

  it('cuts labels the way it cuts text', () => {
    expect(labelTokens('Microsoft Excel')).toEqual(['microsoft', 'excel']);
    expect(labelTokens('Gestión de proyectos')).toEqual(['gestion', 'de', 'proyectos']);
    expect(labelTokens('CI/CD')).toEqual(['ci', '/', 'cd']);
  });
});
