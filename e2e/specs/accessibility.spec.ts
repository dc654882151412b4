import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

// The public pages pass axe (the engine Lighthouse's accessibility audit runs) with no moderate, serious
// or critical finding, in light and dark, on a phone's width and a desktop's. Among its rules, the ones
// these pages once broke: every landmark of a role has its own name (landmark-unique: the match centre
// and its tracker, the sports side menu beside the bet slip), and a page has one level-one heading
// (page-has-heading-one: a game page's is its match, "Team A – Team B") followed by no skipped level
// (heading-order). Each page is checked at two of the four width × theme pairs, the pages together at
// all four, to keep the file short.

// Colours are judged at rest: a theme switched by a click fades its buttons' colours for 120 ms, and axe
// would read a colour halfway (the site honours the visitor's reduced-motion choice with no transitions).
test.use({ reducedMotion: 'reduce' });

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const REPORTED = new Set(['moderate', 'serious', 'critical']);

interface FeedGame {
  I: number;
  O1: string;
  O2: string;
  SC?: { CPS?: string };
}

async function firstGame(request: APIRequestContext, feed: 'LineFeed' | 'LiveFeed', sport: number) {
  const res = await request.get(`/service-api/${feed}/Get1x2_VZip?sports=${sport}&count=20&lng=en`);
  const games = ((await res.json()) as { Value: FeedGame[] | null }).Value ?? [];
  const game = games.find((g) => g.SC?.CPS !== 'Finished') ?? games[0];
  if (!game) throw new Error(`no ${feed} game of sport ${sport} at the simulated start`);
  return game;
}

/** Opens `path` at `width` in `theme`, waits for hydration, and answers axe's findings of moderate impact or worse. */
async function axeFindings(page: Page, path: string, width: number, theme: 'light' | 'dark') {
  await page.setViewportSize({ width, height: 850 });
  await page.addInitScript((t) => localStorage.setItem('fl-ui', JSON.stringify({ theme: t })), theme);
  await page.goto(path);
  await expect(page.locator('#root[data-hydrated]')).toBeAttached({ timeout: 20_000 });
  // A brand's default theme applies until the player chooses one: choose as a player would.
  if ((await page.locator(`html[data-theme="${theme}"]`).count()) === 0) {
    await page.getByTestId('theme-toggle').first().click();
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await page.evaluate(axeSource);
  const result = await page.evaluate(() =>
    (window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResult> } }).axe.run(document, {
      resultTypes: ['violations'],
    }),
  );
  return result.violations
    .filter((v) => REPORTED.has(v.impact ?? ''))
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

interface AxeResult {
  violations: { id: string; impact?: string; nodes: { target: string[] }[] }[];
}

/** Console errors that a server render differing from the browser's first render would log. */
function hydrationErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && /hydrat|did not match/i.test(m.text()) && errors.push(m.text()));
  page.on('pageerror', (e) => /hydrat/i.test(e.message) && errors.push(e.message));
  return errors;
}

const pairs = [
  [390, 'light', 1280, 'dark'],
  [390, 'dark', 1280, 'light'],
] as const;

const lists = ['/en/', '/en/sports', '/en/line', '/en/casino'];
for (const [i, path] of lists.entries()) {
  const [w1, t1, w2, t2] = pairs[i % 2] ?? pairs[0];
  test(`${path} has no moderate or worse axe finding (${w1} px ${t1}, ${w2} px ${t2})`, async ({ page }) => {
    expect(await axeFindings(page, path, w1, t1)).toEqual([]);
    expect(await axeFindings(page, path, w2, t2)).toEqual([]);
  });
}

test('the sports side menu is a named landmark of its own beside the bet slip (landmark-unique)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 850 });
  await page.goto('/en/sports');
  await expect(page.getByRole('complementary', { name: 'Sports and championships' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sports menu' })).toBeVisible();
});

test('a line game page has its match as its one h1, drawn by the server, and no moderate or worse axe finding', async ({
  page,
}) => {
  const game = await firstGame(page.request, 'LineFeed', 1);
  const errors = hydrationErrors(page);
  // The server's markup carries the heading (the same text the browser renders: no mismatch).
  const html = await (await page.request.get(`/en/line/game/${game.I}`)).text();
  expect(html).toContain('data-testid="game-title"');
  expect(await axeFindings(page, `/en/line/game/${game.I}`, 390, 'dark')).toEqual([]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${game.O1} – ${game.O2}`);
  expect(await axeFindings(page, `/en/line/game/${game.I}`, 1280, 'light')).toEqual([]);
  expect(errors).toEqual([]);
});

test('a live game page names its match centre and its tracker apart, and has no moderate or worse axe finding', async ({
  page,
}) => {
  const game = await firstGame(page.request, 'LiveFeed', 10);
  const errors = hydrationErrors(page);
  expect(await axeFindings(page, `/en/live/game/${game.I}`, 390, 'light')).toEqual([]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${game.O1} – ${game.O2}`);
  await expect(page.getByRole('region', { name: 'Match centre', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: `Tracker: ${game.O1} – ${game.O2}` })).toBeVisible();
  expect(await axeFindings(page, `/en/live/game/${game.I}`, 1280, 'dark')).toEqual([]);
  expect(errors).toEqual([]);
});
