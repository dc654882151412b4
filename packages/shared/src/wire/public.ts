// Wire payloads of the small public areas every visitor reaches: dictionaries, information pages,
// the cookie-consent log and the health probes. Dictionaries load before the first render, so the web
// imports these types only; the lazily loaded information page may parse its answer.
import { z } from 'zod';
import { INFORMATION_PAGES } from '../routing/pages';

/** Path parameter of the dictionary routes. */
export const dictionaryLangParams = z.object({ lang: z.string().max(10) });

/** GET /translation-api/by-lang/:lang answer: the language's unit → content-path map. */
export const dictionaryMapAnswer = z.object({
  data: z.object({
    type: z.literal('dictionary'),
    id: z.string(),
    attributes: z.object({
      language: z.string(),
      version: z.string().describe('The units’ versions joined: a new one means the map changed'),
      dictionaryMap: z.string().describe('JSON text of { unit: content path }'),
    }),
  }),
});
export type DictionaryMapAnswer = z.infer<typeof dictionaryMapAnswer>;

/** The map inside `dictionaryMap`, once its JSON text is read. */
export const dictionaryMap = z.record(z.string(), z.string());
export type DictionaryMap = z.infer<typeof dictionaryMap>;

/** GET /translation-api/api/external/v2/unit/language/:lang answer. */
export const dictionaryUnitsAnswer = z.object({
  data: z.array(
    z.object({
      type: z.literal('unit'),
      id: z.string().describe('Unit name'),
      attributes: z.object({ language: z.string(), version: z.string(), path: z.string() }),
    }),
  ),
});
export type DictionaryUnitsAnswer = z.infer<typeof dictionaryUnitsAnswer>;

/** GET /genfiles/web-app-v2/<path> answer: one unit's keys and texts. */
export const dictionaryContent = z.record(z.string(), z.string());
export type DictionaryContent = z.infer<typeof dictionaryContent>;

/** Path parameter and query of an information page. */
export const informationPageParams = z.object({ page: z.string().max(40) });
export const informationPageQuery = z.object({
  lang: z.string().max(10).default('ru'),
  brand: z.string().max(40).optional(),
});

/** Plain text only; consecutive `li` blocks render as one list. */
export const INFORMATION_BLOCK_TYPES = ['h2', 'p', 'li', 'note'] as const;
export const informationBlock = z.object({ type: z.enum(INFORMATION_BLOCK_TYPES), text: z.string() });
export type InformationBlock = z.infer<typeof informationBlock>;

/** GET /web-api/information/:page answer. */
export const informationPageAnswer = z.object({
  data: z.object({
    type: z.literal('information-page'),
    id: z.enum(INFORMATION_PAGES),
    attributes: z.object({
      page: z.enum(INFORMATION_PAGES),
      lang: z.string().describe('The language of the text: the one asked for, or English when it has none'),
      title: z.string(),
      blocks: z.array(informationBlock),
    }),
  }),
});
export type InformationPageAnswer = z.infer<typeof informationPageAnswer>;

const consentLevel = z
  .number()
  .int()
  .min(0)
  .max(3)
  .describe('0 disabled, 1 only functionality, 2 only marketing, 3 all');

/** POST /web-api/api-v3/v1/user/agreement-with-cookies/log body. */
export const consentLogRequest = z.object({ level: consentLevel, visitor_id: z.string().uuid() });
export type ConsentLogRequest = z.infer<typeof consentLogRequest>;

/** The logged agreement. */
export const consentLogAnswer = z.object({
  success: z.literal(true),
  data: z.object({ id: z.number().int(), level: consentLevel, agreed_at: z.string().describe('ISO date-time') }),
});
export type ConsentLogAnswer = z.infer<typeof consentLogAnswer>;

/** GET /health/live answer: the process answers. */
export const healthLiveAnswer = z.object({ status: z.literal('ok') });
/** GET /health/ready answer (200 ok, 503 unavailable): the database answers. */
export const healthReadyAnswer = z
  .object({ status: z.enum(['ok', 'unavailable']), database: z.boolean() })
  .meta({ id: 'HealthReadyAnswer' });
export type HealthReadyAnswer = z.infer<typeof healthReadyAnswer>;
