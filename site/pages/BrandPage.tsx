import { useParams } from 'react-router-dom';
import type { BrandDetail } from '../../shared/publicApi';
import { metaDescription } from '../../shared/shorten';
import { useBrand } from '../data/useBrands';
import { useContentLanguage } from '../i18n/contentLanguage';
import { useT } from '../i18n/DictionaryContext';
import { usePageMetaOverride } from '../shell/DocumentMeta';
import { CoursesBlock } from '../ui/CourseGrid';
import { ExternalLink } from '../ui/ExternalLink';
import { PageHeader } from '../ui/PageHeader';
import { RichText } from '../ui/RichText';
import { RecordPage } from './RecordPage';
import { altText } from '../../shared/imageAltText';

function BrandView({ brand }: { brand: BrandDetail }) {
  const t = useT();
  usePageMetaOverride(brand.name, metaDescription(brand.description));
  const language = useContentLanguage(brand.content_lang);
  return (
    <>
      <PageHeader title={brand.name} crumbs={[{ label: t('home.brands_title') }]} language={language} />
      <div className="container section">
        <div className="profile">
          {brand.logo && (
            <img className="brand-logo" src={brand.logo} alt={altText(brand.logo_alt, brand.name)} />
          )}
          <div className="profile__text">
            <RichText html={brand.description} language={language} />
            {brand.website && (
              <ExternalLink className="button button--outline" href={brand.website} iconSize={16}>
                {t('home.visit_website')}
              </ExternalLink>
            )}
          </div>
        </div>
        <CoursesBlock title={t('home.brand_courses')} courses={brand.courses} />
      </div>
    </>
  );
}

/** SPEC §2 brand detail (/marka/{seo_name}). */
export function BrandPage() {
  const { seo_name } = useParams();
  return <RecordPage query={useBrand(seo_name)}>{(brand) => <BrandView brand={brand} />}</RecordPage>;
}
