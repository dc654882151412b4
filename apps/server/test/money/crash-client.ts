// A client of a server over real HTTP, as the crash test needs it: one-click registration with the
// captcha solved, a deposit confirmed by the sandbox provider's signed callback, and bets.
import { currencyByCode } from '@fairline/shared/lookups/currencies';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE } from '../../src/features/auth/auth.service';
import { SANDBOX_CALLBACK_PATH, signCallback } from '../../src/features/payments/payments.testing';

export interface Client {
  url: string;
  userId: number;
  headers: Record<string, string>;
}

export interface BetAnswer {
  Success: boolean;
  Error: string;
  ErrorCode: number;
  Value: { Id?: number; Balance?: number } | null;
}

async function json<T>(res: Response): Promise<T> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

/** Registers in one click (country and currency as the form pre-fills them) and keeps the session. */
export async function registerFast(
  url: string,
  fields: { country_id: number; currency_id: number },
): Promise<Client & { password: string }> {
  const challenge = await json<Parameters<typeof solveChallenge>[0]['challenge']>(
    await fetch(`${url}/puzzle-api/challenge`),
  );
  const solution = await solveChallenge({ challenge, deriveKey });
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const res = await fetch(`${url}/web-api/api/web/registration/v1/register/fast_reg?lang=en`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify({ fields: { ...fields, 'agree-policy': true }, captcha }),
  });
  // The generated password is shown once, in this answer.
  const { userId, password } = await json<{ userId: number; password: string }>(res);
  const session = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`) && c.length > SESSION_COOKIE.length + 1);
  if (!session) throw new Error('registration set no session cookie');
  return { url, userId, password, headers: { cookie: session, [CSRF_HEADER]: CSRF_HEADER_VALUE } };
}

/** POSTs JSON as the client; answers the parsed body (any status). */
export async function postAs(client: Client, path: string, body: object): Promise<unknown> {
  const res = await fetch(`${client.url}${path}`, {
    method: 'POST',
    headers: { ...client.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return JSON.parse(await res.text());
}

/** Starts a deposit of `minor` units and confirms it with the provider's signed callback. */
export async function deposit(client: Client, minor: number, currency: string, secret: string): Promise<void> {
  const started = await fetch(`${client.url}/web-api/payments/deposit`, {
    method: 'POST',
    headers: { ...client.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ amount: (minor / 100).toFixed(2), currency_id: currencyIdOf(currency) }),
  });
  const { deposit_id } = await json<{ deposit_id: string }>(started);
  const raw = JSON.stringify({
    provider_tx_id: `sbx_crash_${deposit_id.slice(-12)}`,
    deposit_id,
    status: 'succeeded',
    amount: minor,
    currency,
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const res = await fetch(`${client.url}${SANDBOX_CALLBACK_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-timestamp': timestamp,
      'x-signature': signCallback(secret, timestamp, raw),
    },
    body: raw,
  });
  const { status } = await json<{ status: string }>(res);
  if (status !== 'credited') throw new Error(`deposit ${deposit_id} was ${status}`);
}

function currencyIdOf(code: string): number {
  const id = currencyByCode(code)?.id;
  if (id === undefined) throw new Error(`no currency ${code}`);
  return id;
}
