import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { browserKeys } from '../../apps/server/src/features/match-subscriptions/push-crypto.testing';
import { CSRF } from '../support/dev-api';
import { registerByPhone } from '../support/money-journey';

// Issue 23 §4 (ADR 0069): a player rings the bell of a live football game, chooses goals, and a goal
// (the simulated clock played forward with POST /dev/clock/advance) shows a toast over /ws and sends a
// Web Push. Chromium headless cannot reach a real push service, so the push service is stubbed at the
// network layer: an init script gives `PushManager` a subscription whose endpoint is a plain-HTTP
// server this test runs on 127.0.0.1 (the server allows http endpoints outside production), with a key
// pair the test holds, so the captured request is decrypted here. Notifications are granted through the
// context; the site's service worker runs (workers are blocked in the other specs).

test.use({ serviceWorkers: 'allow' });

const MINUTE = 60_000;

interface LiveGame {
  I: number;
  SC?: { TS?: number; BR?: number; CPS?: string; FS?: { S1?: number; S2?: number } };
}

const advance = async (request: APIRequestContext, ms: number) =>
  expect((await request.post('/dev/clock/advance', { headers: CSRF, data: { ms } })).ok()).toBe(true);

async function liveFootball(request: APIRequestContext): Promise<LiveGame[]> {
  const res = await request.get('/service-api/LiveFeed/Get1x2_VZip?sports=1&count=50&lng=en');
  return ((await res.json()) as { Value: LiveGame[] | null }).Value ?? [];
}

/** A football match early in its first half (a goal is likely before its end); moves the clock on until there is one. */
async function earlyMatch(request: APIRequestContext): Promise<LiveGame> {
  for (let step = 0; step < 48; step++) {
    const game = (await liveFootball(request)).find(
      (g) => g.SC?.BR === undefined && (g.SC?.TS ?? 0) > 60 && (g.SC?.TS ?? 0) < 900,
    );
    if (game) return game;
    await advance(request, 15 * MINUTE);
  }
  throw new Error('No football match starting anywhere in a simulated day');
}

test('a player subscribes to goals on a live game; a goal shows a toast and is pushed to the browser', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const pushes: { headers: IncomingHttpHeaders; body: Buffer }[] = [];
  const pushService = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      pushes.push({ headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}/push/e2e`;
  const keys = browserKeys();

  await context.grantPermissions(['notifications'], { origin: baseURL ?? '' });
  await context.addInitScript(
    ({ endpoint, p256dh, auth }) => {
      let subscription: PushSubscription | null = null;
      PushManager.prototype.getSubscription = async () => subscription;
      PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
        const json = { endpoint, expirationTime: null, keys: { p256dh, auth } };
        subscription = {
          endpoint,
          expirationTime: null,
          options: { applicationServerKey: options?.applicationServerKey ?? null, userVisibleOnly: true },
          toJSON: () => json,
          unsubscribe: async () => true,
          getKey: () => null,
        } as unknown as PushSubscription;
        return subscription;
      };
    },
    { endpoint, p256dh: keys.p256dh, auth: keys.auth },
  );

  try {
    await page.goto('/en/');
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept all' }).click();
    await registerByPhone(page);
    const game = await earlyMatch(page.request);
    await page.goto(`/en/live/game/${game.I}`);
    // The site's worker is what push subscriptions hang on: wait until it controls nothing less than a registration.
    await page.waitForFunction(async () => !!(await navigator.serviceWorker.getRegistration()));

    await page.getByTestId(`match-bell-${game.I}`).first().click();
    const chooser = page.getByTestId('match-bell-chooser');
    await chooser.getByTestId('match-bell-event-goal').check();
    await chooser.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('match-bell-status')).toContainText('even when the site is closed');

    // Play the match forward until it scores: each step reads what happened and tells the subscriber.
    const toast = page.getByRole('status').filter({ hasText: 'Goal!' });
    const goals = (g?: LiveGame) => (g?.SC?.FS?.S1 ?? 0) + (g?.SC?.FS?.S2 ?? 0);
    const before = goals(game);
    for (let step = 0; step < 40; step++) {
      await advance(page.request, 3 * MINUTE);
      const now = (await liveFootball(page.request)).find((g) => g.I === game.I);
      if (!now || goals(now) > before) break;
    }
    await expect(toast.first()).toBeVisible();
    await toast.first().getByRole('button', { name: 'Open' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/live/game/${game.I}$`));
    // After a reload the bell still shows the game is followed (read from the player's followed games).
    await page.reload();
    await expect(page.getByTestId(`match-bell-${game.I}`).first()).toHaveAttribute('aria-label', /^Notifications on/);

    // The same notice went to the push service, encrypted for this browser and signed with the site's key.
    await expect.poll(() => pushes.length).toBeGreaterThan(0);
    const [push] = pushes;
    expect(push?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(push?.headers.ttl).toBe('3600');
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    const payload = JSON.parse(keys.decrypt(push?.body ?? Buffer.alloc(0)));
    expect(payload).toMatchObject({ kind: 'goal', title: 'Goal!', url: `/en/live/game/${game.I}` });
  } finally {
    await new Promise((resolve) => pushService.close(resolve));
  }
});
