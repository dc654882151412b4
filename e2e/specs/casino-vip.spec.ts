import { isoWeekStart } from '@fairline/shared/wire/casino-vip';
import { expect, type Page, test } from '@playwright/test';
import { CSRF } from '../support/dev-api';
import { depositThroughSandbox, expectBalance, headerBalance, registerByPhone } from '../support/money-journey';

// Issue 21 §4 (ADR 0067): a player's real-money casino rounds raise their VIP level's progress in the
// office, and once the ISO week closes the leader's sweep credits the week's premium cashback — 5 % of
// the net loss at Bronze — to the balance, once. The casino stamps rounds with its own (wall) clock, so
// the week is closed by sweeping as of an instant after it (`/dev/casino-vip/sweep`, this player only:
// other specs' players share the server).

type Round = { round: { stake: number; win: number } };
const WEEK = 7 * 86_400_000;
const TENGE_PER_USD = 480;

/** Opens a real-money dice session the way the game frame does: launch, then the studio's session. */
async function diceSession(page: Page, userId: number): Promise<string> {
  const launch = await page.request.post('/web-api/casino/v1/launch', {
    headers: CSRF,
    data: { game: 'fairline-studio:dice', mode: 'real', lang: 'en' },
  });
  expect(launch.status(), await launch.text()).toBe(200);
  const url = new URL(((await launch.json()) as { data: { url: string } }).data.url, 'http://x');
  const session = await page.request.post('/studio-api/v1/sessions', {
    headers: CSRF,
    data: { token: url.searchParams.get('token'), user: String(userId), game: 'dice', lang: 'en' },
  });
  expect(session.status(), await session.text()).toBe(200);
  return ((await session.json()) as { session: string }).session;
}

test.use({ viewport: { width: 390, height: 844 } });

test('real rounds show as VIP progress, and the closed week’s cashback is credited to the balance once', async ({
  page,
}) => {
  const userId = await registerByPhone(page);
  await depositThroughSandbox(page, '20000');
  const session = await diceSession(page, userId);
  // Rounds at a 2 % chance until the week is a net loss (almost always the first; after an early win it
  // takes about fifty more rounds, so up to 120).
  let stakes = 0;
  let wins = 0;
  for (let i = 0; i < 120 && stakes <= wins; i++) {
    const res = await page.request.post('/studio-api/v1/rounds', {
      headers: { ...CSRF, authorization: `Bearer ${session}` },
      data: { game: 'dice', stake: 2_000_00, params: { target: 98, direction: 'over' } },
    });
    expect(res.status(), await res.text()).toBe(200);
    const { round } = (await res.json()) as Round;
    stakes += round.stake;
    wins += round.win;
  }
  expect(stakes).toBeGreaterThan(wins);
  const cashback = Math.floor(((stakes - wins) * 5) / 100);

  await page.goto('/en/office/vip');
  await expect(page.getByTestId('vip-level')).toHaveText('Bronze');
  const usd = Math.floor(stakes / TENGE_PER_USD) / 100;
  await expect(page.getByTestId('vip-wagered')).toContainText(usd.toFixed(2));
  await expect(page.getByRole('progressbar')).toHaveAttribute(
    'aria-valuenow',
    String(Math.floor((stakes / 10 ** 2 / TENGE_PER_USD / 500) * 1000) / 10),
  );
  const office = page.getByRole('navigation', { name: 'Personal office' });
  await expect(office.getByRole('link', { name: 'VIP club' })).toHaveAttribute('aria-current', 'page');
  await expect(office.getByRole('link', { name: 'Premium cashback' })).toHaveCount(1);
  await expect(page.getByRole('row', { name: /Diamond/ })).toContainText('15%');

  await page.getByRole('link', { name: 'See your premium cashback' }).click();
  await expect(page).toHaveURL(/\/en\/office\/cashback$/);
  await expect(page.getByTestId('cashback-expected')).toContainText(
    new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(cashback / 100),
  );
  await expect(page.getByText('No closed weeks yet.')).toBeVisible();

  const before = await headerBalance(page);
  const at = new Date(isoWeekStart(new Date()).getTime() + WEEK + 3_600_000).toISOString();
  for (let run = 0; run < 2; run++) {
    const sweep = await page.request.post('/dev/casino-vip/sweep', { headers: CSRF, data: { at, userId } });
    expect(sweep.status()).toBe(200);
    expect(((await sweep.json()) as { credited: number }).credited).toBe(run === 0 ? 1 : 0);
  }
  await page.reload();
  const credit = page.getByTestId('cashback-credit');
  await expect(credit).toHaveCount(1);
  await expect(credit).toContainText('Credited');
  await expect(credit).toContainText(new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(cashback / 100));
  await expectBalance(page, before + cashback);
});
