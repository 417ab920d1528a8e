/**
 * Issue 10's four fixed request rules written out by hand, without the
 * compiled policy: the independent reading the property test compares the
 * compiled CASL ability with. Keep it plain and literal; when it and
 * policy/resources/request.yaml disagree, one of them misreads the issue.
 */

export interface ReferenceUserFacts {
  readonly flags: Readonly<Record<string, boolean | undefined>>
  readonly permissions: Readonly<Record<string, boolean | undefined>>
  readonly user?: { readonly id: string; readonly institutionId: string }
}

export interface ReferenceRequest {
  readonly institutionId: string
  readonly requesterId: string
  readonly status: string
}

/** "Holds" as today: every permission passes while roles-and-permissions is off. */
function holds(facts: ReferenceUserFacts, permission: string): boolean {
  return facts.flags['roles-and-permissions'] !== true || facts.permissions[permission] === true
}

/** Every rule is about the signed-in user; without one nothing is allowed. */
export function referenceRequestAllows(facts: ReferenceUserFacts, action: 'read' | 'approve' | 'reject' | 'cancel', request: ReferenceRequest): boolean {
  const user = facts.user
  if (!user) return false
  const sameInstitution = request.institutionId === user.institutionId
  const isRequester = request.requesterId === user.id
  switch (action) {
    case 'read':
      // Same institution as the user, and (the user is the requester, or holds booklist:approve).
      return sameInstitution && (isRequester || holds(facts, 'booklist:approve'))
    case 'approve':
    case 'reject':
      // Same institution, status pending, the requester is not the user, and holds booklist:approve.
      return sameInstitution && request.status === 'pending' && !isRequester && holds(facts, 'booklist:approve')
    case 'cancel':
      // Same institution, the user is the requester, status draft or pending.
      return sameInstitution && isRequester && (request.status === 'draft' || request.status === 'pending')
  }
}
