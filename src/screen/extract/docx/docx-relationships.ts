/**
 * Relationships of a DOCX part (`word/_rels/document.xml.rels` and the like): id → target part
 * path inside the zip. External targets are kept out, except the URLs of hyperlinks (kept as
 * text, for the links they name): nothing is ever fetched.
 */
import type { BoundedZip } from '../zip/bounded-zip.ts';
import { childrenNamed, child, parseXml } from './docx-xml.ts';

export interface Relationship {
  type: string;
  /** Zip path of the target part, e.g. word/media/image1.jpeg; the URL of an external hyperlink. */
  target: string;
  /** An external target (only hyperlinks are kept): never a part of the zip. */
  external?: boolean;
}

const MAX_URL_LENGTH = 2048;

export type Relationships = Map<string, Relationship>;

/** Relationships of the part at `partPath` (e.g. word/document.xml); empty when it has none. */
export function readRelationships(zip: BoundedZip, partPath: string): Relationships {
  const slash = partPath.lastIndexOf('/');
  const folder = slash >= 0 ? partPath.slice(0, slash) : '';
  const relsPath = `${folder ? `${folder}/` : ''}_rels/${partPath.slice(slash + 1)}.rels`;
  const xml = zip.readText(relsPath);
  const rels: Relationships = new Map();
  if (!xml) return rels;
  const root = child(parseXml(xml, relsPath), 'Relationships');
  for (const rel of childrenNamed(root, 'Relationship')) {
    const { Id: id, Target: target, Type: type = '', TargetMode: mode } = rel.attrs;
    if (!id || !target) continue;
    const kind = type.slice(type.lastIndexOf('/') + 1);
    if (mode === 'External') {
      if (kind === 'hyperlink' && target.length <= MAX_URL_LENGTH) rels.set(id, { type: kind, target: target.trim(), external: true });
      continue;
    }
    rels.set(id, { type: kind, target: resolvePath(folder, target) });
  }
  return rels;
}

function resolvePath(folder: string, target: string): string {
  const parts = target.startsWith('/') ? [] : folder.split('/').filter(Boolean);
  for (const segment of target.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') parts.pop();
    else parts.push(segment);
  }
  return parts.join('/');
}
