import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useContracts } from '../data/useContracts';
import { type TextKey, useDictionary, useT } from '../i18n/DictionaryContext';
import { useLanguage } from '../i18n/LanguageContext';
import { paths } from '../../shared/routes';

/** The field's name on every form that takes personal data (shared/schemas/contact.ts kvkkConsentField). */
export const kvkkConsentName = 'kvkk_consent';

/*
 * Used while a dictionary saved before these texts existed lacks them (the seed has them: server/db/seed/
 * dictionary.ts). `{link}` marks where the notice's link goes, so each language keeps its own word order.
 */
const fallbackTexts: Record<'tr' | 'en', { sentence: string; link: string; newTab: string }> = {
  tr: {
    sentence: '{link}’ni okudum ve kabul ediyorum.',
    link: 'KVKK Aydınlatma Metni',
    newTab: 'yeni sekmede açılır',
  },
  en: {
    sentence: 'I have read and accept the {link}.',
    link: 'Personal Data Protection Notice',
    newTab: 'opens in a new tab',
  },
};

function useText() {
  const t = useT();
  const { dictionary } = useDictionary();
  const { lang } = useLanguage();
  const fallback = fallbackTexts[lang === 'en' ? 'en' : 'tr'];
  // translate() answers a missing key with the key itself.
  const text = (key: TextKey, otherwise: string) => {
    const found = dictionary ? t(key) : '';
    return found && found !== key ? found : otherwise;
  };
  return {
    sentence: text('form_input.kvkk_onay_metni', fallback.sentence),
    link: text('form_input.kvkk_aydinlatma_metni', fallback.link),
    newTab: text('form_input.yeni_sekmede_acilir', fallback.newTab),
  };
}

/**
 * The KVKK consent checkbox of a public form: its label links the notice chosen in the back office (the
 * contract marked `kvkk_notice`) in a new tab, so what the visitor typed stays in the form. Without a notice
 * the label is plain text. The error shows under it and is read with it.
 */
/** What the consent field needs of a form whose values hold `kvkk_consent` (site/forms/useForm.ts). */
interface ConsentForm {
  values: { kvkk_consent: boolean };
  errorOf: (name: 'kvkk_consent') => string | undefined;
  setValue: (name: 'kvkk_consent', value: boolean) => void;
  touch: (name: 'kvkk_consent') => void;
}

/** The consent field bound to a form: `<KvkkConsentField {...consentOf(form)} />` on every form that asks. */
export function consentOf(form: ConsentForm) {
  return {
    checked: form.values.kvkk_consent,
    error: form.errorOf('kvkk_consent'),
    onChange: (checked: boolean) => form.setValue('kvkk_consent', checked),
    onBlur: () => form.touch('kvkk_consent'),
  };
}

export function KvkkConsentField({
  checked,
  error,
  onChange,
  onBlur,
}: {
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const texts = useText();
  const { data: contracts } = useContracts();
  const notice = contracts?.find((contract) => contract.kvkk_notice);
  const [before, after = ''] = texts.sentence.split('{link}');
  return (
    <div className={`field field--consent${error ? ' field--invalid' : ''}`}>
      <div className="consent-check">
        <input
          id={id}
          type="checkbox"
          name={kvkkConsentName}
          value="1"
          className="consent-check__box"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
        />
        {/* A click on the link opens the notice and leaves the box alone (a label ignores clicks on links). */}
        <label htmlFor={id} className="consent-check__text">
          {before}
          {notice ? (
            <Link to={paths.contract(notice.seo_name)} target="_blank" rel="noopener">
              {texts.link}
              {/* The space is hidden too: a visible one would be underlined before the suffix (’ni). */}
              <span className="visually-hidden">&nbsp;({texts.newTab})</span>
            </Link>
          ) : (
            texts.link
          )}
          {after}
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
      </div>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
