// Reports gzip -9 sizes of the script-tag bundles and published entries (run after a build).
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const files = [];
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (path.endsWith('.js')) files.push(path);
  }
}
walk(join(root, 'packages/elements/dist/cdn'));
for (const pkg of ['core', 'react', 'elements']) {
  for (const name of readdirSync(join(root, 'packages', pkg, 'dist'))) {
    if (name.endsWith('.js')) files.push(join(root, 'packages', pkg, 'dist', name));
  }
}

const rows = files.map((file) => {
  const bytes = readFileSync(file);
  return {
    file: relative(root, file),
    raw: bytes.length,
    gz: gzipSync(bytes, { level: 9 }).length,
  };
});
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}`;
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(
  join(root, 'bench/results/sizes.json'),
  `${JSON.stringify({ machine, rows }, null, 2)}\n`,
);
const table = [
  `Sizes (${machine})`,
  '',
  '| file | raw KB | gz KB |',
  '|---|---|---|',
  ...rows.map((r) => `| ${r.file} | ${(r.raw / 1024).toFixed(1)} | ${(r.gz / 1024).toFixed(1)} |`),
].join('\n');
writeFileSync(join(root, 'bench/results/sizes.md'), `${table}\n`);
console.log(table);
