import { type KeyboardEvent, type Ref, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Icon } from '../ui/Icon';
import { consentHeightVariable, publishServerEnrolBarHeight, useHeightVariable } from './bottomBars';
import { type ConsentCategories, type ConsentChoice, consentCategories } from './consentCookie';
import { closeConsentPreferences, saveConsent } from './consentStore';
import type { ConsentTexts } from './texts';

interface ConsentBannerProps {
  texts: ConsentTexts;
  choice: ConsentChoice | null;
  /** Opened from the footer: show the switches at once and move focus into the banner. */
  reopened: boolean;
  /** The server's banner (and hydration's): shown before hydration only if the visitor has not chosen (consent.css). */
  drawnByServer?: boolean;
}

const none: ConsentCategories = { analytics: false, marketing: false };
const all: ConsentCategories = { analytics: true, marketing: true };
const presets = { none, all };

/**
 * The cookie banner: a labelled region at the bottom of the screen. "Reddet" and "Tümünü kabul et" are the
 * same button, side by side, so neither is the easy way out; "Tercihler" opens one switch per category.
 * It does not trap focus (the page stays usable while it is there); it is first in the tab order, and when
 * the visitor reopens it, focus goes into it and back to the footer link afterwards.
 */
// eslint-disable-next-line max-lines-per-function -- a component: its markup reads top to bottom as the screen does
export function ConsentBanner({ texts, choice, reopened, drawnByServer = false }: ConsentBannerProps) {
  const [showCategories, setShowCategories] = useState(reopened);
  const [draft, setDraft] = useState<ConsentCategories>(() =>
    choice ? { analytics: choice.analytics, marketing: choice.marketing } : none,
  );
  const titleId = useId();
  const introId = useId();
  const firstSwitch = useRef<HTMLInputElement>(null);
  const focusSwitch = useRef(false);
  const banner = useRef<HTMLElement>(null);
  useLayoutEffect(publishServerEnrolBarHeight, []);
  useHeightVariable(banner, consentHeightVariable);

  useEffect(() => {
    if (!reopened) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    firstSwitch.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [reopened]);

  // "Tercihler" is replaced by "Seçimi kaydet" when pressed: focus moves on to the first switch, not to the page.
  useEffect(() => {
    if (showCategories && focusSwitch.current) firstSwitch.current?.focus();
    focusSwitch.current = false;
  }, [showCategories]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && choice) {
      event.stopPropagation();
      closeConsentPreferences();
    }
  };

  const withdrawable = reopened && Boolean(choice?.analytics || choice?.marketing);

  return (
    <section
      ref={banner}
      lang={texts.lang}
      className="consent"
      aria-labelledby={titleId}
      aria-describedby={introId}
      onKeyDown={onKeyDown}
      data-testid="consent-banner"
      data-first-paint={drawnByServer ? '' : undefined}
    >
      <div className="container consent__inner">
        <div className="consent__text">
          <h2 id={titleId} className="consent__title">
            {texts.title}
          </h2>
          <p id={introId} className="consent__intro">
            {texts.intro}
          </p>
          {withdrawable && <p className="consent__note">{texts.withdrawalNote}</p>}
        </div>
        {showCategories && (
          <fieldset className="consent__categories">
            <legend className="visually-hidden">{texts.categoriesLegend}</legend>
            <CategorySwitch
              label={texts.necessary.label}
              description={`${texts.necessary.description} (${texts.alwaysOn})`}
              checked
              disabled
            />
            {consentCategories.map((category, index) => (
              <CategorySwitch
                key={category}
                inputRef={index === 0 ? firstSwitch : undefined}
                label={texts.categories[category].label}
                description={texts.categories[category].description}
                checked={draft[category]}
                onChange={(checked) => setDraft((current) => ({ ...current, [category]: checked }))}
              />
            ))}
          </fieldset>
        )}
        <div className="consent__actions">
          <PresetChoice preset="none" label={texts.rejectAll} />
          <PresetChoice preset="all" label={texts.acceptAll} />
          {showCategories ? (
            <button
              type="button"
              className="button button--outline consent__save"
              onClick={() => saveConsent(draft)}
            >
              {texts.save}
            </button>
          ) : (
            <button
              type="button"
              className="link-button consent__more"
              onClick={() => {
                focusSwitch.current = true;
                setShowCategories(true);
              }}
            >
              {texts.preferences}
            </button>
          )}
        </div>
        {choice && (
          <button
            type="button"
            className="icon-button consent__close"
            aria-label={texts.close}
            onClick={closeConsentPreferences}
          >
            <Icon name="close" size={20} />
          </button>
        )}
      </div>
    </section>
  );
}

/** "Reddet" or "Tümünü kabul et": one and the same button, saving every category off or every one on. */
function PresetChoice({ preset, label }: { preset: keyof typeof presets; label: string }) {
  return (
    <button
      type="button"
      className="button consent__choice"
      data-consent-choice={preset}
      onClick={() => saveConsent(presets[preset])}
    >
      {label}
    </button>
  );
}

interface CategorySwitchProps {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** One category: a labelled on/off switch with its description read out with it. */
function CategorySwitch({ label, description, checked, disabled, onChange, inputRef }: CategorySwitchProps) {
  const id = useId();
  return (
    <div className="consent__category">
      <input
        ref={inputRef}
        id={id}
        type="checkbox"
        role="switch"
        className="consent__switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-description`}
        onChange={(event) => onChange?.(event.target.checked)}
      />
      <label htmlFor={id} className="consent__category-label">
        {label}
      </label>
      <p id={`${id}-description`} className="consent__category-description">
        {description}
      </p>
    </div>
  );
}
