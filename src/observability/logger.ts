/**
 * Structured logs (pino). CVs are personal data: request and response bodies are never logged,
 * and the fields below are redacted wherever they appear in a log object.
 */
import pino, { type Logger, type LoggerOptions } from 'pino';

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-vitae-admin-token"]',
  '*.client_secret',
  '*.clientSecret',
  '*.access_token',
  '*.password',
  '*.email',
  '*.emails',
  '*.phone',
  '*.phones',
  '*.fullName',
  '*.name',
  '*.personal',
  '*.profile',
  '*.filename',
  '*.text',
];

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    base: { pid: process.pid },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req: (req: { method?: string; url?: string; id?: string }) => ({
        method: req.method,
        // Query strings may hold a job description or names: log the path only.
        url: req.url?.split('?')[0],
        id: req.id,
      }),
      err: pino.stdSerializers.err,
    },
  };
}

export function createLogger(level: string): Logger {
  return pino(loggerOptions(level));
}
