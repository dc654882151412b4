import { expect, type Page, test } from '@playwright/test';
import { CSRF, lastCode } from '../support/dev-api';
import { registerByPhone } from '../support/money-journey';

// Issue 20, account data and the phone change: a player edits the profile the brand lets them edit
// (name, region and city) under the registration rules and sees it after a reload; and changes the
// phone the spec's way (code to the current phone, confirm, new number, its code, the secure answer).
// Needs the server in test mode (NODE_ENV=test: the dev outbox).

const PASSWORD = 'amber-harbour-48';

/** Picks an option in a select field of the form kit (its options open in a searchable dialog). */
async function pick(page: Page, field: string, option: string) {
  await page.getByRole('button', { name: field, exact: true }).click();
  const list = page.getByRole('listbox', { name: field });
  await list.getByRole('option', { name: option, exact: true }).first().click();
  await expect(list).toHaveCount(0);
}

async function newPlayer(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
  await registerByPhone(page);
  await page.reload();
}

test('a player edits the profile (name, region, city), is held to the rules, reloads and sees it', async ({ page }) => {
  await newPlayer(page);
  await page.goto('/en/office/profile');
  const form = page.getByTestId('account-form-profile');
  await expect(form.getByRole('button', { name: 'Country', exact: true })).toBeDisabled();

  await test.step('the name rule refuses digits', async () => {
    await form.getByLabel('First name').fill('R2D2');
    await form.getByLabel('First name').blur();
    await expect(form.getByText('Use only letters, spaces, apostrophes and hyphens')).toBeVisible();
  });

  await test.step('name, region and city are saved', async () => {
    await form.getByLabel('First name').fill('Amina');
    await form.getByLabel('Last name').fill('Sultanova');
    await pick(page, 'Region', 'Karaganda Region');
    await pick(page, 'City', 'Karaganda');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your data is saved')).toBeVisible();
  });

  await test.step('after a reload the profile shows them', async () => {
    await page.reload();
    await expect(form.getByLabel('First name')).toHaveValue('Amina');
    await expect(form.getByLabel('Last name')).toHaveValue('Sultanova');
    await expect(form.getByRole('button', { name: 'Region', exact: true })).toContainText('Karaganda Region');
    await expect(form.getByRole('button', { name: 'City', exact: true })).toContainText('Karaganda');
  });
});

test('a player changes the phone: code to the current phone, confirm, new number and its code, secure answer', async ({
  page,
}) => {
  await newPlayer(page);
  const questions = await page.request.post('/web-api/officeapi/getsecurequestions?lang=en', { headers: CSRF });
  const questionId = ((await questions.json()) as { questions: { id: number }[] }).questions[0]?.id;
  const answered = await page.request.post('/web-api/officeapi/setanswertosecurequestion', {
    headers: CSRF,
    data: { question_id: questionId, answer: 'Harbour', answer_repeat: 'Harbour', password: PASSWORD },
  });
  expect(answered.status()).toBe(200);

  await page.goto('/en/office/security');
  const form = page.getByTestId('phone-change');
  const current = /\+(\d+)/.exec((await form.getByText('Current phone:').textContent()) ?? '')?.[1] ?? '';
  expect(current).not.toBe('');

  await form.getByRole('button', { name: 'Send a code to my current phone' }).click();
  await form.getByLabel('Code sent to your current phone').fill(await lastCode(page.request, current));
  await form.getByRole('button', { name: 'Confirm' }).click();

  const fresh = `70${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  await form.getByLabel('New phone number').fill(`+7${fresh}`);
  await form.getByRole('button', { name: 'Send code' }).click();
  await form.getByLabel('Code sent to the new number').fill(await lastCode(page.request, `7${fresh}`));

  await test.step('a wrong secure answer is refused and the phone stays', async () => {
    await form.locator('input[name="user_answer"]').fill('Desert');
    await form.getByRole('button', { name: 'Change the phone' }).click();
    await expect(form.getByText('Incorrect answer')).toBeVisible();
    await expect(form.getByText(`Current phone: +${current}`)).toBeVisible();
  });

  await test.step('the right answer changes it', async () => {
    await form.locator('input[name="user_answer"]').fill('Harbour');
    await form.getByRole('button', { name: 'Change the phone' }).click();
    await expect(page.getByText('The phone number is saved')).toBeVisible();
    await expect(form.getByText(`Current phone: +7${fresh}`)).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('phone-change').getByText(`Current phone: +7${fresh}`)).toBeVisible();
  });
});
