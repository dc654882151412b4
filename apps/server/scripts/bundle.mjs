#!/usr/bin/env node
/**
 * Compiles the server into one ES module, `dist/server.mjs`, for `npm start` (ADR 0023): Node then
 * loads one file instead of transpiling ~400 TypeScript modules through tsx's loader at every start.
 * Our code (src/ and @fairline/shared) is bundled; packages from node_modules stay imports.
 * esbuild is the compiler tsx itself runs on (installed with it).
 *   node scripts/bundle.mjs [entry=src/server.ts] [out=dist/server.mjs]
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, extname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const entry = resolve(ROOT, process.argv[2] ?? 'src/server.ts');
const outfile = resolve(ROOT, process.argv[3] ?? 'dist/server.mjs');

/** Packages from node_modules are imported at run time as under tsx; the workspace's own are bundled. */
const installedPackagesStayImports = {
  name: 'installed-packages-stay-imports',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@fairline/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Source files find their data beside them (migrations, dictionaries, icons) through `import.meta`;
 * in the bundle each file's `import.meta.url`, `dirname` and `filename` still name its source file,
 * relative to the bundle, so the checkout may move.
 */
const keepSourceLocations = {
  name: 'keep-source-locations',
  setup(b) {
    b.onLoad({ filter: /\.(ts|tsx|mts)$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const loader = extname(args.path) === '.tsx' ? 'tsx' : 'ts';
      if (!source.includes('import.meta.')) return { contents: source, loader };
      const fromBundle = (path) => JSON.stringify(relative(dirname(outfile), path).split('\\').join('/'));
      const fileUrl = `new URL(${fromBundle(args.path)}, import.meta.url)`;
      const dirUrl = `new URL(${JSON.stringify(`${JSON.parse(fromBundle(dirname(args.path)))}/`)}, import.meta.url)`;
      const contents = source.replace(/import\.meta\.(url|dirname|filename)\b/g, (_, key) => {
        if (key === 'url') return `(${fileUrl}.href)`;
        if (key === 'filename') return `decodeURIComponent(${fileUrl}.pathname)`;
        return `decodeURIComponent(${dirUrl}.pathname).replace(/\\/$/, '')`;
      });
      return { contents, loader };
    });
  },
};

const started = performance.now();
const { outputFiles } = await build({
  write: false,
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [installedPackagesStayImports, keepSourceLocations],
  // Packages bundled from CommonJS (none today) would need `require`.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
  },
  legalComments: 'none',
  logLevel: 'warning',
});
// Renamed into place whole: another instance starting at the same moment never reads half a file.
mkdirSync(dirname(outfile), { recursive: true });
const partial = `${outfile}.${process.pid}.partial`;
writeFileSync(partial, outputFiles[0].contents);
renameSync(partial, outfile);
console.log(
  `bundled ${relative(ROOT, entry)} → ${relative(ROOT, outfile)} in ${Math.round(performance.now() - started)} ms`,
);
