import { resolve } from 'node:path'
import { expect, test } from 'vitest'
import { takeRootOption } from './cli-root.ts'

test('takes --root in either spelling and leaves the other arguments for the command', () => {
  expect(takeRootOption(['--check', '--root', 'tmp/x', '--format', 'json'], '/repo')).toEqual({ root: resolve('tmp/x'), rest: ['--check', '--format', 'json'] })
  expect(takeRootOption(['--root=/elsewhere'], '/repo')).toEqual({ root: '/elsewhere', rest: [] })
  expect(takeRootOption(['--check'], '/repo')).toEqual({ root: '/repo', rest: ['--check'] })
})

test('a --root without a directory is an error, not the next option', () => {
  expect(takeRootOption(['--root'], '/repo')).toEqual({ error: '--root needs a directory' })
  expect(takeRootOption(['--root', '--check'], '/repo')).toEqual({ error: '--root needs a directory' })
})
