import { createHash } from 'node:crypto'
import type { SendMailOptions } from 'nodemailer'
import {
  kindDescriptions,
  notificationPath,
  notificationSettingsPath,
  type NotificationKind,
  type NotifiedRecordType,
} from '../../../contracts/notifications.ts'
import { escapeHtml } from '../../pages/html.ts'

/**
 * The mail a notification or a day's digest becomes: a plain-text part and an
 * HTML part saying the same. Everything here is pure, so what a person reads
 * is tested without a database or a mail server.
 *
 * Sentences and notes are built from record fields people type (a course
 * title, a rejection note), so they are escaped in the HTML and stripped of
 * line breaks in the subject: a title holding `<script>` shows as text, and
 * one holding a newline cannot add a header.
 */
export interface MailNotification {
  readonly kind: NotificationKind
  readonly sentence: string
  readonly note: string | null
  readonly recordType: NotifiedRecordType
  readonly recordId: string
}

export interface MailEnvelope {
  /** The outbox row's key: its Message-ID comes from it, so a resend after a crash is the same message. */
  readonly key: string
  readonly from: string
  readonly to: string
  readonly appOrigin: string
}

/** One notification's mail; `unsubscribeUrl` stops mail of its kind. */
export function composeNotificationMail(envelope: MailEnvelope, notification: MailNotification, unsubscribeUrl: string): SendMailOptions {
  const { label } = kindDescriptions[notification.kind]
  const link = linkOf(envelope, notification)
  const note = notification.note === null ? [] : [`Note: ${notification.note}`, '']
  const text = [
    notification.sentence,
    '',
    ...note,
    `Open it: ${link}`,
    '',
    '--',
    `You get this email for "${label}".`,
    `Stop these emails: ${unsubscribeUrl}`,
    settingsLine(envelope),
  ].join('\n')
  const html = page([
    `<p>${escapeHtml(notification.sentence)}</p>`,
    notification.note === null ? '' : `<p><strong>Note:</strong> ${escapeHtml(notification.note)}</p>`,
    `<p><a href="${escapeHtml(link)}">Open it in Adoptions</a></p>`,
    footer(envelope, `You get this email for “${escapeHtml(label)}”.`, [['Stop these emails', unsubscribeUrl]]),
  ])
  return message(envelope, headerText(notification.sentence), text, html, unsubscribeUrl)
}

export interface DigestKind {
  readonly kind: NotificationKind
  /** Stops mail of this kind alone. */
  readonly unsubscribeUrl: string
}

/**
 * A person's digest of a day: the notifications grouped by kind, oldest
 * first, each kind with its own unsubscribe link. `unsubscribeAllUrl` (the
 * List-Unsubscribe header, one click) stops every kind the digest holds.
 */
export function composeDigestMail(
  envelope: MailEnvelope,
  day: string,
  notifications: readonly MailNotification[],
  kinds: readonly DigestKind[],
  unsubscribeAllUrl: string,
): SendMailOptions {
  const count = `${notifications.length} ${notifications.length === 1 ? 'notification' : 'notifications'}`
  const textSections: string[] = []
  const htmlSections: string[] = []
  for (const { kind, unsubscribeUrl } of kinds) {
    const ofKind = notifications.filter((notification) => notification.kind === kind)
    const { label } = kindDescriptions[kind]
    textSections.push(
      `${label}:`,
      ...ofKind.flatMap((notification) => [
        `- ${notification.sentence}`,
        ...(notification.note === null ? [] : [`  Note: ${notification.note}`]),
        `  ${linkOf(envelope, notification)}`,
      ]),
      `  Stop these emails: ${unsubscribeUrl}`,
      '',
    )
    htmlSections.push(
      `<h2 style="font-size:16px">${escapeHtml(label)}</h2>`,
      '<ul>',
      ...ofKind.map(
        (notification) =>
          `<li><a href="${escapeHtml(linkOf(envelope, notification))}">${escapeHtml(notification.sentence)}</a>` +
          (notification.note === null ? '' : `<br><strong>Note:</strong> ${escapeHtml(notification.note)}`) +
          '</li>',
      ),
      '</ul>',
      `<p style="font-size:12px"><a href="${escapeHtml(unsubscribeUrl)}">Stop emails for “${escapeHtml(label)}”</a></p>`,
    )
  }
  const intro = `Your daily digest of ${day}: ${count}.`
  const text = [intro, '', ...textSections, '--', `Stop all the emails of this digest: ${unsubscribeAllUrl}`, settingsLine(envelope)].join('\n')
  const html = page([
    `<p>${escapeHtml(intro)}</p>`,
    ...htmlSections,
    footer(envelope, 'You get this digest because of your notification settings.', [['Stop all the emails of this digest', unsubscribeAllUrl]]),
  ])
  return message(envelope, `Adoptions daily digest, ${day}: ${count}`, text, html, unsubscribeAllUrl)
}

/** `<hash-of-key@host-of-the-app>`: the same for every attempt of one outbox row, unique across rows. */
export function messageIdFor(key: string, appOrigin: string): string {
  const host = URL.canParse(appOrigin) ? new URL(appOrigin).hostname : 'localhost'
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 40)}@${host}>`
}

/** Text fit for a header: control characters (CR and LF above all) become spaces, and it stays one short line. */
export function headerText(value: string): string {
  const oneLine = value
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return oneLine.length > 150 ? `${oneLine.slice(0, 149)}…` : oneLine
}

function linkOf(envelope: MailEnvelope, notification: MailNotification): string {
  return envelope.appOrigin + notificationPath(notification.recordType, notification.recordId, notification.kind)
}

function message(envelope: MailEnvelope, subject: string, text: string, html: string, unsubscribeUrl: string): SendMailOptions {
  return {
    from: envelope.from,
    to: envelope.to,
    subject,
    text,
    html,
    messageId: messageIdFor(envelope.key, envelope.appOrigin),
    // RFC 8058: a mail program's "unsubscribe" button POSTs to the link, with no page to confirm on.
    list: { unsubscribe: unsubscribeUrl },
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}

function page(parts: readonly string[]): string {
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.4">${parts.filter((part) => part !== '').join('')}</body></html>`
}

/** Every mail ends with its unsubscribe links and the settings page, where each kind's email is chosen. */
function footer(envelope: MailEnvelope, reason: string, links: readonly (readonly [string, string])[]): string {
  const anchors = [...links, ['Notification settings', settingsUrl(envelope)] as const]
    .map(([text, url]) => `<a href="${escapeHtml(url)}">${escapeHtml(text)}</a>`)
    .join(' · ')
  return `<hr><p style="font-size:12px;color:#555">${reason} ${anchors}</p>`
}

function settingsUrl(envelope: MailEnvelope): string {
  return envelope.appOrigin + notificationSettingsPath
}

function settingsLine(envelope: MailEnvelope): string {
  return `Choose which emails you get in Notification settings: ${settingsUrl(envelope)}`
}
