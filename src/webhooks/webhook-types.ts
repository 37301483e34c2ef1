/**
 * The vocabulary of webhooks: event types, the event body receivers get, subscriptions and
 * deliveries as the service hands them to routes.
 */
export const WEBHOOK_EVENT_TYPES = ['screen.completed', 'screen.failed'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/**
 * What a receiver gets, signed. No personal data: the receiver fetches the profile with its own
 * token, so an event leaking (logs, a misconfigured receiver) reveals nothing about a candidate.
 * `reference` and `metadata` are the client's own values, sent back so it can route the event.
 */
export interface WebhookEvent {
  id: string;
  type: WebhookEventType;
  createdAt: string;
  tenantId: string;
  data: {
    invocationId: string;
    status: 'completed' | 'failed';
    code?: string;
    reference: string | null;
    metadata: Record<string, unknown> | null;
    duplicateOf: string | null;
  };
}

export interface Subscription {
  id: string;
  tenantId: string;
  url: string;
  events: WebhookEventType[];
  description: string | null;
  createdBy: string;
  createdAt: Date;
  secretRotatedAt: Date | null;
}

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';

export interface DeliveryAttempt {
  attempt: number;
  startedAt: Date;
  /** The receiver's HTTP status; null when no answer came (refused, timeout, blocked address). */
  responseStatus: number | null;
  latencyMs: number;
  error: string | null;
}

export interface Delivery {
  id: string;
  subscriptionId: string;
  tenantId: string;
  eventId: string;
  eventType: WebhookEventType;
  invocationId: string;
  status: DeliveryStatus;
  attempts: number;
  createdAt: Date;
  lastAttemptAt: Date | null;
  nextAttemptAt: Date | null;
  finishedAt: Date | null;
}
