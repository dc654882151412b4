import { describe, expect, it } from 'vitest';
import { type ComboboxState, comboboxKey } from './combobox-keys';

const state = (s: Partial<ComboboxState> = {}): ComboboxState => ({
  open: true,
  active: null,
  count: 3,
  hasText: true,
  ...s,
});

describe('comboboxKey', () => {
  it('moves down to the next option and wraps from the last to the first', () => {
    expect(comboboxKey('ArrowDown', state())).toEqual({ type: 'activate', index: 0 });
    expect(comboboxKey('ArrowDown', state({ active: 0 }))).toEqual({ type: 'activate', index: 1 });
    expect(comboboxKey('ArrowDown', state({ active: 2 }))).toEqual({ type: 'activate', index: 0 });
  });

  it('moves up to the previous option and wraps from the first to the last', () => {
    expect(comboboxKey('ArrowUp', state())).toEqual({ type: 'activate', index: 2 });
    expect(comboboxKey('ArrowUp', state({ active: 2 }))).toEqual({ type: 'activate', index: 1 });
    expect(comboboxKey('ArrowUp', state({ active: 0 }))).toEqual({ type: 'activate', index: 2 });
  });

  it('opens a closed list on the first option with Down and on the last with Up', () => {
    expect(comboboxKey('ArrowDown', state({ open: false, active: 1 }))).toEqual({ type: 'activate', index: 0 });
    expect(comboboxKey('ArrowUp', state({ open: false }))).toEqual({ type: 'activate', index: 2 });
  });

  it('leaves the arrows to the input when there is nothing to choose', () => {
    expect(comboboxKey('ArrowDown', state({ count: 0 }))).toBeNull();
    expect(comboboxKey('ArrowUp', state({ count: 0 }))).toBeNull();
  });

  it('jumps to the ends with Home and End only while an option is active, else leaves them to the caret', () => {
    expect(comboboxKey('Home', state({ active: 2 }))).toEqual({ type: 'activate', index: 0 });
    expect(comboboxKey('End', state({ active: 0 }))).toEqual({ type: 'activate', index: 2 });
    expect(comboboxKey('Home', state())).toBeNull();
    expect(comboboxKey('End', state({ open: false, active: 1 }))).toBeNull();
  });

  it('chooses the active option with Enter and ignores Enter without one', () => {
    expect(comboboxKey('Enter', state({ active: 1 }))).toEqual({ type: 'choose', index: 1 });
    expect(comboboxKey('Enter', state())).toBeNull();
    expect(comboboxKey('Enter', state({ open: false, active: 1 }))).toBeNull();
  });

  it('closes an open list with Escape, clears the text with a second Escape, then does nothing', () => {
    expect(comboboxKey('Escape', state({ active: 1 }))).toEqual({ type: 'close' });
    expect(comboboxKey('Escape', state({ open: false }))).toEqual({ type: 'clear' });
    expect(comboboxKey('Escape', state({ open: false, hasText: false }))).toBeNull();
  });

  it('leaves typing and caret keys to the input', () => {
    for (const key of ['a', 'ArrowLeft', 'ArrowRight', 'Backspace', 'Tab'])
      expect(comboboxKey(key, state())).toBeNull();
  });
});
