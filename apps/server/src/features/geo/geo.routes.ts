import { countriesForPhonePicker } from '@fairline/shared/lookups/countries';
import { localizedName } from '@fairline/shared/lookups/languages';
import {
  citiesAnswer,
  citiesQuery,
  phoneCountriesAnswer,
  phoneCountriesQuery,
  phoneMasksAnswer,
  regionsAnswer,
  regionsQuery,
} from '@fairline/shared/wire/geo';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../infra/db';
import type { SiteConfigService } from '../config/config.service';
import { citiesOf, regionsOf } from './geo.repository';
import { PHONE_MASKS } from './phone-masks';

export interface GeoDeps {
  database: Database;
  sites: SiteConfigService;
}

/** Places and phone reference data for the registration form: regions, cities, phone countries and masks. */
export function geoRoutes(app: FastifyInstance, { database, sites }: GeoDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const langOf = async (req: FastifyRequest, given: string | undefined) =>
    given ?? (await sites.resolve(req)).defaultLanguage;

  r.get(
    '/web-api/getRegions',
    {
      schema: {
        tags: ['registration'],
        summary: 'Regions of a country',
        querystring: regionsQuery,
        response: { 200: regionsAnswer },
      },
    },
    async (req) => {
      const language = await langOf(req, req.query.lang);
      const regions = await regionsOf(database, req.query.country_id);
      return {
        regions: regions.map((p) => ({ id: p.id, name: localizedName(p, language), country_id: req.query.country_id })),
      };
    },
  );

  r.get(
    '/web-api/getCitiesByRegion',
    {
      schema: {
        tags: ['registration'],
        summary: 'Cities of a region',
        querystring: citiesQuery,
        response: { 200: citiesAnswer },
      },
    },
    async (req) => {
      const language = await langOf(req, req.query.lang);
      const cities = await citiesOf(database, req.query.region_id);
      return {
        cities: cities.map((p) => ({ id: p.id, name: localizedName(p, language), region_id: req.query.region_id })),
      };
    },
  );

  r.get(
    '/web-api/user/getphonecountries',
    {
      schema: {
        tags: ['registration'],
        summary: 'Countries for a phone-code picker: the priority countries first, then the rest by id',
        querystring: phoneCountriesQuery,
        response: { 200: phoneCountriesAnswer },
      },
    },
    async (req, reply) => {
      const language = await langOf(req, req.query.lang);
      reply.header('cache-control', 'public, max-age=3600');
      return {
        countries: countriesForPhonePicker().map((c) => ({
          id: c.id,
          name: localizedName(c, language),
          country_code: c.code.toLowerCase(),
          tel_code: (c.phoneCode ?? '').replace('+', ''),
        })),
      };
    },
  );

  r.get(
    '/web-api/api/user/phonemasks',
    {
      schema: {
        tags: ['registration'],
        summary: 'Phone input masks with the accepted digit counts per country',
        response: { 200: phoneMasksAnswer },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return [...PHONE_MASKS];
    },
  );
}
