// Test helper for the pure rules (lib/, theme/, analytics/, the schema's helpers): most of their
// tests check one function over many inputs. Tests only; no app code imports this.
import { expect, it } from 'vitest'

/**
 * One test per `[input, expected]` case, named after the call (`pagePath("home") is "/"`), so a
 * failing run says which input broke the rule. `fn(input)` must equal `expected` (`toEqual`: an
 * asymmetric matcher such as `expect.closeTo` or `expect.stringMatching` stands for a value).
 * The cases are typed by `fn`, so an input or an answer of the wrong type does not compile.
 */
export function itReturns<I, O>(
  fn: (input: I) => O,
  cases: ReadonlyArray<readonly [NoInfer<I>, NoInfer<O>]>,
  name = fn.name,
): void {
  it.each(cases)(`${name}(%j) is %j`, (input, expected) => {
    expect(fn(input)).toEqual(expected)
  })
}
