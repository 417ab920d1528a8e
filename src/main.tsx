import { startTransition, StrictMode } from 'react'
// A named import: Vite keeps only this field of package.json in the bundle.
import { version } from '../package.json'
import { createRoot } from 'react-dom/client'
import { App } from './app/app.tsx'
import { readAppConfig } from './app/config/app-config.ts'
import { createApp } from './app/create-app.ts'
import './components/ui/theme/tokens.css'
import './components/ui/theme/controls.css'
import './app/styles.css'
import './components/ui/ui-kit.css'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no <div id="root">')

const app = createApp({
  config: readAppConfig(document, import.meta.env),
  release: `adoptions@${version}`,
  browser: {
    currentUrl: () => window.location.href,
    origin: window.location.origin,
    hostname: window.location.hostname,
    assign: (url) => window.location.assign(url),
  },
})

// A transition: React renders the app in slices of a few milliseconds, yielding to the browser
// between them, instead of one long task (on a phone's slower CPU that task blocked input for
// hundreds of milliseconds: Lighthouse's TBT).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App app={app} />
    </StrictMode>,
  )
})
