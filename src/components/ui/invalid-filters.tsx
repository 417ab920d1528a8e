export interface FilterProblem {
  readonly param: string
  readonly value: string
  readonly message: string
}

export interface InvalidFiltersProps {
  readonly problems: readonly FilterProblem[]
  /** Each filter's label, by its parameter ("priceMax" -> "Price to"). */
  readonly labels: Readonly<Record<string, string>>
  readonly onClear: (param: string) => void
}

/**
 * In place of a list while a filter is invalid: which filter, the value the
 * link or the field holds, why it cannot be used, and a way out. The list is
 * not shown meanwhile, since rows under a filter that was not applied would
 * say something false ("over £100" listed under "to: 10").
 */
export function InvalidFilters({ problems, labels, onClear }: InvalidFiltersProps) {
  if (problems.length === 0) return null
  return (
    <div className="invalid-filters" role="alert">
      <p className="invalid-filters-title">
        {problems.length === 1 ? 'A filter is not valid, so nothing is listed' : 'Some filters are not valid, so nothing is listed'}
      </p>
      <ul>
        {problems.map((problem) => (
          <li key={problem.param}>
            <strong>{labels[problem.param] ?? problem.param}</strong>: {problem.message}{' '}
            <button type="button" onClick={() => onClear(problem.param)}>
              Clear {labels[problem.param] ?? problem.param}
            </button>
          </li>
        ))}
      </ul>
      <p>Correct the filter above, or clear it.</p>
    </div>
  )
}
