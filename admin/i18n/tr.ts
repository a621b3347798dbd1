import type { TranslationMessages } from 'react-admin';
import { appTurkish } from './appTurkish';
import { raTurkish } from './raTurkish';
import { registryTurkish } from './resourceMessages';
import { mergeMessages } from '../common/mergeMessages';
import { screenMessagesTurkish } from '../common/screenMessages';

/**
 * The panel's default language: react-admin's keys, our `app` namespace, the registry's menu labels and
 * resource names, and the screens' own texts.
 */
export const tr: TranslationMessages = mergeMessages(
  { ra: raTurkish, app: appTurkish },
  registryTurkish,
  screenMessagesTurkish,
);
