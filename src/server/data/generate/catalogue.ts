import type { Insertable } from 'kysely'
import { isbn13From } from '../isbn.ts'
import type { LicenceModel, TitleFormat, TitleLicencesTable, TitlesTable } from '../../db/schema.ts'
import type { Random } from './random.ts'
import { departments, familyNames, givenNames, publishers, subtitles, titlePatterns } from './vocabulary.ts'

export interface GeneratedCatalogue {
  readonly titles: Insertable<TitlesTable>[]
  readonly licences: Insertable<TitleLicencesTable>[]
  /** nbsi ids by department code, for booklists that fit their course. */
  readonly byDepartment: ReadonlyMap<string, readonly string[]>
}

/** The nbsi id of the n-th generated title: `nb-0000001`. */
export const generatedNbsi = (n: number) => `nb-${String(n).padStart(7, '0')}`

/**
 * `count` titles spread over the departments: editions of textbooks with
 * one to three authors, formats, a list price and the licence models a
 * digital edition is sold under. Prices are GBP minor units (the catalogue's
 * supplier currency).
 */
export function generateCatalogue(random: Random, count: number, at: string): GeneratedCatalogue {
  const titles: Insertable<TitlesTable>[] = []
  const licences: Insertable<TitleLicencesTable>[] = []
  const byDepartment = new Map<string, string[]>()
  for (let n = 1; n <= count; n++) {
    const department = departments[(n - 1) % departments.length]!
    const nbsi = generatedNbsi(n)
    const topic = random.pick(department.topics)
    const authors = Array.from(
      {
        length: random.weighted([
          [1, 5],
          [2, 4],
          [3, 2],
        ]),
      },
      () => `${random.pick(givenNames)[0]}. ${random.pick(familyNames)}`,
    )
    const formats: TitleFormat[] = random.weighted<TitleFormat[]>([
      [['print', 'ebook'], 6],
      [['print'], 2],
      [['ebook'], 2],
      [['print', 'ebook', 'online-courseware'], 1],
      [['loose-leaf', 'ebook'], 1],
    ])
    const price = random.int(18, 160) * 100 + random.pick([0, 49, 99])
    titles.push({
      nbsi,
      isbn13: isbn13From(1_000_000 + n * 7),
      title: random.pick(titlePatterns)(topic),
      subtitle: random.chance(0.35) ? random.pick(subtitles) : null,
      authors: JSON.stringify(authors),
      publisher: random.pick(publishers),
      edition: random.weighted([
        [1, 4],
        [2, 3],
        [3, 2],
        [random.int(4, 12), 2],
      ]),
      year: random.int(2008, 2026),
      formats: JSON.stringify(formats),
      price_minor: price,
      currency: 'GBP',
      availability: random.weighted([
        ['available', 16],
        ['forthcoming', 1],
        ['limited', 2],
        ['out-of-print', 1],
      ]),
      subjects: JSON.stringify([department.subject, topic]),
      language: 'en',
      created_at: at,
      updated_at: at,
    })
    if (formats.includes('print')) licences.push({ nbsi, model: 'print-copy', price_minor: price, currency: 'GBP', duration_months: null })
    if (formats.includes('ebook')) {
      const models = random.sample<LicenceModel>(['single-user', 'three-user', 'unlimited', 'subscription-12m'], random.int(1, 3))
      for (const model of models) licences.push({ nbsi, model, ...licencePrice(model, price), currency: 'GBP' })
    }
    const list = byDepartment.get(department.code) ?? []
    list.push(nbsi)
    byDepartment.set(department.code, list)
  }
  return { titles, licences, byDepartment }
}

/** Digital licences are priced as multiples of the print price, as publishers usually quote them. */
function licencePrice(model: LicenceModel, print: number): { price_minor: number; duration_months: number | null } {
  switch (model) {
    case 'single-user':
      return { price_minor: Math.round(print * 1.2), duration_months: null }
    case 'three-user':
      return { price_minor: Math.round(print * 2.5), duration_months: null }
    case 'unlimited':
      return { price_minor: Math.round(print * 6), duration_months: null }
    case 'subscription-12m':
      return { price_minor: Math.round(print * 0.8), duration_months: 12 }
    case 'print-copy':
      return { price_minor: print, duration_months: null }
  }
}
