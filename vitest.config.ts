import { defineConfig } from 'vitest/config'
import { fontsPlugin } from './scripts/fonts-plugin.ts'
import { messagesPlugin } from './scripts/messages-plugin.ts'
import { pageWordsPlugin } from './scripts/page-words-plugin.ts'

// Unit tests sit beside their code; the integration suite drives the built server over HTTP, once on
// SQLite and once on PostgreSQL (tests/integration). The React Router plugin is not loaded here; the
// fonts plugin is, so the PDFs' type exists for their unit tests without a build.
export default defineConfig({
  plugins: [messagesPlugin(), pageWordsPlugin(), fontsPlugin()],
  resolve: { tsconfigPaths: true },
  test: {
    setupFiles: ['./tests/setup/fail-on-console-error.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'app/**/*.test.ts',
            'db/**/*.test.ts',
            'server/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Each file starts its own servers; two cores run two files at most.
          maxWorkers: 2,
        },
      },
    ],
  },
})
