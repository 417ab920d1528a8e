import { expect, test } from '@playwright/test'
import { PageRecorder } from './support/page-recorder.ts'
import { readPageChunks } from './support/page-chunks.ts'
import { personaByKey } from './support/personas.ts'
import { allPages } from './support/concrete-paths.ts'

// The no-flash checks are only as good as their instruments: prove the DOM
// watcher catches a heading that exists for a single task, and that every
// page of the policy has its own lazy chunk in the build manifest.

test.use({ storageState: personaByKey('amara').storageState })

test('the DOM watcher records a heading that is added and removed within one task', async ({ page }) => {
  const recorder = await PageRecorder.attach(page)
  await page.goto('/')
  await recorder.settle()
  await recorder.clearHeadings()
  await page.evaluate(() => {
    const heading = document.createElement('h1')
    heading.textContent = 'Flash of protected content'
    document.body.append(heading)
    heading.remove()
  })
  const seen = await recorder.headingsSeen()
  expect(seen.map((entry) => entry.text)).toContain('Flash of protected content')
})

test('every page of the policy is a lazy chunk of its own', () => {
  const chunks = readPageChunks()
  for (const page of allPages()) {
    const chunk = chunks.get(page)
    expect(chunk, `page ${page}: src/pages/${page}/page.tsx is not in the build manifest`).toBeDefined()
    expect(chunk?.lazy, `page ${page}: its chunk is not loaded on demand (lazy)`).toBe(true)
  }
  const urls = [...chunks.values()].map((chunk) => chunk.url)
  expect(new Set(urls).size, 'two pages share one chunk, so a fetch would not say which page loaded').toBe(urls.length)
})
