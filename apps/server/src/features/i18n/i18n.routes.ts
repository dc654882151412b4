import {
  dictionaryContent,
  dictionaryLangParams,
  dictionaryMapAnswer,
  dictionaryUnitsAnswer,
} from '@fairline/shared/wire/public';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { type DictionaryStore, loadDictionaries } from './dictionary-store';

/** Dictionary maps are re-read by clients every 15 minutes; hashed content is immutable. */
const MAP_CACHE = 'public, max-age=900';
const CONTENT_CACHE = 'public, max-age=31536000, immutable';

/** Dictionaries: the per-language map of unit ids to content paths, and the content itself. */
export function i18nRoutes(app: FastifyInstance, store: DictionaryStore = loadDictionaries()) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const unitsOf = (lang: string) => {
    const units = store.units(lang);
    if (!units) throw new AppError('NOT_FOUND', `Unknown language: ${lang}`);
    return units;
  };

  r.get(
    '/translation-api/by-lang/:lang',
    {
      schema: {
        tags: ['i18n'],
        summary: 'Dictionary map of a language',
        params: dictionaryLangParams,
        response: { 200: dictionaryMapAnswer },
      },
    },
    async (req, reply) => {
      const units = unitsOf(req.params.lang);
      const map = Object.fromEntries(units.map((u) => [u.unit, u.path]));
      reply.header('cache-control', MAP_CACHE);
      return {
        data: {
          type: 'dictionary' as const,
          id: req.params.lang,
          attributes: {
            language: req.params.lang,
            version: units.map((u) => u.version).join('.'),
            dictionaryMap: JSON.stringify(map),
          },
        },
      };
    },
  );

  r.get(
    '/translation-api/api/external/v2/unit/language/:lang',
    {
      schema: {
        tags: ['i18n'],
        summary: 'Dictionary units of a language with versions',
        params: dictionaryLangParams,
        response: { 200: dictionaryUnitsAnswer },
      },
    },
    async (req, reply) => {
      const units = unitsOf(req.params.lang);
      reply.header('cache-control', MAP_CACHE);
      return {
        data: units.map((u) => ({
          type: 'unit' as const,
          id: u.unit,
          attributes: { language: req.params.lang, version: u.version, path: u.path },
        })),
      };
    },
  );

  // Untyped on purpose: the stored bytes are sent as they are (a Buffer is never re-serialised), and
  // the schema documents them for OpenAPI and the contract tests.
  app.get(
    '/genfiles/web-app-v2/*',
    {
      schema: {
        tags: ['i18n'],
        summary: 'Dictionary content by hashed path',
        response: { 200: dictionaryContent },
      },
    },
    async (req, reply) => {
      const path = (req.params as { '*': string })['*'];
      const unit = store.byPath(path);
      if (!unit) throw new AppError('NOT_FOUND', 'Dictionary file is not found');
      return reply.header('cache-control', CONTENT_CACHE).type('application/json; charset=utf-8').send(unit.body);
    },
  );
}
