// The widget's conversation with its host (ADR 0068): it reads the host's messages (allowed origin,
// our listener, the right shape — anything else is ignored) and posts its own to the host's origin.
import {
  hiddenItemKey,
  readHostMessage,
  type WidgetBetRef,
  type WidgetMessageType,
  type WidgetPayloads,
  widgetMessage,
} from '@fairline/shared/statistics-widget/messages';
import { hostPathOf, WIDGET_PREFIX, type WidgetParams } from '@fairline/shared/statistics-widget/params';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { allowedHost } from './widget-channel';

export type Post = <K extends WidgetMessageType>(type: K, payload: WidgetPayloads[K]) => void;

function readHidden(listenerId: string, items: readonly string[]): Set<string> {
  try {
    return new Set(items.filter((item) => localStorage.getItem(hiddenItemKey(listenerId, item)) === '1'));
  } catch {
    return new Set();
  }
}

function storeHidden(listenerId: string, item: string, isHidden: boolean) {
  try {
    if (isHidden) localStorage.setItem(hiddenItemKey(listenerId, item), '1');
    else localStorage.removeItem(hiddenItemKey(listenerId, item));
  } catch {
    // Storage refused (a third-party frame in a strict browser): the choice lasts for this page only.
  }
}

/** The blocks of the widget a player or the host may hide. */
export const HIDEABLE_ITEMS = ['odds'] as const;

/**
 * Connects the widget to its host: `params` as the host first gave them (changed by its settings
 * messages), the host's slip as it last told us, the hidden blocks, and `post` (a no-op when the
 * parent is not an allowed host or there is none).
 */
export function useWidgetProtocol(initial: WidgetParams, allowed: readonly string[]) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params, setParams] = useState(initial);
  const [host, setHost] = useState<string | null>(null);
  const [slip, setSlip] = useState<{ bets: WidgetBetRef[]; count: number | null }>({ bets: [], count: null });
  const [hidden, setHidden] = useState<Set<string>>(() => new Set());
  const listenerId = params.postMessageListenerId;
  const lang = pathname.split('/')[1] ?? '';

  useEffect(() => {
    setHost(allowedHost(allowed));
    setHidden(readHidden(listenerId, HIDEABLE_ITEMS));
  }, [allowed, listenerId]);

  const post = useCallback<Post>(
    (type, payload) => {
      if (host !== null) window.parent.postMessage(widgetMessage(listenerId, type, payload), host);
    },
    [host, listenerId],
  );

  const toggleItem = useCallback(
    (item: string, isHidden: boolean, fromHost = false) => {
      storeHidden(listenerId, item, isHidden);
      setHidden((now) => {
        const next = new Set(now);
        if (isHidden) next.add(item);
        else next.delete(item);
        return next;
      });
      if (!fromHost) post('hideItemToggle', { item, isHidden });
    },
    [listenerId, post],
  );

  const requests = useRef(0);
  const askCoupon = useCallback(() => post('getCouponData', { requestId: `r${++requests.current}` }), [post]);

  useEffect(() => {
    if (host === null) return;
    const onMessage = (event: MessageEvent) => {
      // Only our parent speaks for the host, and only from an allowed origin.
      if (event.source !== window.parent) return;
      const message = readHostMessage(event, { allowed, self: window.location.origin, listenerId });
      if (!message) return;
      switch (message.type) {
        case 'historyBack':
          return void navigate(-1);
        case 'historyForward':
          return void navigate(1);
        case 'historyRouteChange':
          return void navigate(`/${lang}/${WIDGET_PREFIX}/statisticpopup/${message.payload.path}`);
        case 'hideItemToggle':
          return toggleItem(message.payload.item, message.payload.isHidden, true);
        case 'betsUpdate':
          return setSlip((now) => ({ bets: message.payload.bets, count: now.count }));
        case 'couponData':
          return setSlip({ bets: message.payload.bets, count: message.payload.count });
        case 'settingsChange':
          return setParams((now) => ({ ...now, ...message.payload }));
      }
    };
    window.addEventListener('message', onMessage);
    askCoupon();
    return () => window.removeEventListener('message', onMessage);
  }, [host, allowed, listenerId, lang, navigate, toggleItem, askCoupon]);

  // The route as the host mirrors it, and whether the host's back button may lead back.
  useEffect(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    post('historyRouteChange', {
      path: pathname,
      hostPath: hostPathOf(pathname, params.transformPrefix),
      canGoBack: idx > 0,
    });
  }, [pathname, post, params.transformPrefix]);

  return { params, host, post, slip, hidden, toggleItem, askCoupon };
}
