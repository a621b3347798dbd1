import { Link } from 'react-router-dom';
import { useT } from '../i18n/DictionaryContext';
import { Icon } from './Icon';

/**
 * A list's pager as plain links (`?sayfa=2`): it works before the page's script runs or without it, and
 * crawlers follow it to every item. The end it cannot go past is shown, not linked.
 */
export function PageLinks({
  page,
  lastPage,
  hrefOf,
}: {
  page: number;
  lastPage: number;
  hrefOf: (page: number) => string;
}) {
  const t = useT();
  if (lastPage <= 1) return null;
  const step = (to: number, label: string, icon: 'chevronLeft' | 'chevronRight') => {
    const content =
      icon === 'chevronLeft' ? (
        <>
          <Icon name={icon} size={16} />
          {label}
        </>
      ) : (
        <>
          {label}
          <Icon name={icon} size={16} />
        </>
      );
    return to < 1 || to > lastPage ? (
      <span className="button button--outline button--small" aria-disabled="true">
        {content}
      </span>
    ) : (
      <Link
        to={hrefOf(to)}
        className="button button--outline button--small"
        rel={to < page ? 'prev' : 'next'}
      >
        {content}
      </Link>
    );
  };
  return (
    <nav className="pagination" aria-label={t('home.pagination')}>
      {step(page - 1, t('home.previous'), 'chevronLeft')}
      <span aria-current="page">
        {page} / {lastPage}
      </span>
      {step(page + 1, t('home.next'), 'chevronRight')}
    </nav>
  );
}
