import { describe, expect, it } from 'vitest';
import {
  GENERIC_QUERY_ERROR,
  GENERIC_SERVER_ERROR,
  isUnsuccessful,
  pickErrorMessage,
  pickErrorTitle,
  pickUnsuccessfulMessage,
} from './messages';

describe('pickErrorMessage', () => {
  it.each([
    ['first errors detail', { errors: [{ detail: 'd1' }, { detail: 'd2' }], message: 'm' }, 'thrown', 'd1'],
    ['response message', { errors: [{ title: 'no detail' }], message: 'm' }, 'thrown', 'm'],
    ['thrown message', { message: '' }, 'thrown', 'thrown'],
    ['generic server-error text', 'not an object', undefined, GENERIC_SERVER_ERROR],
    ['generic text over a blank thrown message', undefined, '  ', GENERIC_SERVER_ERROR],
  ])('chooses the %s', (_, body, thrown, expected) => {
    expect(pickErrorMessage(body, thrown)).toBe(expected);
  });
});

describe('pickUnsuccessfulMessage', () => {
  it.each([
    [{ message: 'm', Error: 'E', detail: 'd' }, 'm'],
    [{ Error: 'E', detail: 'd' }, 'E'],
    [{ detail: 'd' }, 'd'],
    [{ errors: [{ detail: 'ed' }] }, 'ed'],
    [{}, GENERIC_QUERY_ERROR],
  ])('reads %j as %j', (body, expected) => {
    expect(pickUnsuccessfulMessage(body)).toBe(expected);
  });
});

describe('isUnsuccessful', () => {
  it.each([
    [{ success: false }, true],
    [{ Success: false }, true],
    [{ success: true }, false],
    [{ success: 0 }, false],
    [{}, false],
    [null, false],
    ['text', false],
  ])('flags %j as %j', (body, expected) => {
    expect(isUnsuccessful(body)).toBe(expected);
  });
});

describe('pickErrorTitle', () => {
  it('prefers the errors entry title, then the body title, then the status text', () => {
    expect(pickErrorTitle({ errors: [{ title: 'A' }], title: 'B' }, 'C')).toBe('A');
    expect(pickErrorTitle({ title: 'B' }, 'C')).toBe('B');
    expect(pickErrorTitle({}, 'C')).toBe('C');
    expect(pickErrorTitle({}, '')).toBeUndefined();
  });
});
