// Player settings in the office: sports hidden from the line and live feeds, mailing preferences and
// the account's settings (issue 20, ADR 0030). The page loads on its own.
export const loadSettingsPage = () => import('./settings-page').then((m) => m.SettingsPage);
