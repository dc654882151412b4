import { CurrencyId, currencyByCode } from '@fairline/shared/lookups/currencies';
import type { Database } from '../../infra/db';
import type { ResolvedSite } from '../config/config.service';
import type { SocialClaims } from './oidc-client';

export type SocialAccountResult =
  | { ok: true; userId: number; created: boolean; totpEnabled: boolean }
  | { ok: false; reason: 'email_in_use' | 'registration_closed' | 'account_blocked' };

// social_identities is keyed by (provider, subject) across brands; the brand prefix lets one person
// hold an account in each brand with the same provider login.
const subjectKey = (brandId: number, sub: string) => `${brandId}:${sub}`;

async function findLinked(database: Database, brandId: number, provider: string, sub: string) {
  const [row] = await database.query<{ id: string; status: string; totp_enabled: boolean; totp_secret: string | null }>(
    `select u.id, u.status, u.totp_enabled, u.totp_secret from social_identities si join users u on u.id = si.user_id
     where si.provider = $1 and si.subject = $2 and u.brand_id = $3`,
    [provider, subjectKey(brandId, sub), brandId],
  );
  return row;
}

/**
 * The account linked to this provider login, or a new soc_reg account (country from geo, currency the
 * site's default, e-mail only when the provider verified it). An e-mail already used by another account
 * is never linked automatically: that would let whoever controls the provider login take the account.
 */
export async function findOrCreateSocialUser(
  database: Database,
  input: { site: ResolvedSite; provider: string; claims: SocialClaims; lang: string; mayRegister: boolean },
): Promise<SocialAccountResult> {
  const { site, provider, claims } = input;
  const brandId = site.brand.id;
  const linked = await findLinked(database, brandId, provider, claims.sub);
  if (linked) {
    if (linked.status !== 'active') return { ok: false, reason: 'account_blocked' };
    return {
      ok: true,
      userId: Number(linked.id),
      created: false,
      totpEnabled: linked.totp_enabled && linked.totp_secret !== null,
    };
  }
  if (!input.mayRegister) return { ok: false, reason: 'registration_closed' };
  const email = claims.email && claims.emailVerified ? claims.email.toLowerCase() : null;
  const currencyId = currencyByCode(site.settings.application.defaultCurrency)?.id ?? CurrencyId.EUR;
  const [row] = await database.query<{ user_id: string | null; linked: string | null }>(
    `with u as (
       insert into users (brand_id, email, country, currency_id, registration_type, first_name, profile, email_verified_at)
       values ($1, $2, $3, $4, 'soc_reg', $5, $6::jsonb, case when $2::text is not null then now() end)
       on conflict do nothing returning id
     ), si as (
       insert into social_identities (provider, subject, user_id) select $7, $8, id from u on conflict do nothing returning user_id
     )
     select (select id from u) as user_id, (select user_id from si) as linked`,
    [
      brandId,
      email,
      site.geo.countryCode,
      currencyId,
      claims.name?.slice(0, 100) ?? null,
      JSON.stringify({ language: input.lang, socialProvider: provider }),
      provider,
      subjectKey(brandId, claims.sub),
    ],
  );
  if (!row?.user_id) return { ok: false, reason: 'email_in_use' };
  if (!row.linked) {
    // A concurrent first login of the same person linked first: drop our duplicate, use theirs.
    await database.query('delete from users where id = $1', [row.user_id]);
    const winner = await findLinked(database, brandId, provider, claims.sub);
    if (!winner) return { ok: false, reason: 'registration_closed' };
    return { ok: true, userId: Number(winner.id), created: false, totpEnabled: false };
  }
  return { ok: true, userId: Number(row.user_id), created: true, totpEnabled: false };
}
