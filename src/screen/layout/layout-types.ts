/**
 * What the layout step produces: lines in reading order, grouped into sections.
 */
import type { BlockInfo } from '../extract/document.ts';
import type { SectionKind } from '../../knowledge/lexicons/headings.ts';

/** Runs of one line joined where they touch; a wide horizontal gap starts a new segment (a cell). */
export interface Segment {
  text: string;
  x: number;
  /** Top of the text box. */
  y: number;
  w: number;
  h: number;
  fontSize: number;
  bold: boolean;
  italic: boolean;
  /** The extractor's block (DOCX paragraphs, table cells), when it knows one. */
  block?: BlockInfo;
  /** Flow formats: the segment starts a line its paragraph wrapped onto for width. */
  wrapped?: boolean;
  /** Set in spaced letters ("G E S T O R A"); the text has the words joined back ("GESTORA"). */
  letterSpaced?: boolean;
  /**
   * "**Sales Manager**   Acme Ltd": the text before a change of weight set apart by more than a word
   * space, when one opens a capitalized word. Entry headers read two fields there; other readers keep
   * one phrase (a bold skill group's label and its items).
   */
  weightHead?: string;
  /**
   * A dash alone in its cell, no text beside it: dropped like a bullet, unless the stacked-dates
   * step finds it between the two ends of a period stacked in a date column ("2019" / "–" / "2022").
   */
  loneDash?: boolean;
  /**
   * The segment opens with such a dash set a cell's width before its text, read as a bullet ("• Acme
   * Ltd"): where the dash ends and where the text starts.
   */
  leadingDash?: { right: number; textX: number };
  /**
   * "Giulia Ferrandi  Ingegnere gestionale": the text before a step down to a clearly smaller type
   * after a word space, when all of it is set in the larger type (a name and its headline on one
   * row). Only the header's readers split there; other readers keep one phrase.
   */
  typeHead?: string;
}

export interface Line {
  /** Segments joined; cells separated by two spaces and a tab so entity code can split them. */
  text: string;
  segments: Segment[];
  page: number;
  x: number;
  y: number;
  w: number;
  h: number;
  baseline: number;
  fontSize: number;
  bold: boolean;
  italic: boolean;
  /** Column of the page the line belongs to: 0 for full width (and single-column pages), 1.. left to right. */
  column: number;
  /** The line sits in a narrow side column (contact, skills, languages). */
  sidebar: boolean;
  /** Vertical distance to the previous line of the same flow, in units of this line's font size. */
  gapAbove: number;
  /**
   * Where running text of this line's column wraps (x of the right edge), learned from the
   * document's long lines in the same column; absent when no such line tells.
   */
  wrapRight?: number;
  block?: BlockInfo;
  /** A running footer or header printed on several pages, kept once (see page-noise.ts). */
  running?: boolean;
  /** Every segment is set in spaced letters (the text has its words joined back). */
  letterSpaced?: boolean;
}

export const CELL_SEPARATOR = '\t';

export type SectionName = SectionKind | 'header';

export interface Section {
  kind: SectionName;
  /** The heading line as written (null for the header: what comes before any heading). */
  heading: string | null;
  lines: Line[];
}

export interface Layout {
  /** All lines in reading order. */
  lines: Line[];
  sections: Section[];
  /** Most common font size of body text. */
  bodyFontSize: number;
  pageCount: number;
  /** Page 1 has more than one column. */
  multiColumn: boolean;
}
