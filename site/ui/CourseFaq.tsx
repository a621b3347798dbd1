import type { CourseFaqEntry } from '../../shared/publicApi';
import { useT } from '../i18n/DictionaryContext';
import { Icon } from './Icon';
import { TitledBlock } from './TitledBlock';

/**
 * A course's frequently asked questions (issue 32), each a <details> whose <summary> is the question: it opens
 * and closes without JavaScript, by keyboard (Enter, Space) and by screen readers as a disclosure. The answer
 * is plain text; its line breaks are kept by the stylesheet (white-space: pre-line), not turned into HTML.
 */
export function CourseFaq({ items }: { items: readonly CourseFaqEntry[] | undefined }) {
  const t = useT();
  if (!items?.length) return null;
  return (
    <TitledBlock title={t('home.faq_title')} compact>
      <div className="faq">
        {items.map((item, index) => (
          <details key={index} className="faq__item">
            <summary className="faq__question">
              <span>{item.question}</span>
              <Icon name="chevronDown" size={18} className="faq__marker" />
            </summary>
            <p className="faq__answer">{item.answer}</p>
          </details>
        ))}
      </div>
    </TitledBlock>
  );
}
