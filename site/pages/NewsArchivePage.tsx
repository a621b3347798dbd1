import { useSearchParams } from 'react-router-dom';
import { paths } from '../../shared/routes';
import { archivePage } from '../data/apiKeys';
import { useNewsArchive } from '../data/useNews';
import { useT } from '../i18n/DictionaryContext';
import { ItemList } from '../ui/ItemList';
import { Loading, QueryView } from '../ui/LoadState';
import { NewsCard } from '../ui/NewsCard';
import { PageHeader } from '../ui/PageHeader';
import { PageLinks } from '../ui/PageLinks';

export { archivePage };

/**
 * "Haberler" (/haberler, issue 32): every published news item, newest first, 12 a page. The pager is plain
 * links (`?sayfa=2`), so it works before the script runs or without it, and crawlers reach every item.
 * A page past the last is the 404 page.
 */
export function NewsArchivePage() {
  const t = useT();
  const [params] = useSearchParams();
  const query = useNewsArchive(archivePage(params.get('sayfa')));
  return (
    <>
      <PageHeader title={t('navbar.news_archive')} lead={t('home.news_archive_lead')} />
      <div className="container section">
        <QueryView query={query} loading={<Loading lines={6} />} notFoundRedirect>
          {(archive) =>
            archive.items.length === 0 ? (
              <p className="empty">{t('home.news_archive_empty')}</p>
            ) : (
              <>
                <ItemList items={archive.items} className="card-grid card-grid--3">
                  {(item) => <NewsCard item={item} headingLevel={2} />}
                </ItemList>
                <PageLinks
                  page={archive.page}
                  lastPage={archive.last_page}
                  hrefOf={(to) => (to === 1 ? paths.news_archive : `${paths.news_archive}?sayfa=${to}`)}
                />
              </>
            )
          }
        </QueryView>
      </div>
    </>
  );
}
