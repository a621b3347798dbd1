import { useTrainingVideos } from '../data/useContents';
import { useT } from '../i18n/DictionaryContext';
import { Icon } from '../ui/Icon';
import { QueryView } from '../ui/LoadState';
import { PageHeader } from '../ui/PageHeader';
import { VideoEmbed } from '../ui/VideoEmbed';
import { PageSkeleton } from './PageSkeleton';

/** SPEC §2 training videos (egitim-videolari): embedded players that load on play. */
export function TrainingVideosPage() {
  const t = useT();
  const query = useTrainingVideos();
  return (
    <QueryView query={query} loading={<PageSkeleton />}>
      {({ data }) => (
        <>
          <PageHeader
            title={data.title || t('navbar.training_videos')}
            lead={data.summary}
            crumbs={[{ label: t('navbar.trainings') }]}
          />
          <div className="container section">
            {data.videos.length === 0 ? (
              <p className="empty">{t('home.no_videos')}</p>
            ) : (
              <ul className="card-grid card-grid--videos">
                {data.videos.map((video) => (
                  <li key={video.youtube_id}>
                    <article className="video-card">
                      <VideoEmbed youtubeId={video.youtube_id} title={video.title} />
                      <div className="video-card__body">
                        <h2 className="video-card__title">{video.title}</h2>
                        <p>{video.description}</p>
                        {video.duration && (
                          <p className="video-card__meta">
                            <Icon name="clock" size={15} />
                            {video.duration}
                          </p>
                        )}
                      </div>
                    </article>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </QueryView>
  );
}
