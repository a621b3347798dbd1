import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { ApiError } from '../../shared/httpClient';
import { useT } from '../i18n/DictionaryContext';
import { paths } from '../../shared/routes';
import { Icon } from './Icon';

/** A page or section still loading: a labelled busy region with placeholder blocks. */
export function Loading({ lines = 3, label }: { lines?: number; label?: string }) {
  const t = useT();
  return (
    <div className="loading" role="status" aria-busy="true">
      <span className="visually-hidden">{label ?? t('home.loading')}</span>
      <div className="skeleton skeleton--title" />
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className="skeleton skeleton--line" />
      ))}
    </div>
  );
}

/** A clear error with a retry button. */
export function ErrorState({ onRetry, compact = false }: { onRetry: () => void; compact?: boolean }) {
  const t = useT();
  return (
    <div className={`error-state${compact ? ' error-state--compact' : ''}`} role="alert">
      <Icon name="alert" size={compact ? 22 : 36} />
      <div>
        <p className="error-state__title">{t('home.error_title')}</p>
        <p className="error-state__text">{t('home.error_text')}</p>
      </div>
      <button type="button" className="button button--outline" onClick={onRetry}>
        <Icon name="refresh" size={16} />
        {t('home.retry')}
      </button>
    </div>
  );
}

/** An SWR answer, or anything shaped like one. */
export interface QueryLike<T> {
  data: T | undefined;
  error?: unknown;
  mutate: () => unknown;
}

interface QueryViewProps<T> {
  query: QueryLike<T>;
  children: (data: T) => ReactNode;
  loading?: ReactNode;
  /** A 404 from the API (unknown seo_name) goes to the site's /404 page. */
  notFoundRedirect?: boolean;
  compact?: boolean;
}

/** Renders a query's three states: loading, error with retry, and the content. */
export function QueryView<T>({
  query,
  children,
  loading,
  notFoundRedirect = false,
  compact,
}: QueryViewProps<T>) {
  const { data, error, mutate } = query;
  if (data !== undefined) return <>{children(data)}</>;
  if (error) {
    if (notFoundRedirect && error instanceof ApiError && error.status === 404) {
      return <Navigate to={paths.not_found} replace />;
    }
    return <ErrorState compact={compact} onRetry={() => void mutate()} />;
  }
  return <>{loading ?? <Loading />}</>;
}
