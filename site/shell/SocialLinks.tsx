import { useSocialMedia } from '../data/useContactInformation';
import { SocialIcon } from '../ui/SocialIcon';

/** How the networks spell themselves; the stored name is lower case ("linkedin"). */
const networkNames: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  x: 'X',
  twitter: 'X',
  youtube: 'YouTube',
};

export const networkName = (name: string) =>
  networkNames[name.toLowerCase()] ?? name.charAt(0).toLocaleUpperCase('tr') + name.slice(1);

/**
 * The company's social media accounts as links (names pick the icon), each a 44 px touch target. `labelled`
 * shows the network's name beside its icon (the contact modal); without it the name is the link's label.
 */
export function SocialLinks({
  className = '',
  labelled = false,
}: {
  className?: string;
  labelled?: boolean;
}) {
  const { data } = useSocialMedia();
  if (!data?.length) return null;
  return (
    <ul className={`social-links${labelled ? ' social-links--labelled' : ''} ${className}`}>
      {data.map((item) => {
        const name = networkName(item.name);
        return (
          <li key={item.id}>
            <a
              href={item.uri}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={labelled ? undefined : name}
              title={labelled ? undefined : name}
            >
              <SocialIcon name={item.name} />
              {labelled && <span>{name}</span>}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
