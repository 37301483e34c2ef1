/**
 * JSON Merge Patch (RFC 7396) as pure functions: apply a patch to a document, and name the paths
 * a patch touches (for the audit log, which records where a profile changed, never the values).
 */

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** RFC 7396 §2: objects merge member by member, `null` removes a member, anything else replaces. */
export function applyMergePatch(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return patch;
  const out: Record<string, unknown> = {};
  if (isObject(target)) for (const [k, v] of Object.entries(target)) define(out, k, v);
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else define(out, k, applyMergePatch(out[k], v));
  }
  return out;
}

// A member named "__proto__" (JSON.parse makes it an own property) must stay a plain member,
// never become the object's prototype.
function define(o: Record<string, unknown>, k: string, v: unknown): void {
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
}

/** The member paths a patch sets or removes, as `a.b.c`, down to `maxDepth` levels. */
export function patchPaths(patch: unknown, maxDepth = 3, prefix = ''): string[] {
  if (!isObject(patch)) return prefix ? [prefix] : [];
  const out: string[] = [];
  for (const [k, v] of Object.entries(patch)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (isObject(v) && path.split('.').length < maxDepth) out.push(...patchPaths(v, maxDepth, path));
    else out.push(path);
  }
  return out;
}

/**
 * Members the patch sets that `result` does not have at the same place: what a schema that strips
 * unknown members dropped. A correction naming a field the profile has no such field for is a
 * client's mistake to report, not to ignore.
 */
export function unknownMembers(patch: unknown, result: unknown, prefix = ''): string[] {
  if (Array.isArray(patch)) {
    if (!Array.isArray(result)) return [];
    return patch.flatMap((v, i) => unknownMembers(v, result[i], `${prefix}[${i}]`));
  }
  if (!isObject(patch) || !isObject(result)) return [];
  const out: string[] = [];
  for (const [k, v] of Object.entries(patch)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (v === null) continue;
    if (!Object.hasOwn(result, k)) out.push(path);
    else out.push(...unknownMembers(v, result[k], path));
  }
  return out;
}
