import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    registry: 'src/registry/index.ts',
    rate: 'src/widgets/rates/rate/index.ts',
    withdrawal: 'src/widgets/payments/withdrawal/index.ts',
    lists: 'src/lists/index.ts',
    accounts: 'src/widgets/accounts/index.ts',
    beneficiaries: 'src/widgets/beneficiaries/index.ts',
    dashboard: 'src/widgets/dashboard/index.ts',
    transactions: 'src/widgets/transactions/list/index.ts',
    transaction: 'src/widgets/transactions/overview/index.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', /^@flexportal\//],
});
