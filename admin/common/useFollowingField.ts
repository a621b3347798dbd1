import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

/**
 * Keeps the field `target` made from the field `from` by `derive` while it is empty or still what `derive`
 * made of `from` before: a field that follows another until someone types their own (a new record's address
 * follows its name, a new language's name its code). Emptied again, it follows again. `derive` must be a
 * stable function (declared outside the component). Answers `from`'s text.
 */
export function useFollowingField(
  from: string,
  target: string,
  derive: (text: string) => string,
  enabled = true,
): string {
  const { setValue, getValues } = useFormContext();
  const value = useWatch({ name: from }) as unknown;
  const text = typeof value === 'string' ? value : '';
  const previous = useRef(text);

  useEffect(() => {
    const current = String(getValues(target) ?? '');
    const following = current === '' || current === derive(previous.current);
    if (enabled && following && text !== previous.current) {
      setValue(target, derive(text), { shouldDirty: true });
    }
    previous.current = text;
  }, [text, enabled, target, derive, getValues, setValue]);

  return text;
}
