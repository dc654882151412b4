import type { WalletLoginForm } from '@fairline/shared/wire/payment-provider';
import { WalletPins } from './wallet-provider';

export type WalletCheck = { ok: true; result: 'approved' | 'rejected'; wallet: string } | { ok: false; error: string };

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,100}\.[^\s@]{2,}$/;

/** Reads the sandbox wallet's login: a plausible e-mail, and one of the two test PINs. */
export function checkWalletLogin(form: WalletLoginForm): WalletCheck {
  const email = form.email.trim();
  if (!EMAIL.test(email)) return { ok: false, error: 'Enter the e-mail of your wallet' };
  const pin = form.pin.trim();
  const wallet = `Fairpay ${email.slice(0, 1)}•••@${email.split('@')[1]}`.slice(0, 80);
  if (pin === WalletPins.approves) return { ok: true, result: 'approved', wallet };
  if (pin === WalletPins.rejects) return { ok: true, result: 'rejected', wallet };
  return { ok: false, error: 'Wrong PIN. Test PINs: 1234 approves, 0000 is refused' };
}
