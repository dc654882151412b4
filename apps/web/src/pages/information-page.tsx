import { INFORMATION_PAGES } from '@fairline/shared/routing';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useLang } from '../app/use-lang';
import { Skeleton } from '../components/ui';
import { http } from '../lib/http';
import { useTranslation } from '../lib/i18n';
import { NotFoundPage } from './error-page';
import styles from './information-page.module.css';

interface Block {
  type: 'h2' | 'p' | 'li' | 'note';
  text: string;
}
interface PageResponse {
  data: { attributes: { title: string; blocks: Block[]; lang: string } };
}

/** Groups consecutive list items so they render as one list. */
function groupBlocks(blocks: Block[]): (Block | Block[])[] {
  const out: (Block | Block[])[] = [];
  for (const b of blocks) {
    const last = out[out.length - 1];
    if (b.type === 'li' && Array.isArray(last)) last.push(b);
    else out.push(b.type === 'li' ? [b] : b);
  }
  return out;
}

/** An information page (rules, privacy, responsible gaming …) with content per language from the server. */
export function InformationPage() {
  const { page = '' } = useParams();
  const lang = useLang();
  const { t } = useTranslation();
  const known = (INFORMATION_PAGES as readonly string[]).includes(page);
  const query = useQuery({
    queryKey: ['information', page, lang],
    queryFn: () => http.requestOrThrow<PageResponse>({ url: '/web-api/information', path: [page], params: { lang } }),
    enabled: known,
  });
  if (!known) return <NotFoundPage />;
  const content = query.data?.data.attributes;
  return (
    <div className={styles.layout}>
      <nav className={styles.side} aria-label={t('info.menu')}>
        <ul>
          {INFORMATION_PAGES.map((key) => (
            <li key={key}>
              <Link
                to={`/${lang}/information/${key}`}
                className={key === page ? styles.current : undefined}
                aria-current={key === page ? 'page' : undefined}
              >
                {t(`info.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <article className={styles.article}>
        {!content ? (
          <Skeleton rows={8} />
        ) : (
          <>
            <h1>{content.title}</h1>
            {groupBlocks(content.blocks).map((b) =>
              Array.isArray(b) ? (
                <ul key={`ul:${b[0]?.text}`}>
                  {b.map((li) => (
                    <li key={li.text}>{li.text}</li>
                  ))}
                </ul>
              ) : b.type === 'h2' ? (
                <h2 key={`h2:${b.text}`}>{b.text}</h2>
              ) : (
                <p key={`${b.type}:${b.text}`} className={b.type === 'note' ? styles.note : undefined}>
                  {b.text}
                </p>
              ),
            )}
          </>
        )}
        {query.isError && <p role="alert">{t('info.loadFailed')}</p>}
      </article>
    </div>
  );
}
