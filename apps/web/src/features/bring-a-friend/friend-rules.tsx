import { REFERRAL_RULES } from '@fairline/shared/referral/rules';
import { useTranslation } from '../../lib/i18n';
import styles from './friend.module.css';

const RULES = [
  'friend.rules.link',
  'friend.rules.once',
  'friend.rules.commission',
  'friend.rules.loss',
  'friend.rules.transfer',
  'friend.rules.remove',
] as const;

/** The rules screen: how a friend joins and how the commission is counted and paid. */
export function FriendRules() {
  const { t } = useTranslation();
  const values = {
    percent: REFERRAL_RULES.commissionPercent,
    hours: REFERRAL_RULES.bindWindowHours,
    days: REFERRAL_RULES.cookieDays,
  };
  return (
    <section className={styles.group} aria-labelledby="friend-rules">
      <h2 id="friend-rules" className={styles.heading}>
        {t('friend.tab.rules')}
      </h2>
      <ol className={styles.rules}>
        {RULES.map((key) => (
          <li key={key}>{t(key, values)}</li>
        ))}
      </ol>
    </section>
  );
}
