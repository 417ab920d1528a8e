import { expect, test } from 'vitest'
import { accentColours, accentProblem } from './branding.ts'
import { contrastRatio, formatRatio, parseHexColour, relativeLuminance, type Rgb } from './contrast.ts'

const rgb = (text: string): Rgb => {
  const parsed = parseHexColour(text)
  if (!parsed) throw new Error(`not a colour: ${text}`)
  return parsed
}
const ratio = (a: string, b: string) => contrastRatio(rgb(a), rgb(b))

test('known WCAG pairs', () => {
  expect(ratio('#000', '#fff')).toBeCloseTo(21, 5)
  expect(ratio('#fff', '#000')).toBeCloseTo(21, 5)
  expect(ratio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
  expect(ratio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
  expect(ratio('#1f5fbf', '#ffffff')).toBeGreaterThan(4.5)
  expect(relativeLuminance(rgb('#ffffff'))).toBe(1)
  expect(relativeLuminance(rgb('#000000'))).toBe(0)
})

test('colours are #rgb or #rrggbb, either case', () => {
  expect(parseHexColour('#0F5c5c')).toEqual([15, 92, 92])
  expect(parseHexColour('#abc')).toEqual([0xaa, 0xbb, 0xcc])
  for (const bad of ['0f5c5c', '#0f5c5', '#ggg', 'teal', 'rgb(0,0,0)', '#0f5c5c80']) expect(parseHexColour(bad)).toBeUndefined()
})

test('a ratio just short of 4.5 never reads as 4.5', () => {
  expect(formatRatio(ratio('#777777', '#ffffff'))).toBe('4.47:1')
  expect(formatRatio(21)).toBe('21:1')
})

test('an accent passes at 4.5:1 against white and is refused below it, with the ratio', () => {
  expect(accentProblem('#767676')).toBeUndefined()
  expect(accentProblem('#777777')?.message).toBe(
    '#777777 has a contrast of 4.47:1 against white (#ffffff); links and primary buttons need 4.5:1. Choose a darker colour.',
  )
  expect(accentProblem('#ffbf47')?.message).toMatch(/^#ffbf47 has a contrast of 1\.\d+:1 against white/)
  expect(accentProblem('#ffbf47')?.code).toBe('low-contrast')
  expect(accentProblem('teal')).toEqual({ code: 'invalid-colour', message: '"teal" is not a colour: write it as #rgb or #rrggbb, for example #0f5c5c' })
})

test('the hover shade is darker and the tint lighter, and text still reads on the tint', () => {
  const colours = accentColours('#0F5C5C')
  expect(colours?.['--color-accent']).toBe('#0f5c5c')
  if (!colours) return
  expect(relativeLuminance(rgb(colours['--color-accent-strong']))).toBeLessThan(relativeLuminance(rgb(colours['--color-accent'])))
  expect(relativeLuminance(rgb(colours['--color-accent-soft']))).toBeGreaterThan(0.7)
  expect(ratio(colours['--color-accent'], colours['--color-accent-soft'])).toBeGreaterThan(3)
  expect(ratio('#1d2330', colours['--color-accent-soft'])).toBeGreaterThan(4.5)
  expect(accentColours('#ffbf47')).toBeUndefined()
})
