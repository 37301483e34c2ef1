-- Fair scheduling across tenants: when each tenant (per job name) last had a job claimed. The
-- claim query serves the tenant that has waited longest since its last claim first — round-robin
-- over the tenants with work waiting — so one tenant's backlog of heavy files cannot starve the
-- others. Jobs without a tenant use the nil UUID as their key.
CREATE TABLE job_turns (
  name text NOT NULL,
  tenant_key uuid NOT NULL,
  last_claim_at timestamptz NOT NULL,
  PRIMARY KEY (name, tenant_key)
);
