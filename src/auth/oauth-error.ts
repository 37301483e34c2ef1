/**
 * Errors of the token endpoint, which answers in RFC 6749 §5.2 form (`{error,
 * error_description}`), never problem+json. It extends AppError so that, should one escape to
 * the shared handler, it still renders as a well-formed problem with the same status.
 */
import { AppError } from '../errors/app-errors.ts';

export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'invalid_scope'
  | 'temporarily_unavailable'
  | 'server_error';

export class OAuthError extends AppError {
  constructor(
    readonly error: OAuthErrorCode,
    description: string,
    status = error === 'invalid_client' ? 401 : 400,
    headers: Record<string, string> = {},
  ) {
    // The Basic challenge of a failed client authentication is added by the token route, which
    // knows how the client authenticated (RFC 6749 §5.2).
    super(status, error, 'OAuth error', description, { headers });
  }

  get body(): { error: OAuthErrorCode; error_description: string } {
    return { error: this.error, error_description: this.message };
  }
}
