import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';

/**
 * One fact of a short list beside a title (a course's next session and duration, a position's place): its
 * icon, then, for screen readers only, what the fact is when the value alone does not say it, then the value.
 */
export function IconFact({ icon, label, children }: { icon: IconName; label?: string; children: ReactNode }) {
  return (
    <li>
      <Icon name={icon} size={16} />
      {label && <span className="visually-hidden">{label}: </span>}
      {children}
    </li>
  );
}
