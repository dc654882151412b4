// The embeddable statistics widget (issue 23 §2, ADR 0068). The route table imports this module, so
// all it holds rides in the first load: one lazy import for the widget, its demo host and the site's
// own host of the statistics modal.
import type { RouteObject } from 'react-router';
import { registerStatisticsFrameHost } from '../statistics';

const load = () => import('./widget-pages');

// The site's statistics modal shows the widget, whose prices go to our own slip (loaded at the first modal).
registerStatisticsFrameHost(() => load().then((m) => m.connectSiteFrame));

/**
 * Under `/:lang`, outside the site's layout: the statistics pages again under the widget's prefix
 * (`widget/statisticpopup/…`) inside the widget's shell, and the demo host page. The router copies
 * route objects into its own, so the statistics routes may sit in two places.
 */
export function statisticsWidgetRoutes(statisticsPages: readonly RouteObject[]): RouteObject[] {
  return [
    {
      path: 'widget',
      lazy: () => load().then((m) => ({ Component: m.WidgetShell })),
      children: [...statisticsPages],
    },
    { path: 'widget-demo', lazy: () => load().then((m) => ({ Component: m.DemoHostPage })) },
  ];
}
