// The betting pages and the pieces the app shell wires in (route table: routes.tsx).

export { GamePage, LineGamePage, LiveGamePage } from './game/game-page';
export { CyberLinePage, CyberLivePage, FeedPage, LinePage, LivePage } from './games/feed-page';
export { CyberHomePage, HomeBettingPage, SportsbookHome } from './home/sportsbook-home';
export { SportsbookLayout } from './layout/sportsbook-layout';
export { useLiveUpdates } from './live/use-live-updates';
export { OddsButton } from './odds/odds-button';
export { BettingSettingsBar, OddsFormatSwitcher } from './odds/odds-format-switcher';
export { sportsbookRoutes } from './routes';
export { SearchBox } from './search/search-box';
