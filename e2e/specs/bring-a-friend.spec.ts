import { expect, test } from '@playwright/test';
import { CSRF } from '../support/dev-api';
import {
  depositThroughSandbox,
  expectBalance,
  headerBalance,
  minorOf,
  placeCoupon,
  registerByPhone,
  selectInList,
  soonestPicks,
  winPrice,
} from '../support/money-journey';

// Bring a friend (issue 22 §3, ADR 0061): a friend follows the referrer's link in another browser,
// registers, deposits and loses money on a bet (cashed out below its stake); the commission schedule
// (run through its dev route as of the next day) credits 20 % of that to the referrer, who sees the
// anonymised friend with the earnings and transfers them to the main account.
// Needs the server in test mode (NODE_ENV=test): the dev outbox and POST /dev/bring-a-friend/sweep.

const DAY = 86_400_000;

test('a friend joins through the link; after the schedule the referrer sees the earnings and moves them to the main account', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.goto('/en/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
  await registerByPhone(page);
  await page.goto('/en/office/friend');
  await expect(page.getByRole('heading', { level: 1, name: 'Bring a friend' })).toBeVisible();
  const link = await page.getByRole('textbox', { name: 'Referral link' }).inputValue();
  expect(link).toMatch(/\/en\/registration\?ref=[a-z0-9]{8}$/);

  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await test.step('the friend follows the link, registers and is bound to the referrer', async () => {
    await friend.goto(link);
    await friend.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(async () => (await friendContext.cookies()).some((c) => c.name === 'fl_ref')).toBe(true);
    await registerByPhone(friend);
    // Signed in, the app hands the remembered tag to the server, which binds the referrer and clears it.
    const bound = friend.waitForResponse((r) => r.url().endsWith('/web-api/bringfriend/registration'));
    await friend.goto('/en/');
    expect((await bound).status()).toBe(200);
    expect((await friendContext.cookies()).some((c) => c.name === 'fl_ref')).toBe(false);
  });

  const lost = await test.step('the friend deposits, bets and sells the bet below its stake', async () => {
    await depositThroughSandbox(friend, '5000');
    await expectBalance(friend, 5000_00);
    const [pick] = await soonestPicks(friend.request, 1);
    if (!pick) throw new Error('no line game to bet on');
    await friend.setViewportSize({ width: 1440, height: 900 });
    await friend.goto('/en/line');
    await friend.getByRole('combobox', { name: 'Group' }).selectOption({ label: 'By start time' });
    await selectInList(friend, winPrice(friend, pick));
    const placed = await placeCoupon(friend.getByRole('region', { name: /^Bet slip/ }), '1000');
    const quote = await friend.request.post('/service-api/LiveBet/Secure/GetCashOutQuote', {
      headers: CSRF,
      data: { betId: placed.betId },
    });
    const offer = (await quote.json()) as { Value: { QuoteId: string; Summ: number; Stake: number } };
    expect(offer.Value.Summ).toBeLessThan(offer.Value.Stake);
    const sale = await friend.request.post('/service-api/LiveBet/Secure/SaleBet', {
      headers: CSRF,
      data: { betId: placed.betId, quoteId: offer.Value.QuoteId },
    });
    expect(((await sale.json()) as { Success: boolean }).Success).toBe(true);
    return Math.round((offer.Value.Stake - offer.Value.Summ) * 100);
  });
  await friendContext.close();

  const commission = Math.floor((lost * 20) / 100);
  const sweep = await page.request.post('/dev/bring-a-friend/sweep', {
    headers: CSRF,
    data: { at: new Date(Date.now() + DAY).toISOString() },
  });
  expect(sweep.status()).toBe(200);

  await page.reload();
  const players = page.getByRole('table');
  await expect(players.getByRole('row')).toHaveCount(2);
  const row = players.getByRole('row').nth(1);
  await expect(row).toContainText(/Player #…\d{4}/);
  await expect(row).toContainText('Active');
  expect(minorOf(await row.getByRole('cell').nth(3).textContent())).toBe(commission);
  expect(minorOf(await page.getByTestId('friend-balance').textContent())).toBe(commission);
  expect(minorOf(await page.getByTestId('friend-total').textContent())).toBe(commission);

  const before = await headerBalance(page);
  await page.getByRole('button', { name: /^Transfer .+ to the main account$/ }).click();
  await expect(page.getByText(/moved to your main account$/)).toBeVisible();
  await expect.poll(async () => minorOf(await page.getByTestId('friend-balance').textContent())).toBe(0);
  await expectBalance(page, before + commission);
  await expect(page.getByRole('button', { name: /^Transfer / })).toHaveCount(0);

  const tabs = page.getByRole('navigation', { name: 'Bring a friend' });
  await tabs.getByRole('link', { name: 'Banners' }).click();
  await expect(page.getByRole('img', { name: 'Banner 300×250' })).toBeVisible();
  await tabs.getByRole('link', { name: 'Rules' }).click();
  await expect(page.getByText(/20 % of a friend’s net sportsbook revenue/)).toBeVisible();
});
