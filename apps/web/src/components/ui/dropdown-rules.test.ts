import { describe, expect, it } from 'vitest';
import { canChangeDropdown, type DropdownLocks } from './dropdown-rules';

describe('canChangeDropdown', () => {
  const table: Array<[string, DropdownLocks, { open: boolean; close: boolean }]> = [
    ['no locks', {}, { open: true, close: true }],
    ['disabled', { disabled: true }, { open: false, close: false }],
    ['cannot-open', { cannotOpen: true }, { open: false, close: true }],
    ['cannot-close', { cannotClose: true }, { open: true, close: false }],
    ['cannot-open and cannot-close', { cannotOpen: true, cannotClose: true }, { open: false, close: false }],
  ];

  it.each(table)('with %s the dropdown may open / close: %j', (_, locks, expected) => {
    expect({ open: canChangeDropdown(true, locks), close: canChangeDropdown(false, locks) }).toEqual(expected);
  });
});
