import { describe, expect, it } from 'vitest'
import { selectedSuites, suiteOf } from './suites'

const projects = ['routes-mobile', 'routes-desktop', 'stories', 'analytics', 'remote']
const run = (...args: string[]) => selectedSuites(['node', 'playwright', 'test', ...args], projects)

describe('the suites a playwright command line selects (their servers start)', () => {
  it('are those of the projects named, with --project or --project=, any case, * for any text', () => {
    expect(run('--project', 'routes-*', '--reporter=list,json')).toEqual(['routes'])
    expect(run('--project=stories')).toEqual(['stories'])
    expect(run('--project', 'Remote', '--project=analytics')).toEqual(['analytics', 'remote'])
    expect(run('--project', 'routes-desktop', '-g', 'e2e/stories/x')).toEqual(['routes'])
    expect(run('e2e/routes/a.spec.ts', '--project', 'stories', 'remote')).toEqual([
      'stories',
      'remote',
    ])
  })

  it('are none when --project names no project', () => {
    expect(run('--project', 'route')).toEqual([])
  })

  it('are those whose folder a file argument is in, without --project', () => {
    expect(run('e2e/routes/forms.spec.ts', '-g', 'sends')).toEqual(['routes'])
    expect(run('/work/x/e2e/remote/live.spec.ts', 'e2e/stories')).toEqual(['stories', 'remote'])
  })

  it('are all of them otherwise', () => {
    expect(run()).toEqual(['routes', 'stories', 'analytics', 'remote'])
    expect(run('visual')).toEqual(['routes', 'stories', 'analytics', 'remote'])
  })
})

describe('suiteOf', () => {
  it('reads the suite from the project name and refuses one of no suite', () => {
    expect(suiteOf('routes-mobile')).toBe('routes')
    expect(suiteOf('stories')).toBe('stories')
    expect(() => suiteOf('routesmobile')).toThrow(/belongs to no suite/)
  })
})
