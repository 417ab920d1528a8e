import { useEffect } from 'react'
import { useUser } from '../api/use-boot-data.ts'

/**
 * "Adoptions", then the institution's logo and name when the boot call knew
 * them (auth.getUser; on a public page too), and its accent tokens (checked
 * for contrast by the server) in place of tokens.css's. They are set through
 * the CSSOM, which the CSP's style-src allows (no inline style attribute is
 * written). Kept small: it is in the first load. Nothing is undone: the boot
 * call's answer lasts the page's life (it is never read again on mount).
 */
export function BrandName() {
  const branding = useUser().data?.branding
  const colours = branding?.colours
  useEffect(() => {
    for (const token in colours) document.documentElement.style.setProperty(token, colours[token as keyof typeof colours])
  }, [colours])
  return (
    <span className="app-name">
      Adoptions
      {/* The name is written beside it, so the logo is decorative. */}
      {branding?.logo && <img src={branding.logo} alt="" />}
      {branding && <span>{branding.name}</span>}
    </span>
  )
}
