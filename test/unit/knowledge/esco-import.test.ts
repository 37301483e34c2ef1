import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { knowledgeCommand } from '../../../src/cli/knowledge-command.ts';
import { parseCsv } from '../../../src/knowledge/esco/csv-reader.ts';
import { EscoImportError, importEsco } from '../../../src/knowledge/esco/esco-importer.ts';
import {
  defaultExtensionPath,
  EXTENSION_FILE_NAME,
  readExtensionRecords,
  useKnowledgeDataDir,
  writeExtensionRecords,
} from '../../../src/knowledge/esco/extension-store.ts';
import { loadOccupationCatalog } from '../../../src/knowledge/occupations/occupation-catalog.ts';
import { matchOccupation } from '../../../src/knowledge/occupations/occupation-knowledge.ts';
import { loadSkillCatalog } from '../../../src/knowledge/skills/skill-catalog.ts';
import { findSkills, relatedSkills, skillById } from '../../../src/knowledge/skills/skill-knowledge.ts';
import { UsageError } from '../../../src/cli/usage-error.ts';

const FIXTURE = fileURLToPath(new URL('../../fixtures/esco/', import.meta.url));
const SKILL = 'http://data.europa.eu/esco/skill/0f1e2d3c-0000-4000-8000-00000000000';
const work = mkdtempSync(join(tmpdir(), 'vitae-esco-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const baseSkills = loadSkillCatalog({ extensionPaths: [] });
const baseOccupations = loadOccupationCatalog({ extensionPaths: [] });

describe('ESCO CSV reader', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const rows = parseCsv('\ufeffa,b,c\r\n1,"x, ""y""\nz",3\n4,,6\n');
    expect(rows).toEqual([
      { a: '1', b: 'x, "y"\nz', c: '3' },
      { a: '4', b: '', c: '6' },
    ]);
  });
});

describe('ESCO import', () => {
  const { records, stats } = importEsco({ dir: FIXTURE, skills: baseSkills, occupations: baseOccupations });

  it('reconciles ESCO concepts with base skills and adds the others', () => {
    expect(stats).toMatchObject({ escoSkills: 5, equivalences: 2, newSkills: 2, escoOccupations: 2, knownOccupations: 1, newOccupations: 1 });
    const equivalences = records.filter((r) => r.kind === 'skill-equivalence');
    expect(equivalences.map((r) => r.id).sort()).toEqual(['business.budgeting', 'software.java']);
    const budget = equivalences.find((r) => r.id === 'business.budgeting')!;
    expect(budget).toMatchObject({ escoUri: `${SKILL}1`, labels: { it: ['gestire i budget'] } });
  });

  it('skips concepts that are not released', () => {
    expect(JSON.stringify(records)).not.toContain('obsolete kiln');
  });

  it('keeps labels, relations and essential skills of new concepts', () => {
    const lehr = records.find((r) => r.kind === 'skill' && r.escoUri === `${SKILL}3`);
    expect(lehr).toMatchObject({
      id: 'esco.0f1e2d3c-0000-4000-8000-000000000003',
      name: 'operate glass annealing lehr',
      aliases: ['run annealing lehr', 'tend glass annealing oven'],
      broader: ['esco.0f1e2d3c-0000-4000-8000-000000000004'],
    });
    expect(lehr && lehr.kind === 'skill' && lehr.labels.de).toEqual(['Glaskühlofen bedienen']);
    const occupation = records.find((r) => r.kind === 'occupation');
    expect(occupation).toMatchObject({
      id: 'esco.7a6b5c4d-0000-4000-8000-000000000001',
      name: 'glass annealer',
      family: 'manufacturing',
      iscoGroup: '8181',
      skills: ['esco.0f1e2d3c-0000-4000-8000-000000000003', 'esco.0f1e2d3c-0000-4000-8000-000000000004'],
    });
  });

  it('is merged by the loaders at start', () => {
    const path = join(work, 'extension.jsonl');
    writeExtensionRecords(path, records);
    expect(readExtensionRecords(path)).toHaveLength(records.length);
    const skills = loadSkillCatalog({ extensionPaths: [path] });
    const occupations = loadOccupationCatalog({ extensionPaths: [path] });

    const found = findSkills('Duties: operate glass annealing lehr on night shifts', {}, skills);
    expect(found.map((m) => m.id)).toEqual(['esco.0f1e2d3c-0000-4000-8000-000000000003']);
    expect(findSkills('Competenze: tempra del vetro', {}, skills)[0]).toMatchObject({ id: 'esco.0f1e2d3c-0000-4000-8000-000000000004', lang: 'it' });
    expect(findSkills('gestire i budget', {}, skills).map((m) => m.id)).toEqual(['business.budgeting']);
    expect(skillById('software.java', skills)?.escoUri).toBe(`${SKILL}2`);
    expect(relatedSkills('esco.0f1e2d3c-0000-4000-8000-000000000003', {}, skills).map((r) => r.kind)).toEqual(['broader']);

    expect(matchOccupation('Senior Glass Annealer', occupations)).toMatchObject({
      id: 'esco.7a6b5c4d-0000-4000-8000-000000000001',
      family: 'manufacturing',
    });
    expect(matchOccupation('Addetta alla ricottura del vetro', occupations)?.id).toBe('esco.7a6b5c4d-0000-4000-8000-000000000001');
    // The base keeps its own occupation for a title ESCO also has.
    expect(matchOccupation('Software developer', occupations)?.id).toBe('software-developer');
  });

  it('is found in the data folder the process was told, and nowhere before', () => {
    const dataDir = join(work, 'data');
    writeExtensionRecords(join(dataDir, 'knowledge', EXTENSION_FILE_NAME), records);
    useKnowledgeDataDir(join(work, 'elsewhere'));
    expect(loadSkillCatalog().extensionPath).toBeNull();
    useKnowledgeDataDir(dataDir);
    expect(defaultExtensionPath()).toBe(join(dataDir, 'knowledge', EXTENSION_FILE_NAME));
    expect(loadSkillCatalog().extensionPath).toBe(defaultExtensionPath());
    expect(loadOccupationCatalog().occupations.some((o) => o.id === 'esco.7a6b5c4d-0000-4000-8000-000000000001')).toBe(true);
  });

  it('refuses a folder without skills_en.csv', () => {
    expect(() => importEsco({ dir: work, skills: baseSkills, occupations: baseOccupations })).toThrow(EscoImportError);
  });
});

describe('vitae knowledge import-esco', () => {
  it('writes the extension file where --out says', async () => {
    const out = join(work, 'cli', 'esco.jsonl');
    const log = console.log;
    console.log = () => {};
    try {
      expect(await knowledgeCommand(['import-esco', FIXTURE, '--out', out, '--languages', 'it,de'])).toBe(0);
    } finally {
      console.log = log;
    }
    expect(existsSync(out)).toBe(true);
    expect(readFileSync(out, 'utf8')).toContain('Glaskühlofen bedienen');
  });

  it('rejects a wrong command line as a usage error', async () => {
    await expect(knowledgeCommand(['import-esco'])).rejects.toThrow(UsageError);
    await expect(knowledgeCommand(['import-esco', FIXTURE, '--languages', 'xx'])).rejects.toThrow(UsageError);
    await expect(knowledgeCommand(['import-esco', join(work, 'missing')])).rejects.toThrow(UsageError);
  });
});
