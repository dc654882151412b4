// Boundaries of the web app (docs/ARCHITECTURE.md, "Boundaries — web"), checked by
// `npm run check:boundaries` (part of `npm run check`). Run from the repository root:
//   npx depcruise --config apps/web/.dependency-cruiser.cjs apps/web/src
//
// Layers, top to bottom: main.tsx → app/ (shell: bootstrap, routes, layout) → pages/ (route screens
// that belong to no one feature) → features/<name>/ → components/ui/ (the one UI kit) → lib/.
// A layer imports only layers below it; a unit (a feature, components/ui, a lib folder) is entered
// through its index.ts; test support (src/test/, *.testing.*, *-test-utils.*) is for tests only.

const SRC = '^apps/web/src/';
/** A unit with a front door: features/<name>, components/ui, lib/<folder>. */
const UNIT = `${SRC}(?:features|components|lib)/[^/]+/`;
const UNIT_INDEX = `${UNIT}index\\.ts$`;
const TEST_FILE = '\\.test\\.tsx?$';
const TEST_SUPPORT = [`${SRC}test/`, '\\.testing\\.tsx?$', '-test-utils\\.tsx?$'];

/**
 * Who may import whom among features: a feature imports features on lower floors only (through
 * their index), so features never lean on each other in a ring. docs/ARCHITECTURE.md draws this.
 * A new feature takes its place here; moving one up or down is a decision, not a fix.
 */
const FLOORS = [
  ['config', 'i18n', 'ui-settings', 'consent', 'block-appeal'],
  // The statistics pages (issue 23, ADR 0041) need the UI kit and i18n only; the sportsbook's game header links to them.
  // The live game's match centre (issue 23, ADR 0047) takes the game from the page and needs the UI kit and i18n only.
  ['captcha', 'feed', 'age-gate', 'seo', 'results', 'statistics', 'match-tracker'],
  ['auth', 'markets', 'verification', 'account'],
  // The inbox, support and settings sit below the office, which routes their pages (issue 20, ADR 0031, 0030).
  ['messages', 'support', 'player-settings'],
  // The bell and the player's notices (issue 23, ADR 0069) need the session and the UI kit only; the sportsbook mounts the bell.
  ['match-subscriptions'],
  ['wallet', 'office', 'registration'],
  // Below the slip: the slip's "My bets" tab and its receipt's "Go to My bets" show the open bets,
  // and the bets history needs nothing of the slip (issue 18).
  // The office's bonuses (issue 22, ADR 0039) need the session and the UI kit only; the promotions pages
  // (ADR 0044) the session, the config and registration's widget.
  // Bring a friend (ADR 0061) needs the session and the balance's query key.
  // Loyalty points (ADR 0060) need the session, the UI kit and the balance's query key.
  // The casino VIP club's office pages (ADR 0067) need the UI kit and the money format only.
  ['bet-history', 'responsible-gambling', 'bonuses', 'promotions', 'bring-a-friend', 'loyalty-points', 'casino-vip'],
  ['coupon', 'payments'],
  // Casino tournaments (issue 21 §4, ADR 0065) need the session, the balance and the config; the casino's rail links them.
  ['casino-tournaments'],
  // The star on the sportsbook's rows and its menu block; the page gets the rows from the sportsbook's route.
  // The casino's pages (issue 21, ADR 0038) need the session, the balance and the config only.
  // The statistics widget (ADR 0068) names its prices with the slip's labels and the feed's markets.
  ['favorites', 'casino', 'statistics-widget'],
  ['sportsbook'],
];

function floorRules() {
  const known = FLOORS.flat().join('|');
  return [
    ...FLOORS.map((floor, i) => ({
      name: `web-feature-floor-${i}`,
      comment: `Features on floor ${i} (${floor.join(', ')}) import only features on lower floors.`,
      severity: 'error',
      from: { path: `${SRC}features/(${floor.join('|')})/` },
      to: { path: `${SRC}features/`, pathNot: `${SRC}features/(?:$1|${FLOORS.slice(0, i).flat().join('|') || '$1'})/` },
    })),
    {
      name: 'web-feature-without-floor',
      comment: 'A feature not on any floor of FLOORS: give it its place before it imports another feature.',
      severity: 'error',
      from: { path: `${SRC}features/((?!(?:${known})/)[^/]+)/` },
      to: { path: `${SRC}features/`, pathNot: `${SRC}features/$1/` },
    },
  ];
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-front-door',
      comment:
        "Another unit's internals: import the unit's index.ts, and export from there what others may use " +
        '(a feature, components/ui or a lib folder).',
      severity: 'error',
      from: { path: `${SRC}((?:features|components|lib)/[^/]+)/` },
      to: { path: UNIT, pathNot: [`${SRC}$1/`, UNIT_INDEX] },
    },
    {
      name: 'web-front-door-from-shell',
      comment: 'The shell, pages and tests outside the units enter a feature through its index.ts as well.',
      severity: 'error',
      from: { path: SRC, pathNot: UNIT },
      to: { path: UNIT, pathNot: UNIT_INDEX },
    },
    {
      name: 'web-own-front-door',
      comment: "Inside a unit, import the module itself: going through the unit's own index.ts makes a cycle.",
      severity: 'error',
      from: { path: `${SRC}((?:features|components|lib)/[^/]+)/` },
      to: { path: `${SRC}$1/index\\.ts$` },
    },
    {
      name: 'web-shell-on-top',
      comment: 'app/ composes everything; nothing imports it back (the entries main.tsx and entry-server.tsx aside).',
      severity: 'error',
      from: { path: SRC, pathNot: [`${SRC}app/`, `${SRC}(?:main|entry-server)\\.tsx$`] },
      to: { path: `${SRC}app/` },
    },
    {
      name: 'web-pages-above-features',
      comment: 'Route pages compose features; features, the kit and lib do not import pages.',
      severity: 'error',
      from: { path: `${SRC}(?:features|components|lib)/` },
      to: { path: `${SRC}pages/` },
    },
    {
      name: 'web-kit-below-features',
      comment: 'components/ and lib/ know nothing of features: what two features share moves down to them.',
      severity: 'error',
      from: { path: `${SRC}(?:components|lib)/` },
      to: { path: `${SRC}features/` },
    },
    {
      name: 'web-lib-below-kit',
      comment: 'lib/ is plain code (api client, translator, socket, storage): it does not use the UI kit.',
      severity: 'error',
      from: { path: `${SRC}lib/` },
      to: { path: `${SRC}components/` },
    },
    {
      name: 'web-test-support-in-tests-only',
      comment: 'Fakes and render helpers are for tests: the product never imports them.',
      severity: 'error',
      from: { path: SRC, pathNot: [TEST_FILE, ...TEST_SUPPORT] },
      to: { path: TEST_SUPPORT },
    },
    {
      name: 'web-no-cycles',
      comment:
        'A cycle of modules; with features entered through their index, it is usually two features leaning on each other.',
      severity: 'error',
      from: { path: SRC },
      to: { circular: true },
    },
    ...floorRules(),
    {
      name: 'web-dead-file',
      comment: 'Nothing the app runs reaches this file: delete it (a file only its own test imports is dead too).',
      severity: 'error',
      // The browser's entry and the server render's (docs/decisions/0026-first-screen.md).
      from: { path: `${SRC}(?:main|entry-server)\\.tsx$` },
      to: {
        path: SRC,
        pathNot: [TEST_FILE, ...TEST_SUPPORT, '\\.d\\.ts$', `${SRC}(?:main|entry-server)\\.tsx$`],
        reachable: false,
      },
    },
  ],
  options: {
    includeOnly: SRC,
    // Type-only imports cross boundaries too.
    tsPreCompilationDeps: true,
    // The repository's TypeScript 7 has no JavaScript API for dependency-cruiser to parse with.
    parser: 'swc',
    exclude: { path: ['\\.d\\.ts$'] },
  },
};
