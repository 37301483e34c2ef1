import { describe, expect, it } from 'vitest';
import { applyMergePatch, patchPaths, unknownMembers } from '../../../src/screen/merge-patch.ts';

describe('JSON Merge Patch (RFC 7396)', () => {
  // The examples of RFC 7396 Appendix A.
  it.each<[unknown, unknown, unknown]>([
    [{ a: 'b' }, { a: 'c' }, { a: 'c' }],
    [{ a: 'b' }, { b: 'c' }, { a: 'b', b: 'c' }],
    [{ a: 'b' }, { a: null }, {}],
    [{ a: 'b', b: 'c' }, { a: null }, { b: 'c' }],
    [{ a: ['b'] }, { a: 'c' }, { a: 'c' }],
    [{ a: 'c' }, { a: ['b'] }, { a: ['b'] }],
    [{ a: { b: 'c' } }, { a: { b: 'd', c: null } }, { a: { b: 'd' } }],
    [{ a: [{ b: 'c' }] }, { a: [1] }, { a: [1] }],
    [['a', 'b'], ['c', 'd'], ['c', 'd']],
    [{ a: 'b' }, ['c'], ['c']],
    [{ a: 'foo' }, null, null],
    [{ a: 'foo' }, 'bar', 'bar'],
    [{ e: null }, { a: 1 }, { e: null, a: 1 }],
    [[1, 2], { a: 'b', c: null }, { a: 'b' }],
    [{}, { a: { bb: { ccc: null } } }, { a: { bb: {} } }],
  ])('%j patched by %j is %j', (target, patch, expected) => {
    expect(applyMergePatch(target, patch)).toEqual(expected);
  });

  it('leaves the target unchanged and keeps "__proto__" a plain member', () => {
    const target = { a: { b: 1 } };
    const out = applyMergePatch(target, JSON.parse('{"__proto__": {"polluted": true}, "a": {"c": 2}}')) as Record<string, unknown>;
    expect(target).toEqual({ a: { b: 1 } });
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(out).sort()).toEqual(['__proto__', 'a']);
  });

  it('names the paths a patch touches, never its values', () => {
    expect(patchPaths({ personal: { fullName: 'Anna', location: { city: 'Rome' } }, skills: [{ name: 'x' }] })).toEqual([
      'personal.fullName',
      'personal.location.city',
      'skills',
    ]);
  });

  it('finds members the validated result dropped', () => {
    expect(unknownMembers({ a: 1, b: { c: 2, d: null } }, { a: 1, b: {} })).toEqual(['b.c']);
    expect(unknownMembers({ list: [{ x: 1, y: 2 }] }, { list: [{ x: 1 }] })).toEqual(['list[0].y']);
  });
});
