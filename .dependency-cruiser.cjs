/**
 * The direction of dependencies in src/, checked by `npm run lint:deps` (part of `npm test`):
 *
 *   cli (main.ts, cli/) → runtime (runtime.ts, modules.ts) → http → feature modules
 *     → (store | queue | knowledge | errors | observability | config, app-context, module, version)
 *
 * Feature modules: auth, tenancy, screen, match, webhooks, audit, console. A layer may import
 * the layers below it, never above; no cycles at all. docs/architecture.md draws the same map.
 */
const FEATURES = '^src/(auth|tenancy|screen|match|webhooks|audit|console)/';
const FOUNDATION = '^src/(store|queue|knowledge|errors|observability)/';
const RUNTIME = '^src/(runtime|modules)\\.ts$';
const CLI = '^src/(main\\.ts$|cli/)';

module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'Modules import one way; a cycle hides which one owns what.', from: {}, to: { circular: true } },
    {
      name: 'foundation-stays-below',
      severity: 'error',
      comment: 'store, queue, knowledge, errors and observability serve the modules and know nothing of them.',
      from: { path: FOUNDATION },
      to: { path: [FEATURES, '^src/http/', RUNTIME, CLI] },
    },
    {
      name: 'knowledge-reads-no-settings',
      severity: 'error',
      comment: 'Knowledge is data and pure functions; settings are read once and handed in.',
      from: { path: '^src/knowledge/' },
      to: { path: ['^src/config\\.ts$', '^src/app-context\\.ts$', '^src/store/'] },
    },
    {
      name: 'modules-register-no-routes',
      severity: 'error',
      comment: 'Routes are registered by http/ (src/http/routes/app-routes.ts); modules expose services.',
      from: { path: FEATURES },
      to: { path: ['^src/http/', RUNTIME, CLI] },
    },
    {
      name: 'http-below-runtime',
      severity: 'error',
      from: { path: '^src/http/' },
      to: { path: [RUNTIME, CLI] },
    },
    {
      name: 'runtime-below-cli',
      severity: 'error',
      from: { path: RUNTIME },
      to: { path: CLI },
    },
    {
      name: 'engine-is-pure',
      severity: 'error',
      comment: 'The Screen engine is data in, data out: no database, queue, HTTP, auth or settings.',
      from: { path: '^src/screen/(layout|entities|enrich)/|^src/screen/engine\\.ts$' },
      to: { path: ['^src/(store|queue|http|auth|tenancy|webhooks|audit)/', '^src/config\\.ts$', '^src/app-context\\.ts$'] },
    },
    {
      name: 'layout-before-entities',
      severity: 'error',
      comment: 'Layout runs before entity extraction and must not depend on it.',
      from: { path: '^src/screen/layout/' },
      to: { path: '^src/screen/(entities|enrich)/' },
    },
    {
      name: 'match-scoring-reads-no-store',
      severity: 'error',
      comment: 'Job understanding and scoring are pure; only the repository and services touch the database.',
      from: { path: ['^src/match/candidate-features', '^src/match/(job|scoring|explain)/', '^src/match/index/(tenant-index|posting-list|top-k|search-scratch|index-snapshot)'] },
      to: { path: ['^src/store/', '^src/queue/'] },
    },
    {
      name: 'match-scoring-below-index',
      severity: 'error',
      comment: 'The scoring rules serve the index scan and the explanation of one candidate; they know neither.',
      from: { path: '^src/match/scoring/' },
      to: { path: '^src/match/(index|explain)/' },
    },
    {
      name: 'match-explain-reads-alignment',
      severity: 'error',
      comment: 'Explanations are written from the alignment the scoring produced, never by reading the job description or the index again.',
      from: { path: '^src/match/explain/' },
      to: { path: ['^src/match/(index|scoring|job)/'] },
    },
    {
      name: 'no-test-code-in-src',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^test/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/console/public/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
