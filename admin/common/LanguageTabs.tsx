import { Box, FormLabel, Tab, Tabs } from '@mui/material';
import { scrollingTabsProps } from './narrowScreens';
import { type ReactNode, useId, useState } from 'react';
import { useSourceContext, useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import type { LanguageItem } from '../../shared/publicApi';
import { useActiveLanguages } from './useActiveLanguages';

export interface LanguageTabsProps {
  /** A translation key or text naming the whole group. */
  label: string;
  /** Per-language fields under these sources (`title` → `title.tr`) mark their tab when they have errors. */
  sources: readonly string[];
  /** The inputs of one language. */
  children: (language: LanguageItem) => ReactNode;
  /** Called when the visible language changes (a preview may follow it). */
  onLanguageChange?: (language: LanguageItem) => void;
}

/** A text with something to read: rich text's empty paragraph (`<p></p>`) and spaces alone are empty. */
const hasText = (value: unknown): boolean =>
  typeof value === 'string' &&
  value
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() !== '';

/**
 * Whether a language's text is missing in any of the fields (their per-language maps): empty while the
 * default language's is filled. The site then shows the default language's text there (issue 30).
 */
const missingIn = (maps: unknown[], abbr: string, defaultAbbr: string): boolean =>
  maps.some((map) => {
    const texts = (map ?? {}) as Record<string, unknown>;
    return hasText(texts[defaultAbbr]) && !hasText(texts[abbr]);
  });

const errorAt = (errors: unknown, path: string[]): boolean => {
  let node = errors;
  for (const segment of path) node = (node as Record<string, unknown> | undefined)?.[segment];
  return node !== undefined;
};

/**
 * Tabs for the site's active languages (tr, en, …) over per-language inputs. Every language's inputs stay
 * mounted, so values and errors survive switching; a tab whose inputs have an error is marked, and one
 * whose text is not translated yet ('Çeviri eksik') carries a dot.
 */
// eslint-disable-next-line max-lines-per-function -- a component: its markup reads top to bottom as the screen does
export function LanguageTabs({ label, sources, children, onLanguageChange }: LanguageTabsProps) {
  const translate = useTranslate();
  const languages = useActiveLanguages();
  const { errors } = useFormState();
  // Inside a list input (a course's FAQ items) `question` is `faq.2.question` in the form's errors.
  const sourceContext = useSourceContext();
  const values = useWatch({ name: sources.map((source) => sourceContext.getSource(source)) }) as unknown[];
  const defaultAbbr = languages.find((language) => language.is_default)?.abbr ?? languages[0]?.abbr;
  const missingText = translate('app.common.translation_missing');
  const [active, setActive] = useState(0);
  const id = useId();
  const title = translate(label);
  const current = Math.min(active, languages.length - 1);

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 1, width: '100%', minWidth: 0 }}>
      <FormLabel component="legend" sx={{ fontSize: 13, fontWeight: 600, mb: 0.5 }}>
        {title}
      </FormLabel>
      <Tabs
        value={current}
        onChange={(_event, value: number) => {
          setActive(value);
          onLanguageChange?.(languages[value]);
        }}
        aria-label={translate('app.common.languages_of', { field: title })}
        {...scrollingTabsProps}
        sx={{ minHeight: 36, mb: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        {languages.map((language, index) => {
          const missing = language.abbr !== defaultAbbr && missingIn(values, language.abbr, defaultAbbr);
          const hasError = sources.some((source) =>
            errorAt(errors, [...sourceContext.getSource(source).split('.'), language.abbr]),
          );
          return (
            <Tab
              key={language.abbr}
              id={`${id}-tab-${language.abbr}`}
              aria-controls={`${id}-panel-${language.abbr}`}
              value={index}
              label={
                hasError || !missing ? (
                  `${language.abbr.toUpperCase()}${hasError ? ' •' : ''}`
                ) : (
                  <span>
                    {language.abbr.toUpperCase()}
                    <Box
                      component="span"
                      role="img"
                      aria-label={missingText}
                      sx={{
                        display: 'inline-block',
                        width: 7,
                        height: 7,
                        ml: 0.75,
                        verticalAlign: 'middle',
                        borderRadius: '50%',
                        bgcolor: 'warning.main',
                      }}
                    />
                  </span>
                )
              }
              title={missing ? `${language.lang}: ${missingText}` : language.lang}
              sx={{
                minHeight: 36,
                py: 0.5,
                minWidth: 64,
                fontWeight: 700,
                color: hasError ? 'error.main' : undefined,
              }}
            />
          );
        })}
      </Tabs>
      {languages.map((language, index) => (
        <Box
          key={language.abbr}
          role="tabpanel"
          id={`${id}-panel-${language.abbr}`}
          aria-labelledby={`${id}-tab-${language.abbr}`}
          hidden={index !== current}
        >
          {children(language)}
        </Box>
      ))}
    </Box>
  );
}
