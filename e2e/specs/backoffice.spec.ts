import { type Browser, expect, type Page, test } from '@playwright/test';
import { CSRF } from '../support/dev-api';
import { registerByPhone } from '../support/money-journey';
import { totpNow } from '../support/totp';

// Issue 24, the operator back office (ADR 0042): the first admin (created as `npm run staff:create`
// does, through the dev-only seed route) enrols with a password and the first TOTP code, logs in with
// password + code, creates a support user; that user enrols from the one-time link, logs in and
// answers a player's support request; the player finds the reply in the inbox; the audit viewer
// lists every one of those actions. Needs the server in test mode (dev seed route, dev outbox).

async function enrolAndLogIn(page: Page, link: string, email: string, password: string) {
  await page.goto(link);
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel(/New password/).fill(password);
  await page.getByLabel('First code from the app').fill(totpNow(secret));
  await page.getByRole('button', { name: 'Finish enrolment' }).click();
  await expect(page.getByRole('heading', { name: 'Enrolled' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  // The enrolment spent this step's code: the login takes the next step's (one step of drift is allowed).
  await page.getByLabel('Authenticator code').fill(totpNow(secret, 1));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`${email} ·`)).toBeVisible();
}

async function staffPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

test('an admin creates a support user, who answers a player’s ticket; the player reads it; the audit log shows it all', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const adminEmail = `admin${stamp}@staff.test`;
  const supportEmail = `support${stamp}@staff.test`;

  // The player opens a support request from the office.
  await page.goto('/en/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
  await registerByPhone(page);
  await page.goto('/en/office/support');
  const form = page.getByRole('form', { name: 'New request' });
  await form.getByLabel('Topic').selectOption({ label: 'Withdrawals' });
  await form.getByLabel('Subject').fill(`Withdrawal question ${stamp}`);
  await form.getByLabel('Your question').fill('When does my withdrawal arrive?');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('support-ticket').filter({ hasText: `Withdrawal question ${stamp}` })).toBeVisible();

  // The first admin, as the CLI makes it: no password until the one-time link sets one.
  const seeded = await page.request.post('/dev/backoffice/staff', {
    headers: CSRF,
    data: { email: adminEmail, role: 'admin' },
  });
  expect(seeded.status()).toBe(200);
  const { enrolment_path } = (await seeded.json()) as { enrolment_path: string };
  const admin = await staffPage(browser);
  await enrolAndLogIn(admin, enrolment_path, adminEmail, 'admin password for the test');

  // The staff page's response carries the staff app's own CSP.
  const doc = await admin.request.get('/admin/staff');
  expect(doc.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(doc.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

  await admin.getByRole('link', { name: 'Staff' }).click();
  const create = admin.getByRole('form', { name: 'New staff account' });
  await create.getByLabel('E-mail').fill(supportEmail);
  await create.getByLabel('Role').selectOption('support');
  await create.getByRole('button', { name: 'Create account' }).click();
  const link = (await admin.getByTestId('enrolment-link').textContent())?.trim() ?? '';
  expect(link).toContain('/admin/enrol#');
  await expect(admin.getByRole('row').filter({ hasText: supportEmail })).toContainText('awaiting enrolment');

  // The support user enrols in their own browser and answers the ticket.
  const support = await staffPage(browser);
  await enrolAndLogIn(support, link, supportEmail, 'support password for the test');
  await expect(support.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await support.getByRole('link', { name: 'Support' }).click();
  await support
    .getByRole('row')
    .filter({ hasText: `Withdrawal question ${stamp}` })
    .getByRole('link', { name: /^#\d+$/ })
    .click();
  await expect(support.getByText('When does my withdrawal arrive?')).toBeVisible();
  await support.getByLabel('Reply to the player').fill('It is on its way: two working days.');
  await support.getByRole('button', { name: 'Send reply' }).click();
  await expect(support.getByText('answered ·', { exact: false })).toBeVisible();
  await expect(support.locator('.thread li.staff')).toContainText('It is on its way');

  // The player sees the reply in the inbox and in the ticket's thread.
  await page.goto('/en/office/messages');
  await expect(page.getByTestId('inbox-message').first()).toContainText('Support replied to your request');
  await page.goto('/en/office/support');
  await page
    .getByTestId('support-ticket')
    .filter({ hasText: `Withdrawal question ${stamp}` })
    .getByRole('button')
    .click();
  await expect(page.getByTestId('support-thread')).toContainText('It is on its way: two working days.');

  // Every action is in the audit viewer.
  await admin.getByRole('link', { name: 'Audit log' }).click();
  const entries = admin.getByRole('region', { name: 'Audit entries' });
  for (const [who, action] of [
    ['dev-seed', 'staff.created'],
    [adminEmail, 'staff.enrolled'],
    [adminEmail, 'staff.login'],
    [adminEmail, 'staff.created'],
    [supportEmail, 'staff.enrolled'],
    [supportEmail, 'staff.login'],
    [supportEmail, 'support.ticket.replied'],
  ] as const) {
    await expect(entries.getByRole('row').filter({ hasText: who }).filter({ hasText: action }).first()).toBeVisible();
  }
  await admin.getByLabel('Staff e-mail').fill(supportEmail);
  await admin.getByRole('button', { name: 'Filter' }).click();
  await expect(entries.getByRole('row').filter({ hasText: adminEmail })).toHaveCount(0);
  await expect(entries.getByRole('row').filter({ hasText: 'support.ticket.replied' })).toHaveCount(1);
});
