// Writes `.br` and `.gz` beside every built text file, so the server sends the smaller bytes
// without compressing on each request (@fastify/static `preCompressed`, docs/decisions/0023).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Files worth compressing: text, not already compressed formats (images, fonts). */
export const COMPRESSIBLE = /\.(js|mjs|css|svg|html|json|webmanifest|txt|xml|map)$/;
/** Below this size the headers outweigh the saving, as for the server's dynamic answers. */
export const MIN_BYTES = 1024;

export interface PrecompressResult {
  file: string;
  bytes: number;
  br: number;
  gzip: number;
}

/** Compresses every eligible file under `dir` at the best levels (done once, at build time). */
export async function precompressDir(dir: string): Promise<PrecompressResult[]> {
  const files = await listFiles(dir);
  const eligible = files.filter((f) => COMPRESSIBLE.test(f));
  const results = await Promise.all(eligible.map((file) => precompressFile(file)));
  return results.filter((r): r is PrecompressResult => r !== null);
}

async function precompressFile(file: string): Promise<PrecompressResult | null> {
  if ((await stat(file)).size < MIN_BYTES) return null;
  const source = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gz(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
  return { file, bytes: source.length, br: br.length, gzip: gzipped.length };
}

// Hidden folders (Vite's `.vite/manifest.json`) are read by the server, never sent to a browser.
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter(
      (e) =>
        e.isFile() &&
        !relative(dir, e.parentPath)
          .split(sep)
          .some((part) => part.startsWith('.')),
    )
    .map((e) => join(e.parentPath, e.name));
}

/** The Vite plugin: after the client build is written, precompresses its output folder. */
export function precompress(): Plugin {
  return {
    name: 'fairline:precompress',
    apply: 'build',
    // The server bundle (`build.ssr`) is read from disk by Node, never sent to a browser.
    applyToEnvironment: (environment) => environment.config.consumer === 'client' && !environment.config.build.ssr,
    async closeBundle() {
      const { root, build } = this.environment.config;
      const results = await precompressDir(resolve(root, build.outDir));
      const bytes = results.reduce((sum, r) => sum + r.bytes, 0);
      const br = results.reduce((sum, r) => sum + r.br, 0);
      this.environment.logger.info(`precompressed ${results.length} files: ${bytes} B → ${br} B brotli`);
    },
  };
}
