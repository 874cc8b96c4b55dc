#!/usr/bin/env node
// The docs cannot drift from the project (issue 36): every command and link in README.md and
// docs/*.md must still lead somewhere.
//
//   node scripts/check-docs.mjs
//
// - every `npm run X` (also `npm run X -- …`, `npm run --silent X`), `npm test` and `npm start`
//   names a script of package.json;
// - every `node <file>`, `npx node <file>` and `bash <file>` names a file of the project;
// - every relative link ([text](path), ![alt](path), [id]: path) points at an existing file or
//   folder (the #fragment and ?query are not checked);
// - every variable of .env.example is in the README's configuration table;
// - every project path a source file names (`src/…`, `scripts/…`, `e2e…/…`, `docs/…`, …: in its
//   comments, mostly) exists (issue 50: comments named scripts that had been renamed). Test files
//   are left out (their fixtures name made-up files); name another project's file by its URL or
//   with the project's name before it (`styled-components/src/…`).
// Commands are read from prose, code spans and fenced blocks alike; links outside code only.
// Nothing is run. Exits 1 and prints each problem (file:line) on failure.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const SCRIPT_NAME = '[A-Za-z0-9](?:[\\w:.-]*\\w)?'

/** 1-based line of an offset in a text. */
const lineAt = (text, index) => text.slice(0, index).split('\n').length

/** Every npm script a Markdown text runs: `npm run X`, `npm run --silent X`, `npm test`, `npm start`. */
export function npmScripts(markdown) {
  const found = []
  const run = new RegExp(`\\bnpm\\s+run(?:\\s+(?:--silent|-s))?\\s+(${SCRIPT_NAME})`, 'g')
  for (const m of markdown.matchAll(run))
    found.push({ script: m[1], line: lineAt(markdown, m.index) })
  for (const m of markdown.matchAll(/\bnpm\s+(test|start)\b/g)) {
    found.push({ script: m[1], line: lineAt(markdown, m.index) })
  }
  return found.sort((a, b) => a.line - b.line)
}

/** Every file a Markdown text's commands execute: `node f`, `npx node f`, `bash f`. */
export function commandFiles(markdown) {
  const found = []
  for (const m of markdown.matchAll(
    /\b(?:node|bash)\s+((?:\.\/)?[\w-]+(?:\/[\w.-]+)+\.(?:mjs|cjs|js|sh))\b/g,
  )) {
    found.push({ file: m[1], line: lineAt(markdown, m.index) })
  }
  return found
}

/** The text with fenced blocks and code spans blanked (same length, same lines). */
function withoutCode(markdown) {
  const blank = (s) => s.replace(/[^\n]/g, ' ')
  return markdown
    .replace(/^( {0,3})(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2[^\n]*$/gm, blank)
    .replace(/(`+)[^`][\s\S]*?\1/g, blank)
}

/** Every relative link target of a Markdown text (no scheme, not a bare #fragment). */
export function relativeLinks(markdown) {
  const text = withoutCode(markdown)
  const found = []
  const targets = [
    ...text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g),
    ...text.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm),
  ]
  for (const m of targets) {
    const target = m[1]
    if (/^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith('#') || target.startsWith('//'))
      continue
    found.push({ target, line: lineAt(markdown, m.index) })
  }
  return found.sort((a, b) => a.line - b.line)
}

/** The variable names .env.example sets (NAME=… lines). */
export function envVariables(envExample) {
  return [...envExample.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1])
}

/** The top folders of this project whose paths source files name. */
const PROJECT_PATH = new RegExp(
  String.raw`(?<![\w./-])((?:src|scripts|e2e[\w-]*|docs|deploy|patches|stories|bench|public|\.ci|test-support|build-hooks|content)` +
    String.raw`(?:/[\w.[\]@+-]+)+\.(?:tsx?|[mc]?js|d\.mts|mts|md|sh|conf|json|patch))(?!\w)`,
  'g',
)

/**
 * `path.join(root, 'test-support', 'presentation-studio.mjs')`: a path spelled as literal
 * segments after a base.
 */
const JOINED_PATH =
  /path\.(?:join|resolve)\((?:[^,()]|\(\))+,((?:\s*'[\w.@/+-]+'\s*,)*\s*'[\w.@/+-]+'\s*)\)/g

/**
 * Every path of a project file a source text names (a glob, with `*`, is not a path), also as
 * `path.join` segments (a moved file's old segments once broke the remote suite: ec1df9e).
 */
export function codePaths(text) {
  const named = [...text.matchAll(PROJECT_PATH)]
    .filter((m) => !m[1].includes('*'))
    .map((m) => ({ target: m[1], line: lineAt(text, m.index) }))
  const joined = [...text.matchAll(JOINED_PATH)].flatMap((m) => {
    const target = [...m[1].matchAll(/'([^']+)'/g)].map((segment) => segment[1]).join('/')
    const whole = [...target.matchAll(PROJECT_PATH)].some((p) => p.index === 0 && p[1] === target)
    return whole ? [{ target, line: lineAt(text, m.index) }] : []
  })
  // A quoted whole path is read both ways: once per line is enough.
  const unique = new Map([...named, ...joined].map((p) => [`${p.line} ${p.target}`, p]))
  return [...unique.values()].sort((a, b) => a.line - b.line)
}

/** The project's source files whose comments are checked: tracked by git, no test, no content. */
export function sourceFiles(root) {
  return execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(?:tsx?|[mc]?js|sh|patch|conf|ya?ml)$/.test(file))
    .filter((file) => !file.startsWith('content/') && !/\.test\.[mc]?[jt]sx?$/.test(file))
}

/** Problems of the source files under `root`: each path they name that does not exist. */
export function checkCodePaths(root, files = sourceFiles(root)) {
  const problems = []
  for (const file of files) {
    const full = path.join(root, file)
    if (!existsSync(full)) continue
    for (const { target, line } of codePaths(readFileSync(full, 'utf8'))) {
      if (!existsSync(path.join(root, target)))
        problems.push(`${file}:${line}: ${target}: no such file`)
    }
  }
  return problems
}

/**
 * Problems of the docs under `root`: README.md and docs/*.md (or `files`, relative to root),
 * against root's package.json and .env.example. An empty list means the docs are consistent.
 */
export function checkDocs(root, files = docFiles(root)) {
  const problems = []
  const { scripts = {} } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
  for (const file of files) {
    const markdown = readFileSync(path.join(root, file), 'utf8')
    for (const { script, line } of npmScripts(markdown)) {
      if (!Object.hasOwn(scripts, script)) {
        problems.push(
          `${file}:${line}: "npm ${script === 'test' || script === 'start' ? '' : 'run '}${script}": no such script in package.json`,
        )
      }
    }
    for (const { file: executed, line } of commandFiles(markdown)) {
      if (!existsSync(path.join(root, executed)))
        problems.push(`${file}:${line}: ${executed}: no such file`)
    }
    for (const { target, line } of relativeLinks(markdown)) {
      const local = decodeURI(target.replace(/[#?].*$/, ''))
      if (!local) continue
      const resolved = local.startsWith('/')
        ? path.join(root, local)
        : path.resolve(root, path.dirname(file), local)
      if (!existsSync(resolved)) problems.push(`${file}:${line}: link to ${target}: no such file`)
    }
  }
  const readme = path.join(root, 'README.md')
  const envFile = path.join(root, '.env.example')
  if (files.includes('README.md') && existsSync(envFile) && existsSync(readme)) {
    const text = readFileSync(readme, 'utf8')
    for (const name of envVariables(readFileSync(envFile, 'utf8'))) {
      if (!new RegExp(`\\b${name}\\b`).test(text)) {
        problems.push(`README.md: ${name} (.env.example) is missing from the configuration table`)
      }
    }
  }
  return problems
}

/** README.md and every docs/*.md under root. */
export function docFiles(root) {
  const docs = existsSync(path.join(root, 'docs'))
    ? readdirSync(path.join(root, 'docs'))
        .filter((name) => name.endsWith('.md'))
        .sort()
        .map((name) => `docs/${name}`)
    : []
  return ['README.md', ...docs]
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  const files = docFiles(root)
  const sources = sourceFiles(root)
  const problems = [...checkDocs(root, files), ...checkCodePaths(root, sources)]
  for (const problem of problems) console.error(problem)
  if (problems.length) {
    console.error(`${problems.length} problem(s) in the docs`)
    process.exit(1)
  }
  console.log(
    `docs: ${files.length} files, every npm script, command file, link and variable found; ` +
      `${sources.length} source files, every project path they name found`,
  )
}
