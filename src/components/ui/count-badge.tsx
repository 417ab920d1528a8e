/**
 * A number beside the control it counts for (the header bell's unread
 * notifications), shown only above zero. The count belongs in the control's
 * accessible name ("Notifications, 2 unread"), so the badge is hidden from
 * screen readers rather than read twice.
 */
export function CountBadge({ count, max = 99 }: { count: number; max?: number }) {
  if (count <= 0) return null
  return (
    <span className="count-badge" aria-hidden="true">
      {count > max ? `${max}+` : count}
    </span>
  )
}
