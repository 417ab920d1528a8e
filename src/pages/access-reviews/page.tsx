import { lazyScreen } from '../../app/routing/lazy-screen.ts'
import { ScreenChunk } from '../../app/routing/screen-chunk.tsx'

const AccessReviewsScreen = lazyScreen(() => import('../../features/access-reviews/access-reviews-screen.tsx'), 'AccessReviewsScreen')

/** Access reviews: the institution's periodic reviews of who can do what, and their sign-off. */
export default function AccessReviewsPage() {
  return (
    <>
      <h1>Access reviews</h1>
      <p>
        A review is a snapshot of everyone’s access: each staff member’s permissions and the pages, menu items and record actions they give. You decide person
        by person to keep, change or revoke it, and the review is signed off, as evidence for SOC 2 CC6.2 and CC6.3 and ISO/IEC 27001 A.5.18.
      </p>
      <ScreenChunk label="Loading access reviews">
        <AccessReviewsScreen />
      </ScreenChunk>
    </>
  )
}
