import type { ReactNode } from 'react';
import { TextInput, useTranslate } from 'react-admin';
import type { LanguageItem } from '../../shared/publicApi';
import { keepText } from './keepText';
import { LanguageTabs } from './LanguageTabs';
import { RichTextInput } from './RichTextInput';
import { useRequiredFields } from './requiredFields';

export interface TranslatedInputProps {
  /** The field holding the per-language map ({ tr: '…', en: '…' }); each language edits `<source>.<abbr>`. */
  source: string;
  /** A translation key or text for the whole field. */
  label: string;
  /** A one-line text (default), a multi-line text or rich text. */
  variant?: 'text' | 'textarea' | 'rich';
  rows?: number;
  helperText?: string;
  /**
   * Marks the default language's input as required where the form's schema cannot say so itself: an array
   * row's input has a relative source (`question`), which the schema knows as `faq[0].question.tr`. Elsewhere
   * the schema's required languages are marked (requiredFields.tsx).
   */
  required?: boolean;
  /** Any other input per language. */
  children?: (props: { source: string; language: LanguageItem; label: string }) => ReactNode;
}

/** One input per active language, as tabs (tr, en, …): `source="text"` edits `text.tr`, `text.en`. */
export function TranslatedInput({
  source,
  label,
  variant = 'text',
  rows = 4,
  helperText,
  required,
  children,
}: TranslatedInputProps) {
  const translate = useTranslate();
  const requiredFields = useRequiredFields();
  const title = translate(label);

  const input = (language: LanguageItem) => {
    const inputSource = `${source}.${language.abbr}`;
    const marked = requiredFields.has(inputSource) || (required && language.is_default);
    const inputLabel = `${title} (${language.abbr.toUpperCase()})${marked ? ' *' : ''}`;
    if (children) return children({ source: inputSource, language, label: inputLabel });
    if (variant === 'rich')
      return <RichTextInput source={inputSource} label={inputLabel} helperText={helperText} />;
    return (
      <TextInput
        source={inputSource}
        label={inputLabel}
        helperText={helperText ?? false}
        // An untouched or cleared language is '' (react-admin would leave undefined or store null, both of
        // which translatedText refuses as 'Bu Alan Metin Olmalı').
        defaultValue=""
        parse={keepText}
        multiline={variant === 'textarea'}
        minRows={variant === 'textarea' ? rows : undefined}
        fullWidth
      />
    );
  };

  return (
    <LanguageTabs label={label} sources={[source]}>
      {input}
    </LanguageTabs>
  );
}
