/**
 * @vitae/client — the TypeScript client of the Vitae API (CV screening and candidate matching).
 * Node ≥ 20 (global fetch, FormData, Blob, WebCrypto) and modern browsers.
 */
export * from './errors.ts';
export { DEFAULT_POLL_TIMING, nextPollDelayMs, type PollTiming } from './polling.ts';
export type {
  CompletedResult,
  CreateWebhookBody,
  DeliveryStatus,
  FailedState,
  FileInput,
  JsonResume,
  JsonResumeState,
  MatchAlignment,
  MatchedProfile,
  MatchRequirements,
  NewWebhook,
  ParseJobResult,
  PendingResult,
  PendingState,
  Problem,
  Profile,
  ResultState,
  SearchParameters,
  SearchResult,
  UploadAccepted,
  Webhook,
  WebhookDelivery,
  WebhookEvent,
  WebhookEventType,
} from './types.ts';
export type { components, paths } from './generated/openapi.ts';
export {
  type CallOptions,
  type DeliveryQuery,
  type ScreenOptions,
  type SearchOptions,
  type UploadResult,
  VitaeClient,
  type VitaeClientOptions,
  type WaitOptions,
  WebhookApi,
} from './vitae-client.ts';
export { parseWebhookEvent, type VerifyOptions, verifyWebhookSignature } from './webhook-verifier.ts';
