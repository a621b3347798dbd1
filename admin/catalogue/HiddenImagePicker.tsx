import type { ChangeEvent, RefObject } from 'react';
import { imageAccept } from './imageFiles';

type Props = {
  /** What the visible button clicks (`ref.current?.click()`) to open the browser's file picker. */
  ref: RefObject<HTMLInputElement | null>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  multiple?: boolean;
  /** Tests give it files without the browser's dialog. */
  testId?: string;
};

/** The browser's file picker for the images the server takes (JPEG, PNG, WebP), hidden behind a button. */
export function HiddenImagePicker({ ref, onChange, multiple, testId }: Props) {
  return (
    <input
      ref={ref}
      type="file"
      accept={imageAccept}
      multiple={multiple}
      hidden
      data-testid={testId}
      onChange={onChange}
    />
  );
}
