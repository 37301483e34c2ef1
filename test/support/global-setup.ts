/** Says once, at the start of a run, which databases the integration suite runs on. */
export default function setup(): void {
  const url = process.env.VITAE_TEST_DATABASE_URL;
  if (url) {
    console.log(`\n[vitae tests] integration databases: PGlite and PostgreSQL (${url.replace(/\/\/[^@]*@/, '//')})\n`);
  } else {
    console.log('\n[vitae tests] integration databases: PGlite only — VITAE_TEST_DATABASE_URL is not set, PostgreSQL runs are skipped\n');
  }
}
