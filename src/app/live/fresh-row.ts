/** A list query as far as reading it again goes (useQuery's refetch). */
export interface RefetchableList<Row> {
  readonly refetch: () => Promise<{ readonly data?: { readonly rows: readonly Row[] } | undefined }>
}

/**
 * A dialog's Reload when its record changed underneath: reads the list again
 * and answers the row as it now is, or undefined when it is no longer listed
 * (decided, filtered out, removed), for the dialog to close.
 */
export async function freshRow<Row extends { readonly id: string }>(list: RefetchableList<Row>, id: string): Promise<Row | undefined> {
  const { data } = await list.refetch()
  return data?.rows.find((row) => row.id === id)
}
