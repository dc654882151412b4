import { Input, Switch } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { useCouponSettings } from './coupon-settings-store';

/** One-click bet mode and its stake: with both set, a tap on a price bets at once (one-click.ts). */
export function OneClickSettings({ currencySymbol, digits }: { currencySymbol: string; digits: number }) {
  const { t } = useTranslation();
  const { oneClick, oneClickStake, setOneClick, setOneClickStake } = useCouponSettings();
  return (
    <>
      <Switch checked={oneClick} onChange={setOneClick} label={t('coupon.oneClick')} />
      {oneClick && (
        <Input
          label={t('coupon.oneClickStake', { currency: currencySymbol })}
          inputMode="decimal"
          autoComplete="off"
          value={oneClickStake}
          onChange={(e) => setOneClickStake(e.target.value, digits)}
          hint={t('coupon.oneClickHint')}
        />
      )}
    </>
  );
}
