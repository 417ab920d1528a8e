import { useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import type { z } from 'zod'

/**
 * A list's filters, sort and page, kept in the URL (shareable, back-button
 * safe) and read through the list's own input schema, so the URL, the query
 * key and the server agree. A part of the URL the schema refuses (a hand-edited
 * `?page=-3`) is dropped rather than breaking the page. Until the route tree
 * validates search parameters itself (route.ts), the page reads them here.
 */
export function useListSearch<S extends z.ZodObject>(schema: S): [z.output<S>, (changes: Partial<z.input<S>>) => void] {
  const raw: Record<string, unknown> = useSearch({ strict: false })
  const navigate = useNavigate()
  const value = useMemo(() => readSearch(schema, raw), [schema, raw])
  const update = useCallback(
    (changes: Partial<z.input<S>>) => {
      void navigate({
        to: '.',
        // Defaults and cleared filters leave the URL, so a plain link and the first page look the same.
        search: ((previous: Record<string, unknown>) => withoutEmpty({ ...previous, ...changes })) as never,
        replace: true,
      })
    },
    [navigate],
  )
  return [value, update]
}

export function readSearch<S extends z.ZodObject>(schema: S, raw: Record<string, unknown>): z.output<S> {
  const known = Object.fromEntries(Object.entries(raw).filter(([key]) => key in schema.shape))
  const first = schema.safeParse(known)
  if (first.success) return first.data
  const refused = new Set(first.error.issues.map((issue) => issue.path[0]))
  const rest = Object.fromEntries(Object.entries(known).filter(([key]) => !refused.has(key)))
  const second = schema.safeParse(rest)
  return second.success ? second.data : schema.parse({})
}

function withoutEmpty(search: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(search).filter(([key, value]) => value !== undefined && value !== '' && !(key === 'page' && value === 1) && !(key === 'desc' && value === false)))
}
