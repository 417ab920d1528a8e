import { useParams, useSearch } from '@tanstack/react-router'
import { AccessReviewScreen } from '../../features/access-reviews/access-review-screen.tsx'

/** One access review, by its id: its summary, its people and their decisions, what changed since the previous one, its history. */
export default function AccessReviewPage() {
  const { reviewId } = useParams({ from: '/default-layout/access/reviews/$reviewId' })
  const search = useSearch({ from: '/default-layout/access/reviews/$reviewId' })
  return <AccessReviewScreen reviewId={reviewId} search={search} />
}
