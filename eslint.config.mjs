import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next*/**', 'node_modules/**', 'sandbox/.data/**', 'test-results/**', 'next-env.d.ts'],
  },
  {
    // The sandbox's contract tests walk raw JSON:API documents of any shape, as a client would.
    files: ['sandbox/tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
];

export default config;
