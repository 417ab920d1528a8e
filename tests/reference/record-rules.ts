/**
 * Issue 10's four fixed request rules (with issue 28's purchaser reading and
 * its purchase and receive rules) written out by hand, without the
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
  readonly kind: string
  readonly status: string
}

/** "Holds" as today: every permission passes while roles-and-permissions is off. */
function holds(facts: ReferenceUserFacts, permission: string): boolean {
  return facts.flags['roles-and-permissions'] !== true || facts.permissions[permission] === true
}

export type ReferenceRequestAction = 'read' | 'approve' | 'reject' | 'cancel' | 'purchase' | 'receive'

/** Every rule is about the signed-in user; without one nothing is allowed. */
export function referenceRequestAllows(facts: ReferenceUserFacts, action: ReferenceRequestAction, request: ReferenceRequest): boolean {
  const user = facts.user
  if (!user) return false
  const sameInstitution = request.institutionId === user.institutionId
  const isRequester = request.requesterId === user.id
  switch (action) {
    case 'read':
      // Same institution as the user, and (the user is the requester, or holds booklist:approve,
      // or holds cart:purchase and it is a purchase request: issue 28).
      return sameInstitution && (isRequester || holds(facts, 'booklist:approve') || (holds(facts, 'cart:purchase') && request.kind === 'purchase'))
    case 'approve':
    case 'reject':
      // Same institution, status pending, the requester is not the user, and holds booklist:approve.
      return sameInstitution && request.status === 'pending' && !isRequester && holds(facts, 'booklist:approve')
    case 'cancel':
      // Same institution, the user is the requester, status draft or pending.
      return sameInstitution && isRequester && (request.status === 'draft' || request.status === 'pending')
    case 'purchase':
      // Issue 28: same institution, a purchase request, approved, and holds cart:purchase.
      return sameInstitution && request.kind === 'purchase' && request.status === 'approved' && holds(facts, 'cart:purchase')
    case 'receive':
      // Issue 28: same institution, a purchase request, ordered, and holds cart:purchase.
      return sameInstitution && request.kind === 'purchase' && request.status === 'ordered' && holds(facts, 'cart:purchase')
  }
}
