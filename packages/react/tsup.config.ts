import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

/** A subpath export as package.json declares it: its source (our condition) and its build. */
interface SubpathExport {
  '@flexportal/source'?: string;
  default?: string;
}

// One entry per subpath export: package.json is the list (tests/unit/registry.test.ts checks
// it names every registered screen), `./dist/<entry>.js` its build.
const { exports } = JSON.parse(readFileSync('package.json', 'utf8')) as {
  exports: Record<string, SubpathExport | string>;
};
const entry = Object.fromEntries(
  Object.values(exports).flatMap((target) => {
    if (typeof target === 'string' || !target['@flexportal/source'] || !target.default) return [];
    const name = /^\.\/dist\/(.+)\.js$/.exec(target.default)?.[1];
    return name ? [[name, target['@flexportal/source']]] : [];
  }),
);

export default defineConfig({
  entry,
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', /^@flexportal\//],
});
