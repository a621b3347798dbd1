import type { ReactNode } from 'react';
import { useResourceContext } from 'react-admin';
import { HeadedScreen } from '../catalogue/ScreenHeader';
import { screenTitle } from './screenTitle';

/**
 * A list screen's frame: the heading every list has (the menu's name for it, a line saying what it holds,
 * ScreenHeader), then the list, which passes `title={false}` so the name is not set twice.
 */
export function ListScreen({
  subtitle,
  actions,
  children,
}: {
  subtitle: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const resource = useResourceContext();
  return (
    <HeadedScreen title={screenTitle(resource)} subtitle={subtitle} actions={actions}>
      {children}
    </HeadedScreen>
  );
}
