import type { CourseFaqEntry } from '../../shared/publicApi';
import { useContentLanguage } from '../i18n/contentLanguage';
import { useT } from '../i18n/DictionaryContext';
import { Icon } from './Icon';
import { TitledBlock } from './TitledBlock';

/**
 * A course's frequently asked questions (issue 32), each a <details> whose <summary> is the question: it opens
 * and closes without JavaScript, by keyboard (Enter, Space) and by screen readers as a disclosure. The answer
 * is plain text; its line breaks are kept by the stylesheet (white-space: pre-line), not turned into HTML.
 */
/** One question; a Turkish one on another language's page carries its `lang`/`dir` (issue 30). */
function FaqItem({ item }: { item: CourseFaqEntry }) {
  const written = useContentLanguage(item.content_lang);
  return (
    <details className="faq__item" {...written}>
      <summary className="faq__question">
        <span>{item.question}</span>
        <Icon name="chevronDown" size={18} className="faq__marker" />
      </summary>
      <p className="faq__answer">{item.answer}</p>
    </details>
  );
}

export function CourseFaq({ items }: { items: readonly CourseFaqEntry[] | undefined }) {
  const t = useT();
  if (!items?.length) return null;
  return (
    <TitledBlock title={t('home.faq_title')} compact>
      <div className="faq">
        {items.map((item, index) => (
          <FaqItem key={index} item={item} />
        ))}
      </div>
    </TitledBlock>
  );
}
