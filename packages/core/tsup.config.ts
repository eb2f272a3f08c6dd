import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'contract/index': 'src/contract/index.ts',
    'admin/index': 'src/admin/index.ts',
    'avatar/index': 'src/avatar/index.ts',
    'imports/index': 'src/imports/index.ts',
    'quote/index': 'src/quote/index.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
