import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

// Search (issue 18): a WAI-ARIA combobox — arrows move the active option, Enter opens it, Escape
// closes the list then clears the text — whose results show the main prices and, live, the score.

interface FeedGame {
  I: number;
  O1?: string;
  O2?: string;
  E?: { G: number; B?: true }[];
}

const CSRF = { 'x-requested-with': 'fetch' };
const HOUR = 3_600_000;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function feedGames(request: APIRequestContext, feed: 'LiveFeed' | 'LineFeed'): Promise<FeedGame[]> {
  const res = await request.get(`/service-api/${feed}/Get1x2_VZip?sports=1&count=50&lng=en`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { Value: FeedGame[] | null }).Value ?? [];
}

/** A live football game, moving the simulated clock on to a busy hour if nobody plays now. */
async function liveFootball(request: APIRequestContext): Promise<FeedGame> {
  for (let hour = 0; hour < 24; hour++) {
    // A game still offering a price in its result market: near the final whistle, or after a goal,
    // the 1X2 may be withdrawn or all three outcomes suspended (under the minimum odds).
    const open = (g: FeedGame) => g.E?.some((o) => o.G === 1 && !o.B);
    const game = (await feedGames(request, 'LiveFeed')).find((g) => g.O1 && open(g));
    if (game) return game;
    expect((await request.post('/dev/clock/advance', { headers: CSRF, data: { ms: HOUR } })).ok()).toBe(true);
  }
  throw new Error('No live football anywhere in a simulated day');
}

async function search(page: Page, text: string) {
  const box = page.getByRole('combobox', { name: 'Search events' });
  await box.fill(text);
  await expect(page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first()).toBeVisible();
  return box;
}

test('arrow down and Enter open the active result on its game page', async ({ page }) => {
  const [game] = await feedGames(page.request, 'LineFeed');
  const team = game?.O1 ?? '';
  expect(team).not.toBe('');
  await page.goto('/en/line');
  const box = await search(page, team);
  await expect(page.getByRole('status').filter({ hasText: /^\d+ results?$/ })).toBeAttached();
  await box.press('ArrowDown');
  const first = page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  await expect(box).toBeFocused();
  const href = (await first.getAttribute('href')) ?? '';
  expect(href).toMatch(/\/en\/(line|live)\/game\/\d+$/);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('listbox', { name: 'Search results' })).toHaveCount(0);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
});

test('Escape closes the list and a second Escape clears the text', async ({ page }) => {
  const [game] = await feedGames(page.request, 'LineFeed');
  await page.goto('/en/line');
  const box = await search(page, game?.O1 ?? '');
  await box.press('ArrowDown');
  await box.press('Escape');
  await expect(page.getByRole('listbox', { name: 'Search results' })).toHaveCount(0);
  await expect(box).toHaveValue(game?.O1 ?? '');
  await expect(box).not.toHaveAttribute('aria-activedescendant');
  await box.press('Escape');
  await expect(box).toHaveValue('');
});

test('a live result shows its score and clock, and results show their main prices', async ({ page }) => {
  const game = await liveFootball(page.request);
  await page.goto('/en/line');
  await search(page, game.O1 ?? '');
  const option = page.locator(`[role="option"][href$="/en/live/game/${game.I}"]`);
  await expect(option).toBeVisible();
  // Named by its words in the order shown (WCAG 2.5.3): teams, championship, score, clock, prices.
  await expect(option).toHaveAttribute('aria-label', new RegExp(`^${escapeRegExp(game.O1 ?? '')} – .+, \\d+:\\d+, `));
  await expect(option.getByText(/^\d+:\d+$/)).toBeVisible();
  // The score, then the clock or period ("67'", "45+2'", "Half time"), never an empty place.
  await expect(option).toHaveAttribute('aria-label', /, \d+:\d+, [^,]+, 1 /);
  // The result market's prices, in the player's odds format (decimal on this site in English).
  await expect(option).toHaveAttribute(
    'aria-label',
    /, 1 (\d+\.\d\d|Suspended), X (\d+\.\d\d|Suspended), 2 (\d+\.\d\d|Suspended)$/,
  );
  await expect(option.getByText(/^\d+\.\d\d$/).first()).toBeVisible();
});
