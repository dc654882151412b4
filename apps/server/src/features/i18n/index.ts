import fp from 'fastify-plugin';
import { i18nRoutes } from './i18n.routes';

/** The i18n feature: the dictionaries (units per feature) of every language. */
export const i18nPlugin = fp(
  async (app) => {
    i18nRoutes(app);
  },
  { name: 'i18n' },
);
