// Issue 37: Chrome's explicit compile hint on every client chunk of a build. next.config.ts calls
// addCompileHints() from Next's documented build hook (`compiler.runAfterProductionCompile`),
// after the chunks are written and before any page is rendered; `COMPILE_HINTS=off` skips it.
//
// V8 compiles a function the first time it runs, on the main thread. On home that was most of the
// framework's start: 52 ms of lazy parsing and 91 ms of compiling on the main thread (mean of 4
// traced Pixel 7 loads, unthrottled; tracing slows it), in the long tasks Lighthouse counts as
// blocking. A file that begins with `//# allFunctionsCalledOnLoad` is compiled whole, on the
// background thread that streams it as it downloads (Chrome 136 and later; other browsers read
// a comment): the same loads spent 4 ms compiling on the main thread, and Lighthouse's TBT went
// from 136 to 65 ms on home (medians of 5 alternating runs; docs/performance.md).
//
// Every chunk gets the hint: a chunk is only loaded where the page runs it (the framework and the
// page's components at startup; the form, the video players, draft mode's visual editing when a
// page has them). The comment is a line of its own, so a chunk's source map, when the build
// writes one, moves down a line with it.

import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** The comment, and the line it takes at the top of each chunk. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/** Every `.js` file under `dir`, at any depth. */
function scripts(dir) {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/** A source map moved down one line: a plain map's mappings, or each section of an index map. */
function shifted(map) {
  if (Array.isArray(map.sections)) {
    return {
      ...map,
      sections: map.sections.map((section) => ({
        ...section,
        offset: { ...section.offset, line: section.offset.line + 1 },
      })),
    }
  }
  return { ...map, mappings: `;${map.mappings}` }
}

/**
 * Puts COMPILE_HINT at the top of every client chunk of the build in `distDir` (its
 * `static/chunks`) that does not have it yet, and moves each one's source map down a line.
 * Returns the number of chunks it changed.
 */
export function addCompileHints(distDir) {
  let changed = 0
  for (const file of scripts(path.join(distDir, 'static', 'chunks'))) {
    const code = readFileSync(file, 'utf8')
    if (code.startsWith(COMPILE_HINT)) continue
    writeFileSync(file, `${COMPILE_HINT}\n${code}`)
    const mapFile = `${file}.map`
    if (existsSync(mapFile)) {
      writeFileSync(mapFile, JSON.stringify(shifted(JSON.parse(readFileSync(mapFile, 'utf8')))))
    }
    changed++
  }
  return changed
}
