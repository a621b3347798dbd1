import { Link } from 'react-router-dom';
import type { ClientReferenceItem, TestimonialItem } from '../../shared/testimonialsApi';
import { paths } from '../../shared/routes';
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
    <ul className="testimonials">
      {items.map((item) => (
        <li key={item.id}>
          <figure className="testimonial">
            <blockquote className="testimonial__quote">
              <p>{item.quote}</p>
            </blockquote>
            <figcaption className="testimonial__person">
              {/* The name next to it says who it is: the photo or logo adds nothing for a screen reader. */}
              {item.image && <img src={item.image} alt="" loading="lazy" width="48" height="48" />}
              <span>
                <strong>{item.person_name}</strong>
                {item.person_title && <small>{item.person_title}</small>}
                {showCourse && item.course && (
                  <Link to={paths.course(item.course.seo_name)} className="testimonial__course">
                    {item.course.title}
                  </Link>
                )}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
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
