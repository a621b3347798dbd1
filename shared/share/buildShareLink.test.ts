import { describe, expect, it } from 'vitest';
import { buildShareLink, hashtagList, opensInPopup } from './buildShareLink';
import { shareNetworkInfo, shareNetworks, shareTemplates } from './networks';

const input = {
  url: 'https://akademi.example/kurs/proje-yonetimi?x=1&y=2',
  title: 'Proje Yönetimi & Liderlik',
  description: 'İki günlük eğitim',
  quote: 'Harika bir eğitim',
  hashtags: 'egitim, proje,#liderlik',
  twitterUser: '@akademi',
  media: 'https://akademi.example/uploads/a.jpg',
};

describe('share networks', () => {
  it('lists exactly the 29 networks of SPEC §7, each with a template and a name', () => {
    expect(shareNetworks).toHaveLength(29);
    expect(new Set(shareNetworks).size).toBe(29);
    for (const network of shareNetworks) {
      expect(shareTemplates[network]).toBeTruthy();
      expect(shareNetworkInfo[network].name).toBeTruthy();
    }
    expect(shareNetworks).toEqual(
      expect.arrayContaining(['baidu', 'facebook', 'twitter', 'whatsapp', 'yammer', 'xing', 'sms', 'email']),
    );
  });
});

describe('buildShareLink', () => {
  it('encodes every value', () => {
    const link = buildShareLink('reddit', input);
    expect(link).toBe(
      `https://www.reddit.com/submit?url=${encodeURIComponent(input.url)}&title=${encodeURIComponent(input.title)}`,
    );
    expect(new URL(link).searchParams.get('title')).toBe('Proje Yönetimi & Liderlik');
  });

  it('gives Facebook only the first hashtag, with its #', () => {
    const url = new URL(buildShareLink('facebook', input));
    expect(url.searchParams.get('hashtag')).toBe('#egitim');
    expect(url.searchParams.get('quote')).toBe('Harika bir eğitim');
    expect(url.searchParams.get('u')).toBe(input.url);
  });

  it('gives Twitter every hashtag and the via user', () => {
    const url = new URL(buildShareLink('twitter', input));
    expect(url.searchParams.get('hashtags')).toBe('egitim,proje,liderlik');
    expect(url.searchParams.get('via')).toBe('akademi');
    expect(url.searchParams.get('text')).toBe(input.title);
  });

  it('leaves out via when there is no twitter user', () => {
    const link = buildShareLink('twitter', { url: 'https://a.b/' });
    expect(link).toBe('https://twitter.com/intent/tweet?text=&url=https%3A%2F%2Fa.b%2F&hashtags=');
  });

  it('passes the media to image networks', () => {
    expect(new URL(buildShareLink('pinterest', input)).searchParams.get('media')).toBe(input.media);
    expect(new URL(buildShareLink('vk', input)).searchParams.get('image')).toBe(input.media);
  });

  it('builds app-scheme links that are not popups', () => {
    expect(buildShareLink('email', input)).toBe(
      `mailto:?subject=${encodeURIComponent(input.title)}&body=${encodeURIComponent(input.url)}%0D%0A${encodeURIComponent(input.description)}`,
    );
    expect(buildShareLink('sms', input).startsWith('sms:?body=')).toBe(true);
    expect(buildShareLink('sms', input, { isAppleMobile: true }).startsWith('sms:&body=')).toBe(true);
    expect(opensInPopup('email')).toBe(false);
    expect(opensInPopup('viber')).toBe(false);
    expect(opensInPopup('messenger')).toBe(false);
    expect(opensInPopup('linkedin')).toBe(true);
  });

  it('leaves no placeholder behind on any network', () => {
    for (const network of shareNetworks) {
      expect(buildShareLink(network, input)).not.toMatch(/@(tu|u|t|d|q|h|m)\b/);
    }
  });
});

describe('hashtagList', () => {
  it('accepts a string or a list and strips #', () => {
    expect(hashtagList(' a, #b ,,c')).toEqual(['a', 'b', 'c']);
    expect(hashtagList(['#x', 'y'])).toEqual(['x', 'y']);
    expect(hashtagList(undefined)).toEqual([]);
  });
});
