import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '@/sanity.types': fileURLToPath(new URL('./sanity.types.ts', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  esbuild: { jsx: 'automatic' },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.{ts,mjs}',
      'build-hooks/**/*.test.ts',
      'test-support/**/*.test.ts',
      'e2e/support/**/*.test.ts',
      'stories/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    css: false,
    // Worker threads on every core (vitest leaves one free by default, so a 2-core machine ran
    // one file at a time, each in a child process): 167 s -> 114 s with two processes -> 86 s
    // with two threads, on 2 cores.
    pool: 'threads',
    maxWorkers: availableParallelism(),
    // A test that awaits a rendered state may take longer than 5 s on a loaded machine (the axe
    // run over an open menu took 5.2 s beside other jobs); its waits are conditions, not sleeps.
    testTimeout: 20_000,
  },
})
