// The brand's accent made readable: WCAG 2.x contrast (AA, 4.5:1 for text) between the accent and
// the surfaces it is drawn on, and the text colour drawn on it. A brand configures any colour; the
// site keeps its hue and moves it just far enough towards black (light theme) or white (dark theme).

export const AA_TEXT = 4.5;

type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return null;
  const digits = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The WCAG contrast ratio of two colours, 1 … 21. */
export function contrastRatio(a: string, b: string): number {
  const ca = parseHex(a);
  const cb = parseHex(b);
  if (!ca || !cb) return 1;
  const [hi, lo] = [luminance(ca), luminance(cb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The colour nearest to `color` (mixed towards black, or white with `lighten`) whose contrast with
 * every one of `surfaces` is at least `min`; the colour itself when it already is.
 */
export function readableShade(color: string, surfaces: readonly string[], min = AA_TEXT, lighten = false): string {
  const rgb = parseHex(color);
  if (!rgb) return color;
  const target = lighten ? 255 : 0;
  for (let step = 0; step <= 100; step++) {
    const t = step / 100;
    const mixed = rgb.map((c) => c + (target - c) * t) as unknown as Rgb;
    const hex = toHex(mixed);
    if (surfaces.every((s) => contrastRatio(hex, s) >= min)) return hex;
  }
  return lighten ? '#ffffff' : '#000000';
}

/** White or near-black text on `background`, whichever reads better. */
export function textOn(background: string, light = '#ffffff', dark = '#0b0f15'): string {
  return contrastRatio(light, background) >= contrastRatio(dark, background) ? light : dark;
}

// The surfaces an accent is drawn on as text, per theme (apps/web/src/styles/tokens.css: --c-surface,
// --c-bg, --c-surface-2, --c-surface-3).
const LIGHT_SURFACES = ['#ffffff', '#eef1f5', '#f5f7fa'];
const DARK_SURFACES = ['#0b0f15', '#141a23', '#1a212c', '#232c39'];

export interface ThemeAccent {
  /** The accent as drawn: text, links, button backgrounds. */
  accent: string;
  /** The text drawn on the accent. */
  text: string;
}

/**
 * The accent of each theme, moved just far enough from the brand's colour to read at WCAG AA on the
 * theme's surfaces, with the text colour that reads on it (white on Fairline's green, dark on a
 * bright green in the dark theme). The dark theme falls back to the light colour.
 */
export function themeAccents(
  accentColor?: string,
  accentColorDark?: string,
): { light?: ThemeAccent; dark?: ThemeAccent } {
  const darkBase = accentColorDark || accentColor;
  const out: { light?: ThemeAccent; dark?: ThemeAccent } = {};
  if (accentColor) {
    const accent = readableShade(accentColor, LIGHT_SURFACES);
    out.light = { accent, text: textOn(accent) };
  }
  if (darkBase) {
    const accent = readableShade(darkBase, DARK_SURFACES, AA_TEXT, true);
    out.dark = { accent, text: textOn(accent) };
  }
  return out;
}

/**
 * The CSS of the brand's accents, each theme's made readable: the server puts it in the page's head (so
 * the first paint has the brand's colours) and the web sets the same rules at start.
 */
export function accentRules(accentColor?: string, accentColorDark?: string): string {
  const { light, dark } = themeAccents(accentColor, accentColorDark);
  const rule = (selector: string, a: { accent: string; text: string }) =>
    `${selector}{--c-accent:${a.accent};--c-accent-contrast:${a.text}}`;
  return (light ? rule(':root', light) : '') + (dark ? rule("[data-theme='dark']", dark) : '');
}
