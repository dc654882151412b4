import { type Browser, expect, type Page, test } from '@playwright/test';
import { CSRF } from '../support/dev-api';
import { depositThroughSandbox, registerByPhone } from '../support/money-journey';

// Issue 21, section 2 (ADR 0058): the crash game is one live room. Two players (two browser contexts,
// fun money) watch the same round over /ws; one cashes out during the flight and the other sees that
// cash-out in the round's players list at once. The server's clock decides: a cash-out that arrives
// after the bust is lost, so the test plays rounds until one flies long enough to cash out in.

type BetAnswer = { bet: { id: string; stake: number; cash_out: number | null; win: number | null }; balance: number };

async function openCrash(browser: Browser, lang = 'en'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`/studio/v1/crash?mode=demo&lang=${lang}&currency=EUR`);
  await expect(page.getByTestId('crash-commitment')).toHaveText(/^[0-9a-f]{64}$/);
  return page;
}

async function placeBet(page: Page): Promise<BetAnswer> {
  const play = page.getByTestId('play');
  await expect(play).toBeEnabled({ timeout: 30_000 });
  const answer = page.waitForResponse((r) => r.url().endsWith('/studio-api/v1/crash/bets'));
  await play.click();
  const response = await answer;
  expect(response.status()).toBe(200);
  return (await response.json()) as BetAnswer;
}

test('two players watch one crash round; one cashes out and the other sees it in the players list', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const watcher = await openCrash(browser);
  const player = await openCrash(browser);

  for (let attempt = 0; attempt < 6; attempt++) {
    const theirs = await placeBet(watcher);
    const mine = await placeBet(player);
    // Both bets are in the same round: each page lists both.
    await expect(watcher.locator(`[data-bet="${mine.bet.id}"]`)).toBeVisible();
    await expect(player.locator(`[data-bet="${theirs.bet.id}"]`)).toBeVisible();
    const cash = player.getByTestId('play');
    await expect(cash)
      .toHaveText(/Cash out/, { timeout: 15_000 })
      .catch(() => undefined);
    const answer = player.waitForResponse((r) => r.url().includes('/cashout'));
    if (!(await cash.isEnabled()) || !/Cash out/.test((await cash.textContent()) ?? '')) {
      await expect(player.getByTestId('crash-status')).toHaveText(/Busted at/);
      continue;
    }
    await cash.click();
    const response = await answer;
    if (response.status() !== 200) {
      expect((await response.json()).error.code).toBe('BUSTED');
      continue;
    }
    const paid = (await response.json()) as BetAnswer;
    expect(paid.bet.cash_out).toBeGreaterThanOrEqual(1);
    expect(paid.bet.win).toBe(Math.floor((mine.bet.stake * Math.round((paid.bet.cash_out ?? 0) * 100)) / 100));
    // The other player sees the cash-out in the players list (over /ws), with its multiplier.
    const row = watcher.locator(`[data-bet="${mine.bet.id}"]`);
    await expect(row).toHaveClass(/won/);
    await expect(row).toContainText(`${(paid.bet.cash_out ?? 0).toFixed(2)}×`);
    await expect(player.getByTestId('balance')).toContainText(
      new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(paid.balance / 100),
    );
    // After the bust the round joins the history with its revealed hash and a link to the verifier.
    await expect(watcher.getByTestId('crash-status')).toHaveText(/Busted at/, { timeout: 90_000 });
    const verify = watcher.getByTestId('crash-history').locator('a').first();
    await expect(verify).toHaveAttribute('href', /\/en\/casino\/verify\?game=crash&hash=[0-9a-f]{64}&salt=/);
    // The verifier recomputes that round's crash point in the browser from its hash and the salt.
    const point = (await watcher.getByTestId('crash-history').locator('li b').first().textContent()) ?? '';
    await verify.click();
    await expect(watcher).toHaveURL(/\/en\/casino\/verify\?game=crash/);
    const shown = watcher.getByTestId('verify-crash-point');
    if (point === '1.00×') await expect(shown).not.toHaveText(/\d\.\d\d×/);
    else await expect(shown).toHaveText(point);
    return;
  }
  throw new Error('no round flew long enough to cash out in six tries');
});

test('the crash room reads right to left in Arabic and names the phase', async ({ browser }) => {
  const page = await openCrash(browser, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('crash-status')).toHaveText(/الجولة التالية|انهار|^$/);
});

test('the lobby’s crash games lead to the game page, whose sandboxed frame joins the live room', async ({ page }) => {
  await page.goto('/en/crash-games');
  await expect(page.getByTestId('casino-tile-crash')).toBeVisible();
  await page.getByTestId('casino-tile-crash').getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/casino\/game\/crash$/);
  await expect(page.getByTestId('casino-frame')).toHaveAttribute('src', /^\/studio\/v1\/crash\?.*mode=demo/);
  // Over the frame's own /ws connection: the chain's commitment and the room's phase arrive.
  const game = page.frameLocator('[data-testid="casino-frame"]');
  await expect(game.getByTestId('crash-commitment')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(game.getByTestId('crash-status')).toHaveText(/Next round in|Busted at|^$/);
});

test('a player’s real crash bet is in the game history, whose Verify opens the verifier on that round’s point', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await registerByPhone(page);
  await depositThroughSandbox(page, '5000');
  // A real launch of the crash game, then the studio's API as the frame calls it (the token, then its session).
  const launch = await page.request.post('/web-api/casino/v1/launch', {
    headers: CSRF,
    data: { game: 'fairline-studio:crash', mode: 'real', lang: 'en' },
  });
  expect(launch.status()).toBe(200);
  const query = new URL(((await launch.json()) as { data: { url: string } }).data.url, 'http://x').searchParams;
  const session = await request.post('/studio-api/v1/sessions', {
    data: { token: query.get('token'), user: query.get('user'), game: 'crash' },
  });
  expect(session.status(), await session.text()).toBe(200);
  const auth = { authorization: `Bearer ${((await session.json()) as { session: string }).session}` };
  type State = { phase: string; betting_ends_at: number; now: number; history: { round: number; point: number }[] };
  const state = async () => (await (await request.get('/studio-api/v1/crash/state')).json()) as State;
  // Bet while the betting phase has time left (the server's clock decides; a late bet is refused, try the next).
  let round = -1;
  await expect(async () => {
    const now = await state();
    expect(now.phase === 'betting' && now.betting_ends_at - now.now > 1000).toBe(true);
    const placed = await request.post('/studio-api/v1/crash/bets', { headers: auth, data: { stake: 2500 } });
    expect(placed.status(), await placed.text()).toBe(200);
    round = ((await placed.json()) as { round: number }).round;
  }).toPass({ timeout: 40_000, intervals: [250] });
  let point = 0;
  await expect(async () => {
    const past = (await state()).history.find((r) => r.round === round);
    expect(past).toBeDefined();
    point = past?.point ?? 0;
  }).toPass({ timeout: 60_000, intervals: [500] });

  await page.goto('/en/office/casino');
  const row = page.getByTestId('casino-round').first();
  await expect(row).toContainText('Crash');
  await expect(row).toContainText('25.00');
  await row.getByTestId('casino-round-verify').click();
  await expect(page).toHaveURL(
    /\/en\/casino\/verify\?game=crash&hash=[0-9a-f]{64}&salt=[0-9a-f]+&commitment=[0-9a-f]{64}/,
  );
  const shown = page.getByTestId('verify-crash-point');
  // A round that busts at once is named so, with its point ("Instant bust (1.00×)").
  if (point === 1) await expect(shown).toHaveText(/Instant bust/);
  else await expect(shown).toHaveText(`${point.toFixed(2)}×`);
});
