// The test command's closing line: the counts of every runner's JSON report added up, plus the
// script checks (fuzz, kill, PostgreSQL, dataset...) that scripts/test.sh ran, one each.
//   node scripts/test-summary.mjs <report dir> <checks passed> <checks failed> [exit code]
// Prints "N passed, N failed" alone on the last line (", N skipped" after it when some were);
// the lines above it, one per report, are written so that none of them reads as a closing line
// of some runner (no "Summary", "tests N", "ok", "PASS", nothing framed in '=' signs).
import fs from 'node:fs'
import path from 'node:path'

const [dir, checksPassed = '0', checksFailed = '0', exitCode = '0'] = process.argv.slice(2)
let passed = Number(checksPassed)
let failed = Number(checksFailed)
let skipped = 0
const lines = []

for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []) {
  if (!file.endsWith('.json')) continue
  let report
  try {
    report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))
  } catch {
    continue // a runner that died before writing its report: its step already failed
  }
  if (report.stats && 'expected' in report.stats) {
    // Playwright: flaky tests passed on a retry (no project or spec has retries today).
    const { expected, unexpected, flaky, skipped: s } = report.stats
    passed += expected + flaky
    failed += unexpected
    skipped += s
    lines.push(`${file} — ${expected + flaky} passed, ${unexpected} failed, ${s} skipped`)
  } else if ('numPassedTests' in report) {
    // Vitest (Jest-compatible JSON).
    passed += report.numPassedTests
    failed += report.numFailedTests
    skipped += report.numPendingTests + (report.numTodoTests ?? 0)
    lines.push(
      `${file} — ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped`,
    )
  }
}

lines.push(`script checks — ${checksPassed} passed, ${checksFailed} failed`)
// A runner that crashed without a report still failed the run.
if (exitCode !== '0' && failed === 0) {
  failed = 1
  lines.push(`exit code ${exitCode} with no failure reported: counted as one failure`)
}
console.log(lines.map((l) => `  ${l}`).join('\n'))
console.log('all runners and script checks added up:')
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
