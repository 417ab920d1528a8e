import { Outlet } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/** The shell of the public pages (not found, unauthorized): no menu, no user. */
export function UnauthenticatedLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="public-layout">
      <header className="app-header">
        <span className="app-name">Adoptions</span>
      </header>
      <main id="main" className="content">
        {children ?? <Outlet />}
      </main>
    </div>
  )
}
