// The embeddable statistics widget's pages (issue 23 §2, ADR 0068): which paths are the widget and its
// demo host, and the policies they are served with. Everything else keeps the site's own headers.
import { frameAncestorsDirective } from '@fairline/shared/statistics-widget/origins';
import { WIDGET_PREFIX } from '@fairline/shared/statistics-widget/params';
import { CONTENT_SECURITY_POLICY } from '../../plugins/security-headers';

/** The demo host page, under the language like every page. */
export const DEMO_HOST_SEGMENT = 'widget-demo';

const WIDGET_PAGE = new RegExp(`^/[a-z]{2,3}(?:-[a-z]{2})?/${WIDGET_PREFIX}/statisticpopup(?:/|$)`, 'i');
const DEMO_PAGE = new RegExp(`^/[a-z]{2,3}(?:-[a-z]{2})?/${DEMO_HOST_SEGMENT}/?$`, 'i');

/** Whether a request path (query included or not) is one of the widget's pages. */
export function isWidgetPage(url: string): boolean {
  return WIDGET_PAGE.test(url.split('?')[0] ?? '');
}

/** Whether a request path is the demo host page. */
export function isDemoHostPage(url: string): boolean {
  return DEMO_PAGE.test(url.split('?')[0] ?? '');
}

const withDirective = (name: string, value: string) =>
  CONTENT_SECURITY_POLICY.split('; ')
    .map((directive) => (directive.startsWith(`${name} `) ? value : directive))
    .join('; ');

/**
 * The widget page's policy: the site's own, except that it may be framed by ourselves and the brand's
 * allowed origins (`application.statisticsWidgetOrigins`), and by nobody else.
 */
export function widgetPagePolicy(allowedOrigins: readonly string[]): string {
  return withDirective('frame-ancestors', frameAncestorsDirective(allowedOrigins));
}

/**
 * The demo host's policy (never served in production): the site's own, except that it may frame a
 * widget from any http(s) origin — it shows how another site embeds ours, so the widget is usually
 * another host's (whose own `frame-ancestors` still decides whether it loads).
 */
export const DEMO_HOST_POLICY = withDirective(
  'frame-src',
  `${CONTENT_SECURITY_POLICY.split('; ').find((d) => d.startsWith('frame-src ')) ?? "frame-src 'self'"} http: https:`,
);
