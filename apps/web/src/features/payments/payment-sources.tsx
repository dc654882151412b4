import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n';
import { moneyKeys } from '../wallet';
import styles from './cashier.module.css';
import { fetchPaymentSources } from './cashier-api';

/** The methods the player has deposited with (gethistorypaymentsource), most recently used first. */
export function PaymentSources({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const sources = useQuery({ queryKey: [...moneyKeys.payments, 'sources'], queryFn: fetchPaymentSources }).data
    ?.sources;
  if (!sources || sources.length === 0) return null;
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' });
  // The development provider has a name in each language; a real one is named as it calls itself.
  const providerName = (provider: string) => (provider === 'sandbox' ? t('money.cashier.provider.sandbox') : provider);
  return (
    <section className={styles.form} aria-labelledby="payment-sources-title">
      <h2 id="payment-sources-title" className={styles.heading}>
        {t('money.cashier.sources.title')}
      </h2>
      <ul className={styles.plainList}>
        {sources.map((source) => (
          <li key={`${source.provider}|${source.method ?? ''}`} className={styles.source}>
            <b>
              {providerName(source.provider)}
              {source.method && (
                <>
                  {' · '}
                  <bdi>{source.method}</bdi>
                </>
              )}
            </b>
            <span className={styles.note}>
              {t('money.cashier.sources.used', {
                count: source.deposits,
                date: date.format(new Date(source.lastUsed)),
              })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
