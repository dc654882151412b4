// Draws the installable app's icons of each brand and renders them to PNG once in Debian's Chromium:
//   node scripts/render-pwa-icons.mjs
// Writes apps/server/src/features/pwa/icons/<brand>/{icon.svg, icon-192.png, icon-512.png,
// maskable-512.png, apple-touch-icon.png}; the results are committed, so builds and servers never run this.
// A brand without its own folder gets `default` (docs/decisions/0025-installable-app.md).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';

const OUT = resolve(import.meta.dirname, '../apps/server/src/features/pwa/icons');

/** Each brand: its background (the accent of its site configuration, as a gradient) and its glyph, on a 512 grid. */
const BRANDS = {
  // Fairline: the favicon's "F" with the ball it plays for.
  fairline: {
    title: 'Fairline',
    from: '#12b981',
    to: '#0b7d57',
    glyph:
      '<path d="M150 380V132h218v56H214v50h136v54H214v88z" fill="#fff"/>' +
      '<circle cx="378" cy="352" r="34" fill="#a7f3d0"/>',
  },
  // Meridian: an "M" drawn over the meridians of a globe.
  meridian: {
    title: 'Meridian',
    from: '#8b5cf6',
    to: '#5b21b6',
    glyph:
      '<g fill="none" stroke="#fff" stroke-opacity=".28" stroke-width="14">' +
      '<circle cx="256" cy="256" r="170"/><ellipse cx="256" cy="256" rx="78" ry="170"/></g>' +
      '<path d="M146 360V160l110 126 110-126v200" fill="none" stroke="#fff" stroke-width="50" ' +
      'stroke-linecap="round" stroke-linejoin="round"/>',
  },
  // Any other brand: a ball on the configuration's default accent.
  default: {
    title: 'Sports betting',
    from: '#3b82f6',
    to: '#1d4ed8',
    glyph:
      '<circle cx="256" cy="256" r="150" fill="none" stroke="#fff" stroke-width="36"/>' +
      '<path d="M256 186l66 48-25 78h-82l-25-78z" fill="#fff"/>',
  },
};

/** The SVG of one variant: rounded corners (`any`) or full bleed with the glyph inside the safe zone. */
function drawIcon({ title, from, to, glyph }, { rounded, scale }) {
  const fit =
    scale === 1 ? glyph : `<g transform="translate(256 256) scale(${scale}) translate(-256 -256)">${glyph}</g>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><title>${title}</title>` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="512" height="512" rx="${rounded ? 112 : 0}" fill="url(#bg)"/>${fit}</svg>`
  );
}

const VARIANTS = [
  { file: 'icon-192.png', size: 192, rounded: true, scale: 1 },
  { file: 'icon-512.png', size: 512, rounded: true, scale: 1 },
  // Maskable: launchers cut a circle of 80 % of the side, so the glyph keeps inside it.
  { file: 'maskable-512.png', size: 512, rounded: false, scale: 0.72 },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon.png', size: 180, rounded: false, scale: 0.86 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  for (const [slug, brand] of Object.entries(BRANDS)) {
    const dir = join(OUT, slug);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'icon.svg'), `${drawIcon(brand, { rounded: true, scale: 1 })}\n`);
    for (const { file, size, rounded, scale } of VARIANTS) {
      await page.setViewportSize({ width: size, height: size });
      const svg = drawIcon(brand, { rounded, scale });
      await page.setContent(
        `<html><body style="margin:0;background:transparent"><div style="width:${size}px;height:${size}px">` +
          `${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</div></body></html>`,
      );
      await page.screenshot({
        path: join(dir, file),
        omitBackground: true,
        clip: { x: 0, y: 0, width: size, height: size },
      });
    }
    console.log(`${slug}: ${dir}`);
  }
} finally {
  await browser.close();
}
