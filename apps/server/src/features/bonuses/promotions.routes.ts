import {
  promoActivateAnswer,
  promoCheckAnswer,
  promoCodeRequest,
  promotionAnswer,
  promotionsAnswer,
  userPromoCodesAnswer,
} from '@fairline/shared/wire/promotions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import type { Database } from '../../infra/db';
import { type AuthPreHandler, optionalUser, userOf } from '../auth/auth.service';
import {
  activatePromoCode,
  checkPromoCode,
  findPromotion,
  listPromotions,
  userPromoCodes,
  visitorOf,
} from './promotions.service';

const PUBLIC = '/web-api/api/v3/bonuses/promotions';
const OFFICE = '/web-api/officeapi/promo';
const TAGS = ['bonuses'];
const langQuery = z.object({
  lang: z
    .string()
    .regex(/^[a-z]{2}$/)
    .optional()
    .describe('Language of the names and texts (en)'),
});
const VISITOR_NOTE =
  'The campaigns the visitor’s brand, country and currency run now (a player’s own account currency, a ' +
  'guest’s site currency), amounts in minor units of that currency.';

/** The promotions pages' public reads and the office's promo codes (ADR 0044). */
export function promotionsRoutes(app: FastifyInstance, database: Database, auth: AuthPreHandler) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The promo code calls answer 404 where the site's `promo.isPromoCodeCheckEnabled` is off (ADR 0016).
  const codesOn = async (req: FastifyRequest) =>
    (await req.server.authContext.sites.resolve(req)).settings.promo.isPromoCodeCheckEnabled;
  const codesOffered = async (req: FastifyRequest) => {
    if (!(await codesOn(req))) throw notFound('Promo codes');
  };
  const preHandler = [codesOffered, auth];
  const visitor = async (req: FastifyRequest) => {
    const site = await req.server.authContext.sites.resolve(req);
    return visitorOf(
      database,
      {
        brandId: site.brand.id,
        country: site.geo.countryCode,
        defaultCurrency: site.settings.application.defaultCurrency,
      },
      req.user?.id ?? null,
    );
  };

  r.get(
    PUBLIC,
    {
      preHandler: optionalUser,
      schema: {
        tags: TAGS,
        summary: 'The promotions list: campaigns running now for this visitor, with their terms',
        description: VISITOR_NOTE,
        querystring: langQuery,
        response: { 200: promotionsAnswer },
      },
    },
    async (req) => {
      const list = await listPromotions(database, await visitor(req), req.query.lang ?? 'en');
      // Without promo codes on the site, a campaign given by a code would promise what cannot be entered.
      return { data: (await codesOn(req)) ? list : list.filter((p) => !p.promoCode) };
    },
  );

  r.get(
    `${PUBLIC}/:slug`,
    {
      preHandler: optionalUser,
      schema: {
        tags: TAGS,
        summary: 'One campaign’s page: its terms; 404 when it does not run for this visitor',
        description: VISITOR_NOTE,
        params: z.object({
          slug: z
            .string()
            .max(64)
            .regex(/^[a-z0-9-]+$/),
        }),
        querystring: langQuery,
        response: { 200: promotionAnswer },
      },
    },
    async (req) => {
      const data = await findPromotion(database, await visitor(req), req.params.slug, req.query.lang ?? 'en');
      if (data.promoCode && !(await codesOn(req))) throw notFound('Promotion');
      return { data };
    },
  );

  r.post(
    `${OFFICE}/check`,
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: 'Check a promo code: what it gives the player now, or why it gives nothing (changes nothing)',
        querystring: langQuery,
        body: promoCodeRequest,
        response: { 200: promoCheckAnswer },
      },
    },
    async (req) => ({
      data: await checkPromoCode(database, userOf(req).id, req.body.promo_code, req.query.lang ?? 'en'),
    }),
  );

  r.post(
    `${OFFICE}/activate`,
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary:
          'Activate a promo code: its bonus is credited to the bonus account (a free-bet code grants its free bet), once per player',
        description:
          'Refusals: 404 promo_unknown (no such code for this player’s brand, country and currency); 409 ' +
          'promo_not_started, promo_expired, promo_used, promo_exhausted (its activation limit is reached), ' +
          'promo_busy (an active bonus holds the bonus account); 403 with the protection reason when player ' +
          'protection refuses bonus money; 429 after too many tries.',
        querystring: langQuery,
        body: promoCodeRequest,
        response: { 200: promoActivateAnswer },
      },
    },
    async (req) => ({
      data: await activatePromoCode(database, userOf(req).id, req.body.promo_code, {
        lang: req.query.lang ?? 'en',
        ip: req.ip,
      }),
    }),
  );

  r.get(
    `${OFFICE}/getUserPromoCodesNew`,
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary:
          'The player’s promo-code history: every code used at the promo-code check (its bonus) or in the bet slip (its boost), newest first',
        querystring: langQuery,
        response: { 200: userPromoCodesAnswer },
      },
    },
    async (req) => ({ data: await userPromoCodes(database, userOf(req).id, req.query.lang ?? 'en') }),
  );
}
