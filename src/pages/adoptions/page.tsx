import { AdoptionsScreen } from '../../features/adoptions/adoptions-screen.tsx'

/** Adoptions: the courses assigned to the user, with the adoption state of each of their titles. */
export default function AdoptionsPage() {
  return (
    <>
      <h1>Adoptions</h1>
      <p>The courses assigned to you, with each booklist title and whether it is adopted for the course.</p>
      <AdoptionsScreen />
    </>
  )
}
