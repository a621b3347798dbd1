import { useState } from 'react';
import { altText } from '../../shared/imageAltText';
import type { ImageAlt } from '../../shared/publicApi';
import { useT } from '../i18n/DictionaryContext';
import { Icon } from './Icon';

const validId = /^[A-Za-z0-9_-]{6,20}$/;

/** Posters are stored 16:9 (the seed writes 960 × 540); the size reserves the box before the image loads. */
const posterSize = { width: 960, height: 540 };

/**
 * A YouTube player that loads nothing from YouTube until the visitor presses play (privacy-enhanced
 * domain, then autoplay): the page stays fast and sets no third-party cookies before the click. The poster is
 * the video's own image from the back office, never YouTube's thumbnail (that would be a request to Google).
 */
export function VideoEmbed({
  youtubeId,
  title,
  poster,
  posterAlt,
}: {
  youtubeId: string;
  title: string;
  poster?: string;
  /** The poster's alt text; without one it stays silent (the button says "play" and the title). */
  posterAlt?: ImageAlt;
}) {
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
          {poster && (
            <img
              className="video__image"
              src={poster}
              alt={altText(posterAlt, '')}
              {...posterSize}
              loading="lazy"
              decoding="async"
            />
          )}
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
