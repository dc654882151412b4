// The first screen's data, inlined by the server into every HTML page as a JSON script (ADR 0026):
// the site configuration answer, the page language's first-screen dictionary units and the first
// query answers the page's components would fetch, keyed as the web's TanStack Query keys. The web
// bootstrap imports the types only (no zod in the first load); the tests read the page with the schema.
import { z } from 'zod';
import { siteConfig } from './config';
import { dictionaryContent } from './public';

export { FIRST_SCREEN_ELEMENT_ID } from './first-screen-id';

/** One seeded query: the web's query key and the data its query function would return. */
export const firstScreenQuery = z.object({
  key: z.array(z.unknown()),
  data: z.unknown(),
});
export type FirstScreenQuery = z.infer<typeof firstScreenQuery>;

/** The data of one page's first screen (the JSON inside the script element). */
export const firstScreenData = z.object({
  /** The page language (the path's first segment). */
  lang: z.string(),
  /** The attributes of GET /web-api/api/web/site/v1/config for this request. */
  site: siteConfig,
  /** Dictionary units of `lang` by unit name; the web loads the other units after the first render. */
  dictionary: z.record(z.string(), dictionaryContent),
  queries: z.array(firstScreenQuery),
  /** The server's guess from the request (a phone's user agent) that the page is narrow: lists take their phone layout in the first render. */
  narrow: z.boolean(),
  /** Whether the request carries the consent cookie: a page for a visitor without it shows the consent banner from its first render. */
  consentChosen: z.boolean(),
  /**
   * The request carried no session cookie: the visitor is a guest, and the header's account area is
   * drawn with the guest's buttons from the first render (absent or false: not known until the session
   * answers, and a placeholder of the area's size stands in).
   */
  guest: z.boolean().optional(),
});
export type FirstScreenData = z.infer<typeof firstScreenData>;
