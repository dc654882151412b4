// @vitest-environment jsdom
import { hostMessage, type WidgetBet, widgetMessage } from '@fairline/shared/statistics-widget/messages';
import { SITE_LISTENER_ID } from '@fairline/shared/statistics-widget/params';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCouponStore } from '../coupon';
import { connectSiteFrame, selectionOfBet } from './site-host';

const bet: WidgetBet = {
  gameId: 7,
  constId: 7,
  sportId: 1,
  group: 1,
  type: 3,
  param: 0,
  coef: 3.1,
  isLive: true,
  game: 'A – B',
  market: '1X2',
  outcome: 'B to win',
};

function frameWithWidget() {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const win = frame.contentWindow as Window;
  const posted = vi.spyOn(win, 'postMessage').mockImplementation(() => undefined);
  const send = (data: unknown, origin = window.location.origin, source: Window = win) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  return { frame, posted, send };
}

afterEach(() => {
  useCouponStore.getState().clear();
  document.body.innerHTML = '';
});

describe('our own site as the widget’s host', () => {
  it('names a live bet as a live selection with the widget’s labels', () => {
    expect(selectionOfBet(bet, 'en')).toEqual({
      gameId: 7,
      constId: 7,
      type: 3,
      group: 1,
      param: 0,
      coef: 3.1,
      kind: 1,
      labels: { game: 'A – B', market: '1X2', outcome: 'B to win', lang: 'en' },
    });
  });

  it('puts a bet the widget sends into our slip and tells the widget what the slip holds', () => {
    const { frame, posted, send } = frameWithWidget();
    const disconnect = connectSiteFrame(frame);
    send(widgetMessage(SITE_LISTENER_ID, 'sendBet', { bet }));
    expect(useCouponStore.getState().selections.map((s) => [s.gameId, s.type, s.coef])).toEqual([[7, 3, 3.1]]);
    expect(posted).toHaveBeenCalledWith(
      hostMessage(SITE_LISTENER_ID, 'betsUpdate', { bets: [{ gameId: 7, group: 1, type: 3, param: 0 }] }),
      window.location.origin,
    );
    send(widgetMessage(SITE_LISTENER_ID, 'getCouponData', { requestId: 'r9' }));
    expect(posted).toHaveBeenLastCalledWith(
      hostMessage(SITE_LISTENER_ID, 'couponData', {
        requestId: 'r9',
        bets: [{ gameId: 7, group: 1, type: 3, param: 0 }],
        count: 1,
      }),
      window.location.origin,
    );
    disconnect();
  });

  it('ignores a bet from another origin, another window or another listener, and after disconnecting', () => {
    const { frame, send } = frameWithWidget();
    const disconnect = connectSiteFrame(frame);
    send(widgetMessage(SITE_LISTENER_ID, 'sendBet', { bet }), 'https://evil.example');
    send(widgetMessage(SITE_LISTENER_ID, 'sendBet', { bet }), window.location.origin, window);
    send(widgetMessage('fairline-statistics', 'sendBet', { bet }));
    expect(useCouponStore.getState().selections).toEqual([]);
    disconnect();
    send(widgetMessage(SITE_LISTENER_ID, 'sendBet', { bet }));
    expect(useCouponStore.getState().selections).toEqual([]);
  });
});
