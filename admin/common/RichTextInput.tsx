import {
  DefaultEditorOptions,
  RichTextInput as RaRichTextInput,
  type RichTextInputProps as RaRichTextInputProps,
  RichTextInputToolbar,
} from 'ra-input-rich-text';
import { type ReactNode, useMemo } from 'react';
import { I18nContext, type I18nProvider, useI18nProvider, useTranslate } from 'react-admin';
import { tiptapTurkish } from './tiptapTurkish';

export type RichTextInputProps = Omit<RaRichTextInputProps, 'toolbar'> & {
  /** Replaces the toolbar's buttons (the catalogue's editors upload images through our endpoint). */
  buttons?: ReactNode;
};

/** The toolbar with Turkish labels: the panel's translations, plus the tiptap keys when the panel is Turkish. */
function TurkishToolbar({ children }: { children?: ReactNode }) {
  const base = useI18nProvider();
  const provider = useMemo<I18nProvider>(
    () => ({
      ...base,
      translate: (key, options) =>
        (base.getLocale() === 'tr' ? tiptapTurkish[key] : undefined) ?? base.translate(key, options),
    }),
    [base],
  );
  return (
    <I18nContext.Provider value={provider}>
      <RichTextInputToolbar size="small">{children}</RichTextInputToolbar>
    </I18nContext.Provider>
  );
}

/**
 * react-admin's rich text input (Tiptap) with the toolbar the site's texts need. The server sanitizes
 * whatever HTML arrives (server/services/sanitizeHtml.ts), so the editor is a convenience, not a guard.
 */
export function RichTextInput({
  helperText = false,
  fullWidth = true,
  buttons,
  ...props
}: RichTextInputProps) {
  const translate = useTranslate();
  const name = typeof props.label === 'string' ? translate(props.label) : undefined;
  const { editorOptions: ownOptions } = props;
  // react-admin names the editor's wrapper, not the editable box inside it that a screen reader lands on
  // (role textbox): that box is named after the field's label here. Memoised: new options remake the editor.
  const editorOptions = useMemo(() => {
    const options = ownOptions ?? DefaultEditorOptions;
    const attributes = options.editorProps?.attributes;
    return {
      ...options,
      editorProps: {
        ...options.editorProps,
        attributes: {
          ...(typeof attributes === 'object' ? attributes : {}),
          ...(name ? { 'aria-label': name } : {}),
          'aria-multiline': 'true',
        },
      },
    };
  }, [ownOptions, name]);
  return (
    <RaRichTextInput
      {...props}
      editorOptions={editorOptions}
      helperText={helperText}
      fullWidth={fullWidth}
      toolbar={<TurkishToolbar>{buttons}</TurkishToolbar>}
      sx={{
        '& .ProseMirror': { minHeight: 220 },
        ...props.sx,
      }}
    />
  );
}
