import { describe, expect, it } from 'vitest';
import { filterMenuSection, MENU_SECTION_IDS } from './menu-section';
import { fromWireParams, toWireParams, WIRE_NAMES } from './wire-names';

describe('toWireParams', () => {
  it.each(Object.entries(WIRE_NAMES))('sends %s as %s', (payloadName, wireName) => {
    expect(toWireParams({ [payloadName]: 1 })).toEqual({ [wireName]: 1 });
  });

  it('passes fields whose wire name is the payload name unchanged', () => {
    expect(toWireParams({ gameId: 5, partner: 1, lng: 'en' })).toEqual({ gameId: 5, partner: 1, lng: 'en' });
  });

  it('lets the vocabulary field win over a raw wire key given alongside it, in either order', () => {
    expect(toWireParams({ champ: 1, champId: 2 })).toEqual({ champ: 2 });
    expect(toWireParams({ champId: 2, champ: 1 })).toEqual({ champ: 2 });
  });

  it('types the renamed keys', () => {
    const wire = toWireParams({ sportId: 1, count: 10 });
    const sport: number = wire.sport;
    const count: number = wire.count;
    expect([sport, count]).toEqual([1, 10]);
  });
});

describe('fromWireParams', () => {
  it('renames wire names back to payload names, the inverse of toWireParams', () => {
    const payload = { champId: 1, sportId: 2, subSportId: 3, groupId: 4, coefViewId: 0, pinnedGames: '5,6', page: 2 };
    expect(fromWireParams(toWireParams(payload))).toEqual(payload);
  });
});

describe('filterMenuSection', () => {
  it('allows exactly 3, 7, 8, 9, 11, 13, 28 and 1001 to 1012', () => {
    const allowed = Array.from({ length: 1100 }, (_, id) => id).filter((id) => MENU_SECTION_IDS.has(id));
    expect(allowed).toEqual([3, 7, 8, 9, 11, 13, 28, ...Array.from({ length: 12 }, (_, i) => 1001 + i)]);
  });

  it('keeps strings and drops empty strings and other types', () => {
    expect(filterMenuSection(['top', '', null, true, 13])).toEqual([13, 'top']);
  });
});
