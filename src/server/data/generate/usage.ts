import type { Insertable } from 'kysely'
import type { CounterAccessType, CounterMetric, UsageMonthlyTable } from '../../db/schema.ts'
import type { InstitutionContext } from './context.ts'
import { createRandom, type Random } from './random.ts'

/** The `months` calendar months up to and including the one of `asOf`: `2026-01`, … */
export function recentMonths(asOf: string, months: number): string[] {
  const date = new Date(asOf)
  return Array.from({ length: months }, (_, i) => {
    const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - (months - 1 - i), 1))
    return d.toISOString().slice(0, 7)
  })
}

/**
 * COUNTER Release 5.1 title usage for the digital titles an institution uses,
 * each month: Total_Item_Requests with Unique_Item_Requests at most that,
 * higher in term time; the investigations that include them and the unique
 * title counts below the unique item ones (see `investigations`); and on a
 * Controlled title the occasional turnaway, either Limit_Exceeded or No_License
 * (the same title cannot be both licensed and not in a month).
 */
export function generateUsage(
  random: Random,
  institution: InstitutionContext,
  titles: readonly { nbsi: string; demand: number }[],
  months: readonly string[],
): Insertable<UsageMonthlyTable>[] {
  const rows: Insertable<UsageMonthlyTable>[] = []
  // Its own fork: the draws of the requests and turnaways stay those of Release 5, so the dashboards' figures do not move.
  const extra = random.fork('release-5.1')
  const accessTypes = new Map(titles.map((title) => [title.nbsi, titleAccessType(title.nbsi)]))
  for (const month of months) {
    const termTime = !['-07', '-08', '-12'].some((suffix) => month.endsWith(suffix))
    for (const title of titles) {
      const total = Math.round(title.demand * (termTime ? 1 : 0.3) * (0.6 + random.next() * 0.8))
      if (total === 0) continue
      const accessType = accessTypes.get(title.nbsi) ?? 'Controlled'
      const add = (metric: CounterMetric, count: number) => {
        if (count > 0) rows.push({ institution_id: institution.id, nbsi: title.nbsi, month, access_type: accessType, metric, count })
      }
      const unique = Math.max(1, Math.round(total * (0.4 + random.next() * 0.3)))
      for (const [metric, count] of investigations(extra, total, unique)) add(metric, count)
      // Both draws are made whatever the title's access type, so every later title's figures stay as they were.
      const limitExceeded = random.chance(0.08) ? random.int(1, 12) : 0
      const noLicense = random.chance(0.03) ? random.int(1, 5) : 0
      // Open and Free_To_Read content is never refused: a turnaway is only ever of Controlled content.
      if (accessType !== 'Controlled') continue
      if (limitExceeded > 0) add('Limit_Exceeded', limitExceeded)
      else add('No_License', noLicense)
    }
  }
  return rows
}

/**
 * The six request and investigation counts of a title's month from its
 * requests: an investigation is any action on the item, a request among them,
 * so each investigation count is at least its request count; a unique count is
 * at most its total; and the sessions that used the title are at most those
 * that used one of its items (chapters), so each Unique_Title count is at most
 * its Unique_Item count.
 */
function investigations(random: Random, totalRequests: number, uniqueItemRequests: number): [CounterMetric, number][] {
  const totalInvestigations = totalRequests + Math.round(totalRequests * (0.2 + random.next() * 0.6))
  const uniqueItemInvestigations = uniqueItemRequests + Math.round((totalInvestigations - totalRequests) * (0.4 + random.next() * 0.3))
  const uniqueTitleRequests = Math.max(1, Math.round(uniqueItemRequests * (0.6 + random.next() * 0.35)))
  const uniqueTitleInvestigations = uniqueTitleRequests + Math.round((uniqueItemInvestigations - uniqueItemRequests) * (0.6 + random.next() * 0.4))
  return [
    ['Total_Item_Investigations', totalInvestigations],
    ['Total_Item_Requests', totalRequests],
    ['Unique_Item_Investigations', uniqueItemInvestigations],
    ['Unique_Item_Requests', uniqueItemRequests],
    ['Unique_Title_Investigations', uniqueTitleInvestigations],
    ['Unique_Title_Requests', uniqueTitleRequests],
  ]
}

/**
 * A title's Access_Type, from its nbsi alone: Release 5.1 says an item's
 * access type applies in all circumstances, so it is the same in every month
 * and at every institution. About 10% of titles are Open, 5% Free_To_Read.
 */
export function titleAccessType(nbsi: string): CounterAccessType {
  const roll = createRandom(`access-type/${nbsi}`).next()
  return roll < 0.1 ? 'Open' : roll < 0.15 ? 'Free_To_Read' : 'Controlled'
}
