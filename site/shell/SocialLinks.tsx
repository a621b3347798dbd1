import { useSocialMedia } from '../data/useContactInformation';
import { SocialIcon } from '../ui/SocialIcon';

/** The company's social media accounts as icon links (names pick the icon). */
export function SocialLinks({ className = '' }: { className?: string }) {
  const { data } = useSocialMedia();
  if (!data?.length) return null;
  return (
    <ul className={`social-links ${className}`}>
      {data.map((item) => (
        <li key={item.id}>
          <a
            href={item.uri}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={item.name}
            title={item.name}
          >
            <SocialIcon name={item.name} />
          </a>
        </li>
      ))}
    </ul>
  );
}
