import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { CSRF } from '../support/dev-api';
import { registerByPhone } from '../support/money-journey';

// Issue 20, settings: a player hides football in the office Settings, and it leaves their sport
// menu, lists and live updates (the feeds and /ws filter for them, ADR 0030); allowed again, it is
// back. The header's account menu shows the verification status. Needs the server in test mode (the
// dev outbox and clock).

const HOUR = 3_600_000;
const FOOTBALL = 1;

interface FeedGame {
  SI?: number;
}

/**
 * Football games in a feed's list as this page's player gets it (its cookies, so its filter). Asked
 * for football itself: the soonest games of all sports may hold none, wherever earlier browser tests
 * left the shared server's clock.
 */
async function footballGames(page: Page, feed: 'LineFeed' | 'LiveFeed'): Promise<number> {
  const res = await page.request.get(`/service-api/${feed}/Get1x2_VZip?sports=${FOOTBALL}&count=20&lng=en`);
  expect(res.ok()).toBe(true);
  const games = ((await res.json()) as { Value: FeedGame[] | null }).Value ?? [];
  return games.filter((g) => g.SI === FOOTBALL).length;
}

/** The simulation follows the clock: make sure live football is on before looking for it. */
async function ensureLiveFootball(request: APIRequestContext) {
  for (let hour = 0; hour < 24; hour++) {
    const res = await request.get('/service-api/LiveFeed/Get1x2_VZip?sports=1&count=10&lng=en');
    if ((((await res.json()) as { Value: FeedGame[] | null }).Value ?? []).length >= 2) return;
    expect((await request.post('/dev/clock/advance', { headers: CSRF, data: { ms: HOUR } })).ok()).toBe(true);
  }
  throw new Error('No live football anywhere in a simulated day');
}

/** What the socket answers this page's player for football's live topic: subscribed or refused. */
const footballLiveTopic = (page: Page) =>
  page.evaluate(
    (topic) =>
      new Promise<string>((resolve, reject) => {
        const ws = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/ws`);
        ws.onerror = () => reject(new Error('socket failed'));
        ws.onopen = () => ws.send(JSON.stringify({ op: 'sub', topics: [topic] }));
        ws.onmessage = (event) => {
          const frame = JSON.parse(String(event.data)) as { t: string; topics?: string[]; rejected?: unknown[] };
          if (frame.t !== 'subscribed') return;
          ws.close();
          resolve(frame.topics?.includes(topic) ? 'subscribed' : 'refused');
        };
      }),
    `feed:sport:${FOOTBALL}:live`,
  );

const sportsMenu = (page: Page) => page.getByRole('navigation', { name: 'Sports menu' });
const footballLink = (page: Page) => sportsMenu(page).getByRole('link', { name: /^Football\b/ });

async function openSportsMenu(page: Page, feed: 'line' | 'live') {
  await page.goto(`/en/${feed}`);
  await expect(sportsMenu(page).getByRole('link').first()).toBeVisible();
}

test('a player hides football, no longer sees it in the sport menu, lists and live, and sees it again once allowed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await ensureLiveFootball(page.request);
  await page.goto('/en/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
  await registerByPhone(page);
  await page.reload();

  await test.step('the account menu shows the verification status and leads to Settings', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    const verification = page.getByRole('menuitem', { name: /Verification/ });
    await expect(verification.getByTestId('menu-verification-status')).toHaveText('Not verified');
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/en\/office\/settings$/);
  });

  await test.step('football is there before', async () => {
    expect(await footballGames(page, 'LineFeed')).toBeGreaterThan(0);
    expect(await footballLiveTopic(page)).toBe('subscribed');
  });

  await test.step('switch football off pre-match and in live', async () => {
    await page.goto('/en/office/settings');
    const sports = page.getByTestId('settings-sports');
    for (const name of ['Show Football pre-match', 'Show Football in live']) {
      const toggle = sports.getByRole('switch', { name });
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
    }
    await expect(sports.getByRole('status')).toHaveText('Hidden: 1 pre-match, 1 in live');
  });

  await test.step('football has left the sport menu, the lists and the live updates', async () => {
    for (const feed of ['line', 'live'] as const) {
      await openSportsMenu(page, feed);
      await expect(footballLink(page)).toHaveCount(0);
    }
    await page.goto('/en/live/football');
    await expect(page.getByText('No live matches right now.')).toBeVisible();
    expect(await footballGames(page, 'LineFeed')).toBe(0);
    expect(await footballGames(page, 'LiveFeed')).toBe(0);
    expect(await footballLiveTopic(page)).toBe('refused');
  });

  await test.step('allowed again, football is back', async () => {
    await page.goto('/en/office/settings');
    await page.getByRole('button', { name: 'Show all sports' }).click();
    await expect(
      page.getByTestId('settings-sports').getByRole('switch', { name: 'Show Football in live' }),
    ).toHaveAttribute('aria-checked', 'true');
    for (const feed of ['line', 'live'] as const) {
      await openSportsMenu(page, feed);
      await expect(footballLink(page)).toBeVisible();
    }
    expect(await footballGames(page, 'LiveFeed')).toBeGreaterThan(0);
    expect(await footballLiveTopic(page)).toBe('subscribed');
  });
});

test('the e-mail subscription screen keeps the player’s choices', async ({ page }) => {
  await page.goto('/en/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
  await registerByPhone(page);
  await page.goto('/en/office/settings');
  const mailing = page.getByTestId('settings-mailing');
  // Registered by phone: e-mail subscriptions wait for an address, SMS offers can be switched on.
  await expect(mailing.getByRole('switch', { name: 'Newsletter by e-mail' })).toBeDisabled();
  const sms = mailing.getByRole('switch', { name: 'Bonus and promotion offers by SMS' });
  await sms.click();
  await expect(sms).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(
    page.getByTestId('settings-mailing').getByRole('switch', { name: 'Bonus and promotion offers by SMS' }),
  ).toHaveAttribute('aria-checked', 'true');
});
