// Wire payloads of the site configuration: the brand × country answer the web reads before its first
// render. The settings' schema is the config module's own (config/site-settings.schema.ts), reused
// here so the sanitiser, the route and the client agree on one shape. The web bootstrap imports the
// types only: the schemas would bring zod into the first load.
import { z } from 'zod';
import { siteSettingsSchema } from '../config/site-settings.schema';

/** GET /web-api/api/web/site/v1/config query; both are honoured outside production only. */
export const siteConfigQuery = z.object({
  brand: z
    .string()
    .max(40)
    .regex(/^[a-z0-9-]+$/, 'brand slug')
    .optional()
    .describe('Brand slug (dev only; production picks the brand by host)'),
  country: z.string().max(10).optional().describe('ISO 3166-1 alpha-2 (dev only; production reads x-geo-country)'),
});
export type SiteConfigQuery = z.input<typeof siteConfigQuery>;

/** The resolved site: brand, geo country, the languages offered and the sanitised settings. */
export const siteConfig = z.object({
  refId: z.number().int(),
  projectId: z.number().int(),
  brand: z.string().describe('Brand slug'),
  brandName: z.string(),
  geo: z.object({ countryId: z.number().int(), countryCode: z.string() }),
  languages: z.array(z.string()).describe('In the brand’s languageOrder'),
  defaultLanguage: z.string(),
  settings: siteSettingsSchema,
});
export type SiteConfig = z.infer<typeof siteConfig>;

/** GET /web-api/api/web/site/v1/config answer. */
export const siteConfigAnswer = z.object({
  data: z.object({
    type: z.literal('site-config'),
    id: z.string().describe('brand:country'),
    attributes: siteConfig,
  }),
});
export type SiteConfigAnswer = z.infer<typeof siteConfigAnswer>;
