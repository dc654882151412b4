// The betting pages; the app shell places them in its route table.
export { HomeEvents, loadHomeEvents } from './home/home-events-lazy';
export { sportsbookRoutes } from './routes';
