import { Outlet } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { BrandName } from './brand-name.tsx'

/** The shell of the public pages (not found, unauthorized): no menu, no user; the institution's branding when the boot call knew it. */
export function UnauthenticatedLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="public-layout">
      <header className="app-header">
        <BrandName />
      </header>
      <main id="main" className="content">
        {children ?? <Outlet />}
      </main>
    </div>
  )
}
