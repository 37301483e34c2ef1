/**
 * Screen's use cases, called by the routes with the caller's identity and tenant first:
 * upload (store file + invocation + job in one transaction), read the result, read the photo,
 * and erase everything (GDPR right to erasure).
 */
import { createHash } from 'node:crypto';
import { recordAudit } from '../audit/audit-log.ts';
import type { AuthContext } from '../auth/auth-context.ts';
import type { Config } from '../config.ts';
import {
  BadRequestError,
  ConflictError,
  InvocationFailedError,
  NotFoundError,
  ServiceUnavailableError,
  UnsupportedFormatError,
} from '../errors/app-errors.ts';
import { dropQueued, enqueue, lockQueueCapacity, openCount, recentJobSeconds } from '../queue/job-queue.ts';
import type { Database, Queryable } from '../store/database.ts';
import { type CvVault, KeyDestroyedError } from './cv-vault.ts';
import { ACCEPTED_FORMATS_TEXT, SOURCE_FORMATS } from './extract/document.ts';
import { sniffFormat } from './extract/format-sniff.ts';
import { isUuid } from '../store/ids.ts';
import { duplicateAtUpload, recordFileKey } from './duplicate-detector.ts';
import * as repo from './invocation-repository.ts';
import { blindFor } from '../tenancy/tenant-settings.ts';
import { profileForAnswer } from './blind/blind-profile.ts';
import type { Profile } from './profile-schema.ts';
import type { ScreenEvents } from './screen-events.ts';

export interface UploadInput {
  tenantId: string;
  bytes: Uint8Array;
  idempotencyKey: string | null;
  reference: string | null;
  metadata: Record<string, unknown> | null;
}

export type ResultView =
  | { state: 'pending'; invocation: repo.Invocation; retryAfterSeconds: number }
  | { state: 'completed'; invocation: repo.Invocation; profile: Profile; blind: boolean; revision: number };

/**
 * How a caller asks for an answer: `blind` is the request's own `blind=true` (the tenant's setting
 * applies anyway); `version` is `current` (corrections applied, the default) or `original` (the
 * profile as the pipeline extracted it).
 */
export interface ViewOptions {
  blind?: boolean;
  version?: 'current' | 'original';
}

export interface ScreenServiceDeps {
  db: Database;
  config: Config;
  /** Seals the CV's content with its own keys (cv-vault.ts). */
  vault: CvVault;
  events: ScreenEvents;
  notifyJobs(): void;
  /** Workers serving the queue, for the Retry-After estimate (processes × concurrency). */
  workerSlots(): number;
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;
/** Seconds one CV takes end to end before any has been measured; sizes Retry-After. */
const SECONDS_PER_JOB = 2;

export class ScreenService {
  constructor(private readonly deps: ScreenServiceDeps) {}

  /**
   * Step 2 of the Screen flow (docs/architecture.md): the format decided by the bytes, the queue's
   * capacity checked, then the file sealed with a key of its own, the invocation and its
   * `screen.process` job stored in one transaction, so nothing accepted is lost.
   */
  async upload(auth: AuthContext, input: UploadInput): Promise<{ invocation: repo.Invocation; replayed: boolean }> {
    const { db, config, vault } = this.deps;
    if (input.idempotencyKey !== null && !IDEMPOTENCY_KEY.test(input.idempotencyKey)) {
      throw new BadRequestError('Idempotency-Key must be 1–200 visible ASCII characters', 'invalid_idempotency_key');
    }
    if (input.bytes.byteLength === 0) throw new BadRequestError('the file is empty', 'empty_file');
    const fileType = sniffFormat(input.bytes);
    if (!fileType) throw new UnsupportedFormatError(SOURCE_FORMATS, ACCEPTED_FORMATS_TEXT);
    const sha256 = createHash('sha256').update(input.bytes).digest('hex');

    if (input.idempotencyKey) {
      const earlier = await repo.findByIdempotencyKey(db, input.tenantId, auth.clientId, input.idempotencyKey);
      if (earlier) return { invocation: this.checkReplay(earlier, sha256), replayed: true };
    }

    if (input.reference) await this.checkReference(input.tenantId, input.reference);
    const duplicateOf = await duplicateAtUpload(db, input.tenantId, sha256);
    await this.checkCapacity(input.tenantId);
    let keyed: string | undefined;
    try {
      const invocation = await db.transaction(async (tx) => {
        const inv = await repo.insertInvocation(tx, {
          tenantId: input.tenantId,
          clientId: auth.clientId,
          fileType,
          fileSize: input.bytes.byteLength,
          fileSha256: sha256,
          idempotencyKey: input.idempotencyKey,
          reference: input.reference,
          metadata: input.metadata,
          duplicateOf,
        });
        keyed = inv.id;
        await repo.insertFile(tx, inv.id, await vault.sealUpload(tx, inv.id, input.bytes));
        await recordFileKey(tx, input.tenantId, inv.id, sha256);
        await enqueue(tx, 'screen.process', { invocationId: inv.id, tenantId: input.tenantId }, {
          tenantId: input.tenantId,
          maxAttempts: config.jobMaxAttempts,
        });
        // The check above refuses early and cheaply; this one, under the capacity lock, is exact.
        await this.checkCapacity(input.tenantId, tx);
        await recordAudit(tx, {
          clientId: auth.clientId,
          issuer: auth.issuer,
          tenantId: input.tenantId,
          action: 'screen.upload',
          resourceType: 'invocation',
          resourceId: inv.id,
        });
        return inv;
      });
      this.deps.notifyJobs();
      return { invocation, replayed: false };
    } catch (err) {
      // Rolled back: the keys made for it (kept in a file on the embedded database) go too, so
      // what the transaction wrote before failing can never be read. Checked first: a commit whose
      // answer was lost may have happened.
      if (keyed && !(await repo.invocationExists(db, keyed).catch(() => true))) await vault.shred(db, [keyed]).catch(() => undefined);
      // Two uploads racing with one reference: the unique index decides, the loser gets the 409.
      if (input.reference && /invocations_reference_idx/.test((err as Error).message)) await this.checkReference(input.tenantId, input.reference);
      // Two retries racing with one key: the loser answers with the winner's invocation.
      if (input.idempotencyKey && /duplicate key|unique/i.test((err as Error).message)) {
        const winner = await repo.findByIdempotencyKey(db, input.tenantId, auth.clientId, input.idempotencyKey);
        if (winner) return { invocation: this.checkReplay(winner, sha256), replayed: true };
      }
      throw err;
    }
  }

  async result(auth: AuthContext, tenantId: string, invocationId: string, opts: ViewOptions = {}): Promise<ResultView> {
    const inv = await this.find(tenantId, invocationId);
    await recordAudit(this.deps.db, {
      clientId: auth.clientId,
      issuer: auth.issuer,
      tenantId,
      action: 'screen.read',
      resourceType: 'invocation',
      resourceId: inv.id,
    });
    if (inv.status === 'failed') {
      throw new InvocationFailedError(inv.id, inv.errorCode ?? 'processing_failed', inv.errorDetail ?? 'the CV could not be processed', {
        reference: inv.reference,
        metadata: inv.metadata,
        duplicateOf: inv.duplicateOf,
      });
    }
    if (inv.status === 'completed') {
      const stored = await this.deps.vault.readProfile(this.deps.db, inv.id).catch(erasedMeanwhile);
      if (stored) {
        const blind = await blindFor(this.deps.db, tenantId, opts.blind);
        const original = opts.version === 'original';
        const profile = original ? stored.original : stored.profile;
        return { state: 'completed', invocation: inv, profile: profileForAnswer(profile, blind), blind, revision: original ? 0 : stored.version };
      }
    }
    return { state: 'pending', invocation: inv, retryAfterSeconds: await this.retryAfter(inv) };
  }

  async photo(tenantId: string, invocationId: string, opts: ViewOptions = {}): Promise<{ bytes: Uint8Array; mediaType: string; width: number; height: number }> {
    const inv = await this.find(tenantId, invocationId);
    // Blind screening shows no photo: the same answer as a CV without one.
    if (await blindFor(this.deps.db, tenantId, opts.blind)) throw new NotFoundError('blind screening shows no photo', 'photo_not_found');
    const photo = inv.status === 'completed' ? await repo.readPhoto(this.deps.db, inv.id) : null;
    if (!photo) throw new NotFoundError('this CV has no photo', 'photo_not_found');
    return { bytes: await this.deps.vault.openPhoto(this.deps.db, inv.id, photo.blob).catch(erasedMeanwhile), mediaType: photo.mediaType, width: photo.width, height: photo.height };
  }

  /**
   * Erasure: the invocation and everything derived from it, and the CV's keys (destroyed with the
   * transaction), so what copies of its sealed content are left on disk can no longer be read.
   */
  async remove(auth: AuthContext, tenantId: string, invocationId: string): Promise<void> {
    const { db, events, vault } = this.deps;
    if (!isUuid(invocationId)) throw new NotFoundError('no such invocation', 'invocation_not_found');
    const removed = await db.transaction(async (tx) => {
      const gone = await repo.deleteInvocation(tx, tenantId, invocationId);
      if (gone) {
        await vault.shred(tx, [invocationId]);
        await events.deleted(tx, { tenantId, invocationId });
        // A queued job for it would find nothing; drop it so the queue does not carry it.
        await dropQueued(tx, { name: 'screen.process', key: 'invocationId', value: invocationId });
        await recordAudit(tx, {
          clientId: auth.clientId,
          issuer: auth.issuer,
          tenantId,
          action: 'screen.delete',
          resourceType: 'invocation',
          resourceId: invocationId,
        });
      }
      return gone;
    });
    if (!removed) throw new NotFoundError('no such invocation', 'invocation_not_found');
  }

  private async find(tenantId: string, invocationId: string): Promise<repo.Invocation> {
    const inv = isUuid(invocationId) ? await repo.findInvocation(this.deps.db, tenantId, invocationId) : null;
    if (!inv) throw new NotFoundError('no such invocation', 'invocation_not_found');
    return inv;
  }

  /** 409 `reference_exists` naming the CV that holds the reference. */
  private async checkReference(tenantId: string, reference: string): Promise<void> {
    const holder = await repo.findByReference(this.deps.db, tenantId, reference);
    if (holder) {
      throw new ConflictError(`the reference is already used by invocation ${holder.id}`, 'reference_exists', { invocationId: holder.id });
    }
  }

  private checkReplay(earlier: repo.Invocation, sha256: string): repo.Invocation {
    if (earlier.fileSha256 !== sha256) {
      throw new ConflictError('this Idempotency-Key was already used for a different file', 'idempotency_key_reused');
    }
    return earlier;
  }

  /** Backpressure: refuse new work (503 + Retry-After) beyond the configured queue depths. */
  /**
   * Refuses an upload that would take the queue past its limits. Without `tx`: before anything is
   * written, on the committed count. With `tx` (the upload's transaction, its job already
   * enqueued): under the capacity lock, counting the upload's own job, so concurrent uploads
   * cannot all pass the first check and overshoot together.
   */
  private async checkCapacity(tenantId: string, tx?: Queryable): Promise<void> {
    const { config, db } = this.deps;
    if (!config.queueMaxDepth && !config.queueMaxDepthPerTenant) return;
    if (tx) await lockQueueCapacity(tx);
    const open = await openCount(tx ?? db, 'screen.process', tenantId);
    // Inside the transaction the upload's own job is counted: the limit is reached when it exceeds.
    const own = tx ? 1 : 0;
    const wait = Math.min(300, Math.max(5, Math.ceil((open.total * SECONDS_PER_JOB) / Math.max(1, this.deps.workerSlots()))));
    if (config.queueMaxDepth && open.total - own >= config.queueMaxDepth) {
      throw new ServiceUnavailableError('the processing queue is full; retry later', 'queue_full', wait);
    }
    if (config.queueMaxDepthPerTenant && open.tenant - own >= config.queueMaxDepthPerTenant) {
      throw new ServiceUnavailableError('this tenant has too many CVs waiting; retry later', 'tenant_queue_full', wait);
    }
  }

  /**
   * Seconds until the result is likely ready: the CVs claimed before this one (tenants take
   * turns) times the median time of the last CVs processed, over the worker slots; between 1 and
   * 300. The median is measured, not assumed: a queue of slow files makes the answer longer.
   */
  private async retryAfter(inv: repo.Invocation): Promise<number> {
    if (inv.status === 'processing') return 1;
    const ahead = await repo.queuePosition(this.deps.db, inv);
    const perJob = (await recentJobSeconds(this.deps.db, 'screen.process')) ?? SECONDS_PER_JOB;
    return Math.min(300, Math.max(1, Math.ceil(((ahead + 1) * perJob) / Math.max(1, this.deps.workerSlots()))));
  }
}

/** A CV erased between reading its row and opening its content answers as erased: 404. */
function erasedMeanwhile(err: unknown): never {
  if (err instanceof KeyDestroyedError) throw new NotFoundError('no such invocation', 'invocation_not_found');
  throw err;
}
