import { counterReports, type CounterReportId } from '../../../contracts/counter-reports.ts'
import { counterPlatform } from '../../db/counter/counter-report-read.ts'
import { counterException, type CounterException } from './counter-exceptions.ts'
import { monthOfApiDate } from './counter-api-period.ts'

/**
 * What an API request's query string says, checked as Appendix D says: a
 * missing credential or date stops it with 1030, a date that is not one with
 * 3020; everything else the server can ignore and still answer, with the
 * exception that says what it ignored (3050, 3060, 3062) in the report's header.
 *
 * TR_B1 and TR_B3 are Standard Views: their filters and attributes are fixed
 * (Code of Practice 8.3), and the release's JSON schema of their header
 * allows no other filter. So a filter or attribute parameter of the Title
 * Report is accepted when it asks for exactly what the view already is
 * (`access_type=Controlled` of TR_B1, `granularity=Month`), and otherwise
 * ignored with 3060 or 3062: never applied, since the header could not say so.
 */

export interface Credentials {
  readonly customerId: string
  readonly apiKey: string
  readonly requestorId: string | undefined
}

export interface ReportParams {
  readonly begin: string
  readonly end: string
  /** The platform filter, when the request named ours. */
  readonly platform: string | undefined
  /** 3050, 3060, 3062: what was ignored. */
  readonly warnings: readonly CounterException[]
}

type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly exception: CounterException }

/** A parameter's first value, trimmed; undefined when absent or empty. */
function first(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim()
  return value === undefined || value === '' ? undefined : value
}

/** A value as an exception's Data repeats it: short, so a huge parameter is not sent back. */
export function quoted(value: string): string {
  const flat = value.replace(/[\u0000-\u001f\u007f]/g, ' ')
  return flat.length > 60 ? `${flat.slice(0, 60)}…` : flat
}

/** customer_id and api_key (this server's method of Code of Practice 8.2); requestor_id when the key has one. */
export function readCredentials(params: URLSearchParams): Checked<Credentials> {
  const customerId = first(params, 'customer_id')
  const apiKey = first(params, 'api_key')
  const missing = [customerId === undefined ? 'customer_id' : undefined, apiKey === undefined ? 'api_key' : undefined].filter((name) => name !== undefined)
  if (missing.length > 0) {
    return {
      ok: false,
      exception: counterException(
        1030,
        `${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} missing: send the customer ID and API key from the COUNTER API section of the Reports page.`,
      ),
    }
  }
  return { ok: true, value: { customerId: customerId!, apiKey: apiKey!, requestorId: first(params, 'requestor_id') } }
}

/** The parameters every authenticated path takes (Code of Practice 8.2 and the specification's paths). */
const credentialParameters = ['customer_id', 'requestor_id', 'api_key', 'platform'] as const

/** The Title Report's filters and attributes (Code of Practice 3.3, table 3.x), recognised here to answer 3060 and 3062. */
const titleReportFilters = ['metric_type', 'data_type', 'access_type', 'access_method', 'yop', 'item_id'] as const
const titleReportAttributeValues = ['Data_Type', 'YOP', 'Access_Type', 'Access_Method'] as const
const titleReportAttributes = ['attributes_to_show', 'granularity'] as const

/** The view's implicit value of each filter it has (what the header's Report_Filters says). */
function implicitFilter(report: CounterReportId, name: (typeof titleReportFilters)[number]): readonly string[] | undefined {
  const view = counterReports[report]
  switch (name) {
    case 'metric_type':
      return view.metricTypes
    case 'data_type':
      return ['Book', 'Reference_Work']
    case 'access_type':
      return view.accessTypes
    case 'access_method':
      return ['Regular']
    default:
      return undefined
  }
}

/** The attributes the view shows besides the item's own columns. */
const shownAttributes = (report: CounterReportId): readonly string[] =>
  counterReports[report].byAccessType ? ['Data_Type', 'YOP', 'Access_Type'] : ['Data_Type', 'YOP']

const values = (raw: string) => raw.split('|').map((value) => value.trim())
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value) => b.includes(value))

/** A report request's period and the exceptions for what it asks that the view cannot do. */
export function readReportParams(report: CounterReportId, params: URLSearchParams): Checked<ReportParams> {
  const beginText = first(params, 'begin_date')
  const endText = first(params, 'end_date')
  if (beginText === undefined || endText === undefined) {
    const missing = [beginText === undefined ? 'begin_date' : undefined, endText === undefined ? 'end_date' : undefined].filter((name) => name !== undefined)
    return {
      ok: false,
      exception: counterException(1030, `${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} missing: give the months as yyyy-mm or yyyy-mm-dd.`),
    }
  }
  const begin = monthOfApiDate(beginText)
  const end = monthOfApiDate(endText)
  if (begin === undefined || end === undefined) {
    const bad = begin === undefined ? `begin_date=${quoted(beginText)}` : `end_date=${quoted(endText)}`
    return { ok: false, exception: counterException(3020, `${bad} is not a date: write yyyy-mm or yyyy-mm-dd, for example 2026-01 or 2026-01-31.`) }
  }

  const warnings: CounterException[] = []
  const badFilters: string[] = []
  const badAttributes: string[] = []
  const unknown: string[] = []
  let platform: string | undefined
  const view = counterReports[report]
  for (const name of new Set(params.keys())) {
    const raw = params.get(name) ?? ''
    if ((credentialParameters as readonly string[]).includes(name) || name === 'begin_date' || name === 'end_date') {
      if (name === 'platform' && raw.trim() !== '') {
        if (raw.trim().toLowerCase() === counterPlatform.name.toLowerCase() || raw.trim().toLowerCase() === counterPlatform.id) platform = counterPlatform.name
        else badFilters.push(`platform=${quoted(raw)} (this service reports the platform ${counterPlatform.name} only)`)
      }
      continue
    }
    if ((titleReportFilters as readonly string[]).includes(name)) {
      const implicit = implicitFilter(report, name as (typeof titleReportFilters)[number])
      if (implicit === undefined || !sameSet(values(raw), implicit)) {
        const allowed = implicit === undefined ? `${view.id} has no ${name} filter` : `${view.id}'s ${name} is ${implicit.join('|')}`
        badFilters.push(`${name}=${quoted(raw)} (${allowed}; a Standard View's filters are fixed)`)
      }
      continue
    }
    if ((titleReportAttributes as readonly string[]).includes(name)) {
      if (name === 'granularity') {
        if (raw.trim() !== 'Month') badAttributes.push(`granularity=${quoted(raw)} (a Standard View reports by Month)`)
        continue
      }
      const asked = values(raw)
      const unknownNames = asked.filter((value) => !(titleReportAttributeValues as readonly string[]).includes(value))
      if (unknownNames.length > 0)
        badAttributes.push(`attributes_to_show=${quoted(raw)} (not attributes of the Title Report: ${quoted(unknownNames.join('|'))})`)
      else if (!asked.every((value) => shownAttributes(report).includes(value))) {
        badAttributes.push(`attributes_to_show=${quoted(raw)} (${view.id} shows ${shownAttributes(report).join('|')}; a Standard View's attributes are fixed)`)
      }
      continue
    }
    unknown.push(quoted(name))
  }
  if (unknown.length > 0) warnings.push(counterException(3050, `${unknown.join(', ')}: not parameters of ${view.id}; ignored.`))
  if (badFilters.length > 0) warnings.push(counterException(3060, `Ignored: ${badFilters.join('; ')}.`))
  if (badAttributes.length > 0) warnings.push(counterException(3062, `Ignored: ${badAttributes.join('; ')}.`))
  return { ok: true, value: { begin, end, platform, warnings } }
}
