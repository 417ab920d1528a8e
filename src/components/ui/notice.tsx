import type { ReactNode } from 'react'

/**
 * A standing warning about the page's subject (mail that could not be
 * delivered), with its title in words: a status, read out when it appears,
 * not an alert, since nothing the person just did caused it.
 */
export function Notice({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="notice notice-warning" role="status">
      <p className="notice-title">{title}</p>
      {children}
    </div>
  )
}
