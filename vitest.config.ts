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
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}', 'stories/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    css: false,
  },
})
