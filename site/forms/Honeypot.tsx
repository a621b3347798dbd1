import type { Ref } from 'react';

/**
 * A field people never see and bots fill in: the server drops a submission whose `website` is not empty.
 * It is hidden from layout and assistive technology and skipped by the keyboard.
 */
export function Honeypot({ ref }: { ref: Ref<HTMLInputElement> }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <input ref={ref} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
