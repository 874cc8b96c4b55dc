import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import storybook from 'eslint-plugin-storybook'
import prettier from 'eslint-config-prettier/flat'

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
      'playwright-report-remote/**',
      'test-results-remote/**',
      'playwright-report-analytics/**',
      'test-results-analytics/**',
      'storybook-static/**',
      'playwright-report/**',
      'test-results/**',
      'playwright-report-stories/**',
      'test-results-stories/**',
      'sanity.types.ts',
      'next-env.d.ts',
      'public/**',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  { rules: jsxA11y.flatConfigs.recommended.rules },
  ...storybook.configs['flat/recommended'],
  prettier,
]

export default config
