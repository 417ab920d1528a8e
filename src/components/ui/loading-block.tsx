/**
 * A spinner in the page's flow, where a part of the page is still loading (a screen's own chunk
 * beneath the page's heading); screen readers hear the label (role=status). The whole-screen
 * spinner of a guard or a boot call is the app's LoadingScreen.
 */
export function LoadingBlock({ label = 'Loading' }: { readonly label?: string }) {
  return (
    <div className="loading-block" role="status" aria-label={label}>
      <span className="spinner" aria-hidden="true" />
    </div>
  )
}
