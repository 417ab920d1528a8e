/**
 * An institution's logo as the data file gives it: a data: URI, an https URL,
 * or an image file beside the data file, which is read into a data: URI when
 * the file loads (the app's CSP allows images from itself and data: URIs; an
 * https logo's origin is added to img-src, see security-headers.ts).
 */

/** Reads a file named relative to the data file; throws when it cannot. */
export type ReadLogoFile = (relativePath: string) => Uint8Array

/** A logo travels with every page's first call, so it stays small. */
export const maxLogoBytes = 64 * 1024

const types: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
}
const dataUri = /^data:image\/(?:png|jpeg|gif|webp|svg\+xml)(?:;charset=[\w-]+)?(?:;base64)?,/i
const kilobytes = `${maxLogoBytes / 1024} KB`

export type LogoResult = { readonly ok: true; readonly logo: string } | { readonly ok: false; readonly code: string; readonly message: string }

export function resolveLogo(logo: string, readFile: ReadLogoFile | undefined): LogoResult {
  if (/^data:/i.test(logo)) {
    if (!dataUri.test(logo))
      return refuse('invalid-logo', 'a data: logo must be a PNG, JPEG, GIF, WebP or SVG image (data:image/png;base64,… or data:image/svg+xml,…)')
    if (logo.length > Math.ceil((maxLogoBytes * 4) / 3) + 100) return refuse('logo-too-large', `the logo is larger than ${kilobytes}; use a smaller image`)
    return { ok: true, logo }
  }
  if (/^[a-z][a-z\d+.-]*:/i.test(logo)) {
    const url = URL.canParse(logo) ? new URL(logo) : undefined
    if (url?.protocol !== 'https:' || url.username !== '' || url.password !== '') {
      return refuse('invalid-logo', `a logo URL must be an https:// address (without a user or password); "${logo}" is not`)
    }
    return { ok: true, logo: url.href }
  }
  const type = types[/\.([a-z]+)$/i.exec(logo)?.[1]?.toLowerCase() ?? '']
  if (!type)
    return refuse('invalid-logo', `"${logo}" is not an image file: a logo file ends in .png, .jpg, .gif, .webp or .svg (or give a data: URI or an https URL)`)
  if (!readFile) return refuse('invalid-logo', `"${logo}" cannot be read: this data file was given as text, so give the logo as a data: URI or an https URL`)
  let bytes: Uint8Array
  try {
    bytes = readFile(logo)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    const why = code === 'ENOENT' ? 'there is no such file' : code === 'EISDIR' ? 'it is a folder' : `it cannot be read (${code ?? String(error)})`
    return refuse('unreadable-logo', `the logo file "${logo}" cannot be used: ${why}; logo files are named relative to the data file's folder`)
  }
  if (bytes.byteLength > maxLogoBytes)
    return refuse('logo-too-large', `the logo file "${logo}" is ${Math.ceil(bytes.byteLength / 1024)} KB; a logo must be at most ${kilobytes}`)
  return { ok: true, logo: `data:${type};base64,${Buffer.from(bytes).toString('base64')}` }
}

function refuse(code: string, message: string): LogoResult {
  return { ok: false, code, message }
}
