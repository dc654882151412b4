import fp from 'fastify-plugin';
import { type GeoDeps, geoRoutes } from './geo.routes';

/** The geo feature: regions, cities, phone countries and masks for the registration form. */
export const geoPlugin = fp<GeoDeps>(
  async (app, opts) => {
    geoRoutes(app, opts);
  },
  { name: 'geo' },
);
