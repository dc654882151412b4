import type { RouteObject } from 'react-router';

/** The appeal form a blocked player reaches from the block page (`/:lang/block-appeal`). */
export const blockAppealRoutes: RouteObject[] = [
  {
    path: 'block-appeal',
    lazy: () => import('./block-appeal-page').then((m) => ({ Component: m.BlockAppealPage })),
  },
];
