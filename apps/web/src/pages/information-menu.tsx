import type { InformationMenuGroup, InformationMenuItem } from '@fairline/shared/config';
import { localizePath } from '@fairline/shared/routing';
import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n';
import styles from './information-page.module.css';

const isExternal = (link: string) => /^[a-z][a-z0-9+.-]*:/i.test(link);

function Entry({ item, lang, current }: { item: InformationMenuItem; lang: string; current: string }) {
  const { t } = useTranslation();
  const label = (
    <>
      {item.icon && <img className={styles.icon} src={item.icon} alt="" width={18} height={18} />}
      {t(item.titleKey)}
    </>
  );
  if (item.link && isExternal(item.link)) {
    return (
      <a href={item.link} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    );
  }
  const isCurrent = !item.link && item.page === current;
  return (
    <Link
      to={item.link ? localizePath(item.link, lang) : `/${lang}/information/${item.page}`}
      className={isCurrent ? styles.current : undefined}
      aria-current={isCurrent ? 'page' : undefined}
    >
      {label}
    </Link>
  );
}

/** The information menu beside every information page, as the brand configures it (information.tags). */
export function InformationMenu({
  groups,
  lang,
  current,
}: {
  groups: InformationMenuGroup[];
  lang: string;
  current: string;
}) {
  const { t } = useTranslation();
  return (
    <nav className={styles.side} aria-label={t('info.menu')}>
      {groups.map((group) => (
        <div key={group.headingKey || 'pages'} className={styles.group}>
          {group.headingKey && <h2 className={styles.groupTitle}>{t(group.headingKey)}</h2>}
          <ul>
            {group.items.map((item) => (
              <li key={`${item.page}:${item.link}`}>
                <Entry item={item} lang={lang} current={current} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
