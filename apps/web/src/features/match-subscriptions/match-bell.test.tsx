// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithSite } from '../../test/accounts-test-utils';
import { MatchBell } from './match-bell';

afterEach(cleanup);

describe('the match bell', () => {
  it('rings on a game row while the brand offers notifications (betting.isGameNotifySettingsEnabled, default on)', async () => {
    renderWithSite(<MatchBell gameId={7} constId={70} name="Home – Away" />);
    expect(await screen.findByTestId('match-bell-7')).toBeTruthy();
  });

  it('is not there at all where the brand switches notifications off', async () => {
    renderWithSite(<MatchBell gameId={7} constId={70} name="Home – Away" />, {
      betting: { isGameNotifySettingsEnabled: false },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('match-bell-7')).toBeNull();
  });
});
