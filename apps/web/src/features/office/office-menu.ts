/** Office pages reachable from the header menu and the office's own menu, in menu order. */
export const OFFICE_MENU = ['profile', 'payments', 'bets', 'limits', 'security', 'sessions', 'verification'] as const;
