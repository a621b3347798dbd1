import type { TranslationMessages } from 'react-admin';
import { appTurkish } from './appTurkish';
import { raTurkish } from './raTurkish';
import { resourcesTurkish } from './resourceMessages';
import { mergeMessages } from '../common/mergeMessages';
import { screenMessagesTurkish } from '../common/screenMessages';

/** The panel's default language: react-admin's keys, our `app` namespace and the resource names. */
export const tr: TranslationMessages = mergeMessages(
  { ra: raTurkish, app: appTurkish, resources: resourcesTurkish },
  screenMessagesTurkish,
);
