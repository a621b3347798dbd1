import { Link } from 'react-router-dom';
import type {
  BrandListItem,
  ContentSection,
  HomeAboutContent,
  HomeFeaturesContent,
  HomeStatsContent,
  PublicCategory,
} from '../../../shared/publicApi';
import { useBrands } from '../../data/useBrands';
import { useCategories } from '../../data/useCategories';
import { useUpcomingSessions } from '../../data/useCourses';
import { useNewsList } from '../../data/useNews';
import { useT } from '../../i18n/DictionaryContext';
import { useContentLanguage } from '../../i18n/contentLanguage';
import { useLanguage } from '../../i18n/LanguageContext';
import { paths } from '../../../shared/routes';
import { useContactModal } from '../../shell/ContactModalContext';
import { formatNumberText } from '../../ui/format';
import { FeatureGrid } from '../../ui/FeatureGrid';
import { Icon, type IconName } from '../../ui/Icon';
import { ItemList } from '../../ui/ItemList';
import { Loading } from '../../ui/LoadState';
import { PageSection, QuerySection } from '../../ui/PageSection';
import { NewsCard } from '../../ui/NewsCard';
import { SessionRow } from '../../ui/SessionRow';
import { altText } from '../../../shared/imageAltText';

export function HomeStats({ stats }: { stats: ContentSection<HomeStatsContent> | undefined }) {
  const { lang } = useLanguage();
  const items = stats?.data.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className="stats" aria-label={stats?.name}>
      <div className="container stats__grid">
        {items.map((item) => (
          <div key={item.label} className="stats__item">
            <strong>{formatNumberText(item.value, lang)}</strong>
            <span>{item.label}</span>
          </div>
        ))}
      </div>
    </section>
  );
}

export function UpcomingSessions() {
  const t = useT();
  return (
    <QuerySection
      query={useUpcomingSessions(6)}
      loading={<Loading lines={4} />}
      tinted
      eyebrow={t('home.upcoming_eyebrow')}
      title={t('home.upcoming_title')}
      link={{ to: paths.products, label: t('home.see_calendar') }}
    >
      {(sessions) =>
        sessions.length === 0 ? (
          <p className="empty">{t('home.no_sessions')}</p>
        ) : (
          <ul className="session-list">
            {sessions.map((session) => (
              <SessionRow key={session.id} session={session} course={session.course} />
            ))}
          </ul>
        )
      }
    </QuerySection>
  );
}

/** Categories carry no icon of their own: each tile gets one of these in turn, so the grid is not monotonous. */
const tileIcons: IconName[] = ['monitor', 'users', 'award', 'briefcase', 'book', 'globe', 'user'];

function CategoryTile({ category, index }: { category: PublicCategory; index: number }) {
  const t = useT();
  // A category not named in the page's language shows its Turkish name, marked (issue 30).
  const written = useContentLanguage(category.content_lang);
  return (
    <li className="category-tile">
      <Link to={`${paths.products}?category=${encodeURIComponent(category.seo_name)}`}>
        <span className="category-tile__icon">
          <Icon name={tileIcons[index % tileIcons.length]} size={24} />
        </span>
        <span className="category-tile__name" {...written}>
          {category.name}
        </span>
        <span className="category-tile__subs">
          {category.sub_categories.length > 0
            ? category.sub_categories.map((sub) => sub.name).join(' · ')
            : t('home.see_courses')}
        </span>
      </Link>
    </li>
  );
}

export function HomeCategories() {
  const t = useT();
  return (
    <QuerySection
      query={useCategories()}
      eyebrow={t('home.categories_eyebrow')}
      title={t('home.categories_title')}
    >
      {(categories) => (
        <ul className="category-grid">
          {categories.map((category, index) => (
            <CategoryTile key={category.id} category={category} index={index} />
          ))}
        </ul>
      )}
    </QuerySection>
  );
}

export function HomeAbout({ about }: { about: ContentSection<HomeAboutContent> | undefined }) {
  const t = useT();
  const data = about?.data;
  if (!data) return null;
  return (
    <section className="section" aria-labelledby="about-title">
      <div className="container split">
        {data.image && (
          <img className="split__image" src={data.image} alt={altText(data.image_alt, '')} loading="lazy" />
        )}
        <div className="split__text">
          <p className="section-heading__eyebrow">{t('home.about_eyebrow')}</p>
          <h2 id="about-title" className="section-heading__title">
            {data.title}
          </h2>
          <p className="lead">{data.text}</p>
          <Link to={paths.about_us} className="button">
            {data.button_text || t('home.read_more')}
          </Link>
        </div>
      </div>
    </section>
  );
}

export function HomeFeatures({ features }: { features: ContentSection<HomeFeaturesContent> | undefined }) {
  const data = features?.data;
  if (!data || data.items.length === 0) return null;
  return (
    <PageSection tinted title={data.title}>
      <FeatureGrid items={data.items} fallbackIcons={['school', 'certificate', 'laptop', 'support']} />
    </PageSection>
  );
}

export function HomeNews() {
  const t = useT();
  return (
    <QuerySection
      query={useNewsList()}
      eyebrow={t('home.news_eyebrow')}
      title={t('home.news_title')}
      link={{ to: paths.news_archive, label: t('home.all_news') }}
    >
      {(news) => (
        <ItemList items={news.slice(0, 3)} className="card-grid card-grid--3 card-grid--scroll">
          {(item) => <NewsCard item={item} />}
        </ItemList>
      )}
    </QuerySection>
  );
}

/** A brand's logo (its alt text marked with `lang` when it is the Turkish one, issue 30), or its name. */
function BrandItem({ brand }: { brand: BrandListItem }) {
  const written = useContentLanguage(brand.content_lang);
  return (
    <Link to={paths.brand(brand.seo_name)} className="brand-strip__item" title={brand.name}>
      {brand.logo ? (
        <img src={brand.logo} alt={brand.logo_alt || brand.name} loading="lazy" {...written} />
      ) : (
        <span>{brand.name}</span>
      )}
    </Link>
  );
}

export function HomeBrands() {
  const t = useT();
  return (
    <QuerySection
      query={useBrands()}
      compact
      eyebrow={t('home.brands_eyebrow')}
      title={t('home.brands_title')}
    >
      {(brands) => (
        <ItemList items={brands} className="brand-strip">
          {(brand) => <BrandItem brand={brand} />}
        </ItemList>
      )}
    </QuerySection>
  );
}

export function ContactBand() {
  const t = useT();
  const contact = useContactModal();
  return (
    <section className="cta-band" aria-labelledby="cta-title">
      <div className="container cta-band__inner">
        <div>
          <h2 id="cta-title">{t('home.cta_title')}</h2>
          <p>{t('home.cta_text')}</p>
        </div>
        <button type="button" className="button button--light button--large" onClick={contact.open}>
          {t('navbar.contact_us')}
        </button>
      </div>
    </section>
  );
}
