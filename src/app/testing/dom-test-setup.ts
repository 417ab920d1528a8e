// Imported first by every UI test: jest-dom matchers, and unmounting after each
// test (Testing Library cleans up by itself only when Vitest globals are on).
import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => cleanup())

// jsdom does not implement scrolling; the router restores scroll after each navigation.
window.scrollTo = () => {}
