import fp from 'fastify-plugin';
import { type StatisticsWidgetOptions, statisticsWidgetRoutes } from './statistics-widget.routes';

/** The embeddable statistics widget's page policies and the demo host's gate (issue 23 §2; ADR 0068). */
export const statisticsWidgetPlugin = fp<StatisticsWidgetOptions>(
  async (app, opts) => {
    statisticsWidgetRoutes(app, opts);
  },
  { name: 'statistics-widget' },
);

export { isDemoHostPage, isWidgetPage, widgetPagePolicy } from './statistics-widget.service';
