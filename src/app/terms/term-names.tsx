import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { termSpan, termWithDates } from '../../contracts/term-dates.ts'
import { termLabel, type TermDates } from '../../contracts/terms.ts'
import { useTRPC } from '../api/trpc-options.ts'

/** Terms change a few times a year: a screen reads them again after five minutes at most. */
export const termDatesStaleTimeMs = 5 * 60_000

type Dated = Pick<TermDates, 'name' | 'startsOn' | 'endsOn'>

/** A term's record by its name among `terms`, or undefined (no record, or the terms not read). */
export function termRecordOf(terms: readonly Dated[] | undefined, name: string): Dated | undefined {
  return terms?.find((term) => term.name === name)
}

/** "Spring 2027 (11 Jan – 14 May 2027)" for a term among `terms`; the name alone ("Spring 2027") for any other. */
export function termNamer(terms: readonly Dated[] | undefined): (name: string) => string {
  return (name) => termWithDates(name, termRecordOf(terms, name))
}

/**
 * The institution's terms (terms.list, which everyone signed in reads), kept
 * for five minutes. A refusal stays on the page (meta pageShowsRefusal): a
 * screen that names a term shows the names alone while the terms load or when
 * they cannot be read, never an error.
 */
function useTermRecords(): readonly Dated[] | undefined {
  const trpc = useTRPC()
  const query = useQuery(trpc.terms.list.queryOptions(undefined, { staleTime: termDatesStaleTimeMs, meta: { pageShowsRefusal: true } }))
  return query.data?.terms
}

/** `(name) => "Spring 2027 (11 Jan – 14 May 2027)"`: how filters and headings name a term, the same on every screen. */
export function useTermDates(): (name: string) => string {
  const terms = useTermRecords()
  return useCallback((name: string) => termNamer(terms)(name), [terms])
}

/** A term in a table cell: the short name for width ("Spring 2027"), its dates in the title. */
export function TermName({ name }: { name: string }) {
  const record = termRecordOf(useTermRecords(), name)
  return <span title={record ? termSpan(record.startsOn, record.endsOn) : undefined}>{termLabel(name)}</span>
}
