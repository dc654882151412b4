import type { RouteObject } from 'react-router';
import { loadMessagesPage } from '../messages';
import { loadSettingsPage } from '../player-settings';
import { loadSupportPage } from '../support';
import { loadVerificationPage } from '../verification';

/** The office frame; the route table wraps it in its players-only guard and puts the office pages in it. */
export const loadOfficeLayout = () => import('./office-layout').then((m) => m.OfficeLayout);

/** The office's own pages under `/:lang/office` (each split into its own chunk). */
export const officeRoutes: RouteObject[] = [
  { path: 'profile', lazy: () => import('./profile-page').then((m) => ({ Component: m.ProfilePage })) },
  { path: 'security', lazy: () => import('./security-page').then((m) => ({ Component: m.SecurityPage })) },
  { path: 'sessions', lazy: () => import('./sessions-page').then((m) => ({ Component: m.SessionsPage })) },
  { path: 'verification', lazy: () => loadVerificationPage().then((Component) => ({ Component })) },
  { path: 'settings', lazy: () => loadSettingsPage().then((Component) => ({ Component })) },
  { path: 'messages', lazy: () => loadMessagesPage().then((Component) => ({ Component })) },
  { path: 'support', lazy: () => loadSupportPage().then((Component) => ({ Component })) },
];
