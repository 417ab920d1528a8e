import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { KitPage } from './kit-page.tsx'
import '../components/ui/theme/tokens.css'
import '../components/ui/theme/controls.css'
import '../app/styles.css'
import '../components/ui/ui-kit.css'

const root = document.getElementById('root')
if (!root) throw new Error('kit.html has no <div id="root">')
createRoot(root).render(
  <StrictMode>
    <KitPage />
  </StrictMode>,
)
