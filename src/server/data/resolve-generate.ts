import { benchSize, demoSize, type GenerateOptions } from './generate/index.ts'
import type { GenerateSettings } from './records-schema.ts'

/**
 * The data file's `generate` setting as generator options: the scale's sizes
 * with the file's overrides, and "now" at the start of `today` (UTC) unless
 * the file fixes it, so one day's restarts generate the same records.
 */
export function resolveGenerate(settings: GenerateSettings | undefined, today: Date): GenerateOptions | undefined {
  if (settings === undefined) return undefined
  const chosen = settings === true ? { seed: 'adoptions', scale: 'demo' as const } : settings
  const base = chosen.scale === 'bench' ? benchSize : demoSize
  const day = 'asOf' in chosen && chosen.asOf !== undefined ? chosen.asOf : today.toISOString().slice(0, 10)
  const overrides: Partial<Record<'titles' | 'courses' | 'booklistItems' | 'requests', number>> = settings === true ? {} : settings
  return {
    seed: chosen.seed,
    asOf: `${day}T00:00:00.000Z`,
    size: {
      ...base,
      ...(overrides.titles === undefined ? {} : { titles: overrides.titles }),
      ...(overrides.courses === undefined ? {} : { courses: overrides.courses }),
      ...(overrides.booklistItems === undefined ? {} : { booklistItems: overrides.booklistItems }),
      ...(overrides.requests === undefined ? {} : { requests: overrides.requests }),
    },
  }
}
