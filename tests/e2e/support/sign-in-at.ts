import { expect, type Browser, type Page } from '@playwright/test'

/**
 * A fresh browser context signed in through the real sign-in page of one of the run's own servers
 * (the demo server, the terms server), where any password works outside production: the setup
 * project's saved sessions belong to the personas server only.
 */
export async function signInAt(browser: Browser, server: { origin: string; authOrigin: string }, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.origin, storageState: { cookies: [], origins: [] } })
  const page = await context.newPage()
  await page.goto(`${server.authOrigin}/login?redirect_uri=${encodeURIComponent(`${server.origin}/`)}`)
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill('any password works outside production')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL((url) => url.origin === server.origin && url.pathname !== '/', { timeout: 15_000 })
  return page
}
