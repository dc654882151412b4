// The spec's SEO calls (registration-auth-office-config.md, "Content and dictionary"): served from
// the SEO data per brand (the request's host), language and section. Each call needs the
// sub-request id header (a UUID without dashes) and answers with it echoed, so a client can match
// an answer to its call; without it, or with a language the brand does not offer, it is a 400.
import { isInformationPageShown } from '@fairline/shared/config';
import {
  type SeoQuery,
  SUB_REQUEST_ID_HEADER,
  seoAnalyticsCountersAnswer,
  seoContentAnswer,
  seoHeaders,
  seoInformationLinksAnswer,
  seoLanguageIsoCodesAnswer,
  seoMicroSchemaAnswer,
  seoPageDataAnswer,
  seoQuery,
  seoQuestionsAnswer,
  seoQuestionsParams,
  seoVisualAnswer,
} from '@fairline/shared/wire/seo';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../../errors';
import type { Database } from '../../infra/db';
import type { SiteConfigService } from '../config/config.service';
import { findAnalyticsCounters, findInformationTitles, findSeoQuestions } from './seo.repository';
import type { SeoService } from './seo.service';
import { isoCodeOf, pageUrl } from './seo-meta';
import { pageOfQuery } from './seo-query';

const SECTION_PAGES = new Set(['sport', 'championship', 'game', 'information']);

export function seoRoutes(app: FastifyInstance, database: Database, sites: SiteConfigService, seo: SeoService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = (summary: string, answer: z.ZodType) => ({
    tags: ['seo'],
    summary,
    headers: seoHeaders,
    querystring: seoQuery,
    response: { 200: answer },
  });

  /** The brand and language of a call, checked: the language must be the brand's, the domain and project its own. */
  async function callContext(req: FastifyRequest<{ Querystring: SeoQuery }>, reply: FastifyReply) {
    reply.header(SUB_REQUEST_ID_HEADER, String(req.headers[SUB_REQUEST_ID_HEADER]));
    const site = await sites.resolve(req);
    const { language, domain } = req.query;
    const lang = language.toLowerCase();
    if (!site.languages.includes(lang)) {
      throw new AppError('VALIDATION', `Language ${lang} is not offered here`, {
        validationErrors: { language: 'Not a language of this site' },
      });
    }
    const origin = await seo.originOf(req, site);
    if (domain && new URL(origin).hostname !== domain.toLowerCase()) {
      throw new AppError('VALIDATION', 'The domain is not this site’s', {
        validationErrors: { domain: 'Not this site' },
      });
    }
    const project = req.query['project[id]'];
    if (project !== undefined && project !== site.brand.projectId) {
      throw new AppError('VALIDATION', 'The project is not this site’s', {
        validationErrors: { 'project[id]': 'Not this site' },
      });
    }
    return { site, lang, origin };
  }

  async function pageOf(req: FastifyRequest<{ Querystring: SeoQuery }>, reply: FastifyReply) {
    const { site, lang } = await callContext(req, reply);
    const { page, rest } = pageOfQuery(req.query);
    const result = await seo.pageSeo(req, site, lang, page, rest);
    if (!result.subject.found && SECTION_PAGES.has(page.section)) {
      throw new AppError('NOT_FOUND', `No such ${page.section} here`);
    }
    return { ...result, lang };
  }

  r.get('/seo-module-api/api/v2/pagedata', { schema: schema('Page data', seoPageDataAnswer) }, async (req, reply) => {
    const { seo: s, lang } = await pageOf(req, reply);
    return {
      data: {
        // Empty without SEO data for the page: the page keeps the name it gives itself.
        title: s.hasText ? s.title : '',
        description: s.description,
        metaRobots: s.robots,
        hierarchyMetaRobots: s.robots,
        ampPageUrl: null,
        alternativeLinks: s.alternates,
        alternateMedia: [],
        customCanonical: s.canonical,
        languageIsoCode: isoCodeOf(lang),
        metas: s.metas,
      },
    };
  });

  r.get(
    '/frontend-api/seo/seoContent',
    { schema: schema('SEO text of a page', seoContentAnswer) },
    async (req, reply) => {
      const { seo: s } = await pageOf(req, reply);
      return { data: { style: s.style, content: s.content, microschema: JSON.stringify(s.jsonLd) } };
    },
  );

  r.get(
    '/seo-module-api/api/v1/visual',
    { schema: schema('Heading and breadcrumbs', seoVisualAnswer) },
    async (req, reply) => {
      const { seo: s } = await pageOf(req, reply);
      return { data: { h1: s.h1, breadcrumbs: s.breadcrumbs } };
    },
  );

  r.get(
    '/frontend-api/seo/seoMicroSchema',
    { schema: schema('JSON-LD of a page', seoMicroSchemaAnswer) },
    async (req, reply) => {
      const { seo: s } = await pageOf(req, reply);
      return { data: s.jsonLd };
    },
  );

  // The section is optional in the spec's path: without it, the main section's questions.
  r.get(
    '/web-api/external-api/seo/questions/footer',
    { schema: schema('Footer questions of the main section', seoQuestionsAnswer) },
    async (req, reply) => {
      const { site, lang } = await callContext(req, reply);
      return {
        data: { section: 'main' as const, items: await findSeoQuestions(database, site.brand.id, lang, 'main') },
      };
    },
  );

  r.get(
    '/web-api/external-api/seo/questions/footer/:section',
    { schema: { ...schema('Footer questions of a section', seoQuestionsAnswer), params: seoQuestionsParams } },
    async (req, reply) => {
      const { site, lang } = await callContext(req, reply);
      const items = await findSeoQuestions(database, site.brand.id, lang, req.params.section);
      return { data: { section: req.params.section, items } };
    },
  );

  r.get(
    '/web-api/external-api/seo/information/links',
    { schema: schema('Information pages to link', seoInformationLinksAnswer) },
    async (req, reply) => {
      const { site, lang, origin } = await callContext(req, reply);
      const titles = await findInformationTitles(database, site.brand.id, lang);
      const data = [...titles]
        .filter(([page]) => isInformationPageShown(site.settings, page))
        .map(([page, title]) => ({ page, title, url: pageUrl(origin, lang, `/information/${page}`) }));
      return { data };
    },
  );

  r.get(
    '/seo-module-api/api/public/v1/analytics-counters',
    { schema: schema('Analytics counters of the brand', seoAnalyticsCountersAnswer) },
    async (req, reply) => {
      const { site } = await callContext(req, reply);
      return { data: await findAnalyticsCounters(database, site.brand.id) };
    },
  );

  r.get(
    '/seo-module-api/api/public/v1/language-iso-codes',
    { schema: schema('Languages of the brand as ISO codes', seoLanguageIsoCodesAnswer) },
    async (req, reply) => {
      const { site } = await callContext(req, reply);
      return { data: site.languages.map((language) => ({ language, isoCode: isoCodeOf(language) })) };
    },
  );
}
