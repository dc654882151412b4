import type { RouteObject } from 'react-router';

// One lazy chunk for the three screens; the layout shows the one its path names (ADR 0061).
const layout = () => import('./friend-layout').then((m) => ({ Component: m.FriendLayout }));

/** Bring a friend's office pages under `/:lang/office`: main, rules, banners. */
export const friendRoutes: RouteObject[] = [
  { path: 'friend', lazy: layout },
  { path: 'friend/rules', lazy: layout },
  { path: 'friend/banners', lazy: layout },
];
