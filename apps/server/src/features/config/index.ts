import fp from 'fastify-plugin';
import { configRoutes } from './config.routes';
import type { SiteConfigService } from './config.service';

export interface ConfigOptions {
  /** The site configuration every feature resolves requests with (`createSiteConfigService`). */
  sites: SiteConfigService;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The site configuration service; the back office calls its `invalidate()` after a save (ADR 0055). */
    siteConfig: SiteConfigService;
  }
}

/** The config feature: the sanitised site configuration of the request's brand × country. */
export const configPlugin = fp<ConfigOptions>(
  async (app, opts) => {
    configRoutes(app, opts.sites);
    app.decorate('siteConfig', opts.sites);
  },
  { name: 'config' },
);
