// The live game's match centre (ADR 0047): the tracker for sports the engine plays event by event,
// the chronology of play and the insights. Loaded lazily, in its own chunk, with the live game page's
// route; a live game page is rendered on the server with it (its `tracker` strings are in the page's
// first dictionary units, the chronology's first answer inline: ADR 0026).
import type { FeedGamePage } from '@fairline/shared/wire/feed';
import { useState } from 'react';
import { TabPanel, Tabs } from '../../components/ui';
import { useTranslation } from '../../lib/i18n';
import { useSite } from '../config';
import { Chronology } from './chronology';
import { Insights } from './insights';
import styles from './match-tracker.module.css';
import { trackerSportOf } from './tracker-state';
import { TrackerView } from './tracker-view';

const TABS_ID = 'match-centre';

export interface MatchCentreProps {
  game: FeedGamePage;
  /** The scoreboard's minute, when the clock runs. */
  minute?: string;
}

export default function MatchCentre({ game, minute }: MatchCentreProps) {
  const { t } = useTranslation();
  const sport = trackerSportOf(game.SI);
  const [tab, setTab] = useState(sport ? 'tracker' : 'chrono');
  const insights = useSite().settings.betting.isInsightsEnabled;
  const items = [
    ...(sport ? [{ id: 'tracker', label: t('tracker.tab.tracker') }] : []),
    { id: 'chrono', label: t('tracker.tab.chrono') },
    // The brand's `betting.isInsightsEnabled` (ADR 0016): off, no insights tab.
    ...(insights ? [{ id: 'insights', label: t('tracker.tab.insights') }] : []),
  ];
  return (
    <section className={styles.centre} aria-label={t('tracker.title')}>
      <Tabs id={TABS_ID} items={items} value={tab} onChange={setTab} aria-label={t('tracker.title')} />
      {/* The tracker stays mounted behind the other tabs: its latest events are kept. */}
      {sport && (
        <div hidden={tab !== 'tracker'}>
          <TabPanel tabsId={TABS_ID} item="tracker" className={styles.panel}>
            <TrackerView game={game} sport={sport} minute={minute} />
          </TabPanel>
        </div>
      )}
      {tab !== 'tracker' && (
        <TabPanel tabsId={TABS_ID} item={tab} className={styles.panel}>
          {tab === 'chrono' ? <Chronology game={game} /> : <Insights game={game} />}
        </TabPanel>
      )}
    </section>
  );
}
