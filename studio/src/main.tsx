// The kit's tokens and control styles first: the studio's screens and its own layout rules come after them.
import '../../src/components/ui/theme/tokens.css'
import '../../src/components/ui/theme/controls.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { StudioApp } from './studio-app.tsx'
import './styles.css'

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <StrictMode>
      <StudioApp />
    </StrictMode>,
  )
