import { type APIRequestContext, expect, test } from '@playwright/test';
import { CSRF } from '../support/dev-api';
import { depositThroughSandbox, expectBalance, minorOf, registerByPhone, selectInList } from '../support/money-journey';

// Issue 18, "My bets, the slip and receipts": the receipt names the bet's kind and total odds; "Go to
// My bets" opens the slip's My bets tab with every leg and a cash-out value that moves without a
// click; a partial cash-out leaves the remaining stake shown; on a phone a tap on a price opens the
// quick slip over the match. Needs the server in test mode (dev outbox, POST /dev/clock/advance).

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface LiveGame {
  I: number;
  O1: string;
  O2: string;
  E?: { T: number; C: number; B?: boolean }[];
}

const advance = async (request: APIRequestContext, ms: number) =>
  expect((await request.post('/dev/clock/advance', { headers: CSRF, data: { ms } })).ok()).toBe(true);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Two live football games with an open home-win price, each named by a team no other game has. */
async function twoLiveHomes(request: APIRequestContext): Promise<string[]> {
  for (let hour = 0; hour < 24; hour++) {
    const res = await request.get('/service-api/LiveFeed/Get1x2_VZip?sports=1&count=50&lng=en');
    const games = ((await res.json()) as { Value: LiveGame[] | null }).Value ?? [];
    const unique = (team: string) => games.filter((g) => g.O1 === team || g.O2 === team).length === 1;
    const open = games.filter((g) => unique(g.O1) && (g.E ?? []).some((e) => e.T === 1 && !e.B && e.C > 1.1));
    if (open.length >= 2) return open.slice(0, 2).map((g) => g.O1);
    await advance(request, HOUR);
  }
  throw new Error('No two live football games in a simulated day');
}

test('an express’s receipt names it with its total odds, and My bets shows its legs, a live cash-out value and a partial cash-out', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/en/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
  await registerByPhone(page);
  await depositThroughSandbox(page, '5000');
  await expectBalance(page, 5000_00);

  const teams = await twoLiveHomes(page.request);
  await page.goto('/en/live/football');
  const slip = page.getByRole('region', { name: /^Bet slip/ });
  for (const team of teams) {
    await selectInList(page, page.getByRole('button', { name: new RegExp(`^${escapeRegExp(team)} to win, \\d`) }));
  }
  await expect(slip.getByRole('listitem')).toHaveCount(2);
  await slip.getByRole('tab', { name: 'Express' }).click();
  await slip.getByRole('textbox', { name: /^Stake/ }).fill('400');
  await slip.getByRole('combobox', { name: 'When odds change' }).selectOption({ label: 'Accept any change' });

  // A live price may be suspended just as the bet goes: place again until it is accepted.
  const receipt = slip.getByRole('status').filter({ hasText: 'Bet accepted' });
  await expect(async () => {
    if ((await receipt.count()) === 0) await slip.getByRole('button', { name: 'Place bet' }).click({ timeout: 2000 });
    await expect(receipt).toBeVisible({ timeout: 8000 });
  }).toPass({ timeout: 45_000 });
  await expect(receipt.getByText('Express', { exact: true })).toBeVisible();
  const totalOdds = receipt.getByText('Total odds').locator('xpath=following-sibling::dd');
  await expect(totalOdds).toHaveText(/^\d+\.\d{2,3}$/);
  const legOdds = (await receipt.getByRole('listitem').locator('b').allTextContents()).map(Number);
  expect(Number(await totalOdds.textContent())).toBeCloseTo(
    legOdds.reduce((a, b) => a * b, 1),
    1,
  );
  const betId = (await receipt.getByText(/^№ \d+$/).textContent())?.replace(/\D/g, '') ?? '';

  await receipt.getByRole('button', { name: 'Go to My bets' }).click();
  await expect(page.getByRole('tab', { name: /^My bets/ })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByRole('listitem', { name: `Express № ${betId}` });
  for (const team of teams) await expect(card.getByText(new RegExp(`^${escapeRegExp(team)} – `))).toBeVisible();
  await expect(card.getByText(/^1X2: /)).toHaveCount(2);

  // The value follows the play with no click: move the simulation on until it changes.
  const value = card.getByRole('button', { name: /^Cash out / });
  let first = '';
  await expect(async () => {
    first = (await value.textContent({ timeout: 5000 })) ?? '';
  }).toPass({ timeout: 30_000 });
  await expect(async () => {
    await advance(page.request, MINUTE);
    await expect(value).not.toHaveText(first, { timeout: 4000 });
  }).toPass({ timeout: 60_000 });

  // Sell half: the slider at 50 %, confirmed (again at a moved value should it move).
  const done = page.getByText(`Bet #${betId} cashed out:`);
  await expect(async () => {
    if ((await card.getByRole('slider').count()) === 0) await value.click({ timeout: 3000 });
    await card.getByRole('slider').fill('50');
    await card.getByRole('button', { name: /^Confirm: get / }).click({ timeout: 2000 });
    await expect(done).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 45_000 });
  await expect(card.getByText('Remaining stake')).toBeVisible();
  const sold = card.getByText(/^Cashed out .+ for .+ of the stake$/);
  await expect(sold).toBeVisible();
  expect(minorOf((await sold.textContent())?.split(' for ')[1])).toBe(200_00);
});

test('on a phone a tap on a price opens the quick slip over the match, which grows into the full slip', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/line/football');
  await page.getByRole('button', { name: 'Necessary only' }).click();
  await page.locator('a[href*="/line/game/"]').first().click();
  await expect(page).toHaveURL(/\/en\/line\/game\/\d+$/);
  const match = page.url();
  // A market's price is named by its words first: "1 2.10, Arsenal to win".
  const prices = page.getByRole('button', { name: / \d+\.\d{2}, / });
  await prices.first().click();

  const quick = page.getByRole('dialog', { name: 'Quick bet slip' });
  await expect(quick).toBeVisible();
  await expect(quick.getByRole('textbox', { name: /^Stake/ })).toBeVisible();
  await expect(quick.getByRole('button', { name: 'Place bet' })).toBeVisible();
  await quick.getByRole('textbox', { name: /^Stake/ }).fill('100');
  await expect(quick.getByText('Potential return')).toBeVisible();
  const box = await quick.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(800);
  expect(page.url()).toBe(match);

  await quick.getByRole('button', { name: 'Full bet slip' }).click();
  await expect(quick.getByRole('tab', { name: /^My bets/ })).toBeVisible();
  await expect(quick.getByRole('region', { name: /^Bet slip/ }).getByRole('listitem')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(quick).toHaveCount(0);
  expect(page.url()).toBe(match);
});
