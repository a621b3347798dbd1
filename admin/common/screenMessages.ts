import { commonEnglish, commonTurkish } from './messages';
import { mergeMessages } from './mergeMessages';

interface ScreenTexts {
  tr: object;
  en: object;
}

const isScreenTexts = (value: unknown): value is ScreenTexts =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ScreenTexts).tr === 'object' &&
  typeof (value as ScreenTexts).en === 'object';

/*
 * The screens' own texts, found rather than listed: every folder's messages.ts (admin/<folder>/ or
 * admin/settings/<folder>/) exports `{ tr, en }` with `app` and `resources` parts, and all of them are merged
 * into the panel's dictionaries by admin/i18n/tr.ts and en.ts. A new screen's texts need no line here.
 * (The catalogue's messages.ts also re-exports its screens' texts together: merging them twice is harmless.)
 */
const modules = import.meta.glob<Record<string, unknown>>(['../*/messages.ts', '../settings/*/messages.ts'], {
  eager: true,
});

const parts: ScreenTexts[] = [
  { tr: { app: commonTurkish }, en: { app: commonEnglish } },
  ...Object.values(modules).flatMap((module) => Object.values(module).filter(isScreenTexts)),
];

export const screenMessagesTurkish = mergeMessages({}, ...parts.map((part) => part.tr));
export const screenMessagesEnglish = mergeMessages({}, ...parts.map((part) => part.en));
