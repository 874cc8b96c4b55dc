// The stylis plugins of the server-component tree (src/app/layout.tsx). Server-rendered styled
// components put an inline <style> element just before their element, and those count as
// siblings: `stylisPluginRSC` rewrites `:first-child`, `:last-child`, `:nth-child()` and `a + b`
// so that they skip those <style> elements, and component styles are written as plain CSS.
// Except a bare `*` before `+`: it matches a <style> too, so `* + &` holds for every element
// (write `&:where(:not(:first-child))`; e2e/routes.spec.ts checks rich-text headings for it).
// One array for the whole process: styled-components keeps its stylis instance while the
// reference is the same.
import { stylisPluginRSC } from 'styled-components'

export const rscStylisPlugins = [stylisPluginRSC]
