import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import type { TitleDetail } from '../../contracts/catalogue.ts'
import { AppCan } from '../../app/policy-view/policy-ability.tsx'
import { useFieldRules } from '../../app/policy-view/use-field-rules.ts'
import { fieldAllowed } from '../../components/ui/field-rules.ts'
import { priceText } from './result-columns.tsx'
import { AddToBooklist } from './add-to-booklist.tsx'
import { AddToStore } from './add-to-store.tsx'
import { termLabel } from '../../contracts/terms.ts'

/**
 * Everything about one title: its facts, licence models and prices, the user's
 * courses that list it, and what the user may do. List prices (the title's and
 * its licences') only where the field rules let them through (policy/resources/title.yaml).
 */
export function TitleDetailView({ title }: { title: TitleDetail }) {
  const prices = fieldAllowed(useFieldRules('Title'), 'priceMinor')
  return (
    <article className="title-detail">
      <h1>{title.title}</h1>
      {title.subtitle ? <p className="title-subtitle">{title.subtitle}</p> : null}
      <dl className="title-facts">
        <Fact term="Authors">{title.authors.join(', ') || '–'}</Fact>
        <Fact term="Publisher">{title.publisher}</Fact>
        <Fact term="Edition">{title.edition ?? '–'}</Fact>
        <Fact term="Year">{title.year ?? '–'}</Fact>
        <Fact term="ISBN-13">{title.isbn13 ?? '–'}</Fact>
        <Fact term="Formats">{title.formats.join(', ')}</Fact>
        {prices ? <Fact term="List price">{priceText(title.priceMinor, title.currency)}</Fact> : null}
        <Fact term="Availability">{title.availability}</Fact>
        <Fact term="Subjects">{title.subjects.join(', ') || '–'}</Fact>
        <Fact term="Language">{title.language}</Fact>
      </dl>
      <AppCan I="create" a="Request">
        <p>
          <Link to="/search/request" search={{ nbsi: title.nbsi }} className="button-link">
            Request this title
          </Link>
        </p>
      </AppCan>
      <AddToBooklist nbsi={title.nbsi} title={title.title} />
      <AddToStore title={title} />
      <h2>{prices ? 'Licences and prices' : 'Licences'}</h2>
      {title.licences.length === 0 ? (
        <p>No licence is offered for this title.</p>
      ) : (
        <table>
          <caption className="visually-hidden">Licence models of {title.title}</caption>
          <thead>
            <tr>
              <th scope="col">Licence model</th>
              {prices ? <th scope="col">Price</th> : null}
              <th scope="col">Duration</th>
            </tr>
          </thead>
          <tbody>
            {title.licences.map((licence) => (
              <tr key={licence.model}>
                <td>{licence.model}</td>
                {prices ? <td>{priceText(licence.priceMinor, licence.currency)}</td> : null}
                <td>{licence.durationMonths === null ? 'Perpetual' : `${licence.durationMonths} months`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2>Courses that list it</h2>
      {title.courses.length === 0 ? (
        <p>None of your institution’s courses you may see list this title.</p>
      ) : (
        <ul className="title-courses">
          {title.courses.map((course) => (
            <li key={`${course.courseId}`}>
              {course.code} {course.title} ({termLabel(course.term)}, {course.department}): {course.requirement}, list {course.listState}
            </li>
          ))}
        </ul>
      )}
    </article>
  )
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  )
}
