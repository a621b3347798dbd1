import { Loading } from '../ui/LoadState';

/** The loading state of a whole page: a header band and text placeholders in the page's layout. */
export function PageSkeleton() {
  return (
    <>
      <div className="page-header page-header--skeleton" aria-hidden="true">
        <div className="container">
          <div className="skeleton skeleton--crumb" />
          <div className="skeleton skeleton--heading" />
        </div>
      </div>
      <div className="container section">
        <Loading lines={6} />
      </div>
    </>
  );
}
