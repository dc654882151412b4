// Helpers of the SEO tests: a built web app's stand-in (an index.html like Vite's), a reader of the
// head tags as a crawler sees them, and a well-formedness check of XML.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function createTestDist(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'fairline-seo-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="ru" dir="ltr"><head><meta charset="UTF-8"><title>Fairline</title></head><body><div id="root"></div></body></html>',
  );
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function attrs(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w:-]+)="([^"]*)"/g)) out[m[1]!] = decode(m[2]!);
  return out;
}

/** What a crawler reads in a page's `<head>`. */
export function readHead(html: string) {
  const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
  const metas = [...head.matchAll(/<meta [^>]*>/g)].map((m) => attrs(m[0]));
  const links = [...head.matchAll(/<link [^>]*>/g)].map((m) => attrs(m[0]));
  const meta = (key: string) => metas.find((m) => m.name === key || m.property === key)?.content;
  return {
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]!)),
    description: meta('description'),
    robots: meta('robots'),
    meta,
    canonical: links.filter((l) => l.rel === 'canonical').map((l) => l.href),
    alternates: links.filter((l) => l.rel === 'alternate').map((l) => ({ hreflang: l.hreflang, href: l.href })),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    ),
  };
}

/** The problems of an XML text: unbalanced or crossed elements, a raw `<` or `&` in text (empty when well-formed). */
export function xmlErrors(xml: string): string[] {
  const errors: string[] = [];
  if (!xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')) errors.push('no XML declaration');
  const body = xml.replace(/^<\?xml[^>]*\?>/, '');
  const stack: string[] = [];
  let roots = 0;
  for (const part of body.split(/(<[^>]*>)/)) {
    if (part.startsWith('<')) {
      const name = /^<\/?([\w:.-]+)/.exec(part)?.[1];
      if (!name) errors.push(`bad tag ${part}`);
      else if (part.startsWith('</')) {
        if (stack.pop() !== name) errors.push(`crossed </${name}>`);
      } else if (!part.endsWith('/>')) {
        if (stack.length === 0) roots += 1;
        stack.push(name);
      }
    } else if (/<|&(?!(amp|lt|gt|quot|apos);)/.test(part)) errors.push(`raw markup in text: ${part.slice(0, 40)}`);
    else if (stack.length === 0 && part.trim()) errors.push('text outside the root');
  }
  if (stack.length > 0) errors.push(`unclosed ${stack.join(', ')}`);
  if (roots !== 1) errors.push(`${roots} root elements`);
  return errors;
}
