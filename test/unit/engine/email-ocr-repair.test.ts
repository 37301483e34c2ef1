/**
 * E-mail addresses as OCR reads them: a space inside the domain ("gmall. com") and a known
 * provider's name with OCR's letter confusions ("gmall", "hotrnail", "yah0o") are repaired; other
 * domains stay as written.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../../src/screen/engine.ts';
import { documentOf } from './synthetic-document.ts';

const REFERENCE = new Date(Date.UTC(2025, 5, 15));
const emailsOf = (contact: string) =>
  runEngine(documentOf(['Carla Mendes', contact, { text: 'Experiência', bold: true, gap: 8 }, 'Analista – Banco Sul – 2019 – 2023']), { referenceDate: REFERENCE }).personal.emails;

describe('e-mails read by OCR', () => {
  it('joins a domain split by a space before or after its dot', () => {
    expect(emailsOf('(11) 94068-8954 – carla.mendes@gmail. com')).toEqual(['carla.mendes@gmail.com']);
    expect(emailsOf('carla.mendes@libero .it')).toEqual(['carla.mendes@libero.it']);
    // The dot lost altogether: joined only where the parts make a known provider's domain.
    expect(emailsOf('(11) 2221-5114 = carla.mendes@gmall com')).toEqual(['carla.mendes@gmail.com']);
    expect(emailsOf('carla@estudio lima')).toEqual([]);
  });

  it("gives a known provider's domain read with confused letters the provider's spelling", () => {
    expect(emailsOf('carla.mendes@gmall.com')).toEqual(['carla.mendes@gmail.com']);
    expect(emailsOf('Correo: carla.mendes@hotrnail.es')).toEqual(['carla.mendes@hotmail.es']);
    expect(emailsOf('E-Mail: carla.mendes@yah0o.fr')).toEqual(['carla.mendes@yahoo.fr']);
    expect(emailsOf('carla.mendes@gmai1. com')).toEqual(['carla.mendes@gmail.com']);
  });

  it('leaves other domains as written', () => {
    expect(emailsOf('carla.mendes@mail-example.com.br')).toEqual(['carla.mendes@mail-example.com.br']);
    expect(emailsOf('carla@studio-lima.pt')).toEqual(['carla@studio-lima.pt']);
  });
});
