// GENERATED FILE: do not edit. Compiled from policy/*.yaml by `npm run policy -- build`;
// change the policy and run that command to rebuild it.

/** An access review of the institution, with a decision on each staff member's access and its sign-off. (policy/resources/access-review.yaml) */
export interface AccessReviewRecord {
  readonly id: string
  readonly institutionId: string
  readonly status: "open" | "signedOff"
  /** The people who decided on their own entry in this review. */
  readonly selfMarkedBy: readonly string[]
}

/** A title adopted for a course, proposed by an instructor and approved by the institution. (policy/resources/adoption.yaml) */
export interface AdoptionRecord {
  readonly id: string
  readonly institutionId: string
  readonly courseId: string
  readonly nbsi: string
  /** The user who proposed the adoption. */
  readonly adopterId: string
  /** The instructors of the course. */
  readonly instructorIds: readonly string[]
  readonly status: "proposed" | "approved" | "rejected" | "withdrawn"
}

/** A title on a booklist, with its requirement, quantity and statuses. (policy/resources/booklist-item.yaml) */
export interface BooklistItemRecord {
  readonly id: string
  readonly institutionId: string
  readonly booklistId: string
  /** The status of its booklist. */
  readonly listStatus: "draft" | "submitted" | "final"
  readonly nbsi: string
  readonly requirement: "essential" | "recommended" | "optional"
  readonly quantity: number
  readonly note: string | null
  /** As the booklist_items table stores it. */
  readonly status: "proposed" | "confirmed" | "ordered" | "available" | "withdrawn"
  /** Processing status for staff who may see it. */
  readonly internalStatus: string | null
}

/** The list of titles a course uses in one term. (policy/resources/booklist.yaml) */
export interface BooklistRecord {
  readonly id: string
  readonly institutionId: string
  readonly courseId: string
  /** For example 2026-autumn. */
  readonly term: string
  readonly status: "draft" | "submitted" | "final"
}

/** A key usage harvesters send to fetch the institution's COUNTER reports through the API. (policy/resources/counter-api-key.yaml) */
export interface CounterApiKeyRecord {
  readonly id: string
  readonly institutionId: string
  readonly status: "active" | "revoked"
}

/** A COUNTER Release 5.1 usage report (TR_B1 or TR_B3) of the institution's titles. (policy/resources/counter-report.yaml) */
export interface CounterReportRecord {
  /** The report's Report_ID. */
  readonly id: "TR_B1" | "TR_B3"
  readonly institutionId: string
}

/** A course taught in one term, with its instructors. (policy/resources/course.yaml) */
export interface CourseRecord {
  readonly id: string
  readonly institutionId: string
  readonly code: string
  readonly title: string
  readonly term: string
  readonly department: string
  /** The staff assigned to teach it. */
  readonly instructorIds: readonly string[]
  readonly enrolment: number
}

/** An analytics dashboard and its metrics. (policy/resources/dashboard.yaml) */
export interface DashboardRecord {
  readonly id: "academic" | "acquisitions" | "allTitles" | "bibliotechAdmin" | "uaaSpend" | "engage"
  readonly institutionId: string
}

/** An order placed with a supplier for approved purchase requests. (policy/resources/order.yaml) */
export interface OrderRecord {
  readonly id: string
  readonly institutionId: string
  /** The user who placed the order. */
  readonly placedBy: string
  readonly status: "placed" | "confirmed" | "shipped" | "delivered" | "cancelled"
}

/** A request for a title, supplies or a purchase, raised by a staff member and approved by another. (policy/resources/request.yaml) */
export interface RequestRecord {
  readonly id: string
  readonly institutionId: string
  /** The user who raised the request. */
  readonly requesterId: string
  readonly kind: "title" | "supply" | "purchase"
  readonly status: "draft" | "pending" | "approved" | "rejected" | "ordered" | "fulfilled" | "cancelled"
  /** The catalogue title requested. */
  readonly nbsi: string
  readonly courseId: string | null
  readonly quantity: number
}

/** A staff member of the institution and their permissions. (policy/resources/staff-member.yaml) */
export interface StaffMemberRecord {
  readonly id: string
  readonly institutionId: string
  readonly email: string
  readonly disabled: boolean
}

/** A product sold in the institution's store. (policy/resources/store-product.yaml) */
export interface StoreProductRecord {
  readonly id: string
  readonly institutionId: string
  /** The catalogue title sold; none for a supply. */
  readonly nbsi: string | null
  /** Price in minor units of currency. */
  readonly priceMinor: number
  readonly currency: string
  readonly status: "active" | "hidden"
  readonly stock: number
}

/** A student hosted by the institution. (policy/resources/student.yaml) */
export interface StudentRecord {
  readonly id: string
  readonly institutionId: string
  readonly email: string
  readonly accessState: "active" | "expiring" | "expired" | "revoked"
}

/** A term of the institution, with its start and end and the deadlines of its booklists and adoptions. (policy/resources/term.yaml) */
export interface TermRecord {
  readonly id: string
  readonly institutionId: string
  /** For example 2027-spring; courses and booklists name their term by it. */
  readonly name: string
}

/** A catalogue title (nbsi), with its editions, formats and prices. (policy/resources/title.yaml) */
export interface TitleRecord {
  readonly nbsi: string
  readonly isbn13: string
  readonly title: string
  readonly publisher: string
  readonly year: number
  readonly availability: "available" | "backorder" | "out-of-print"
  /** List price in minor units of its currency. */
  readonly priceMinor: number
}

/** A booklist spreadsheet upload and the rows read from it. (policy/resources/upload.yaml) */
export interface UploadRecord {
  readonly id: string
  readonly institutionId: string
  readonly uploaderId: string
  /** validated is checked with nothing added yet; applied is added. */
  readonly status: "received" | "validated" | "applied" | "failed"
}

export const recordTypes = ["AccessReview", "Adoption", "BooklistItem", "Booklist", "CounterApiKey", "CounterReport", "Course", "Dashboard", "Order", "Request", "StaffMember", "StoreProduct", "Student", "Term", "Title", "Upload"] as const
export type RecordType = (typeof recordTypes)[number]

/** The record interface of each record type. */
export interface RecordsByType {
  readonly AccessReview: AccessReviewRecord
  readonly Adoption: AdoptionRecord
  readonly BooklistItem: BooklistItemRecord
  readonly Booklist: BooklistRecord
  readonly CounterApiKey: CounterApiKeyRecord
  readonly CounterReport: CounterReportRecord
  readonly Course: CourseRecord
  readonly Dashboard: DashboardRecord
  readonly Order: OrderRecord
  readonly Request: RequestRecord
  readonly StaffMember: StaffMemberRecord
  readonly StoreProduct: StoreProductRecord
  readonly Student: StudentRecord
  readonly Term: TermRecord
  readonly Title: TitleRecord
  readonly Upload: UploadRecord
}

/** The actions of each record type, as policy/resources/ declares them. */
export const recordActions = {
  AccessReview: ["read", "create", "decide", "signOff"],
  Adoption: ["read", "adopt", "readopt", "approve", "reject"],
  BooklistItem: ["read", "edit"],
  Booklist: ["read", "edit", "reopen", "rollover", "bulkUpload"],
  CounterApiKey: ["read", "create", "revoke"],
  CounterReport: ["read"],
  Course: ["read"],
  Dashboard: ["view"],
  Order: ["read", "place", "receive"],
  Request: ["read", "create", "approve", "reject", "cancel", "autoApprove", "purchase", "receive"],
  StaffMember: ["read", "editPermissions"],
  StoreProduct: ["read", "edit", "create"],
  Student: ["read", "grantAccess", "revokeAccess"],
  Term: ["read", "create", "edit"],
  Title: ["read"],
  Upload: ["read", "create", "commit"],
} as const
export type RecordAction<T extends RecordType = RecordType> = (typeof recordActions)[T][number]

/**
 * Each action's description, as policy/resources/ writes it: the words the
 * server shows for an action (the Staff page's review of a change). Nothing
 * of the browser imports it, so it stays out of the bundle.
 */
export const recordActionDescriptions: { readonly [T in RecordType]: Readonly<Record<RecordAction<T>, string>> } = {
  AccessReview: { "read": "See the review, each staff member's access as it was at its start, the decisions and the history.", "create": "Start a review, a snapshot of every staff member's permissions and what they give.", "decide": "Decide to keep, change or revoke a staff member's access while the review is open.", "signOff": "Sign the review off, once every decision is made or left as it is; never a review in which they marked their own access." },
  Adoption: { "read": "See the adoption.", "adopt": "Propose an adoption for a course one is assigned to, or withdraw one that is proposed or approved.", "readopt": "Propose a course's adoptions of its previous term again for this term, as single adoptions would be.", "approve": "Approve a proposed adoption made by someone else.", "reject": "Turn down a proposed adoption made by someone else, saying why (the same rule as approve)." },
  BooklistItem: { "read": "See the item on the booklist; its internal status only with booklist:viewInternalStatus.", "edit": "Change or remove the item, while its booklist is a draft; its internal status only with booklist:viewInternalStatus." },
  Booklist: { "read": "Open the booklist.", "edit": "Add, change or remove its items, or submit it, while the list is a draft (a submitted list is read-only until reopened).", "reopen": "Take a submitted list back to draft so it can be changed again (kept in its history).", "rollover": "Copy a draft or submitted list with its items to the same course in a later term, as a new draft there (the new list is checked against edit).", "bulkUpload": "Add its items from a spreadsheet, while the list is a draft." },
  CounterApiKey: { "read": "See the institution's keys (their names, last four characters and last use), never the keys themselves.", "create": "Make a new key for a harvester; it is shown once, when it is made.", "revoke": "Withdraw a key so the API refuses it from then on; only a key still active." },
  CounterReport: { "read": "Open the report on screen and download it as TSV." },
  Course: { "read": "See the course and its adoptions." },
  Dashboard: { "view": "Open the dashboard, with the dashboards flag on." },
  Order: { "read": "See the order, its requests and its total.", "place": "Place an order of one's own (each request in it must also pass purchase Request).", "receive": "Mark an order received that has not arrived or been cancelled (its requests must pass receive Request)." },
  Request: { "read": "See the request and its history.", "create": "Raise a request of one's own.", "approve": "Approve someone else's pending request.", "reject": "Reject someone else's pending request (the same rule as approve).", "cancel": "Withdraw one's own request before it is decided.", "autoApprove": "Asked of a request being created: it is approved at creation (with an event saying so) when its requester holds booklist:autoApprove.", "purchase": "Place the order for an approved purchase request.", "receive": "Mark an ordered purchase request received (its order has arrived)." },
  StaffMember: { "read": "See the staff member and the permissions they hold.", "editPermissions": "Grant or withdraw another staff member's permissions (never one's own)." },
  StoreProduct: { "read": "See the product and its history, for an institution that runs a store.", "edit": "Change the product's price, currency or stock, or show or hide it in the store.", "create": "Add a catalogue title to the store, hidden until it is shown." },
  Student: { "read": "See the student and the history of their access, with the Students page switched on; their email address only with permissions:manage.", "grantAccess": "Grant access, or extend it, for the institution's enabledAccessLength days; a revoked student's access starts again.", "revokeAccess": "Withdraw a student's access now; only while they have some (active or expiring)." },
  Term: { "read": "See the term and its deadlines; everyone of the institution works to them.", "create": "Add a term with its dates and deadlines.", "edit": "Change a term's dates or deadlines (kept in its history)." },
  Title: { "read": "Find the title in the catalogue and open its page; its list prices only with cart:purchase or booklist:approve." },
  Upload: { "read": "See the upload and its rows.", "create": "Upload a spreadsheet of one's own.", "commit": "Add the checked rows of one's own upload to their booklists, once (each list's bulkUpload rule decides too)." },
}
