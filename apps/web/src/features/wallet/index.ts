// The money feature's public face for other features (the header imports `HeaderBalance` by path,
// so pages that only need these stay light).
export {
  type AccountRecord,
  type AccountsPayload,
  createCurrencyAccount,
  deleteCurrencyAccount,
  moneyKeys,
  setActiveAccount,
} from './balance-api';
export { HeaderBalance } from './header-balance';
export {
  accountLabelIn,
  currencyDigits,
  currencySymbol,
  formatDecimalMoney,
  formatMinorMoney,
} from './money-format';
export { useBalance } from './use-balance';
