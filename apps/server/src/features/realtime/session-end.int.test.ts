// A live socket lives no longer than the session it was opened with (ADR 0057): logging out, ending
// the other sessions or an operator's block close the sockets of those sessions, and only those.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { asUser, login, seedUser } from '../auth/auth.testing';
import { isFrame, openTestClient } from './ws-client.testing';

let t: TestApp & { brandId: number };
let url: string;

beforeAll(async () => {
  const base = await createTestApp();
  const [brand] = await base.database.query<{ id: number }>("select id from brands where slug = 'fairline'");
  t = { ...base, brandId: brand?.id ?? 0 };
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  url = `${address.replace('http', 'ws')}/ws`;
});
afterAll(async () => t.close());

/** A signed-in socket watching its own user topic. */
async function userSocket(token: string, userId: number) {
  const client = await openTestClient(url, asUser(token));
  client.send({ op: 'sub', topics: [`user:${userId}`] });
  const subscribed = await client.waitFor(isFrame('subscribed'));
  expect(subscribed.topics).toEqual([`user:${userId}`]);
  return client;
}

describe('a live socket and the session it was opened with', () => {
  it('closes with 4001 when its session logs out, and a socket of another session stays open', async () => {
    const player = await seedUser(t);
    const [first, second] = [
      await login(t, player.email, player.password),
      await login(t, player.email, player.password),
    ];
    const leaving = await userSocket(first, player.id);
    const staying = await userSocket(second, player.id);

    const out = await t.app.inject({ method: 'POST', url: '/web-api/user/disconnect', headers: asUser(first) });
    expect(out.statusCode).toBe(200);
    expect(await leaving.closed).toEqual({ code: 4001, reason: 'session ended' });

    staying.send({ op: 'ping' });
    expect((await staying.waitFor(isFrame('pong'))).ts).toBeGreaterThan(0);
    staying.close();
  });

  it('closes the sockets of every other session when the player disconnects everywhere', async () => {
    const player = await seedUser(t);
    const [kept, other] = [
      await login(t, player.email, player.password),
      await login(t, player.email, player.password),
    ];
    const otherSocket = await userSocket(other, player.id);
    const keptSocket = await userSocket(kept, player.id);

    const res = await t.app.inject({
      method: 'POST',
      url: '/web-api/officeapi/disconnecteverywhere',
      headers: asUser(kept),
    });
    expect(res.statusCode).toBe(200);
    expect((await otherSocket.closed).code).toBe(4001);
    keptSocket.send({ op: 'ping' });
    expect((await keptSocket.waitFor(isFrame('pong'))).ts).toBeGreaterThan(0);
    keptSocket.close();
  });

  it('a reconnect with the ended session is a guest: its user topic is refused', async () => {
    const player = await seedUser(t);
    const token = await login(t, player.email, player.password);
    const socket = await userSocket(token, player.id);
    await t.app.inject({ method: 'POST', url: '/web-api/user/disconnect', headers: asUser(token) });
    await socket.closed;

    const again = await openTestClient(url, asUser(token));
    again.send({ op: 'sub', topics: [`user:${player.id}`] });
    expect(await again.waitFor(isFrame('subscribed'))).toMatchObject({
      topics: [],
      rejected: [{ topic: `user:${player.id}`, reason: 'forbidden' }],
    });
    again.close();
  });
});
