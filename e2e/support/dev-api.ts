import { type APIRequestContext, expect } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

// What the browser tests read or solve through the server's test-mode API: the dev outbox and the
// self-hosted captcha.

/** The header the CSRF rule asks of cookie-authenticated writes. */
export const CSRF = { 'x-requested-with': 'fetch' };

/** The newest message (SMS or e-mail body) sent to a recipient through the dev outbox, or ''. */
export async function lastMessage(request: APIRequestContext, recipient: string): Promise<string> {
  const res = await request.get(`/dev/outbox.json?recipient=${encodeURIComponent(recipient)}&limit=1`);
  return ((await res.json()) as { data: { body: string }[] }).data[0]?.body ?? '';
}

/** The newest 6-digit code sent to a recipient (SMS or e-mail), waited for. */
export async function lastCode(request: APIRequestContext, recipient: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      code = /\b(\d{6})\b/.exec(await lastMessage(request, recipient))?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** A solved proof-of-work captcha, as the form sends it (`captcha` field). */
export async function solvedCaptcha(request: APIRequestContext): Promise<string> {
  const challenge = await (await request.get('/puzzle-api/challenge')).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
