import type { RouteObject } from 'react-router';

/** The promotions pages under `/:lang` (the spec's `promo` route): the list and a page per campaign. */
export const promotionsRoutes: RouteObject[] = [
  { path: 'promo', lazy: () => import('./promotions-page').then((m) => ({ Component: m.PromotionsPage })) },
  { path: 'promo/:promoSlug', lazy: () => import('./promotion-page').then((m) => ({ Component: m.PromotionPage })) },
];
