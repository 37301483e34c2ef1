-- Candidates as a resource for integrators (issue 17): the list of a tenant's CVs, the client's
-- own reference and metadata, corrections of a profile, and duplicate detection.

-- The client's id for the CV (unique per tenant while the CV exists) and its small JSON object.
ALTER TABLE invocations ADD COLUMN reference text;
ALTER TABLE invocations ADD COLUMN metadata jsonb;
-- The earliest invocation of the same person (src/screen/candidate-identity.ts); NULL for the
-- first CV of a person. No foreign key: erasing that CV re-points the others (see
-- repointDuplicates in src/screen/candidate-repository.ts).
ALTER TABLE invocations ADD COLUMN duplicate_of uuid;

CREATE UNIQUE INDEX invocations_reference_idx ON invocations (tenant_id, reference) WHERE reference IS NOT NULL;

-- The list pages newest first by (created_at, id): the id breaks ties between CVs created in the
-- same microsecond so the cursor never skips nor repeats one. This index replaces the one on
-- (tenant_id, created_at DESC) for every query that used it.
DROP INDEX invocations_tenant_created_idx;
CREATE INDEX invocations_tenant_created_id_idx ON invocations (tenant_id, created_at DESC, id DESC);
CREATE INDEX invocations_tenant_status_created_idx ON invocations (tenant_id, status, created_at DESC, id DESC);
CREATE INDEX invocations_duplicate_of_idx ON invocations (tenant_id, duplicate_of) WHERE duplicate_of IS NOT NULL;

-- Corrections: `profile` is the current profile; `original` keeps the extraction as the
-- pipeline made it from the first correction on (NULL while never corrected); `version` counts
-- the corrections applied (0: as extracted).
ALTER TABLE profiles ADD COLUMN original jsonb;
ALTER TABLE profiles ADD COLUMN version integer NOT NULL DEFAULT 0;
-- What the list's free text `q` searches: name, e-mails and title, lower-cased. Derived by the
-- database itself so that no writer (pipeline, correction, an older release) can forget it.
ALTER TABLE profiles ADD COLUMN search_text text GENERATED ALWAYS AS (
  lower(
    coalesce(profile #>> '{personal,fullName}', '') || ' ' ||
    coalesce((profile #> '{personal,emails}')::text, '') || ' ' ||
    coalesce(profile #>> '{jobProfile,title}', '')
  )
) STORED;

-- Every correction as sent (a JSON Merge Patch), by whom and when; erased with the CV.
CREATE TABLE profile_corrections (
  invocation_id uuid NOT NULL REFERENCES invocations (id) ON DELETE CASCADE,
  version integer NOT NULL,
  tenant_id uuid NOT NULL,
  client_id text NOT NULL,
  patch jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (invocation_id, version)
);

-- The identity keys of each CV (SHA-256 of a normalized e-mail, E.164 phone, name with birth
-- date, or the file's bytes): two CVs sharing one key are one person. Hashes, so that this
-- table holds no readable personal data; erased with the CV.
CREATE TABLE candidate_keys (
  tenant_id uuid NOT NULL,
  key text NOT NULL,
  invocation_id uuid NOT NULL REFERENCES invocations (id) ON DELETE CASCADE,
  PRIMARY KEY (tenant_id, key, invocation_id)
);
CREATE INDEX candidate_keys_invocation_idx ON candidate_keys (invocation_id);

-- Tenant setting: what an upload of a person already known does (keep | flag | refuse).
ALTER TABLE tenants ADD COLUMN duplicates text NOT NULL DEFAULT 'flag' CHECK (duplicates IN ('keep', 'flag', 'refuse'));
