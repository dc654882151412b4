// The support feature: the office's Support page (contact form by topic, tickets and their replies), loaded on its own.
export const loadSupportPage = () => import('./support-page').then((m) => m.SupportPage);
