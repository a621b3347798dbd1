import { type ShareNetwork, shareTemplates } from './networks.js';

/** What is shared (SPEC §7): hashtags as "a,b" or a list, without the '#'. */
export interface ShareInput {
  url: string;
  title?: string;
  description?: string;
  quote?: string;
  hashtags?: string | string[];
  twitterUser?: string;
  media?: string;
}

export function hashtagList(hashtags: ShareInput['hashtags']): string[] {
  const list = Array.isArray(hashtags) ? hashtags : (hashtags ?? '').split(',');
  return list.map((tag) => tag.trim().replace(/^#+/, '')).filter(Boolean);
}

/** Facebook takes one hashtag, with its '#'; the others (Twitter) take a comma-separated list. */
function encodedHashtags(network: ShareNetwork, hashtags: ShareInput['hashtags']): string {
  const list = hashtagList(hashtags);
  if (list.length === 0) return '';
  if (network === 'facebook') return encodeURIComponent(`#${list[0]}`);
  return list.map(encodeURIComponent).join(',');
}

/**
 * The share address for one network. `isAppleMobile` switches the SMS link to the "sms:&body=" form iOS
 * needs; the caller decides it from the user agent.
 */
export function buildShareLink(
  network: ShareNetwork,
  input: ShareInput,
  options: { isAppleMobile?: boolean } = {},
): string {
  let link = shareTemplates[network];
  if (network === 'sms' && options.isAppleMobile) link = link.replace(':?', ':&');
  const enc = (value: string | undefined) => encodeURIComponent(value ?? '');
  const via = input.twitterUser ? `&via=${enc(input.twitterUser.replace(/^@/, ''))}` : '';
  // @tu before @t, otherwise "@tu" would be read as the title followed by a "u".
  return link
    .replace(/@tu/g, via)
    .replace(/@u/g, enc(input.url))
    .replace(/@t/g, enc(input.title))
    .replace(/@d/g, enc(input.description))
    .replace(/@q/g, enc(input.quote))
    .replace(/@h/g, encodedHashtags(network, input.hashtags))
    .replace(/@m/g, enc(input.media));
}

/** Web links open in a popup; app schemes (mailto:, sms:, viber:, fb-messenger:) are followed directly. */
export function opensInPopup(network: ShareNetwork): boolean {
  return shareTemplates[network].startsWith('http');
}
