// The first screen of every HTML page (ADR 0026): the server already knows the brand, the country
// and the language, so the page carries what the web would otherwise fetch one after another
// before painting: the site configuration, the page language's first-screen dictionary units and
// the first feed answers, as one inline JSON script; and `modulepreload` links for the route's chunks.

import { isRegistrationType } from '@fairline/shared/enums';
import { accentRules } from '@fairline/shared/theme/accent-contrast';
import type { SiteConfig } from '@fairline/shared/wire/config';
import {
  FIRST_SCREEN_ELEMENT_ID,
  type FirstScreenData,
  type FirstScreenQuery,
} from '@fairline/shared/wire/first-screen';
import { CONSENT_COOKIE } from '@fairline/shared/wire/first-screen-id';
import type { RegistrationTypesAnswer, TypeFieldsAnswer } from '@fairline/shared/wire/registration';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PagePart, PageParts } from '../../plugins/spa';
import type { ResolvedSite, SiteConfigService } from '../config/config.service';
import { casinoQueries, isCasinoLobby } from './casino-queries';
import { createDictionaryUnits } from './dictionary-units';
import { type FeedContext, type FirstQuery, firstQueries, followUpQueries } from './first-queries';
import { jsonScript } from './inline-json';
import { isRenderedPage, type PageRenderer } from './page-renderer';
import { createRouteAssets } from './route-assets';

const REGISTRATION_TYPES = '/web-api/api/web/registration/v1/types';
const REGISTRATION_FIELDS = '/web-api/api/web/registration/v1/fields';

export interface FirstScreenOptions {
  sites: SiteConfigService;
  /** The built web app (its Vite manifest names the route chunks). */
  distDir: string;
  /** The feed's current cached answer of a URL (`app.feed.currentAnswer`): no route is asked then. */
  cachedFeedAnswer?: (url: string) => { answer: { body: Buffer } } | undefined;
  /** A request whose feeds are the player's own (disallowed sports, ADR 0030): no feed answers inline. */
  isPersonalFeed?: (req: FastifyRequest) => boolean;
  /** Whether the request carries a session cookie (without one the page is drawn for a guest). */
  hasSession?: (req: FastifyRequest) => boolean;
  /** The web build's server render (`loadPageRenderer`); without it pages go out as the shell. */
  renderPage?: PageRenderer | undefined;
}

/** The answer of GET /web-api/api/web/site/v1/config for a resolved site (config.routes.ts). */
export function siteConfigAttributes(site: ResolvedSite): SiteConfig {
  return {
    refId: site.brand.refId,
    projectId: site.brand.projectId,
    brand: site.brand.slug,
    brandName: site.brand.name,
    geo: site.geo,
    languages: site.languages,
    defaultLanguage: site.defaultLanguage,
    settings: site.settings,
  };
}

/** A phone, by the client hint Chromium sends on every request or by the user agent. */
function isPhone(req: FastifyRequest): boolean {
  if (req.headers['sec-ch-ua-mobile'] === '?1') return true;
  return /Mobi|Android|iPhone/i.test(req.headers['user-agent'] ?? '');
}

/** The page part that inlines the first screen's data and preloads the route's code. */
export function createFirstScreen(app: FastifyInstance, opts: FirstScreenOptions) {
  const routeAssets = createRouteAssets(opts.distDir);
  const dictionaryUnits = createDictionaryUnits(app);

  async function feedValue(req: FastifyRequest, url: string): Promise<unknown> {
    const cached = opts.cachedFeedAnswer?.(url)?.answer.body;
    if (cached) return (JSON.parse(cached.toString('utf8')) as { Value?: unknown }).Value;
    const res = await app.inject({ method: 'GET', url, headers: { host: req.headers.host ?? '' } });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
    return (res.json() as { Value?: unknown }).Value;
  }

  async function getJson(req: FastifyRequest, url: string): Promise<unknown> {
    const headers: Record<string, string> = { host: req.headers.host ?? '' };
    const country = req.headers['x-geo-country'];
    if (typeof country === 'string') headers['x-geo-country'] = country;
    const res = await app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
    return res.json();
  }

  /**
   * The home page's registration block for guests (registration.isWidgetEnabled): the offered types
   * and the first type's form, as the block asks for them, so it is drawn at its final size.
   */
  async function registrationQueries(req: FastifyRequest, site: ResolvedSite, lang: string) {
    const { isWidgetEnabled, isRegistrationAllowed } = site.settings.registration;
    if (!isWidgetEnabled || !isRegistrationAllowed) return [];
    try {
      const types = ((await getJson(req, REGISTRATION_TYPES)) as RegistrationTypesAnswer).data.attributes.types;
      const first = types.find(isRegistrationType);
      const queries: FirstScreenQuery[] = [{ key: ['registration-types'], data: types }];
      if (!first || first === 'soc_reg') return queries;
      const form = (await getJson(req, `${REGISTRATION_FIELDS}/${first}?lang=${lang}`)) as TypeFieldsAnswer;
      const { fields, relation_fields: relations } = form.data.attributes;
      return [...queries, { key: ['registration-fields', first, lang], data: { fields, relations } }];
    } catch {
      return [];
    }
  }

  /** The answers of `calls`; one that fails is left out (the page fetches it as before). */
  async function answersOf(req: FastifyRequest, calls: readonly FirstQuery[]) {
    const settled = await Promise.allSettled(
      calls.map(async (q): Promise<FirstScreenQuery> => {
        const value = await feedValue(req, q.url);
        return { key: q.key, data: q.list ? (value ?? []) : value };
      }),
    );
    return settled.flatMap((s) => (s.status === 'fulfilled' && s.value.data !== undefined ? [s.value] : []));
  }

  /** The page's first queries, then those its first answers lead to. */
  async function queriesOf(req: FastifyRequest, rest: readonly string[], ctx: FeedContext) {
    const first = await answersOf(req, firstQueries(rest, ctx));
    return [...first, ...(await answersOf(req, followUpQueries(rest, ctx, first)))];
  }

  /** The data of a page, or undefined when the site cannot be resolved (the web then fetches it). */
  async function dataOf(req: FastifyRequest, path: string, lang: string, status: number) {
    const brand = (req.query as Record<string, unknown> | undefined)?.brand;
    let site: ResolvedSite;
    try {
      site = await opts.sites.resolve(req, { brand: typeof brand === 'string' ? brand : undefined });
    } catch {
      return undefined;
    }
    const rest = path.split('/').slice(2);
    const ctx: FeedContext = { lng: lang, country: site.geo.countryId || undefined };
    const isHome = status === 200 && (rest[0] ?? '') === '';
    const isLobby = status === 200 && isCasinoLobby(rest);
    const [dictionary, feeds, registration, casino] = await Promise.all([
      dictionaryUnits(lang, rest),
      status === 200 && !opts.isPersonalFeed?.(req) ? queriesOf(req, rest, ctx) : [],
      isHome ? registrationQueries(req, site, lang) : [],
      isLobby ? casinoQueries((url) => getJson(req, url), lang) : [],
    ]);
    const queries = [...feeds, ...registration, ...casino];
    const data: FirstScreenData = {
      lang,
      site: siteConfigAttributes(site),
      dictionary,
      queries,
      narrow: isPhone(req),
      consentChosen: /^[0-3]$/.test(req.cookies?.[CONSENT_COOKIE] ?? ''),
      guest: opts.hasSession ? !opts.hasSession(req) : false,
    };
    // The casino switched off here (thirdPartyCasino): its lobby is not rendered on the server.
    const casinoOff = isLobby && !casino.some((q) => q.key[1] === 'lobby' && (q.data as { enabled?: boolean }).enabled);
    return { data, rest, renderable: !casinoOff };
  }

  const part: PagePart = async ({ req, path, lang, status }): Promise<PageParts> => {
    const page = await dataOf(req, path, lang, status);
    if (!page) return {};
    const rendered = status === 200 && page.renderable && isRenderedPage(page.rest);
    const { customization } = page.data.site.settings;
    const root = rendered ? await opts.renderPage?.(req.url, page.data) : undefined;
    return {
      // The brand's accents in the head, so the first paint has the brand's colours (the web sets the same at start).
      head:
        `<style id="brand-theme">${accentRules(customization.accentColor, customization.accentColorDark)}</style>` +
        (status === 200 ? routeAssets(page.rest, { consentBanner: !page.data.consentChosen }) : ''),
      ...(root ? { root } : {}),
      body: jsonScript(FIRST_SCREEN_ELEMENT_ID, page.data),
    };
  };
  return { part };
}

export type FirstScreen = ReturnType<typeof createFirstScreen>;
