import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { altText } from '../../../shared/imageAltText';
import type { ContentSection, HeroContent } from '../../../shared/publicApi';
import { useT } from '../../i18n/DictionaryContext';
import { paths } from '../../../shared/routes';
import { Icon } from '../../ui/Icon';

/** Internal links go through the router; anything with a scheme is a normal link. */
export function SmartLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: React.ReactNode;
}) {
  if (/^[a-z]+:/i.test(to)) {
    return (
      <a href={to} className={className} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}

export function HomeHero({ hero }: { hero: ContentSection<HeroContent> | undefined }) {
  const t = useT();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const data = hero?.data;

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const query = search.trim();
    navigate(query ? `${paths.search_products}?search=${encodeURIComponent(query)}` : paths.search_products);
  };

  return (
    <section className="hero" aria-labelledby="hero-title">
      {data?.image && (
        <img
          className="hero__image"
          src={data.image}
          alt={altText(data.image_alt, '')}
          fetchPriority="high"
        />
      )}
      <div className="container hero__inner">
        <p className="hero__eyebrow">{t('home.hero_eyebrow')}</p>
        <h1 id="hero-title" className="hero__title" tabIndex={-1}>
          {data?.title ?? '\u00a0'}
        </h1>
        {data?.subtitle && <p className="hero__subtitle">{data.subtitle}</p>}
        <form className="hero__search" role="search" onSubmit={onSearch}>
          <label htmlFor="hero-search" className="visually-hidden">
            {t('home.search_placeholder')}
          </label>
          <Icon name="search" />
          <input
            id="hero-search"
            type="search"
            value={search}
            placeholder={t('home.search_placeholder')}
            onChange={(event) => setSearch(event.target.value)}
          />
          <button type="submit" className="button">
            {t('home.search_button')}
          </button>
        </form>
        {data?.button_text && data.button_link && (
          <SmartLink to={data.button_link} className="hero__cta">
            {data.button_text}
            <Icon name="arrowRight" size={18} />
          </SmartLink>
        )}
      </div>
    </section>
  );
}
