// @vitest-environment jsdom
import { ScrollerConfig } from '@fairline/shared/enums/limits';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { prefixOffsets, visibleRange } from './window-math';
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

describe('visibleRange', () => {
  const offsets = prefixOffsets([40, 60, 60, 60, 60, 60, 60, 60]);

  it('starts at the first row reaching into the buffer above the viewport', () => {
    expect(visibleRange(offsets, 400, 100, ScrollerConfig.bufferPx)).toEqual({ start: 3, end: 8 });
  });

  it('is empty for an empty list', () => {
    expect(visibleRange([0], 0, 600, 200)).toEqual({ start: 0, end: 0 });
  });
});
