/**
 * The auth services of one process, built once from its AppContext and shared by the auth
 * plugin (verification on every route), the auth and admin routes, the demo set-up and the CLI.
 * Sharing matters: the signing-key cache must be one per process.
 */
import type { AppContext } from '../app-context.ts';
import type { Config } from '../config.ts';
import type { BlobCipher } from '../store/blob-cipher.ts';
import type { Database } from '../store/database.ts';
import { ExternalIssuers } from './external-issuers.ts';
import { DEFAULT_LOCKOUT, FailedAuthGuard } from './failed-auth-guard.ts';
import { ProvisioningService } from './provisioning-service.ts';
import { SigningKeys } from './signing-keys.ts';
import { CLOCK_TOLERANCE_S, TokenVerifier } from './token-verifier.ts';
import { TokenService } from './token-service.ts';

export interface AuthServices {
  keys: SigningKeys;
  tokens: TokenService;
  verifier: TokenVerifier;
  provisioning: ProvisioningService;
  /** Slows down addresses that fail authentication and locks out guessed client ids. */
  failedAuth: FailedAuthGuard;
  /** The `iss` of our tokens. */
  issuer: string;
}

/** VITAE_ISSUER, else VITAE_PUBLIC_URL, else `vitae`: stable across processes and restarts. */
export function issuerOf(config: Config): string {
  return config.issuer ?? config.publicUrl ?? 'vitae';
}

/** `ring`: the master key ring (src/store/store-keys.ts), which seals the signing keys' private halves. */
export function createAuthServices(config: Config, db: Database, ring: BlobCipher): AuthServices {
  const issuer = issuerOf(config);
  const keys = new SigningKeys(db, ring);
  const external = new ExternalIssuers(db, config.externalIssuers, config.audience, CLOCK_TOLERANCE_S);
  return {
    keys,
    issuer,
    tokens: new TokenService(db, keys, { issuer, audience: config.audience, ttlSeconds: config.tokenTtlSeconds }),
    verifier: new TokenVerifier(db, keys, external, { issuer, audience: config.audience, adminToken: config.adminToken }),
    provisioning: new ProvisioningService(db, keys),
    failedAuth: new FailedAuthGuard({ perAddressPerMinute: config.authFailuresPerMinute, ...DEFAULT_LOCKOUT }),
  };
}

const byContext = new WeakMap<AppContext, AuthServices>();

export function authServices(ctx: AppContext): AuthServices {
  let services = byContext.get(ctx);
  if (!services) {
    services = createAuthServices(ctx.config, ctx.db, ctx.keys.ring);
    byContext.set(ctx, services);
  }
  return services;
}
