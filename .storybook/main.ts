// Storybook for the component library (STYLE habits 9 and 10): the Next.js framework on Vite, so
// next/link, next/font/local and next/dynamic behave as in the site. Stories live in stories/
// (mirroring src/components); public/ is served so the embedded dataset's images load from the
// same paths as on the site.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { StorybookConfig } from '@storybook/nextjs-vite'
import { mergeConfig } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))

/** Every `process.env.NAME` the source reads. */
function envNamesInSource(dir = path.join(root, 'src')): Set<string> {
  const names = new Set<string>()
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue
    const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8')
    for (const m of text.matchAll(/process\.env\.([A-Z0-9_]+)/g)) names.add(m[1]!)
  }
  return names
}

/**
 * The components read process.env at module level (src/sanity/env.ts, the page shell), and a Vite
 * bundle has no `process`. As in a Next.js client bundle, NEXT_PUBLIC_ variables take their value
 * from the environment and everything else is undefined, so with nothing set the stories show the
 * embedded defaults, as the site does. (Variables Next.js defines itself, such as NODE_ENV and
 * next.config's `env`, are left to the framework.)
 */
function processEnvDefines(): Record<string, string> {
  const defines: Record<string, string> = {}
  for (const name of envNamesInSource()) {
    if (name === 'NODE_ENV' || name === 'NEXT_PUBLIC_BUILD_VERSION') continue
    const value = name.startsWith('NEXT_PUBLIC_') ? process.env[name] : undefined
    defines[`process.env.${name}`] = value === undefined ? 'undefined' : JSON.stringify(value)
  }
  return defines
}

const config: StorybookConfig = {
  framework: {
    name: '@storybook/nextjs-vite',
    options: { nextConfigPath: path.join(root, 'next.config.ts') },
  },
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      define: processEnvDefines(),
      build: {
        // Storybook's preview bundle (React, the story index, the test utilities) is large.
        chunkSizeWarningLimit: 2048,
        rollupOptions: {
          // 'use client' directives mean something to Next.js only; Vite warns for each file
          // (and again when it cannot map that warning to a source line).
          onwarn(warning: { code?: string }, warn: (warning: never) => void) {
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'SOURCEMAP_ERROR')
              return
            warn(warning as never)
          },
        },
      },
    }),
}

export default config
