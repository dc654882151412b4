import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Dropdown, DropdownItem } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { useSite } from '../config';
import { type AccountRecord, moneyKeys, setActiveAccount } from './balance-api';
import styles from './header-balance.module.css';
import { accountLabelIn, formatDecimalMoney } from './money-format';
import { useBalance } from './use-balance';
import { useUserChannel } from './user-channel';

interface HeaderBalanceProps {
  lang: string;
}

/**
 * The active account's balance in the header, kept live; its menu lists every account, the stake in
 * unsettled bets (unless the brand hides it: office.isUnplacedBetsShown) and "Deposit".
 */
export function HeaderBalance({ lang }: HeaderBalanceProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { active, accounts, bonuses } = useBalance();
  const isUnplacedShown = useSite().settings.office.isUnplacedBetsShown;
  useUserChannel();

  const money = (a: AccountRecord) => formatDecimalMoney(a.money, a.currencyId, a.symbol, lang);
  const choose = async (account: AccountRecord) => {
    if (account.isActive) return;
    client.setQueryData(moneyKeys.balance, await setActiveAccount(account.id));
  };

  return (
    <Dropdown
      align="end"
      triggerClassName={styles.trigger}
      label={
        <span className={styles.balance}>
          <span className={styles.caption}>{t('money.balance.title')}</span>
          <span className={styles.amount} dir="ltr" aria-live="polite" data-testid="header-balance">
            {active ? money(active) : '—'}
          </span>
        </span>
      }
    >
      {accounts.map((a) => (
        <DropdownItem key={a.id} onSelect={() => void choose(a)}>
          <span className={styles.row} aria-current={a.isActive || undefined}>
            <span>{accountLabelIn(a, lang)}</span>
            <span dir="ltr">{money(a)}</span>
          </span>
        </DropdownItem>
      ))}
      {isUnplacedShown && active && active.amountOfUnplacedBets > 0 && (
        <DropdownItem>
          <span className={styles.row} data-testid="balance-in-bets">
            <span>{t('money.balance.inBets')}</span>
            <span dir="ltr">{money({ ...active, money: active.amountOfUnplacedBets })}</span>
          </span>
        </DropdownItem>
      )}
      {bonuses.map((a) => (
        <DropdownItem key={`bonus-${a.id}`}>
          <span className={styles.row}>
            <span>{a.isPointsTypeBalance ? t('money.balance.points') : t('money.balance.bonus')}</span>
            <span dir="ltr">{a.isPointsTypeBalance ? a.points : money(a)}</span>
          </span>
        </DropdownItem>
      ))}
      <DropdownItem onSelect={() => navigate(`/${lang}/office/payments`)}>
        <span className={styles.deposit}>{t('money.balance.deposit')}</span>
      </DropdownItem>
    </Dropdown>
  );
}
