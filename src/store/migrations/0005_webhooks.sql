-- Webhooks (opt-in): a tenant's subscriptions to Screen events, one delivery per event and
-- subscription, and every attempt of each delivery. Events carry no personal data (ids, status,
-- error code): receivers fetch the profile with their own token.

-- The secret signs deliveries (HMAC-SHA256). It is shown once at creation; stored sealed with
-- VITAE_ENCRYPTION_KEY when one is set (secret_key_id names the key), in clear otherwise.
CREATE TABLE webhook_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  url text NOT NULL CHECK (length(url) BETWEEN 1 AND 2000),
  events text[] NOT NULL CHECK (cardinality(events) > 0),
  description text CHECK (description IS NULL OR length(description) <= 200),
  secret bytea NOT NULL,
  secret_key_id text,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  secret_rotated_at timestamptz
);

CREATE INDEX webhook_subscriptions_tenant_idx ON webhook_subscriptions (tenant_id, created_at);

-- One event for one subscription. `body` is the exact JSON sent (and signed) on every attempt,
-- so retries carry the same bytes and the same event id.
CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  subscription_id uuid NOT NULL REFERENCES webhook_subscriptions (id) ON DELETE CASCADE,
  tenant_id uuid NOT NULL,
  event_id uuid NOT NULL,
  event_type text NOT NULL,
  invocation_id uuid NOT NULL,
  body text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_attempt_at timestamptz,
  next_attempt_at timestamptz,
  finished_at timestamptz
);

CREATE INDEX webhook_deliveries_subscription_idx ON webhook_deliveries (subscription_id, created_at DESC);

CREATE INDEX webhook_deliveries_finished_idx ON webhook_deliveries (finished_at) WHERE finished_at IS NOT NULL;

-- Each attempt: the receiver's status code (null when no answer came), how long it took, and
-- why it failed. Never the response body: it is the receiver's, and may hold anything.
CREATE TABLE webhook_attempts (
  delivery_id uuid NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  attempt integer NOT NULL,
  started_at timestamptz NOT NULL,
  response_status integer,
  latency_ms integer NOT NULL,
  error text,
  PRIMARY KEY (delivery_id, attempt)
);
