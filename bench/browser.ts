import { existsSync } from 'node:fs'
import type { Browser, BrowserContext } from '@playwright/test'

export const CHROMIUM = '/usr/bin/chromium'
/** The flags the team runs Chromium with (docs: guide.md), headless as root. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export function chromiumMissing(): string | undefined {
  return existsSync(CHROMIUM) ? undefined : `${CHROMIUM} is missing (as root: apt-get update && apt-get install -y chromium)`
}

export async function launchChromium(): Promise<Browser> {
  const { chromium } = await import('@playwright/test')
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true })
}

export interface Session {
  readonly context: BrowserContext
  readonly cookieHeader: string
  /** Where the app put the persona after sign-in: its landing path. */
  readonly landing: string
  /** Set when the sign-in page itself could not be used and the form was posted directly. */
  readonly note?: string
}

/**
 * Signs in through the real sign-in page. When the service refuses the page's
 * own form post, posts the same form from Node instead (so the measurements
 * can still run) and says so in `note`.
 */
export async function signIn(browser: Browser, origins: { appOrigin: string; authOrigin: string }, email: string): Promise<Session> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${origins.authOrigin}/login?redirect_uri=${encodeURIComponent(`${origins.appOrigin}/`)}`)
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill('any-password')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  let note: string | undefined
  const back = await page
    .waitForURL((url) => url.origin === origins.appOrigin, { timeout: 10_000 })
    .then(
      () => true,
      () => false,
    )
  if (!back) {
    const said = (
      await page
        .locator('main')
        .innerText()
        .catch(() => '')
    )
      .replace(/\s+/g, ' ')
      .trim()
    await context.addCookies(await postSignInForm(origins, email))
    note = `the sign-in page refused its own form ("${said.slice(0, 80)}"); signed in by posting the form from Node`
    await page.goto(`${origins.appOrigin}/`)
  }
  // The app redirects `/` to the persona's landing once the boot calls answer.
  await page.waitForURL((url) => url.origin === origins.appOrigin && url.pathname !== '/', { timeout: 15_000 })
  const landing = new URL(page.url()).pathname
  const cookies = await context.cookies(origins.appOrigin)
  await page.close()
  return { context, cookieHeader: cookies.map((c) => `${c.name}=${c.value}`).join('; '), landing, ...(note ? { note } : {}) }
}

async function postSignInForm(origins: { appOrigin: string; authOrigin: string }, email: string) {
  const response = await fetch(`${origins.authOrigin}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: origins.authOrigin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password: 'any-password', redirect_uri: `${origins.appOrigin}/` }),
  })
  const setCookies = response.headers.getSetCookie()
  if (response.status !== 303 || setCookies.length === 0) throw new Error(`signing in as ${email} failed: HTTP ${response.status}`)
  const host = new URL(origins.appOrigin).hostname
  return setCookies.map((line) => {
    const [pair = ''] = line.split(';')
    const at = pair.indexOf('=')
    return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim(), domain: host, path: '/', httpOnly: true, sameSite: 'Lax' as const }
  })
}
