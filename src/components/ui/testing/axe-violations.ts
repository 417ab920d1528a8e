import axe from 'axe-core'

/**
 * axe-core's violations inside `container`, one line each, for
 * `expect(await axeViolations(container)).toEqual([])`. Colour contrast needs
 * layout, which jsdom has not: the browser tests check it (tests/e2e/accessibility.spec.ts).
 */
// jsdom has no canvas and says so on stderr each time axe measures a glyph; null is what a
// browser without a 2D context answers, and axe then skips that measurement.
HTMLCanvasElement.prototype.getContext = () => null

export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
  return results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join('; ')})`)
}
