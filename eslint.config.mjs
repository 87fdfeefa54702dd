import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', '.next-test/**', 'node_modules/**', 'sandbox/.data/**', '.next-test-sandbox/**', 'test-results/**', 'next-env.d.ts'],
  },
];

export default config;
