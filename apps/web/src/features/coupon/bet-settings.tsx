import { Switch } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { useCouponSettings } from './coupon-settings-store';
import type { Selection } from './coupon-types';

/**
 * The player's bet settings that apply to some picks only, each shown while such a pick is in the
 * slip: dropping a live bet if the score changes during its acceptance, and taking a pre-match pick
 * at the live odds if its match kicks off (both sent with the bet, coupon-request.ts).
 */
export function BetSettings({ selections }: { selections: readonly Selection[] }) {
  const { t } = useTranslation();
  const { dropOnScoreChange, lineToLive, setDropOnScoreChange, setLineToLive } = useCouponSettings();
  const hasLive = selections.some((s) => s.kind === 1);
  const hasLine = selections.some((s) => s.kind !== 1);
  return (
    <>
      {hasLive && (
        <Switch checked={dropOnScoreChange} onChange={setDropOnScoreChange} label={t('coupon.dropOnScoreChange')} />
      )}
      {hasLine && <Switch checked={lineToLive} onChange={setLineToLive} label={t('coupon.lineToLive')} />}
    </>
  );
}
