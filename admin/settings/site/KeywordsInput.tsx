import { Autocomplete, Chip, TextField } from '@mui/material';
import { useState } from 'react';
import { useInput, useTranslate } from 'react-admin';

/** Splits what was typed or pasted ("a, b, c") into keywords. */
export const splitKeywords = (text: string) =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

const errorText = (error: unknown): string | undefined => {
  if (!error || typeof error !== 'object') return undefined;
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string') return message;
  if (message && typeof message === 'object') return String((message as { message?: unknown }).message ?? '');
  // Errors of single keywords arrive as a list: show the first.
  if (Array.isArray(error)) return error.map(errorText).find(Boolean);
  return undefined;
};

/** Keywords as a tag list (SPEC §3: a list, joined by commas on the wire): Enter or a comma adds one. */
export function KeywordsInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source });
  const [draft, setDraft] = useState('');
  const value: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const add = (words: string[]) => {
    const next = [...value];
    for (const word of words) if (!next.includes(word)) next.push(word);
    field.onChange(next);
  };
  const error = errorText(fieldState.error);

  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={[]}
      value={value}
      inputValue={draft}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input' && text.includes(',')) {
          add(splitKeywords(text));
          setDraft('');
        } else {
          setDraft(text);
        }
      }}
      onChange={(_event, next) => field.onChange(next.flatMap((item) => splitKeywords(item)))}
      onBlur={() => {
        if (draft.trim() !== '') add(splitKeywords(draft));
        setDraft('');
        field.onBlur();
      }}
      renderValue={(items, getItemProps) =>
        items.map((item, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={item} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate(label)}
          placeholder={translate('app.settings.keywords_placeholder')}
          error={Boolean(error)}
          helperText={error ?? translate('app.settings.keywords_hint')}
          inputRef={field.ref}
        />
      )}
      sx={{ width: '100%' }}
    />
  );
}
