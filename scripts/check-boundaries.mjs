// `npm run check:boundaries`: who may import whom, checked by dependency-cruiser.
//   .dependency-cruiser.cjs            the server and packages/shared (docs/ARCHITECTURE.md, "Boundaries — server")
//   apps/web/.dependency-cruiser.cjs   the web app, when the file exists ("Boundaries — web")
// Every violation fails the run (exit code 1) and is listed with the rule's reason.
//
// Through dependency-cruiser's API rather than its CLI: the CLI of version 18 refuses to start on
// Node 20 (the floor of this repository and CI's Node), while the API runs there. Both configs
// parse with swc, as TypeScript 7 has no JavaScript API to parse with.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

process.chdir(resolve(import.meta.dirname, '..'));

const FEATURE_ORDER = 'server-no-feature-cycles';
const runs = [
  {
    name: 'server and shared',
    config: '.dependency-cruiser.cjs',
    // The web app and e2e are read too, so a shared file only they use counts as used.
    paths: ['apps/server/src', 'apps/server/test', 'apps/server/bench', 'packages/shared/src', 'apps/web/src', 'e2e'],
    rules: (name) => name !== FEATURE_ORDER,
  },
  { name: 'web', config: 'apps/web/.dependency-cruiser.cjs', paths: ['apps/web/src'] },
  {
    // Folders aggregate every file's imports, tests' too: who uses whom among features is read from the
    // product code alone (a test may set up two features together without tying them).
    name: 'feature order, product code',
    config: '.dependency-cruiser.cjs',
    paths: ['apps/server/src'],
    rules: (name) => name === FEATURE_ORDER,
    exclude: ['\\.test\\.ts$', '\\.testing\\.ts$'],
  },
];

let failed = false;
for (const run of runs) {
  if (!existsSync(run.config)) continue;
  const options = await extractDepcruiseOptions(`./${run.config}`);
  if (run.rules) {
    options.ruleSet = {
      ...options.ruleSet,
      forbidden: options.ruleSet.forbidden.filter((rule) => run.rules(rule.name)),
    };
  }
  if (run.exclude) options.exclude = { path: [...[options.exclude?.path ?? []].flat(), ...run.exclude] };
  const result = await cruise(run.paths, { ...options, outputType: 'err-long' });
  const cruised = result.output.length > 0 ? `\n${result.output.trimEnd()}\n` : '';
  process.stdout.write(`boundaries (${run.name}, ${run.config}):${cruised || ' no violations\n'}`);
  if (result.exitCode !== 0) failed = true;
}
process.exitCode = failed ? 1 : 0;
