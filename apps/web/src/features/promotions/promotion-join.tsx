import { Suspense } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../auth';
import { useSite } from '../config';
import { RegistrationWidget } from '../registration';
import styles from './promotions.module.css';

/**
 * The promo page's registration section (the spec: the promo route supplies the section for
 * registration): a guest signs up beside the offers; players and brands that close sign-up see nothing.
 */
export function PromotionJoin() {
  const { t } = useTranslation();
  const { isAuth } = useSession();
  const site = useSite();
  if (isAuth || !site.settings.registration.isRegistrationAllowed) return null;
  return (
    <section className={styles.join} aria-labelledby="promo-join-title" data-testid="promotion-join">
      <div className={styles.joinPitch}>
        <h2 id="promo-join-title" className={styles.heading}>
          {t('promo.join.title')}
        </h2>
        <p className={styles.note}>{t('promo.join.text')}</p>
      </div>
      <Suspense fallback={null}>
        <RegistrationWidget />
      </Suspense>
    </section>
  );
}
