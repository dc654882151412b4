// Bring a friend's fraud checks (ADR 0061 "Fraud checks: hold instead of pay"): before a period's
// commission is paid, the referral is judged — self-referral (same browser, same public address in a
// window, same mailbox, same identity), rings, the referred account's state and a minimum of real money
// deposited. Any reason holds the commission instead of paying it; a later sweep pays it once none holds.
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { currencyById } from '@fairline/shared/lookups/currencies';
import { REFERRAL_CHECKS, type ReferralHoldReason } from '@fairline/shared/referral/checks';
import type { Database } from '../../infra/db';
import * as facts from './referral-checks.repository';

type Query = Pick<Database, 'query'>;

// Addresses that say nothing about a person: this machine, private networks, carrier-grade NAT (shared by
// thousands of phones), link-local and unspecified ones. Two players behind one of them are not one person.
const SHARED = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  SHARED.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  SHARED.addSubnet(net, prefix, 'ipv6');
}

/** Whether an address names one network of the public internet (a private, local or shared one does not). */
export function isPublicIp(ip: string): boolean {
  const mapped = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIPv4(mapped)) return !SHARED.check(mapped, 'ipv4');
  if (isIPv6(mapped)) return !SHARED.check(mapped, 'ipv6');
  return false;
}

/** One mailbox's address: lower case, without a +tag, and without dots for Gmail (which ignores them). */
export function mailboxOf(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  const bare = local.split('+')[0] ?? '';
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com';
  return gmail ? `${bare.replaceAll('.', '')}@gmail.com` : `${bare}@${domain}`;
}

const key = (v: string | null) => (v === null ? null : v.replace(/\s+/g, '').toLowerCase());

/** The same identity document, or the same first name, last name and date of birth (all known). */
export function sameIdentity(a: facts.PartyFacts, b: facts.PartyFacts): boolean {
  if (key(a.documentNumber) !== null && key(a.documentNumber) === key(b.documentNumber)) return true;
  const person = (p: facts.PartyFacts) =>
    p.firstName && p.lastName && p.birthDate ? `${key(p.firstName)}|${key(p.lastName)}|${p.birthDate}` : null;
  return person(a) !== null && person(a) === person(b);
}

/** The minimum deposit in a currency's minor units (whole units at its rate, as bonus caps are). */
function minDepositIn(currencyId: number): number {
  const currency = currencyById(currencyId);
  if (!currency) return 0;
  return Math.round(REFERRAL_CHECKS.minDepositUsd * currency.conversionCoefficient) * 10 ** currency.minorDigits;
}

/** Why a referral's commission in `currencyId` must be held now; empty when it may be paid. */
export async function holdReasons(
  database: Query,
  pair: { referrerId: number; referredId: number; currencyId: number },
  now: Date,
): Promise<ReferralHoldReason[]> {
  const f = await facts.pairFacts(database, pair.referredId, now);
  if (!f) return [];
  const reasons = new Set<ReferralHoldReason>();
  if (f.sameBrowser) reasons.add('same_browser');
  if (f.sharedIps.some(isPublicIp)) reasons.add('same_ip');
  if (f.referrer.email && f.referred.email && mailboxOf(f.referrer.email) === mailboxOf(f.referred.email)) {
    reasons.add('same_email');
  }
  if (sameIdentity(f.referrer, f.referred)) reasons.add('same_identity');
  const [chain, onIps, deposited] = await Promise.all([
    facts.referrerChain(database, pair.referrerId, REFERRAL_CHECKS.ringDepth),
    facts.referredOnIps(database, pair.referrerId, f.referredIps.filter(isPublicIp)),
    facts.depositedSince(database, pair.referredId, pair.currencyId, f.boundAt),
  ]);
  const farm = [...onIps.values()].some((n) => n >= REFERRAL_CHECKS.ringAccountsOnOneIp);
  if (chain.includes(pair.referredId) || farm) reasons.add('referral_ring');
  if (f.referred.status !== 'active') reasons.add('referred_blocked');
  if (f.referred.selfExcluded) reasons.add('referred_self_excluded');
  if (!f.referred.contactConfirmed || f.referred.identityRejected) reasons.add('referred_unverified');
  if (deposited < minDepositIn(pair.currencyId)) reasons.add('below_min_activity');
  return [...reasons];
}
