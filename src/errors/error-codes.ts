/**
 * The stable `code`s of Vitae's problem documents, each with the HTTP status it is sent with and
 * what it means to the caller. The error classes of app-errors.ts carry these codes; this list is
 * what the OpenAPI document enumerates per response (see `problemResponses` in
 * src/http/schemas/problem-schema.ts), so a client generator sees every code an operation can
 * answer. A code is part of the API: add one here before throwing it, never rename one.
 *
 * The token endpoint is the exception: its errors follow RFC 6749 (`{error, error_description}`,
 * application/json) and are listed in auth-routes.ts.
 */
export interface ErrorCodeInfo {
  status: number;
  /** What happened and what the caller can do, in one sentence (shown in the OpenAPI document). */
  meaning: string;
}

export const ERROR_CODES = {
  // ---- 400: the request itself is wrong; do not retry it unchanged ----
  bad_request: { status: 400, meaning: 'The request is malformed (a body that does not parse, a bad Content-Length)' },
  validation_failed: { status: 400, meaning: 'A parameter or the body breaks the schema; `errors` lists each path and message' },
  invalid_value: { status: 400, meaning: 'A value is malformed, for example an id that is not a UUID' },
  invalid_id: { status: 400, meaning: 'An id in the path or body is not a UUID' },
  invalid_tenant_id: { status: 400, meaning: 'The tenantId given is not a UUID' },
  tenant_conflict: { status: 400, meaning: 'The request names two different tenants (path, form field, header, query or body)' },
  tenant_required: { status: 400, meaning: 'The client acts for several tenants: name one with tenantId' },
  multipart_required: { status: 400, meaning: 'The CV must be sent as multipart/form-data in the field `file`' },
  malformed_multipart: { status: 400, meaning: 'The body is not well-formed multipart/form-data' },
  file_missing: { status: 400, meaning: 'The multipart body has no field `file`' },
  too_many_files: { status: 400, meaning: 'The multipart body carries more than one file in `file`' },
  empty_file: { status: 400, meaning: 'The file is empty' },
  invalid_idempotency_key: { status: 400, meaning: 'The Idempotency-Key header is not 1–200 visible ASCII characters' },
  invalid_name: { status: 400, meaning: 'A name is empty or longer than 200 characters' },
  invalid_scope: { status: 400, meaning: 'A scope named is not one of screen, match, admin' },
  too_many_tenants: { status: 400, meaning: 'A client would act for more tenants than allowed' },
  client_revoked: { status: 400, meaning: 'The client is revoked' },
  unknown_tenant: { status: 400, meaning: 'A tenant named does not exist' },
  invalid_webhook_url: { status: 400, meaning: 'The webhook URL is not HTTPS, or points at a private or loopback address' },
  events_required: { status: 400, meaning: 'A webhook must subscribe to at least one event' },
  too_many_webhooks: { status: 400, meaning: 'The tenant has the most webhooks allowed' },
  invalid_json: { status: 400, meaning: 'The body is not valid JSON' },
  invalid_cursor: { status: 400, meaning: 'The `cursor` is not a `nextCursor` this service returned' },
  blind_screening: { status: 400, meaning: 'The request needs personal data that blind screening leaves out (e.g. searching names)' },
  invalid_patch: { status: 400, meaning: 'The correction is not a JSON object (a JSON Merge Patch of the profile, RFC 7396)' },
  read_only_field: { status: 400, meaning: 'The correction changes `meta` or `photo`, which the pipeline sets (`fields` names them)' },
  invalid_profile: { status: 400, meaning: 'The corrected profile breaks the profile schema or names fields it does not have (`errors` lists them)' },
  invalid_reference: { status: 400, meaning: 'The `reference` is empty, too long, has control characters or surrounding spaces' },
  duplicate_field: { status: 400, meaning: 'A form field was sent more than once' },
  invalid_metadata: { status: 400, meaning: 'The `metadata` is not a JSON object, or nests too deep, or has too many or too long keys' },
  metadata_too_large: { status: 400, meaning: 'The `metadata` is over its size limit serialized' },
  // ---- 401, 403: who is calling ----
  invalid_token: { status: 401, meaning: 'The bearer token is missing, malformed, expired, revoked or not ours' },
  missing_token: { status: 401, meaning: 'No bearer token was sent' },
  metrics_token_required: { status: 401, meaning: 'This server requires its metrics token (VITAE_METRICS_TOKEN) as a bearer token' },
  insufficient_scope: { status: 403, meaning: 'The token lacks the scope this operation needs (`requiredScope`)' },
  forbidden: { status: 403, meaning: 'The caller may not do this' },
  tenant_forbidden: { status: 403, meaning: 'The client may not act for the tenant named' },
  no_tenant: { status: 403, meaning: 'The client may not act for any tenant' },
  tenant_disabled: { status: 403, meaning: 'The tenant is disabled' },
  // ---- 404, 409 ----
  not_found: { status: 404, meaning: 'No such resource' },
  route_not_found: { status: 404, meaning: 'No operation at this method and path' },
  invocation_not_found: { status: 404, meaning: 'No CV of this tenant has this invocationId (erased, expired, or another tenant’s)' },
  photo_not_found: { status: 404, meaning: 'The CV has no photo' },
  webhook_not_found: { status: 404, meaning: 'The tenant has no webhook with this id' },
  tenant_not_found: { status: 404, meaning: 'No tenant has this id' },
  client_not_found: { status: 404, meaning: 'No client has this id' },
  grant_not_found: { status: 404, meaning: 'The client does not act for this tenant' },
  decision_not_found: { status: 404, meaning: 'The tenant has no decision record with this decisionId' },
  candidate_not_in_decision: { status: 404, meaning: 'The candidate was not on the recorded page of this search' },
  conflict: { status: 409, meaning: 'The request conflicts with the current state' },
  idempotency_key_reused: { status: 409, meaning: 'The Idempotency-Key came back with another file' },
  invocation_not_completed: { status: 409, meaning: 'The CV is not completed yet (or failed): only a completed profile can be corrected' },
  reference_exists: { status: 409, meaning: 'Another CV of the tenant already has this `reference` (`invocationId` names it)' },
  duplicate_candidate: { status: 409, meaning: 'The tenant refuses duplicates and this person was already uploaded (`duplicateOf` names the CV)' },
  // ---- 413, 415 ----
  file_too_large: { status: 413, meaning: 'The file is over VITAE_MAX_UPLOAD_MB (`limitBytes`)' },
  payload_too_large: { status: 413, meaning: 'The body is over the limit of this operation' },
  unsupported_format: { status: 415, meaning: 'The file’s bytes are not a format Vitae reads' },
  unsupported_media_type: { status: 415, meaning: 'The Content-Type is not one this operation takes' },
  // ---- 422: a CV that could not be processed (the invocation ended `failed`) ----
  unreadable_file: { status: 422, meaning: 'The file is corrupt or truncated' },
  encrypted_pdf: { status: 422, meaning: 'The PDF needs a password' },
  no_text_found: { status: 422, meaning: 'No text in the file, even with OCR' },
  too_many_pages: { status: 422, meaning: 'More pages than VITAE_MAX_PAGES' },
  too_many_pixels: { status: 422, meaning: 'An image or page larger than VITAE_MAX_PIXELS' },
  file_too_complex: { status: 422, meaning: 'Beyond the decompression, text (VITAE_MAX_TEXT_CHARS) or memory limit' },
  timeout: { status: 422, meaning: 'Processing took longer than VITAE_JOB_TIMEOUT_S' },
  processing_failed: { status: 422, meaning: 'The pipeline failed on every attempt' },
  worker_lost: { status: 422, meaning: 'The job was interrupted on every attempt' },
  // ---- 429, 5xx: retry later (Retry-After says when) ----
  rate_limited: { status: 429, meaning: 'Too many requests from this client or address' },
  too_many_uploads: { status: 429, meaning: 'This client has the most uploads in progress allowed' },
  internal_error: { status: 500, meaning: 'An unexpected error; quote `requestId`' },
  not_ready: { status: 503, meaning: 'The database is unreachable or a migration is not applied' },
  starting: { status: 503, meaning: 'Start-up work (migrations, keys, the demo client) is not done yet; try again shortly' },
  queue_full: { status: 503, meaning: 'The processing queue is full' },
  tenant_queue_full: { status: 503, meaning: 'This tenant has too many CVs waiting' },
  issuer_unavailable: { status: 503, meaning: 'The keys of the token’s issuer cannot be fetched right now' },
  service_unavailable: { status: 503, meaning: 'The service cannot answer right now' },
} as const satisfies Record<string, ErrorCodeInfo>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The codes a failed invocation can report (422; README "Screen a CV" lists them too). */
export const INVOCATION_FAILURE_CODES = [
  'unreadable_file',
  'encrypted_pdf',
  'no_text_found',
  'too_many_pages',
  'too_many_pixels',
  'file_too_complex',
  'unsupported_format',
  'timeout',
  'processing_failed',
  'worker_lost',
] as const satisfies readonly ErrorCode[];
