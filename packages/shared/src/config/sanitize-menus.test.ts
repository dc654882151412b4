import { describe, expect, it } from 'vitest';
import { sanitizeMenu, toActionType, toMenuSection } from './sanitize-menus';

describe('sanitizeMenu', () => {
  it('fills every missing field with the spec defaults', () => {
    expect(sanitizeMenu([{ id: 'line' }])).toEqual([
      {
        id: 'line',
        section: 'line',
        siteId: 0,
        link: '',
        langKey: '',
        actionType: 2,
        visibilityByAuth: 'all',
        sign: '',
        icon: { id: '', section: '', path: '' },
        providerType: 'default',
        apiKey: '',
        isOnErrorPage: false,
        visible: true,
        subItems: [],
      },
    ]);
  });

  it('reads the spec field names of a full item', () => {
    const [item] = sanitizeMenu([
      {
        id: 7,
        section: 'live casino',
        site_id: '3',
        link: '/live-casino',
        title: 'menu_live_casino',
        actionType: 'router',
        visibility_by_auth: 'auth',
        sign: 'new',
        icon: { id: 5, section: 'casino', path: '/img/lc.svg' },
        provider_type: 'evolution',
        api_key: 'k1',
        isErrorPage: '1',
        visible: 'true',
        subMenuItems: [{ id: 1, langKey: 'roulette', link: '/live-casino/roulette', icon: '/img/r.png' }, 'junk'],
      },
    ]);
    expect(item).toEqual({
      id: '7',
      section: 'live_casino',
      siteId: 3,
      link: '/live-casino',
      langKey: 'menu_live_casino',
      actionType: 3,
      visibilityByAuth: 'auth',
      sign: 'new',
      icon: { id: '5', section: 'casino', path: '/img/lc.svg' },
      providerType: 'evolution',
      apiKey: 'k1',
      isOnErrorPage: true,
      visible: true,
      subItems: [{ id: '1', langKey: 'roulette', link: '/live-casino/roulette', icon: '/img/r.png', actionType: 2 }],
    });
  });

  it('hides an item switched off with any off value', () => {
    expect(sanitizeMenu([{ visible: 0 }, { visible: 'false' }, { visible: 'no' }]).map((item) => item.visible)).toEqual(
      [false, false, false],
    );
  });

  it('drops unsafe links instead of rendering them', () => {
    const [item] = sanitizeMenu([{ link: 'javascript:alert(1)', subMenuItems: [{ link: 'data:text/html,x' }] }]);
    expect(item?.link).toBe('');
    expect(item?.subItems[0]?.link).toBe('');
  });

  it('reads a non-array menu as empty and skips non-object entries', () => {
    expect(sanitizeMenu({ 0: { id: 'x' } })).toEqual([]);
    expect(sanitizeMenu([null, 1, 'a', [], { id: 'ok' }]).map((item) => item.id)).toEqual(['ok']);
  });

  it('gives an entry without an id its position as id', () => {
    expect(sanitizeMenu([{}, { id: {} }]).map((item) => item.id)).toEqual(['0', '1']);
  });
});

describe('toActionType', () => {
  it.each([
    [1, 1],
    ['href', 1],
    [2, 2],
    ['blank', 2],
    ['3', 3],
    ['router', 3],
    ['not_link', 4],
    [5, 5],
    ['betting_sport', 5],
    [0, 2],
    [6, 2],
    ['toString', 2],
    [undefined, 2],
  ])('reads %j as action type %j', (value, expected) => {
    expect(toActionType(value)).toBe(expected);
  });
});

describe('toMenuSection', () => {
  it.each([
    ['Slots', 'slots'],
    ['live casino', 'live_casino'],
    ['E-Sports', 'esports'],
    ['virtual sports', 'virtual_sports'],
    ['bets place', 'bets_place'],
    ['unknown', null],
    [3, null],
  ])('maps %j to %j', (value, expected) => {
    expect(toMenuSection(value)).toBe(expected);
  });
});
