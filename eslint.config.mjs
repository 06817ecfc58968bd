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
  {
    // Words receive figures; they never fetch or compute them (README: "Facts once, words per language").
    files: ['content/{en,de,ru,he}/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/lib/*', '@/lib/**', '**/lib/**'], message: 'Words never import lib/: the page computes figures and hands them in (content/types.ts Figures).' },
            { group: ['@/content/listings/*', '**/content/listings/**'], message: 'Words never read listing files: the page hands in the figures they quote.' },
            { group: ['@/content/facts/*', '**/content/facts/**'], allowTypeImports: true, message: 'Words never read facts: the page hands in the figures they quote (content/types.ts Figures).' },
          ],
        },
      ],
    },
  },
  globalIgnores(['.next/**', 'out/**', 'tests/contract/fixture/.next/**', 'tests/contract/fixture/out/**', 'tests/contract/fixture/next-env.d.ts', 'build/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'bench-results/**', '**/*.tmp.*']),
]);
