import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import type { CompiledPolicy } from '../../policy/model.ts'
import { parseDataFile, type ParseResult } from './parse-data-file.ts'

/** Reads and parses a data file (and the logo files it names); a missing or unreadable file is a diagnostic too. */
export async function readDataFile(path: string, policy: CompiledPolicy, shownAs: string = path, today?: Date): Promise<ParseResult> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    const message = code === 'ENOENT' ? 'file not found' : code === 'EISDIR' ? 'is a folder, not a file' : `cannot be read (${code ?? String(error)})`
    return { ok: false, diagnostics: [{ file: shownAs, line: 0, column: 0, path: '$', code: 'unreadable-file', message }] }
  }
  // A logo file is named relative to the data file's folder.
  return parseDataFile(text, shownAs, policy, { readLogoFile: (relative) => readFileSync(resolve(dirname(path), relative)), ...(today && { today }) })
}
