import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { useSWRConfig } from 'swr';
import type { Dictionary, DictionarySection } from '../../shared/types';
import { staticLanguagesKey } from '../data/apiKeys';
import { useApiKey } from '../data/useApi';
import { useLanguage } from './LanguageContext';

/** A dictionary text: 'navbar.products', 'form_error.bu_alan_zorunlu'. */
export type TextKey = `${DictionarySection}.${string}`;
export type Translate = (key: TextKey) => string;

interface DictionaryState {
  dictionary: Dictionary | undefined;
  t: Translate;
  error: Error | undefined;
  retry: () => void;
}

const DictionaryContext = createContext<DictionaryState | null>(null);

export function translate(dictionary: Dictionary | undefined, key: TextKey): string {
  const dot = key.indexOf('.');
  const section = key.slice(0, dot) as DictionarySection;
  const text = dictionary?.[section]?.[key.slice(dot + 1)];
  // A missing key shows itself (a test checks every key the site uses exists in both languages).
  return text ?? (dictionary ? key : '');
}

/**
 * A count's label: the `one` text for exactly 1 (English "1 session"), the `other` text otherwise. A
 * dictionary saved before the `one` key existed has only `other`, which then serves for 1 as well.
 */
export function countText(t: Translate, count: number, one: TextKey, other: TextKey): string {
  const single = count === 1 ? t(one) : '';
  return `${count} ${single && single !== one ? single : t(other)}`;
}

/** SPEC §4: the static-language dictionary loads first; everything visible reads its texts from it. */
export function DictionaryProvider({ children }: { children: ReactNode }) {
  const { lang, resync } = useLanguage();
  const { mutate } = useSWRConfig();
  // keepPreviousData: during a language switch the old texts stay up until the new ones arrive.
  const {
    data,
    error,
    isValidating,
    mutate: reload,
  } = useApiKey(staticLanguagesKey, { keepPreviousData: true });

  // The server answered in another language than the stored choice (its cookie got lost): re-send the choice
  // once and refetch everything that was loaded in the wrong language.
  const resynced = useRef<string | null>(null);
  const mismatch = data !== undefined && !isValidating && data.abbr !== lang;
  useEffect(() => {
    if (!mismatch || resynced.current === lang) return;
    resynced.current = lang;
    resync()
      .then(() => mutate(() => true))
      .catch(() => undefined);
  }, [mismatch, lang, resync, mutate]);

  const dictionary = data?.page_lang;
  const t = useCallback<Translate>((key) => translate(dictionary, key), [dictionary]);
  const retry = useCallback(() => void reload(), [reload]);
  const value = useMemo(() => ({ dictionary, t, error, retry }), [dictionary, t, error, retry]);
  return <DictionaryContext.Provider value={value}>{children}</DictionaryContext.Provider>;
}

/** A fixed dictionary, without loading it: for component tests and for rendering a part of the site alone. */
export function StaticDictionaryProvider({
  dictionary,
  children,
}: {
  dictionary: Dictionary;
  children: ReactNode;
}) {
  const t = useCallback<Translate>((key) => translate(dictionary, key), [dictionary]);
  const value = useMemo(() => ({ dictionary, t, error: undefined, retry: () => undefined }), [dictionary, t]);
  return <DictionaryContext.Provider value={value}>{children}</DictionaryContext.Provider>;
}

export function useDictionary(): DictionaryState {
  const state = useContext(DictionaryContext);
  if (!state) throw new Error('useDictionary must be used inside <DictionaryProvider>');
  return state;
}

export const useT = (): Translate => useDictionary().t;
