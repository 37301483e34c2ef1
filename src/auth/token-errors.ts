/**
 * Turns whatever went wrong while verifying a bearer token into the one answer RFC 6750 asks
 * for: 401 with `WWW-Authenticate: Bearer error="invalid_token"`. The detail says what failed
 * (expired, bad signature, …) without echoing the token.
 */
import { errors } from 'jose';
import { AppError, ServiceUnavailableError, UnauthorizedError } from '../errors/app-errors.ts';

export function tokenFailure(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof errors.JWTExpired) return new UnauthorizedError('the token has expired');
  if (err instanceof errors.JWTClaimValidationFailed) {
    switch (err.claim) {
      case 'nbf':
        return new UnauthorizedError('the token is not valid yet');
      case 'iat':
        return new UnauthorizedError('the token was issued in the future');
      case 'aud':
        return new UnauthorizedError('the token is meant for another audience');
      case 'iss':
        return new UnauthorizedError('the token comes from another issuer');
      default:
        return new UnauthorizedError(`the token has an invalid "${err.claim}" claim`);
    }
  }
  if (err instanceof errors.JOSEAlgNotAllowed) return new UnauthorizedError('the token is signed with an algorithm this service does not accept');
  if (err instanceof errors.JWSSignatureVerificationFailed) return new UnauthorizedError('the token signature is invalid');
  if (err instanceof errors.JWKSNoMatchingKey) return new UnauthorizedError('the token is signed with an unknown key');
  if (err instanceof errors.JWKSTimeout || err instanceof errors.JWKSInvalid || (err instanceof TypeError && /fetch/i.test(err.message))) {
    return new ServiceUnavailableError('the keys of the token issuer cannot be fetched right now', 'issuer_unavailable');
  }
  return new UnauthorizedError('the token is malformed or invalid');
}
