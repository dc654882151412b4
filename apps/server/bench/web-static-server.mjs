// The baseline's web server for the web benchmark: serves a built Vite app as nginx would with
// `gzip_static` and `brotli_static` — every text file compressed once at start (brotli quality 11,
// gzip level 9), chosen by Accept-Encoding, `Vary: Accept-Encoding`, immutable caching for the
// hashed `assets/`, `index.html` for `/` and 404 for anything else (nginx's default server: so
// `/robots.txt` is missing, not an HTML page).
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json']);

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)],
  );
}

/** Loads and compresses every file of `root` into memory: { '/path': { type, raw, br, gzip } }. */
function loadFiles(root) {
  const files = new Map();
  for (const file of filesUnder(root)) {
    const raw = readFileSync(file);
    const ext = extname(file);
    const entry = { type: TYPES[ext] ?? 'application/octet-stream', raw };
    if (COMPRESSIBLE.has(ext) && raw.length > 256) {
      entry.br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      entry.gzip = gzipSync(raw, { level: 9 });
    }
    files.set(`/${relative(root, file).split(sep).join('/')}`, entry);
  }
  return files;
}

/** The encoding to send: brotli before gzip, as nginx with both modules does. */
function encodingFor(accept, entry) {
  const offered = String(accept ?? '');
  if (entry.br && /\bbr\b/.test(offered)) return 'br';
  if (entry.gzip && /\bgzip\b/.test(offered)) return 'gzip';
  return null;
}

/** Starts the server on 127.0.0.1:port (0: any free port); resolves to { server, port }. */
export function startStaticServer(root, port = 0) {
  const files = loadFiles(root);
  const index = files.get('/index.html');
  if (!index) throw new Error(`no index.html in ${root}`);
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const entry = path === '/' ? index : files.get(path);
    if (!entry) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'content-length': 9 });
      res.end('not found');
      return;
    }
    const encoding = encodingFor(req.headers['accept-encoding'], entry);
    const body = encoding ? entry[encoding] : entry.raw;
    res.writeHead(200, {
      'content-type': entry.type,
      'content-length': body.length,
      'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(entry.br || entry.gzip ? { vary: 'Accept-Encoding' } : {}),
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve({ server, port: server.address().port }));
  });
}
