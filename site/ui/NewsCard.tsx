import type { NewsListItem } from '../../shared/publicApi';
import { altText } from '../../shared/imageAltText';
import { paths } from '../../shared/routes';
import { shorten } from '../../shared/shorten';
import { useLanguage } from '../i18n/LanguageContext';
import { useContentLanguage } from '../i18n/contentLanguage';
import { CardTitle } from './CardTitle';
import { formatDate } from './format';

/**
 * A news item as a card (home page, news archive): cover, date, title linking to its page, a short excerpt.
 * The cover's alt may be empty: the title beside it already names the item.
 */
export function NewsCard({ item, headingLevel = 3 }: { item: NewsListItem; headingLevel?: 2 | 3 }) {
  const { lang } = useLanguage();
  const written = useContentLanguage(item.content_lang);
  return (
    <article className="card">
      {item.image && (
        <img src={item.image} alt={altText(item.image_alt, '')} loading="lazy" className="card__image" />
      )}
      <div className="card__body">
        <time dateTime={item.published_at} className="news-card__date">
          {formatDate(item.published_at, lang)}
        </time>
        <CardTitle to={paths.news(item.seo_name)} level={headingLevel} language={written}>
          {item.title}
        </CardTitle>
        <p className="card__text" {...written}>
          {shorten(item.summary, 120)}
        </p>
      </div>
    </article>
  );
}
