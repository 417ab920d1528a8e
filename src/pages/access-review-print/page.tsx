import { useParams } from '@tanstack/react-router'
import { AccessReviewPrint } from '../../features/access-reviews/review-print.tsx'

/** One access review as a printable document. */
export default function AccessReviewPrintPage() {
  const { reviewId } = useParams({ from: '/default-layout/access/reviews/$reviewId/print' })
  return <AccessReviewPrint reviewId={reviewId} />
}
