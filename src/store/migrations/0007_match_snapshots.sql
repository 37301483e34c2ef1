-- Match: a compact binary snapshot of each large tenant's in-memory index (src/match/index-snapshot.ts),
-- so a cold process loads it in one read instead of indexing every row of match_entries.
--
-- `version` is the match_tenants.version the snapshot reflects: a loader applies the entries
-- above it. A snapshot is written only while the tenant's version is still that number (under
-- the match_tenants row lock), and every deletion removes the tenant's snapshot in its own
-- transaction: a deleted profile's features never survive in a snapshot.
CREATE TABLE match_snapshots (
  tenant_id uuid PRIMARY KEY,
  version bigint NOT NULL,
  -- Layout of `data` (SNAPSHOT_FORMAT) and the feature derivation it was built from: either
  -- differing from the running release's makes the snapshot unusable (it is then rebuilt).
  format integer NOT NULL,
  feature_version text NOT NULL,
  entries integer NOT NULL,
  -- The deflated blob in base64: text crosses PGlite's wire far faster than bytea's hex form.
  data text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The data is already compressed: storing it as it is saves TOAST a futile compression attempt.
ALTER TABLE match_snapshots ALTER COLUMN data SET STORAGE EXTERNAL;
