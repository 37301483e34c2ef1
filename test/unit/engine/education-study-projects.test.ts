/**
 * "Praxisprojekte im Studium", "Progetti universitari", "Proyectos académicos": projects done during
 * one's studies, in six languages (fictional names). The heading names studies but lists projects:
 * a projects section, so the dates and words of its lines make no education entry.
 */
import { describe, expect, it } from 'vitest';
import { extractEducation } from '../../../src/screen/entities/education.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { headingKind } from '../../../src/knowledge/lexicons/headings.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const head: (LineSpec | string)[] = [{ text: 'Laura Montese', size: 18, bold: true }, 'laura.montese@example.org'];
const heading = (text: string): LineSpec => ({ text, bold: true, size: 13, gap: 10 });
const dated = (dates: string, text: string): LineSpec => ({ text: dates, cells: [[150, text]] });

describe('projects done during the studies', () => {
  it.each([
    ['en', 'Education', 'Bachelor of Science in Computer Science, University of Eastfield', 'University projects', 'Project: Route planner, University of Eastfield'],
    ['it', 'Istruzione', 'Laurea in Informatica, Università di Valbruna', 'Progetti universitari', 'Progetto: Pianificatore di percorsi, Università di Valbruna'],
    ['es', 'Formación', 'Grado en Informática, Universidad de Sierralta', 'Proyectos académicos', 'Proyecto: Planificador de rutas, Universidad de Sierralta'],
    ['fr', 'Formation', 'Licence d’informatique, Université de Valmont', 'Projets universitaires', 'Projet : Planificateur d’itinéraires, Université de Valmont'],
    ['de', 'Ausbildung', 'Bachelor in Informatik, Hochschule Lindenau', 'Praxisprojekte im Studium', 'Projekt: Routenplaner, Hochschule Lindenau'],
    ['pt', 'Formação', 'Licenciatura em Informática, Universidade de Serrado', 'Projetos universitários', 'Projeto: Planejador de rotas, Universidade de Serrado'],
  ])('%s: "%s"', (_lang, title, degree, projects, project) => {
    expect(headingKind(projects)).toBe('projects');
    const layout = buildLayout(documentOf([...head, heading(title), dated('2019 – 2022', degree), heading(projects), dated('2021', project), 'Backend, database and tests', dated('2020', 'Python')]));
    expect(layout.sections.map((s) => s.kind)).toContain('projects');
    expect(extractEducation(layout.sections)).toHaveLength(1);
  });
});
