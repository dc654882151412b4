import type { SandboxCardForm } from '@fairline/shared/wire/payment-provider';
import type { CardProblem } from './hosted-texts';
import { SandboxCards } from './sandbox-provider';

/** The card as the sandbox reads it, or what to fix (a key the page says in its language). */
export type CardCheck =
  | { ok: true; status: 'succeeded' | 'declined'; last4: string }
  | { ok: false; problem: CardProblem };

const EXPIRY = /^(0[1-9]|1[0-2])\/(\d{2})$/;

/** Reads the sandbox form: only the two test cards exist; the expiry must not have passed. */
export function checkTestCard(form: SandboxCardForm, now: Date): CardCheck {
  const digits = form.card_number.replace(/[\s-]/g, '');
  const expiry = EXPIRY.exec(form.expiry.trim());
  if (!expiry) return { ok: false, problem: 'expiry_format' };
  const endOfMonth = Date.UTC(2000 + Number(expiry[2]), Number(expiry[1]), 1);
  if (endOfMonth <= now.getTime()) return { ok: false, problem: 'card_expired' };
  if (!/^\d{3,4}$/.test(form.cvc.trim())) return { ok: false, problem: 'cvc' };
  if (digits === SandboxCards.succeeds) return { ok: true, status: 'succeeded', last4: digits.slice(-4) };
  if (digits === SandboxCards.declined) return { ok: true, status: 'declined', last4: digits.slice(-4) };
  return { ok: false, problem: 'test_card' };
}
