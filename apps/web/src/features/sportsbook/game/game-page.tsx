import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Skeleton, TabPanel, Tabs } from '../../../components/ui';
import { useLang, useTranslation } from '../../../lib/i18n';
import { liveTopics } from '../../../lib/ws';
import { usePageTitle } from '../../config';
import { type Feed, type GameDetails, gameQuery, useFeedContext } from '../../feed';
import { MatchCentre } from '../../match-tracker';
import { liveMinute } from '../games/live-clock';
import { periodName } from '../games/period-name';
import { LiveNotices } from '../live/live-notices';
import { useLiveUpdates } from '../live/use-live-updates';
import { useLiveValue } from '../live/use-live-value';
import { feedPath } from '../shared/paths';
import { GameHeader } from './game-header';
import styles from './game-page.module.css';
import { MarketGroupBlock } from './market-group';
import { TeamKey } from './team-key';

const MAIN_TAB = 'main';
const TABS_ID = 'sub-games';

/** A game: header with score and statistics, sub-game tabs (periods, specials), every market group. */
export function GamePage({ feed }: { feed: Feed }) {
  const { t } = useTranslation();
  const lang = useLang();
  const ctx = useFeedContext();
  const gameId = Number(useParams().gameId);
  const live = feed === 'live';
  const [tab, setTab] = useState(MAIN_TAB);
  const subId = tab === MAIN_TAB ? undefined : Number(tab);
  const main = useQuery({ ...gameQuery(feed, ctx, gameId), enabled: gameId > 0 });
  const sub = useQuery({ ...gameQuery(feed, ctx, subId ?? gameId), enabled: subId !== undefined });
  useLiveUpdates([liveTopics.game(gameId), ...(subId ? [liveTopics.game(subId)] : [])]);
  const mainData = useLiveValue(main.data, `${feed}:${gameId}`);
  const subData = useLiveValue(sub.data, `${feed}:${subId}`);
  usePageTitle(main.data ? `${main.data.O1} — ${main.data.O2}` : undefined);

  if (main.isPending && gameId > 0) return <Skeleton rows={6} rowHeight={56} gap={8} />;
  if (!mainData) {
    return (
      <div className={styles.missing} role="alert">
        <p>{main.error?.message || t('sb.error.noGame')}</p>
        <Link to={feedPath(lang, live)}>{t('sb.game.back')}</Link>
      </div>
    );
  }

  const header = mainData;
  // A sub-game answer may carry only its markets: names come from the main game.
  const shown: GameDetails | undefined = subId === undefined ? header : subData && { ...header, ...subData };
  const tabs = [
    { id: MAIN_TAB, label: t('sb.game.main') },
    // The feed names periods in English on every channel ("1st half"): translated like the scoreboard's.
    ...(header.SG ?? []).map((s) => ({ id: String(s.CI), label: periodName(t, lang, s.PN) ?? s.TG ?? String(s.CI) })),
  ];
  const markets = !shown ? (
    <Skeleton rows={6} rowHeight={40} gap={8} />
  ) : (shown.GE?.length ?? 0) === 0 ? (
    <p className={styles.missing}>{t('sb.game.noMarkets')}</p>
  ) : (
    <div className={styles.groups}>
      <TeamKey game={header} />
      {shown.GE?.map((group) => (
        <MarketGroupBlock key={group.G} game={shown} group={group} live={live} />
      ))}
    </div>
  );

  return (
    <div className={styles.page}>
      <GameHeader game={header} live={live} />
      {live && <LiveNotices />}
      {live && header.SC && (
        <Suspense fallback={null}>
          <MatchCentre game={header} minute={liveMinute(header.SC, header.SI)} />
        </Suspense>
      )}
      {tabs.length > 1 && (
        <Tabs id={TABS_ID} items={tabs} value={tab} onChange={setTab} aria-label={t('sb.game.subGames')} />
      )}
      {tabs.length > 1 ? (
        <TabPanel tabsId={TABS_ID} item={tab}>
          {markets}
        </TabPanel>
      ) : (
        markets
      )}
    </div>
  );
}

/** A line (pre-match) game. */
export const LineGamePage = () => <GamePage feed="line" />;
/** A live game. */
export const LiveGamePage = () => <GamePage feed="live" />;
