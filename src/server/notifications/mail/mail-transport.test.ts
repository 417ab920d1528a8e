import { describe, expect, it } from 'vitest'
import { describeMailDestination } from '../../startup-banner.ts'
import { describeSmtpUrl, safeFileName } from './mail-transport.ts'

describe('where mail goes, as the start banner says it', () => {
  it('names the mail server without its credentials, with the port nodemailer uses', () => {
    expect(describeSmtpUrl('smtps://mailer:s3cret@mail.example.edu')).toBe('smtps://mail.example.edu:465')
    expect(describeSmtpUrl('smtp://mailer:s3cret@mail.example.edu:2525')).toBe('smtp://mail.example.edu:2525')
    expect(describeMailDestination({ smtpUrl: 'smtp://u:p@mail.example.edu', mailOutboxDir: '.data/outbox' })).toBe('sent through smtp://mail.example.edu:587')
    expect(describeMailDestination({ smtpUrl: undefined, mailOutboxDir: '.data/outbox' })).toBe('written to .data/outbox/ (no SMTP_URL)')
  })

  it('makes a file name of an outbox key', () => {
    expect(safeFileName('digest:../../etc/passwd:2026-11-23')).toBe('digest_.._.._etc_passwd_2026-11-23')
  })
})
