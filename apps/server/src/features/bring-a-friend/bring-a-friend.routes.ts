import { REFERRAL_CHECKS } from '@fairline/shared/referral/checks';
import {
  bannersAnswer,
  bannersRequest,
  extendedReferralUsersAnswer,
  friendTagAnswer,
  REFERRAL_RULES,
  referralRegistrationAnswer,
  referralRegistrationRequest,
  referralTag,
  referralUsersAnswer,
  removeReferralUserAnswer,
  removeReferralUserRequest,
  transferReferralAnswer,
  transferReferralRequest,
} from '@fairline/shared/wire/bring-a-friend';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import type { Database } from '../../infra/db';
import { type AuthPreHandler, userOf } from '../auth/auth.service';
import type { SiteConfigService } from '../config/config.service';
import { BANNER_IDS, bannerSvg, bannersOf, REFERRAL_COOKIE } from './banners';
import {
  bindReferrer,
  extendedReferralUsers,
  referralLinkPath,
  referralTagOf,
  referralUsers,
  removeReferralUser,
  transferToMainAccount,
} from './bring-a-friend.service';

const FRIEND = '/web-api/bringfriend';
/** The cookie that marks a browser where a player opened their own referral page (fraud checks). */
const OWNER_COOKIE = 'fl_rfo';
const TAGS = ['bring a friend'];
const emptyBody = z.object({}).optional();

export interface FriendRouteDeps {
  database: Database;
  sites: SiteConfigService;
  preHandler: AuthPreHandler;
  now: () => Date;
}

const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/**
 * The spec's seven referral calls (ADR 0061), plus the banners' SVG images. Where the site's
 * `promo.isBringFriendEnabled` is off the calls answer 404 (ADR 0016); banners already pasted elsewhere
 * still draw.
 */
export function bringAFriendRoutes(app: FastifyInstance, deps: FriendRouteDeps) {
  const { database, now } = deps;
  const offered = async (req: FastifyRequest) => {
    if (!(await deps.sites.resolve(req)).settings.promo.isBringFriendEnabled) throw notFound('Bring a friend');
  };
  const preHandler = [offered, deps.preHandler];
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/web-api/api/v3/users/friend-reffer-tag',
    {
      preHandler,
      schema: { tags: TAGS, summary: 'The player’s referral tag and link', response: { 200: friendTagAnswer } },
    },
    async (req, reply) => {
      const tag = await referralTagOf(database, userOf(req).id);
      // This browser opened the referrer's own page: a friend bound here is the same person (ADR 0061).
      reply.setCookie(OWNER_COOKIE, tag, {
        path: '/web-api/bringfriend',
        httpOnly: true,
        sameSite: 'lax',
        secure: req.protocol === 'https',
        maxAge: REFERRAL_CHECKS.ownerCookieDays * 86_400,
      });
      return { data: { tag, link: referralLinkPath(tag) } };
    },
  );

  r.post(
    `${FRIEND}/getBanners`,
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: 'The player’s banners: generated SVG images carrying their tag, with embed code',
        body: bannersRequest.optional(),
        response: { 200: bannersAnswer },
      },
    },
    async (req) => {
      const lang = req.body?.lang ?? 'en';
      const tag = await referralTagOf(database, userOf(req).id);
      const origin = originOf(req);
      return {
        data: { banners: bannersOf({ lang, tag, origin }), link: `${origin}/${lang}${referralLinkPath(tag)}` },
      };
    },
  );

  r.get(
    `${FRIEND}/banners/:id.svg`,
    {
      schema: {
        tags: TAGS,
        summary: 'A banner image (public: it is pasted on other sites)',
        params: z.object({ id: z.enum(BANNER_IDS) }),
        querystring: z.object({ ref: referralTag, lang: z.enum(['ru', 'en', 'ar']).default('en') }),
        response: { 200: { content: { 'image/svg+xml': { schema: z.string().describe('The banner, SVG') } } } },
      },
    },
    async (req, reply) => {
      const site = await deps.sites.resolve(req);
      const svg = bannerSvg(req.params.id, { lang: req.query.lang, brand: site.brand.name, tag: req.query.ref });
      return (
        reply
          .header('content-type', 'image/svg+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=86400')
          .header(
            'content-security-policy',
            // An image on other sites (<img> ignores frame-ancestors); opened alone it runs nothing.
            "default-src 'none'; style-src 'unsafe-inline'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
          )
          // The declared body is a string (as the PWA's icons); it goes out as its bytes, never re-serialised.
          .send(Buffer.from(svg) as unknown as string)
      );
    },
  );

  r.post(
    `${FRIEND}/getReferralUsers`,
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: 'The referred players (anonymised, removed ones left out), the referral balance and earnings',
        body: emptyBody,
        response: { 200: referralUsersAnswer },
      },
    },
    async (req) => ({ data: await referralUsers(database, userOf(req).id, now()) }),
  );

  r.post(
    '/web-api/api/web/user/bringfriend/extended-referral-users',
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: 'Every referred player, removed ones too, with each swept day’s revenue and commission',
        body: emptyBody,
        response: { 200: extendedReferralUsersAnswer },
      },
    },
    async (req) => ({ data: await extendedReferralUsers(database, userOf(req).id, now()) }),
  );

  r.post(
    `${FRIEND}/registration`,
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: 'Registration through a referral link: binds the signed-in new player to the tag’s owner, once',
        description: [
          `The tag comes in the body, else from the ${REFERRAL_COOKIE} cookie the link left (cleared by this answer).`,
          `Only an account at most ${REFERRAL_RULES.bindWindowHours} hours old joins; 400 self_referral for one's own tag; ` +
            '409 already_referred when another referrer is bound; the same tag again answers replayed; 404 unknown tag.',
        ].join('\n\n'),
        body: referralRegistrationRequest.optional(),
        response: { 200: referralRegistrationAnswer },
      },
    },
    async (req, reply) => {
      const fromCookie = referralTag.safeParse(req.cookies[REFERRAL_COOKIE] ?? '');
      const tag = req.body?.tag ?? (fromCookie.success ? fromCookie.data : undefined);
      reply.clearCookie(REFERRAL_COOKIE, { path: '/' });
      const owner = referralTag.safeParse(req.cookies[OWNER_COOKIE] ?? '');
      const seen = { ip: req.ip, ownerTag: owner.success ? owner.data : undefined };
      return { data: await bindReferrer(database, userOf(req).id, tag, now(), seen) };
    },
  );

  r.post(
    `${FRIEND}/removeReferralUser`,
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: 'Hides a referred player from the list; commission is not affected',
        body: removeReferralUserRequest,
        response: { 200: removeReferralUserAnswer },
      },
    },
    async (req) => ({ data: await removeReferralUser(database, userOf(req).id, req.body.referralUserId, now()) }),
  );

  r.post(
    `${FRIEND}/transferMoneyToMainAccount`,
    {
      preHandler,
      schema: {
        tags: TAGS,
        summary: 'Moves referral earnings to the main account, once per requestId',
        description:
          'One ledger transaction player_referral → player_cash of the same currency. The same requestId again ' +
          'answers the first transfer (replayed) and moves nothing; with another amount it is refused (409).',
        body: transferReferralRequest,
        response: { 200: transferReferralAnswer },
      },
    },
    async (req) => ({ data: await transferToMainAccount(database, userOf(req).id, req.body, now()) }),
  );
}
