// A staff member for browser tests: made as `npm run staff:create` does (the dev-only seed route),
// enrolled from the one-time link with a password and the first TOTP code, then signed in.
import { type Browser, expect, type Page } from '@playwright/test';
import { CSRF } from './dev-api';
import { totpNow } from './totp';

/** A new browser context with the staff member of `role` signed in to /admin. */
export async function signedInStaffPage(browser: Browser, role: string): Promise<{ page: Page; email: string }> {
  const email = `${role}${Date.now()}@staff.test`;
  const password = `${role} password for the test`;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const seeded = await page.request.post('/dev/backoffice/staff', { headers: CSRF, data: { email, role } });
  expect(seeded.status()).toBe(200);
  const { enrolment_path } = (await seeded.json()) as { enrolment_path: string };
  await page.goto(enrolment_path);
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
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
  return { page, email };
}
