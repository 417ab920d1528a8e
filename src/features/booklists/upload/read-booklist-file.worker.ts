import { readBooklistBytes, type FileReading } from './booklist-file-reading.ts'

/**
 * Reads a large booklist file off the main thread: the page posts the File,
 * this posts the share parsed as it goes, then the reading. Started by
 * read-booklist-file.ts with Vite's `new Worker(new URL(…), { type: 'module' })`.
 */

export interface WorkerQuestion {
  readonly file: File
}

export type WorkerAnswer =
  | { readonly type: 'progress'; readonly fraction: number }
  | { readonly type: 'done'; readonly reading: FileReading }
  | { readonly type: 'failed'; readonly message: string }

const answer = (message: WorkerAnswer) => self.postMessage(message)

self.onmessage = (event: MessageEvent<WorkerQuestion>) => {
  const { file } = event.data
  file
    .arrayBuffer()
    .then((buffer) => readBooklistBytes(file.name, new Uint8Array(buffer), { onProgress: (fraction) => answer({ type: 'progress', fraction }) }))
    .then(
      (reading) => answer({ type: 'done', reading }),
      (error: unknown) => answer({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
    )
}
