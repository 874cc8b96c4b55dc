// The score that Mozilla's HTTP Observatory (MDN, scoring v2) gives a response's headers, for the
// tests that apply to one response from this origin. Rules and modifiers as published in
// "HTTP Observatory scoring methodology" (developer.mozilla.org/en-US/observatory/docs/scoring):
// the score starts at 100, each test adds its modifier, and bonus points count only when the
// score before them is at least 90. Redirection (HTTP→HTTPS) and HSTS preloading cannot be judged
// on 127.0.0.1 and score 0 here, as a compliant deployment would.

export interface ObservatoryResult {
  score: number
  grade: string
  tests: Record<string, { result: string; modifier: number }>
}

function cspTest(policy: string | undefined): { result: string; modifier: number } {
  if (!policy) return { result: 'csp-not-implemented', modifier: -25 }
  const directives = new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  )
  const defaultSrc = directives.get('default-src') ?? []
  const scriptSrc = directives.get('script-src') ?? defaultSrc
  const styleSrc = directives.get('style-src') ?? defaultSrc
  const objectSrc = directives.get('object-src') ?? defaultSrc
  const unsafeScripts =
    scriptSrc.includes("'unsafe-inline'") && !scriptSrc.some((v) => /^'(nonce|sha\d+)-/.test(v))
  const insecure = (values: string[]) =>
    values.some((v) => v === '*' || v === 'http:' || v === 'https:' || v === 'data:')
  if (
    unsafeScripts ||
    insecure(scriptSrc) ||
    insecure(objectSrc) ||
    (!directives.has('script-src') && !defaultSrc.length)
  ) {
    return { result: 'csp-implemented-with-unsafe-inline', modifier: -20 }
  }
  if (scriptSrc.includes("'unsafe-eval'"))
    return { result: 'csp-implemented-with-unsafe-eval', modifier: -10 }
  if (styleSrc.includes("'unsafe-inline'")) {
    return { result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 }
  }
  return defaultSrc.includes("'none'")
    ? { result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 }
    : { result: 'csp-implemented-with-no-unsafe', modifier: 5 }
}

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
]

export function observatoryScore(headers: Record<string, string>, html: string): ObservatoryResult {
  const h = (name: string) => headers[name.toLowerCase()]
  const tests: ObservatoryResult['tests'] = {}
  tests['content-security-policy'] = cspTest(h('content-security-policy'))
  tests.cookies = h('set-cookie')
    ? /secure/i.test(h('set-cookie')!) && /httponly/i.test(h('set-cookie')!)
      ? { result: 'cookies-secure-with-httponly-sessions', modifier: 0 }
      : { result: 'cookies-without-secure-flag', modifier: -20 }
    : { result: 'cookies-not-found', modifier: 0 }
  tests['cross-origin-resource-sharing'] =
    h('access-control-allow-origin') === '*'
      ? { result: 'cross-origin-resource-sharing-implemented-with-public-access', modifier: 0 }
      : { result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 }
  tests.redirection = { result: 'redirection-not-judged-on-loopback', modifier: 0 }
  const referrer = h('referrer-policy')?.toLowerCase()
  tests['referrer-policy'] =
    referrer &&
    ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(
      referrer,
    )
      ? { result: 'referrer-policy-private', modifier: 5 }
      : referrer
        ? { result: 'referrer-policy-unsafe', modifier: -5 }
        : { result: 'referrer-policy-not-implemented', modifier: 0 }
  const maxAge = Number(/max-age=(\d+)/i.exec(h('strict-transport-security') ?? '')?.[1] ?? 0)
  tests['strict-transport-security'] =
    maxAge >= 15_768_000
      ? { result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 }
      : maxAge > 0
        ? { result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 }
        : { result: 'hsts-not-implemented', modifier: -20 }
  const external = [...html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["'][^>]*>/gi)].filter(
    ([, src]) => /^(https?:)?\/\//i.test(src!),
  )
  tests['subresource-integrity'] = external.length
    ? { result: 'sri-not-implemented-but-external-scripts-loaded-securely', modifier: -5 }
    : { result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 }
  tests['x-content-type-options'] =
    h('x-content-type-options')?.toLowerCase() === 'nosniff'
      ? { result: 'x-content-type-options-nosniff', modifier: 0 }
      : { result: 'x-content-type-options-not-implemented', modifier: -5 }
  tests['x-frame-options'] = /frame-ancestors/i.test(h('content-security-policy') ?? '')
    ? { result: 'x-frame-options-implemented-via-csp', modifier: 5 }
    : /^(deny|sameorigin)$/i.test(h('x-frame-options') ?? '')
      ? { result: 'x-frame-options-sameorigin-or-deny', modifier: 0 }
      : { result: 'x-frame-options-not-implemented', modifier: -20 }

  const penalties = Object.values(tests).reduce((sum, t) => sum + Math.min(0, t.modifier), 100)
  const bonus = Object.values(tests).reduce((sum, t) => sum + Math.max(0, t.modifier), 0)
  const score = Math.max(0, penalties >= 90 ? penalties + bonus : penalties)
  const grade = GRADES.find(([min]) => score >= min)![1]
  return { score, grade, tests }
}
