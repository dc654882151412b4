// The Web Push sender (ADR 0069): what reaches the push service is the payload encrypted for the browser's
// keys (RFC 8291 aes128gcm: only the browser's private key opens it), signed with our VAPID key, with a TTL.

import { afterEach, describe, expect, it, vi } from 'vitest';
import webpush from 'web-push';
import { browserKeys, verifyVapid } from './push-crypto.testing';
import { createWebPushSender, PUSH_TTL_SECONDS } from './push-sender';

const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:push@fairline.example' };
const ENDPOINT = 'https://push.example.test/send/abc';

afterEach(() => vi.unstubAllGlobals());

function captureFetch(status: number) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(null, { status });
  });
  return calls;
}

describe('the Web Push sender', () => {
  it('encrypts the payload so that the subscription’s private key decrypts it (aes128gcm)', async () => {
    const calls = captureFetch(201);
    const keys = browserKeys();
    const payload = JSON.stringify({ t: 'notice', kind: 'goal', teams: 'Arsenal – Chelsea', score: '1:0' });
    const outcome = await createWebPushSender(vapid).send({ endpoint: ENDPOINT, ...keys }, payload);
    expect(outcome).toEqual({ kind: 'sent' });
    const [call] = calls;
    if (!call) throw new Error('nothing sent');
    const body = Buffer.from(call.init.body as Uint8Array);
    expect(body.includes(Buffer.from('Arsenal'))).toBe(false);
    expect(keys.decrypt(body)).toBe(payload);
    // Another browser's keys cannot open it.
    expect(() => browserKeys().decrypt(body)).toThrow();
  });

  it('signs for the push service’s origin with our VAPID key and sets TTL and the content coding', async () => {
    const calls = captureFetch(201);
    await createWebPushSender(vapid).send({ endpoint: ENDPOINT, ...browserKeys() }, '{}');
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(calls[0]?.url).toBe(ENDPOINT);
    expect(headers.TTL).toBe(String(PUSH_TTL_SECONDS));
    expect(headers['Content-Encoding']).toBe('aes128gcm');
    const claims = verifyVapid(headers.Authorization ?? '', vapid.publicKey);
    expect(claims).toMatchObject({ aud: 'https://push.example.test', sub: vapid.subject });
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
  });

  it('reads 404 and 410 as a subscription gone for good, other failures as try again', async () => {
    const target = { endpoint: ENDPOINT, ...browserKeys() };
    captureFetch(410);
    expect(await createWebPushSender(vapid).send(target, '{}')).toEqual({ kind: 'gone', status: 410 });
    captureFetch(404);
    expect((await createWebPushSender(vapid).send(target, '{}')).kind).toBe('gone');
    captureFetch(503);
    expect((await createWebPushSender(vapid).send(target, '{}')).kind).toBe('retry');
  });
});
