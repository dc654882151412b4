import fp from 'fastify-plugin';
import { createFirstScreen, type FirstScreen, type FirstScreenOptions } from './first-screen.service';
import { loadPageRenderer, type PageRenderer } from './page-renderer';

declare module 'fastify' {
  interface FastifyInstance {
    /** The first screen's page part, for the SPA's `parts` (app.ts). */
    firstScreen: FirstScreen;
  }
}

/** The first-screen feature: what every HTML page carries so its first screen needs no request chain (ADR 0026). */
export const firstScreenPlugin = fp<Omit<FirstScreenOptions, 'renderPage'>>(
  async (app, opts) => {
    // Loaded beside the start, not before it: a page asked for meanwhile waits for it.
    const renderer = loadPageRenderer(opts.distDir, app.log);
    const renderPage: PageRenderer = async (url, data) => (await renderer)?.(url, data);
    app.decorate('firstScreen', createFirstScreen(app, { ...opts, renderPage }));
  },
  { name: 'first-screen' },
);
