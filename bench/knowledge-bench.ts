/**
 * Knowledge base speed: load + index time (cold, in this process) and matching throughput.
 *   node bin/bench.js bench/knowledge-bench.ts [--rounds N]
 * Uses only text this script writes; no corpus.
 */
import { loadOccupationCatalog } from '../src/knowledge/occupations/occupation-catalog.ts';
import { matchOccupation } from '../src/knowledge/occupations/occupation-knowledge.ts';
import { loadSkillCatalog } from '../src/knowledge/skills/skill-catalog.ts';
import { findSkills, lookupSkill, skillCatalogStats } from '../src/knowledge/skills/skill-knowledge.ts';

const roundsArg = process.argv.indexOf('--rounds');
const rounds = roundsArg > 0 ? Number(process.argv[roundsArg + 1]) : 200;

// CPU time as well as wall time: on a shared machine the wall clock mostly measures neighbours.
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
let t = performance.now();
let c = cpuMs();
const skills = loadSkillCatalog({ extensionPaths: [] });
const skillLoadMs = performance.now() - t;
const skillLoadCpuMs = cpuMs() - c;
t = performance.now();
c = cpuMs();
const occupations = loadOccupationCatalog({ extensionPaths: [] });
const occupationLoadMs = performance.now() - t;
const occupationLoadCpuMs = cpuMs() - c;

// A synthetic two-page CV: prose, bullets and a skills list, in several languages.
const paragraph = [
  'Senior Software Engineer at Acme Corp (2019 – present). Built microservices in Java and Spring Boot,',
  'deployed on Kubernetes (k8s) with Docker and Terraform; CI/CD with GitHub Actions and Jenkins.',
  'Led a team of 6 developers; improved PostgreSQL query performance by 40%. Go, Rust and C++ tooling.',
  'Responsabile amministrazione: contabilità generale, bilancio IFRS, riconciliazioni bancarie, SAP FI.',
  'Gestión de proyectos, trabajo en equipo y comunicación con clientes. Excel avanzado, Power BI.',
  'Compétences : gestion de projet, comptabilité, Node.js, React.js, .NET, C#, Python (pandas, NumPy).',
  'Kenntnisse: Projektmanagement, Buchhaltung, MS Office, SolidWorks, AutoCAD, SPS-Programmierung.',
  'Habilidades: gestão de projetos, atendimento ao cliente, vendas, negociação, liderança.',
].join('\n');
const cv = Array.from({ length: 6 }, () => paragraph).join('\n\n');

for (let i = 0; i < 20; i++) findSkills(cv, {}, skills); // warm-up
t = performance.now();
let found = 0;
for (let i = 0; i < rounds; i++) found += findSkills(cv, {}, skills).length;
const findMs = (performance.now() - t) / rounds;

const items = ['JS', 'k8s', 'Excel avanzato', 'Power Point', 'ReactJS', 'gestione progetti', 'Kenntnisse in SAP', 'C#'];
t = performance.now();
for (let i = 0; i < rounds; i++) for (const item of items) lookupSkill(item, skills);
const lookupUs = ((performance.now() - t) / (rounds * items.length)) * 1000;

const titles = ['Senior Software Engineer', 'Sviluppatore Java Junior', 'Enfermera', 'Softwareentwickler (m/w/d)', 'Chef de partie', 'Desenvolvedor Full Stack'];
for (const title of titles) matchOccupation(title, occupations);
t = performance.now();
for (let i = 0; i < rounds; i++) for (const title of titles) matchOccupation(title, occupations);
const titleUs = ((performance.now() - t) / (rounds * titles.length)) * 1000;

// Warm reloads (code already compiled by the JIT): what a second process-local rebuild costs.
const warm: number[] = [];
for (let i = 0; i < 5; i++) {
  const w = performance.now();
  loadSkillCatalog({ extensionPaths: [] });
  loadOccupationCatalog({ extensionPaths: [] });
  warm.push(performance.now() - w);
}
warm.sort((x, y) => x - y);

const stats = skillCatalogStats(skills);
console.log(`skills ${stats.skills}, forms indexed ${stats.forms}, occupations ${occupations.occupations.length}`);
console.log(
  `load + index (wall / CPU): skills ${skillLoadMs.toFixed(1)} / ${skillLoadCpuMs.toFixed(1)} ms, ` +
    `occupations ${occupationLoadMs.toFixed(1)} / ${occupationLoadCpuMs.toFixed(1)} ms`,
);
console.log(`load + index, warm rebuild (median of 5, skills + occupations): ${warm[2]!.toFixed(1)} ms`);
console.log(`findSkills on a ${cv.length}-character CV text: ${findMs.toFixed(2)} ms (${found / rounds} matches)`);
console.log(`lookupSkill: ${lookupUs.toFixed(1)} µs per item; matchOccupation: ${titleUs.toFixed(1)} µs per title`);
