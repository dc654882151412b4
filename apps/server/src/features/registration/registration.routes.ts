import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../infra/db';
import type { SiteConfigService } from '../config/config.service';
import { offeredType, relationFields, siteForm } from './form-context';
import { loadMinAges } from './min-ages';
import { bannerText, registrationData, registrationTypesOf } from './registration-data';
import { welcomeBonuses } from './welcome-bonuses';

const lang = z
  .string()
  .max(10)
  .regex(/^[a-zA-Z_-]+$/)
  .optional();
const bonus = z.string().max(40).optional().describe('Bonus code or kind from a promo link; that offer comes first');
const typeParam = z.string().max(20);

/** The routes that describe registration: types, form fields, registration data and welcome bonuses. */
export function registrationDescribeRoutes(
  app: FastifyInstance,
  { database, sites }: { database: Database; sites: SiteConfigService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/web-api/api/web/registration/v1/types',
    {
      schema: {
        tags: ['registration'],
        summary: 'Registration types (tabs) of the brand × country; the first is the default',
      },
    },
    async (req) => {
      const site = await sites.resolve(req);
      return { data: { attributes: { types: registrationTypesOf(site) } } };
    },
  );

  r.get(
    '/web-api/api/web/registration/v1/fields/:type',
    {
      schema: {
        tags: ['registration'],
        summary:
          'Form fields of a registration type, with their rules, dependencies and the relations of dependent selects',
        params: z.object({ type: typeParam }),
        querystring: z.object({ lang, bonus }),
      },
    },
    async (req) => {
      const site = await sites.resolve(req);
      const fields = await siteForm(
        database,
        site,
        offeredType(site, req.params.type),
        req.query.lang,
        req.query.bonus,
      );
      return { data: { attributes: { fields, relation_fields: relationFields(fields) } } };
    },
  );

  r.post(
    '/web-api/registration/fields',
    {
      schema: {
        tags: ['registration'],
        summary: 'Form fields of a registration type (old flow) with the bonus banners',
        querystring: z.object({ bonus }),
        body: z.object({ params: z.object({ type: typeParam }), lang }),
      },
    },
    async (req) => {
      const site = await sites.resolve(req);
      const fields = await siteForm(
        database,
        site,
        offeredType(site, req.body.params.type),
        req.body.lang,
        req.query.bonus,
      );
      const offers = welcomeBonuses(req.query.bonus).filter((b) => b.percent > 0);
      const shown = req.query.bonus === undefined ? offers : offers.slice(0, 1);
      const key = site.settings.registration.bannerDictionaryKey;
      return {
        fields,
        banners: shown.map((b) => ({ id: b.id, bonusCode: b.bonusCode, bannerText: bannerText(key, b.bonusCode) })),
      };
    },
  );

  r.post(
    '/web-api/registration',
    {
      schema: {
        tags: ['registration'],
        summary: 'Registration data loaded when the registration view opens',
        body: z.object({ isWidget: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional() }).nullish(),
      },
    },
    async (req) => {
      const site = await sites.resolve(req);
      const minAges = await loadMinAges(database, site.brand.id);
      const isWidget = req.body?.isWidget === true || req.body?.isWidget === 1;
      return registrationData(site, { isWidget, minAgesInCountries: minAges.list([site.geo.countryCode]) });
    },
  );

  r.get(
    '/web-api/api/v3/bonuses/welcome-bonuses',
    {
      schema: {
        tags: ['registration'],
        summary: 'Welcome bonuses to choose at registration, including the cancel kind (-1)',
        querystring: z.object({ bonus }),
      },
    },
    async (req) => ({
      data: welcomeBonuses(req.query.bonus).map((b) => ({
        id: b.id,
        attributes: { id: b.id, info: b.info, bonusCode: b.bonusCode },
      })),
    }),
  );
}
