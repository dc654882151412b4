import {
  formFieldsAnswer,
  formFieldsQuery,
  formFieldsRequest,
  registrationDataAnswer,
  registrationDataRequest,
  registrationTypesAnswer,
  typeFieldsAnswer,
  typeFieldsParams,
  typeFieldsQuery,
  welcomeBonusesAnswer,
  welcomeBonusesQuery,
} from '@fairline/shared/wire/registration';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../infra/db';
import type { SiteConfigService } from '../config/config.service';
import { offeredType, relationFields, siteForm } from './form-context';
import { loadMinAges } from './min-ages';
import { bannerText, registrationData, registrationTypesOf } from './registration-data';
import { welcomeBonuses } from './welcome-bonuses';

/** The routes that describe registration: types, form fields, registration data and welcome bonuses. */
export function registrationRoutes(
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
        response: { 200: registrationTypesAnswer },
      },
    },
    async (req) => {
      const site = await sites.resolve(req);
      return { data: { attributes: { types: [...registrationTypesOf(site)] } } };
    },
  );

  r.get(
    '/web-api/api/web/registration/v1/fields/:type',
    {
      schema: {
        tags: ['registration'],
        summary:
          'Form fields of a registration type, with their rules, dependencies and the relations of dependent selects',
        params: typeFieldsParams,
        querystring: typeFieldsQuery,
        response: { 200: typeFieldsAnswer },
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
        querystring: formFieldsQuery,
        body: formFieldsRequest,
        response: { 200: formFieldsAnswer },
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
        body: registrationDataRequest,
        response: { 200: registrationDataAnswer },
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
        querystring: welcomeBonusesQuery,
        response: { 200: welcomeBonusesAnswer },
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
