/**
 * Friendly names for the API's types. Everything the API sends is typed from the generated
 * `generated/openapi.ts` (never written by hand); only the webhook event, which Vitae sends
 * rather than serves, is declared here.
 */
import type { components, paths } from './generated/openapi.ts';

type Schemas = components['schemas'];

export type Profile = Schemas['Profile'];
export type CompletedResult = Schemas['InvocationCompleted'];
export type PendingResult = Schemas['InvocationPending'];
export type JsonResume = Schemas['JsonResume'];
export type UploadAccepted = Schemas['UploadAccepted'];
export type SearchResult = Schemas['DirectSearchResult'];
export type MatchedProfile = Schemas['MatchedProfile'];
export type MatchAlignment = Schemas['MatchAlignment'];
export type MatchRequirements = Schemas['MatchRequirements'];
export type ParseJobResult = Schemas['ParseJobResult'];
export type Problem = Schemas['Problem'];
export type Webhook = Schemas['Webhook'];
export type NewWebhook = Schemas['NewWebhook'];
export type WebhookDelivery = Schemas['WebhookDelivery'];

export type SearchParameters = NonNullable<paths['/direct-search']['get']['parameters']['query']>;
export type CreateWebhookBody = NonNullable<paths['/webhooks']['post']['requestBody']>['content']['application/json'];
export type WebhookEventType = NonNullable<CreateWebhookBody['events']>[number];
export type DeliveryStatus = WebhookDelivery['status'];

/** The body Vitae POSTs to a webhook: ids and status only, never personal data. */
export interface WebhookEvent {
  /** Also in the Vitae-Event-Id header; the same on every retry: use it to ignore duplicates. */
  id: string;
  type: WebhookEventType;
  createdAt: string;
  tenantId: string;
  data: { invocationId: string; status: 'completed' | 'failed'; code?: string };
}

/** A result while the CV waits or is processed; poll again after `retryAfterSeconds`. */
export interface PendingState extends PendingResult {
  retryAfterSeconds: number | undefined;
}

/** A CV that could not be processed; `code` is stable (`no_text_found`, `encrypted_pdf`, `timeout`…). */
export interface FailedState {
  status: 'failed';
  invocationId: string;
  code: string;
  detail: string;
  requestId: string | undefined;
}

export type ResultState = PendingState | CompletedResult | FailedState;

/** The JSON Resume export: the document itself once completed. */
export type JsonResumeState = PendingState | { status: 'completed'; invocationId: string; document: JsonResume } | FailedState;

/** A CV file: a Blob/File (browsers, `fs.openAsBlob`), or raw bytes. */
export type FileInput = Blob | ArrayBuffer | ArrayBufferView;
