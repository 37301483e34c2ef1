-- Match: the compact features of every completed profile (src/match/candidate-features.ts), the
-- source of truth from which each process keeps its in-memory index of a tenant.
--
-- Every change to a tenant's entries takes the next number of match_tenants.version under that
-- row's lock, inside the Screen transaction that completes or deletes the profile. Numbers are
-- therefore committed in order per tenant, and a process that has applied every entry up to N
-- only needs the entries above N to catch up (a deletion leaves a tombstone: features NULL).
CREATE TABLE match_tenants (
  tenant_id uuid PRIMARY KEY,
  version bigint NOT NULL DEFAULT 0,
  -- Tombstones up to this version were pruned: an index older than this reloads in full.
  pruned_version bigint NOT NULL DEFAULT 0
);

CREATE TABLE match_entries (
  invocation_id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  version bigint NOT NULL,
  -- Derivation + knowledge-base fingerprint; rows of another version are derived again.
  feature_version text,
  features jsonb,
  changed_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX match_entries_tenant_version_idx ON match_entries (tenant_id, version);

CREATE INDEX match_entries_tombstones_idx ON match_entries (tenant_id, changed_at) WHERE features IS NULL;
