import { isPromotionSlug } from '@fairline/shared/routing/promotion-slug';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { Skeleton } from '../../components/ui';
import { isApiError } from '../../lib/api';
import { useLang, useTranslation } from '../../lib/i18n';
import { useSession } from '../auth';
import { usePageTitle } from '../config';
import { PromotionJoin } from './promotion-join';
import { PromotionTerms, promoHeadline } from './promotion-terms';
import styles from './promotions.module.css';
import { fetchPromotion, promotionKeys } from './promotions-api';

/**
 * A campaign's page (`/promo/:promoSlug`): its name, offer and text, the terms it is granted and
 * wagered by, and the next step: sign-up for a guest, the deposit or the promo-code form for a player.
 */
export function PromotionPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { promoSlug = '' } = useParams();
  const { isAuth } = useSession();
  const isSlug = isPromotionSlug(promoSlug);
  const query = useQuery({
    queryKey: promotionKeys.one(promoSlug, lang, isAuth),
    queryFn: () => fetchPromotion(promoSlug, lang),
    enabled: isSlug,
    retry: (count, err) => !(isApiError(err) && err.statusCode === 404) && count < 2,
  });
  const p = query.data;
  usePageTitle(p?.name ?? t('promo.title'));
  const back = (
    <Link to={`/${lang}/promo`} className={styles.back}>
      {t('promo.back')}
    </Link>
  );

  // No such page (the server answered the path 404 already): the site's not-found page, as for any unknown path.
  if (!isSlug) return <Navigate to={`/${lang}/not-found`} replace />;
  if (!p) {
    if (!query.isError) return <Skeleton rows={4} rowHeight={48} />;
    const missing = isApiError(query.error) && query.error.statusCode === 404;
    return (
      <section className={styles.page} data-testid="promotion-missing">
        <p className={missing ? styles.note : styles.failure} role={missing ? undefined : 'alert'}>
          {t(missing ? 'promo.missing' : 'promo.failed')}
        </p>
        {back}
      </section>
    );
  }

  return (
    <article className={styles.page} aria-labelledby="promotion-title" data-testid="promotion-page">
      {back}
      <h1 id="promotion-title" className={styles.title}>
        {p.name}
      </h1>
      <p className={styles.headline}>{promoHeadline(p, t, lang)}</p>
      {p.description && <p className={styles.description}>{p.description}</p>}
      {p.promoCode && <span className={styles.code}>{p.promoCode}</span>}
      <section className={styles.group} aria-labelledby="promotion-terms-title">
        <h2 id="promotion-terms-title" className={styles.heading}>
          {t('promo.terms')}
        </h2>
        <PromotionTerms promotion={p} />
      </section>
      {isAuth && (
        <Link
          to={`/${lang}/office/${p.kind === 'promo' ? 'bonuses' : 'payments'}`}
          className={styles.cta}
          data-testid="promotion-cta"
        >
          {t(p.kind === 'promo' ? 'promo.cta.code' : 'promo.cta.deposit')}
        </Link>
      )}
      <PromotionJoin />
    </article>
  );
}
