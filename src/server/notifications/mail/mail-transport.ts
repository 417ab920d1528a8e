import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer, { type SendMailOptions } from 'nodemailer'

/**
 * Where the outbox worker hands a composed mail. One interface for both ways
 * mail leaves, so the worker neither knows nor tests which one it has.
 */
export interface MailTransport {
  /** Resolves once the mail server (or the file system) has taken the mail; rejects with nodemailer's error otherwise. */
  send(key: string, message: SendMailOptions): Promise<void>
  close(): void
}

export interface MailTransportOptions {
  /** smtp:// or smtps:// (config's SMTP_URL); undefined: files. */
  readonly smtpUrl: string | undefined
  /** Where the files go without an SMTP_URL (config's mailOutboxDir). */
  readonly outboxDir: string
}

/** The transport the configuration asks for. */
export function createMailTransport(options: MailTransportOptions): MailTransport {
  return options.smtpUrl === undefined ? fileMailTransport(options.outboxDir) : smtpMailTransport(options.smtpUrl)
}

/**
 * Delivers through a mail server; nodemailer reads host, port, TLS and
 * credentials from the URL. Pooled unless the URL says `pool=false`: a
 * connection per mail costs about 110 ms of handshakes each (bench:
 * notifications), a kept one about 10 ms.
 */
export function smtpMailTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl)
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true')
  const transporter = nodemailer.createTransport(url.toString())
  return {
    async send(_key, message) {
      await transporter.sendMail(message)
    },
    close: () => transporter.close(),
  }
}

/**
 * Without a mail server (a demo, a laptop), each mail is written as an .eml
 * file any mail program opens, so what would have been sent can be read.
 * nodemailer's stream transport builds the very bytes SMTP would have carried.
 */
export function fileMailTransport(outboxDir: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true })
  return {
    async send(key, message) {
      const info = await builder.sendMail(message)
      await mkdir(outboxDir, { recursive: true })
      // A resend of the same outbox row overwrites its file instead of adding a second one.
      await writeFile(join(outboxDir, `${safeFileName(key)}.eml`), info.message as Buffer)
    },
    close: () => builder.close(),
  }
}

/** `notification:n1:email` → `notification_n1_email`: no path separators, nothing a file system refuses. */
export function safeFileName(key: string): string {
  return key.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 200)
}

/** `smtps://user:secret@mail.example.edu:465` → `smtps://mail.example.edu:465`: never a credential in a log. */
export function describeSmtpUrl(smtpUrl: string): string {
  if (!URL.canParse(smtpUrl)) return 'an unparsable SMTP_URL'
  const url = new URL(smtpUrl)
  const port = url.port === '' ? (url.protocol === 'smtps:' ? '465' : '587') : url.port
  return `${url.protocol}//${url.hostname}:${port}`
}
