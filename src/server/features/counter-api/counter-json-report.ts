import { counterRelease, counterReports, type CounterReportId, type CounterReportItem } from '../../../contracts/counter-reports.ts'
import { counterPlatform } from '../../db/counter/counter-report-read.ts'
import { sortExceptions, type CounterException } from './counter-exceptions.ts'

/**
 * A Standard View as the COUNTER API's JSON (Code of Practice 3.2 and the
 * release's TR_B1 and TR_B3 schemas): the same items the TSV writes, each
 * title one Report_Item with an Attribute_Performance per access type, its
 * counts by month. Zero usage is left out as the release says for JSON
 * (3.3.9): months with no usage, metric types with no months, and so on up.
 * The header and the items are separate so the server can stream the items.
 */

export interface JsonHeaderValues {
  readonly report: CounterReportId
  readonly institutionName: string
  readonly customerId: string
  /** The months the report covers, after 3031/3032 moved them. */
  readonly begin: string
  readonly end: string
  readonly platform: string | undefined
  readonly exceptions: readonly CounterException[]
  /** RFC 3339, seconds, UTC. */
  readonly created: string
}

const lastDayOf = (month: string): string => {
  const [year, m] = month.split('-').map(Number) as [number, number]
  return `${month}-${String(new Date(Date.UTC(year, m, 0)).getUTCDate()).padStart(2, '0')}`
}

/** The Report_Header: its keys in the order of the release's samples. */
export function jsonReportHeader(values: JsonHeaderValues): object {
  const view = counterReports[values.report]
  const filters = {
    Metric_Type: [...view.metricTypes],
    Begin_Date: `${values.begin}-01`,
    End_Date: lastDayOf(values.end),
    ...(values.platform === undefined ? {} : { Platform: values.platform }),
    Data_Type: ['Book', 'Reference_Work'],
    ...(view.byAccessType ? {} : { Access_Type: [...view.accessTypes] }),
    Access_Method: ['Regular'],
  }
  return {
    Release: counterRelease,
    Report_ID: view.id,
    Report_Name: view.name,
    Created: values.created,
    Created_By: 'Adoptions',
    // The customer ID the report was asked for, with our platform's id as namespace (Code of Practice 3.2.1).
    Institution_ID: { Proprietary: [`${counterPlatform.id}:${values.customerId}`] },
    Institution_Name: values.institutionName,
    // We have no COUNTER Registry record; the release says to leave it blank then.
    Registry_Record: '',
    Report_Filters: filters,
    ...(values.exceptions.length === 0 ? {} : { Exceptions: sortExceptions(values.exceptions) }),
  }
}

/** An identifier only when it has a value: the release's JSON leaves out what the TSV leaves blank. */
function present<T extends Record<string, string>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== '')) as Partial<T>
}

/**
 * The items of one page as Report_Items. A TR_B3 title comes as one item per
 * access type, consecutively (a page holds whole titles), and becomes one
 * Report_Item with an Attribute_Performance each.
 */
export function jsonReportItems(report: CounterReportId, months: readonly string[], items: readonly CounterReportItem[]): object[] {
  const byAccessType = counterReports[report].byAccessType
  const out: { key: string; item: Record<string, unknown>; performances: object[] }[] = []
  for (const item of items) {
    const performance = performanceOf(months, item)
    if (performance === undefined) continue
    const attributes = {
      Data_Type: item.dataType,
      YOP: item.yop,
      ...(byAccessType && item.accessType ? { Access_Type: item.accessType } : {}),
      Performance: performance,
    }
    const last = out.at(-1)
    if (last && last.key === item.proprietaryId) {
      last.performances.push(attributes)
      continue
    }
    const publisherId = item.publisherId === '' ? {} : { Publisher_ID: { Proprietary: [item.publisherId] } }
    out.push({
      key: item.proprietaryId,
      item: {
        Title: item.title,
        Publisher: item.publisher,
        ...publisherId,
        Platform: item.platform,
        Item_ID: present({
          DOI: item.doi,
          Proprietary: item.proprietaryId,
          ISBN: jsonIsbn(item.isbn),
          Print_ISSN: item.printIssn,
          Online_ISSN: item.onlineIssn,
          URI: item.uri,
        }),
      },
      performances: [attributes],
    })
  }
  return out.map(({ item, performances }) => ({ ...item, Attribute_Performance: performances }))
}

/**
 * The JSON's ISBN is the hyphenated ISBN-13 only (the release's pattern): an ISBN whose prefix the
 * range table does not know stays 13 bare digits in the TSV, and is left out here rather than sent
 * in a form a harvester's validator refuses; the item keeps its Proprietary id.
 */
const jsonIsbn = (isbn: string): string => (/^97[89]-\d+-\d+-\d+-\d$/.test(isbn) && isbn.length === 17 ? isbn : '')

/** `{ Metric_Type: { '2026-01': 3, … } }` with only the months that have usage; undefined when none has. */
function performanceOf(months: readonly string[], item: CounterReportItem): Record<string, Record<string, number>> | undefined {
  const performance: Record<string, Record<string, number>> = {}
  for (const line of item.lines) {
    const counts: Record<string, number> = {}
    line.months.forEach((count, index) => {
      if (count > 0) counts[months[index]!] = count
    })
    if (Object.keys(counts).length > 0) performance[line.metricType] = counts
  }
  return Object.keys(performance).length > 0 ? performance : undefined
}
