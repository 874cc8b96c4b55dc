// Issue 33 item 4, DESIGN §3: styled-components' ThemeProvider reaches client components only. In a
// React Server Component its context is a stub (src/theme/Providers.tsx cites where in its
// source): `useTheme()` throws and a style's `props.theme` is undefined, so `props.theme.color`
// fails the render. Server components import the theme contract instead (`import { theme } from
// '@/theme'`); this rule keeps the ThemeProvider's ways in out of them.
//
// What counts as server code: a module without a 'use client' directive. A style module that only
// client modules import (a client component's `*.styles.ts`) says so with 'use client' at its top
// (which changes nothing for client importers, and would make a server importer get client
// references instead of silently unthemed styles).
//
// Limits, on purpose (kept simple): it looks at one file at a time, not at who imports it; it
// sees a theme read only in a function written directly as a tagged template's interpolation
// (`${({ theme }) => …}`, `${(p) => p.theme…}`), not in a helper defined elsewhere and passed in,
// nor in `.attrs()`; and any component prop named `theme` outside such an interpolation (a
// ThemeScope's CMS theme) is none of its business.
const THEME_CONTEXT_EXPORTS = new Set(['useTheme', 'ThemeContext', 'ThemeConsumer', 'withTheme'])

const isUseClient = (program) =>
  program.body.some(
    (statement) => statement.type === 'ExpressionStatement' && statement.directive === 'use client',
  )

/** A function written as an interpolation of a tagged template: styled.x`…${fn}…`, css`…`. */
const isStyleInterpolation = (fn) =>
  fn.parent?.type === 'TemplateLiteral' &&
  fn.parent.parent?.type === 'TaggedTemplateExpression' &&
  fn.parent.expressions.includes(fn)

/** @type {import('eslint').Rule.RuleModule} */
export const noThemeContextInServer = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "Disallow styled-components' ThemeProvider context (useTheme, props.theme) in modules without 'use client'",
    },
    schema: [],
    messages: {
      import:
        "`{{name}}` reads styled-components' ThemeProvider, which does not reach server components: import `theme` from '@/theme', or add 'use client' if only client modules use this file.",
      propsTheme:
        "`props.theme` is undefined in a server component (styled-components' ThemeProvider does not reach it): use the imported `theme` from '@/theme', or add 'use client' if only client modules use this file.",
    },
  },
  create(context) {
    const sourceCode = context.sourceCode
    if (isUseClient(sourceCode.ast)) return {}

    /** The first parameter of a style interpolation. */
    const isInterpolationProps = (fn, param) => isStyleInterpolation(fn) && fn.params[0] === param

    return {
      ImportDeclaration(node) {
        if (node.source.value !== 'styled-components') return
        for (const specifier of node.specifiers) {
          if (specifier.type !== 'ImportSpecifier') continue
          const name = specifier.imported.name ?? specifier.imported.value
          if (THEME_CONTEXT_EXPORTS.has(name)) {
            context.report({ node: specifier, messageId: 'import', data: { name } })
          }
        }
      },
      // ({ theme }) => …
      ':function > ObjectPattern > Property'(property) {
        const pattern = property.parent
        const fn = pattern.parent
        const key = property.key.type === 'Identifier' ? property.key.name : property.key.value
        if (key === 'theme' && isInterpolationProps(fn, pattern)) {
          context.report({ node: property, messageId: 'propsTheme' })
        }
      },
      // (p) => p.theme…
      'MemberExpression[property.name="theme"]'(node) {
        if (node.object.type !== 'Identifier' || node.computed) return
        const variable = sourceCode
          .getScope(node)
          .references.find((reference) => reference.identifier === node.object)?.resolved
        const definition = variable?.defs[0]
        if (
          definition?.type === 'Parameter' &&
          isInterpolationProps(definition.node, definition.name)
        ) {
          context.report({ node, messageId: 'propsTheme' })
        }
      },
    }
  },
}

/** The plugin eslint.config.mjs registers as `local`. */
const plugin = {
  meta: { name: 'forgeline-local' },
  rules: { 'no-theme-context-in-server': noThemeContextInServer },
}

export default plugin
