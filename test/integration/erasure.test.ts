/**
 * Erasure that holds on disk (issue 15, docs/decisions.md): every CV's file, profile, corrections,
 * list label and Match features are sealed with keys of its own, and DELETE destroys those keys.
 *
 * PGlite: the whole data folder — database files, WAL, the key files — is searched byte for byte
 * for marker words of CVs the test writes (in the name, e-mail, summary, experience, education and
 * a correction). A marker is never there in clear while the CV exists (a control value stored in
 * clear on purpose is, so the search does see what the database writes); after DELETE and a
 * checkpoint, neither the CV's data keys nor their wrapped records are anywhere in the folder, so
 * whatever sealed bytes WAL or free pages still hold can never be opened; a restarted server
 * still reads the CV that stayed.
 *
 * PostgreSQL: no table holds a marker in clear; DELETE removes the CV's wrapped keys in its
 * transaction, after which nothing opens what was sealed. A copy of a wrapped key that WAL or a
 * backup may keep opens only with the master key, and a rotation of the master key (re-wrapping
 * every remaining key) closes that too once the old key is dropped.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config.ts';
import { type Runtime, startRuntime } from '../../src/runtime.ts';
import { BlobCipher } from '../../src/store/blob-cipher.ts';
import { dataKeyFile, readRecords } from '../../src/store/data-key-file.ts';
import { wrapAad } from '../../src/store/data-keys.ts';
import { masterKeyFile } from '../../src/store/master-key.ts';
import { openJson } from '../../src/store/sealed.ts';
import { type ProvisionedClient, provisionClient } from '../support/auth-fixtures.ts';
import { type Json, person, uploadPerson, waitResult } from '../support/candidate-fixtures.ts';
import { type TestDatabase, testDbKinds } from '../support/test-database.ts';
import { startTestServer, TEST_ENCRYPTION_KEY, testEnv } from '../support/test-server.ts';

const JD = 'Senior Backend Engineer\n\nRequirements:\n- 5+ years of Java and Kotlin\n- Spring Boot, PostgreSQL, Kubernetes\n- English C1';

/** A word no file holds by chance: letters only, so name and title readers take it as a word. */
function word(prefix: string): string {
  const c = 'bcdfghklmnprstvz';
  const v = 'aeiou';
  let w = prefix;
  for (const b of randomBytes(5)) w += c[b % c.length]! + v[(b >> 4) % v.length]!;
  return w;
}

/** A CV whose every part carries its own marker word; returns the CV and its markers. */
function markedCv() {
  const surname = word('Vel');
  const m = { summary: word('zqs'), bus: word('zqb'), migration: word('zqm'), api: word('zqa'), employer: word('Zqe'), school: word('Zqi') };
  const cv = person(`Anna ${surname}`, {
    summary: `Backend engineer who built the ${m.summary} settlement engine for payment platforms.`,
    experience: [
      {
        title: 'Senior Backend Engineer',
        employer: `${m.employer} Logistics`,
        period: '03/2019 - Present',
        bullets: [`Designed the ${m.bus} event bus in Java and Kotlin on Kubernetes`, `Led the ${m.migration} migration of five services`],
      },
      { title: 'Software Developer', employer: 'Pagamenti Veloci S.r.l.', period: '09/2015 - 02/2019', bullets: [`Built the ${m.api} REST APIs with Spring Boot and PostgreSQL`] },
    ],
    education: [{ degree: 'Master of Science in Computer Engineering', institution: `${m.school} Institute of Technology`, period: '2013 - 2015' }],
  });
  return { cv, surname, markers: [surname, ...Object.values(m)] };
}

/** Every spelling a marker may take when stored: as written, lower case (e-mails, text terms), upper case. */
const spellings = (markers: readonly string[]) => [...new Set(markers.flatMap((m) => [m, m.toLowerCase(), m.toUpperCase()]))];

/** The needles found anywhere in the folder (every file, recursively), with where. */
function findInFolder(dir: string, needles: ReadonlyArray<Buffer | string>): Array<{ needle: string; file: string }> {
  const bufs = needles.map((n) => (typeof n === 'string' ? Buffer.from(n, 'utf8') : n));
  const found: Array<{ needle: string; file: string }> = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      const st = statSync(path);
      if (st.isDirectory()) walk(path);
      else if (st.isFile()) {
        const bytes = readFileSync(path);
        bufs.forEach((b, i) => {
          if (bytes.includes(b)) found.push({ needle: typeof needles[i] === 'string' ? (needles[i] as string) : b.toString('hex'), file: path.slice(dir.length) });
        });
      }
    }
  };
  walk(dir);
  return found;
}

describe.each(testDbKinds())('erasure that holds on disk, on %s', (kind) => {
  let database: TestDatabase;
  let runtime: Runtime;
  let url: string;
  let client: ProvisionedClient;
  const gone = markedCv();
  const kept = markedCv();
  const control = word('ctl');
  const correction = word('Zqc');
  let goneId: string;
  let keptId: string;
  let decisionId: string;

  const api = (path: string, init: RequestInit = {}) => fetch(`${url}${path}`, { ...init, headers: { ...client.headers, ...(init.headers ?? {}) } });
  const getJson = async (path: string) => {
    const res = await api(path);
    return { status: res.status, body: (await res.json()) as Json };
  };
  /** The decision record still explains the erased candidate, without the CV's words. */
  const expectRecordWithoutWords = async () => {
    const explained = await getJson(`/decisions/${decisionId}/candidates/${goneId}`);
    expect(explained.status).toBe(200);
    expect(explained.body.considered.length).toBeGreaterThan(0);
    expect(JSON.stringify(explained.body)).not.toContain(correction);
  };
  const restart = async (env: Record<string, string> = {}) => {
    await runtime.stop();
    runtime = await startRuntime(parseConfig(testEnv(database, { VITAE_WORKERS: '1', ...env })), { http: true, workers: 1, logger: pino({ level: 'silent' }) });
    url = await runtime.listen(0, '127.0.0.1');
  };

  beforeAll(async () => {
    const server = await startTestServer(kind, { VITAE_WORKERS: '1' });
    ({ database, runtime, url } = server);
    client = await provisionClient(server);
    goneId = await uploadPerson(server, client, gone.cv, { form: { reference: `ref-${control}` } });
    keptId = await uploadPerson(server, client, kept.cv);
    for (const id of [goneId, keptId]) expect((await waitResult(server, client, id)).status).toBe(200);
  }, 300_000);

  afterAll(async () => {
    await runtime?.stop();
    await database?.dispose();
  });

  it('reads, corrects, lists by name and ranks CVs whose content is sealed', async () => {
    const result = await getJson(`/cv-screening/${goneId}`);
    const stored = JSON.stringify(result.body.profile);
    // The markers reached the profile: what is sealed below is the CV's own words.
    for (const m of [gone.surname, gone.markers[1]!, gone.markers[2]!]) expect(stored).toContain(m);
    expect(result.body.profile.personal.fullName).toBe(`Anna ${gone.surname}`);

    const patched = await api(`/cv-screening/${goneId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify({ jobProfile: { title: `Principal ${correction} Engineer` } }),
    });
    expect(patched.status, await patched.clone().text()).toBe(200);

    // The list's free text finds a CV by a part of its name, its e-mail and its corrected title.
    for (const q of [gone.surname.slice(2).toLowerCase(), `anna.${gone.surname.toLowerCase()}@`, correction.toUpperCase()]) {
      const page = await getJson(`/cv-screening?q=${encodeURIComponent(q)}`);
      expect(page.status).toBe(200);
      expect(page.body.items.map((c: Json) => c.invocationId), q).toEqual([goneId]);
      expect(page.body.items[0].name).toBe(`Anna ${gone.surname}`);
    }
    expect((await getJson(`/cv-screening?q=${kept.surname.toLowerCase()}`)).body.items.map((c: Json) => c.invocationId)).toEqual([keptId]);

    const search = await getJson(`/direct-search?query=${encodeURIComponent(JD)}&limit=10`);
    expect(search.status).toBe(200);
    expect(search.body.total).toBe(2);
    const ranked = search.body.profiles.find((p: Json) => p.id === goneId);
    expect(ranked.name).toBe(`Anna ${gone.surname}`);
    expect(ranked.score).toBeGreaterThan(0.3);
    // The recorded decision explains the candidate with its own words while the CV exists.
    decisionId = search.body.decisionId;
    const explained = await getJson(`/decisions/${decisionId}/candidates/${goneId}`);
    expect(explained.status).toBe(200);
    expect(JSON.stringify(explained.body)).toContain(correction);
  }, 120_000);

  it.runIf(kind === 'pglite')('PGlite: no marker is in the data folder in clear, and after DELETE not even the keys that sealed them', async () => {
    const dir = database.dataDir!;
    const { db, keys } = runtime.ctx;
    expect(keys.master.source).toBe('data-folder');
    expect(statSync(masterKeyFile(dir)).mode & 0o777).toBe(0o600);
    await db.query('CHECKPOINT');

    // The search sees what the database writes: the reference, stored in clear by design.
    expect(findInFolder(dir, [control]).length, 'control value found in the data folder').toBeGreaterThan(0);
    const markers = spellings([...gone.markers, ...kept.markers, correction]);
    expect(findInFolder(dir, markers), 'markers in clear while the CVs exist').toEqual([]);

    // The CV's keys: two records in the key file, never in the database's own files.
    const records = readRecords(dataKeyFile(dir)).filter((r) => r.owner === goneId);
    expect(records.map((r) => r.purpose).sort()).toEqual(['cv', 'file']);
    const rawKeys = await Promise.all((['cv', 'file'] as const).map(async (p) => (await keys.data.get(db, p, goneId))!));
    const secrets = [...rawKeys, ...records.map((r) => r.wrapped)];
    const inFolder = findInFolder(dir, secrets).map((f) => f.file);
    expect(inFolder.every((f) => f.endsWith(join('keys', 'data-keys'))), inFolder.join(', ')).toBe(true);
    expect(findInFolder(dir, rawKeys), 'a data key stored unwrapped').toEqual([]);

    expect((await api(`/cv-screening/${goneId}`, { method: 'DELETE' })).status).toBe(204);
    await db.query('CHECKPOINT');
    expect(findInFolder(dir, markers), 'markers in clear after DELETE').toEqual([]);
    expect(findInFolder(dir, secrets), 'the erased CV’s keys, wrapped or not').toEqual([]);
    expect(readRecords(dataKeyFile(dir)).filter((r) => r.owner === goneId)).toEqual([]);
    expect(await keys.data.get(db, 'cv', goneId)).toBeNull();
    await expectRecordWithoutWords();

    // A restarted server reads the CV that stayed and knows nothing of the erased one.
    await restart();
    expect((await getJson(`/cv-screening/${goneId}`)).status).toBe(404);
    const stayed = await getJson(`/cv-screening/${keptId}`);
    expect(stayed.status).toBe(200);
    expect(stayed.body.profile.personal.fullName).toBe(`Anna ${kept.surname}`);
    expect((await getJson(`/cv-screening?q=${kept.surname.toLowerCase()}`)).body.items.map((c: Json) => c.invocationId)).toEqual([keptId]);
    const search = await getJson(`/direct-search?query=${encodeURIComponent(JD)}`);
    expect(search.body.profiles.map((p: Json) => p.id)).toEqual([keptId]);
    await runtime.ctx.db.query('CHECKPOINT');
    expect(findInFolder(dir, [...markers, ...secrets])).toEqual([]);
  }, 180_000);

  it.runIf(kind === 'postgres')('PostgreSQL: no table holds a marker in clear; DELETE destroys the keys, and a master key rotation closes what WAL may keep', async () => {
    const { db, keys } = runtime.ctx;
    const dump = async () => {
      const tables = await db.query<{ t: string }>(`SELECT table_name AS t FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`);
      let text = '';
      for (const { t } of tables.rows) {
        const r = await db.query<{ all: string | null }>(`SELECT string_agg(x::text, E'\\n') AS all FROM "${t}" x`);
        text += r.rows[0]?.all ?? '';
      }
      return text;
    };
    const markers = spellings([...gone.markers, ...kept.markers, correction]);
    // bytea prints as hex: a marker stored in clear in one would show as its hex.
    const inDump = (text: string) => markers.filter((m) => text.includes(m) || text.includes(Buffer.from(m).toString('hex')));
    const before = await dump();
    expect(before).toContain(control);
    expect(inDump(before), 'markers in clear while the CVs exist').toEqual([]);

    const wrapped = await db.query<{ purpose: string; kek_id: string; wrapped: Uint8Array }>('SELECT purpose, kek_id, wrapped FROM data_keys WHERE owner = $1 ORDER BY purpose', [goneId]);
    expect(wrapped.rows.map((r) => r.purpose)).toEqual(['cv', 'file']);
    const sealed = (await db.query<{ sealed: Uint8Array }>('SELECT sealed FROM profiles WHERE invocation_id = $1', [goneId])).rows[0]!.sealed;

    expect((await api(`/cv-screening/${goneId}`, { method: 'DELETE' })).status).toBe(204);
    expect((await db.query('SELECT 1 FROM data_keys WHERE owner = $1', [goneId])).rows).toEqual([]);
    expect(await keys.data.get(db, 'cv', goneId)).toBeNull();
    expect(inDump(await dump())).toEqual([]);
    await expectRecordWithoutWords();

    // What WAL or a backup may still hold: the wrapped key. With the master key it opens the
    // sealed profile; this is the window a master key rotation closes.
    const copy = wrapped.rows.find((r) => r.purpose === 'cv')!;
    const oldRing = new BlobCipher([Buffer.from(TEST_ENCRYPTION_KEY, 'base64')]);
    const dek = Buffer.from(oldRing.open({ content: new Uint8Array(copy.wrapped), keyId: copy.kek_id }, wrapAad('cv', goneId)));
    expect(openJson<Json>(dek, sealed, `profile:${goneId}`).personal.fullName).toBe(`Anna ${gone.surname}`);

    const newKey = randomBytes(32).toString('base64');
    await restart({ VITAE_ENCRYPTION_KEY: `${newKey},${TEST_ENCRYPTION_KEY}` });
    const newRing = new BlobCipher([Buffer.from(newKey, 'base64')]);
    await expect
      .poll(async () => (await runtime.ctx.db.query('SELECT 1 FROM data_keys WHERE kek_id <> $1', [newRing.currentId])).rows.length, { timeout: 30_000 })
      .toBe(0);
    await restart({ VITAE_ENCRYPTION_KEY: newKey });
    const stayed = await getJson(`/cv-screening/${keptId}`);
    expect(stayed.status).toBe(200);
    expect(stayed.body.profile.personal.fullName).toBe(`Anna ${kept.surname}`);
    // The old master key dropped: the copy of the erased CV's wrapped key opens with nothing that is kept.
    expect(() => newRing.open({ content: new Uint8Array(copy.wrapped), keyId: copy.kek_id }, wrapAad('cv', goneId))).toThrow();
  }, 180_000);
});
