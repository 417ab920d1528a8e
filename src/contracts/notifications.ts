/**
 * Notifications (issue 54): what the product tells a person, in the app and by
 * email. The write path makes them in the transaction of the change (the
 * server's src/server/notifications/); this file is what the server and the
 * browser agree on: the kinds, the email choices and their defaults, and the
 * shape the bell and the Notifications page read.
 */

export const notificationKinds = [
  'requestRaised',
  'requestDecided',
  'requestProgressed',
  'adoptionProposed',
  'adoptionDecided',
  'booklistChanged',
  'uploadFinished',
  'permissionsChanged',
  'deadlineReminder',
  'deadlineMissed',
] as const
export type NotificationKind = (typeof notificationKinds)[number]

/** How a kind reaches a person by email; in the app it always does. */
export const emailChoices = ['off', 'immediate', 'daily'] as const
export type EmailChoice = (typeof emailChoices)[number]

export interface KindDescription {
  /** The settings page's label. */
  readonly label: string
  /** Who gets it, in the settings page's words. */
  readonly when: string
  /** The choice of a person who never changed it: immediate for what awaits or answers them, the daily digest for the rest. */
  readonly defaultEmail: EmailChoice
}

export const kindDescriptions: Readonly<Record<NotificationKind, KindDescription>> = {
  requestRaised: { label: 'A request awaits your decision', when: 'Someone raises a request you may approve.', defaultEmail: 'immediate' },
  requestDecided: { label: 'Your request was decided', when: 'Someone approves or rejects your request.', defaultEmail: 'immediate' },
  requestProgressed: {
    label: 'Your request moved on',
    when: 'Someone orders, receives or cancels your request.',
    defaultEmail: 'daily',
  },
  adoptionProposed: { label: 'An adoption awaits your decision', when: 'Someone proposes an adoption you may approve.', defaultEmail: 'immediate' },
  adoptionDecided: { label: 'Your adoption was decided', when: 'Someone approves or rejects an adoption you proposed.', defaultEmail: 'immediate' },
  booklistChanged: {
    label: 'A booklist of your course changed',
    when: 'Someone submits or reopens the booklist of a course you teach.',
    defaultEmail: 'daily',
  },
  uploadFinished: { label: 'Your bulk upload finished', when: 'A bulk upload you checked is applied, with its counts.', defaultEmail: 'daily' },
  permissionsChanged: { label: 'Your permissions changed', when: 'Someone changes what you may see and do.', defaultEmail: 'daily' },
  deadlineReminder: {
    label: 'Your booklist is due soon',
    when: 'A booklist of a course you teach is not submitted and its deadline is near.',
    defaultEmail: 'immediate',
  },
  deadlineMissed: {
    label: 'Booklists missed their deadline',
    when: "A term's booklist deadline passed with courses you may approve still missing.",
    defaultEmail: 'immediate',
  },
}

export const emailChoiceLabels: Readonly<Record<EmailChoice, string>> = {
  off: 'No email',
  immediate: 'Email at once',
  daily: 'Daily digest',
}

/** The Notification settings page: mail footers and the unsubscribe pages link to it. */
export const notificationSettingsPath = '/notifications/settings'

/**
 * The record a notification links to. For a Term (the deadline reminders and
 * the late notice, issue 55) the record id is the term's name (`2027-spring`),
 * not its row id: the pages it leads to take the term by name.
 */
export type NotifiedRecordType = 'Request' | 'Adoption' | 'Booklist' | 'Upload' | 'StaffMember' | 'Term'

/** One notification as the Notifications page and the bell's menu show it. */
export interface NotificationItem {
  readonly id: string
  readonly kind: NotificationKind
  /** Plain text, built from record fields; shown as text. */
  readonly sentence: string
  readonly note: string | null
  readonly recordType: NotifiedRecordType
  readonly recordId: string
  readonly actorEmail: string
  /** ISO time. */
  readonly createdAt: string
  readonly read: boolean
}

/** Notifications per page of /notifications. */
export const notificationsPageSize = 25

/** A person's email choice for each kind, and the mail that could not be delivered to them (newest first, at most a few). */
export interface NotificationSettings {
  readonly choices: Readonly<Record<NotificationKind, EmailChoice>>
  readonly address: string
  readonly undeliverable: readonly { readonly at: string; readonly error: string }[]
}

/**
 * Where a notification leads, as a path of the app (the page and the email use
 * the same): the record's page with its history open. Permissions lead home,
 * where the menu shows what the person may now open. A Term's notification
 * leads where its kind asks (see the case below).
 */
export function notificationPath(recordType: NotifiedRecordType, recordId: string, kind?: NotificationKind): string {
  const id = encodeURIComponent(recordId)
  switch (recordType) {
    case 'Request':
      return `/requests?request=${id}`
    case 'Adoption':
      return `/adoptions?adoption=${id}`
    case 'Booklist':
      return `/booklist?list=${id}`
    case 'Upload':
      return `/booklist/upload/${id}`
    case 'StaffMember':
      return '/'
    case 'Term':
      // recordId is the term's name: a reminder leads to the instructor's booklists of that term, the late notice to its status board.
      return kind === 'deadlineMissed' ? `/adoptions/status?term=${id}` : `/booklist?term=${id}`
  }
}
