import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Jest loads its config as CommonJS.
    files: ['jest.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  globalIgnores(['.next/**', 'out/**', 'tests/contract/fixture/.next/**', 'tests/contract/fixture/out/**', 'tests/contract/fixture/next-env.d.ts', 'build/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'bench-results/**', '**/*.tmp.*']),
]);
