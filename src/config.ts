/**
 * Every setting of Vitae, read once from the environment (and `.env`) through one schema.
 * The README's configuration table lists each of these; keep them in step.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { config as loadDotenv } from 'dotenv';
import { z } from 'zod';
import { DEFAULT_PDF_ENGINE, PDF_ENGINES, type PdfEngine } from './screen/extract/extract-context.ts';

const int = (def: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number().int().min(min).max(max).default(def);
const bool = (def: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .default(def ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const externalIssuer = z.object({
  issuer: z.string().url(),
  jwksUrl: z.string().url(),
  audience: z.string().optional(),
  tenantsClaim: z.string().default('tenants'),
  scopesClaim: z.string().default('scope'),
});

const schema = z
  .object({
    PORT: int(8080, 0, 65535),
    HOST: z.string().default('0.0.0.0'),
    VITAE_DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalString.pipe(z.string().url().optional()),
    VITAE_PUBLIC_URL: optionalString.pipe(z.string().url().optional()),
    VITAE_MAX_UPLOAD_MB: z.coerce.number().positive().max(100).default(10),
    VITAE_REQUEST_TIMEOUT_S: int(120, 1, 3600),
    VITAE_MAX_UPLOADS_PER_CLIENT: int(16, 0, 1000),
    VITAE_WORKERS: int(2, 0, 64),
    VITAE_TOKEN_TTL: int(28800, 60, 7 * 24 * 3600),
    VITAE_ISSUER: optionalString,
    VITAE_AUDIENCE: z.string().default('vitae-api'),
    VITAE_ADMIN_TOKEN: optionalString.pipe(z.string().min(24).optional()),
    VITAE_METRICS_TOKEN: optionalString.pipe(z.string().min(24).optional()),
    VITAE_EXTERNAL_ISSUERS: optionalString,
    VITAE_RATE_LIMIT_PER_MINUTE: int(600, 0),
    VITAE_AUTH_FAILURES_PER_MINUTE: int(30, 0),
    VITAE_RETAIN_FILES_DAYS: int(0, 0),
    VITAE_RETAIN_RESULTS_DAYS: int(0, 0),
    VITAE_DECISIONS_RETAIN_DAYS: int(365, 0),
    VITAE_JOB_TIMEOUT_S: int(120, 5, 3600),
    VITAE_JOB_MAX_ATTEMPTS: int(3, 1, 20),
    VITAE_JOB_LEASE_S: int(60, 5, 3600),
    VITAE_SHUTDOWN_GRACE_S: int(20, 0, 3600),
    VITAE_WARMUP: bool(true),
    VITAE_WARMUP_READY_WAIT_S: int(60, 0, 3600),
    VITAE_MAX_PAGES: int(20, 1, 500),
    VITAE_PDF_ENGINE: z.enum(PDF_ENGINES).default(DEFAULT_PDF_ENGINE),
    VITAE_MAX_PIXELS: int(40_000_000, 1_000_000, 400_000_000),
    VITAE_MAX_DOCX_UNZIPPED_MB: int(100, 1, 2000),
    VITAE_MAX_TEXT_CHARS: int(300_000, 10_000, 10_000_000),
    VITAE_MATCH_WARMUP_TENANTS: int(16, 0, 64),
    VITAE_QUEUE_MAX_DEPTH: int(10_000, 0),
    VITAE_QUEUE_MAX_DEPTH_PER_TENANT: int(2_000, 0),
    VITAE_QUEUE_MAX_ACTIVE_PER_TENANT: int(0, 0, 1000),
    VITAE_ENCRYPTION_KEY: optionalString,
    VITAE_CORS_ORIGINS: optionalString,
    VITAE_TRUST_PROXY: z.string().default('false'),
    VITAE_DEMO: bool(true),
    VITAE_WEBHOOK_ALLOW_HTTP: bool(false),
    VITAE_WEBHOOK_ALLOW_PRIVATE: bool(false),
    VITAE_WEBHOOK_MAX_ATTEMPTS: int(8, 1, 20),
    VITAE_WEBHOOK_RETRY_BASE_MS: int(10_000, 100, 3_600_000),
    VITAE_WEBHOOK_TIMEOUT_S: int(10, 1, 60),
    VITAE_WEBHOOK_RETAIN_DAYS: int(30, 0),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.VITAE_EXTERNAL_ISSUERS) {
      try {
        z.array(externalIssuer).parse(JSON.parse(env.VITAE_EXTERNAL_ISSUERS));
      } catch (err) {
        ctx.addIssue({
          code: 'custom',
          path: ['VITAE_EXTERNAL_ISSUERS'],
          message: `must be a JSON array of {issuer, jwksUrl, audience?, tenantsClaim?, scopesClaim?}: ${(err as Error).message.slice(0, 200)}`,
        });
      }
    }
    if (env.VITAE_ENCRYPTION_KEY && !env.VITAE_ENCRYPTION_KEY.split(',').every((k) => /^[A-Za-z0-9+/]{43}=$/.test(k.trim()))) {
      ctx.addIssue({
        code: 'custom',
        path: ['VITAE_ENCRYPTION_KEY'],
        message: 'must be 32 bytes in base64 (openssl rand -base64 32); older keys may follow after commas',
      });
    }
    // The master key of a PostgreSQL deployment is never generated (src/store/master-key.ts).
    if (env.DATABASE_URL && !env.VITAE_ENCRYPTION_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['VITAE_ENCRYPTION_KEY'],
        message:
          'is required with DATABASE_URL: every process of a PostgreSQL deployment must hold the same master key (make one with openssl rand -base64 32 and keep it in your secret store)',
      });
    }
  });

export type ExternalIssuer = z.infer<typeof externalIssuer>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Base URL used in Location headers and photo URLs; derived from the request when unset. */
  publicUrl: string | undefined;
  maxUploadBytes: number;
  /** Time a client has to send a whole request, body included; then the connection is closed (408). */
  requestTimeoutMs: number;
  /** Uploads one client may have in progress at once in one API process (0 = no cap). */
  maxUploadsPerClient: number;
  workers: number;
  tokenTtlSeconds: number;
  issuer: string | undefined;
  audience: string;
  adminToken: string | undefined;
  /** When set, GET /metrics requires `Authorization: Bearer <this>` (scrapers send it); open otherwise. */
  metricsToken: string | undefined;
  externalIssuers: ExternalIssuer[];
  rateLimitPerMinute: number;
  /** Failed authentications per address and minute before it waits (0 = off); see failed-auth-guard.ts. */
  authFailuresPerMinute: number;
  retainFilesDays: number;
  retainResultsDays: number;
  /** Days decision records are kept (0 = for ever); the oldest leave the start of each tenant's chain. */
  decisionsRetainDays: number;
  jobTimeoutMs: number;
  jobMaxAttempts: number;
  jobLeaseMs: number;
  /**
   * At SIGTERM/SIGINT: how long running jobs and in-flight requests get to finish before jobs
   * are handed back to the queue (another process, or this one after a restart, runs them) and
   * connections are closed. The process exits within about this plus two seconds.
   */
  shutdownGraceMs: number;
  /** Start and warm the Screen pipeline processes at start, so the first CV is as fast as the next. */
  warmup: boolean;
  /**
   * With warmup, how long readiness may wait for the part of the warm-up a text CV needs (a
   * pipeline process that reads text PDFs, what follows a run warm); 0 reports ready without it.
   */
  warmupReadyWaitMs: number;
  maxPages: number;
  /** The engine that reads PDF text layers: pdf.js (default) or PDFium (WebAssembly). */
  pdfEngine: PdfEngine;
  maxPixels: number;
  maxDocxUnzippedBytes: number;
  /** Characters of text in one CV; more fails at once with file_too_complex. */
  maxTextChars: number;
  /** Tenants whose Match index an API process loads in the background once listening (0: none). */
  matchWarmupTenants: number;
  queueMaxDepth: number;
  queueMaxDepthPerTenant: number;
  /** Jobs of one tenant running at once across all workers (0 = no cap); tenants take turns regardless. */
  queueMaxActivePerTenant: number;
  /** AES-256-GCM keys for files at rest; the first encrypts, all decrypt (rotation). */
  encryptionKeys: Buffer[];
  corsOrigins: string[];
  /** Whom to believe about the client's address and protocol (X-Forwarded-*): false, true, a hop count or addresses. */
  trustProxy: boolean | number | string[];
  demo: boolean;
  logLevel: string;
  /** Outgoing webhooks (src/webhooks/): URL policy (SSRF), retry schedule, delivery log retention. */
  webhooks: {
    allowHttp: boolean;
    allowPrivateNetworks: boolean;
    maxAttempts: number;
    retryBaseMs: number;
    timeoutMs: number;
    retainDays: number;
  };
}

function parseTrustProxy(v: string): boolean | number | string[] {
  const t = v.trim().toLowerCase();
  if (t === '' || t === 'false' || t === '0' || t === 'no') return false;
  if (t === 'true' || t === 'yes') return true;
  if (/^\d+$/.test(t)) return Number(t);
  return t.split(',').map((x) => x.trim()).filter(Boolean);
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses settings from an environment map. Pure: tests call it with their own map. */
export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.VITAE_DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.VITAE_PUBLIC_URL?.replace(/\/+$/, ''),
    maxUploadBytes: Math.round(e.VITAE_MAX_UPLOAD_MB * 1024 * 1024),
    requestTimeoutMs: e.VITAE_REQUEST_TIMEOUT_S * 1000,
    maxUploadsPerClient: e.VITAE_MAX_UPLOADS_PER_CLIENT,
    workers: e.VITAE_WORKERS,
    tokenTtlSeconds: e.VITAE_TOKEN_TTL,
    issuer: e.VITAE_ISSUER,
    audience: e.VITAE_AUDIENCE,
    adminToken: e.VITAE_ADMIN_TOKEN,
    metricsToken: e.VITAE_METRICS_TOKEN,
    externalIssuers: e.VITAE_EXTERNAL_ISSUERS
      ? z.array(externalIssuer).parse(JSON.parse(e.VITAE_EXTERNAL_ISSUERS))
      : [],
    rateLimitPerMinute: e.VITAE_RATE_LIMIT_PER_MINUTE,
    authFailuresPerMinute: e.VITAE_AUTH_FAILURES_PER_MINUTE,
    retainFilesDays: e.VITAE_RETAIN_FILES_DAYS,
    retainResultsDays: e.VITAE_RETAIN_RESULTS_DAYS,
    decisionsRetainDays: e.VITAE_DECISIONS_RETAIN_DAYS,
    jobTimeoutMs: e.VITAE_JOB_TIMEOUT_S * 1000,
    jobMaxAttempts: e.VITAE_JOB_MAX_ATTEMPTS,
    jobLeaseMs: e.VITAE_JOB_LEASE_S * 1000,
    shutdownGraceMs: e.VITAE_SHUTDOWN_GRACE_S * 1000,
    warmup: e.VITAE_WARMUP,
    warmupReadyWaitMs: e.VITAE_WARMUP_READY_WAIT_S * 1000,
    maxPages: e.VITAE_MAX_PAGES,
    pdfEngine: e.VITAE_PDF_ENGINE,
    maxPixels: e.VITAE_MAX_PIXELS,
    maxDocxUnzippedBytes: e.VITAE_MAX_DOCX_UNZIPPED_MB * 1024 * 1024,
    maxTextChars: e.VITAE_MAX_TEXT_CHARS,
    matchWarmupTenants: e.VITAE_MATCH_WARMUP_TENANTS,
    queueMaxDepth: e.VITAE_QUEUE_MAX_DEPTH,
    queueMaxDepthPerTenant: e.VITAE_QUEUE_MAX_DEPTH_PER_TENANT,
    queueMaxActivePerTenant: e.VITAE_QUEUE_MAX_ACTIVE_PER_TENANT,
    encryptionKeys: (e.VITAE_ENCRYPTION_KEY ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean)
      .map((k) => Buffer.from(k, 'base64')),
    corsOrigins: (e.VITAE_CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    trustProxy: parseTrustProxy(e.VITAE_TRUST_PROXY),
    demo: e.VITAE_DEMO,
    logLevel: e.LOG_LEVEL,
    webhooks: {
      allowHttp: e.VITAE_WEBHOOK_ALLOW_HTTP,
      allowPrivateNetworks: e.VITAE_WEBHOOK_ALLOW_PRIVATE,
      maxAttempts: e.VITAE_WEBHOOK_MAX_ATTEMPTS,
      retryBaseMs: e.VITAE_WEBHOOK_RETRY_BASE_MS,
      timeoutMs: e.VITAE_WEBHOOK_TIMEOUT_S * 1000,
      retainDays: e.VITAE_WEBHOOK_RETAIN_DAYS,
    },
  };
}

let loaded: Config | undefined;

/** The process's configuration: `.env` (if present) under the real environment, read once. */
export function loadConfig(): Config {
  if (!loaded) {
    if (existsSync('.env')) loadDotenv({ path: '.env', quiet: true });
    loaded = parseConfig(process.env);
  }
  return loaded;
}
