import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { lenientPage } from '../data/apiKeys';
import { useCategories } from '../data/useCategories';
import { useSearchProducts } from '../data/useCourses';
import { useDebounced } from '../data/useDebounced';
import { countText, useT } from '../i18n/DictionaryContext';
import { CategorySelect } from '../ui/CategorySelect';
import { CourseGrid } from '../ui/CourseGrid';
import { Icon } from '../ui/Icon';
import { Loading, QueryView } from '../ui/LoadState';
import { PageHeader } from '../ui/PageHeader';
import { prefersReducedMotion } from '../shell/timings';

const noSubscription = () => () => undefined;
const isLive = () => true;
const isNotLiveOnServer = () => false;

/** SPEC §2 search (egitim-ara): text and category, results as you type (debounced), kept in the address. */
// eslint-disable-next-line max-lines-per-function -- a component: its markup reads top to bottom as the screen does
export function SearchPage() {
  const t = useT();
  const searchId = useId();
  const categoryId = useId();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const category = params.get('category') ?? '';
  const page = lenientPage(params.get('page'));
  const debounced = useDebounced(search.trim(), 300);
  const { data: categories } = useCategories();
  const query = useSearchProducts(debounced, category, page);
  // SWR reports a key it is given answers for as loading in the server's render (and so in the HTML), which
  // hydration never corrects (React does not patch attributes): the state counts only once the page is live.
  const hydrated = useSyncExternalStore(noSubscription, isLive, isNotLiveOnServer);
  const refreshing = hydrated && query.isLoading && query.data !== undefined;

  // The address follows the (debounced) search, so a result list can be shared and survives a reload.
  useEffect(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (debounced) next.set('search', debounced);
        else next.delete('search');
        if (debounced !== (current.get('search') ?? '')) next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [debounced, setParams]);

  const setParam = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        if (name !== 'page') next.delete('page');
        return next;
      },
      { replace: name !== 'page' },
    );

  // The pager sits under the list: after a page change the visitor is taken back to the top of the results.
  const results = useRef<HTMLDivElement>(null);
  const goToPage = (next: number) => {
    setParam('page', String(next));
    results.current?.scrollIntoView?.({
      block: 'start',
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  };

  return (
    <>
      <PageHeader title={t('navbar.search')} lead={t('home.search_lead')} />
      <div className="container section">
        <form className="search-form" role="search" onSubmit={(event) => event.preventDefault()}>
          <div className="search-form__field">
            <label htmlFor={searchId} className="visually-hidden">
              {t('home.search_placeholder')}
            </label>
            <Icon name="search" />
            <input
              id={searchId}
              type="search"
              value={search}
              placeholder={t('home.search_placeholder')}
              onChange={(event) => setSearch(event.target.value)}
              autoComplete="off"
            />
          </div>
          <label htmlFor={categoryId} className="visually-hidden">
            {t('home.filter_category')}
          </label>
          <CategorySelect
            id={categoryId}
            categories={categories}
            value={category}
            onChange={(value) => setParam('category', value)}
          />
        </form>

        {/* Busy (and the grid faded) only while results for a new query are on their way, shown over the
            previous ones: a background refresh of the same results is no change. */}
        <div ref={results} aria-busy={refreshing}>
          <QueryView query={query} loading={<Loading lines={6} />}>
            {(result) => (
              <>
                {/* The live region is the count alone: a screen reader hears "12 eğitim bulundu", not the grid. */}
                <p className="search-count" role="status">
                  {countText(t, result.total, 'home.results_found_one', 'home.results_found')}
                </p>
                {result.items.length === 0 ? (
                  <p className="empty">{t('home.no_results')}</p>
                ) : (
                  <CourseGrid courses={result.items} stale={refreshing} headingLevel={2} />
                )}
                {result.last_page > 1 && (
                  <nav className="pagination" aria-label={t('home.pagination')}>
                    <button
                      type="button"
                      className="button button--outline button--small"
                      disabled={result.page <= 1}
                      onClick={() => goToPage(result.page - 1)}
                    >
                      <Icon name="chevronLeft" size={16} />
                      {t('home.previous')}
                    </button>
                    <span>
                      {result.page} / {result.last_page}
                    </span>
                    <button
                      type="button"
                      className="button button--outline button--small"
                      disabled={result.page >= result.last_page}
                      onClick={() => goToPage(result.page + 1)}
                    >
                      {t('home.next')}
                      <Icon name="chevronRight" size={16} />
                    </button>
                  </nav>
                )}
              </>
            )}
          </QueryView>
        </div>
      </div>
    </>
  );
}
