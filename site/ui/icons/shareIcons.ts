import type { TablerIcon } from '@tabler/icons-react';
import type { ShareNetwork } from '../../../shared/share';
import {
  IconBrandBaidu,
  IconBrandEvernote,
  IconBrandFacebook,
  IconBrandFlipboard,
  IconBrandLine,
  IconBrandLinkedin,
  IconBrandMessenger,
  IconBrandOkRu,
  IconBrandPinterest,
  IconBrandPocket,
  IconBrandReddit,
  IconBrandSkype,
  IconBrandTelegram,
  IconBrandTumblr,
  IconBrandViber,
  IconBrandVk,
  IconBrandWeibo,
  IconBrandWhatsapp,
  IconBrandWordpress,
  IconBrandX,
  IconBrandXing,
  IconBrandYcombinator,
  IconLink,
  IconMail,
  IconMessage,
} from './tabler';

/**
 * Each share network's mark. Tabler has no mark for Buffer, Instapaper, Quora, StumbleUpon or Yammer: those
 * show a plain link icon (their name is written beside it), never a made-up logo.
 */
const shareIcons: Partial<Record<ShareNetwork, TablerIcon>> = {
  baidu: IconBrandBaidu,
  email: IconMail,
  evernote: IconBrandEvernote,
  facebook: IconBrandFacebook,
  flipboard: IconBrandFlipboard,
  hackernews: IconBrandYcombinator,
  line: IconBrandLine,
  linkedin: IconBrandLinkedin,
  messenger: IconBrandMessenger,
  odnoklassniki: IconBrandOkRu,
  pinterest: IconBrandPinterest,
  pocket: IconBrandPocket,
  reddit: IconBrandReddit,
  skype: IconBrandSkype,
  sms: IconMessage,
  telegram: IconBrandTelegram,
  tumblr: IconBrandTumblr,
  twitter: IconBrandX,
  viber: IconBrandViber,
  vk: IconBrandVk,
  weibo: IconBrandWeibo,
  whatsapp: IconBrandWhatsapp,
  wordpress: IconBrandWordpress,
  xing: IconBrandXing,
};

export const shareIconOf = (network: ShareNetwork): TablerIcon => shareIcons[network] ?? IconLink;
