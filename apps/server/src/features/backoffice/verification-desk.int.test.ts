import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testConfig } from '../../config/env';
import { createSession } from '../auth/auth.service';
import { SANDBOX_CALLBACK_PATH, signCallback } from '../payments/payments.testing';
import { sampleJpeg, sendIdentification } from '../verification/verification.testing';
import { asStaff, signedInStaff, type TestStaff } from './backoffice.testing';
import { DOCUMENT_CSP } from './verification-desk.routes';

// The compliance verification queue (issue 24 §2, ADR 0050): submitted documents are listed, each file is
// read only through the staff route (compliance/admin, audited), and a staff decision changes exactly what
// the provider's would: the player's status, the withdrawal rule and the inbox message.
let t: TestApp;
let compliance: TestStaff;
let support: TestStaff;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  compliance = await signedInStaff(t.app, t.database, 'compliance');
  support = await signedInStaff(t.app, t.database, 'support');
}, 60_000);
afterAll(() => t.close());

/** A player who sent identity data and a passport and submitted them (pending, no provider session). */
async function submittedPlayer() {
  seq += 1;
  const [row] = await t.database.query<{ id: string }>(
    `insert into users (brand_id, country, currency_id, registration_type, email, email_verified_at)
     values (1, 'kz', 10, 'full_reg', $1, now()) returning id`,
    [`kyc${seq}.${process.pid}@example.com`],
  );
  const id = Number(row?.id);
  const headers = { cookie: `fl_session=${(await createSession(t.database, { userId: id })).token}` };
  expect((await sendIdentification(t.app, headers)).statusCode).toBe(200);
  const submitted = await t.app.inject({
    method: 'POST',
    url: '/web-api/officeapi/saverequireddocuments',
    headers: { ...headers, 'x-requested-with': 'fetch' },
  });
  expect(submitted.statusCode).toBe(200);
  return { id, headers };
}

const get = (url: string, s?: TestStaff) => t.app.inject({ method: 'GET', url, headers: s ? asStaff(s.cookie) : {} });
const post = (url: string, s: TestStaff, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: asStaff(s.cookie), payload });
const auditRows = (action: string, subject: string) =>
  t.database.query<{ staff_email: string; before: unknown; after: unknown; reason: string | null }>(
    'select staff_email, before, after, reason from staff_audit where action = $1 and subject = $2 order by id',
    [action, subject],
  );
const playerState = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/web-api/api/internal/office/identification/config', headers })).json<{
    data: { status: string; reason: string | null };
  }>().data;
const inbox = (userId: number) =>
  t.database.query<{ template: string; params: { reason?: string } }>(
    `select template, params from inbox_messages where user_id = $1 and kind = 'verification' order by id`,
    [userId],
  );

async function deposit(headers: Record<string, string>, amount: string) {
  const started = await t.app.inject({
    method: 'POST',
    url: '/web-api/payments/deposit',
    headers: { ...headers, 'x-requested-with': 'fetch' },
    payload: { amount, currency_id: 10 },
  });
  const { deposit_id } = started.json<{ deposit_id: string }>();
  const [payment] = await t.database.query<{ amount: string }>('select amount from payments where public_id = $1', [
    deposit_id,
  ]);
  const raw = JSON.stringify({
    provider_tx_id: `sbx_desk_${deposit_id.slice(-8)}`,
    deposit_id,
    status: 'succeeded',
    amount: Number(payment?.amount),
    currency: 'USD',
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const answer = await t.app.inject({
    method: 'POST',
    url: SANDBOX_CALLBACK_PATH,
    headers: {
      'content-type': 'application/json',
      'x-timestamp': timestamp,
      'x-signature': signCallback(testConfig().PAYMENTS_SANDBOX_SECRET, timestamp, raw),
    },
    payload: raw,
  });
  expect(answer.json()).toMatchObject({ status: 'credited' });
}

describe('verification queue (issue 24 §2 Compliance)', () => {
  it('lists a submitted verification, oldest first, with the documents’ kinds; support may not see it', async () => {
    const first = await submittedPlayer();
    const second = await submittedPlayer();
    const queue = await get('/admin-api/verification', compliance);
    expect(queue.statusCode).toBe(200);
    const items = queue.json<{ items: { user_id: number; document_types: string[]; country: string }[] }>().items;
    const ids = items.map((i) => i.user_id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(items.find((i) => i.user_id === first.id)).toMatchObject({
      country: 'kz',
      status: 'pending',
      first_name: 'Alex',
      document_types: ['passport'],
      provider_session_open: false,
    });
    expect((await get('/admin-api/verification', support)).statusCode).toBe(403);
    expect((await get('/admin-api/verification')).statusCode).toBe(401);
    // A player's own session is never a staff one.
    expect(
      (await t.app.inject({ method: 'GET', url: '/admin-api/verification', headers: first.headers })).statusCode,
    ).toBe(401);
  });

  it('streams a document only to a reviewer, inline with no-store, nosniff and a sandboxing CSP, and audits each view', async () => {
    const player = await submittedPlayer();
    const review = await get(`/admin-api/verification/${player.id}`, compliance);
    expect(review.statusCode).toBe(200);
    const [doc] = review.json<{ documents: { id: string; mime: string; type: string }[] }>().documents;
    expect(doc).toMatchObject({ type: 'passport', mime: 'image/jpeg' });
    const url = `/admin-api/verification/${player.id}/documents/${doc?.id}`;

    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, support)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url, headers: player.headers })).statusCode).toBe(401);
    // The document id of another player under this player's id is not found.
    const other = await submittedPlayer();
    expect((await get(`/admin-api/verification/${other.id}/documents/${doc?.id}`, compliance)).statusCode).toBe(404);

    const file = await get(url, compliance);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['content-disposition']).toBe('inline');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.headers['content-security-policy']).toBe(DOCUMENT_CSP);
    // The stored bytes: the passport as uploaded, EXIF stripped at upload (ADR 0029).
    expect(file.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(file.rawPayload.includes(Buffer.from('GPS'))).toBe(false);
    expect(file.rawPayload.length).toBeLessThan(sampleJpeg().length);

    const views = await auditRows('verification.document_viewed', `user:${player.id}`);
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ staff_email: compliance.email, after: { document: doc?.id, mime: 'image/jpeg' } });
    expect(await auditRows('verification.viewed', `user:${player.id}`)).toHaveLength(1);
  });

  it('approve: the player is verified, told in the inbox, and can now withdraw; a second decision is 409', async () => {
    const player = await submittedPlayer();
    await deposit(player.headers, '10');
    const balance = await t.app.inject({ method: 'GET', url: '/web-api/user/balance', headers: player.headers });
    const accountId = balance.json<{ accounts: { id: number }[] }>().accounts[0]?.id;
    const withdraw = () =>
      t.app.inject({
        method: 'POST',
        url: '/web-api/payments/withdraw',
        headers: { ...player.headers, 'x-requested-with': 'fetch' },
        payload: { amount: '5', account_id: accountId },
      });
    const refused = await withdraw();
    expect(refused.json()).toMatchObject({ error_code: 'verification_required' });

    const approved = await post(`/admin-api/verification/${player.id}/approve`, compliance, { note: 'passport ok' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ user_id: player.id, status: 'verified', reason: null });
    expect((await playerState(player.headers)).status).toBe('verified');
    expect((await inbox(player.id)).map((m) => m.template)).toEqual(['verification_verified']);
    expect((await withdraw()).json()).toMatchObject({ status: 'requested' });

    const [row] = await auditRows('verification.approved', `user:${player.id}`);
    expect(row).toMatchObject({
      staff_email: compliance.email,
      before: { status: 'pending' },
      after: { status: 'verified' },
      reason: 'passport ok',
    });

    const again = await post(`/admin-api/verification/${player.id}/reject`, compliance, {
      reason: 'document_expired',
      note: 'second thoughts',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error_code: 'already_decided' });
    expect((await playerState(player.headers)).status).toBe('verified');
    expect(await auditRows('verification.rejected', `user:${player.id}`)).toHaveLength(0);
  });

  it('reject with a reason: the player sees rejected with that reason and may submit again', async () => {
    const player = await submittedPlayer();
    const rejected = await post(`/admin-api/verification/${player.id}/reject`, compliance, {
      reason: 'document_expired',
      note: 'passport expired in 2019',
    });
    expect(rejected.json()).toEqual({ user_id: player.id, status: 'rejected', reason: 'document_expired' });
    expect(await playerState(player.headers)).toMatchObject({ status: 'rejected', reason: 'document_expired' });
    expect((await inbox(player.id)).at(-1)).toMatchObject({
      template: 'verification_rejected',
      params: { reason: 'document_expired' },
    });
    const [row] = await auditRows('verification.rejected', `user:${player.id}`);
    expect(row).toMatchObject({ reason: 'passport expired in 2019', after: { reason: 'document_expired' } });
    // A reason is required and must be one the player's page can translate.
    const bad = await post(`/admin-api/verification/${player.id}/reject`, compliance, {
      reason: 'looks off',
      note: 'x y z',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('a staff decision closes the provider’s open session: its later decision does not apply', async () => {
    const player = await submittedPlayer();
    const started = await t.app.inject({
      method: 'POST',
      url: '/web-api/api/v1/BackOffice/verify',
      headers: { ...player.headers, 'x-requested-with': 'fetch' },
      payload: { lang: 'en' },
    });
    const { redirect_url } = started.json<{ redirect_url: string }>();
    const queued = (await get('/admin-api/verification', compliance)).json<{
      items: { user_id: number; provider_session_open: boolean }[];
    }>();
    expect(queued.items.find((i) => i.user_id === player.id)?.provider_session_open).toBe(true);

    await post(`/admin-api/verification/${player.id}/reject`, compliance, {
      reason: 'face_mismatch',
      note: 'not the same person',
    });
    const late = await t.app.inject({
      method: 'POST',
      url: redirect_url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ decision: 'approve', birth_date: '1990-04-12' }).toString(),
    });
    expect(late.statusCode).toBe(303);
    expect(await playerState(player.headers)).toMatchObject({ status: 'rejected', reason: 'face_mismatch' });
  });

  it('a verification never submitted cannot be decided (409 not_submitted)', async () => {
    const [row] = await t.database.query<{ id: string }>(
      `insert into users (brand_id, country, currency_id, registration_type, email) values (1, 'kz', 10, 'full_reg', $1)
       returning id`,
      [`fresh${process.pid}@example.com`],
    );
    const res = await post(`/admin-api/verification/${row?.id}/approve`, compliance, {});
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error_code: 'not_submitted' });
  });
});
