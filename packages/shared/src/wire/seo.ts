// Wire payloads of the spec's SEO calls (issue 19, ADR 0024): page data, SEO text, the visible
// heading, footer questions, information links, analytics counters, the micro schema and the
// language ISO codes. Every call carries the sub-request id header; the server echoes it.
import { z } from 'zod';
import { SEO_SECTIONS } from '../routing/seo-page';

/** Name of the sub-request id header the SEO calls send (a UUID without dashes). */
export const SUB_REQUEST_ID_HEADER = 'x-sub-request-id';

/** A UUID without dashes: 32 hexadecimal digits. */
export const subRequestId = z.string().regex(/^[0-9a-f]{32}$/i, 'Expected a UUID without dashes');

/** Headers of every SEO call: the sub-request id is required (other headers pass through). */
export const seoHeaders = z.looseObject({ [SUB_REQUEST_ID_HEADER]: subRequestId });

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The query fields the spec names for the SEO calls. */
export const seoQuery = z.object({
  language: z.string().regex(/^[a-z]{2}(-[a-z]{2})?$/i, 'Expected a language code'),
  domain: z
    .string()
    .regex(/^[a-z0-9.-]{1,253}$/i, 'Expected a host name')
    .optional()
    .describe('Brand host; the request’s host when absent'),
  timezone: z.string().max(64).optional().describe('Accepted and ignored: dates are written in UTC with an offset'),
  stream: z.enum(['line', 'live']).optional(),
  menuSection: z
    .string()
    .max(100)
    .optional()
    .describe('The information page key on information pages; the page’s path on casino pages'),
  section: z.enum(SEO_SECTIONS).default('main'),
  'project[id]': id.optional(),
  'subsection[id]': id.optional().describe('Sport id'),
  'championship[id]': id.optional(),
  'match[id]': id.optional().describe('Game id (line or live)'),
});
export type SeoQuery = z.infer<typeof seoQuery>;

/** Path parameter of the footer questions call. */
export const seoQuestionsParams = z.object({ section: z.enum(SEO_SECTIONS) });

const link = z.object({ hreflang: z.string(), href: z.string().url() });
const meta = z.object({ name: z.string().optional(), property: z.string().optional(), content: z.string() });

/** GET /seo-module-api/api/v2/pagedata answer. */
export const seoPageDataAnswer = z.object({
  data: z.object({
    title: z.string(),
    description: z.string(),
    metaRobots: z.string().describe('`index, follow` or `noindex, follow`'),
    hierarchyMetaRobots: z.string().describe('The strictest robots value of the page and its parents'),
    ampPageUrl: z.string().nullable(),
    alternativeLinks: z.array(link).describe('Every language of the brand, and x-default'),
    alternateMedia: z.array(z.object({ media: z.string(), href: z.string() })),
    customCanonical: z.string().url().nullable(),
    languageIsoCode: z.string(),
    metas: z.array(meta).describe('Open Graph and other meta tags'),
  }),
});
export type SeoPageData = z.infer<typeof seoPageDataAnswer>['data'];

/** GET /frontend-api/seo/seoContent answer: the section's SEO text (plain paragraphs) and its JSON-LD. */
export const seoContentAnswer = z.object({
  data: z.object({
    style: z.enum(['none', 'plain', 'collapsed']).describe('How the text is shown: not at all, open, or folded'),
    content: z.string().describe('Plain text; paragraphs separated by a blank line'),
    microschema: z.string().describe('JSON-LD text of the page'),
  }),
});
export type SeoContent = z.infer<typeof seoContentAnswer>['data'];

/** GET /seo-module-api/api/v1/visual answer: the page's visible heading and breadcrumb trail. */
export const seoVisualAnswer = z.object({
  data: z.object({
    h1: z.string(),
    breadcrumbs: z.array(z.object({ name: z.string(), url: z.string().url() })),
  }),
});

/** GET /web-api/external-api/seo/questions/footer/{section} answer. */
export const seoQuestionsAnswer = z.object({
  data: z.object({
    section: z.enum(SEO_SECTIONS),
    items: z.array(z.object({ id: z.number().int(), question: z.string(), answer: z.string() })),
  }),
});
export type SeoQuestions = z.infer<typeof seoQuestionsAnswer>['data'];

/** GET /web-api/external-api/seo/information/links answer. */
export const seoInformationLinksAnswer = z.object({
  data: z.array(z.object({ page: z.string(), title: z.string(), url: z.string().url() })),
});

/** GET /seo-module-api/api/public/v1/analytics-counters answer. */
export const seoAnalyticsCountersAnswer = z.object({
  data: z.array(z.object({ provider: z.string(), counterId: z.string() })),
});

/** GET /frontend-api/seo/seoMicroSchema answer: the JSON-LD objects of the page. */
export const seoMicroSchemaAnswer = z.object({
  data: z.array(z.record(z.string(), z.unknown())),
});

/** GET /seo-module-api/api/public/v1/language-iso-codes answer: the brand's languages as hreflang codes. */
export const seoLanguageIsoCodesAnswer = z.object({
  data: z.array(z.object({ language: z.string(), isoCode: z.string() })),
});
