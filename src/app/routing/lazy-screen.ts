import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

/**
 * A page's screen as a chunk of its own, rendered inside ScreenChunk (screen-chunk.tsx) so the
 * page's heading and introduction paint first: `lazyScreen(() => import('…/staff-screen.tsx'), 'StaffScreen')`.
 * The import stays a literal in the page, so the bundler still splits the screen into its chunk.
 */
export function lazyScreen<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => load().then((module) => ({ default: module[name] })))
}
