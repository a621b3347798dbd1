import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ContentLanguage } from '../i18n/contentLanguage';
import { useT } from '../i18n/DictionaryContext';
import { paths } from '../../shared/routes';
import { Icon } from './Icon';

export interface Crumb {
  to?: string;
  label: string;
}

/**
 * The band at the top of an inner page: breadcrumb, title and a short lead text. `language`: the title's and
 * lead's language where a record shows the default language's text (site/i18n/contentLanguage.ts).
 */
export function PageHeader({
  title,
  lead,
  crumbs = [],
  language,
  children,
}: {
  title: string;
  lead?: string;
  crumbs?: Crumb[];
  language?: ContentLanguage;
  children?: ReactNode;
}) {
  const own = { lang: language?.lang, dir: language?.dir };
  const t = useT();
  const trail: Crumb[] = [{ to: paths.home, label: t('navbar.home') }, ...crumbs, { label: title }];
  return (
    <header className="page-header">
      <div className="container">
        <nav aria-label={t('home.breadcrumb')}>
          <ol className="breadcrumb">
            {trail.map((crumb, index) => (
              <li key={`${crumb.label}-${index}`}>
                {crumb.to && index < trail.length - 1 ? (
                  <Link to={crumb.to}>{crumb.label}</Link>
                ) : (
                  <span
                    aria-current={index === trail.length - 1 ? 'page' : undefined}
                    {...(index === trail.length - 1 ? own : undefined)}
                  >
                    {crumb.label}
                  </span>
                )}
                {index < trail.length - 1 && <Icon name="chevronRight" size={14} />}
              </li>
            ))}
          </ol>
        </nav>
        <h1 className="page-header__title" tabIndex={-1} {...own}>
          {title}
        </h1>
        {lead && (
          <p className="page-header__lead" {...own}>
            {lead}
          </p>
        )}
        {children}
      </div>
    </header>
  );
}
