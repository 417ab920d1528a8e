// Imported first by every UI test: jest-dom matchers, and unmounting after each
// test (Testing Library cleans up by itself only when Vitest globals are on).
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => cleanup())

// A file's first screen waits for Vite to transform its lazy page chunk: on a loaded 2-core
// machine that alone passed the default 1 s of findBy/waitFor. A passing wait returns as soon as
// its element shows, so only a failing one takes longer.
configure({ asyncUtilTimeout: 5000 })

// jsdom does not implement scrolling; the router restores scroll after each navigation.
window.scrollTo = () => {}
// Nor an element's (a table scrolls a row it just added into view); a test may spy on it.
if (typeof Element !== 'undefined' && typeof Element.prototype.scrollIntoView !== 'function') Element.prototype.scrollIntoView = () => {}

// jsdom has <dialog> but none of its methods. This opens and closes it, nothing more: no top
// layer and no inert page (the browser's focus trap), which the browser tests cover instead.
if (typeof HTMLDialogElement !== 'undefined' && !('showModal' in HTMLDialogElement.prototype)) {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '')
    },
    close(this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return
      this.removeAttribute('open')
      this.dispatchEvent(new Event('close'))
    },
  })
}

// jsdom's Blob has no arrayBuffer() (every browser has); the booklist upload reads a chosen file's bytes with it.
if (typeof Blob !== 'undefined' && typeof Blob.prototype.arrayBuffer !== 'function') {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader()
      reader.onload = () => resolve(reader.result as ArrayBuffer)
      reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'))
      reader.readAsArrayBuffer(this)
    })
  }
}
