import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'frame/index': 'src/frame/index.ts',
    'crm/index': 'src/crm/index.ts',
  },
  format: ['esm'],
  dts: true,
  clean: false,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', /^@flexportal\//],
});
