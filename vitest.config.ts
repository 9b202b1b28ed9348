import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));
const alias = {
  '@sdk': path.join(root, 'sdk'),
  '@mocks': path.join(root, 'mocks'),
  '@web': path.join(root, 'web/src'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    root,
    // Vitest's default leaves one core to its main process, which is mostly idle here: on the 2-core CI
    // machine that meant one worker, and about a fifth more time than two.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { resolve: { alias }, test: { root, name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        resolve: { alias },
        test: { root, name: 'contract', include: ['tests/contract/**/*.test.ts'], environment: 'node', setupFiles: ['tests/support/mock-setup.ts'] },
      },
      {
        // How the mocks behave (handlers, state, seed, forced errors, the socket), through the same setup.
        resolve: { alias },
        test: { root, name: 'mocks', include: ['tests/mocks/**/*.test.ts'], environment: 'node', setupFiles: ['tests/support/mock-setup.ts'] },
      },
      {
        resolve: { alias },
        test: {
          root,
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // The production server as it ships: built once (npm run build), then started by each file.
          globalSetup: ['tests/server/build-production.ts'],
          env: { NODE_ENV: 'production' },
          // Memory checks collect garbage before they read the heap.
          execArgv: ['--expose-gc'],
          // Loaded by Node itself, as `npm run serve` loads it: its imports resolve to the same modules.
          server: { deps: { external: [/\.build\/test-production\//] } },
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          root,
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/integration/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
