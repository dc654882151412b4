// The current state of a feed topic, sent by the WebSocket layer right after a client subscribes.
// Names are in the default language (ru); clients hold the localised list from the REST calls.
import { AppError } from '../../errors';
import { gamePage } from './builders/game-page';
import { selectGames, wireGames } from './builders/games';
import { callContext, type FeedContext } from './feed-context';
import type { FeedName } from './feed-versions';

const GAME = /^feed:game:(\d{1,15})$/;
const SPORT = /^feed:sport:(\d{1,9}):(line|live)$/;
const CHAMP = /^feed:champ:(\d{1,12})$/;
const presentation = { lang: 'ru', cfview: 0 } as const;

/** The snapshot of a topic: a game page, a sport's or championship's games, or the ids in both feeds. */
export function topicSnapshot(ctx: FeedContext, topic: string): unknown {
  const call = (feed: FeedName) => callContext(ctx, feed, presentation);
  const game = GAME.exec(topic);
  if (game) {
    try {
      return gamePage(call('live'), Number(game[1]));
    } catch (error) {
      if (error instanceof AppError) return undefined;
      throw error;
    }
  }
  const sport = SPORT.exec(topic);
  if (sport) {
    const c = call(sport[2] === 'live' ? 'live' : 'line');
    return wireGames(c, selectGames(c, { sports: [Number(sport[1])] }));
  }
  const champ = CHAMP.exec(topic);
  if (champ) {
    const champs = [Number(champ[1])];
    return (['line', 'live'] as const).flatMap((feed) => {
      const c = call(feed);
      return wireGames(c, selectGames(c, { champs }));
    });
  }
  if (topic === 'feed:games') {
    const ids = (feed: FeedName) => ctx.engine.listGames(ctx.snapshot.now(), { kind: feed }).map((g) => g.id);
    return { line: ids('line'), live: ids('live') };
  }
  return undefined;
}
