import { Link } from 'react-router-dom';
import { useT } from '../i18n/DictionaryContext';
import { paths } from '../../shared/routes';
import { Icon } from '../ui/Icon';

/** SPEC §2 /404: the page was not found (perhaps a typo or a removed page), with a way back home. */
export function NotFoundPage() {
  const t = useT();
  return (
    <section className="container not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="not-found__title" tabIndex={-1}>
        {t('home.not_found_title')}
      </h1>
      <p className="not-found__text">{t('home.not_found_text')}</p>
      <Link to={paths.home} className="button button--large">
        <Icon name="arrowRight" size={18} style={{ transform: 'rotate(180deg)' }} />
        {t('home.back_home')}
      </Link>
    </section>
  );
}
