/**
 * A dated organizer heading a course, with a second organization named on the line between them
 * ("2010 Northwind Analytics" / "Department of Statistics, University of Eastfield" / the course),
 * in six languages (fictional names): the course is the certificate, not the second organization.
 */
import { describe, expect, it } from 'vitest';
import { extractCertifications } from '../../../src/screen/entities/certifications.ts';
import { buildLayout } from '../../../src/screen/layout/layout.ts';
import { documentOf, type LineSpec } from './synthetic-document.ts';

const head: (LineSpec | string)[] = [{ text: 'Laura Montese', size: 18, bold: true }, 'laura.montese@example.org'];
const heading = (text: string): LineSpec => ({ text, bold: true, size: 13, gap: 10 });
const org = (text: string): LineSpec => ({ text, bold: true, x: 60 });
const line = (text: string): LineSpec => ({ text, x: 80 });

describe('a second organization between the organizer and the course', () => {
  it.each([
    ['en', 'Courses and certifications', 'Department of Applied Statistics, University of Eastfield', 'Statistical Analysis for Ecologists', 'Introduction to Remote Sensing'],
    ['it', 'Corsi e certificazioni', 'Dipartimento di Scienze Ambientali, Università di Valbruna', 'Analisi statistica per ecologi', 'Introduzione al telerilevamento'],
    ['es', 'Cursos y certificaciones', 'Departamento de Ciencias Ambientales, Universidad de Sierralta', 'Análisis estadístico para ecólogos', 'Introducción a la teledetección'],
    ['fr', 'Certifications', 'Département des sciences de l’environnement, Université de Valmont', 'Analyse statistique pour écologues', 'Introduction à la télédétection'],
    ['de', 'Zertifikate', 'Institut für angewandte Statistik der Universität Lindenau', 'Statistische Analyse für Ökologen', 'Einführung in die Fernerkundung'],
    ['pt', 'Cursos e certificações', 'Departamento de Ciências Ambientais, Universidade de Serrado', 'Análise estatística para ecólogos', 'Introdução ao sensoriamento remoto'],
  ])('%s: "%s"', (_lang, title, second, course, other) => {
    const certs = extractCertifications(
      buildLayout(documentOf([...head, heading(title), org('2011 Northwind Analytics'), line(second), line(course), org('2010 Northwind Analytics'), line(other), org('2009 Eastfield Geodata'), line(other)])).sections,
    );
    expect(certs.map((c) => c.name)).toContain(course);
    expect(certs.map((c) => c.name)).not.toContain(second);
  });
});
