/**
 * Corrections of a completed profile: a JSON Merge Patch (RFC 7396) applied to the current
 * profile, validated by the profile schema, stored as the next version (the extraction stays
 * readable), recorded in the audit log, and handed to Match in the same transaction so the very
 * next search ranks the corrected profile.
 */
import { recordAudit } from '../audit/audit-log.ts';
import type { AuthContext } from '../auth/auth-context.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../errors/app-errors.ts';
import type { Database } from '../store/database.ts';
import type { CvVault } from './cv-vault.ts';
import { rekeyAfterCorrection } from './duplicate-detector.ts';
import { isUuid } from '../store/ids.ts';
import * as repo from './invocation-repository.ts';
import { applyMergePatch, patchPaths, unknownMembers } from './merge-patch.ts';
import { ProfileSchema } from './profile-schema.ts';
import type { ScreenEvents } from './screen-events.ts';
import type { ResultView } from './screen-service.ts';
import { blindFor } from '../tenancy/tenant-settings.ts';
import { profileForAnswer } from './blind/blind-profile.ts';

/** Groups the pipeline owns: what it measured (`meta`) and the stored photo crop (`photo`). */
const READ_ONLY = ['meta', 'photo'];
/** Validation problems listed in a 400, at most. */
const MAX_PROBLEMS = 20;

export class CorrectionService {
  constructor(
    private readonly db: Database,
    private readonly vault: CvVault,
    private readonly events: ScreenEvents,
  ) {}

  async correct(auth: AuthContext, tenantId: string, invocationId: string, patch: unknown, requestId?: string): Promise<ResultView> {
    if (patch === null || typeof patch !== 'object' || Array.isArray(patch)) {
      throw new BadRequestError('the body must be a JSON object: a merge patch of the profile (RFC 7396)', 'invalid_patch');
    }
    const readOnly = Object.keys(patch).filter((k) => READ_ONLY.includes(k));
    if (readOnly.length) {
      throw new BadRequestError(`${readOnly.join(' and ')} cannot be corrected: the pipeline sets them`, 'read_only_field', { fields: readOnly });
    }
    const inv = isUuid(invocationId) ? await repo.findInvocation(this.db, tenantId, invocationId) : null;
    if (!inv) throw new NotFoundError('no such invocation', 'invocation_not_found');
    if (inv.status !== 'completed') {
      throw new ConflictError(`only a completed profile can be corrected; this CV is ${inv.status}`, 'invocation_not_completed');
    }
    return this.db.transaction(async (tx) => {
      const stored = await this.vault.readProfile(tx, invocationId, true);
      if (!stored) throw new NotFoundError('no such invocation', 'invocation_not_found');
      const patched = applyMergePatch(stored.profile, patch);
      const checked = ProfileSchema.safeParse(patched);
      if (!checked.success) {
        const errors = checked.error.issues.slice(0, MAX_PROBLEMS).map((i) => ({ path: i.path.join('.'), message: i.message }));
        throw new BadRequestError(
          `the corrected profile is not valid: ${errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`,
          'invalid_profile',
          { errors },
        );
      }
      const unknown = unknownMembers(patch, checked.data);
      if (unknown.length) {
        const errors = unknown.slice(0, MAX_PROBLEMS).map((path) => ({ path, message: 'the profile has no such field' }));
        throw new BadRequestError(`the patch names fields the profile does not have: ${unknown.slice(0, 5).join(', ')}`, 'invalid_profile', { errors });
      }
      const profile = checked.data;
      const version = stored.version + 1;
      await repo.saveCorrection(tx, {
        invocationId,
        tenantId,
        clientId: auth.clientId,
        version,
        sealed: await this.vault.sealProfile(tx, invocationId, { profile, original: stored.original }),
        patch: await this.vault.sealPatch(tx, invocationId, version, patch),
      });
      await rekeyAfterCorrection(tx, { tenantId, invocationId, profile, sha256: inv.fileSha256 });
      await this.events.corrected(tx, { tenantId, invocationId, profile, version });
      await recordAudit(tx, {
        clientId: auth.clientId,
        issuer: auth.issuer,
        tenantId,
        action: 'screen.correct',
        resourceType: 'invocation',
        resourceId: invocationId,
        requestId: requestId ?? null,
        // Where the profile changed, never the values (they are personal data; the log outlives erasure).
        details: { version, paths: patchPaths(patch).slice(0, 50) },
      });
      // The answer follows the tenant's blind setting like every other answer about a CV.
      const blind = await blindFor(tx, tenantId, undefined);
      return { state: 'completed' as const, invocation: inv, profile: profileForAnswer(profile, blind), blind, revision: version };
    });
  }
}
