import { CurrencyId } from '@fairline/shared/lookups/currencies';
import { afterAll, describe, expect, it } from 'vitest';
import { SANDBOX_CALLBACK_PATH } from '../../src/features/payments/payments.testing';
import { sendIdentification } from '../../src/features/verification/verification.testing';
import { createTestApp } from '../test-app';
import { idTakingRoutes } from './id-fields';
import { describeBetIdor } from './idor-bets.cases';
import { describeBonusIdor } from './idor-bonuses.cases';
import { describeInboxIdor } from './idor-inbox.cases';
import { describeReferralIdor } from './idor-referral.cases';
import { listRoutes } from './route-catalog';
import { fund } from './security-bets';
import { createLoggedInUser, type LoggedInUser, logIn } from './security-users';

const t = await createTestApp();
afterAll(() => t.close());
const routes = await listRoutes(t.app);
const has = (method: 'GET' | 'POST', url: string) => t.app.hasRoute({ method, url });

const a = await createLoggedInUser(t.app, t.database, '10.80.0.1');
const b = await createLoggedInUser(t.app, t.database, '10.80.0.2');

const call = (user: Pick<LoggedInUser, 'headers'>, url: string, payload?: object, method: 'GET' | 'POST' = 'POST') =>
  t.app.inject({ method, url, headers: user.headers, payload, remoteAddress: '10.80.0.9' });

const DENIED = [403, 404];

const WALLET = [
  '/web-api/user/balance',
  '/web-api/user/createCurrencyAccount',
  '/web-api/user/setactiveaccount',
  '/web-api/user/deleteCurrencyAccount',
];
const walletRegistered = WALLET.every((url) => has('POST', url));
const withdrawRegistered = has('POST', '/web-api/payments/withdraw');
const depositRegistered = has('POST', '/web-api/payments/deposit') && has('POST', SANDBOX_CALLBACK_PATH);

interface AccountsAnswer {
  accounts: { id: number; currencyId: number; money: number; isActive: boolean }[];
}
const balanceOf = async (user: LoggedInUser) => (await call(user, '/web-api/user/balance', {})).json<AccountsAnswer>();

describe('100 % 403/404: id-taking routes called with another user’s ids', () => {
  it('closesession with B’s session ids answers 404 and B’s sessions stay open', async () => {
    const bOther = await logIn(t.app, b.email, '10.80.0.3');
    const listOf = async (user: Pick<LoggedInUser, 'headers'>) => {
      const res = await call(user, '/web-api/officeapi/getusersessions', { sessions_quantity: 50 });
      expect(res.statusCode).toBe(200);
      return res.json<{ active_sessions: { id: string }[] }>().active_sessions.map((s) => s.id);
    };
    const bSessions = await listOf(b);
    expect(bSessions).toHaveLength(2);
    for (const id of bSessions) {
      const res = await call(a, '/web-api/officeapi/closesession', { session_id: id });
      expect(DENIED, `closesession ${id} → ${res.statusCode} ${res.body}`).toContain(res.statusCode);
    }
    expect(await listOf(b)).toEqual(bSessions);
    const stillIn = await call(bOther, '/web-api/session-api/sessions/user', undefined, 'GET');
    expect(stillIn.statusCode).toBe(200);
    expect((await listOf(a)).filter((id) => bSessions.includes(id))).toEqual([]);
  });

  it('activate with B’s user_id and B’s mailed code from A’s session verifies neither B nor A', async () => {
    const c = await createLoggedInUser(t.app, t.database, '10.80.0.4');
    await t.database.query('update users set email_verified_at = null where id = any($1)', [[a.id, c.id]]);
    expect((await call(c, '/web-api/user/sendActivationMail')).statusCode).toBe(200);
    const mail = await t.app.inject({
      method: 'GET',
      url: `/dev/outbox.json?recipient=${encodeURIComponent(c.email)}&limit=1`,
    });
    const code = /\b(\d{6})\b/.exec(mail.json<{ data: { body: string }[] }>().data[0]?.body ?? '')?.[1];
    expect(code).toBeDefined();
    for (const payload of [{ code, user_id: c.id }, { data: { attributes: { code, user_id: String(c.id) } } }]) {
      const res = await call(a, '/web-api/api/internal/v1/user/activate', payload);
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
    const rows = await t.database.query<{ id: string; email_verified_at: Date | null }>(
      'select id, email_verified_at from users where id = any($1)',
      [[a.id, c.id]],
    );
    expect(rows.map((r) => r.email_verified_at)).toEqual([null, null]);
  });

  it.skipIf(!walletRegistered)(
    `setactiveaccount and deleteCurrencyAccount with B’s account ids answer 403/404 and leave B’s accounts as they were${walletRegistered ? '' : ' (skipped: the wallet routes are not registered in app.ts)'}`,
    async () => {
      const opened = await call(b, '/web-api/user/createCurrencyAccount', { currency_id: CurrencyId.USD });
      expect(opened.statusCode, opened.body).toBe(200);
      const before = await balanceOf(b);
      const bIds = before.accounts.map((acc) => acc.id);
      expect(bIds.length).toBeGreaterThanOrEqual(2);
      for (const url of ['/web-api/user/setactiveaccount', '/web-api/user/deleteCurrencyAccount']) {
        for (const id of bIds) {
          for (const accountId of [id, String(id)]) {
            const res = await call(a, url, { account_id: accountId });
            expect(DENIED, `${url} ${JSON.stringify(accountId)} → ${res.statusCode} ${res.body}`).toContain(
              res.statusCode,
            );
          }
        }
      }
      expect(await balanceOf(b)).toEqual(before);
      const aIds = (await balanceOf(a)).accounts.map((acc) => acc.id);
      expect(aIds.filter((id) => bIds.includes(id))).toEqual([]);
    },
  );

  it.skipIf(!walletRegistered || !withdrawRegistered)(
    `withdraw from B’s account answers 403/404 and B’s balance is unchanged${walletRegistered && withdrawRegistered ? '' : ' (skipped: the wallet or withdrawal routes are not registered in app.ts)'}`,
    async () => {
      if (depositRegistered) await fund(t.app, call, b, 50_000);
      const before = await balanceOf(b);
      const main = before.accounts.find((acc) => acc.currencyId === 1) ?? before.accounts[0];
      expect(main).toBeDefined();
      if (depositRegistered) expect(main?.money).toBeGreaterThan(0);
      for (const amount of ['1', 1, '0.01']) {
        const res = await call(a, '/web-api/payments/withdraw', { amount, account_id: main?.id });
        expect(DENIED, `withdraw ${amount} from ${main?.id} → ${res.statusCode} ${res.body}`).toContain(res.statusCode);
      }
      expect(await balanceOf(b)).toEqual(before);
    },
  );
});

describe('identity documents', () => {
  it('serves a document’s file to its owner and answers 404 to anyone else', async () => {
    const sent = await sendIdentification(t.app, b.headers);
    expect(sent.statusCode, sent.body).toBe(200);
    const [doc] = sent.json<{ data: { documents: { id: string }[] } }>().data.documents;
    const url = `/web-api/api/v1/BackOffice/documents/${doc?.id}/file`;
    expect((await call(b, url, undefined, 'GET')).statusCode).toBe(200);
    expect((await call(a, url, undefined, 'GET')).statusCode).toBe(404);
  });
});

const betKeys = describeBetIdor({ app: t.app, database: t.database, routes, call });
const inboxKeys = describeInboxIdor({ app: t.app, database: t.database, call });
const bonusKeys = describeBonusIdor({ app: t.app, database: t.database, call });
const referralKeys = describeReferralIdor({ app: t.app, database: t.database, call });

describe('coverage', () => {
  it('covers every documented route that takes an owned object’s id', () => {
    const covered = new Set([
      'POST /web-api/officeapi/closesession session_id',
      'POST /web-api/user/setactiveaccount account_id',
      'POST /web-api/user/deleteCurrencyAccount account_id',
      'POST /web-api/payments/withdraw account_id',
      'POST /web-api/api/internal/v1/user/activate user_id',
      'GET /web-api/api/v1/BackOffice/documents/{id}/file id',
      ...betKeys,
      ...inboxKeys,
      ...bonusKeys,
      ...referralKeys,
    ]);
    const uncovered = idTakingRoutes(routes).filter((key) => !covered.has(key));
    expect(uncovered, 'id-taking routes without an IDOR case in this file').toEqual([]);
  });
});
