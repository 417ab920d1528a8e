import type { ReactNode } from 'react'

export interface Figure {
  readonly label: string
  readonly value: ReactNode
}

/**
 * A few headline figures side by side ("On time 50%", "Late 1"), as a
 * description list so each figure is read with its label. The label names
 * the group for assistive technology.
 */
export function FigureList({ label, figures }: { label: string; figures: readonly Figure[] }) {
  return (
    <dl className="figure-list" aria-label={label}>
      {figures.map((figure) => (
        <div key={figure.label} className="figure-list-item">
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  )
}
