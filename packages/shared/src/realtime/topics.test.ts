import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTopic, readFeedTopic, topics } from './topics';

describe('topics', () => {
  it('builds the names the WebSocket protocol documents', () => {
    expect(topics.sport(1, 'live')).toBe('feed:sport:1:live');
    expect(topics.sport(4, 'line')).toBe('feed:sport:4:line');
    expect(topics.champ(88)).toBe('feed:champ:88');
    expect(topics.game(123)).toBe('feed:game:123');
    expect(topics.games).toBe('feed:games');
    expect(topics.user('u-7')).toBe('user:u-7');
    expect(topics.user(42)).toBe('user:42');
    expect(topics.crash('main')).toBe('casino:crash:main');
  });

  it.each([
    ['feed:sport:1:line', { kind: 'feed' }],
    ['feed:champ:88', { kind: 'feed' }],
    ['feed:game:123', { kind: 'feed' }],
    ['feed:games', { kind: 'feed' }],
    ['user:42', { kind: 'user', userId: '42' }],
    ['casino:crash:main', { kind: 'crash', room: 'main' }],
    ['casino:crash:', null],
    ['casino:crash:Main', null],
    ['casino:crash:main:1', null],
    ['feed:sport:1:prematch', null],
    ['feed:game:abc', null],
    ['feed:*', null],
    ['user:', null],
    ['user:a b', null],
    ['news', null],
  ])('reads %s as %o', (topic, expected) => {
    expect(parseTopic(topic)).toEqual(expected);
  });

  it('reads back every name it builds, and a user topic with its user', () => {
    const id = fc.integer({ min: 1, max: 999_999_999 });
    fc.assert(
      fc.property(id, fc.constantFrom<'line' | 'live'>('line', 'live'), (n, feed) => {
        for (const name of [topics.sport(n, feed), topics.champ(n), topics.game(n), topics.games]) {
          expect(parseTopic(name)).toEqual({ kind: 'feed' });
        }
        expect(parseTopic(topics.user(n))).toEqual({ kind: 'user', userId: String(n) });
      }),
    );
  });

  it('reads a feed topic back into what it names, and nothing else as a feed topic', () => {
    expect(readFeedTopic(topics.sport(4, 'line'))).toEqual({ of: 'sport', sportId: 4, feed: 'line' });
    expect(readFeedTopic(topics.champ(88))).toEqual({ of: 'champ', champId: 88 });
    expect(readFeedTopic(topics.game(4_294_967_305))).toEqual({ of: 'game', gameId: 4_294_967_305 });
    expect(readFeedTopic(topics.games)).toEqual({ of: 'games' });
    for (const other of [topics.user(42), 'feed:sport:1:prematch', 'feed:game:', 'feed:games2']) {
      expect(readFeedTopic(other)).toBeNull();
    }
  });
});
