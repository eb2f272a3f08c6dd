import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/schemaActivity.ts',
    './src/db/schemaPortals.ts',
    './src/db/schemaSupport.ts',
    './src/db/schemaCompany.ts',
    './src/db/schemaCompliance.ts',
    './src/db/schemaImports.ts',
  ],
  out: './drizzle',
});
