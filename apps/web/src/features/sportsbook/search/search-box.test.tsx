// @vitest-environment jsdom
import { SEARCH_MAX } from '@fairline/shared/enums/limits';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSportsbook, useEnglishStrings } from '../../../test/render-sportsbook.testing';
import { SEARCH_DEBOUNCE_MS, SearchBox } from './search-box';

describe('<SearchBox/>', () => {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ Success: true, Value: [] })));

  beforeEach(() => {
    useEnglishStrings();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('accepts at most 100 characters', () => {
    renderSportsbook(<SearchBox />);
    const input = screen.getByRole('combobox', { name: 'Search events' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'a'.repeat(150) } });
    expect(input.value).toHaveLength(SEARCH_MAX);
    expect(input.maxLength).toBe(100);
  });

  it('searches once typing has paused for 250 ms, in both feeds', async () => {
    renderSportsbook(<SearchBox />);
    const input = screen.getByRole('combobox', { name: 'Search events' });
    fireEvent.change(input, { target: { value: 'Ars' } });
    fireEvent.change(input, { target: { value: 'Arsenal' } });
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    const urls = fetchMock.mock.calls.map((call) => String((call as unknown[])[0]));
    expect(urls).toHaveLength(2);
    expect(urls.every((url) => url.includes('Web_SearchZip') && url.includes('text=Arsenal'))).toBe(true);
  });
});
