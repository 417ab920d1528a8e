import { fileSizeProblem, readBooklistBytes, type FileReading } from './booklist-file-reading.ts'
import type { WorkerAnswer, WorkerQuestion } from './read-booklist-file.worker.ts'

export type { FileReading } from './booklist-file-reading.ts'

/** From this size on a file is parsed in a Web Worker, so the page never stalls on it. */
export const workerFromBytes = 256 * 1024

export interface ReadBooklistFileOptions {
  /** The share read so far, 0 to 1; last called with 1 when the file is read. */
  readonly onProgress?: ((fraction: number) => void) | undefined
  /** Aborting stops the reading (and its worker); the promise rejects with the signal's reason. */
  readonly signal?: AbortSignal | undefined
}

/**
 * Reads a booklist CSV the user chose (issue 29) into what `uploads.check`
 * takes, or a sentence naming the file and what to fix. Loaded with the
 * upload page only (import it dynamically): it brings Papa Parse.
 */
export async function readBooklistFile(file: File, options: ReadBooklistFileOptions = {}): Promise<FileReading> {
  const { onProgress, signal } = options
  signal?.throwIfAborted()
  const size = fileSizeProblem(file.name, file.size)
  if (size !== undefined) return { ok: false, message: size }
  if (file.size >= workerFromBytes && typeof Worker !== 'undefined') return readInWorker(file, onProgress, signal)
  return readHere(file, onProgress, signal)
}

/** On this thread: small files, and where there are no workers (tests) or the worker failed to start. */
async function readHere(file: File, onProgress: ReadBooklistFileOptions['onProgress'], signal: AbortSignal | undefined): Promise<FileReading> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  signal?.throwIfAborted()
  return readBooklistBytes(file.name, bytes, { onProgress })
}

function readInWorker(file: File, onProgress: ReadBooklistFileOptions['onProgress'], signal: AbortSignal | undefined): Promise<FileReading> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./read-booklist-file.worker.ts', import.meta.url), { type: 'module' })
    const stop = () => {
      worker.terminate()
      signal?.removeEventListener('abort', onAbort)
    }
    function onAbort() {
      stop()
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', onAbort, { once: true })
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      const answer = event.data
      if (answer.type === 'progress') return onProgress?.(answer.fraction)
      stop()
      if (answer.type === 'done') resolve(answer.reading)
      else reject(new Error(answer.message))
    }
    // The worker's script did not load or start (an old browser, a strict policy): read the file here instead.
    worker.onerror = (event) => {
      event.preventDefault()
      stop()
      readHere(file, onProgress, signal).then(resolve, reject)
    }
    const question: WorkerQuestion = { file }
    worker.postMessage(question)
  })
}
