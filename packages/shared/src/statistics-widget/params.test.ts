import { describe, expect, it } from 'vitest';
import { DEFAULT_LISTENER_ID, hostPathOf, parseWidgetParams, WIDGET_PARAM_NAMES, widgetUrl } from './params';

const LANGS = ['ru', 'en', 'ar'];

describe('widget host parameters', () => {
  it('lists the spec’s parameters verbatim', () => {
    expect(WIDGET_PARAM_NAMES).toHaveLength(24);
    expect(WIDGET_PARAM_NAMES).toContain('postMessageListenerId');
    expect(WIDGET_PARAM_NAMES).toContain('isHideNavigationButtons');
  });

  it('gives every parameter its default when the query is empty', () => {
    expect(parseWidgetParams('', LANGS, 'ru')).toEqual({
      href: '',
      refId: null,
      projectId: null,
      geo: '',
      timeZone: '',
      language: 'ru',
      locale: 'ru',
      contentWidth: null,
      syncHistoryWithIframe: false,
      fixedIframeHeight: null,
      minHeight: 0,
      activateGoBack: false,
      internalContentScrolling: false,
      postMessageListenerId: DEFAULT_LISTENER_ID,
      isRtl: false,
      isDarkTheme: false,
      is12h: false,
      transformPrefix: '',
      tableType: 'total',
      gTagId: '',
      isHideTeamLogos: false,
      isHideChampLogos: false,
      isHideNavigationButtons: false,
      paintId: '',
    });
  });

  it('takes right-to-left from the language unless isRtl says otherwise', () => {
    expect(parseWidgetParams('language=ar', LANGS, 'ru').isRtl).toBe(true);
    expect(parseWidgetParams('language=ar&isRtl=false', LANGS, 'ru').isRtl).toBe(false);
    expect(parseWidgetParams('language=en&isRtl=1', LANGS, 'ru').isRtl).toBe(true);
  });

  it('falls back to the brand’s language for one it does not offer', () => {
    expect(parseWidgetParams('language=de', LANGS, 'en').language).toBe('en');
  });

  it('reads flags as true/1 and false/0 only', () => {
    const p = parseWidgetParams('isDarkTheme=1&is12h=true&isHideTeamLogos=yes&activateGoBack=0', LANGS, 'en');
    expect([p.isDarkTheme, p.is12h, p.isHideTeamLogos, p.activateGoBack]).toEqual([true, true, false, false]);
  });

  it('drops malformed values to their defaults', () => {
    const p = parseWidgetParams(
      'timeZone=Mars/Olympus&tableType=side&minHeight=-5&geo=deu&gTagId=<x>&postMessageListenerId=a b&href=../../admin',
      LANGS,
      'en',
    );
    expect(p).toMatchObject({ timeZone: '', tableType: 'total', minHeight: 0, geo: '', gTagId: '', href: '' });
    expect(p.postMessageListenerId).toBe(DEFAULT_LISTENER_ID);
  });

  it('keeps well-formed values', () => {
    const p = parseWidgetParams(
      'href=/statisticpopup/game/1/5/main&timeZone=Asia/Dubai&tableType=home&minHeight=300&refId=2&gTagId=G-ABC1234&transformPrefix=/stats/',
      LANGS,
      'en',
    );
    expect(p).toMatchObject({
      href: 'game/1/5/main',
      timeZone: 'Asia/Dubai',
      tableType: 'home',
      minHeight: 300,
      refId: 2,
      gTagId: 'G-ABC1234',
      transformPrefix: 'stats',
    });
  });

  it('builds the iframe URL the widget reads back', () => {
    const url = widgetUrl('https://stats.example', {
      language: 'ar',
      href: 'game/1/5/main',
      isDarkTheme: true,
      postMessageListenerId: 'w1',
    });
    expect(url).toBe(
      'https://stats.example/ar/widget/statisticpopup/game/1/5/main?href=game%2F1%2F5%2Fmain&language=ar&postMessageListenerId=w1&isDarkTheme=true',
    );
    const back = parseWidgetParams(new URL(url).search, LANGS, 'en');
    expect(back).toMatchObject({ language: 'ar', isDarkTheme: true, postMessageListenerId: 'w1', isRtl: true });
  });

  it('reports a widget route under the host’s prefix', () => {
    expect(hostPathOf('/en/widget/statisticpopup/team/1/7', 'stats')).toBe('/stats/team/1/7');
    expect(hostPathOf('/en/widget/statisticpopup/team/1/7', '')).toBe('/team/1/7');
  });
});
