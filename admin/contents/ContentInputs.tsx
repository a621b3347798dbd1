import type { ReactNode } from 'react';
import { ArrayInput, SimpleFormIterator } from 'react-admin';
import { TextInput } from '../common/SchemaInputs';
import { AddRowButton } from '../catalogue/AddRowButton';
import { ImageUrlInput } from '../catalogue/ImageUrlInput';
import { TranslatedRichInput } from '../catalogue/TranslatedRichInput';
import { TranslatedInput } from '../common/TranslatedInput';
import { FeatureIconInput } from './FeatureIconInput';

/**
 * A content image's field with the alt text and decorative flag stored beside it (`image` → `image_alt`,
 * `image_decorative`: shared/schemas/content.ts), for ImageUrlInput.
 */
export const imageWithAlt = (source: string) => ({
  source,
  altSource: `${source}_alt`,
  decorativeSource: `${source}_decorative`,
});

/** A content block's title and the summary under it, per language (the summary box `summaryRows` high). */
export function TitleSummaryInputs({ summaryRows }: { summaryRows: number }) {
  return (
    <>
      <TranslatedInput source="data.title" label="app.contents.fields.title" />
      <TranslatedInput
        source="data.summary"
        label="app.contents.fields.summary"
        variant="textarea"
        rows={summaryRows}
      />
    </>
  );
}

/** Title, summary, rich text and a main image: the common part of the content pages. */
export function PageTextInputs() {
  return (
    <>
      <TitleSummaryInputs summaryRows={3} />
      <TranslatedRichInput source="data.content" label="app.contents.fields.content" />
      <ImageUrlInput {...imageWithAlt('data.image')} label="app.contents.fields.image" />
    </>
  );
}

/**
 * A list of items with an icon, a title and a text per language (features, values, services); `children` are
 * further inputs of each item, shown after the icon (the home page's features also take an uploaded icon).
 */
export function TitledListInput({
  source,
  label,
  children,
}: {
  source: string;
  label: string;
  children?: ReactNode;
}) {
  return (
    <ArrayInput source={source} label={label} helperText={false}>
      <SimpleFormIterator {...iteratorProps}>
        <FeatureIconInput />
        {children}
        <TranslatedInput source="title" label="app.contents.fields.item_title" />
        <TranslatedInput source="text" label="app.contents.fields.item_text" variant="textarea" rows={2} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/** A link field (a site path, https://, mailto: or tel:), checked by the block's schema. */
export function LinkInput({ source, label }: { source: string; label: string }) {
  return <TextInput source={source} label={label} helperText="app.contents.link_hint" fullWidth />;
}

/** Rows of a list separated and spaced so each item reads as one card. */
export const iteratorSx = {
  '& .RaSimpleFormIterator-line': {
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    px: { xs: 1, sm: 1.5 },
    pt: 1.5,
    pb: 0.5,
    mb: 1.5,
  },
  // react-admin shows the remove button on hover only, which hides it from keyboards.
  '& .RaSimpleFormIterator-action': { visibility: 'visible' },
} as const;

/** The content lists' iterator: full width, a worded add button, no "remove all" (one slip would empty it). */
export const iteratorProps = {
  fullWidth: true,
  disableClear: true,
  sx: iteratorSx,
  addButton: <AddRowButton label="app.contents.add_item" />,
};
