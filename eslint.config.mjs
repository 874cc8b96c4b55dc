import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import storybook from 'eslint-plugin-storybook'
import prettier from 'eslint-config-prettier/flat'
import local from './scripts/eslint/no-theme-context-in-server.mjs'

// eslint-config-next already registers the jsx-a11y plugin, so only its recommended rules are
// added here (re-registering the plugin is an error in flat config).
const config = [
  {
    ignores: [
      'node_modules/**',
      '**/.next/**',
      '.next-analytics/**',
      '.next-analytics-bench/**',
      '.next-remote/**',
      '.next-devcheck/**',
      '.next-h15/**',
      '.next-cluster-a/**',
      '.next-cluster-b/**',
      'storybook-static/**',
      'playwright-report/**',
      'test-results/**',
      'sanity.types.ts',
      'next-env.d.ts',
      'public/**',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  { rules: jsxA11y.flatConfigs.recommended.rules },
  ...storybook.configs['flat/recommended'],
  // Issue 33 item 4: styled-components' ThemeProvider does not reach server components, so
  // `useTheme` and `props.theme` stay in modules marked 'use client' (the rule's header says how
  // it tells them apart, and what it cannot see).
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { local },
    rules: {
      'local/no-theme-context-in-server': 'error',
      // Issue 49 item 3: a comment inside a styled-components template is shipped to every
      // visitor in the client chunk (the compiler leaves templates as written; stylis drops the
      // comment only when it builds the CSS). Moving the header's out of its templates took 0.9 KB
      // gzip off every page's first-load JS. Comments go above the declaration instead.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'TaggedTemplateExpression > TemplateLiteral > TemplateElement[value.raw=/\\x2F\\*/]',
          message:
            'A CSS comment inside a styled template reaches the client bundle: put it in a JS comment above the declaration.',
        },
      ],
    },
  },
  // Rendered by the server only, inside <noscript>: its templates are in no client chunk.
  {
    files: ['src/components/layout/nav/NoScriptNav.styles.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  prettier,
]

export default config
