import {
  type SocialLoginError,
  socialCallbackParams,
  socialCallbackQuery,
  socialLoginQuery,
  socialRedirectAnswer,
} from '@fairline/shared/wire/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { audit } from '../../infra/audit';
import type { AuthContext } from '../auth/auth.service';
import { createChallenge, startSession, userAgentOf } from '../auth/auth.service';
import type { ResolvedSite } from '../config/config.service';
import { registrationTypesOf, socialNetworksFor } from '../registration/registration.service';
import { setFlowCookie, takeFlowCookie } from './flow-cookie';
import { createSocialClient, type SocialClaims, type SocialClient } from './oidc-client';
import type { SocialProviders } from './providers';
import { safeReturnUrl } from './return-url';
import { findOrCreateSocialUser } from './social-accounts';
import { socialTwoFactorRoutes } from './social-two-factor.routes';

export interface SocialAuthDeps {
  /** What `registerAuth` returned. */
  auth: AuthContext;
  /** Parsed `SOCIAL_PROVIDERS` (plus the dev provider as google in dev and test). */
  providers: SocialProviders;
  /** Origin the browser uses for this server (e.g. https://fairline.example); else taken from the request. */
  publicUrl?: string | undefined;
}

const CALLBACK_PATH = '/web-api/socauth/callback';

/** Where the web app is sent back to, with the outcome in the fragment (never in a query: no Referer or log leaks). */
const withFragment = (returnUrl: string, key: string, value: string) =>
  `${returnUrl.split('#')[0]}#${key}=${encodeURIComponent(value)}`;

/** Networks a site offers for login: its social auth types plus its social registration types for the geo country. */
function offeredNetworks(site: ResolvedSite): Set<string> {
  return new Set([
    ...site.settings.auth.socialAuthTypes,
    ...socialNetworksFor(site.settings.registration, site.geo.countryCode),
  ]);
}

/** Social login by OAuth2 / OpenID Connect: start, provider callback, and the two-factor step after it. */
export function socialAuthRoutes(app: FastifyInstance, deps: SocialAuthDeps): void {
  const { auth } = deps;
  const clients = new Map<string, SocialClient>();
  for (const [name, config] of Object.entries(deps.providers))
    if (config) clients.set(name, createSocialClient(config));
  const redirectUri = (req: FastifyRequest, provider: string) =>
    `${(deps.publicUrl ?? `${req.protocol}://${req.host}`).replace(/\/$/, '')}${CALLBACK_PATH}/${provider}`;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/web-api/socauth/auth',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start a social login: 302 to the provider',
        description:
          'The browser navigates here. State, nonce and the PKCE verifier travel in a signed, HttpOnly cookie scoped to the callback. ' +
          'return_url must be a same-origin path; anything else falls back to /{lang}/.',
        querystring: socialLoginQuery,
        response: { 302: socialRedirectAnswer },
      },
    },
    async (req, reply) => {
      const site = await auth.sites.resolve(req);
      const { provider } = req.query;
      const client = clients.get(provider);
      if (!client || !offeredNetworks(site).has(provider))
        throw new AppError('NOT_FOUND', 'This social network is not available');
      const lang = req.query.lang ?? site.defaultLanguage;
      let started: Awaited<ReturnType<SocialClient['authorizationUrl']>>;
      try {
        started = await client.authorizationUrl(redirectUri(req, provider));
      } catch (err) {
        req.log.warn({ err, provider }, 'social provider discovery failed');
        throw new AppError('UNAVAILABLE', 'The social network is unavailable, try again later');
      }
      setFlowCookie(reply, auth.secret, {
        provider,
        ...started.checks,
        returnUrl: safeReturnUrl(req.query.return_url, `/${lang}/`),
        lang,
      });
      return reply.redirect(started.url.href, 302);
    },
  );

  r.get(
    `${CALLBACK_PATH}/:provider`,
    {
      schema: {
        tags: ['auth'],
        summary: 'Provider callback: logs in or registers (soc_reg), then 302 back to the web app',
        description:
          'Success: session cookie and 302 to return_url. Account with 2FA: 302 to return_url#socauth_twofactor=<auth_id> ' +
          '(finish with POST /web-api/socauth/twofactor/). Failure: 302 to return_url#socauth_error=<reason>.',
        params: socialCallbackParams,
        querystring: socialCallbackQuery,
        response: { 302: socialRedirectAnswer },
      },
    },
    async (req, reply) => {
      const flow = takeFlowCookie(req, reply, auth.secret);
      const { provider } = req.params;
      const client = clients.get(provider);
      if (!flow || flow.provider !== provider || !client)
        return reply.redirect(withFragment('/', 'socauth_error', 'expired'), 302);
      const fail = (reason: SocialLoginError) =>
        reply.redirect(withFragment(flow.returnUrl, 'socauth_error', reason), 302);
      if (req.query.error) return fail(req.query.error === 'access_denied' ? 'access_denied' : 'provider_error');

      let claims: SocialClaims;
      try {
        const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
        claims = await client.finish(new URL(`${redirectUri(req, provider)}${query}`), flow);
      } catch (err) {
        req.log.warn({ err, provider }, 'social login callback refused');
        return fail('provider_error');
      }
      const site = await auth.sites.resolve(req);
      const mayRegister =
        registrationTypesOf(site).includes('soc_reg') &&
        socialNetworksFor(site.settings.registration, site.geo.countryCode).includes(provider);
      const result = await findOrCreateSocialUser(auth.database, {
        site,
        provider,
        claims,
        lang: flow.lang,
        mayRegister,
      });
      if (!result.ok) {
        await audit(auth.database, {
          actor: 'anonymous',
          action: 'auth.social.refused',
          ip: req.ip,
          details: { provider, reason: result.reason },
        });
        return fail(result.reason);
      }
      const actor = `user:${result.userId}`;
      if (result.created) {
        await audit(auth.database, {
          actor,
          action: 'registration.completed',
          subject: actor,
          ip: req.ip,
          details: { type: 'soc_reg', provider },
        });
      }
      if (result.totpEnabled) {
        const authId = await createChallenge(auth.database, {
          userId: result.userId,
          method: `social:${provider}`,
          ip: req.ip,
          userAgent: userAgentOf(req),
        });
        await audit(auth.database, {
          actor,
          action: 'auth.login.challenge',
          ip: req.ip,
          details: { method: `social:${provider}` },
        });
        return reply.redirect(withFragment(flow.returnUrl, 'socauth_twofactor', authId), 302);
      }
      await startSession(auth, req, reply, result.userId, `social:${provider}`);
      return reply.redirect(flow.returnUrl, 302);
    },
  );

  socialTwoFactorRoutes(app, auth);
}
