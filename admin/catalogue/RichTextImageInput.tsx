import {
  AlignmentButtons,
  ClearButtons,
  FormatButtons,
  LevelSelect,
  LinkButtons,
  ListButtons,
  QuoteButtons,
} from 'ra-input-rich-text';
import { RichTextInput, type RichTextInputProps } from '../common/RichTextInput';
import { UploadImageButton } from './UploadImageButton';

/** The back office's rich text input whose image button uploads to our server (SPEC §7 uploads). */
export function RichTextImageInput(props: Omit<RichTextInputProps, 'buttons'>) {
  return (
    <RichTextInput
      {...props}
      buttons={
        <>
          <LevelSelect size="small" />
          <FormatButtons size="small" />
          <AlignmentButtons size="small" />
          <ListButtons size="small" />
          <LinkButtons size="small" />
          <UploadImageButton size="small" />
          <QuoteButtons size="small" />
          <ClearButtons size="small" />
        </>
      }
    />
  );
}
