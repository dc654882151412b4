// @vitest-environment jsdom
import { SEARCH_MAX } from '@fairline/shared/enums/limits';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  arsenalChelsea,
  renderSportsbook,
  testQueryClient,
  useEnglishStrings,
} from '../../../test/render-sportsbook.testing';
import type { Game } from '../../feed';
import { SEARCH_DEBOUNCE_MS, SearchBox } from './search-box';

const liveGame = arsenalChelsea({
  I: 7,
  O1: 'Arsenal',
  O2: 'Spurs',
  SC: { FS: { S1: 2, S2: 1 }, TS: 66 * 60 + 10, TP: 90 * 60, CPS: '2nd half' },
});
const lineGame = arsenalChelsea({ I: 8, O1: 'Arsenal', O2: 'Chelsea' });
const twoWay = arsenalChelsea({
  I: 9,
  SI: 4,
  O1: 'Arsenal Tennis',
  O2: 'B. Player',
  E: [
    { T: 401, G: 101, C: 1.5 },
    { T: 402, G: 101, C: 2.6 },
  ],
});

function GamePage() {
  const { feed, id } = useParams();
  return <p>{`game page ${feed} ${id}`}</p>;
}

/** The search box above a router, so choosing a result really changes the page. */
function renderWithPages() {
  const client = testQueryClient();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en']}>
        <SearchBox />
        <Routes>
          <Route path="/:lang" element={<p>home</p>} />
          <Route path="/:lang/:feed/game/:id" element={<GamePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('<SearchBox/>', () => {
  let answers: { live: Game[]; line: Game[] };
  const fetchMock = vi.fn(async (url: RequestInfo | URL) => {
    const value = String(url).includes('LiveFeed') ? answers.live : answers.line;
    return new Response(JSON.stringify({ Success: true, Value: value }));
  });

  beforeEach(() => {
    useEnglishStrings();
    answers = { live: [liveGame], line: [lineGame, twoWay] };
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const input = () => screen.getByRole('combobox', { name: 'Search events' }) as HTMLInputElement;
  const key = (k: string) => fireEvent.keyDown(input(), { key: k });
  const activeOption = () => {
    const id = input().getAttribute('aria-activedescendant');
    return id ? document.getElementById(id) : null;
  };

  async function typeAndWait(text: string) {
    act(() => input().focus());
    fireEvent.change(input(), { target: { value: text } });
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await screen.findAllByRole('option');
  }

  it('accepts at most 100 characters', () => {
    renderSportsbook(<SearchBox />);
    fireEvent.change(input(), { target: { value: 'a'.repeat(150) } });
    expect(input().value).toHaveLength(SEARCH_MAX);
    expect(input().maxLength).toBe(100);
  });

  it('searches once typing has paused for 250 ms, in both feeds', async () => {
    renderSportsbook(<SearchBox />);
    fireEvent.change(input(), { target: { value: 'Ars' } });
    fireEvent.change(input(), { target: { value: 'Arsenal' } });
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    const urls = fetchMock.mock.calls.map((call) => String((call as unknown[])[0]));
    expect(urls).toHaveLength(2);
    expect(urls.every((url) => url.includes('Web_SearchZip') && url.includes('text=Arsenal'))).toBe(true);
  });

  it('moves the active option with the arrows through aria-activedescendant, wrapping at both ends', async () => {
    renderWithPages();
    await typeAndWait('Arsenal');
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(activeOption()).toBeNull();
    key('ArrowDown');
    expect(activeOption()?.getAttribute('aria-label')).toMatch(/^Arsenal – Spurs, .*2:1, /);
    expect(activeOption()?.getAttribute('aria-selected')).toBe('true');
    key('ArrowDown');
    expect(activeOption()?.getAttribute('aria-label')).toMatch(/^Arsenal – Chelsea/);
    key('ArrowDown');
    key('ArrowDown');
    expect(activeOption()?.getAttribute('aria-label')).toMatch(/^Arsenal – Spurs, .*2:1, /);
    key('ArrowUp');
    expect(activeOption()?.getAttribute('aria-label')).toMatch(/^Arsenal Tennis – B. Player/);
    expect(screen.getAllByRole('option', { selected: true })).toHaveLength(1);
    expect(document.activeElement).toBe(input());
  });

  it('jumps to the first and last option with Home and End while an option is active', async () => {
    renderWithPages();
    await typeAndWait('Arsenal');
    key('Home');
    expect(activeOption()).toBeNull();
    key('ArrowDown');
    key('End');
    expect(activeOption()?.getAttribute('aria-label')).toMatch(/^Arsenal Tennis/);
    key('Home');
    expect(activeOption()?.getAttribute('aria-label')).toMatch(/^Arsenal – Spurs, .*2:1, /);
  });

  it('opens the active result with Enter and closes the list on the game page', async () => {
    renderWithPages();
    await typeAndWait('Arsenal');
    key('ArrowDown');
    key('ArrowDown');
    key('Enter');
    expect(await screen.findByText('game page line 8')).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('ignores Enter until an option is active', async () => {
    renderWithPages();
    await typeAndWait('Arsenal');
    key('Enter');
    expect(screen.getByText('home')).toBeTruthy();
    expect(screen.getByRole('listbox')).toBeTruthy();
  });

  it('closes the list with Escape keeping the text, and clears the text with a second Escape', async () => {
    renderWithPages();
    await typeAndWait('Arsenal');
    key('ArrowDown');
    key('Escape');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input().getAttribute('aria-activedescendant')).toBeNull();
    expect(input().value).toBe('Arsenal');
    key('Escape');
    expect(input().value).toBe('');
  });

  it('reopens a closed list on the first option with ArrowDown', async () => {
    renderWithPages();
    await typeAndWait('Arsenal');
    key('Escape');
    key('ArrowDown');
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(activeOption()?.getAttribute('aria-label')).toMatch(/^Arsenal – Spurs, .*2:1, /);
  });

  it('announces the number of results politely, and "No results" when nothing matches', async () => {
    renderWithPages();
    await typeAndWait('Arsenal');
    expect(screen.getByRole('status').textContent).toBe('3 results');
    answers = { live: [], line: [] };
    fireEvent.change(input(), { target: { value: 'Nobody' } });
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await screen.findByText('No results');
    expect(screen.getByRole('status').textContent).toBe('No results');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('shows a live result with its score and clock, and every result with its main prices', async () => {
    renderWithPages();
    await typeAndWait('Arsenal');
    const [live, line, tennis] = screen.getAllByRole('option');
    expect(within(live as HTMLElement).getByText('2:1')).toBeTruthy();
    expect(within(live as HTMLElement).getByText("67'")).toBeTruthy();
    expect(live?.getAttribute('aria-label')).toContain('1 2.10, X 3.40, 2 3.50');
    expect(within(line as HTMLElement).getByText('3.40')).toBeTruthy();
    expect(within(line as HTMLElement).queryByText('2:1')).toBeNull();
    expect(tennis?.getAttribute('aria-label')).toContain('1 1.50, 2 2.60');
    expect(tennis?.getAttribute('aria-label')).not.toContain('X ');
  });

  it('names a result by its words in the order shown (WCAG 2.5.3): teams, championship, score, clock, prices', async () => {
    renderWithPages();
    await typeAndWait('Arsenal');
    const live = screen.getAllByRole('option')[0] as HTMLElement;
    // Letters and digits only: the shown spans sit side by side without spaces in the markup.
    const words = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, '');
    expect(words(live.getAttribute('aria-label') ?? '')).toBe(words(live.textContent ?? ''));
    expect(live.getAttribute('aria-label')).toMatch(/^Arsenal – Spurs, .+, 2:1, 67', 1 2\.10, X 3\.40, 2 3\.50$/);
  });

  it('shows a suspended draw as a lock and keeps the three prices', async () => {
    answers = {
      live: [],
      line: [
        arsenalChelsea({
          E: [
            { T: 1, G: 1, C: 2.1 },
            { T: 3, G: 1, C: 3.5 },
          ],
        }),
      ],
    };
    renderWithPages();
    await typeAndWait('Arsenal');
    expect(screen.getByRole('option').getAttribute('aria-label')).toContain('1 2.10, X Suspended, 2 3.50');
  });

  it('opens a result by click and closes the list, the input keeping focus on press', async () => {
    renderWithPages();
    await typeAndWait('Arsenal');
    const [live] = screen.getAllByRole('option');
    const pressed = fireEvent.mouseDown(live as HTMLElement);
    expect(pressed).toBe(false);
    fireEvent.click(live as HTMLElement);
    expect(await screen.findByText('game page live 7')).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('closes the list when focus leaves the search box', async () => {
    renderWithPages();
    await typeAndWait('Arsenal');
    fireEvent.blur(input(), { relatedTarget: document.body });
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
