/** While a title page's data loads (its route's pendingComponent): the shape of the page, announced as busy. Kept tiny: it is in the first load. */
export function TitlePending() {
  return (
    <div className="title-pending" aria-busy="true" aria-live="polite">
      <p className="visually-hidden">Loading the title…</p>
      <div className="skeleton skeleton-heading" />
      <div className="skeleton skeleton-line" />
      <div className="skeleton skeleton-line" />
    </div>
  )
}
