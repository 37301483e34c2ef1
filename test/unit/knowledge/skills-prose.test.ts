import { describe, expect, it } from 'vitest';
import { loadSkillCatalog } from '../../../src/knowledge/skills/skill-catalog.ts';
import { findSkills } from '../../../src/knowledge/skills/skill-knowledge.ts';

const catalog = loadSkillCatalog({ extensionPaths: [] });
const ids = (text: string) => findSkills(text, {}, catalog).map((m) => m.id);

describe('skills in running text: everyday words are not skills', () => {
  it.each([
    ['We are hiring nurses for our new surgical ward.', 'hr.recruiting'],
    ['Meet with hiring managers every week to review open roles.', 'hr.recruiting'],
    ['Maintain adequate staffing levels on every shift.', 'hr.recruiting'],
    ['Keep the workplace safe, clean and tidy.', 'software.safe'],
    ['Plan delivery routing for a team of twenty drivers.', 'software.routing-switching'],
    ['Comfortable switching between tasks during a busy service.', 'software.routing-switching'],
    ['Reporting to the Head of Finance, you will close the books.', 'data.reporting'],
    ['Monitoring patients and escalating changes to the doctor.', 'software.monitoring'],
    ['Networking events with local businesses twice a year.', 'software.networking'],
    ['Driving growth across the northern region.', 'logistics.driving'],
    ['Working knowledge of employment law (FMLA, ADA).', 'software.ada'],
    ['Strong internal control systems and timely audits.', 'engineering.control-systems'],
    ['Sistemas de control interno y auditoría de cuentas.', 'engineering.control-systems'],
    ['Sistemi di controllo di gestione e reportistica mensile.', 'engineering.control-systems'],
    ['Our outdoor furniture is sold in 30 countries.', 'business.ooh-advertising'],
    ['Casa di cura privata ricerca infermieri per il reparto di medicina.', 'data.research'],
    ['Profil recherché : infirmière diplômée, sens du travail en équipe.', 'data.research'],
    ['Estamos buscando personas con ganas de aprender.', 'marketing.crm-marketing'],
    ['Vous assurerez le pilotage de projets de transformation.', 'aviation.piloting'],
    ['Requisitos: ensino superior completo em Administração.', 'education.higher-education'],
    ['Benefícios: vale-refeição e plano de saúde.', 'hr.compensation-benefits'],
    ['Startup in fase di crescita cerca sviluppatori.', 'engineering.commissioning'],
    ['Take part in the on-call rotation.', 'software.pagerduty'],
  ])('"%s" names no %s', (text, id) => {
    expect(catalog.byId.has(id), `${id} is a known skill`).toBe(true);
    expect(ids(text)).not.toContain(id);
  });
});

describe('skills in running text: the same words keep their meaning where they are the skill', () => {
  it.each([
    ['Configure Cisco routers and switches (BGP, OSPF).', 'software.routing-switching'],
    ['Worked in a Scaled Agile (SAFe) release train.', 'software.safe'],
    ['Process control and PLC programming for a bottling line.', 'engineering.control-systems'],
    ['Full-cycle recruiting for engineering roles.', 'hr.recruiting'],
    ['Reporting and dashboards in Power BI and SQL.', 'data.reporting'],
    ['Monitoring with Prometheus and Grafana on Kubernetes.', 'software.monitoring'],
    ['Sistemas de control automático y regulación PID.', 'engineering.control-systems'],
    ['Take part in the on-call rotation.', 'software.incident-management'],
    ['Conoscenza dei sistemi di controllo interno (SOX).', 'finance.internal-audit'],
  ])('"%s" names %s', (text, id) => {
    expect(ids(text)).toContain(id);
  });

  it('accepts everyday-word skills in a skills list', () => {
    expect(findSkills('Reporting, Monitoring, Research', { inSkillsSection: true }, catalog).map((m) => m.id)).toEqual([
      'data.reporting',
      'software.monitoring',
      'data.research',
    ]);
  });

  it('reads a capitalized name written in capitals as another word, unless the whole line is in capitals', () => {
    expect(ids('Python, GO and Rust for back-end services')).not.toContain('software.go');
    expect(ids('PYTHON, GO, RUST, SQL')).toContain('software.go');
  });
});
