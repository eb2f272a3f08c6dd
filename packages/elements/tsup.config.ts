import { defineConfig } from 'tsup';

const common = {
  format: ['esm'] as const,
  dts: true,
  clean: false,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', /^@flexportal\//],
};

// The main entry renders React (defineElements, the screens' components): a client module
// for React Server Components, `'use client'` first. Frame and CRM hosts import no React.
export default defineConfig([
  { ...common, entry: { index: 'src/index.ts' }, banner: { js: "'use client';" } },
  { ...common, entry: { 'frame/index': 'src/frame/index.ts', 'crm/index': 'src/crm/index.ts' } },
]);
