/**
 * `vitae knowledge`: extend the knowledge base from ESCO's CSV export and look into it.
 *
 *   vitae knowledge import-esco DIR [--out FILE] [--languages it,es,fr,de,pt] [--json]
 *   vitae knowledge stats [--json]
 *   vitae knowledge skills TEXT… [--skills-section]
 *   vitae knowledge title TEXT…
 */
import { parseArgs } from 'node:util';
import { EscoImportError, importEsco } from '../knowledge/esco/esco-importer.ts';
import { loadConfig } from '../config.ts';
import { defaultExtensionPath, useKnowledgeDataDir, writeExtensionRecords } from '../knowledge/esco/extension-store.ts';
import { loadOccupationCatalog } from '../knowledge/occupations/occupation-catalog.ts';
import { matchOccupation } from '../knowledge/occupations/occupation-knowledge.ts';
import { loadSkillCatalog } from '../knowledge/skills/skill-catalog.ts';
import { findSkills, skillCatalogStats } from '../knowledge/skills/skill-knowledge.ts';
import { LABEL_LANGUAGES, type LabelLanguage } from '../knowledge/skills/skill-types.ts';
import { UsageError } from './usage-error.ts';

const USAGE = `usage:
  vitae knowledge import-esco DIR [--out FILE] [--languages it,es,fr,de,pt] [--json]
      read ESCO's CSV export (skills_en.csv, occupations_en.csv, skills_it.csv, …) from DIR and
      write the extension the knowledge base merges at start (default:
      $VITAE_DATA_DIR/knowledge/esco-extension.jsonl)
  vitae knowledge stats [--json]            counts of skills, aliases, labels, occupations
  vitae knowledge skills TEXT… [--skills-section]   the skills found in TEXT
  vitae knowledge title TEXT…               the occupation a job title names`;

const OPTIONS = {
  out: { type: 'string' },
  languages: { type: 'string' },
  json: { type: 'boolean', default: false },
  'skills-section': { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

function parse(argv: string[]) {
  try {
    return parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (err) {
    throw new UsageError(`${(err as Error).message}\n\n${USAGE}`);
  }
}

function parseLanguages(value: string | undefined): LabelLanguage[] | undefined {
  if (!value) return undefined;
  const langs = value.split(',').map((l) => l.trim().toLowerCase());
  for (const l of langs) {
    if (!(LABEL_LANGUAGES as readonly string[]).includes(l) || l === 'en') {
      throw new UsageError(`--languages takes codes among it, es, fr, de, pt (got "${l}")`);
    }
  }
  return langs as LabelLanguage[];
}

export async function knowledgeCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv);
  const [sub, ...rest] = positionals;
  if (values.help || !sub) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  if (sub === 'import-esco') {
    if (rest.length !== 1) throw new UsageError(`import-esco needs exactly one folder\n\n${USAGE}`);
    useKnowledgeDataDir(loadConfig().dataDir);
    const out = values.out ?? defaultExtensionPath()!;
    // Reconcile against the shipped data only, never against a previous import.
    const skills = loadSkillCatalog({ extensionPaths: [] });
    const occupations = loadOccupationCatalog({ extensionPaths: [] });
    let result: ReturnType<typeof importEsco>;
    try {
      result = importEsco({ dir: rest[0]!, languages: parseLanguages(values.languages), skills, occupations });
    } catch (err) {
      if (err instanceof EscoImportError) throw new UsageError(err.message);
      throw err;
    }
    writeExtensionRecords(out, result.records);
    if (values.json) console.log(JSON.stringify({ out, ...result.stats }, null, 2));
    else {
      const s = result.stats;
      console.log(`wrote ${out}`);
      console.log(`skills: ${s.escoSkills} in ESCO, ${s.equivalences} matched to base skills, ${s.newSkills} new`);
      console.log(`occupations: ${s.escoOccupations} in ESCO, ${s.knownOccupations} already known, ${s.newOccupations} new`);
      console.log(`labels: ${Object.entries(s.labels).map(([l, n]) => `${l} ${n}`).join(', ') || 'none'}`);
      console.log('the extension is merged when a process starts (restart running servers to use it)');
    }
    return 0;
  }
  if (sub === 'stats') {
    useKnowledgeDataDir(loadConfig().dataDir);
    const skills = skillCatalogStats();
    const occupations = loadOccupationCatalog();
    const stats = { ...skills, occupations: occupations.occupations.length, occupationTitles: occupations.titles.length };
    if (values.json) console.log(JSON.stringify(stats, null, 2));
    else {
      console.log(`skills ${stats.skills} (soft ${stats.softSkills}, ambiguous names ${stats.ambiguousSkills})`);
      console.log(`aliases ${stats.aliases}; labels ${Object.entries(stats.labels).map(([l, n]) => `${l} ${n}`).join(', ')}`);
      console.log(`forms indexed ${stats.forms}; relations ${stats.relations}`);
      console.log(`occupations ${stats.occupations} with ${stats.occupationTitles} title variants`);
    }
    return 0;
  }
  if (sub === 'skills') {
    const text = rest.join(' ');
    for (const m of findSkills(text, { inSkillsSection: values['skills-section'] })) {
      console.log(`${m.asWritten}\t${m.id}\t${m.name}\t${m.confidence}`);
    }
    return 0;
  }
  if (sub === 'title') {
    const match = matchOccupation(rest.join(' '));
    console.log(match ? `${match.id}\t${match.name}\t${match.family}\t${match.score}` : 'no known occupation');
    return match ? 0 : 1;
  }
  throw new UsageError(`unknown subcommand "${sub}"\n\n${USAGE}`);
}
