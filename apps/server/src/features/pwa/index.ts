import fp from 'fastify-plugin';
import type { SiteConfigService } from '../config/config.service';
import { pwaRoutes } from './pwa.routes';
import { loadIconSets } from './pwa-icons';

export interface PwaOptions {
  /** The site configuration the brand, its languages and colours are read from. */
  sites: SiteConfigService;
}

/** The pwa feature: the installable app's manifest, icons and offline page, per brand. */
export const pwaPlugin = fp<PwaOptions>(
  async (app, opts) => {
    pwaRoutes(app, { site: (req) => opts.sites.resolve(req), icons: loadIconSets() });
  },
  { name: 'pwa' },
);
