// The server render of a public page's first screen (ADR 0026), built apart by Vite
// (entry-server.tsx) and called by the server with the page's inline data: the guest's view of the
// real app at the page's address, from the same data the browser starts with, so it hydrates as is.
import { isTwelveHourClock } from '@fairline/shared/config';
import { setMoneyTemplate } from '@fairline/shared/money/format-money';
import type { FirstScreenData } from '@fairline/shared/wire/first-screen';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import { setTwelveHourClock } from '../lib/clock';
import { translator } from '../lib/i18n';
import { App, resolveRoutes } from './app';
import { seedQueries } from './first-screen';
import { preloadFooter } from './layout/footer-lazy';

export interface ServerRenderRequest {
  /** The page's path and query, e.g. `/en/line/football`. */
  url: string;
  data: FirstScreenData;
  /** Aborts a render that is no longer wanted (the server's time cap). */
  signal?: AbortSignal;
}

/** Loads the code of the rendered pages once at start, so no page's render waits for it. */
export async function warmUp(): Promise<void> {
  const pages = [
    '/en/',
    '/en/sports',
    '/en/line',
    '/en/line/game/1',
    '/en/live/game/1',
    '/en/information/rules',
    '/en/casino',
  ];
  await Promise.all([...pages.map((page) => resolveRoutes(page)), preloadFooter()]);
}

// The translator, the money pattern and the clock are module state, as in the browser: renders run
// one at a time so a page never sees another page's language or brand.
let queue: Promise<unknown> = Promise.resolve();

/** The markup of `#root` for a page; rejects when the render fails or is aborted. */
export function renderPage(request: ServerRenderRequest): Promise<string> {
  const run = queue.then(() => renderNow(request));
  queue = run.catch(() => undefined);
  return run;
}

async function renderNow({ url, data, signal }: ServerRenderRequest): Promise<string> {
  signal?.throwIfAborted();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  seedQueries(queryClient, data);
  const { settings, geo } = data.site;
  setMoneyTemplate(settings.application.amountTemplate);
  setTwelveHourClock(isTwelveHourClock(settings, geo.countryId));
  translator.clear();
  translator.addBundle(data.lang, Object.assign({}, ...Object.values(data.dictionary)));
  translator.setLanguage(data.lang);
  await Promise.all([resolveRoutes(url), preloadFooter()]);
  const AtPage = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  try {
    const html = await markup(
      <App queryClient={queryClient} Router={AtPage} hydrating guest={data.guest === true} />,
      signal,
    );
    if (STREAMED.test(html)) throw new Error(`part of ${url} waited during the server render`);
    return html;
  } finally {
    queryClient.clear();
  }
}

/** Markup a browser could only finish with an inline script (the page's CSP forbids them). */
const STREAMED = /<script|<template/;

async function markup(node: ReactNode, signal: AbortSignal | undefined): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerender(node, {
    ...(signal ? { signal } : {}),
    // A large part is otherwise sent apart, after the page, with an inline script to move it in place.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      failure ??= error;
    },
  });
  // A part that failed would be rendered again in the browser, with an error in its console.
  if (failure) throw failure;
  signal?.throwIfAborted();
  return new Response(prelude).text();
}
