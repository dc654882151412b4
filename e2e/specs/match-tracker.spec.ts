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
  SC?: { TS?: number; BR?: number; CPS?: string; LE?: unknown };
}

const advance = async (request: APIRequestContext, ms: number) =>
  expect((await request.post('/dev/clock/advance', { headers: CSRF, data: { ms } })).ok()).toBe(true);

async function liveFootball(request: APIRequestContext): Promise<LiveGame[]> {
  const res = await request.get('/service-api/LiveFeed/Get1x2_VZip?sports=1&count=50&lng=en');
  return ((await res.json()) as { Value: LiveGame[] | null }).Value ?? [];
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
