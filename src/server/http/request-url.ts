import type { IncomingMessage } from 'node:http'

/**
 * The request target as a URL on a placeholder origin. Only origin-form targets
 * (`/path?query`) are accepted: `//evil.com/x` stays a path here instead of
 * becoming another host, and absolute-form targets are not ours to serve.
 */
export function requestUrl(req: IncomingMessage): URL | undefined {
  const target = req.url ?? '/'
  if (!target.startsWith('/')) return undefined
  try {
    return new URL(`http://request.invalid${target}`)
  } catch {
    return undefined
  }
}
