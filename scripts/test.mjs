// `npm test`: installs what it needs, then runs every suite. Exits non-zero on any failure.
import { ensureChromium, ensurePnpm, pnpm } from './lib.mjs';

const started = Date.now();
const pn = ensurePnpm();
const ci = process.env.CI === 'true';

if ((await pnpm(pn, ['install', ...(ci ? ['--frozen-lockfile'] : [])])) !== 0) process.exit(1);

const results = [];
async function step(name, args) {
  console.log(`\n=== ${name}: pnpm ${args.join(' ')}`);
  const t = Date.now();
  const code = await pnpm(pn, args);
  results.push({ name, ok: code === 0, seconds: ((Date.now() - t) / 1000).toFixed(1) });
  return code === 0;
}

await step('lint', ['exec', 'biome', 'ci', '.']);
// Unused files, exports and dependencies (knip.jsonc); a new unused export fails the run.
await step('unused code (knip)', ['exec', 'knip']);
await step('typecheck', ['run', 'typecheck']);
await step('unit and component tests', [
  'exec',
  'vitest',
  'run',
  '--project',
  'unit',
  '--project',
  'component',
]);
const built = await step('build', ['-r', 'build']);
if (built) {
  await step('packaging (publint)', ['run', 'publint']);
  await step('size gates', ['exec', 'vitest', 'run', '--project', 'artifacts']);
  const browser = (await ensureChromium()) === 0;
  if (browser) await step('browser tests (Playwright, Chromium)', ['exec', 'playwright', 'test']);
  else
    results.push({
      name: 'browser tests: chromium could not be installed',
      ok: false,
      seconds: '0',
    });
}

console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`total time ${((Date.now() - started) / 1000).toFixed(0)} s`);
// The plain closing line CI reads: 'N passed, N failed' alone on its line.
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
