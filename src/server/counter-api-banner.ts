import type { CounterApiData } from './data/data-file-schema.ts'

/**
 * The start banner's COUNTER API lines: the API's base URL and, per entry of
 * the data file's `counterApi`, its institution, customer ID and key, with a
 * ready `curl` line. Only keys the file gives, which are in it in plain text
 * already; a start without such entries prints nothing here, so no key made in
 * the app ever reaches the log.
 */
export function counterApiBanner(appOrigin: string, entries: readonly CounterApiData[]): string[] {
  if (entries.length === 0) return []
  const base = `${appOrigin}/counter/r51`
  return [
    '',
    `  COUNTER API:      ${base} (keys from the data file; harvesters send customer_id and api_key)`,
    ...entries.flatMap((entry) => {
      const query = new URLSearchParams({
        customer_id: entry.customerId,
        ...(entry.requestorId !== undefined && { requestor_id: entry.requestorId }),
        api_key: entry.apiKey,
        begin_date: '2026-01',
        end_date: '2026-06',
      })
      return [
        `    ${entry.institution.padEnd(16)} customer ${entry.customerId}  key ${entry.apiKey}${entry.requestorId === undefined ? '' : `  requestor ${entry.requestorId}`}`,
        `      curl '${base}/reports/tr_b1?${query.toString()}'`,
      ]
    }),
  ]
}
