import { Link } from 'react-router-dom';
import type { ClientReferenceItem, TestimonialItem } from '../../shared/testimonialsApi';
import { paths } from '../../shared/routes';
import { useContentLanguage } from '../i18n/contentLanguage';
import { ItemList } from './ItemList';
import './testimonials.css';

/*
 * Testimonials and client references (issue 32). A testimonial is a <figure> with the quote in a
 * <blockquote> and the person in its <figcaption>, the markup HTML gives a quotation with its source. No
 * Review or AggregateRating structured data on purpose: Google ignores reviews a business publishes about
 * itself ("self-serving reviews") and may treat such markup as spam.
 */

export function TestimonialList({
  items,
  showCourse = true,
}: {
  items: readonly TestimonialItem[];
  /** The course page leaves out the link to the course it is on. */
  showCourse?: boolean;
}) {
  return (
    <ItemList items={items} className="testimonials">
      {(item) => <Testimonial item={item} showCourse={showCourse} />}
    </ItemList>
  );
}

/**
 * One quote. A quote not written in the page's language shows the Turkish one, marked with its `lang` and
 * `dir` (issue 30), as is its person's title, written with it; the course link has its own course's mark.
 */
function Testimonial({ item, showCourse }: { item: TestimonialItem; showCourse: boolean }) {
  const written = useContentLanguage(item.content_lang);
  const courseWritten = useContentLanguage(item.course?.content_lang);
  return (
    <figure className="testimonial">
      <blockquote className="testimonial__quote" {...written}>
        <p>{item.quote}</p>
      </blockquote>
      <figcaption className="testimonial__person">
        {/* The name next to it says who it is: the photo or logo adds nothing for a screen reader. */}
        {item.image && <img src={item.image} alt="" loading="lazy" width="48" height="48" />}
        <span>
          <strong>{item.person_name}</strong>
          {item.person_title && <small {...written}>{item.person_title}</small>}
          {showCourse && item.course && (
            <Link to={paths.course(item.course.seo_name)} className="testimonial__course" {...courseWritten}>
              {item.course.title}
            </Link>
          )}
        </span>
      </figcaption>
    </figure>
  );
}

/** The logo strip: a company's logo (its name as the alt text), or its name set as text when it has none. */
export function ReferenceStrip({ items }: { items: readonly ClientReferenceItem[] }) {
  return (
    <ul className="brand-strip reference-strip">
      {items.map((item) => {
        const face = item.logo ? (
          <img src={item.logo} alt={item.name} loading="lazy" />
        ) : (
          <span>{item.name}</span>
        );
        return (
          <li key={item.id}>
            {item.url ? (
              <a href={item.url} className="brand-strip__item" rel="noopener noreferrer" title={item.name}>
                {face}
              </a>
            ) : (
              <span className="brand-strip__item">{face}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
