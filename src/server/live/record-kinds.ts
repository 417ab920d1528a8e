import { adoptionKind } from '../features/adoptions/adoption-record.ts'
import { booklistItemKind, booklistKind } from '../features/booklists/booklist-record.ts'
import { orderKind } from '../features/orders/order-record.ts'
import { requestKind } from '../features/requests/request-record.ts'
import { staffKind } from '../features/staff/staff-record.ts'
import { productKind } from '../features/store/product-record.ts'
import { studentKind } from '../features/students/student-record.ts'
import { uploadKind } from '../features/uploads/upload-record.ts'
import { termKind } from '../features/terms/term-record.ts'
import { counterApiKeyKind } from '../features/counter-api/api-key-record.ts'
import { accessReviewKind } from '../features/access-reviews/access-review-record.ts'
import type { RecordType } from '../db/schema.ts'
import type { RecordKind, StoredRecord } from '../trpc/record-kind.ts'

/**
 * Every record type's kind, as the write path reads it: how the live hub loads
 * a changed record and reads it the way the policy's rules do. A record type
 * without a kind here fails to compile (the Record over RecordType).
 */
export function recordKindsAt(now: string): Readonly<Record<RecordType, RecordKind<RecordType, StoredRecord>>> {
  const kinds = {
    Request: requestKind,
    Adoption: adoptionKind,
    Booklist: booklistKind,
    BooklistItem: booklistItemKind,
    Student: studentKind(now),
    StaffMember: staffKind,
    StoreProduct: productKind,
    Order: orderKind,
    Upload: uploadKind,
    Term: termKind,
    CounterApiKey: counterApiKeyKind,
    AccessReview: accessReviewKind,
  } satisfies Record<RecordType, unknown>
  // Each kind is typed by its own row; the hub only loads rows and asks for their fields.
  return kinds as unknown as Record<RecordType, RecordKind<RecordType, StoredRecord>>
}
