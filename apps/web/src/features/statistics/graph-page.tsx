import type { OddsFormat } from '@fairline/shared/odds/formats';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useLang, useTranslation } from '../../lib/i18n';
import { OddsChart } from './odds-chart';
import { Loaded, Section, useDay } from './parts';
import styles from './statistics.module.css';
import { graphQuery } from './statistics-api';

/** The price history of a game's main market; `view` is the odds format (the feed's cfview). */
export function GraphPanel({ gameId, view = 0 }: { gameId: number; view?: OddsFormat }) {
  const { t } = useTranslation();
  const lang = useLang();
  const day = useDay();
  const graph = useQuery(graphQuery(gameId, lang));
  return (
    <Loaded query={graph}>
      {(data) => {
        const title = t('statistics.graphTitle', { market: t(`statistics.market.${data.group}`) });
        return (
          <Section title={title} testId="statistics-graph">
            <p className={styles.muted} dir="auto">
              {data.home} – {data.away}
            </p>
            {data.points.length < 2 ? (
              <p className={styles.muted}>{t('statistics.graphEmpty')}</p>
            ) : (
              <OddsChart graph={data} view={view} labels={{ live: t('statistics.graphLive'), title, date: day }} />
            )}
          </Section>
        );
      }}
    </Loaded>
  );
}

/** `graph/{gameId}/{coefficientView?}`: the graph on its own page. */
export function GraphPage() {
  const { gameId = '', coefView = '0' } = useParams();
  return (
    <article className={styles.page}>
      <GraphPanel gameId={Number(gameId)} view={Number(coefView) as OddsFormat} />
    </article>
  );
}
