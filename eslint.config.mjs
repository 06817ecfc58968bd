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
  {
    // One internal link primitive: every link to a page of this site is an AppLink (a plain <a> before
    // hydration and without JavaScript, a client navigation after). A raw <a> is left only for what is
    // not a page of this edition: an in-page anchor (#…), tel:, mailto:, WhatsApp, and the other
    // language editions (hrefLang; a new document with its own <html lang>).
    files: ['app/**/*.tsx', 'components/**/*.tsx'],
    ignores: ['components/ui/app-link.tsx', 'components/whatsapp/whatsapp-link.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: [
            "JSXOpeningElement[name.name='a']",
            ":not(:has(JSXAttribute[name.name='href'][value.type='Literal'][value.value=/^#/]))",
            ":not(:has(JSXAttribute[name.name='href'] > JSXExpressionContainer > TemplateLiteral[quasis.0.value.raw=/^(#|mailto:)/]))",
            ":not(:has(JSXAttribute[name.name='href'] > JSXExpressionContainer > CallExpression[callee.name=/^(telLink|buildWhatsAppLink)$/]))",
            ":not(:has(JSXAttribute[name.name='hrefLang']))",
            ":not(:has(JSXAttribute[name.name='rel'][value.value=/\\bexternal\\b/]))",
            ":not(:has(JSXAttribute[name.name='type']))",
          ].join(''),
          message: 'Internal links are AppLink (components/ui/app-link.tsx); a raw <a> is only for #anchors, tel:, mailto:, WhatsApp (telLink, buildWhatsAppLink), other language editions (hrefLang), other sites (rel="external") and files that are not pages (type="image/webp").',
        },
      ],
    },
  },
  globalIgnores(['.next/**', 'out/**', 'tests/contract/fixture/.next/**', 'tests/contract/fixture/out/**', 'tests/contract/fixture/next-env.d.ts', 'build/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'bench-results/**', '**/*.tmp.*', '.e2e/**', '.probe/**', '.wrangler/**']),
]);
