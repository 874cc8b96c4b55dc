// Test helper for the pure rules (lib/, theme/, analytics/, the schema's helpers): most of their
// tests check one function over many inputs. Tests only; no app code imports this.
import { expect, it } from 'vitest'

/**
 * A case's value as its test name shows it: JSON, or an asymmetric matcher as it describes itself
 * (`NumberCloseTo 0.7152 (4 digits)`), else by its name and sample (`StringMatching /leading/`).
 */
function show(value: unknown): string {
  const matcher = value as AsymmetricMatcherLike | null | undefined
  if (typeof matcher?.asymmetricMatch !== 'function') return JSON.stringify(value) ?? String(value)
  return matcher.toAsymmetricMatcher?.() ?? `${String(matcher)} ${String(matcher.sample)}`
}

type AsymmetricMatcherLike = {
  asymmetricMatch?: unknown
  sample?: unknown
  toAsymmetricMatcher?: () => string
}

/**
 * One test per `[input, expected]` case, named after the call (`pagePath("home") is "/"`), so a
 * failing run says which input broke the rule. `fn(input)` must equal `expected` (`toEqual`: an
 * asymmetric matcher such as `expect.closeTo` or `expect.stringMatching` stands for a value).
 * The cases are typed by `fn`, so an input or an answer of the wrong type does not compile.
 */
export function itReturns<I, O>(
  fn: (input: I) => O,
  cases: ReadonlyArray<readonly [input: I, expected: O]>,
  name = fn.name,
): void {
  for (const [input, expected] of cases) {
    it(`${name}(${show(input)}) is ${show(expected)}`, () => {
      expect(fn(input)).toEqual(expected)
    })
  }
}
