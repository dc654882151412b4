import { describe, expect, it } from 'vitest';
import { checkName } from './name';

describe('checkName', () => {
  it.each([
    'Ivan',
    'Анна-Мария',
    "O'Connor",
    'O’Brien',
    'D`Artagnan',
    'José Luis',
    'Zoë',
    'Ş\u0327ule',
    'Mañana de la Cruz',
    '李小龍',
  ])('accepts the name %s', (name) => {
    expect(checkName(name)).toBeNull();
  });

  it.each(['Ivan1', 'ivan@', 'Ivan_Petrov', 'Ivan.', 'Ivan!', '😀', 'Ivan\tPetrov'])(
    'refuses %j for a character outside letters, backtick, apostrophe, space and hyphen',
    (name) => {
      expect(checkName(name)).toEqual({ key: 'name_available_symbols' });
    },
  );

  it('lets an empty name pass', () => {
    expect(checkName('')).toBeNull();
  });
});
