import { useConsultancy } from '../data/useContents';
import { useT } from '../i18n/DictionaryContext';
import { FeatureGrid } from '../ui/FeatureGrid';
import { PageSection } from '../ui/PageSection';
import { ContentGallery, ContentIntro, ContentPage } from './ContentPage';
import { ContactBand } from './home/HomeSections';

/** SPEC §2 consultancy service (danismanlik-hizmeti): text, the services, the gallery. */
export function ConsultancyPage() {
  const t = useT();
  return (
    <ContentPage query={useConsultancy()} menu="consultancy_service" under="services">
      {({ data, files }) => (
        <>
          <ContentIntro content={data} />
          {data.services.length > 0 && (
            <PageSection title={t('home.our_services')} tinted>
              <FeatureGrid
                items={data.services}
                fallbackIcons={['quality', 'lock', 'growth', 'safety', 'chart', 'briefcase']}
              />
            </PageSection>
          )}
          <ContentGallery files={files} title={data.title} />
          <ContactBand />
        </>
      )}
    </ContentPage>
  );
}
