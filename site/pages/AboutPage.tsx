import { usePageContent } from '../data/useContents';
import { useT } from '../i18n/DictionaryContext';
import { FeatureGrid } from '../ui/FeatureGrid';
import { Icon } from '../ui/Icon';
import { PageSection } from '../ui/PageSection';
import { ContentGallery, ContentIntro, ContentPage } from './ContentPage';

/** SPEC §2 about us (biz-kimiz): story, mission and vision, values, the gallery. */
export function AboutPage() {
  const t = useT();
  const query = usePageContent('corporate');
  return (
    <ContentPage
      query={{ data: query.data?.about_us, error: query.error, mutate: query.mutate }}
      fallbackTitle={t('navbar.about_us')}
    >
      {({ data, files }) => (
        <>
          <ContentIntro content={data} />
          {(data.mission || data.vision) && (
            <section className="section section--tinted" aria-label={t('home.mission_vision')}>
              <div className="container card-grid card-grid--2">
                {data.mission && (
                  <article className="panel">
                    <h2 className="panel__title">
                      <Icon name="award" />
                      {t('home.mission')}
                    </h2>
                    <p>{data.mission}</p>
                  </article>
                )}
                {data.vision && (
                  <article className="panel">
                    <h2 className="panel__title">
                      <Icon name="globe" />
                      {t('home.vision')}
                    </h2>
                    <p>{data.vision}</p>
                  </article>
                )}
              </div>
            </section>
          )}
          {data.values.length > 0 && (
            <PageSection title={t('home.our_values')}>
              <FeatureGrid
                items={data.values}
                fallbackIcons={['handshake', 'balance', 'cycle', 'target', 'idea']}
              />
            </PageSection>
          )}
          <ContentGallery files={files} title={data.title} />
        </>
      )}
    </ContentPage>
  );
}
