import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../i18n/DictionaryContext';
import { paths } from '../../shared/routes';
import { Icon } from './Icon';

export interface Crumb {
  to?: string;
  label: string;
}

/** The band at the top of an inner page: breadcrumb, title and a short lead text. */
export function PageHeader({
  title,
  lead,
  crumbs = [],
  children,
}: {
  title: string;
  lead?: string;
  crumbs?: Crumb[];
  children?: ReactNode;
}) {
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
                  <span aria-current={index === trail.length - 1 ? 'page' : undefined}>{crumb.label}</span>
                )}
                {index < trail.length - 1 && <Icon name="chevronRight" size={14} />}
              </li>
            ))}
          </ol>
        </nav>
        <h1 className="page-header__title" tabIndex={-1}>
          {title}
        </h1>
        {lead && <p className="page-header__lead">{lead}</p>}
        {children}
      </div>
    </header>
  );
}
