import { useQuery } from '@tanstack/react-query'
import { Outlet } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { userQueryOptions } from '../api/boot-calls.ts'
import { useAppServices } from '../app-services.tsx'
import { BrandName } from './brand-name.tsx'

/** The shell of the public pages (not found, unauthorized): no menu, no user; the institution's branding when the boot call knew it. */
export function UnauthenticatedLayout({ children }: { children?: ReactNode }) {
  // Only what the boot call already answered: a public page never asks who is there.
  const branding = useQuery({ ...userQueryOptions(useAppServices().api), enabled: false }).data?.branding
  return (
    <div className="public-layout">
      <header className="app-header">
        <BrandName branding={branding} />
      </header>
      <main id="main" className="content">
        {children ?? <Outlet />}
      </main>
    </div>
  )
}
