-- Access model (DESIGN §2): tenants, the API clients that act for them, the keys that sign
-- tokens, and the audit log.

-- A tenant is one customer organization; every record of Screen and Match belongs to one.
-- Disabling (not deleting) keeps its data and stops every client from acting for it at once.
CREATE TABLE tenants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  disabled_at timestamptz
);

-- An API client (OAuth2 client credentials). The secret is kept only as a salted scrypt hash
-- in a self-describing string (`scrypt$logN$r$p$salt$hash`), so the cost can grow later.
CREATE TABLE api_clients (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text CHECK (name IS NULL OR length(name) BETWEEN 1 AND 200),
  secret_hash text NOT NULL,
  scopes text[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  secret_rotated_at timestamptz,
  revoked_at timestamptz
);

-- The tenants a client may act for (one for a company's own back end, many for an HR platform).
CREATE TABLE api_client_tenants (
  client_id uuid NOT NULL REFERENCES api_clients (id) ON DELETE CASCADE,
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  granted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (client_id, tenant_id)
);

CREATE INDEX api_client_tenants_tenant_idx ON api_client_tenants (tenant_id);

-- Token signing keys. The newest unretired key signs; retired keys keep verifying the tokens
-- they signed until those expire, and are deleted once no token can still be valid. The private
-- key is PKCS#8 PEM, sealed with VITAE_ENCRYPTION_KEY when one is set (key_id names the key).
CREATE TABLE signing_keys (
  kid text PRIMARY KEY,
  alg text NOT NULL,
  public_jwk jsonb NOT NULL,
  private_key bytea NOT NULL,
  private_key_key_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  retired_at timestamptz
);

-- Who did what for which tenant. client_id is text: external issuers' subjects and the admin
-- token are not our UUIDs. No foreign keys, so the record outlives what it names.
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  client_id text NOT NULL,
  issuer text,
  tenant_id uuid,
  action text NOT NULL,
  resource_type text NOT NULL,
  resource_id text,
  request_id text,
  details jsonb
);

CREATE INDEX audit_log_tenant_idx ON audit_log (tenant_id, occurred_at);

CREATE INDEX audit_log_client_idx ON audit_log (client_id, occurred_at);
