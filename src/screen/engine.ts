/**
 * The extraction engine: Document → Profile. Pure and deterministic: the reference date that
 * resolves "present" is a parameter, nothing is read from the clock, the disk or the network
 * (the knowledge base and lexicons are loaded once, as data).
 *
 * Steps 6–14 of the Screen flow (docs/architecture.md).
 *
 * Step 6. Layout: lines, columns, reading order, sections.
 * Step 7. CV language.
 * Step 8. Contact: e-mails, links, location, phones (region inferred from the CV).
 * Step 9. Name; date of birth and nationality where a label states them.
 * Step 10. Experience and education entries anchored on date ranges; certifications.
 * Step 11. Skills evidence (skills sections, entries, summary) and spoken languages.
 * Step 12. Job profile: headline or latest title, summary, occupation.
 * Step 13. Enrichment: durations, total experience, seniority, skill months/last used/saliency.
 * Step 14. Confidence per group.
 */
import type { Document } from './extract/document.ts';
import { type Profile, emptyProfile } from './profile-schema.ts';
import { VERSION } from '../version.ts';
import { buildLayout } from './layout/layout.ts';
import type { Line, Section } from './layout/layout-types.ts';
import { addressesOnly, findEmails, findLinkedLinks, findLinks, isOrganizationContactLine, linkedAddress } from './entities/contact-links.ts';
import { findPhones } from './entities/contact-phones.ts';
import { inferPhoneRegions } from './entities/phone-region.ts';
import { countryOfPlacesNamed, extractLocation } from './entities/person-location.ts';
import { readPlace } from './entities/place-reader.ts';
import { extractPersonFacts, findNationality } from './entities/person-facts.ts';
import { separateTrainings } from './entities/training-entries.ts';
import { separateInternships } from './entities/internship-entries.ts';
import { separateStudies } from './entities/study-entries.ts';
import { countryOfNationality, phoneCountry as phoneCountryOf } from '../knowledge/lexicons/places.ts';
import { extractName } from './entities/person-name.ts';
import { extractExperience } from './entities/experience.ts';
import { readEducation } from './entities/education.ts';
import { extractCertifications } from './entities/certifications.ts';
import { collectSkillEvidence, namesPerson, statedDurations } from './entities/skills.ts';
import { extractLanguages } from './entities/languages.ts';
import { extractJobProfile } from './entities/job-profile.ts';
import { detectCvLanguage } from './entities/cv-language.ts';
import { buildSkills } from './enrich/skill-profile.ts';
import { seniorityOf, totalExperienceMonths } from './enrich/career.ts';
import { periodInterval, referenceMonthOf } from './enrich/month-intervals.ts';
import { groupConfidence } from './enrich/confidence.ts';

/**
 * Sections about the candidate's work and life: a link there is a project's, a paper's, a badge's
 * or a club's unless it is a profile.
 */
const WORK_SECTIONS = new Set<string>(['experience', 'education', 'projects', 'publications', 'certifications', 'awards', 'volunteering', 'interests']);

/** Sections of content: a site written there (a course's, an employer's, a school's) is not the candidate's. */
const CONTENT_SECTIONS = new Set<string>([...WORK_SECTIONS, 'summary', 'skills', 'languages', 'other', 'references']);

/** The line writes one of the candidate's e-mail addresses. */
function carriesEmail(line: Line, emails: string[]): boolean {
  const text = line.text.toLowerCase();
  // By its local part and "@": a domain read with OCR's letter confusions was repaired in the e-mail only.
  return emails.some((e) => text.includes(e.toLowerCase().slice(0, e.indexOf('@') + 1)));
}

/** "https://jdoe.org | GitHub": addresses and at most one other word. */
function linksOnly(text: string): boolean {
  const rest = text.replace(/\S*\.[a-z]{2,}\S*/gi, ' ').match(/\p{L}{2,}/gu) ?? [];
  return rest.length <= 1 && rest.length < text.split(/\s+/).length;
}

/** "Portfolio & LinkedIn", "Links": a heading that names the candidate's links. */
function namesLinks(heading: string | null): boolean {
  return !!heading && /portf|linkedin|github|\blinks?\b|website|sito web|sitio web|site web/i.test(heading);
}

/** Sections about other people and organisations: a phone number there is not the candidate's. */
const OTHERS_SECTIONS = new Set<string>(['references', 'experience', 'education', 'projects', 'publications', 'volunteering', 'awards']);

/**
 * The candidate's e-mails: a referee's address is never one, and one written inside a job, a
 * school, a project ("Referente: mario.rossi@azienda.it") is someone else's unless the CV gives no
 * other (candidates write theirs in the header, the contact block, a sidebar or a footer).
 */
function candidateEmails(lines: Line[], others: ReadonlySet<Line>, referees: ReadonlySet<Line>): string[] {
  const own = findEmails(lines.filter((l) => l.sidebar || !others.has(l)));
  if (own.length) return own;
  return findEmails(lines.filter((l) => !referees.has(l)));
}

/** A link's percent-encoded part decoded, or as written when it is malformed. */
function safeDecoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The lines of the sections of these kinds. */
function linesOf(sections: Section[], kinds: ReadonlySet<string>): Set<Line> {
  return new Set(sections.filter((s) => kinds.has(s.kind)).flatMap((s) => s.lines));
}

export interface EngineOptions {
  /** "Now" for ongoing periods; the caller passes the processing date. */
  referenceDate: Date;
}

export function runEngine(document: Document, options: EngineOptions): Profile {
  const timings: Record<string, number> = {};
  const time = <T>(step: string, fn: () => T): T => {
    const start = performance.now();
    const value = fn();
    timings[step] = Math.round((performance.now() - start) * 10) / 10;
    return value;
  };
  const referenceMonth = referenceMonthOf(options.referenceDate);

  const layout = time('layout', () => buildLayout(document));
  const language = time('language', () => detectCvLanguage(layout));

  const contact = time('contact', () => {
    // A platform's own contact line ("jobs@board.com · board.com · 0800…") is not the candidate's.
    const lines = layout.lines.filter((l) => !isOrganizationContactLine(l));
    // Lines about other people: referees, and the entries of jobs, schools and projects.
    const referees = linesOf(layout.sections, new Set(['references']));
    const others = linesOf(layout.sections, OTHERS_SECTIONS);
    // An address cut or hyphenated at a line's end is written whole in its mailto hyperlink.
    const mailto = document.pages.flatMap((p) => p.links ?? []).flatMap((k) => (/^mailto:/i.test(k.url) ? [safeDecoded(k.url.slice(7).split('?')[0]!)] : []));
    const emails = [...new Set(candidateEmails(lines, others, referees).map((e) => linkedAddress(e, mailto)))];
    const ownLines = new Set(lines.filter((l) => !referees.has(l) && carriesEmail(l, emails)));
    const early = extractLocation(layout, null, { ownLines });
    const nationality = findNationality(layout.lines);
    const region = inferPhoneRegions(lines, early?.country ?? null, emails, language, nationality ? countryOfNationality(nationality) : null);
    const zone = new Set(layout.sections.filter((sec) => sec.kind === 'header' || sec.kind === 'contact').flatMap((sec) => sec.lines));
    for (const l of lines) if (l.sidebar) zone.add(l);
    const entryLines = new Set(layout.sections.filter((sec) => WORK_SECTIONS.has(sec.kind) && !namesLinks(sec.heading)).flatMap((sec) => sec.lines));
    // The candidate's own lines for sites: the header, the contact block, a section named for links or made of
    // addresses only, a sidebar's lines outside its sections of content (a course or a language list is content).
    const siteZone = new Set(
      layout.sections
        .filter((sec) => sec.kind === 'header' || sec.kind === 'contact' || namesLinks(sec.heading))
        .flatMap((sec) => sec.lines),
    );
    for (const sec of layout.sections) {
      // A section of addresses only, whatever its heading ("Social", "Online", "Redes sociales"), lists the candidate's.
      const addresses = !WORK_SECTIONS.has(sec.kind) && sec.kind !== 'skills' && sec.kind !== 'languages' && sec.lines.length > 0 && sec.lines.every((l) => linksOnly(l.text));
      // A line of nothing but a site closing a summary, a skills or a languages list (a page's footer, a
      // sidebar's "About me") names no course, school or employer.
      const bare = sec.kind === 'summary' || sec.kind === 'skills' || sec.kind === 'languages';
      for (const l of sec.lines) if (addresses || (l.sidebar && !CONTENT_SECTIONS.has(sec.kind)) || (bare && addressesOnly(l.text))) siteZone.add(l);
    }
    // A line of links beside the candidate's e-mail (a contact footer printed inside a section) is contact.
    const sectionOf = new Map(layout.sections.flatMap((sec) => sec.lines.map((l) => [l, sec] as const)));
    layout.lines.forEach((l, i) => {
      if (!carriesEmail(l, emails)) return;
      siteZone.add(l);
      for (const near of layout.lines.slice(Math.max(0, i - 2), i + 3)) {
        if (near.page !== l.page || !linksOnly(near.text)) continue;
        entryLines.delete(near);
        // Sites too, on the e-mail's side of a heading ("Python (github.com/jane/tool)" under "Skills" is the skill's).
        if (sectionOf.get(near) === sectionOf.get(l)) siteZone.add(near);
      }
    });
    // A referee's profile is the referee's.
    const written = findLinks(lines.filter((l) => !referees.has(l)), entryLines, siteZone);
    // A hyperlink sits on an icon or a word ("Portfolio", "Behance") of the candidate's own lines or anywhere in
    // a sidebar (its headings are often misread): a course's, a certificate's or a school's is left out by its
    // address, a class of third-party sites.
    const linkedZone = new Set([...zone, ...siteZone]);
    const links = [...written, ...findLinkedLinks(document.pages, written, linkedZone)];
    // The line that carries the candidate's e-mail is a contact line wherever it sits (a footer,
    // a closing line), a referee's excepted.
    // A sidebar's referees, schools, jobs and certificates are others' lines as they are in the main
    // column ("REFERENCES / John Carter / +44 20 …", "Liceo … / Tel. 0382 …"): their numbers count only
    // when the CV gives no number on the candidate's own lines.
    const ownZone = (withOthers: boolean) => {
      const phoneZone = new Set([...zone].filter((l) => withOthers || !l.sidebar || !phoneOthers.has(l)));
      for (const l of lines) if (!referees.has(l) && carriesEmail(l, emails)) phoneZone.add(l);
      return phoneZone;
    };
    const phoneOthers = new Set([...others, ...linesOf(layout.sections, new Set(['certifications']))]);
    const ocr = document.source !== 'text';
    const ownPhones = findPhones(lines, region, ownZone(false), phoneOthers, ocr);
    const phones = ownPhones.length ? ownPhones : findPhones(lines, region, ownZone(true), others, ocr);
    // A UK mobile of the Guernsey block says the CV is British, not from Guernsey.
    const phoneRegion = phones.find((p) => p.country)?.country;
    const phoneCountry = phoneRegion ? phoneCountryOf(phoneRegion) : null;
    // No address written: the country the phone number belongs to is still where the candidate is reachable.
    // A place of several countries read without a hint ("Córdoba": Spain's by default) is the phone's country's when
    // that country has one of the name (an Argentine number: Argentina's Córdoba); a country written beside it stays.
    const phonePlaced = !!phoneCountry && !!early?.raw && early.country !== phoneCountry && readPlace(early.raw, phoneCountry)?.country === phoneCountry;
    const location = extractLocation(layout, phonePlaced ? phoneCountry : (early?.country ?? phoneCountry), { towns: true, language, ownLines });
    // Nor a phone prefix: the country the CV's places point to.
    const country = location?.country ?? phoneCountry ?? countryOfPlacesNamed(lines);
    return { emails, links, phones, nationality, location: location ? { ...location, country } : country ? { raw: null, city: null, region: null, country } : null };
  });
  const name = time('name', () => extractName(layout, contact.emails));
  const facts = time('facts', () =>
    extractPersonFacts(layout, { referenceYear: options.referenceDate.getUTCFullYear(), country: contact.location?.country ?? null, nationality: contact.nationality }),
  );

  const entries = time('entries', () => {
    const trained = separateTrainings(extractExperience(layout.sections));
    // Degrees listed among the jobs (one chronological list) are studies.
    const { work, studies: amongJobs } = separateStudies(trained.work);
    const read = readEducation(layout.sections);
    const { studies, internships } = separateInternships(read.entries);
    const experience = [...work, ...internships];
    const education = [...studies, ...amongJobs, ...trained.trainings];
    const listed = extractCertifications(layout.sections);
    // Courses of a section joining education and certificates ("Formação e certificações").
    const certifications = [...listed, ...read.courses.filter((c) => !listed.some((l) => l.name === c.name))];
    return { experience, education, certifications };
  });

  const skillsAndLanguages = time('skills', () => {
    const entryOfLine = new Map<Line, number>();
    entries.experience.forEach((e, i) => {
      for (const line of e.lines) entryOfLine.set(line, i);
    });
    // A designed page can run the candidate's name into a skills list beside it: that is no skill.
    const evidence = collectSkillEvidence(layout, entryOfLine, entries.certifications.map((c) => c.name)).filter((e) => e.id !== null || !name?.fullName || !namesPerson(e.asWritten, name.fullName));
    const skills = buildSkills(evidence, entries.experience, statedDurations(layout), referenceMonth);
    const languages = extractLanguages(layout);
    return { skills, languages };
  });

  const jobProfile = time('jobProfile', () => {
    const draft = extractJobProfile(layout, entries.experience, name?.fullName ?? null);
    const months = totalExperienceMonths(entries.experience, referenceMonth);
    return { ...draft, seniority: seniorityOf(draft.title, months), totalExperienceMonths: months };
  });

  const profile = emptyProfile({
    language,
    fileType: document.format,
    pages: document.meta.pageCount,
    ocrUsed: document.meta.ocrUsed,
    parserVersion: VERSION,
    timingsMs: timings,
    confidence: {},
    warnings: document.meta.warnings.length ? [...document.meta.warnings] : undefined,
  });
  profile.personal = {
    fullName: name?.fullName ?? null,
    givenName: name?.givenName ?? null,
    familyName: name?.familyName ?? null,
    emails: contact.emails,
    phones: contact.phones.map(({ raw, e164, type }) => ({ raw, e164, type })),
    location: contact.location,
    links: contact.links,
    dateOfBirth: facts.dateOfBirth,
    nationality: facts.nationality,
  };
  profile.jobProfile = {
    title: jobProfile.title,
    headline: jobProfile.headline,
    summary: jobProfile.summary,
    seniority: jobProfile.seniority,
    totalExperienceMonths: jobProfile.totalExperienceMonths,
    occupation: jobProfile.occupation,
  };
  profile.workExperience = entries.experience.map(({ evidence: _e, lines: _l, ...entry }) => {
    const span = periodInterval(entry, referenceMonth);
    const skills = skillsAndLanguages.skills.filter((s) => s.id && entry.description && s.asWritten.some((w) => entry.description!.includes(w)));
    return { ...entry, durationMonths: span ? span.to - span.from + 1 : null, skills: skills.map((s) => s.id!) };
  });
  profile.education = entries.education.map(({ evidence: _e, ...entry }) => entry);
  profile.certifications = entries.certifications;
  profile.skills = skillsAndLanguages.skills;
  profile.languages = skillsAndLanguages.languages;
  profile.meta.confidence = groupConfidence({
    name: name?.score ?? null,
    contact: contact.emails.length + contact.phones.length,
    experience: entries.experience.map((e) => e.evidence),
    education: entries.education.map((e) => e.evidence),
    skills: skillsAndLanguages.skills.map((s) => s.confidence ?? 0.5),
    languages: skillsAndLanguages.languages.length,
  });
  return profile;
}
