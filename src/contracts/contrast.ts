/**
 * WCAG 2.x colour contrast: relative luminance and the contrast ratio of two
 * colours, for the institution accent (branding.ts). Colours are #rgb or #rrggbb.
 */

export type Rgb = readonly [number, number, number]

const hex = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

export function isHexColour(text: string): boolean {
  return hex.test(text)
}

/** #rgb or #rrggbb as 0-255 channels; undefined for anything else. */
export function parseHexColour(text: string): Rgb | undefined {
  if (!hex.test(text)) return undefined
  const digits = text.length === 4 ? [...text.slice(1)].map((d) => d + d).join('') : text.slice(1)
  return [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16)) as unknown as Rgb
}

/** Lower-case #rrggbb. */
export function toHexColour(rgb: Rgb): string {
  return `#${rgb
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

/** WCAG 2.x relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** WCAG 2.x contrast ratio, 1 to 21, whichever colour is lighter. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** "4.48:1": cut, never rounded, to two decimals, so a ratio short of 4.5 never reads as 4.5. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toString()}:1`
}

/** `amount` of the way from `from` to `to` (0: from, 1: to), channel by channel. */
export function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return from.map((channel, i) => channel + ((to[i] ?? channel) - channel) * amount) as unknown as Rgb
}
