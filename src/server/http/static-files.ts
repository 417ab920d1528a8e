import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, resolve, sep } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import type { HtmlTransform } from './browser-config.ts'
import { contentType, isCompressible } from './content-types.ts'
import type { IndexHtmlTags } from './landing-preload.ts'
import { notBuiltPage } from './not-built-page.ts'

/** Vite puts content-hashed files under /assets/; their content never changes under the same name. */
const hashedAssetCache = 'public, max-age=31536000, immutable'

interface CachedFile {
  readonly mtimeMs: number
  readonly size: number
  readonly body: Buffer
  readonly compressed: Map<'br' | 'gzip', Buffer>
  /** index.html with one person's extra head tags, by tag list: one per page at most, so few. */
  readonly personal: Map<string, Variant>
}

interface Variant {
  readonly body: Buffer
  readonly compressed: Map<'br' | 'gzip', Buffer>
}

export type StaticHandler = (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<void>

/**
 * Serves the built SPA from `distDir`: files as they are, every other path
 * without a file extension as index.html (client-side routes), compressed
 * when the browser accepts it. Looks at the folder on every request, so a
 * build made while the server runs is picked up. `headTags`, when given,
 * adds per-person tags to index.html (landing-preload.ts): that answer then
 * varies by cookie, and its ETag names the tags.
 */
export function staticFiles(distDir: string, html?: HtmlTransform, headTags?: IndexHtmlTags): StaticHandler {
  const root = resolve(distDir)
  const cache = new Map<string, CachedFile>()

  const load = async (file: string, info: { mtimeMs: number; size: number }, isHtml: boolean): Promise<CachedFile> => {
    const hit = cache.get(file)
    if (hit && hit.mtimeMs === info.mtimeMs && hit.size === info.size) return hit
    const raw = await readFile(file)
    const body = isHtml && html ? Buffer.from(html.apply(raw.toString('utf8'))) : raw
    const entry = { mtimeMs: info.mtimeMs, size: info.size, body, compressed: new Map(), personal: new Map() }
    cache.set(file, entry)
    return entry
  }

  const sendFile = async (req: IncomingMessage, res: ServerResponse, file: string, cacheControl: string, tags: readonly string[] = []) => {
    const info = await stat(file)
    const isHtml = extname(file).toLowerCase() === '.html'
    const version = isHtml && html ? `-${html.version}` : ''
    const personal = tags.length > 0 ? `-${createHash('sha256').update(tags.join('\n')).digest('hex').slice(0, 8)}` : ''
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${version}${personal}"`
    const type = contentType(extname(file))
    res.setHeader('ETag', etag)
    res.setHeader('Cache-Control', cacheControl)
    res.setHeader('Vary', isHtml && headTags ? 'Accept-Encoding, Cookie' : 'Accept-Encoding')
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304)
      return void res.end()
    }
    const entry = await load(file, info, isHtml)
    const variant = tags.length > 0 ? personalVariant(entry, tags) : entry
    const encoding = isCompressible(type) && variant.body.length > 1024 ? negotiate(req.headers['accept-encoding']) : undefined
    let body = variant.body
    if (encoding) {
      let packed = variant.compressed.get(encoding)
      if (!packed) {
        packed =
          encoding === 'br'
            ? brotliCompressSync(variant.body)
            : ((variant === entry ? await precompressedGzip(file, info.mtimeMs) : undefined) ?? gzipSync(variant.body, { level: 9 }))
        variant.compressed.set(encoding, packed)
      }
      body = packed
      res.setHeader('Content-Encoding', encoding)
    }
    res.writeHead(200, { 'Content-Type': type, 'Content-Length': body.length })
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  return async (req, res, pathname) => {
    let decoded: string
    try {
      decoded = decodeURIComponent(pathname)
    } catch {
      return plain(res, 400, 'Bad request: the address is not valid.')
    }
    const file = resolve(root, `.${decoded}`)
    const inside = file === root || file.startsWith(root + sep)
    // No dotfiles and nothing outside dist/, however the path is spelled.
    if (decoded.includes('\0') || !inside || decoded.split('/').some((part) => part.startsWith('.'))) {
      return plain(res, 404, 'Not found.')
    }
    const info = await stat(file).catch(() => undefined)
    if (info?.isFile()) return sendFile(req, res, file, decoded.startsWith('/assets/') ? hashedAssetCache : 'public, max-age=0, must-revalidate')
    // Browsers ask for /favicon.ico on their own; when the build has none, an empty answer keeps 404s out of the console.
    if (decoded === '/favicon.ico') {
      res.writeHead(204, { 'Cache-Control': 'public, max-age=86400' })
      return void res.end()
    }
    if (extname(decoded) !== '') return plain(res, 404, 'Not found.')
    const index = resolve(root, 'index.html')
    const indexInfo = await stat(index).catch(() => undefined)
    if (!indexInfo?.isFile()) {
      res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
      return void res.end(notBuiltPage)
    }
    // index.html is revalidated every time so a new build shows at once (and a person's own preloads with it).
    return sendFile(req, res, index, 'no-cache', headTags ? await headTags(req, decoded) : [])
  }
}

/** The cached index.html with the tags before </head>, made once per tag list and build. */
function personalVariant(entry: CachedFile, tags: readonly string[]): Variant {
  const key = tags.join('\n')
  let variant = entry.personal.get(key)
  if (!variant) {
    const html = entry.body.toString('utf8')
    const at = html.search(/<\/head>/i)
    const block = `${tags.join('\n    ')}\n  `
    const body = Buffer.from(at < 0 ? `${block}${html}` : `${html.slice(0, at)}${block}${html.slice(at)}`)
    variant = { body, compressed: new Map() }
    entry.personal.set(key, variant)
  }
  return variant
}

/**
 * The build's Zopfli-compressed copy (`<file>.gz`, scripts/build/precompress-plugin.ts): smaller
 * than zlib's best. Used only when it was written after the file, so a rebuild without it never
 * sends the old content.
 */
async function precompressedGzip(file: string, mtimeMs: number): Promise<Buffer | undefined> {
  const packed = `${file}.gz`
  const info = await stat(packed).catch(() => undefined)
  if (!info?.isFile() || info.mtimeMs < mtimeMs) return undefined
  return readFile(packed)
}

function negotiate(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = (Array.isArray(header) ? header.join(',') : (header ?? '')).toLowerCase()
  if (/\bbr\b/.test(accepted)) return 'br'
  if (/\bgzip\b/.test(accepted)) return 'gzip'
  return undefined
}

function plain(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
  res.end(text)
}
