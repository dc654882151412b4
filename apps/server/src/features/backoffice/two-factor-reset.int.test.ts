import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createSession } from '../auth/auth.service';
import { verifyThroughSandbox } from '../verification/verification.testing';
import { asStaff, signedInStaff, type TestStaff } from './backoffice.testing';

// "Reset 2FA after verification" (issue 24 §2, ADR 0048): only for a player whose verification status is
// verified; the TOTP secret goes, every session of the player ends, the inbox tells them, audited.
let t: TestApp;
let support: TestStaff;
let marketing: TestStaff;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  support = await signedInStaff(t.app, t.database, 'support');
  marketing = await signedInStaff(t.app, t.database, 'marketing');
}, 60_000);
afterAll(() => t.close());

/** A player with 2FA on and one open session; verified through the sandbox when asked. */
async function seedPlayer(opts: { verified: boolean; totp?: boolean }) {
  seq += 1;
  const [row] = await t.database.query<{ id: string }>(
    `insert into users (brand_id, country, currency_id, registration_type, email, email_verified_at, totp_enabled,
       totp_secret, totp_last_step, totp_recovery_hash)
     values (1, 'kz', 10, 'full_reg', $1, now(), $2, $3, $4, $5) returning id`,
    [
      `tfa${seq}.${process.pid}@example.com`,
      opts.totp ?? true,
      opts.totp === false ? null : 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      opts.totp === false ? null : 1,
      opts.totp === false ? null : 'a'.repeat(64),
    ],
  );
  const id = Number(row?.id);
  const headers = { cookie: `fl_session=${(await createSession(t.database, { userId: id })).token}` };
  if (opts.verified) expect(await verifyThroughSandbox(t.app, headers)).toBe('verified');
  return { id, headers };
}

const reset = (s: TestStaff, userId: number, reason = 'passport checked on video call') =>
  t.app.inject({
    method: 'POST',
    url: `/admin-api/players/${userId}/2fa-reset`,
    headers: asStaff(s.cookie),
    payload: { reason },
  });
const totpOf = async (userId: number) =>
  (
    await t.database.query<{ totp_enabled: boolean; totp_secret: string | null; totp_recovery_hash: string | null }>(
      'select totp_enabled, totp_secret, totp_recovery_hash from users where id = $1',
      [userId],
    )
  )[0];
const openSessions = async (userId: number) =>
  Number(
    (
      await t.database.query<{ n: string }>(
        'select count(*) as n from sessions where user_id = $1 and closed_at is null',
        [userId],
      )
    )[0]?.n,
  );

describe('2FA reset', () => {
  it('is refused for a player who is not verified: 2FA and the sessions stay', async () => {
    const player = await seedPlayer({ verified: false });
    const res = await reset(support, player.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error_code: 'player_not_verified' });
    expect(await totpOf(player.id)).toMatchObject({ totp_enabled: true });
    expect(await openSessions(player.id)).toBe(1);
  });

  it('for a verified player switches 2FA off, ends every session, tells the player and is audited', async () => {
    const player = await seedPlayer({ verified: true });
    expect(await openSessions(player.id)).toBeGreaterThanOrEqual(1);
    const res = await reset(support, player.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ reset: true });
    expect(res.json().sessions_ended).toBeGreaterThanOrEqual(1);
    expect(await totpOf(player.id)).toEqual({ totp_enabled: false, totp_secret: null, totp_recovery_hash: null });
    expect(await openSessions(player.id)).toBe(0);
    const [closed] = await t.database.query<{ closed_reason: string }>(
      'select closed_reason from sessions where user_id = $1',
      [player.id],
    );
    expect(closed?.closed_reason).toBe('two_factor_reset');
    // The old session cookie no longer works.
    const office = await t.app.inject({
      method: 'POST',
      url: '/web-api/officeapi/getmessages',
      headers: { ...player.headers, 'x-requested-with': 'fetch' },
      payload: {},
    });
    expect(office.statusCode).toBe(401);
    const inbox = await t.database.query<{ template: string; kind: string }>(
      `select template, kind from inbox_messages where user_id = $1 and template = 'two_factor_reset'`,
      [player.id],
    );
    expect(inbox).toEqual([{ template: 'two_factor_reset', kind: 'protection' }]);
    const audit = await t.database.query<{ staff_email: string; reason: string; before: object; after: object }>(
      `select staff_email, reason, before, after from staff_audit where action = 'players.2fa_reset' and subject = $1`,
      [`user:${player.id}`],
    );
    expect(audit).toMatchObject([
      {
        staff_email: support.email,
        reason: 'passport checked on video call',
        before: { totp_enabled: true, verification: 'verified' },
        after: { totp_enabled: false },
      },
    ]);
  });

  it('answers 409 when 2FA is off, 400 without a reason, 404 for no player, 403 without players.2fa_reset', async () => {
    const player = await seedPlayer({ verified: true, totp: false });
    const off = await reset(support, player.id);
    expect(off.statusCode).toBe(409);
    expect(off.json()).toMatchObject({ error_code: 'two_factor_off' });
    expect((await reset(support, player.id, ' ')).statusCode).toBe(400);
    expect((await reset(support, 987_654_321)).statusCode).toBe(404);
    expect((await reset(marketing, player.id)).statusCode).toBe(403);
  });
});
