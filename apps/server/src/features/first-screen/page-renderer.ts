// The web build's server render (apps/web/src/entry-server.tsx, built into `${WEB_DIST}/server/`),
// loaded once at start when the build has it: without it, or when it fails or is too slow for a
// page, the page goes out as the empty shell and the browser renders it, as before (ADR 0026).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FirstScreenData } from '@fairline/shared/wire/first-screen';
import type { FastifyBaseLogger } from 'fastify';
import { isCasinoLobby } from './casino-queries';

/** What the web's entry-server.js exports. */
interface ServerEntry {
  warmUp?(): Promise<void>;
  renderPage(request: { url: string; data: FirstScreenData; signal?: AbortSignal }): Promise<string>;
}

/** The longest a page waits for its server render (queued behind others included) before going out as the shell. */
export const RENDER_TIME_CAP_MS = 2000;

/** The first segments of the public pages whose first screen is rendered on the server (and the casino's lobbies). */
const RENDERED_PAGES = new Set(['', 'sports', 'line', 'live', 'information']);

export function isRenderedPage(rest: readonly string[]): boolean {
  return RENDERED_PAGES.has(rest[0] ?? '') || isCasinoLobby(rest);
}

export type PageRenderer = (url: string, data: FirstScreenData) => Promise<string | undefined>;

/** Loads the server render of the web build, if it has one; undefined otherwise. */
export async function loadPageRenderer(
  distDir: string,
  log: FastifyBaseLogger,
  capMs = RENDER_TIME_CAP_MS,
): Promise<PageRenderer | undefined> {
  const file = join(resolve(distDir), 'server', 'entry-server.js');
  if (!existsSync(file)) {
    log.info({ file }, 'no server render in the web build: pages go out as the shell');
    return undefined;
  }
  let entry: ServerEntry;
  try {
    entry = (await import(pathToFileURL(file).href)) as ServerEntry;
    await entry.warmUp?.();
  } catch (err) {
    log.error({ err, file }, 'the server render could not be loaded: pages go out as the shell');
    return undefined;
  }
  return async (url, data) => {
    const signal = AbortSignal.timeout(capMs);
    try {
      return await entry.renderPage({ url, data, signal });
    } catch (err) {
      if (signal.aborted) log.warn({ url, capMs }, 'server render took too long: the page goes out as the shell');
      else log.error({ err, url }, 'server render failed: the page goes out as the shell');
      return undefined;
    }
  };
}
