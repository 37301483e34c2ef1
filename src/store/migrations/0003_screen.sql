-- Screen: one invocation per uploaded CV, its file, its profile and its photo.
-- Deleting an invocation erases everything derived from it (ON DELETE CASCADE).
CREATE TABLE invocations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL,
  client_id text NOT NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'processing', 'completed', 'failed')),
  file_type text NOT NULL,
  file_size integer NOT NULL,
  file_sha256 text NOT NULL,
  idempotency_key text,
  error_code text,
  error_detail text,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz
);

CREATE INDEX invocations_tenant_created_idx ON invocations (tenant_id, created_at DESC);

CREATE UNIQUE INDEX invocations_idempotency_idx ON invocations (tenant_id, client_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;

CREATE INDEX invocations_finished_idx ON invocations (finished_at) WHERE finished_at IS NOT NULL;

-- The uploaded bytes, possibly encrypted (AES-256-GCM, see src/store/blob-cipher.ts).
-- Removed by retention (VITAE_RETAIN_FILES_DAYS) while the profile stays.
CREATE TABLE invocation_files (
  invocation_id uuid PRIMARY KEY REFERENCES invocations (id) ON DELETE CASCADE,
  content bytea NOT NULL,
  key_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE profiles (
  invocation_id uuid PRIMARY KEY REFERENCES invocations (id) ON DELETE CASCADE,
  tenant_id uuid NOT NULL,
  profile jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX profiles_tenant_idx ON profiles (tenant_id);

CREATE TABLE photos (
  invocation_id uuid PRIMARY KEY REFERENCES invocations (id) ON DELETE CASCADE,
  content bytea NOT NULL,
  key_id text,
  media_type text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL
);
