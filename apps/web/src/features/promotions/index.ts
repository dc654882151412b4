// The promotions pages (issue 22, ADR 0044): the campaigns running for the visitor, grouped in
// sections, a page per campaign with its terms, and registration for guests. Each page loads on its own.
export { promotionsRoutes } from './routes';
