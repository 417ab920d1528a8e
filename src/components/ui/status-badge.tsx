export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger'

/**
 * A record's state as a short label. The label is the information (never the
 * colour alone), so it reads the same to a screen reader and in grayscale.
 */
export function StatusBadge({ label, tone = 'neutral' }: { label: string; tone?: StatusTone }) {
  return <span className={`status-badge status-badge-${tone}`}>{label}</span>
}
