import { Icon } from './Icon';
import { altText } from '../../shared/imageAltText';
import type { ImageAlt } from '../../shared/publicApi';

/**
 * The initials of a person's name: the first and last names' first letters, leaving out titles before it
 * ("Prof. Dr.", "Doç.") and letters after a comma (", PMP"): "Prof. Dr. Ahmet Şahin" → "AŞ", not "PD".
 */
export function initialsOf(name: string): string {
  const words = (name.split(',')[0] ?? '').split(/\s+/).filter((word) => word && !word.endsWith('.'));
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked.map((word) => word.charAt(0).toLocaleUpperCase('tr')).join('');
}

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
  const initials = initialsOf(name);
  return (
    <span className={`person-photo person-photo--${size} person-photo--empty`} aria-hidden="true">
      {initials || <Icon name="user" />}
    </span>
  );
}
