-- Durable job queue shared by every process. Jobs are claimed with FOR UPDATE SKIP LOCKED;
-- an active job carries a lease that its worker renews, so a job held by a dead process is
-- claimed again once the lease has run out.
CREATE TABLE jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  tenant_id uuid,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'active', 'completed', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 3,
  run_at timestamptz NOT NULL DEFAULT now(),
  locked_by text,
  lease_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz
);

CREATE INDEX jobs_claim_idx ON jobs (run_at) WHERE state = 'queued';

CREATE INDEX jobs_lease_idx ON jobs (lease_until) WHERE state = 'active';

CREATE INDEX jobs_tenant_open_idx ON jobs (tenant_id) WHERE state IN ('queued', 'active');

CREATE INDEX jobs_finished_idx ON jobs (finished_at) WHERE state IN ('completed', 'failed');
