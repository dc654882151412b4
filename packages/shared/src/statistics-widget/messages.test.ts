import { describe, expect, it } from 'vitest';
import {
  HOST_SOURCE,
  hiddenItemKey,
  hostMessage,
  readHostMessage,
  readWidgetMessage,
  WIDGET_SOURCE,
  type WidgetBet,
  widgetMessage,
} from './messages';

const HOST = 'https://partner.example';
const WIDGET = 'https://stats.example';
const toWidget = { allowed: [HOST], self: WIDGET, listenerId: 'w1' };
const toHost = { allowed: [WIDGET], listenerId: 'w1' };
const bet: WidgetBet = {
  gameId: 5,
  constId: 5,
  sportId: 1,
  group: 1,
  type: 1,
  param: 0,
  coef: 2.15,
  isLive: false,
  game: 'Arsenal – Chelsea',
  market: '1X2',
  outcome: 'W1',
};

describe('widget messages: the host’s side', () => {
  it('reads each widget message with its payload', () => {
    const cases = [
      widgetMessage('w1', 'heightChange', { height: 640 }),
      widgetMessage('w1', 'historyRouteChange', {
        path: '/en/widget/statisticpopup/team/1/7',
        hostPath: '/team/1/7',
        canGoBack: true,
      }),
      widgetMessage('w1', 'hideItemToggle', { item: 'h2h', isHidden: true }),
      widgetMessage('w1', 'setDocumentTitle', { title: 'Arsenal – Chelsea' }),
      widgetMessage('w1', 'sendBet', { bet }),
      widgetMessage('w1', 'getCouponData', { requestId: 'r1' }),
    ];
    for (const data of cases) {
      expect(readWidgetMessage({ origin: WIDGET, data }, toHost)).toEqual({ type: data.type, payload: data.payload });
    }
  });

  it('refuses a bet without a price or with a price below 1', () => {
    const { coef: _coef, ...noPrice } = bet;
    expect(
      readWidgetMessage(
        { origin: WIDGET, data: widgetMessage('w1', 'sendBet', { bet: noPrice as WidgetBet }) },
        toHost,
      ),
    ).toBeNull();
    expect(
      readWidgetMessage(
        { origin: WIDGET, data: widgetMessage('w1', 'sendBet', { bet: { ...bet, coef: 0.5 } }) },
        toHost,
      ),
    ).toBeNull();
  });

  it('ignores a widget message from an origin it did not embed', () => {
    const data = widgetMessage('w1', 'sendBet', { bet });
    expect(readWidgetMessage({ origin: 'https://evil.example', data }, toHost)).toBeNull();
  });
});

describe('widget messages: the widget’s side', () => {
  it('reads each host message with its payload', () => {
    const cases = [
      hostMessage('w1', 'historyBack', {}),
      hostMessage('w1', 'historyForward', {}),
      hostMessage('w1', 'historyRouteChange', { path: 'team/1/7' }),
      hostMessage('w1', 'hideItemToggle', { item: 'table', isHidden: false }),
      hostMessage('w1', 'betsUpdate', { bets: [{ gameId: 5, group: 1, type: 1, param: 0 }] }),
      hostMessage('w1', 'couponData', { requestId: 'r1', bets: [], count: 0 }),
      hostMessage('w1', 'settingsChange', {
        isDarkTheme: true,
        is12h: true,
        timeZone: 'Europe/Berlin',
        gTagId: 'G-ABCD123',
      }),
    ];
    for (const data of cases) {
      expect(readHostMessage({ origin: HOST, data }, toWidget)).toEqual({ type: data.type, payload: data.payload });
    }
  });

  it('ignores a message from a foreign or opaque origin', () => {
    const data = hostMessage('w1', 'settingsChange', { isDarkTheme: true });
    expect(readHostMessage({ origin: 'https://evil.example', data }, toWidget)).toBeNull();
    expect(readHostMessage({ origin: 'null', data }, toWidget)).toBeNull();
  });

  it('accepts our own site as a host', () => {
    const data = hostMessage('w1', 'betsUpdate', { bets: [] });
    expect(readHostMessage({ origin: WIDGET, data }, toWidget)).not.toBeNull();
  });

  it('ignores another listener’s message, a widget’s own echo and unknown types', () => {
    expect(readHostMessage({ origin: HOST, data: hostMessage('w2', 'historyBack', {}) }, toWidget)).toBeNull();
    expect(
      readHostMessage(
        { origin: HOST, data: { ...hostMessage('w1', 'historyBack', {}), source: WIDGET_SOURCE } },
        toWidget,
      ),
    ).toBeNull();
    expect(
      readHostMessage(
        { origin: HOST, data: { source: HOST_SOURCE, listenerId: 'w1', type: 'eval', payload: {} } },
        toWidget,
      ),
    ).toBeNull();
    expect(readHostMessage({ origin: HOST, data: 'historyBack' }, toWidget)).toBeNull();
  });

  it('refuses a settings change with an unknown time zone and a route outside the statistics pages', () => {
    expect(
      readHostMessage(
        { origin: HOST, data: hostMessage('w1', 'settingsChange', { timeZone: 'Mars/Olympus' }) },
        toWidget,
      ),
    ).toBeNull();
    expect(
      readHostMessage(
        { origin: HOST, data: hostMessage('w1', 'historyRouteChange', { path: '../../office' }) },
        toWidget,
      ),
    ).toBeNull();
  });

  it('keeps hidden blocks under one key prefix per listener', () => {
    expect(hiddenItemKey('w1', 'h2h')).toBe('statistics-widget:hidden:w1:h2h');
  });
});
