import { SOCIAL_NETWORKS, type SocialNetwork } from '@fairline/shared/config';
import { z } from 'zod';

const url = z.string().url().max(500);

/**
 * One provider of `SOCIAL_PROVIDERS`. Either `issuer` (OpenID Connect: discovery, id token, nonce)
 * or the three OAuth2 endpoints for providers without OIDC (vk, ok, mailru, fb, …); for those,
 * `claims` says which userinfo fields (dotted paths, e.g. `response.0.id`) hold the subject, e-mail and name.
 */
const providerSchema = z
  .object({
    issuer: url.optional(),
    authorization_endpoint: url.optional(),
    token_endpoint: url.optional(),
    userinfo_endpoint: url.optional(),
    client_id: z.string().min(1).max(300),
    client_secret: z.string().min(1).max(500),
    scope: z.string().max(300).optional(),
    /** How the client secret reaches the token endpoint; basic for OIDC, post for plain OAuth2 unless given. */
    token_endpoint_auth_method: z.enum(['client_secret_basic', 'client_secret_post']).optional(),
    claims: z.object({ sub: z.string(), email: z.string(), name: z.string() }).partial().optional(),
    /** Plain OAuth2 providers that only hand out confirmed e-mails may say so; OIDC uses email_verified. */
    email_verified: z.boolean().optional(),
    /** Allow an http:// issuer; only for the local dev provider. */
    allow_http: z.boolean().optional(),
  })
  .refine((p) => p.issuer !== undefined || (p.authorization_endpoint && p.token_endpoint && p.userinfo_endpoint), {
    message: 'needs issuer, or authorization_endpoint, token_endpoint and userinfo_endpoint',
  });

export type SocialProviderConfig = z.infer<typeof providerSchema>;
export type SocialProviders = Partial<Record<SocialNetwork, SocialProviderConfig>>;

const providersSchema = z.partialRecord(z.enum(SOCIAL_NETWORKS), providerSchema);

/** Parses the `SOCIAL_PROVIDERS` environment variable (a JSON object keyed by network name); empty when unset. */
export function parseSocialProviders(json: string | undefined): SocialProviders {
  if (!json?.trim()) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new Error('SOCIAL_PROVIDERS is not valid JSON');
  }
  const parsed = providersSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(
      `SOCIAL_PROVIDERS is invalid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}

/** The entry for the local dev provider (registered as "google" in dev and tests). */
export function devProviderConfig(issuer: string, clientId: string, clientSecret: string): SocialProviderConfig {
  return { issuer, client_id: clientId, client_secret: clientSecret, scope: 'openid email profile', allow_http: true };
}
