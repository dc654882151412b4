import { useAccountSession } from '../features/auth';
import type { AccountRecord, AccountsPayload } from '../features/wallet';
import { translator } from '../lib/i18n';
import { dictionary } from './dictionaries';

/** The English dictionary (the money texts included), as the app loads it. */
export function useMoneyStrings() {
  translator.addBundle('en', dictionary('en'));
  translator.setLanguage('en');
}

/** Marks the page logged in as user `id`. */
export function logInAs(id = 7) {
  useAccountSession.setState({
    status: 'user',
    user: { id, email: null, phone: null, emailVerified: true, twoFactorEnabled: false, authByEmail: false },
  });
}

export function logOut() {
  useAccountSession.setState({ status: 'guest', user: null });
}

/** A main account in euros (or as overridden). */
export function account(overrides: Partial<AccountRecord> = {}): AccountRecord {
  return {
    id: 1,
    idBonus: 0,
    type: 0,
    money: 1234.5,
    name: 'Euro',
    iso: 'EUR',
    symbol: '€',
    isActive: true,
    currencyId: 12,
    amountOfUnplacedBets: 0,
    points: 0,
    isBonusAccount: false,
    isPointsTypeBalance: false,
    label: 'Euro €',
    ...overrides,
  };
}

export function accountsPayload(accounts: AccountRecord[] = [account()]): AccountsPayload {
  return { accounts, bonuses: [], all_accounts: accounts };
}
