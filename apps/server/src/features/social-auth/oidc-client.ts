import * as client from 'openid-client';
import type { SocialProviderConfig } from './providers';

/** What a provider told us about the person, normalised. */
export interface SocialClaims {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** What must survive the round trip through the provider (kept in the signed flow cookie). */
export interface AuthorizationChecks {
  state: string;
  nonce?: string | undefined;
  codeVerifier: string;
}

const DEFAULT_CLAIMS = { sub: 'sub', email: 'email', name: 'name' };

const isOidc = (p: SocialProviderConfig) => p.issuer !== undefined;

function clientAuth(p: SocialProviderConfig): client.ClientAuth {
  const method = p.token_endpoint_auth_method ?? (isOidc(p) ? 'client_secret_basic' : 'client_secret_post');
  return method === 'client_secret_basic'
    ? client.ClientSecretBasic(p.client_secret)
    : client.ClientSecretPost(p.client_secret);
}

async function buildConfiguration(p: SocialProviderConfig): Promise<client.Configuration> {
  const insecure = p.allow_http ? { execute: [client.allowInsecureRequests] } : undefined;
  if (p.issuer !== undefined)
    return client.discovery(new URL(p.issuer), p.client_id, undefined, clientAuth(p), insecure);
  const config = new client.Configuration(
    {
      issuer: new URL(p.authorization_endpoint ?? '').origin,
      authorization_endpoint: p.authorization_endpoint,
      token_endpoint: p.token_endpoint,
      userinfo_endpoint: p.userinfo_endpoint,
    },
    p.client_id,
    undefined,
    clientAuth(p),
  );
  if (p.allow_http) client.allowInsecureRequests(config);
  return config;
}

function pick(source: unknown, path: string): unknown {
  let value = source;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

const text = (v: unknown) =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' ? String(v) : null;

/** An OAuth2 / OpenID Connect client per configured provider; discovery runs once and is retried after a failure. */
export function createSocialClient(provider: SocialProviderConfig) {
  let configuration: Promise<client.Configuration> | undefined;
  const configure = () => {
    configuration ??= buildConfiguration(provider).catch((err: unknown) => {
      configuration = undefined;
      throw err;
    });
    return configuration;
  };

  return {
    /** The provider's authorization URL with state, PKCE (S256) and, for OIDC, a nonce. */
    async authorizationUrl(redirectUri: string): Promise<{ url: URL; checks: AuthorizationChecks }> {
      const config = await configure();
      const codeVerifier = client.randomPKCECodeVerifier();
      const checks: AuthorizationChecks = {
        state: client.randomState(),
        codeVerifier,
        ...(isOidc(provider) ? { nonce: client.randomNonce() } : {}),
      };
      const params: Record<string, string> = {
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: provider.scope ?? (isOidc(provider) ? 'openid email profile' : ''),
        state: checks.state,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      };
      if (checks.nonce) params.nonce = checks.nonce;
      return { url: client.buildAuthorizationUrl(config, params), checks };
    },

    /** Exchanges the code of the callback URL (state, PKCE and nonce checked) and reads the person's claims. */
    async finish(callbackUrl: URL, checks: AuthorizationChecks): Promise<SocialClaims> {
      const config = await configure();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        ...(checks.nonce ? { expectedNonce: checks.nonce, idTokenExpected: true } : { idTokenExpected: false }),
      });
      const idClaims = tokens.claims();
      if (idClaims) {
        const info = config.serverMetadata().userinfo_endpoint
          ? await client.fetchUserInfo(config, tokens.access_token, idClaims.sub)
          : {};
        const all: Record<string, unknown> = { ...idClaims, ...info };
        return {
          sub: idClaims.sub,
          email: text(all.email),
          emailVerified: all.email_verified === true,
          name: text(all.name),
        };
      }
      const res = await client.fetchProtectedResource(
        config,
        tokens.access_token,
        new URL(provider.userinfo_endpoint ?? ''),
        'GET',
      );
      if (!res.ok) throw new Error(`userinfo answered ${res.status}`);
      const body: unknown = await res.json();
      const paths = { ...DEFAULT_CLAIMS, ...provider.claims };
      const sub = text(pick(body, paths.sub));
      if (!sub) throw new Error('userinfo has no subject');
      return {
        sub,
        email: text(pick(body, paths.email)),
        emailVerified: provider.email_verified === true,
        name: text(pick(body, paths.name)),
      };
    },
  };
}

export type SocialClient = ReturnType<typeof createSocialClient>;
