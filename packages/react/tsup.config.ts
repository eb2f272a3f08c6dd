import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    rate: 'src/widgets/rates/rate/index.ts',
    withdrawal: 'src/widgets/payments/withdrawal/index.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', /^@flexportal\//],
});
