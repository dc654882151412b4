import { type APIRequestContext, expect, test } from '@playwright/test';

// Issue 23, section 2 (ADR 0047): a live football game's page shows the match tracker drawn from the
// engine's latest event (SC.LE), which moves as the match goes on over the page's one live stream,
// and its chronology lists the goals and cards of GetChronoOfPlay. Needs POST /dev/clock/advance.

const CSRF = { 'x-requested-with': 'fetch' };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface LiveGame {
  I: number;
  O1: string;
  O2: string;
  SC?: { TS?: number; BR?: number; CPS?: string; LE?: unknown; SV?: number };
}

const advance = async (request: APIRequestContext, ms: number) =>
  expect((await request.post('/dev/clock/advance', { headers: CSRF, data: { ms } })).ok()).toBe(true);

async function liveGames(request: APIRequestContext, sport: number): Promise<LiveGame[]> {
  const res = await request.get(`/service-api/LiveFeed/Get1x2_VZip?sports=${sport}&count=50&lng=en`);
  return ((await res.json()) as { Value: LiveGame[] | null }).Value ?? [];
}
const liveFootball = (request: APIRequestContext) => liveGames(request, 1);

/**
 * A live game of a sport that `wanted` accepts; moves the clock on until there is one. In steps of ten
 * minutes: a sport's games start together, and half-hour steps could land in their breaks every time
 * (a server whose clock other specs had moved found no hockey in play for a whole simulated day).
 */
async function liveGameOf(request: APIRequestContext, sport: number, wanted: (g: LiveGame) => boolean) {
  for (let step = 0; step < 150; step++) {
    const game = (await liveGames(request, sport)).find(
      (g) => g.SC?.BR === undefined && g.SC?.CPS !== 'Finished' && wanted(g),
    );
    if (game) return game;
    await advance(request, 10 * MINUTE);
  }
  throw new Error(`No live game of sport ${sport} anywhere in a simulated day`);
}

/** A football match in play, in its first hour (away from the break and the end); moves the clock on until there is one. */
async function matchInPlay(request: APIRequestContext): Promise<LiveGame> {
  for (let step = 0; step < 48; step++) {
    const game = (await liveFootball(request)).find(
      (g) => g.SC?.BR === undefined && g.SC?.CPS !== 'Finished' && (g.SC?.TS ?? 0) > 300 && (g.SC?.TS ?? 0) < 3600,
    );
    if (game) return game;
    await advance(request, HOUR / 2);
  }
  throw new Error('No football match in play anywhere in a simulated day');
}

test('a live football game shows the match tracker, which follows the match, and its chronology', async ({ page }) => {
  test.setTimeout(150_000);
  const game = await matchInPlay(page.request);
  await page.goto(`/en/live/game/${game.I}`);
  await page
    .getByTestId('cookie-banner')
    .getByRole('button', { name: 'Accept all' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);

  const tracker = page.getByTestId('match-tracker');
  await expect(tracker).toBeVisible();
  await expect(page.getByRole('img', { name: /^Football pitch: / })).toBeVisible();
  // The tracker's score is the scoreboard's.
  const headerScore = ((await page.getByTestId('live-score').textContent()) ?? '').replace(/[^\d:]/g, '');
  await expect(page.getByTestId('tracker-score')).toHaveText(headerScore);

  // As the match goes on, the engine's latest event changes and the drawing follows it without a reload.
  const before = await tracker.getAttribute('data-event');
  const ballBefore = await page.getByTestId('tracker-ball').getAttribute('style');
  await expect(async () => {
    await advance(page.request, MINUTE);
    await expect(tracker).not.toHaveAttribute('data-event', before ?? '', { timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByTestId('tracker-caption')).toHaveText(
    /Attack|Dangerous attack|Shot on target|Shot off target|Goal!|Corner|Yellow card|Red card|Penalty/,
  );
  expect(await page.getByTestId('tracker-ball').getAttribute('style')).not.toBe(ballBefore);
  await expect(page.getByRole('list', { name: 'Latest events' }).getByRole('listitem').first()).toBeVisible();

  // The chronology lists the goals and cards; play on until the match has one.
  await page.getByRole('tab', { name: 'Chronology' }).click();
  const items = page.getByTestId('chrono-item');
  await expect(async () => {
    if ((await items.count()) === 0) await advance(page.request, 5 * MINUTE);
    await expect(items.first()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await expect(items.first()).toHaveText(/\d+'.*(Goal|Yellow card|Red card|Penalty)/);

  // The insights tab reads GameInsights in the page's language.
  await page.getByRole('tab', { name: 'Insights' }).click();
  await expect(page.getByRole('heading', { name: 'Head to head' })).toBeVisible();
});

test('a live hockey game shows its goals on a rink, a live tennis game its serve and points on a court', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const acceptCookies = () =>
    page
      .getByTestId('cookie-banner')
      .getByRole('button', { name: 'Accept all' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);

  // Hockey: the engine plays it goal by goal; the latest goal is drawn, the puck back at centre ice.
  const hockey = await liveGameOf(page.request, 2, (g) => g.SC?.LE !== undefined);
  await page.goto(`/en/live/game/${hockey.I}`);
  await acceptCookies();
  await expect(page.getByRole('img', { name: /^Ice hockey rink: Goal!/ })).toBeVisible();
  await expect(page.getByTestId('match-tracker')).toHaveAttribute('data-event', /^5:[12]:\d+$/);
  const headerScore = ((await page.getByTestId('live-score').textContent()) ?? '').replace(/[^\d:]/g, '');
  await expect(page.getByTestId('tracker-score')).toHaveText(headerScore);

  // Tennis: who serves and the game's points come from the score block (SC.SV, SC.GP) and move as it plays.
  const tennis = await liveGameOf(page.request, 4, (g) => g.SC?.SV !== undefined);
  await page.goto(`/en/live/game/${tennis.I}`);
  const tracker = page.getByTestId('match-tracker');
  await expect(page.getByRole('img', { name: /^Tennis court\. / })).toBeVisible();
  await expect(tracker).toHaveAttribute('data-server', /^[12]$/);
  const board = page.getByTestId('tracker-board');
  await expect(board.getByRole('row')).toHaveCount(3);
  await expect(board.getByRole('row').nth(1).getByRole('cell').last()).toHaveText(/^(0|15|30|40|AD|\d+)$/);
  const rally = async () => `${await tracker.getAttribute('data-server')}|${await tracker.getAttribute('data-points')}`;
  const before = await rally();
  await expect(async () => {
    await advance(page.request, MINUTE);
    await expect.poll(rally, { timeout: 3_000 }).not.toBe(before);
  }).toPass({ timeout: 60_000 });
  await expect(page.getByTestId('tracker-caption')).toHaveText(/Point: |Game: |Set: |Serving: |Play stopped/);
});
