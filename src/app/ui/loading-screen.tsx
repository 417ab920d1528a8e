/** A spinner centred on the screen; screen readers hear the label (role=status). */
export function LoadingScreen({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="loading-screen" role="status" aria-label={label}>
      <span className="spinner" aria-hidden="true" />
    </div>
  )
}
