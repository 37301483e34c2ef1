/**
 * Taking part in an event or giving a talk, listed among the jobs under a sub-heading the lexicon
 * lacks ("Participación en el VIII Congreso …", "Teilnahme an der Fachtagung …", "Speaker at
 * DevConf"), is no job.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

describe('events and talks among the jobs', () => {
  const cases: Array<[string, string, string, string]> = [
    ['es', 'Experiencia Profesional', 'Participación y colaboración académica', '2024: Participación en el VIII Congreso Internacional de Ciencias Económicas – Universidad del Carchi'],
    ['es', 'Experiencia Profesional', 'Participación y colaboración académica', '2024: Ponencia en el congreso de ingenierías – Universidad del Carchi'],
    ['it', 'Esperienze lavorative', 'Attività accademiche', '2023: Partecipazione al convegno nazionale di logistica – Università di Parma'],
    ['de', 'Berufserfahrung', 'Akademische Aktivitäten', '2023: Teilnahme an der Fachtagung Logistik 4.0 – Hochschule Bremen'],
    ['fr', 'Expérience professionnelle', 'Activités académiques', '2023 : Participation au congrès de la logistique – Université de Lyon'],
    ['pt', 'Experiência profissional', 'Atividades acadêmicas', '2023: Participação no congresso de engenharia – Universidade do Porto'],
    ['en', 'Experience', 'Academic activities', '2023: Speaker at DevConf – Brno'],
  ];
  for (const [lang, heading, sub, event] of cases) {
    it(`leaves "${event.slice(6, 40)}…" out of the jobs (${lang})`, () => {
      const profile = runEngine(
        documentOf([{ text: 'Anna Muster', size: 20, bold: true }, 'anna@mail.ch', { text: heading, size: 13, bold: true, gap: 10 }, '2022: Logistics Analyst – Acme Logistics SA', '2021: Warehouse Assistant – Beta Transport SA', { text: sub, bold: true }, event]),
        { referenceDate: new Date('2026-01-01') },
      );
      expect(profile.workExperience.map((e) => e.title)).toEqual(['Logistics Analyst', 'Warehouse Assistant']);
    });
  }
});
