// @vitest-environment jsdom
import type { FeedGamePage } from '@fairline/shared/wire/feed';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite, scriptFetch } from '../../test/accounts-test-utils';
import MatchCentre from './match-centre';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// A live table tennis game (drawn as a table, ADR 0047).
const game = { I: 11, CI: 110, SI: 10, O1: 'Ivanov S.', O2: 'Petrov A.', SC: {} } as unknown as FeedGamePage;
const tabs = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('the match centre’s tabs', () => {
  it('has the insights tab while the brand keeps betting.isInsightsEnabled on (its default), none when off', async () => {
    scriptFetch({});
    renderWithSite(<MatchCentre game={game} />);
    await screen.findAllByRole('tab');
    expect(tabs()).toEqual(['Tracker', 'Chronology', 'Insights']);
    cleanup();
    renderWithSite(<MatchCentre game={game} />, { betting: { isInsightsEnabled: false } });
    await screen.findAllByRole('tab');
    expect(tabs()).toEqual(['Tracker', 'Chronology']);
  });
});
