import { useTrainingVideos } from '../data/useContents';
import { useT } from '../i18n/DictionaryContext';
import { Icon } from '../ui/Icon';
import { VideoEmbed } from '../ui/VideoEmbed';
import { ContentPage } from './ContentPage';

/** SPEC §2 training videos (egitim-videolari): embedded players that load on play. */
export function TrainingVideosPage() {
  const t = useT();
  return (
    <ContentPage query={useTrainingVideos()} menu="training_videos" under="trainings">
      {({ data }) => (
        <div className="container section">
          {data.videos.length === 0 ? (
            <p className="empty">{t('home.no_videos')}</p>
          ) : (
            <ul className="card-grid card-grid--videos">
              {data.videos.map((video) => (
                <li key={video.youtube_id}>
                  <article className="card">
                    <VideoEmbed
                      youtubeId={video.youtube_id}
                      title={video.title}
                      poster={video.poster}
                      posterAlt={video.poster_alt}
                    />
                    <div className="card__body">
                      <h2 className="card__title">{video.title}</h2>
                      <p className="card__text">{video.description}</p>
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
      )}
    </ContentPage>
  );
}
