import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  afterPaintLoader,
  FONTS_LOADED_CLASS,
  withScriptsAfterPaint,
} from './scriptsAfterPaint.mjs'

const chunk = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`
const page = (head: string, body = '<p>x</p>') =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`

describe('withScriptsAfterPaint', () => {
  afterEach(() => vi.unstubAllEnvs())

  it("takes the head's chunk scripts and their preload into one loader at the end of the body", () => {
    const font =
      '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin=""/>'
    const preload =
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>'
    const polyfills = '<script src="/_next/static/chunks/p.js" noModule=""></script>'
    const html = page(
      `${font}${preload}${chunk('a')}${chunk('b')}${polyfills}`,
      '<p>x</p><script>self.__next_f.push([1,"a"])</script>',
    )
    expect(withScriptsAfterPaint(html)).toBe(
      page(
        `${font}${polyfills}`,
        `<p>x</p><script>self.__next_f.push([1,"a"])</script>${afterPaintLoader(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'])}`,
      ),
    )
  })

  it("takes the body's chunk script and React's preloads of lazy chunks after the paint too", () => {
    const preload = (name: string) =>
      `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/${name}.js"/>`
    const lazy = (name: string) =>
      `<link rel="preload" href="/_next/static/chunks/${name}.js" as="script" fetchPriority="low"/>`
    const image = '<link rel="preload" as="image" href="/images/hero.png"/>'
    const html = page(
      `${preload('r')}${lazy('form')}${image}${lazy('video')}${chunk('a')}`,
      `<script id="_R_">x</script>${chunk('r')}<p>x</p>`,
    )
    expect(withScriptsAfterPaint(html)).toBe(
      page(
        image,
        `<script id="_R_">x</script><p>x</p>${afterPaintLoader(
          ['/_next/static/chunks/a.js', '/_next/static/chunks/r.js'],
          ['/_next/static/chunks/form.js', '/_next/static/chunks/video.js'],
        )}`,
      ),
    )
  })

  it('leaves a page without chunk scripts, or with SCRIPTS_AFTER_PAINT=off, as it is', () => {
    const bare = page('<title>x</title>')
    expect(withScriptsAfterPaint(bare)).toBe(bare)
    const html = page(chunk('a'))
    vi.stubEnv('SCRIPTS_AFTER_PAINT', 'off')
    expect(withScriptsAfterPaint(html)).toBe(html)
  })
})

describe('afterPaintLoader', () => {
  /**
   * Runs the loader's script against a stand-in document and timers, in a browser without
   * PerformanceObserver (frames only) unless `paint` stands in for the Paint Timing observer;
   * `page` adds to the document (its fonts, its root, `hidden` for a background tab).
   */
  function run(srcs: string[], preloads?: string[], paint?: PaintStandIn, page = {}) {
    const added: Record<string, unknown>[] = []
    const frames: (() => void)[] = []
    const timers: [() => void, number][] = []
    const document = {
      createElement: (tag: string) => ({ tag }),
      head: { appendChild: (el: Record<string, unknown>) => added.push({ ...el }) },
      ...page,
    }
    const code = /^<script>([^]*)<\/script>$/.exec(afterPaintLoader(srcs, preloads))![1]!
    new Function('document', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', code)(
      document,
      (fn: () => void) => frames.push(fn),
      (fn: () => void, ms: number) => timers.push([fn, ms]),
      paint?.Observer,
    )
    return { added, frames, timers }
  }

  /** A Paint Timing observer: `report(name)` delivers a paint entry of that name to it. */
  interface PaintStandIn {
    Observer: unknown
    report: (name?: string) => void
    observed: unknown[]
  }
  function paintStandIn(types = ['paint', 'navigation']): PaintStandIn {
    type Entries = { getEntriesByName: (name: string) => { name: string }[] }
    let callback: ((list: Entries) => void) | undefined
    const observed: unknown[] = []
    class Observer {
      static supportedEntryTypes = types
      constructor(fn: (list: Entries) => void) {
        callback = fn
      }
      observe(options: unknown) {
        observed.push(options)
      }
    }
    const report = (name = 'first-contentful-paint') =>
      callback!({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) })
    return { Observer, report, observed }
  }

  /** Runs the queued zero-delay timers from `from` on, in order, with those they queue. */
  function runQueued(timers: [() => void, number][], from: number) {
    for (let i = from; i < timers.length; i++) if (timers[i]![1] === 0) timers[i]![0]()
  }

  it('adds the scripts once the browser reports the first contentful paint, not at a frame (issue 37)', () => {
    const paint = paintStandIn()
    const { added, frames, timers } = run(['/a.js'], [], paint)
    expect(paint.observed).toEqual([{ type: 'paint', buffered: true }])
    // A frame is drawn before it is on screen: not waited for. No timer either, however long
    // the first paint takes (a one-second fallback here could load the fonts before it).
    expect(frames).toEqual([])
    expect(timers).toEqual([])
    // A first paint of the background alone (a slow CPU) is not the page on screen.
    paint.report('first-paint')
    expect(timers).toEqual([])
    paint.report()
    expect(timers.map(([, ms]) => ms)).toEqual([0])
    expect(added).toEqual([])
    runQueued(timers, 0)
    expect(added).toEqual([{ tag: 'script', src: '/a.js', async: true }])
    // The next paint entry adds nothing again.
    const queued = timers.length
    paint.report()
    runQueued(timers, queued)
    expect(added).toHaveLength(1)
  })

  it('waits for a frame where the browser has PerformanceObserver but no paint entries', () => {
    const paint = paintStandIn(['navigation', 'resource'])
    const { added, frames, timers } = run(['/a.js'], [], paint)
    expect(paint.observed).toEqual([])
    expect(timers).toEqual([])
    frames[0]!()
    runQueued(timers, 0)
    expect(added).toEqual([{ tag: 'script', src: '/a.js', async: true }])
  })

  it('without PerformanceObserver, adds every script, async and in order, after the frame after the first paint, once', () => {
    const { added, frames, timers } = run(['/a.js', '/b.js'])
    expect(added).toEqual([])
    // Nothing before the first frame, and no timer.
    expect(timers).toEqual([])
    frames[0]!()
    expect(timers.map(([, ms]) => ms)).toEqual([0])
    runQueued(timers, 0)
    expect(added).toEqual([
      { tag: 'script', src: '/a.js', async: true },
      { tag: 'script', src: '/b.js', async: true },
    ])
    // A second frame finds them added.
    const queued = timers.length
    frames[0]!()
    runQueued(timers, queued)
    expect(added).toHaveLength(2)
  })

  it('adds them after a second in a tab opened in the background (it draws no frame), once', () => {
    const paint = paintStandIn()
    const { added, timers } = run(['/a.js'], [], paint, { hidden: true })
    expect(timers.map(([, ms]) => ms)).toEqual([1000])
    timers[0]![0]()
    runQueued(timers, 1)
    expect(added).toEqual([{ tag: 'script', src: '/a.js', async: true }])
    // Shown later, its first paint adds nothing again.
    const queued = timers.length
    paint.report()
    runQueued(timers, queued)
    expect(added).toHaveLength(1)
  })

  it('adds each script and each preload in a task of its own, so none is a long task (issue 37)', () => {
    const { added, frames, timers } = run(['/a.js', '/b.js'], ['/lazy.js'])
    frames[0]!()
    timers[0]![0]()
    // The step after the paint only queues: three tasks, one element each, in order.
    expect(added).toEqual([])
    const steps = timers.slice(1)
    expect(steps.map(([, ms]) => ms)).toEqual([0, 0, 0])
    const after = steps.map(([task]) => {
      task()
      return added.map((el) => el.src ?? el.href)
    })
    expect(after).toEqual([['/a.js'], ['/a.js', '/b.js'], ['/a.js', '/b.js', '/lazy.js']])
  })

  it('loads the web fonts first, one face a task, then marks the root: one swap, also when a face fails', async () => {
    const loads: string[] = []
    const classes: string[] = []
    const face = (family: string, status: string, ok = true) => ({
      status,
      load: () => {
        loads.push(family)
        return ok ? Promise.resolve() : Promise.reject(new Error('no local font'))
      },
    })
    const faces = [
      face('inter', 'unloaded'),
      face('x Fallback', 'unloaded', false),
      face('used', 'loaded'),
    ]
    const { added, frames, timers } = run(['/a.js'], [], undefined, {
      fonts: { forEach: (fn: (f: unknown) => void) => faces.forEach(fn) },
      documentElement: { classList: { add: (name: string) => classes.push(name) } },
    })
    frames[0]!()
    timers[0]![0]()
    expect(loads).toEqual([])
    // Then: one task a face to load, one that waits for them all, one for the script.
    expect(timers).toHaveLength(5)
    timers[1]![0]()
    expect(loads).toEqual(['inter'])
    timers[2]![0]()
    expect(loads).toEqual(['inter', 'x Fallback'])
    timers[3]![0]()
    expect(added).toEqual([])
    timers[4]![0]()
    expect(added.map((el) => el.src)).toEqual(['/a.js'])
    expect(classes).toEqual([])
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(classes).toEqual([FONTS_LOADED_CLASS])
  })

  it('has no "<" in its code: e2e/routes/routes.spec.ts finds it in the page by `[^<]*`', () => {
    const code = /^<script>([^]*)<\/script>$/.exec(afterPaintLoader(['/a.js'], ['/lazy.js']))![1]!
    expect(code).not.toContain('<')
  })

  it('adds the low-priority preloads after the scripts', () => {
    const { added, frames, timers } = run(['/a.js'], ['/lazy.js'])
    frames[0]!()
    expect(added).toEqual([])
    runQueued(timers, 0)
    expect(added).toEqual([
      { tag: 'script', src: '/a.js', async: true },
      { tag: 'link', rel: 'preload', as: 'script', fetchPriority: 'low', href: '/lazy.js' },
    ])
  })
})
