import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompress, precompressDir } from './precompress';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'fairline-precompress-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const text = (bytes: number) => 'const answer = 42;\n'.repeat(Math.ceil(bytes / 19)).slice(0, bytes);

describe('precompressing the build', () => {
  it('writes brotli and gzip beside every text file above 1 KB, both unpacking to the file', async () => {
    const js = text(5000);
    writeFileSync(join(dir, 'assets', 'index-abc.js'), js);
    writeFileSync(join(dir, 'assets', 'index-abc.css'), `body{color:red}\n`.repeat(200));
    writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<p>hi</p>'.repeat(200)}`);
    writeFileSync(join(dir, 'site.webmanifest'), JSON.stringify({ name: 'x'.repeat(2000) }));
    const results = await precompressDir(dir);
    expect(results.map((r) => r.file.slice(dir.length + 1)).sort()).toEqual([
      'assets/index-abc.css',
      'assets/index-abc.js',
      'index.html',
      'site.webmanifest',
    ]);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'index-abc.js.br'))).toString()).toBe(js);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'index-abc.js.gz'))).toString()).toBe(js);
    for (const r of results) expect(r.br).toBeLessThan(r.bytes);
  });

  it('leaves small files, binary formats and the hidden build manifest alone', async () => {
    writeFileSync(join(dir, 'favicon.svg'), text(MIN_BYTES - 1));
    writeFileSync(join(dir, 'assets', 'logo.png'), Buffer.alloc(5000, 1));
    writeFileSync(join(dir, 'assets', 'font.woff2'), Buffer.alloc(5000, 2));
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify({ x: text(3000) }));
    expect(await precompressDir(dir)).toEqual([]);
    expect(readdirSync(dir).sort()).toEqual(['.vite', 'assets', 'favicon.svg']);
    expect(readdirSync(join(dir, 'assets')).sort()).toEqual(['font.woff2', 'logo.png']);
    expect(readdirSync(join(dir, '.vite'))).toEqual(['manifest.json']);
  });

  it('does not compress its own output again when run twice', async () => {
    writeFileSync(join(dir, 'app.js'), text(3000));
    await precompressDir(dir);
    await precompressDir(dir);
    expect(
      readdirSync(dir)
        .filter((f) => f.startsWith('app'))
        .sort(),
    ).toEqual(['app.js', 'app.js.br', 'app.js.gz']);
  });

  it('runs for the browser build only, never for the server (SSR) bundle', () => {
    const plugin = precompress();
    const applies = plugin.applyToEnvironment as (env: unknown) => boolean;
    expect(plugin.apply).toBe('build');
    expect(applies({ config: { consumer: 'client', build: { ssr: false } } })).toBe(true);
    expect(applies({ config: { consumer: 'server', build: { ssr: true } } })).toBe(false);
    expect(applies({ config: { consumer: 'client', build: { ssr: 'src/entry-server.tsx' } } })).toBe(false);
  });
});
