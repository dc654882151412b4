// MakeBetWeb load from wrk (bets-wrk.lua), the HTTP client of bets-load.mjs when Debian's wrk is
// installed (`apt-get install wrk`): a C client, as pgbench's own is, so the two-core machine spends
// ~0.025 ms of CPU per request on the load instead of autocannon's ~0.045 ms (measured from /proc).
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { couponFields, MAKE_BET } from './bets-fixtures.mjs';

const SCRIPT = fileURLToPath(new URL('./bets-wrk.lua', import.meta.url));

export function hasWrk() {
  return spawnSync('wrk', ['-v']).error === undefined;
}

/** A Lua long string that cannot end early, whatever the text holds. */
const luaString = (text) => {
  let eq = '';
  while (text.includes(`]${eq}]`)) eq += '=';
  return `[${eq}[${text}]${eq}]`;
};

/**
 * `connections` keep-alive connections, one request in flight on each, for `seconds`. Answers
 * { requests, p50, p99, errors, refusals } (ms; errors are socket errors, refusals non-200 or
 * Success:false answers, by their first sample per wrk thread).
 */
export async function runWrk({ baseUrl, players, offers, connections, seconds, dir }) {
  const dataFile = join(dir, 'bets-wrk-data.lua');
  const bodies = offers.map((offer) => JSON.stringify(couponFields(offer)).slice(0, -1));
  writeFileSync(
    dataFile,
    `return { path = ${luaString(MAKE_BET)}, prefix = ${luaString(randomUUID().slice(0, 19))},
  cookies = { ${players.map((p) => luaString(p.cookie)).join(', ')} },
  bodies = { ${bodies.map(luaString).join(', ')} } }`,
  );
  const args = ['-t', '2', '-c', String(connections), '-d', `${seconds}s`, '-s', SCRIPT, baseUrl];
  const out = await new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { env: { ...process.env, WRK_DATA: dataFile } });
    let text = '';
    child.stdout.on('data', (d) => (text += d));
    child.stderr.on('data', (d) => (text += d));
    child.on('error', reject);
    child.on('exit', () => resolve(text));
  });
  const result = /^RESULT (\d+) (\S+) (\S+) (\d+) (\d+)$/m.exec(out);
  if (!result) throw new Error(`wrk did not report:\n${out}`);
  const refusals = new Map();
  for (const [, count, what] of out.matchAll(/^SAMPLE (\d+) (.*)$/gm)) {
    refusals.set(what, (refusals.get(what) ?? 0) + Number(count));
  }
  return {
    requests: Number(result[1]) / seconds,
    p50: Number(result[2]),
    p99: Number(result[3]),
    errors: Number(result[4]) + Number(result[5]),
    refusals,
  };
}
