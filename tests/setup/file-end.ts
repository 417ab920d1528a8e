import { afterAll } from 'vitest'
import { finishFile } from '../../src/server/testing/file-end.ts'

// Test databases are dropped in the background while the next test runs
// (src/server/testing/test-databases.ts): each file waits for its drops here.
afterAll(finishFile)
