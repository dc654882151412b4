// @vitest-environment jsdom
import { ScrollerConfig } from '@fairline/shared/enums/limits';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cssOffsets, prefixOffsets, visibleRange } from './window-math';
import { WindowedList } from './windowed-list';

const items = Array.from({ length: 5000 }, (_, i) => i);

describe('<WindowedList/>', () => {
  afterEach(cleanup);

  it('mounts only the rows in the viewport and its 200 px buffer, while sizing the list for all rows', () => {
    window.innerHeight = 600;
    const { container } = render(
      <WindowedList
        items={items.slice(0, 500)}
        itemHeight={() => 50}
        itemKey={String}
        renderItem={(i) => `Row ${i}`}
      />,
    );
    // 600 px of viewport + 200 px below: rows 0–15.
    expect(screen.queryByText('Row 15')).not.toBeNull();
    expect(screen.queryByText('Row 16')).toBeNull();
    expect(screen.queryByText('Row 499')).toBeNull();
    expect((container.firstChild as HTMLElement).style.blockSize).toBe('25000px');
  });

  it('places rows by their CSS lengths when given, so a container query can resize them before the script measures', () => {
    const { container } = render(
      <WindowedList
        items={['champ 1', 'game 1', 'game 2', 'champ 2', 'game 3']}
        itemHeight={(row) => (row.startsWith('champ') ? 40 : 60)}
        itemSize={(row) => `var(--row-${row.split(' ')[0]})`}
        itemKey={String}
        renderItem={String}
      />,
    );
    const list = container.firstChild as HTMLElement;
    const rows = [...list.children] as HTMLElement[];
    expect(rows.map((row) => row.style.insetBlockStart)).toEqual([
      '0px',
      'calc(var(--row-champ))',
      'calc(var(--row-champ) + var(--row-game))',
      'calc(var(--row-champ) + 2 * var(--row-game))',
      'calc(2 * var(--row-champ) + 2 * var(--row-game))',
    ]);
    expect(rows[1]?.style.blockSize).toBe('var(--row-game)');
    expect(list.style.blockSize).toBe('calc(2 * var(--row-champ) + 3 * var(--row-game))');
  });

  it('keeps at most 1000 rows and says the limit was reached', () => {
    render(
      <WindowedList
        items={items}
        itemHeight={() => 50}
        itemKey={String}
        renderItem={(i) => `Row ${i}`}
        limitNotice="Rendered items limit reached"
      />,
    );
    expect(screen.getByText('Rendered items limit reached')).toBeTruthy();
  });
});

describe('cssOffsets', () => {
  it('gives the tops of the rows asked for only, and the whole height', () => {
    expect(cssOffsets(['a', 'b', 'a'], (s) => `var(--${s})`, 1, 3)).toEqual({
      tops: ['calc(var(--a))', 'calc(var(--a) + var(--b))'],
      total: 'calc(2 * var(--a) + var(--b))',
    });
    expect(cssOffsets([], String, 0, 0)).toEqual({ tops: [], total: '0px' });
  });
});

describe('visibleRange', () => {
  const offsets = prefixOffsets([40, 60, 60, 60, 60, 60, 60, 60]);

  it('starts at the first row reaching into the buffer above the viewport', () => {
    expect(visibleRange(offsets, 400, 100, ScrollerConfig.bufferPx)).toEqual({ start: 3, end: 8 });
  });

  it('is empty for an empty list', () => {
    expect(visibleRange([0], 0, 600, 200)).toEqual({ start: 0, end: 0 });
  });
});
