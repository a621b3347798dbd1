import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useContentLanguage } from '../i18n/contentLanguage';

/**
 * A link named by a record's title in a list of links (other news, the legal texts): when the record is not
 * written in the page's language its Turkish title is marked with `lang` and `dir` (issue 30).
 */
export function RecordLink({
  to,
  contentLang,
  children,
  current = false,
}: {
  to: string;
  contentLang: string | undefined;
  children: ReactNode;
  /** The page the link is on (aria-current). */
  current?: boolean;
}) {
  const written = useContentLanguage(contentLang);
  return (
    <Link to={to} aria-current={current ? 'page' : undefined} {...written}>
      {children}
    </Link>
  );
}
