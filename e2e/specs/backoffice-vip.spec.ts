import { expect, type Page, test } from '@playwright/test';
import { CSRF, solvedCaptcha } from '../support/dev-api';
import { depositThroughSandbox, expectBalance, selectInList, soonestPicks, winPrice } from '../support/money-journey';
import { signedInStaffPage } from '../support/staff';

// Issue 24 §2 risk and trading (ADR 0052): a player from a country the brand takes VIP bets from
// (Fairline's demo: the United Arab Emirates) sends a stake above the maximum, which goes to the
// traders; a risk user approves it in the VIP desk with a lower stake; the player's open page hears at
// once that it was accepted, My bets lists the request accepted and the bet open, the rest of the held
// stake is back on the balance, the inbox has the message, and the audit log viewer shows the approval.

const EMIRATES = 13;
const TENGE = 4;

/** One-click registration through the API from the Emirates, in tenge: the page's context is logged in. */
async function registerFromEmirates(page: Page): Promise<number> {
  const res = await page.request.post('/web-api/api/web/registration/v1/register/fast_reg?lang=en', {
    headers: CSRF,
    data: {
      fields: { country_id: EMIRATES, currency_id: TENGE, 'agree-policy': true },
      captcha: await solvedCaptcha(page.request),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { userId: number }).userId;
}

test('a risk user approves a VIP bet a player sent, with a lower stake; the player sees it accepted; the audit log shows it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/en/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
  const userId = await registerFromEmirates(page);
  await depositThroughSandbox(page, '200000');
  await expectBalance(page, 200_000_00);

  let requestId = 0;
  let team = '';
  await test.step('the player sends a stake above the maximum: it goes to the traders, held', async () => {
    const [pick] = await soonestPicks(page.request, 1);
    if (!pick) throw new Error('no line game to bet on');
    team = pick.team;
    await page.goto('/en/line');
    await selectInList(page, winPrice(page, pick));
    const slip = page.getByRole('region', { name: /^Bet slip/ });
    await slip.getByRole('textbox', { name: /^Stake/ }).fill('150000');
    await expect(slip.getByText(/^Above the maximum of/)).toBeVisible();
    await slip.getByRole('combobox', { name: 'When odds change' }).selectOption({ label: 'Accept any change' });
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(slip.getByRole('status').filter({ hasText: 'Sent for approval' })).toBeVisible({ timeout: 20_000 });
    await expectBalance(page, 50_000_00);
    await page.goto('/en/office/bets');
    const requests = page.getByRole('list', { name: 'VIP bet requests' });
    const awaiting = requests.getByRole('listitem').first();
    await expect(awaiting).toContainText('Awaiting approval');
    const mine = await page.request.get('/web-api/officeapi/vipbets');
    requestId = ((await mine.json()) as { items: { id: number }[] }).items[0]?.id ?? 0;
    expect(requestId).toBeGreaterThan(0);
    await expect(awaiting).toContainText(`№ ${requestId}`);
  });

  await test.step('a risk user approves it in the VIP desk with 120,000 of the 150,000', async () => {
    const { page: risk } = await signedInStaffPage(browser, 'risk');
    await risk.getByRole('link', { name: 'VIP bets' }).click();
    const row = risk.getByRole('row').filter({ hasText: `#${requestId}` });
    await expect(row).toContainText('150,000.00 KZT');
    await row.getByRole('button', { name: `Approve request #${requestId}` }).click();
    const form = risk.getByRole('form', { name: `Approve request #${requestId}` });
    // The trader sees what they accept: the selection, its odds as asked and now, that it takes bets.
    const selections = form.getByRole('table', { name: 'Selections of the request' });
    await expect(selections.getByRole('row').nth(1)).toContainText(team);
    await expect(selections.getByRole('row').nth(1)).toContainText('yes');
    await expect(form).toContainText('minimum bet 0.10 KZT');
    const stake = form.getByLabel('Accepted stake (KZT)');
    await expect(stake).toHaveValue('150000.00');
    // Never above what the player asked for.
    await stake.fill('150000.01');
    await form.getByRole('button', { name: 'Approve and place the bet' }).click();
    await expect(form.getByRole('alert')).toHaveText('The stake may not be above the requested one');
    await stake.fill('120000');
    await form.getByRole('button', { name: 'Approve and place the bet' }).click();
    await expect(risk.getByRole('status')).toContainText(`Request #${requestId} approved: bet №`);
    await expect(risk.getByRole('status')).toContainText('of 120,000.00 KZT placed; 30,000.00 KZT back to the player');
    await risk.getByLabel('Status').selectOption('approved');
    await expect(risk.getByRole('row').filter({ hasText: `#${requestId}` })).toContainText('120,000.00 KZT · bet №');
  });

  await test.step('the player sees it accepted at once, the bet open and the rest of the stake back', async () => {
    // The open page heard it over /ws: a notification, the balance and the bets page's lists.
    await expect(page.getByText(`VIP bet request #${requestId} was accepted`)).toBeVisible();
    await expectBalance(page, 80_000_00);
    const request = page.getByRole('list', { name: 'VIP bet requests' }).getByRole('listitem').first();
    await expect(request).toContainText('Accepted on');
    await expect(request).toContainText('120,000.00');
    await page.goto('/en/office/messages');
    await expect(page.getByText(`VIP bet request № ${requestId} accepted with a lower stake`)).toBeVisible();
  });

  await test.step('the audit log viewer shows the approval with the stake', async () => {
    const { page: admin } = await signedInStaffPage(browser, 'admin');
    await admin.getByRole('link', { name: 'Audit log' }).click();
    await admin.getByLabel('Action').fill('risk.vip.');
    await admin.getByLabel('Subject').fill(`vip:${requestId}`);
    await admin.getByRole('button', { name: 'Filter' }).click();
    const entry = admin
      .getByRole('region', { name: 'Audit entries' })
      .getByRole('row')
      .filter({ hasText: 'risk.vip.approved' });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('"stake_minor":12000000');
    await expect(entry).toContainText(`"user":${userId}`);
  });
});
