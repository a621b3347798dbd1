import type { ReactNode } from 'react';
import { Icon } from './Icon';

/**
 * What a form says once it is done, read out where it stands (role="status"): a check mark and the message,
 * then what follows it (a button to close). The pre-registration's answer and a plain post's "sent" notice.
 */
export function DoneNotice({
  message,
  className,
  children,
}: {
  message: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={className ? `enrol-done ${className}` : 'enrol-done'} role="status">
      <p className="enrol-done__message">
        <span className="enrol-done__icon">
          <Icon name="check" size={22} />
        </span>
        {message}
      </p>
      {children}
    </div>
  );
}
