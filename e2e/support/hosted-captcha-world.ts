import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Page } from '@playwright/test';

// A deployment of its own for the hosted-captcha browser test: the real server (src/server.ts) with
// demo data off and its own secrets, whose brands chose hCaptcha (Fairline) and reCAPTCHA (Meridian),
// talking to a stand-in of the providers' siteverify; the browser gets stand-ins of their api.js.

const REPO_ROOT = resolve(import.meta.dirname, '..', '..');
const SIM_START = '2026-11-21T15:00:00.000Z';

export const SITE_KEYS = { fairline: 'fairline-e2e-site-key', meridian: 'meridian-e2e-site-key' } as const;
export const SECRETS = { hcaptcha: randomBytes(16).toString('hex'), grecaptcha: randomBytes(16).toString('hex') };

/** The token the stand-in widget hands out: the provider vouches only for these. */
export const widgetToken = (siteKey: string) => `e2e-widget-token:${siteKey}`;

interface VerifyCall {
  provider: 'hcaptcha' | 'grecaptcha';
  form: Record<string, string>;
}

/** The providers' siteverify: success for our secret and a token its widget issued for the site key. */
export async function startSiteverifyStub() {
  const calls: VerifyCall[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const provider = req.url === '/hcaptcha' ? 'hcaptcha' : 'grecaptcha';
      const form = Object.fromEntries(new URLSearchParams(body));
      calls.push({ provider, form });
      const issued = Object.values(SITE_KEYS).some((key) => form.response === widgetToken(key));
      const success = form.secret === SECRETS[provider] && issued;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, calls, close: () => new Promise<void>((done) => server.close(() => done())) };
}

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}

function startServer(port: number, env: Record<string, string>): { child: ChildProcess; log: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SIM_START,
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const append = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  return { child, log: () => log };
}

async function waitReady(url: string, server: { child: ChildProcess; log: () => string }) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && server.child.exitCode === null) {
    if (
      await fetch(`${url}/health/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready:\n${server.log()}`);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

/**
 * Boots the demo once to migrate and seed a data folder, switches the brands to hosted captchas in
 * it, then starts the server as a real deployment would run it (demo data off, secrets of its own).
 */
export async function startHostedCaptchaDeployment(verifyUrl: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'fairline-captcha-'));
  const seedPort = await freePort();
  const seeding = startServer(seedPort, { NODE_ENV: 'test', DATA_DIR: dataDir, DEV_OIDC: 'false' });
  await waitReady(`http://127.0.0.1:${seedPort}`, seeding);
  await stop(seeding.child);

  const db = new PGlite(dataDir);
  const setCaptcha = (slug: string, patch: object, types?: string[]) =>
    db.query(
      `update site_configs set config = case when $3::jsonb is null then config || $2::jsonb
         else jsonb_set(config || $2::jsonb, '{registration,registrationTypes}', $3::jsonb) end
       where country = '*' and brand_id = (select id from brands where slug = $1)`,
      [slug, JSON.stringify({ captcha: patch }), types ? JSON.stringify(types) : null],
    );
  await setCaptcha('fairline', { type: 'hcaptcha', siteKeys: { hcaptcha: SITE_KEYS.fairline } });
  await setCaptcha('meridian', { type: 'google', siteKeys: { google: SITE_KEYS.meridian } }, ['fast_reg']);
  await db.close();

  const port = await freePort();
  const server = startServer(port, {
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    // A real deployment refuses every example secret, the casino studio's included (ADR 0018, 0033).
    CASINO_STUDIO_SECRET: randomBytes(24).toString('base64url'),
    HCAPTCHA_SECRET: SECRETS.hcaptcha,
    RECAPTCHA_SECRET: SECRETS.grecaptcha,
    HCAPTCHA_VERIFY_URL: `${verifyUrl}/hcaptcha`,
    RECAPTCHA_VERIFY_URL: `${verifyUrl}/recaptcha`,
  });
  await waitReady(`http://127.0.0.1:${port}`, server);
  return {
    port,
    async close() {
      await stop(server.child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Stands in for the provider's api.js as the real one behaves for an invisible widget: `render`
 * returns a widget id, `execute` opens the provider's challenge popup, and solving it calls the
 * widget's callback with a token (closing it calls the close callback, as hCaptcha does).
 */
const FAKE_API = (global: 'hcaptcha' | 'grecaptcha') => `(() => {
  const widgets = [];
  const api = {
    render(container, params) {
      if (!(container instanceof HTMLElement) || !params.sitekey) throw new Error('bad render call');
      return widgets.push({ container, params }) - 1;
    },
    execute(id) {
      const { params } = widgets[id];
      const popup = document.createElement('div');
      popup.setAttribute('role', 'dialog');
      popup.setAttribute('aria-label', '${global} challenge');
      popup.dataset.sitekey = params.sitekey;
      popup.dataset.lang = params.hl || '';
      popup.style.cssText = 'position:fixed;inset:auto 16px 16px auto;z-index:99999;padding:16px;background:#fff;border:1px solid #999';
      const solve = document.createElement('button');
      solve.textContent = 'I am human';
      solve.onclick = () => { popup.remove(); params.callback('e2e-widget-token:' + params.sitekey); };
      const close = document.createElement('button');
      close.textContent = 'Close challenge';
      close.onclick = () => { popup.remove(); (params['close-callback'] || params['expired-callback'])(); };
      popup.append(solve, close);
      document.body.append(popup);
    },
    reset() {},
    remove(id) { widgets[id] = undefined; },
  };
  window.${global} = api;
})();`;

/** Serves the stand-in api.js for the provider's script URL and records which URLs the page asked for. */
export async function routeWidgetScripts(page: Page): Promise<string[]> {
  const requested: string[] = [];
  const serve = (global: 'hcaptcha' | 'grecaptcha') => async (route: import('@playwright/test').Route) => {
    requested.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: FAKE_API(global) });
  };
  await page.route('https://js.hcaptcha.com/1/api.js**', serve('hcaptcha'));
  await page.route('https://www.google.com/recaptcha/api.js**', serve('grecaptcha'));
  await page.route('https://www.recaptcha.net/recaptcha/api.js**', serve('grecaptcha'));
  return requested;
}
