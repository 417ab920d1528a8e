import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contrastRatio, formatRatio, parseHexColour, type Rgb } from '../../src/contracts/contrast.ts'

/**
 * The tokens' promises (src/components/ui/theme/tokens.css), measured: text 4.5:1 or better where it
 * is read, control borders and the focus ring 3:1 or better (WCAG 1.4.3, 1.4.11, 2.4.13). A token
 * changed to a paler shade fails here with its ratio, before a screen shows it.
 */
const css = readFileSync(join(import.meta.dirname, '..', '..', 'src/components/ui/theme/tokens.css'), 'utf8')
const tokens = new Map([...css.matchAll(/(--color-[\w-]+):\s*(#[0-9a-f]{3,6})\s*;/gi)].map((match) => [match[1] ?? '', match[2] ?? '']))

function colour(name: string): Rgb {
  const value = parseHexColour(tokens.get(name) ?? '')
  if (!value) throw new Error(`${name} is not a hex colour in tokens.css`)
  return value
}

const pairs: readonly (readonly [string, string, number])[] = [
  ['--color-text', '--color-surface', 4.5],
  ['--color-text', '--color-bg', 4.5],
  ['--color-text-muted', '--color-surface', 4.5],
  ['--color-text-muted', '--color-bg', 4.5],
  ['--color-text-muted', '--color-surface-sunken', 4.5],
  ['--color-accent', '--color-surface', 4.5],
  ['--color-accent', '--color-bg', 4.5],
  ['--color-on-accent', '--color-accent', 4.5],
  ['--color-on-accent', '--color-accent-strong', 4.5],
  ['--color-on-accent', '--color-danger', 4.5],
  ['--color-danger', '--color-surface', 4.5],
  ['--color-danger', '--color-danger-soft', 4.5],
  ['--color-success', '--color-surface', 4.5],
  ['--color-warning', '--color-surface', 4.5],
  ['--color-warning', '--color-warning-soft', 4.5],
  ['--color-text', '--color-accent-soft', 4.5],
  ['--color-border-strong', '--color-surface', 3],
  ['--color-border-strong', '--color-bg', 3],
  ['--color-focus-edge', '--color-surface', 3],
  ['--color-focus-edge', '--color-bg', 3],
  ['--color-focus-edge', '--color-accent-soft', 3],
  ['--color-focus', '--color-focus-edge', 3],
  ['--color-focus', '--color-accent', 3],
]

describe('the design tokens keep their contrast', () => {
  it('reads the colours it measures (the check can fail)', () => {
    expect(tokens.size).toBeGreaterThan(15)
    expect(contrastRatio(colour('--color-surface'), colour('--color-surface'))).toBe(1)
  })

  it.each(pairs)('%s on %s: %s:1 or better', (foreground, background, minimum) => {
    const ratio = contrastRatio(colour(foreground), colour(background))
    expect(ratio, `${foreground} on ${background} is ${formatRatio(ratio)}:1`).toBeGreaterThanOrEqual(minimum)
  })
})
