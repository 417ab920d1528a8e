/**
 * How each series is told apart. Colour is never the only cue (WCAG 1.4.1):
 * a line has its own dash and marker shape, a bar its own fill pattern, and
 * the legend names each in text. Every colour keeps at least 3:1 against the
 * white card (WCAG 1.4.11, non-text contrast); chart-style.test.ts measures it.
 */
export const chartBackground = '#ffffff'

/** Okabe–Ito-like hues, darkened where needed to reach 3:1 on white. */
export const chartPalette = ['#0072b2', '#c4470f', '#117733', '#882255', '#6a3d9a', '#8a6100'] as const

export type MarkerShape = 'circle' | 'square' | 'triangle' | 'diamond' | 'cross' | 'bar'
const markers: readonly MarkerShape[] = ['circle', 'square', 'triangle', 'diamond', 'cross', 'bar']
/** SVG stroke-dasharray per series: solid, dashed, dotted, dash-dot, long dash, dense dots. */
const dashes: readonly string[] = ['', '8 4', '2 3', '8 3 2 3', '14 4', '1 2']
export type FillPattern = 'solid' | 'diagonal' | 'dots' | 'horizontal' | 'crosshatch' | 'vertical'
const patterns: readonly FillPattern[] = ['solid', 'diagonal', 'dots', 'horizontal', 'crosshatch', 'vertical']

export interface SeriesStyle {
  readonly color: string
  readonly dash: string
  readonly marker: MarkerShape
  readonly pattern: FillPattern
}

/** The nth series' colour, dash, marker and pattern; they repeat together after six series. */
export function seriesStyle(index: number): SeriesStyle {
  const at = <T>(list: readonly T[]) => list[index % list.length] as T
  return { color: at(chartPalette), dash: at(dashes), marker: at(markers), pattern: at(patterns) }
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2 contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}
