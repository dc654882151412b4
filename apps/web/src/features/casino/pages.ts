// The casino's page loaders, in a chunk of their own: the shell's route table holds one import of this
// module for every casino route (the home route's first load carries no list of the casino's chunks),
// and each page still loads on its own.
import type { ComponentType } from 'react';

const LOADERS = {
  lobby: () => import('./lobby-page').then((m) => m.LobbyPage),
  game: () => import('./game-page').then((m) => m.GamePage),
  favorites: () => import('./favorites-page').then((m) => m.CasinoFavoritesPage),
  my: () => import('./my-casino-page').then((m) => m.MyCasinoPage),
  providers: () => import('./providers-page').then((m) => m.ProvidersPage),
  verify: () => import('./verify-page').then((m) => m.VerifyPage),
  history: () => import('./history-page').then((m) => m.CasinoHistoryPage),
} satisfies Record<string, () => Promise<ComponentType>>;

export type CasinoPage = keyof typeof LOADERS;

/** A route's `lazy` answer for a casino page. */
export async function loadPage(page: CasinoPage): Promise<{ Component: ComponentType }> {
  return { Component: await LOADERS[page]() };
}
