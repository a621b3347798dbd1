import { useEffect, useId, useRef } from 'react';
import { Icon } from '../ui/Icon';

interface FileFieldProps {
  name: string;
  label: string;
  hint: string;
  chooseLabel: string;
  accept: string;
  file: File | null;
  error?: string;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** A file input styled as a drop area; the chosen file's name and size show in it. */
export function FileField({
  name,
  label,
  hint,
  chooseLabel,
  accept,
  file,
  error,
  onChange,
  onBlur,
}: FileFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // The DOM input keeps its own value: clear it when the form resets the file to null.
  useEffect(() => {
    if (file === null && input.current) input.current.value = '';
  }, [file]);
  return (
    <div className={`field field--file${error ? ' field--invalid' : ''}`}>
      <span className="field__label" id={`${id}-label`}>
        {label}
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </span>
      <label className="file-drop" htmlFor={id}>
        <Icon name={file ? 'file' : 'upload'} size={26} />
        <span className="file-drop__text">
          {file ? (
            <>
              <strong>{file.name}</strong>
              <small>{sizeText(file.size)}</small>
            </>
          ) : (
            <>
              <strong>{chooseLabel}</strong>
              <small>{hint}</small>
            </>
          )}
        </span>
      </label>
      <input
        ref={input}
        id={id}
        className="file-drop__input"
        type="file"
        name={name}
        accept={accept}
        aria-labelledby={`${id}-label`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        onBlur={onBlur}
      />
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
