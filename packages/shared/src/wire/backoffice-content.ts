// Wire payloads of the back office's content desk (issue 24 §2 content and configuration,
// docs/decisions/0055-backoffice-content.md): brand × country configuration with a diff preview,
// versions and rollback; information pages per language; the casino's visibility per brand.
import { z } from 'zod';
import { INFORMATION_PAGES } from '../routing/pages';
import { paging } from './backoffice';
import { CASINO_CATEGORIES } from './casino-lobby';
import { informationBlock } from './public';

/** Sizes of what staff may store. */
export const ContentLimits = { configBytesMax: 200_000, titleMax: 200, blocksMax: 200, blockTextMax: 4000 } as const;

const brand = z.string().trim().min(1).max(40);
/** A brand's slug; absent: the first brand. */
const brandOrFirst = brand.optional();
/** '*' (the brand's defaults) or a lower-case ISO alpha-2 country. */
const country = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(\*|[a-z]{2})$/, 'A country code (two letters) or * for the brand’s defaults');
const note = z.string().trim().max(500).optional();
const rawConfig = z.record(z.string(), z.unknown());

export const contentBrandsAnswer = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      name: z.string(),
      default_country: z.string(),
      countries: z.array(z.string()).describe('Countries with an override row'),
    }),
  ),
});
export type ContentBrandsAnswer = z.infer<typeof contentBrandsAnswer>;

/** Which configuration row: a brand's defaults ('*') or a country's override. */
export const configSelector = z.object({ brand: brandOrFirst, country: country.default('*') });
export type ConfigSelector = z.infer<typeof configSelector>;

/** GET /admin-api/content/config: the row as stored (null: the country has none) and what players get. */
export const configAnswer = z.object({
  brand: z.string(),
  country: z.string(),
  version: z.number().int().describe('0 before the first edit'),
  config: rawConfig.nullable(),
  effective: rawConfig.describe('The sanitised settings of that brand × country, as the site answers them'),
});
export type ConfigAnswer = z.infer<typeof configAnswer>;

/** POST …/config/preview and PUT …/config: an edited row over the version it was read at. */
export const configEditRequest = configSelector.extend({
  brand,
  base_version: z.number().int().min(0),
  config: rawConfig,
  note,
});
export type ConfigEditRequest = z.infer<typeof configEditRequest>;

export const configProblem = z.object({ path: z.string(), code: z.string(), message: z.string() });
export const jsonChange = z.object({ path: z.string(), before: z.unknown().optional(), after: z.unknown().optional() });
export type JsonChange = z.infer<typeof jsonChange>;

/** The preview: the sanitiser's problems, the raw changes and their effect on what players get. */
export const configPreviewAnswer = z.object({
  problems: z.array(configProblem),
  changes: z.array(jsonChange),
  effects: z.array(jsonChange),
});
export type ConfigPreviewAnswer = z.infer<typeof configPreviewAnswer>;

export const configSavedAnswer = z.object({ version: z.number().int() });

export const configVersionsQuery = paging.merge(configSelector);
export const configVersion = z.object({
  version: z.number().int(),
  note: z.string().nullable(),
  restored_from: z.number().int().nullable(),
  staff_email: z.string().nullable(),
  created_at: z.string(),
});
export type ConfigVersion = z.infer<typeof configVersion>;
export const configVersionsAnswer = z.object({ items: z.array(configVersion), total: z.number().int() });
export type ConfigVersionsAnswer = z.infer<typeof configVersionsAnswer>;

export const configVersionParams = z.object({ version: z.coerce.number().int().positive().max(1_000_000) });
export const configVersionAnswer = z.object({ version: z.number().int(), config: rawConfig.nullable() });

/** POST …/config/rollback: the version's row becomes a new version. */
export const configRollbackRequest = configSelector.extend({
  brand,
  version: z.number().int().positive(),
  base_version: z.number().int().min(0),
  note,
});

/** Information pages: the brand's texts (its own and the common ones). */
export const contentPagesQuery = z.object({ brand: brandOrFirst });
export const informationText = z.object({
  page: z.enum(INFORMATION_PAGES),
  lang: z.string(),
  brand_id: z.number().int().nullable(),
  title: z.string(),
  blocks: z.array(informationBlock),
  updated_at: z.string(),
});
export type InformationText = z.infer<typeof informationText>;
export const contentPagesAnswer = z.object({ items: z.array(informationText) });

/** PUT …/content/pages: one page's text in one language, for the brand (or, common, for every brand). */
export const pageEditRequest = z.object({
  brand,
  common: z.boolean().default(false),
  page: z.enum(INFORMATION_PAGES),
  lang: z.enum(['ru', 'en', 'ar']),
  title: z.string().trim().min(1).max(ContentLimits.titleMax),
  blocks: z
    .array(informationBlock.extend({ text: z.string().trim().min(1).max(ContentLimits.blockTextMax) }))
    .min(1)
    .max(ContentLimits.blocksMax),
});
export type PageEditRequest = z.infer<typeof pageEditRequest>;

/** The casino's visibility in a brand × country: the thirdPartyCasino group as players get it. */
export const casinoVisibility = z.object({
  isEnabled: z.boolean(),
  categories: z.array(z.enum(CASINO_CATEGORIES)),
  providers: z.array(z.string()),
  hiddenGames: z.array(z.string()).describe('Lobby ids of single games not offered'),
});
export type CasinoVisibility = z.infer<typeof casinoVisibility>;
export const casinoVisibilityAnswer = z.object({
  version: z.number().int(),
  effective: casinoVisibility,
  games: z.array(
    z.object({ id: z.string(), name: z.string(), category: z.string(), provider: z.string(), offered: z.boolean() }),
  ),
});
export type CasinoVisibilityAnswer = z.infer<typeof casinoVisibilityAnswer>;
export const casinoVisibilityRequest = configSelector.extend({
  brand,
  base_version: z.number().int().min(0),
  isEnabled: z.boolean(),
  categories: z.array(z.enum(CASINO_CATEGORIES)).min(1),
  providers: z.array(z.string().trim().min(1).max(60)).max(50),
  hiddenGames: z
    .array(z.string().trim().min(3).max(100))
    .max(500)
    .default([])
    .describe('Lobby ids (`<provider>:<slug>`) of single games not offered'),
  note,
});
