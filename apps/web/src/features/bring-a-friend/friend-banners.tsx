import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '../../components/ui';
import { useLang, useTranslation } from '../../lib/i18n';
import { CopyField } from './copy-field';
import styles from './friend.module.css';
import { fetchBanners, friendKeys } from './friend-api';

const asBannerLang = (lang: string) => (lang === 'ru' || lang === 'ar' ? lang : 'en');

/** The banners screen: our generated banners carrying the player's link, each with its embed code. */
export function FriendBanners() {
  const { t } = useTranslation();
  const lang = asBannerLang(useLang());
  const banners = useQuery({ queryKey: friendKeys.banners(lang), queryFn: () => fetchBanners(lang) });
  return (
    <section className={styles.group} aria-labelledby="friend-banners">
      <h2 id="friend-banners" className={styles.heading}>
        {t('friend.tab.banners')}
      </h2>
      <p className={styles.note}>{t('friend.bannersNote')}</p>
      {!banners.data ? (
        <Skeleton rows={3} rowHeight={90} />
      ) : (
        banners.data.banners.map((b) => (
          <figure key={b.id} className={styles.banner}>
            <img
              src={b.imageUrl}
              width={b.width}
              height={b.height}
              alt={t('friend.bannerAlt', { width: b.width, height: b.height })}
            />
            <figcaption>
              <CopyField label={t('friend.embed', { width: b.width, height: b.height })} value={b.html} multiline />
            </figcaption>
          </figure>
        ))
      )}
    </section>
  );
}
