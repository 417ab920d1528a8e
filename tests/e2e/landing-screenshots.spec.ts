import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { expectationsFor } from './support/expectations.ts'
import { PageRecorder } from './support/page-recorder.ts'
import { personaByKey } from './support/personas.ts'

// Screenshots of the landing of two contrasting personas, kept as test
// artefacts (test-results/e2e/... and the HTML report) for people to look at.
for (const key of ['amara', 'chen']) {
  const persona = personaByKey(key)
  test.describe(() => {
    test.use({ storageState: persona.storageState })
    test(`landing screenshot of ${key}`, async ({ page }, testInfo) => {
      const { home } = expectationsFor(persona)
      const recorder = await PageRecorder.attach(page)
      await page.goto('/')
      await recorder.settle()
      await expect(page, `persona ${key}, route /: landing`).toHaveURL((url) => url.pathname === home.finalPath)
      const file = testInfo.outputPath(`landing-${key}.png`)
      await page.screenshot({ path: file, fullPage: true })
      const png = readFileSync(file)
      expect(png.subarray(1, 4).toString('latin1'), 'the screenshot should be a PNG').toBe('PNG')
      await testInfo.attach(`landing-${key}`, { path: file, contentType: 'image/png' })
    })
  })
}
