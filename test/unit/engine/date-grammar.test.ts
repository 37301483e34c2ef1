import { describe, expect, it } from 'vitest';
import { findDateRanges, formatDatePoint, isDateOnly, monthsOnly } from '../../../src/knowledge/dates/date-grammar.ts';

/** The first range of a text as "start → end", "present" for ongoing. */
function read(text: string): string | null {
  const r = findDateRanges(text)[0];
  if (!r) return null;
  return `${formatDatePoint(r.start)} → ${r.current ? 'present' : (formatDatePoint(r.end) ?? '?')}`;
}

describe('date ranges in the six languages', () => {
  it.each([
    // Italian
    ['mar. 2019 – oggi', '2019-03 → present'],
    ['Gennaio 2015 - Dicembre 2017', '2015-01 → 2017-12'],
    ['dal 2018', '2018 → present'],
    ['set. 2020 – in corso', '2020-09 → present'],
    // German
    ['seit 03/2020', '2020-03 → present'],
    ['ab 2021', '2021 → present'],
    ['Oktober 2014 – heute', '2014-10 → present'],
    ['März 2012 bis Juni 2013', '2012-03 → 2013-06'],
    // French
    ['janv. 2018 - présent', '2018-01 → present'],
    ["sept. 2016 – aujourd'hui", '2016-09 → present'],
    ['depuis septembre 2019', '2019-09 → present'],
    ['février 2010 à mars 2011', '2010-02 → 2011-03'],
    // Portuguese
    ['2015 – atual', '2015 → present'],
    ['outubro de 2019 – até o momento', '2019-10 → present'],
    // Month and year joined by a slash or hyphen (Brazil, India), and "pres." for present
    ['Jan/2019 - Atual', '2019-01 → present'],
    ['mar/2018 a dez/2020', '2018-03 → 2020-12'],
    ['Jan-2019 to Dec-2020', '2019-01 → 2020-12'],
    ['2019.02–pres.', '2019-02 → present'],
    ['jan. 2012 a dez. 2014', '2012-01 → 2014-12'],
    // Spanish
    ['desde 2020', '2020 → present'],
    ['ene. 2021 – actualidad', '2021-01 → present'],
    ['Verano de 2017 - Hoy', '2017 → present'],
    ['Finales de 2015 – Verano de 2017', '2015 → 2017'],
    // English and numeric styles
    ['06/2019–12/2021', '2019-06 → 2021-12'],
    ['10/2017 – 01/2018', '2017-10 → 2018-01'],
    ['2019 - Present', '2019 → present'],
    ['May – July 2017', '2017-05 → 2017-07'],
    ['Aug 2005 to Aug 2007', '2005-08 → 2007-08'],
    ['2017.08–2018.06', '2017-08 → 2018-06'],
    ['15/09/2014 - 15/07/2019', '2014-09 → 2019-07'],
    ["Jan '19 – Mar '20", '2019-01 → 2020-03'],
    ['2015-17', '2015 → 2017'],
    ['01/10/2020-continuing', '2020-10 → present'],
  ])('%s → %s', (text, expected) => {
    expect(read(text)).toBe(expected);
  });

  it.each([
    // Unicode hyphens (U+2010, U+2011) as word processors and LaTeX set them
    ['Mag 2021 \u2011 Presente', '2021-05 → present'],
    ['Okt. 2019 \u2010 Feb. 2021', '2019-10 → 2021-02'],
    // An arrow between the ends, as design templates set it
    ['2021-03 \u2192 attuale', '2021-03 → present'],
    ['2016-02 \u2192 2017-10', '2016-02 → 2017-10'],
    ['févr. 2017 \u2192 janv. 2020', '2017-02 → 2020-01'],
    ['03/2019 \u27f6 06/2021', '2019-03 → 2021-06'],
    ['marzo de 2018 \u2192 actualidad', '2018-03 → present'],
    // Compact numeric ranges with no space around the hyphen
    ['03/2016-11/2019', '2016-03 → 2019-11'],
    // Two years split by a slash: a year range, not a month and a year
    ['Gerente (2011/2013)', '2011 → 2013'],
    ['Anno 2019/2020', '2019 → 2020'],
    // Two months of one year, the year written once
    ['5 - 9/2017', '2017-05 → 2017-09'],
    // Month names over an academic year: the first month in the first year
    ['Septembre - Mars 2018/2019', '2018-09 → 2019-03'],
  ])('abbreviated or split range %s → %s', (text, expected) => {
    expect(read(text)).toBe(expected);
  });

  it('reads no range from a slash or hyphen that does not follow a year', () => {
    expect(findDateRanges('13/2019')).toEqual([]);
    expect(read('11 - 2/2015')).toBe('2015-02 → ?');
  });

  it('keeps only the year when a season or a vague qualifier is written', () => {
    const [r] = findDateRanges('Summer 2018');
    expect(r?.kind).toBe('single');
    expect(formatDatePoint(r!.start)).toBe('2018');
  });

  it('reads two dates with the dash lost in extraction as a range', () => {
    expect(read('Sep. 2023 Mar. 2024')).toBe('2023-09 → 2024-03');
  });

  it('marks a range whose other end is missing as dangling', () => {
    const [r] = findDateRanges('Jan 2016 –');
    expect(r?.dangling).toBe(true);
  });

  it('keeps a closing month whose year went to the next line dangling, month included', () => {
    const text = 'March 2014 - April';
    const [r] = findDateRanges(text);
    expect(r?.dangling).toBe(true);
    expect(text.slice(r!.index, r!.index + r!.length)).toBe('March 2014 - April');
    // A month followed by its year is a whole range, not a dangling one.
    expect(read('March 2014 - April 2018')).toBe('2014-03 → 2018-04');
  });

  it('does not read phone numbers, postcodes or identifiers as dates', () => {
    expect(findDateRanges('+49 163 000 0000')).toEqual([]);
    expect(findDateRanges('Via Roma 12, 50124 Firenze')).toEqual([]);
    expect(findDateRanges('Room 3456, order 123456')).toEqual([]);
  });

  it('tells date labels from other text', () => {
    expect(isDateOnly('Present')).toBe(true);
    expect(isDateOnly('Oktober September')).toBe(true);
    expect(isDateOnly('Jan 2016 –')).toBe(true);
    expect(isDateOnly('Software Engineer 2019')).toBe(false);
    expect(monthsOnly('Oktober September')).toEqual([10, 9]);
    expect(monthsOnly('April')).toEqual([4]);
    expect(monthsOnly('Berlin')).toBeNull();
  });
});

describe('Europass ranges with two-digit years, and years glued to an abbreviation', () => {
  it.each([
    ['4 sep. 15–5 jun. 17', '2015-09 → 2017-06'],
    ['1 ott. 12 – 30 giu. 14', '2012-10 → 2014-06'],
    ['sept. 98 – juin 01', '1998-09 → 2001-06'],
    ['2 set. 19–15 jul. 21', '2019-09 → 2021-07'],
    ['1 Okt. 09 – 31 Jul. 12', '2009-10 → 2012-07'],
    ['a.s.2015-16', '2015 → 2016'],
  ])('%s → %s', (text, expected) => {
    expect(read(text)).toBe(expected);
  });

  it('reads no date in a month and two digits alone (a day)', () => {
    expect(findDateRanges('Sep. 15 workshop')).toEqual([]);
  });
});

describe('a grade before a date', () => {
  it.each([
    ['GPA: 3.85/4.00  May 2018', 'May 2018'],
    ['Note 1,7  Juli 2016', 'Juli 2016'],
    ['Moyenne 4.30  Décembre 2018', 'Décembre 2018'],
  ])('the decimals of %s are no day of the date', (text, date) => {
    const r = findDateRanges(text)[0]!;
    expect(text.slice(r.index, r.index + r.length)).toBe(date);
  });
});

describe('ranges of two-digit months and years, and more "present" and "since" words', () => {
  const span = (text: string) => {
    const r = findDateRanges(text).find((x) => x.kind === 'range');
    return r ? `${formatDatePoint(r.start)} → ${r.current ? 'present' : formatDatePoint(r.end)}` : null;
  };
  it.each([
    ['06/19 - 03/21', '2019-06 → 2021-03'],
    ['06/19 – heute', '2019-06 → present'],
    ['09/17 - presente', '2017-09 → present'],
    ['06/2019 até agora', '2019-06 → present'],
    ['ene. 2019 - act.', '2019-01 → present'],
    ['desde el 01/09/2018 hasta ahora', '2018-09 → present'],
    ['depuis le 01/09/2018', '2018-09 → present'],
    ['seit dem 01.09.2018', '2018-09 → present'],
  ])('%s → %s', (text, expected) => {
    expect(span(text)).toBe(expected);
  });
  it.each(['Python 3.10 - 3.12', '6.19 - 3.21', '1/2 - 3/4'])('reads no range in %s', (text) => {
    expect(span(text)).toBeNull();
  });
});
