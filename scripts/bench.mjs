// `npm run bench`: installs what it needs (pnpm, packages, Chromium), then runs bench/run.mjs.
import { ensureChromium, ensurePnpm, pnpm, run } from './lib.mjs';

const pn = ensurePnpm();
if ((await pnpm(pn, ['install'])) !== 0) process.exit(1);
if ((await ensureChromium()) !== 0) process.exit(1);
process.exit(await run(process.execPath, ['bench/run.mjs', ...process.argv.slice(2)]));
