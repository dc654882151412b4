// The content desk's information pages and casino visibility (issue 24 §2, ADR 0055). Page texts go
// through the information feature (its block schema, the one the public route answers with); the
// casino's visibility is the brand × country configuration's thirdPartyCasino group, saved as a new
// configuration version through the same sanitiser check as the editor. Every save is audited.
import { isInformationPage } from '@fairline/shared/routing';
import { okAnswer } from '@fairline/shared/wire/backoffice';
import {
  casinoVisibilityAnswer,
  casinoVisibilityRequest,
  configSavedAnswer,
  configSelector,
  contentPagesAnswer,
  contentPagesQuery,
  pageEditRequest,
} from '@fairline/shared/wire/backoffice-content';
import { AppError } from '../../errors';
import {
  brandBySlug,
  checkSiteConfig,
  currentConfig,
  diffJson,
  effectiveSettings,
  saveConfigVersion,
} from '../config/config.service';
import { findInformationText, listInformationTexts, saveInformationText } from '../information/information.service';
import { appendAudit } from './audit.repository';
import type { BackofficeContext } from './backoffice-context';
import { auditPair } from './content-config.routes';
import { ADMIN_API, actorOf, staffOf } from './staff-guard';

const TAGS = ['backoffice'];
const BASE = `${ADMIN_API}/content`;

export function contentPageRoutes({ r, app, database }: BackofficeContext) {
  r.get(
    `${BASE}/pages`,
    {
      config: { staffPermission: 'content.pages' },
      schema: {
        tags: TAGS,
        summary: 'The brand’s information page texts per language: its own and the common ones (brand_id null)',
        querystring: contentPagesQuery,
        response: { 200: contentPagesAnswer },
      },
    },
    async (req) => {
      const brand = await brandBySlug(database, req.query.brand);
      const items = await listInformationTexts(database, brand.id);
      // Rows of pages the product no longer has are not offered for editing.
      return { items: items.flatMap((i) => (isInformationPage(i.page) ? [{ ...i, page: i.page }] : [])) };
    },
  );

  r.put(
    `${BASE}/pages`,
    {
      config: { staffPermission: 'content.pages' },
      schema: {
        tags: TAGS,
        summary: 'Save one information page’s title and text in one language, for the brand or for every brand',
        description:
          'Plain-text blocks (h2, p, li, note), as the public page answers them. With common, the text every ' +
          'brand without its own shows. The public page shows it on its next read (browsers may keep theirs up to 5 min).',
        body: pageEditRequest,
        response: { 200: okAnswer },
      },
    },
    async (req) => {
      const { page, lang, title, blocks, common } = req.body;
      const brand = await brandBySlug(database, req.body.brand);
      const owner = common ? null : brand.id;
      const before = await findInformationText(database, owner, page, lang);
      await saveInformationText(database, owner, page, lang, { title, blocks });
      await appendAudit(database, actorOf(req), {
        action: 'content.page_saved',
        subject: `information:${common ? '*' : brand.slug}:${page}:${lang}`,
        before,
        after: { title, blocks },
      });
      return { ok: true as const };
    },
  );

  const casinoOf = async (slug: string | undefined, country: string) => {
    const brand = await brandBySlug(database, slug);
    const current = await currentConfig(database, brand.id, country);
    const settings = await effectiveSettings(database, brand.id, country, current.config);
    const { isEnabled, categories, providers, hiddenGames } = settings.thirdPartyCasino;
    return {
      brand,
      current,
      effective: { isEnabled, categories: [...categories], providers: [...providers], hiddenGames: [...hiddenGames] },
      settings,
    };
  };

  r.get(
    `${BASE}/casino`,
    {
      config: { staffPermission: 'content.config' },
      schema: {
        tags: TAGS,
        summary: 'The casino’s visibility in a brand × country: the switch, categories, providers and each game',
        querystring: configSelector,
        response: { 200: casinoVisibilityAnswer },
      },
    },
    async (req) => {
      const { current, effective, settings } = await casinoOf(req.query.brand, req.query.country);
      const games = app.casino.listWith(settings.thirdPartyCasino).map(({ game, offered }) => ({
        id: game.id,
        name: game.name,
        category: game.category,
        provider: game.provider,
        offered,
      }));
      return { version: current.version, effective, games };
    },
  );

  r.put(
    `${BASE}/casino`,
    {
      config: { staffPermission: 'content.config' },
      schema: {
        tags: TAGS,
        summary:
          'Set the casino’s switch, categories, providers and hidden games for a brand × country (a new configuration version)',
        description: '409 config_changed when another version was saved since base_version.',
        body: casinoVisibilityRequest,
        response: { 200: configSavedAnswer },
      },
    },
    async (req) => {
      const { brand: slug, country, base_version, isEnabled, categories, providers, hiddenGames, note } = req.body;
      const { brand, current, effective } = await casinoOf(slug, country);
      const group = { ...((current.config?.thirdPartyCasino as Record<string, unknown> | undefined) ?? {}) };
      Object.assign(group, { isEnabled, categories, providers, hiddenGames });
      const config = { ...(current.config ?? {}), thirdPartyCasino: group };
      const problems = checkSiteConfig(config);
      if (problems.length > 0) {
        throw new AppError('BAD_REQUEST', problems[0]?.message ?? 'Refused by the sanitiser', {
          errorCode: 'config_invalid',
          validationErrors: Object.fromEntries(problems.map((p) => [p.path, p.message])),
        });
      }
      const version = await saveConfigVersion(database, {
        brandId: brand.id,
        country,
        config,
        baseVersion: base_version,
        note: note ?? 'casino visibility',
        staffEmail: staffOf(req).email,
      });
      app.siteConfig.invalidate();
      const after = { isEnabled, categories, providers, hiddenGames };
      await appendAudit(database, actorOf(req, note ?? null), {
        action: 'content.casino_saved',
        subject: `site_config:${slug}:${country}`,
        ...auditPair(current.version, version, diffJson({ thirdPartyCasino: effective }, { thirdPartyCasino: after })),
      });
      return { version };
    },
  );
}
