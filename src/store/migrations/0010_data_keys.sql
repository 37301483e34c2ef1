-- Erasure that holds on disk (issue 15, docs/decisions.md): every CV's content is sealed with
-- data keys of its own (src/store/data-keys.ts), and erasing the CV destroys them.

-- The wrapped data keys on PostgreSQL (purpose cv | file | snapshot; owner: the invocation, or
-- the snapshot). Wrapped by the master key (kek_id names it), which never enters the database.
-- The embedded database keeps them in a file beside it instead, so its WAL never sees a key;
-- there this table stays empty.
CREATE TABLE data_keys (
  purpose text NOT NULL CHECK (purpose IN ('cv', 'file', 'snapshot')),
  owner uuid NOT NULL,
  kek_id text NOT NULL,
  wrapped bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (purpose, owner)
);
CREATE INDEX data_keys_kek_idx ON data_keys (kek_id);

-- invocation_files.key_id and photos.key_id: 'data-key' = sealed with the CV's own key; a master
-- key id (8 hex) or NULL = stored by an earlier release (sealed with the master key, or in clear).

-- Profiles: `sealed` (the current profile), `sealed_original` (the extraction, from the first
-- correction on) and `label` (name, title and e-mails for the candidate list and its search), all
-- sealed with the CV's key. `profile` and `original` hold rows of earlier releases in clear until
-- they are sealed (src/screen/legacy-sealing.ts).
ALTER TABLE profiles DROP COLUMN search_text;
ALTER TABLE profiles ALTER COLUMN profile DROP NOT NULL;
ALTER TABLE profiles ADD COLUMN sealed bytea;
ALTER TABLE profiles ADD COLUMN sealed_original bytea;
ALTER TABLE profiles ADD COLUMN label bytea;
ALTER TABLE profiles ADD CONSTRAINT profiles_content_check CHECK (profile IS NOT NULL OR sealed IS NOT NULL);

-- A correction's patch, sealed with the CV's key (`patch`: earlier releases' rows in clear).
ALTER TABLE profile_corrections ALTER COLUMN patch DROP NOT NULL;
ALTER TABLE profile_corrections ADD COLUMN sealed bytea;
ALTER TABLE profile_corrections ADD CONSTRAINT profile_corrections_content_check CHECK (patch IS NOT NULL OR sealed IS NOT NULL);

-- Match features sealed with the CV's key, base64 (text crosses PGlite's wire faster than bytea).
-- A live entry has `sealed` (or, written by an earlier release, `features` in clear, derived again
-- and sealed at the tenant's next load); a tombstone has neither.
ALTER TABLE match_entries ADD COLUMN sealed text;
DROP INDEX match_entries_tombstones_idx;
CREATE INDEX match_entries_tombstones_idx ON match_entries (tenant_id, changed_at) WHERE features IS NULL AND sealed IS NULL;

-- Snapshots are sealed with a key of their own (`key_id`, a data key of purpose snapshot),
-- destroyed with the snapshot. Those of earlier releases hold features in clear: dropped, they
-- are rebuilt sealed at the next load.
DELETE FROM match_snapshots;
ALTER TABLE match_snapshots ADD COLUMN key_id uuid NOT NULL;

-- Content of earlier releases still to seal (src/screen/legacy-sealing.ts, match-index-registry.ts):
-- partial indexes, empty once everything is sealed, so finding what is left costs nothing.
CREATE INDEX invocation_files_legacy_idx ON invocation_files (invocation_id) WHERE key_id IS DISTINCT FROM 'data-key';
CREATE INDEX photos_legacy_idx ON photos (invocation_id) WHERE key_id IS DISTINCT FROM 'data-key';
CREATE INDEX profiles_legacy_idx ON profiles (invocation_id) WHERE profile IS NOT NULL;
CREATE INDEX profile_corrections_legacy_idx ON profile_corrections (invocation_id) WHERE patch IS NOT NULL;
CREATE INDEX match_entries_legacy_idx ON match_entries (tenant_id) WHERE features IS NOT NULL;
