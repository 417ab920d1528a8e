import { z } from 'zod'
import { contrastRatio, formatRatio, mix, parseHexColour, toHexColour, type Rgb } from './contrast.ts'

/**
 * An institution's branding in the header (issue: institution branding): its
 * name, a logo and an accent colour that replaces --color-accent. The accent
 * must read on the backgrounds links and primary buttons sit on.
 */

/** Links and primary buttons need 4.5:1 (WCAG 1.4.3) against the surface (white) they sit on, and white text on them. */
export const minimumAccentContrast = 4.5
const white: Rgb = [255, 255, 255]
const black: Rgb = [0, 0, 0]

export interface AccentProblem {
  readonly code: 'invalid-colour' | 'low-contrast'
  readonly message: string
}

/** Why an accent is refused, with what to do; undefined when it is fine. */
export function accentProblem(accent: string): AccentProblem | undefined {
  const rgb = parseHexColour(accent)
  if (!rgb) return { code: 'invalid-colour', message: `"${accent}" is not a colour: write it as #rgb or #rrggbb, for example #0f5c5c` }
  const ratio = contrastRatio(rgb, white)
  if (ratio >= minimumAccentContrast) return undefined
  return {
    code: 'low-contrast',
    message: `${accent} has a contrast of ${formatRatio(ratio)} against white (#ffffff); links and primary buttons need ${minimumAccentContrast}:1. Choose a darker colour.`,
  }
}

/**
 * The accent tokens (custom properties of tokens.css) derived from a checked accent: a darker one
 * for hover, a light tint for selections. Named as the properties, so the browser sets them as they are.
 */
export interface AccentColours {
  readonly '--color-accent': string
  readonly '--color-accent-strong': string
  readonly '--color-accent-soft': string
}

export function accentColours(accent: string): AccentColours | undefined {
  const rgb = parseHexColour(accent)
  if (!rgb || accentProblem(accent) !== undefined) return undefined
  return {
    '--color-accent': toHexColour(rgb),
    '--color-accent-strong': toHexColour(mix(rgb, black, 0.22)),
    '--color-accent-soft': toHexColour(mix(rgb, white, 0.88)),
  }
}

/** The branding the app's boot call answers: what the header shows and the colours it sets. */
export const brandingSchema = z.object({
  name: z.string(),
  /** A data: URI or an https URL; null: no logo. */
  logo: z.string().nullable(),
  colours: z.object({ '--color-accent': z.string(), '--color-accent-strong': z.string(), '--color-accent-soft': z.string() }).nullable(),
})
export type Branding = z.infer<typeof brandingSchema>
