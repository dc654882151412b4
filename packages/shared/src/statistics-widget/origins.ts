// Which sites may embed the statistics widget (issue 23 §2, ADR 0068). A brand lists them in its site
// configuration (`application.statisticsWidgetOrigins`); the server turns the list into the widget
// page's `frame-ancestors`, and the widget speaks only to a parent whose origin it matches. Zod-free:
// the configuration sanitiser imports it.

/**
 * One allowed origin as a CSP source expression: `https://partner.example`, a port wildcard
 * (`http://partner.localhost:*`) or a sub-domain wildcard (`https://*.partner.example`). No path.
 */
const PATTERN =
  /^(https?):\/\/(\*\.)?([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*)(?::(\*|\d{1,5}))?$/;

/** How many origins a brand may list (a CSP header stays short). */
export const MAX_WIDGET_ORIGINS = 32;

interface OriginPattern {
  scheme: string;
  anySubdomain: boolean;
  host: string;
  /** null: the scheme's default port; '*': any port. */
  port: string | null;
}

function readPattern(value: string): OriginPattern | null {
  const match = PATTERN.exec(value.trim().toLowerCase());
  if (!match) return null;
  const [, scheme = '', wildcard, host = '', port] = match;
  if (port !== undefined && port !== '*' && (Number(port) < 1 || Number(port) > 65535)) return null;
  return { scheme, anySubdomain: wildcard !== undefined, host, port: port ?? null };
}

/** Whether a configured entry is a valid origin pattern (the sanitiser drops the others). */
export function isWidgetOriginPattern(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 253 && readPattern(value) !== null;
}

/** The configured list cleaned: valid patterns only, lower-case, without duplicates, at most MAX_WIDGET_ORIGINS. */
export function sanitizeWidgetOrigins(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const clean = value.filter(isWidgetOriginPattern).map((v) => v.trim().toLowerCase());
  return [...new Set(clean)].slice(0, MAX_WIDGET_ORIGINS);
}

const DEFAULT_PORT: Readonly<Record<string, string>> = { http: '80', https: '443' };

/**
 * Whether a message's or a parent's origin is allowed: equal to `self` (our own site), or matched by
 * one of the patterns with CSP's rules (scheme, host or `*.` sub-domain, port or `:*`). An opaque
 * origin (`null`) and anything that is not an origin never match.
 */
export function isAllowedOrigin(origin: string, patterns: readonly string[], self?: string): boolean {
  if (self !== undefined && origin === self) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin === 'null' || url.origin !== origin) return false;
  const scheme = url.protocol.slice(0, -1);
  const port = url.port || DEFAULT_PORT[scheme] || '';
  return patterns.some((entry) => {
    const p = readPattern(entry);
    if (!p || p.scheme !== scheme) return false;
    const hostOk = p.anySubdomain ? url.hostname.endsWith(`.${p.host}`) : url.hostname === p.host;
    const portOk = p.port === '*' || (p.port ?? DEFAULT_PORT[p.scheme]) === port;
    return hostOk && portOk;
  });
}

/** The widget page's `frame-ancestors` directive: ourselves and the brand's allowed origins. */
export function frameAncestorsDirective(patterns: readonly string[]): string {
  return ['frame-ancestors', "'self'", ...sanitizeWidgetOrigins(patterns)].join(' ');
}
