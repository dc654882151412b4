import { describe, expect, it } from 'vitest';
import { isValidCallbackSignature, signCallback } from './signature';

const secret = 'sandbox-secret-for-tests';
const now = new Date('2026-05-01T12:00:00Z');
const ts = String(now.getTime() / 1000);
const body = '{"provider_tx_id":"sbx_1","status":"succeeded"}';

describe('callback signature', () => {
  it('accepts the HMAC of timestamp.body made with the shared secret', () => {
    expect(
      isValidCallbackSignature(
        secret,
        { rawBody: body, timestamp: ts, signature: signCallback(secret, ts, body) },
        now,
      ),
    ).toBe(true);
  });

  it.each([
    ['another secret', { rawBody: body, timestamp: ts, signature: signCallback('other-secret-xxxxxx', ts, body) }],
    ['a changed body', { rawBody: `${body} `, timestamp: ts, signature: signCallback(secret, ts, body) }],
    ['a missing signature', { rawBody: body, timestamp: ts, signature: undefined }],
    ['a signature that is not hex', { rawBody: body, timestamp: ts, signature: 'z'.repeat(64) }],
    ['a short signature', { rawBody: body, timestamp: ts, signature: 'ab' }],
    ['a missing timestamp', { rawBody: body, timestamp: undefined, signature: signCallback(secret, ts, body) }],
    [
      'a timestamp that is not a number',
      { rawBody: body, timestamp: '1e9', signature: signCallback(secret, '1e9', body) },
    ],
  ])('refuses %s', (_name, req) => {
    expect(isValidCallbackSignature(secret, req, now)).toBe(false);
  });

  it('refuses a timestamp more than five minutes away, either way', () => {
    for (const skew of [-301, 301]) {
      const stale = String(now.getTime() / 1000 + skew);
      expect(
        isValidCallbackSignature(
          secret,
          { rawBody: body, timestamp: stale, signature: signCallback(secret, stale, body) },
          now,
        ),
      ).toBe(false);
    }
    const edge = String(now.getTime() / 1000 - 300);
    expect(
      isValidCallbackSignature(
        secret,
        { rawBody: body, timestamp: edge, signature: signCallback(secret, edge, body) },
        now,
      ),
    ).toBe(true);
  });
});
