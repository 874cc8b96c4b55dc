// STYLE habit 3: page modules by `_type`. An unknown type renders nothing in production and a
// visible placeholder in draft mode, so editors notice it.
import type { ComponentType } from 'react'
import styled from 'styled-components'
import { withLcpImagePriority } from '@/lib/media'
import { theme } from '@/theme/theme'
import { ModuleGroup, type ModuleGroupValue } from '../ModuleGroup'

export interface PageModule {
  _key?: string
  _type: string
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ModuleComponent = ComponentType<{ value: any; documentBlocks?: readonly unknown[] }>

const moduleComponents: Record<string, ModuleComponent> = {
  moduleGroup: ModuleGroup,
}

const Unknown = styled.div`
  margin: ${theme.space.s4} auto;
  max-width: ${theme.layout.maxWidth};
  padding: ${theme.space.s4};
  border: 2px dashed ${theme.fixedColor.warningBorder};
  background: ${theme.fixedColor.warningBackground};
  color: ${theme.fixedColor.warningText};
  font-family: monospace;
`

export interface BlockRendererProps {
  modules: readonly PageModule[] | null | undefined
  /** Draft mode: show a placeholder for module types the site does not know. */
  draftMode?: boolean
}

export function BlockRenderer({ modules, draftMode = false }: BlockRendererProps) {
  // Issue 10: the first section's first large image is the only one loaded with priority.
  const items = withLcpImagePriority(modules as readonly ModuleGroupValue[] | null | undefined)
  const documentBlocks = (items ?? []).flatMap(
    (m) => ((m as ModuleGroupValue).content ?? []) as readonly unknown[],
  )
  return (
    <>
      {(items ?? []).map((module, index) => {
        const Component = moduleComponents[module._type]
        const key = module._key ?? `${module._type}-${index}`
        if (!Component) {
          return draftMode ? (
            <Unknown key={key} role="note">
              Unknown module type “{module._type}”: it is not shown on the published site.
            </Unknown>
          ) : null
        }
        return <Component key={key} value={module} documentBlocks={documentBlocks} />
      })}
    </>
  )
}
