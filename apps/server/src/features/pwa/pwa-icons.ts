import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ManifestIcon } from '@fairline/shared/wire/pwa';

/** The drawn icons (scripts/render-pwa-icons.mjs), one folder per brand slug plus `default`. */
const ICONS_DIR = join(import.meta.dirname, 'icons');
const DEFAULT_SET = 'default';

/** Every file of an icon set, its content type and, for the manifest, its size and purpose. */
export const ICON_FILES = {
  'icon.svg': { type: 'image/svg+xml', sizes: 'any', purpose: 'any' },
  'icon-192.png': { type: 'image/png', sizes: '192x192', purpose: 'any' },
  'icon-512.png': { type: 'image/png', sizes: '512x512', purpose: 'any' },
  'maskable-512.png': { type: 'image/png', sizes: '512x512', purpose: 'maskable' },
  'apple-touch-icon.png': { type: 'image/png', sizes: '180x180', purpose: 'any' },
} as const satisfies Record<string, Omit<ManifestIcon, 'src'>>;
export type IconFile = keyof typeof ICON_FILES;

/** The public path of an icon; the brand is the request's (by host), so the path names no brand. */
export const iconPath = (file: IconFile) => (file === 'apple-touch-icon.png' ? `/${file}` : `/icons/${file}`);

/** The manifest's icons: the SVG, the two PNG sizes and the maskable one (iOS reads the touch icon from the page). */
export const MANIFEST_ICONS: readonly ManifestIcon[] = (
  ['icon-192.png', 'icon-512.png', 'maskable-512.png', 'icon.svg'] as const
).map((file) => ({ src: iconPath(file), ...ICON_FILES[file] }));

export function isIconFile(name: string): name is IconFile {
  return Object.hasOwn(ICON_FILES, name);
}

/** Reads every icon set into memory once (a few hundred KB); a brand without its own set gets the default. */
export function loadIconSets(dir = ICONS_DIR) {
  const sets = new Map<string, Map<IconFile, Buffer>>();
  for (const slug of readdirSync(dir)) {
    const files = new Map<IconFile, Buffer>();
    for (const file of Object.keys(ICON_FILES) as IconFile[]) {
      const path = join(dir, slug, file);
      if (existsSync(path)) files.set(file, readFileSync(path));
    }
    if (files.size === Object.keys(ICON_FILES).length) sets.set(slug, files);
  }
  const fallback = sets.get(DEFAULT_SET);
  if (!fallback) throw new Error(`The default icon set is missing in ${dir}`);
  return {
    /** The brand's own icon, else the default set's. */
    icon(slug: string, file: IconFile): Buffer {
      return (sets.get(slug) ?? fallback).get(file)!;
    },
  };
}
export type IconSets = ReturnType<typeof loadIconSets>;
