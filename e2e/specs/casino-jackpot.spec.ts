import { expect, type Locator, test } from '@playwright/test';
import { CSRF } from '../support/dev-api';
import { depositThroughSandbox, registerByPhone } from '../support/money-journey';

// Issue 21, section 4 (ADR 0066): the lobby's jackpot ticker shows the studio's pool in the player's
// currency and rises live (over /ws, at most a frame a second) while the player plays real rounds:
// 0.5 % of each real stake feeds the pool once the round is settled.

const amountOf = async (ticker: Locator) => Number(await ticker.getAttribute('data-amount'));

test('the lobby’s jackpot ticker shows the pool in the player’s currency and rises while they play real rounds', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await registerByPhone(page);
  await depositThroughSandbox(page, '5000');

  await page.goto('/en/casino');
  const ticker = page.getByTestId('jackpot-ticker');
  await expect(ticker).toBeVisible();
  await expect(ticker).toHaveAttribute('data-currency', 'KZT');
  await expect(ticker.getByTestId('jackpot-amount')).toContainText('₸');
  const before = await amountOf(ticker);
  expect(before).toBeGreaterThan(0);

  // Real dice rounds, as the game's frame plays them: a real launch, the studio session, then rounds.
  const launch = await page.request.post('/web-api/casino/v1/launch', {
    headers: CSRF,
    data: { game: 'fairline-studio:dice', mode: 'real', lang: 'en' },
  });
  expect(launch.status()).toBe(200);
  const query = new URL(((await launch.json()) as { data: { url: string } }).data.url, 'http://x').searchParams;
  // The studio's API as the frame calls it: no cookies (an opaque origin), the studio session as bearer.
  const session = await request.post('/studio-api/v1/sessions', {
    data: { token: query.get('token'), user: query.get('user'), game: 'dice' },
  });
  expect(session.status(), await session.text()).toBe(200);
  const auth = { authorization: `Bearer ${((await session.json()) as { session: string }).session}` };
  const stake = 50_000; // 500.00 ₸: 250 minor units to the pool per round
  for (let i = 0; i < 4; i++) {
    const round = await request.post('/studio-api/v1/rounds', {
      headers: auth,
      data: { game: 'dice', stake, params: { target: 50, direction: 'over' } },
    });
    expect(round.status(), await round.text()).toBe(200);
  }

  // The ticker follows over /ws without a reload, and counts up to the new value on screen.
  await expect.poll(() => amountOf(ticker), { timeout: 15_000 }).toBeGreaterThanOrEqual(before + 4 * 250);
  const expected = ((await amountOf(ticker)) / 100).toLocaleString('en', { minimumFractionDigits: 2 });
  await expect(ticker.getByTestId('jackpot-amount')).toContainText(expected);
});
