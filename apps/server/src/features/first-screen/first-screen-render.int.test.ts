// The server render of public pages (ADR 0026), with a stand-in for the web build's entry-server.js:
// its markup goes into `#root` of public pages only; a render that fails or runs past the cap leaves
// the empty shell (the browser renders the page then), and the page is sent all the same.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { RENDER_TIME_CAP_MS } from './page-renderer';

const ENTRY = `
export async function warmUp() {}
export async function renderPage({ url, data, signal }) {
  if (url.startsWith('/en/information/')) throw new Error('render failed');
  if (url.startsWith('/en/live')) return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
  return '<main data-url="' + url + '">' + data.site.brand + ' ' + data.queries.length + '</main>';
}
`;

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'fairline-render-'));
  mkdirSync(join(dist, 'server'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'server', 'entry-server.js'), ENTRY);
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const root = (body: string) => /<div id="root">(.*?)<\/div>/s.exec(body)?.[1];

describe('the server render of the first screen', () => {
  it('puts the markup of a public page into #root, rendered from the inline data', async () => {
    const sports = await t.app.inject('/en/sports?x=1');
    expect(sports.statusCode).toBe(200);
    expect(root(sports.body)).toBe('<main data-url="/en/sports?x=1">fairline 6</main>');
    expect(root((await t.app.inject('/en/')).body)).toContain('data-url="/en/"');
    expect(root((await t.app.inject('/en/line/football')).body)).toContain('data-url="/en/line/football"');
  });

  it('leaves the shell empty for pages that are not public first screens, and for the not-found page', async () => {
    for (const url of ['/en/office/profile', '/en/registration', '/en/no-such-page']) {
      expect(root((await t.app.inject(url)).body), url).toBe('');
    }
  });

  it('sends the empty shell, with its data, when the render fails', async () => {
    const res = await t.app.inject('/en/information/rules');
    expect(res.statusCode).toBe(200);
    expect(root(res.body)).toBe('');
    expect(res.body).toContain('id="fl-first-screen"');
  });

  it('sends the empty shell when the render runs past the time cap', async () => {
    const started = Date.now();
    const res = await t.app.inject('/en/live');
    expect(res.statusCode).toBe(200);
    expect(root(res.body)).toBe('');
    expect(Date.now() - started).toBeGreaterThanOrEqual(RENDER_TIME_CAP_MS - 50);
    expect(Date.now() - started).toBeLessThan(RENDER_TIME_CAP_MS + 3000);
  });
});
