import type { WalletLoginForm } from '@fairline/shared/wire/payment-provider';
import type { WalletProblem } from './hosted-texts';
import { WalletPins } from './wallet-provider';

/** The wallet login as the sandbox reads it, or what to fix (a key the page says in its language). */
export type WalletCheck =
  | { ok: true; result: 'approved' | 'rejected'; wallet: string }
  | { ok: false; problem: WalletProblem };

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,100}\.[^\s@]{2,}$/;

/** Reads the sandbox wallet's login: a plausible e-mail, and one of the two test PINs. */
export function checkWalletLogin(form: WalletLoginForm): WalletCheck {
  const email = form.email.trim();
  if (!EMAIL.test(email)) return { ok: false, problem: 'email' };
  const pin = form.pin.trim();
  const wallet = `Fairpay ${email.slice(0, 1)}•••@${email.split('@')[1]}`.slice(0, 80);
  if (pin === WalletPins.approves) return { ok: true, result: 'approved', wallet };
  if (pin === WalletPins.rejects) return { ok: true, result: 'rejected', wallet };
  return { ok: false, problem: 'wrong_pin' };
}
