import { useState } from 'react';
import { useT } from '../i18n/DictionaryContext';
import { Icon } from './Icon';

const validId = /^[A-Za-z0-9_-]{6,20}$/;

/**
 * A YouTube player that loads nothing from YouTube until the visitor presses play (privacy-enhanced
 * domain, then autoplay): the page stays fast and sets no third-party cookies before the click.
 */
export function VideoEmbed({ youtubeId, title }: { youtubeId: string; title: string }) {
  const t = useT();
  const [playing, setPlaying] = useState(false);
  if (!validId.test(youtubeId)) return null;
  return (
    <div className="video">
      {playing ? (
        <iframe
          className="video__frame"
          src={`https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1&rel=0`}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className="video__poster" onClick={() => setPlaying(true)}>
          <span className="video__play">
            <Icon name="play" size={28} />
          </span>
          <span className="visually-hidden">
            {t('home.play_video')}: {title}
          </span>
        </button>
      )}
    </div>
  );
}
