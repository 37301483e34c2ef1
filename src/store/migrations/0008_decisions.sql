-- Fairness and accountability (issue 19): per-tenant settings for blind screening and for keeping
-- job description texts, and the decision record of every search.

-- A tenant's own choices. A tenant without a row has the defaults (both off).
CREATE TABLE tenant_settings (
  tenant_id uuid PRIMARY KEY REFERENCES tenants (id),
  -- Every profile and Match answer of the tenant omits name, photo, birth date, gender cues,
  -- nationality, marital status, street address and contact details (src/screen/blind/).
  blind_screening boolean NOT NULL DEFAULT false,
  -- Decision records keep the job description's text, not only its SHA-256.
  keep_job_text boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The head of each tenant's chain of decision records. Appending a record locks this row, so two
-- searches of one tenant at once take seq N and N+1 in turn and can never fork the chain.
-- pruned_* remember the last record retention removed: the first record kept must point to it.
CREATE TABLE decision_chains (
  tenant_id uuid PRIMARY KEY,
  last_seq bigint NOT NULL DEFAULT 0,
  last_hash text,
  pruned_seq bigint NOT NULL DEFAULT 0,
  pruned_hash text
);

-- One record per search, append-only. `body` is the record as canonical JSON (keys sorted, no
-- spaces) exactly as hashed: `hash` = SHA-256 of `body`, and the body names the previous record's
-- hash, so changing, removing or reordering any record breaks the chain from there on.
-- No foreign keys: a record outlives the CVs it ranked (it holds ids and scores, never a name).
CREATE TABLE decision_records (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  seq bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  body text NOT NULL,
  hash text NOT NULL,
  UNIQUE (tenant_id, seq)
);

CREATE INDEX decision_records_created_idx ON decision_records (created_at);
