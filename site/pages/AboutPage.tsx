import { usePageContent } from '../data/useContents';
import { useT } from '../i18n/DictionaryContext';
import { FeatureGrid } from '../ui/FeatureGrid';
import { Icon, type IconName } from '../ui/Icon';
import { PageSection } from '../ui/PageSection';
import { ContentGallery, ContentIntro, ContentPage } from './ContentPage';

/** The mission or the vision, boxed under its icon and title; nothing while it is not written. */
function Statement({
  icon,
  title,
  text,
}: {
  icon: IconName;
  title: string;
  text: string | null | undefined;
}) {
  if (!text) return null;
  return (
    <article className="panel">
      <h2 className="panel__title">
        <Icon name={icon} />
        {title}
      </h2>
      <p>{text}</p>
    </article>
  );
}

/** SPEC §2 about us (biz-kimiz): story, mission and vision, values, the gallery. */
export function AboutPage() {
  const t = useT();
  const query = usePageContent('corporate');
  return (
    <ContentPage
      query={{ data: query.data?.about_us, error: query.error, mutate: query.mutate }}
      menu="about_us"
    >
      {({ data, files }) => (
        <>
          <ContentIntro content={data} />
          {(data.mission || data.vision) && (
            <section className="section section--tinted" aria-label={t('home.mission_vision')}>
              <div className="container card-grid card-grid--2">
                <Statement icon="award" title={t('home.mission')} text={data.mission} />
                <Statement icon="globe" title={t('home.vision')} text={data.vision} />
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
