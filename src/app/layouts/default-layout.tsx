import { Outlet, useMatches } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useUser } from '../api/use-boot-data.ts'
import { MainMenu } from '../menu/main-menu.tsx'
import { usePolicyView } from '../policy-view/use-policy-view.ts'
import { LoadingScreen } from '../ui/loading-screen.tsx'
import { AppHeader } from './app-header.tsx'

/** The signed-in shell: header, the policy's menu, and the page. */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  const view = usePolicyView()
  const email = useUser().data?.email
  const fixed = useMatches({ select: (matches) => matches.some((match) => match.staticData.layoutHint === 'fixed') })
  // The shell appears whole, menu included, once the policy view exists: drawing header and content
  // first and the menu later moved the content sideways (layout shift, seen by Lighthouse).
  if (!view) return <LoadingScreen />
  return (
    <div className="app-layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AppHeader email={email} />
      <MainMenu entries={view.menu} />
      <main id="main" className={fixed ? 'content content-fixed' : 'content'}>
        {children ?? <Outlet />}
      </main>
    </div>
  )
}
