import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { EmittedFile } from './emit.ts'

/**
 * Writes only files whose content changed, through a temporary file and a
 * rename, so a watching dev server does not reload for nothing and never reads
 * half a file. Returns the paths written.
 */
export function writeChangedFiles(root: string, files: readonly EmittedFile[]): string[] {
  const written: string[] = []
  for (const file of files) {
    const target = join(root, file.path)
    if (existsSync(target) && readFileSync(target, 'utf8') === file.content) continue
    mkdirSync(dirname(target), { recursive: true })
    const temporary = `${target}.${process.pid}.tmp`
    writeFileSync(temporary, file.content)
    renameSync(temporary, target)
    written.push(file.path)
  }
  return written
}

/** The generated files whose committed content differs from what the policy compiles to. */
export function staleFiles(root: string, files: readonly EmittedFile[]): string[] {
  return files
    .filter((file) => {
      const target = join(root, file.path)
      return !existsSync(target) || readFileSync(target, 'utf8') !== file.content
    })
    .map((file) => file.path)
}
