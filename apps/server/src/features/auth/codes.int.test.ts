import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, createAuthTestApp } from './auth.testing';
import { issueCode, peekCode, verifyCode } from './codes.service';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

let n = 0;
const target = () => `target-${++n}`;

describe('one-time codes', () => {
  it('issues 6 random digits by default and stores only a hash', async () => {
    const tg = target();
    const { code } = await issueCode(t.database, { purpose: 'test', target: tg });
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.database.query<{ code_hash: string }>('select code_hash from auth_codes where target = $1', [
      tg,
    ]);
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.code_hash).not.toContain(code);
  });

  it('accepts a code once, then answers not_found', async () => {
    const tg = target();
    const { code } = await issueCode(t.database, { purpose: 'test', target: tg, userId: undefined, payload: { a: 1 } });
    expect(await verifyCode(t.database, { purpose: 'test', target: tg, code })).toEqual({
      ok: true,
      userId: null,
      payload: { a: 1 },
    });
    expect(await verifyCode(t.database, { purpose: 'test', target: tg, code })).toEqual({
      ok: false,
      reason: 'not_found',
    });
  });

  it('lets only one of many concurrent checks of the right code succeed', async () => {
    const tg = target();
    const { code } = await issueCode(t.database, { purpose: 'test', target: tg });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => verifyCode(t.database, { purpose: 'test', target: tg, code })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });

  it('refuses an expired code', async () => {
    const tg = target();
    const { code } = await issueCode(t.database, { purpose: 'test', target: tg, ttlMs: 1 });
    await new Promise((r) => setTimeout(r, 10));
    expect(await verifyCode(t.database, { purpose: 'test', target: tg, code })).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('allows at most 5 tries per code, after which even the right code is refused', async () => {
    const tg = target();
    const { code } = await issueCode(t.database, { purpose: 'test', target: tg });
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect(await verifyCode(t.database, { purpose: 'test', target: tg, code: wrong })).toEqual({
        ok: false,
        reason: 'invalid',
      });
    expect(await verifyCode(t.database, { purpose: 'test', target: tg, code })).toEqual({
      ok: false,
      reason: 'too_many_attempts',
    });
  });

  it('binds a code to its purpose and target', async () => {
    const tg = target();
    const { code } = await issueCode(t.database, { purpose: 'sms_auth', target: tg });
    expect((await verifyCode(t.database, { purpose: 'password_reset', target: tg, code })).ok).toBe(false);
    expect((await verifyCode(t.database, { purpose: 'sms_auth', target: target(), code })).ok).toBe(false);
  });

  it('retires the earlier code when a new one is issued', async () => {
    const tg = target();
    const first = await issueCode(t.database, { purpose: 'test', target: tg });
    const second = await issueCode(t.database, { purpose: 'test', target: tg });
    if (first.code !== second.code)
      expect((await verifyCode(t.database, { purpose: 'test', target: tg, code: first.code })).ok).toBe(false);
    expect((await verifyCode(t.database, { purpose: 'test', target: tg, code: second.code })).ok).toBe(true);
  });

  it('peeks at a right code without using it up', async () => {
    const tg = target();
    const { code } = await issueCode(t.database, { purpose: 'test', target: tg, length: 8 });
    expect(code).toMatch(/^\d{8}$/);
    expect((await peekCode(t.database, { purpose: 'test', target: tg, code })).ok).toBe(true);
    expect((await verifyCode(t.database, { purpose: 'test', target: tg, code })).ok).toBe(true);
  });
});
