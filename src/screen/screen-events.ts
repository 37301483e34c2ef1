/**
 * What other modules learn from Screen, inside Screen's own transactions: the Match index adds
 * a completed profile, re-derives a corrected one and forgets a deleted one; webhooks enqueue their deliveries. Being in
 * the same transaction, a listener's work commits or rolls back with the result itself.
 */
import type { Queryable } from '../store/database.ts';
import type { Profile } from './profile-schema.ts';

/** What the client sent with the CV and what is known of the person: webhooks carry it. */
export interface CvLabels {
  reference: string | null;
  metadata: Record<string, unknown> | null;
  duplicateOf: string | null;
}

export interface ScreenCompleted extends CvLabels {
  tenantId: string;
  invocationId: string;
  profile: Profile;
}

export interface ScreenFailed extends CvLabels {
  tenantId: string;
  invocationId: string;
  code: string;
  detail: string;
}

/** A profile corrected through PATCH: `profile` is the new current profile. */
export interface ScreenCorrected {
  tenantId: string;
  invocationId: string;
  profile: Profile;
  version: number;
}

export interface ScreenDeleted {
  tenantId: string;
  invocationId: string;
}

export interface ScreenListener {
  onCompleted?(tx: Queryable, event: ScreenCompleted): Promise<void>;
  onFailed?(tx: Queryable, event: ScreenFailed): Promise<void>;
  onCorrected?(tx: Queryable, event: ScreenCorrected): Promise<void>;
  onDeleted?(tx: Queryable, event: ScreenDeleted): Promise<void>;
  /**
   * At start, with a fictional sample profile: do once what a completed profile will cost the
   * first time (load lexicons, compile code), outside any transaction and storing nothing.
   */
  warm?(profile: Profile): void;
}

/** Listeners registered at wiring time (src/modules.ts); the Screen module calls them in order. */
export class ScreenEvents {
  private readonly listeners: ScreenListener[] = [];

  add(listener: ScreenListener): void {
    this.listeners.push(listener);
  }

  async completed(tx: Queryable, e: ScreenCompleted): Promise<void> {
    for (const l of this.listeners) await l.onCompleted?.(tx, e);
  }

  async failed(tx: Queryable, e: ScreenFailed): Promise<void> {
    for (const l of this.listeners) await l.onFailed?.(tx, e);
  }

  async corrected(tx: Queryable, e: ScreenCorrected): Promise<void> {
    for (const l of this.listeners) await l.onCorrected?.(tx, e);
  }

  async deleted(tx: Queryable, e: ScreenDeleted): Promise<void> {
    for (const l of this.listeners) await l.onDeleted?.(tx, e);
  }

  warm(profile: Profile): void {
    for (const l of this.listeners) l.warm?.(profile);
  }
}
