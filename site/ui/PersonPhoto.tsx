import { Icon } from './Icon';
import { altText } from '../../shared/imageAltText';
import type { ImageAlt } from '../../shared/publicApi';

/**
 * An instructor's photo, or a neutral avatar with the initials when there is none. The name is always
 * written beside it, so a photo without an alt text of its own has an empty one.
 */
export function PersonPhoto({
  name,
  photo,
  photoAlt = null,
  size = 'medium',
}: {
  name: string;
  photo: string | null;
  photoAlt?: ImageAlt;
  size?: 'medium' | 'large';
}) {
  if (photo)
    return (
      <img
        className={`person-photo person-photo--${size}`}
        src={photo}
        alt={altText(photoAlt, '')}
        loading="lazy"
      />
    );
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toLocaleUpperCase('tr'))
    .join('');
  return (
    <span className={`person-photo person-photo--${size} person-photo--empty`} aria-hidden="true">
      {initials || <Icon name="user" />}
    </span>
  );
}
