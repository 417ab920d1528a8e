import { useEffect } from 'react'
import type { Branding } from '../../contracts/branding.ts'

const tokens = [
  ['--color-accent', 'accent'],
  ['--color-accent-strong', 'accentStrong'],
  ['--color-accent-soft', 'accentSoft'],
] as const

/**
 * "Adoptions", then the institution's logo and name when they are known, and
 * its accent (checked for contrast by the server) in place of the tokens'.
 * The colours are set through the CSSOM, which the CSP's style-src allows
 * (no inline style attribute is written).
 */
export function BrandName({ branding }: { branding: Branding | undefined }) {
  const colours = branding?.colours ?? undefined
  const key = colours ? tokens.map(([, name]) => colours[name]).join() : ''
  useEffect(() => {
    if (!colours) return
    const style = document.documentElement.style
    for (const [token, name] of tokens) style.setProperty(token, colours[name])
    return () => {
      for (const [token] of tokens) style.removeProperty(token)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the colours' values, not the object's identity
  }, [key])
  return (
    <span className="app-name">
      Adoptions
      {branding ? (
        <>
          <span aria-hidden="true">·</span>
          {/* The name is written beside it, so the logo adds nothing for a screen reader. */}
          {branding.logo ? <img className="app-logo" src={branding.logo} alt="" /> : null}
          <span className="app-institution">{branding.name}</span>
        </>
      ) : null}
    </span>
  )
}
