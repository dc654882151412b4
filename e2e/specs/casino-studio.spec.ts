import { expect, type Page, test } from '@playwright/test';
import { CSRF } from '../support/dev-api';
import { depositThroughSandbox, registerByPhone } from '../support/money-journey';

// Issue 21, section 2 (ADR 0043): our studio's games run on their own page, /studio/v1/<game>, the one
// the game page frames. A demo launch opens a fun-money session of 1,000.00; a round moves the balance
// by exactly the stake and the win the server decided, and the frame shows both. Phone first: the
// game fits a 390×844 screen without scrolling.

type RoundAnswer = { round: { stake: number; win: number; status: string }; balance: number };

const euros = (minor: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(minor / 100);

async function playOneRound(page: Page): Promise<RoundAnswer> {
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/studio-api/v1/rounds') && r.request().method() === 'POST',
  );
  await page.getByTestId('play').click();
  const response = await answer;
  expect(response.status()).toBe(200);
  return (await response.json()) as RoundAnswer;
}

async function expectNoScroll(page: Page) {
  const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollHeight, window.innerHeight]);
  expect(scroll).toBeLessThanOrEqual(inner);
}

test.use({ viewport: { width: 390, height: 844 } });

test('a demo dice round moves the fun-money balance by the stake and the win shown', async ({ page }) => {
  await page.goto('/studio/v1/dice?mode=demo&lang=en&currency=EUR');
  await expect(page.getByTestId('balance')).toHaveText(euros(100_000));
  await expectNoScroll(page);
  await page.getByTestId('stake').fill('2.50');
  const { round, balance } = await playOneRound(page);
  expect(round.stake).toBe(250);
  expect(balance).toBe(100_000 - 250 + round.win);
  await expect(page.getByTestId('balance')).toHaveText(euros(balance));
  await expect(page.getByTestId('result')).toHaveText(
    round.win > 0 ? new RegExp(`You won ${euros(round.win)}`) : 'No win',
  );
});

test('demo slot spins (reduced motion) each move the balance by the stake and the win shown', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/studio/v1/orchard-stars?mode=demo&lang=en&currency=EUR');
  await expect(page.getByTestId('balance')).toHaveText(euros(100_000));
  await expectNoScroll(page);
  let expected = 100_000;
  for (let spin = 0; spin < 3; spin++) {
    const { round, balance } = await playOneRound(page);
    expected += round.win - round.stake;
    expect(balance).toBe(expected);
    await expect(page.getByTestId('balance')).toHaveText(euros(expected));
    await expect(page.getByTestId('result')).toHaveText(round.win > 0 ? new RegExp(euros(round.win)) : 'No win');
  }
});

test('rotating the seeds reveals the committed server seed and links to the verifier', async ({ page }) => {
  await page.goto('/studio/v1/plinko?mode=demo&lang=en&currency=EUR');
  await playOneRound(page);
  await page.getByTestId('fairness').click();
  const committed = await page.getByTestId('server-seed-hash').textContent();
  await page.getByTestId('rotate').click();
  await expect(page.getByTestId('revealed')).toContainText('SHA-256 of the revealed seed matches the commitment');
  const link = page.getByTestId('verify-link');
  await expect(link).toHaveAttribute('target', '_top');
  const href = new URL((await link.getAttribute('href')) ?? '', 'http://x');
  expect(href.pathname).toBe('/en/casino/verify');
  expect(href.searchParams.get('server_seed_hash')).toBe(committed);
  expect(href.searchParams.get('nonce')).toBe('0');
  // The round's bet comes along, so the verifier recomputes exactly that drop.
  expect(href.searchParams.get('rows')).toBe('12');
  expect(href.searchParams.get('risk')).toBe('medium');
  await expect(page.getByTestId('server-seed-hash')).not.toHaveText(committed ?? '');
});

test('a refused stake is explained in the player’s language, right to left in Arabic', async ({ page }) => {
  await page.goto('/studio/v1/mines?mode=demo&lang=ar&currency=RUB');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('stake').fill('5000');
  await page.getByTestId('play').click();
  await expect(page.getByRole('alert')).toHaveText('لا يكفي المال لهذا الرهان. اخفض الرهان أو اشحن رصيدك.');
});

test('a real-money round moves the player’s money and tells the game page the new balance', async ({ page }) => {
  await registerByPhone(page);
  await depositThroughSandbox(page, '5000');
  const launch = await page.request.post('/web-api/casino/v1/launch', {
    headers: CSRF,
    data: { game: 'fairline-studio:dice', mode: 'real', lang: 'en' },
  });
  expect(launch.status(), await launch.text()).toBe(200);
  const { url } = ((await launch.json()) as { data: { url: string } }).data;
  // Opened on its own the page is its own parent: what it posts there is what the game page hears.
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { posted: unknown[] }).posted = seen;
    window.addEventListener('message', (e) => seen.push(e.data));
  });
  await page.goto(url);
  await expect(page.getByTestId('balance')).toContainText('5,000.00');
  await page.getByTestId('stake').fill('100');
  const { round, balance } = await playOneRound(page);
  expect(balance).toBe(500_000 - 10_000 + round.win);
  await expect(page.getByTestId('balance')).toContainText(
    new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(balance / 100),
  );
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { posted: unknown[] }).posted))
    .toContainEqual({ type: 'fairline:balance', balance, currency: 'KZT' });
});
