// Boundaries of the server and of packages/shared (docs/ARCHITECTURE.md, "Boundaries — server"),
// checked by `npm run check:boundaries` (part of `npm run check` and of CI). The web app has its own
// rules in apps/web/.dependency-cruiser.cjs. scripts/check-boundaries.mjs runs both.
//
// Server layers, top to bottom: app.ts (composes) → features/<name>/ → plugins/, infra/, db/,
// trading/, config/, errors.ts → packages/shared. A feature is entered by another feature only
// through its public module features/<name>/<name>.service.ts, and registered only by app.ts through
// its plugin features/<name>/index.ts. The web app is cruised too, only so that a shared file the
// web uses counts as alive.

const SERVER = '^apps/server/src/';
const FEATURES = `${SERVER}features/`;
/** features/<name>/<name>.service.ts: the one module other features may import. */
const PUBLIC_MODULE = `${FEATURES}([^/]+)/\\1\\.service\\.ts$`;
/** features/<name>/index.ts: the feature's Fastify plugin, for app.ts (and test apps, benchmarks). */
const PLUGIN = `${FEATURES}[^/]+/index\\.ts$`;
const TEST_FILE = '\\.test\\.ts$';
/** Test support other tests may import: `*.testing.ts` beside the code, the harness in apps/server/test/. */
const TEST_SUPPORT = ['\\.testing\\.ts$', '^apps/server/test/'];
const TESTS = [TEST_FILE, ...TEST_SUPPORT];
const BENCH = '^apps/server/bench/';
const SHARED = '^packages/shared/src/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'server-feature-public-module',
      comment:
        "Another feature's internals (routes, repository, SQL helpers): import its public module " +
        'features/<name>/<name>.service.ts, and export from there what others may use; what two features ' +
        'share and neither owns moves down to infra/.',
      severity: 'error',
      from: { path: `${FEATURES}([^/]+)/`, pathNot: TESTS },
      to: { path: FEATURES, pathNot: [`${FEATURES}$1/`, PUBLIC_MODULE] },
    },
    {
      name: 'server-test-public-module',
      comment:
        'A test reaches another feature through its public module, its plugin (index.ts) or its test ' +
        'support (*.testing.ts), never its internals.',
      severity: 'error',
      from: { path: `${FEATURES}([^/]+)/.*\\.(?:test|testing)\\.ts$` },
      to: { path: FEATURES, pathNot: [`${FEATURES}$1/`, PUBLIC_MODULE, PLUGIN, TEST_SUPPORT[0]] },
    },
    {
      name: 'server-harness-public-module',
      comment: 'The test harness and the benchmarks use a feature as app.ts does: its plugin or public module.',
      severity: 'error',
      from: { path: ['^apps/server/test/', BENCH] },
      to: { path: FEATURES, pathNot: [PUBLIC_MODULE, PLUGIN, TEST_SUPPORT[0]] },
    },
    {
      name: 'server-app-registers-plugins',
      comment:
        'app.ts registers each feature through its plugin (index.ts) and builds shared services from public modules.',
      severity: 'error',
      from: { path: `${SERVER}app\\.ts$` },
      to: { path: FEATURES, pathNot: [PUBLIC_MODULE, PLUGIN] },
    },
    {
      name: 'server-plugin-from-app-only',
      comment:
        "A feature's plugin is registered by app.ts (and by test apps); a feature never registers another, " +
        'nor imports its own index.ts.',
      severity: 'error',
      from: { path: '^apps/server/', pathNot: [`${SERVER}app\\.ts$`, BENCH, ...TESTS] },
      to: { path: PLUGIN },
    },
    {
      name: 'server-layers-below-features',
      comment:
        'plugins/, infra/, db/, trading/, config/ and errors.ts know no feature and not the app: a feature ' +
        'uses them, never the other way round.',
      severity: 'error',
      from: { path: `${SERVER}(?:plugins|infra|db|trading|config|dev-oidc)/|${SERVER}errors\\.ts$`, pathNot: TESTS },
      to: { path: [FEATURES, `${SERVER}(?:app|server)\\.ts$`] },
    },
    {
      name: 'server-app-on-top',
      comment: 'Only server.ts (and tests, benchmarks) import app.ts; nothing imports server.ts.',
      severity: 'error',
      from: { path: '^apps/server/', pathNot: [`${SERVER}server\\.ts$`, BENCH, ...TESTS] },
      to: { path: `${SERVER}(?:app|server)\\.ts$` },
    },
    {
      name: 'server-trading-is-pure',
      comment:
        'The odds engine is a function of (seed, clock): it imports only itself and packages/shared, so e2e ' +
        'tests and benchmarks can run it alone.',
      severity: 'error',
      from: { path: `${SERVER}trading/`, pathNot: TESTS },
      to: { path: '^apps/', pathNot: `${SERVER}trading/` },
    },
    {
      name: 'server-test-support-in-tests-only',
      comment: 'Fakes, test apps and invariant checks are for tests: the product never imports them.',
      severity: 'error',
      from: { path: ['^apps/server/src/', SHARED], pathNot: TESTS },
      to: { path: TESTS },
    },
    {
      name: 'server-never-imports-web',
      comment: 'What the server and the web share lives in packages/shared.',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'shared-never-imports-apps',
      comment: 'packages/shared is below both apps: it imports neither (nor e2e).',
      severity: 'error',
      from: { path: SHARED },
      to: { path: ['^apps/', '^e2e/'] },
    },
    {
      name: 'shared-runs-in-browsers',
      comment: 'packages/shared is bundled into the web app: no Node built-ins outside its tests.',
      severity: 'error',
      from: { path: SHARED, pathNot: TEST_FILE },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'server-no-runtime-cycles',
      comment:
        'A cycle of value imports (type-only ones are erased) makes the load order decide what is undefined. ' +
        "A public module re-exports its feature's modules, so they never import it back.",
      severity: 'error',
      from: { path: ['^apps/server/', SHARED] },
      to: {
        circular: true,
        dependencyTypesNot: ['type-only'],
        viaOnly: { dependencyTypesNot: ['type-only'] },
      },
    },
    {
      name: 'server-no-feature-cycles',
      comment: 'Features depend on each other one way only (docs/ARCHITECTURE.md draws who may use whom).',
      severity: 'error',
      scope: 'folder',
      from: { path: `${FEATURES}([^/]+)$` },
      // Checked on the product code alone (scripts/check-boundaries.mjs): folders aggregate their tests' imports.
      to: { path: `${FEATURES}[^/]+$`, pathNot: `${FEATURES}$1$`, circular: true },
    },
    {
      name: 'server-dead-file',
      comment: 'Nothing the server runs reaches this file: delete it (a file only its own test imports is dead too).',
      severity: 'error',
      from: { path: `${SERVER}server\\.ts$` },
      // The back office's `npm run staff:create` command (ADR 0042) is an entry point of its own.
      to: {
        path: SERVER,
        pathNot: [...TESTS, '\\.d\\.ts$', `${SERVER}features/backoffice/staff-cli\\.ts$`],
        reachable: false,
      },
    },
    {
      name: 'shared-dead-file',
      comment: 'Neither app (nor e2e) reaches this file of packages/shared: delete it.',
      severity: 'error',
      from: { path: [`${SERVER}server\\.ts$`, '^apps/web/src/main\\.tsx$', '^e2e/'] },
      to: { path: SHARED, pathNot: TESTS, reachable: false },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import the checker cannot resolve is one it cannot check either.',
      severity: 'error',
      from: { path: ['^apps/server/', SHARED] },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // The web app and e2e are read only to know which shared files they use (the rules name their paths).
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.d\\.ts$', '/dictionaries/'] },
    // Type-only imports cross boundaries too.
    tsPreCompilationDeps: true,
    // The repository's TypeScript 7 has no JavaScript API for dependency-cruiser to parse with.
    parser: 'swc',
    // Workspace packages resolve through their package.json `exports` to TypeScript sources.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
    },
  },
};
