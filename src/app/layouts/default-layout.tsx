import { Outlet, useMatches } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useUser } from '../api/get-user.ts'
import { MainMenu } from '../menu/main-menu.tsx'
import { usePolicyView } from '../policy-view/use-policy-view.ts'
import { AppHeader } from './app-header.tsx'

/** The signed-in shell: header, the policy's menu, and the page. */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  const view = usePolicyView()
  const email = useUser().data?.email
  const fixed = useMatches({ select: (matches) => matches.some((match) => match.staticData.layoutHint === 'fixed') })
  return (
    <div className="app-layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AppHeader email={email} />
      {view ? <MainMenu entries={view.menu} /> : null}
      <main id="main" className={fixed ? 'content content-fixed' : 'content'}>
        {children ?? <Outlet />}
      </main>
    </div>
  )
}
