// Every component in src/components has its stories (the STYLE layout: stories/ mirrors
// src/components), in CSF3 with `satisfies Meta<typeof Component>`, with a Default and an
// args-driven Playground. A new component without stories fails here, before the story checks.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '..')
const componentsDir = path.join(root, 'src/components')

/** src/components/<group>/<Component>/ folders, as 'group/Component'. */
const components = readdirSync(componentsDir, { withFileTypes: true })
  .filter((group) => group.isDirectory())
  .flatMap((group) =>
    readdirSync(path.join(componentsDir, group.name), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${group.name}/${entry.name}`),
  )

describe('stories for every component', () => {
  it('finds the components', () => {
    expect(components).toContain('layout/PageShell')
    expect(components).toContain('ui/ThemeScope')
  })

  it.each(components)('%s has stories in CSF3 with a Default and a Playground', (name) => {
    const file = path.join(root, 'stories', `${name}.stories.tsx`)
    expect(existsSync(file), `stories/${name}.stories.tsx`).toBe(true)
    const source = readFileSync(file, 'utf8')
    expect(source).toMatch(/satisfies Meta<typeof \w+>/)
    expect(source).toMatch(/^export const Default\b/m)
    expect(source).toMatch(/^export const Playground\b/m)
  })
})
