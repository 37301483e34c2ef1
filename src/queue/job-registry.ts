/**
 * Every job Vitae runs, by name, with its payload. A module that adds a job adds its line here,
 * so a handler and its producers agree on the payload at compile time.
 */
export interface JobPayloads {
  /** Run the Screen pipeline on an uploaded CV and store the profile. */
  'screen.process': { invocationId: string; tenantId: string };
  /** Deliver one webhook event to one subscription. */
  'webhook.deliver': { deliveryId: string; tenantId: string };
  /** Test-only and diagnostic job: echoes its payload; used by queue tests through the real queue. */
  'system.echo': { value: string; sleepMs?: number; failTimes?: number; permanent?: boolean };
}

export type JobName = keyof JobPayloads;

export interface Job<N extends JobName = JobName> {
  id: string;
  name: N;
  tenantId: string | null;
  payload: JobPayloads[N];
  attempts: number;
  maxAttempts: number;
  createdAt: Date;
}

/** Thrown by a handler when retrying cannot help (corrupt file, encrypted PDF…). */
export class PermanentJobError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

/** The job's lease went to another worker (we were presumed dead): our results must not land. */
export class LeaseLostError extends Error {
  constructor(jobId: string) {
    super(`lease on job ${jobId} was lost`);
    this.name = 'LeaseLostError';
  }
}
