import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect } from 'react';
import { useLang, useTranslation } from '../../lib/i18n';
import { setSeoTitle } from '../config';
import { applyHead } from './apply-head';
import { fetchFooterQuestions, fetchPageData, fetchSeoContent } from './seo-api';
import styles from './seo-footer.module.css';
import { useSeoPage } from './use-seo-page';

const STALE = 5 * 60_000;

/**
 * The SEO part of every page, in the footer: keeps the tab's title and the head's description,
 * canonical, hreflang and robots on the page shown after a client-side navigation, and shows the
 * section's questions (an FAQ of details/summary) and SEO text where the SEO data has them.
 */
export function SeoFooter() {
  const lang = useLang();
  const { t } = useTranslation();
  const { page, path } = useSeoPage();
  const key = [page, lang] as const;
  const pageData = useQuery({
    queryKey: ['seo', 'page', ...key],
    queryFn: () => fetchPageData(page, lang),
    staleTime: STALE,
  });
  const content = useQuery({
    queryKey: ['seo', 'content', ...key],
    queryFn: () => fetchSeoContent(page, lang),
    staleTime: STALE,
  });
  const questions = useQuery({
    queryKey: ['seo', 'questions', page.section, lang],
    queryFn: () => fetchFooterQuestions(page, lang),
    staleTime: STALE,
  });

  // Before the pages' own title effects run: a new path has no SEO title until its data arrives.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is what makes the title stale
  useLayoutEffect(() => setSeoTitle(undefined), [path]);
  const data = pageData.data;
  useEffect(() => {
    if (!data || data.failed) return;
    // No SEO title (a personal page): the page's own name stays.
    if (data.title) setSeoTitle(data.title);
    applyHead(data);
  }, [data]);

  const items = questions.data?.items ?? [];
  const text = content.data;
  const paragraphs = text && text.style !== 'none' ? text.content.split(/\n{2,}/).filter(Boolean) : [];
  if (items.length === 0 && paragraphs.length === 0) return null;
  return (
    <section className={styles.seo} aria-label={t('footer.seo')}>
      {items.length > 0 && (
        <div className={styles.faq} data-testid="seo-faq">
          <h2 className={styles.heading}>{t('footer.seoFaq')}</h2>
          {items.map((item) => (
            <details key={item.id} className={styles.item}>
              <summary className={styles.question}>{item.question}</summary>
              <p className={styles.answer}>{item.answer}</p>
            </details>
          ))}
        </div>
      )}
      {paragraphs.length > 0 &&
        (text?.style === 'collapsed' ? (
          <details className={styles.text} data-testid="seo-text">
            <summary className={styles.question}>{t('footer.seoMore')}</summary>
            {paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </details>
        ) : (
          <div className={styles.text} data-testid="seo-text">
            {paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        ))}
    </section>
  );
}
