// Our own site as the widget's host (ADR 0068): the statistics modal's frame shows the widget, and a
// price pressed in it goes to the site's own bet slip. The frame is ours, so only our origin is read.
import { FeedKind } from '@fairline/shared/enums/feed-kind';
import {
  type HostMessageType,
  type HostPayloads,
  hostMessage,
  readWidgetMessage,
  type WidgetBet,
} from '@fairline/shared/statistics-widget/messages';
import { SITE_LISTENER_ID } from '@fairline/shared/statistics-widget/params';
import { notificationsStore } from '../../components/ui';
import { translator } from '../../lib/i18n';
import { useCouponStore } from '../coupon';

type Selection = Parameters<ReturnType<typeof useCouponStore.getState>['add']>[0];

/** The slip's selection for a bet the widget sent. */
export function selectionOfBet(bet: WidgetBet, lang: string): Selection {
  return {
    gameId: bet.gameId,
    constId: bet.constId,
    type: bet.type,
    group: bet.group,
    param: bet.param,
    coef: bet.coef,
    kind: bet.isLive ? FeedKind.Live : FeedKind.Line,
    labels: {
      game: bet.game,
      market: bet.market,
      outcome: bet.outcome,
      ...(bet.champ ? { champ: bet.champ } : {}),
      lang,
    },
  };
}

const slipRefs = () =>
  useCouponStore.getState().selections.map(({ gameId, group, type, param }) => ({ gameId, group, type, param }));

/** Speaks with the widget in one frame: takes its bets into our slip and tells it what the slip holds. */
export function connectSiteFrame(frame: HTMLIFrameElement): () => void {
  const origin = window.location.origin;
  const post = <K extends HostMessageType>(type: K, payload: HostPayloads[K]) =>
    frame.contentWindow?.postMessage(hostMessage(SITE_LISTENER_ID, type, payload), origin);
  const onMessage = (event: MessageEvent) => {
    if (event.source !== frame.contentWindow) return;
    const message = readWidgetMessage(event, { allowed: [], self: origin, listenerId: SITE_LISTENER_ID });
    if (message?.type === 'sendBet') {
      const added = useCouponStore.getState().add(selectionOfBet(message.payload.bet, document.documentElement.lang));
      if (!added.ok) notificationsStore.getState().notify({ type: 'warning', text: translator.t('widget.notAdded') });
    } else if (message?.type === 'getCouponData') {
      const bets = slipRefs();
      post('couponData', { requestId: message.payload.requestId, bets, count: bets.length });
    }
  };
  window.addEventListener('message', onMessage);
  // Every change of the slip (ours or the widget's) is told to the widget, which marks the chosen prices.
  const unsubscribe = useCouponStore.subscribe((now, before) => {
    if (now.selections !== before.selections) post('betsUpdate', { bets: slipRefs() });
  });
  return () => {
    window.removeEventListener('message', onMessage);
    unsubscribe();
  };
}
