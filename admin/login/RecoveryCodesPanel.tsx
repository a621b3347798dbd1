import { useState } from 'react';
import { copyText, downloadText, recoveryCodesText } from './recoveryCodes';
import { twoStepTexts as t } from './twoStepTexts';

/** The recovery codes, shown once after enrolling at sign-in, with copy and download; then on to /admin. */
export function RecoveryCodesPanel({ codes, onContinue }: { codes: string[]; onContinue: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = recoveryCodesText(codes, t.recoveryTitle);
  return (
    <>
      <h1 className="login-title">{t.recoveryTitle}</h1>
      <p className="login-subtitle">{t.recoveryIntro}</p>
      <ul className="login-codes" aria-label={t.recoveryTitle}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="login-actions">
        <button
          type="button"
          className="login-link"
          onClick={() => void copyText(text).then(setCopied)}
          aria-live="polite"
        >
          {copied ? t.copied : t.copy}
        </button>
        <button type="button" className="login-link" onClick={() => downloadText(t.downloadName, text)}>
          {t.download}
        </button>
      </div>
      <button type="button" className="login-button" onClick={onContinue}>
        {t.continue}
      </button>
    </>
  );
}
