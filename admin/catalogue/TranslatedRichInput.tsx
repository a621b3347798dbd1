import { TranslatedInput } from '../common/TranslatedInput';
import { RichTextImageInput } from './RichTextImageInput';

/** A rich text per language (tabs), whose image button uploads to our server. */
export function TranslatedRichInput({ source, label }: { source: string; label: string }) {
  return (
    <TranslatedInput source={source} label={label}>
      {(input) => <RichTextImageInput source={input.source} label={input.label} />}
    </TranslatedInput>
  );
}
