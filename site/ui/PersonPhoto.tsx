import { Icon } from './Icon';

/** An instructor's photo, or a neutral avatar with the initials when there is none. */
export function PersonPhoto({
  name,
  photo,
  size = 'medium',
}: {
  name: string;
  photo: string | null;
  size?: 'medium' | 'large';
}) {
  if (photo)
    return <img className={`person-photo person-photo--${size}`} src={photo} alt="" loading="lazy" />;
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
