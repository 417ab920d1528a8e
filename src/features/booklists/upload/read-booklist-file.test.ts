import { createHash } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { maxUploadBytes, maxUploadRows, readBooklistHeader } from '../../../contracts/booklist-file.ts'
import { checkUploadInput } from '../../../contracts/uploads.ts'
import { readBooklistBytes } from './booklist-file-reading.ts'
import { readBooklistFile, type FileReading } from './read-booklist-file.ts'

// Node has File, Blob and crypto.subtle but no Worker: every file here is read on this thread, by the same core a worker runs.

const header = 'course_code,isbn,quantity,requirement'
const line = 'BIO201,9780306406157,30,essential'
const file = (parts: BlobPart[], name = 'booklist.csv') => new File(parts, name, { type: 'text/csv' })

async function read(parts: BlobPart[], name = 'booklist.csv'): Promise<Extract<FileReading, { ok: true }>> {
  const reading = await readBooklistFile(file(parts, name))
  if (!reading.ok) throw new Error(`refused: ${reading.message}`)
  return reading
}

async function refusal(parts: BlobPart[], name = 'booklist.csv'): Promise<string> {
  const reading = await readBooklistFile(file(parts, name))
  if (reading.ok) throw new Error('the file was taken')
  return reading.message
}

describe('what is read', () => {
  test('a UTF-8 file with a byte-order mark: the mark is not part of the first column name; cells are kept as they are (the server trims)', async () => {
    const reading = await read(['\ufeff', `${header}\r\n${line}\r\nCHE101 , 9780306406157,  2 ,recommended\r\n`])
    expect(reading.columns).toEqual(['course_code', 'isbn', 'quantity', 'requirement'])
    expect(reading.separator).toBe(',')
    expect(readBooklistHeader(reading.columns).ok).toBe(true)
    expect(reading.rows).toEqual([
      { row: 2, cells: ['BIO201', '9780306406157', '30', 'essential'] },
      { row: 3, cells: ['CHE101 ', ' 9780306406157', '  2 ', 'recommended'] },
    ])
  })

  test('a semicolon-separated file (as a spreadsheet in a comma-decimal locale saves it)', async () => {
    const reading = await read(['course_code;isbn;quantity;requirement;note\nBIO201;9780306406157;30;essential;1,5 copies per student\n'])
    expect(reading.columns).toEqual(['course_code', 'isbn', 'quantity', 'requirement', 'note'])
    expect(reading.rows).toEqual([{ row: 2, cells: ['BIO201', '9780306406157', '30', 'essential', '1,5 copies per student'] }])
    expect(reading.separator).toBe(';')
  })

  test('quoted cells keep commas, semicolons, doubled quotes and line breaks', async () => {
    const reading = await read([`${header},note\nBIO201,9780306406157,30,essential,"Read ch. 1, 2; then ""Lab"" notes\nsecond line"\n`])
    expect(reading.rows).toEqual([{ row: 2, cells: ['BIO201', '9780306406157', '30', 'essential', 'Read ch. 1, 2; then "Lab" notes\nsecond line'] }])
  })

  test('columns in any order, in any case, with nbsi instead of isbn and an extra column: the header as in the file', async () => {
    const reading = await read(['Requirement,Quantity,NBSI,Course_Code,comment\nessential,30,12345,BIO201,keep\n'])
    expect(reading.columns).toEqual(['Requirement', 'Quantity', 'NBSI', 'Course_Code', 'comment'])
    expect(readBooklistHeader(reading.columns)).toMatchObject({ ok: true, layout: { title: { index: 2, by: 'nbsi' }, course: 3 } })
    expect(reading.rows).toEqual([{ row: 2, cells: ['essential', '30', '12345', 'BIO201', 'keep'] }])
  })

  test(
    'row numbers are those a spreadsheet shows: the header is row 1, a blank line is a ' +
      'row (skipped, still counted), a quoted cell over several lines is one row',
    async () => {
      const text = [
        `${header},note`,
        `${line},`,
        '',
        'CHE101,9780306406157,2,recommended,',
        ',,,,',
        'PHY110,9780306406157,3,essential,"first line',
        'second line"',
        'MAT100,9780306406157,4,essential,',
      ].join('\n')
      // Records: 1 header, 2 BIO201, 3 blank line, 4 CHE101, 5 only separators (blank too), 6 PHY110 (its note spans two lines of the file), 7 MAT100.
      const reading = await read([text])
      expect(reading.rows.map((row) => [row.row, row.cells[0]])).toEqual([
        [2, 'BIO201'],
        [4, 'CHE101'],
        [6, 'PHY110'],
        [7, 'MAT100'],
      ])
      expect(reading.rows[2]?.cells[4]).toBe('first line\nsecond line')
    },
  )

  test('the checksum is the SHA-256 of the bytes as they are (byte-order mark included), in lower-case hex; the size is in bytes', async () => {
    const bytes = new TextEncoder().encode(`\ufeff${header}\nBIO201,9780306406157,30,essential,Écologie\n`)
    const reading = await read([bytes])
    expect(reading.checksum).toBe(createHash('sha256').update(bytes).digest('hex'))
    expect(reading.byteSize).toBe(bytes.byteLength)
    expect(reading.fileName).toBe('booklist.csv')
  })

  test('a reading is what uploads.check takes', async () => {
    const reading = await read([`${header}\n${line}\n`])
    const { ok: _ok, ...input } = reading
    expect(checkUploadInput.safeParse({ ...input, idempotencyKey: 'a6c1b2d4-3e4f-4a5b-8c6d-7e8f9a0b1c2d' }).success).toBe(true)
  })

  test('progress: increasing shares of the file ending at 1', async () => {
    const text = `${header},note\n${`${line},${'x'.repeat(200)}\n`.repeat(2000)}`
    const fractions: number[] = []
    const reading = await readBooklistFile(file([text]), { onProgress: (fraction) => fractions.push(fraction) })
    expect(reading.ok).toBe(true)
    expect(fractions.length).toBeGreaterThan(3)
    expect(fractions.at(-1)).toBe(1)
    expect(fractions.every((fraction, i) => fraction > 0 && fraction <= 1 && (i === 0 || fraction >= (fractions[i - 1] ?? 0)))).toBe(true)
    // The core too, with small chunks.
    const small: number[] = []
    await readBooklistBytes('small.csv', new TextEncoder().encode(`${header}\n${line}\n${line}\n${line}\n`), {
      chunkSize: 40,
      onProgress: (f) => small.push(f),
    })
    expect(small.length).toBeGreaterThan(2)
    expect(small).toEqual([...small].sort((a, b) => a - b))
    expect(small.at(-1)).toBe(1)
  })

  test('an aborted reading rejects with the signal’s reason', async () => {
    const controller = new AbortController()
    controller.abort(new DOMException('Stopped', 'AbortError'))
    await expect(readBooklistFile(file([`${header}\n${line}\n`]), { signal: controller.signal })).rejects.toThrow('Stopped')
  })
})

describe('what is refused, in a sentence naming the file', () => {
  test('an empty file, and one of only white space and a byte-order mark', async () => {
    expect(await refusal([], 'term.csv')).toMatch(/^term\.csv is empty: /)
    expect(await refusal(['\ufeff  \r\n\n\t '], 'term.csv')).toMatch(/^term\.csv is empty: /)
  })

  test('a binary file (an .xlsx is a zip: PK, then NUL bytes)', async () => {
    const message = await refusal([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0x00, 0x00, 0x21, 0x00])], 'term.xlsx')
    expect(message).toMatch(/^term\.xlsx is not a CSV text file \(is it a spreadsheet saved as \.xlsx\?\): save it as "CSV UTF-8"/)
  })

  test('text that is not UTF-8 (Latin-1 é)', async () => {
    const latin1 = new Uint8Array([...new TextEncoder().encode(`${header},note\n${line},caf`), 0xe9, 0x0a])
    expect(await refusal([latin1], 'term.csv')).toMatch(/^term\.csv is not a CSV text file in UTF-8 .*save it as "CSV UTF-8"/)
  })

  test('a file without a header: its first row is data', async () => {
    const message = await refusal([`${line}\nCHE101,9780306406157,2,recommended\n`], 'term.csv')
    const expected = readBooklistHeader(line.split(','))
    expect(expected.ok).toBe(false)
    expect(message).toBe(`term.csv: ${expected.ok ? '' : expected.message}`)
    expect(message).toMatch(
      /^term\.csv: The first row is not a header\. Add a first row naming the columns: course_code, isbn \(or nbsi\), quantity, requirement/,
    )
  })

  test('a missing required column, and a column named twice', async () => {
    expect(await refusal(['course_code,isbn,requirement\nBIO201,9780306406157,essential\n'], 'term.csv')).toBe(
      'term.csv: The file has no quantity column. Its header must name course_code, isbn (or nbsi), quantity, requirement.',
    )
    expect(await refusal([`${header},ISBN\n${line},x\n`], 'term.csv')).toBe('term.csv: The header names the column "isbn" twice; keep one.')
  })

  test('a header with no rows under it (blank lines are no rows)', async () => {
    expect(await refusal([`${header}\r\n\r\n,,,\r\n`], 'term.csv')).toBe('term.csv has a header but no rows under it: add a row per title under the header.')
  })

  test(`${maxUploadRows.toLocaleString('en')} rows are taken; one more is refused, saying how many there are`, async () => {
    const reading = await read([`${header}\n${`${line}\n`.repeat(maxUploadRows)}`])
    expect(reading.rows).toHaveLength(maxUploadRows)
    expect(reading.rows.at(-1)?.row).toBe(maxUploadRows + 1)
    expect(await refusal([`${header}\n${`${line}\n`.repeat(maxUploadRows + 1)}`], 'term.csv')).toBe(
      'term.csv has 20,001 rows under its header; a booklist file has at most 20,000: split it into smaller files.',
    )
  })

  test('a file over 5 MB is refused by its size, before it is read', async () => {
    const big = file([`${header}\n`, 'x'.repeat(maxUploadBytes)], 'year.csv')
    expect(big.size).toBeGreaterThan(maxUploadBytes)
    expect(await readBooklistFile(big)).toEqual({ ok: false, message: 'year.csv is 5 MB; a booklist file is at most 5 MB: split it into smaller files.' })
  })

  test('a cell longer than a cell may be, with its row and column', async () => {
    const text = `${header},note\n${line},short\n\n${line},${'n'.repeat(2001)}\n`
    expect(await refusal([text], 'term.csv')).toBe('Row 4 of term.csv has a cell of 2,001 characters in "note"; a cell has at most 2,000: shorten it.')
  })

  test('a quote opened and never closed, with its row', async () => {
    expect(await refusal([`${header},note\n${line},ok\n${line},"never closed\n${line},more\n`], 'term.csv')).toBe(
      'Row 3 of term.csv opens a quoted cell (") that is never closed: close the quote or remove it.',
    )
  })

  test('the same rows and refusals when Papa Parse reads the text in small chunks (as a worker reads a large file)', async () => {
    const bytes = (text: string) => new TextEncoder().encode(text)
    const text = `${header},note\n${line},"a note\nover two lines"\n\n${line},\n`
    const reading = await readBooklistBytes('term.csv', bytes(text), { chunkSize: 16 })
    expect(reading.ok && reading.rows.map((row) => [row.row, row.cells[4]])).toEqual([
      [2, 'a note\nover two lines'],
      [4, ''],
    ])
    expect(await readBooklistBytes('term.csv', bytes(`${header},note\n${line},ok\n${line},"never closed\n${line},more\n`), { chunkSize: 16 })).toEqual({
      ok: false,
      message: 'Row 3 of term.csv opens a quoted cell (") that is never closed: close the quote or remove it.',
    })
  })
})

describe('an error file uploaded again', () => {
  test('its error column (or errors, problem, problems, in any case) is left out of the columns and the cells, and named as ignored', async () => {
    const reading = await read([
      `course_code,isbn,Error,quantity,requirement,PROBLEMS\n${'BIO201,9780306406157,"quantity: ""x"" is not a quantity",30,essential,old'}\n`,
    ])
    expect(reading.columns).toEqual(['course_code', 'isbn', 'quantity', 'requirement'])
    expect(reading.rows).toEqual([{ row: 2, cells: ['BIO201', '9780306406157', '30', 'essential'] }])
    expect(reading.ignoredColumns).toEqual(['Error', 'PROBLEMS'])
  })

  test('a file without such a column ignores none', async () => {
    expect((await read([`${header}\n${line}\n`])).ignoredColumns).toEqual([])
  })
})
