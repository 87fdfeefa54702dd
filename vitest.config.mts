import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': root,
      // Next resolves `import 'server-only'` itself (empty on the server, an error in a browser
      // bundle); vitest runs the server modules in its own environment, where it is the same no-op.
      // tests/server-only.test.ts checks that no browser module reaches one.
      'server-only': `${root}node_modules/next/dist/compiled/server-only/empty.js`,
    },
  },
  test: {
    // Vitest's default is one worker less than the machine's cores: one file at a time on a 2-core
    // machine, where each file's imports and environment take longer than its tests. Each file runs
    // in its own worker either way; VITEST_WORKERS sets another count.
    maxWorkers: Number(process.env.VITEST_WORKERS) || Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'sandbox',
          environment: 'node',
          include: ['sandbox/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'site',
          environment: 'jsdom',
          globals: true,
          include: ['tests/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup.ts'],
          // next-intl's navigation imports `next/navigation` without an extension, which Node's ESM
          // resolver refuses outside a bundler: let Vite resolve it (and tests' vi.mock reach it).
          server: { deps: { inline: ['next-intl'] } },
        },
      },
    ],
  },
});
