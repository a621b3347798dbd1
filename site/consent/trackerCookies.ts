import type { ConsentCategory } from './consentCookie';

/*
 * When a visitor withdraws a category, the first-party cookies its tags set on our domain go too: a
 * withdrawn consent must not leave an identifier behind for the next page load. (What a running tag keeps
 * in memory or on its own servers cannot be reached from here.) Names as the vendors document them:
 * Google Analytics `_ga`, `_ga_<id>`, `_gid`, `_gat…`; Yandex Metrica `_ym_…`; Meta pixel `_fbp`, `_fbc`;
 * Google Ads conversion linker `_gcl_…`.
 */
const trackerCookiePatterns: Record<ConsentCategory, RegExp> = {
  analytics: /^(?:_ga|_ga_.+|_gid|_gat.*|_ym_.+|_ym\d+_.+)$/,
  marketing: /^(?:_fbp|_fbc|_gcl_.+)$/,
};

/** The host and each parent domain: a tag may have set its cookie on any of them (`.example.com.tr`). */
function domainsOf(hostname: string): string[] {
  const labels = hostname.split('.');
  const domains = [''];
  for (let i = 0; i < labels.length - 1; i++) domains.push(labels.slice(i).join('.'));
  return domains;
}

/** Expires every cookie of the withdrawn categories, on every domain it may have been set for. */
export function clearTrackerCookies(withdrawn: ConsentCategory[]): void {
  if (withdrawn.length === 0) return;
  const names = document.cookie
    .split(';')
    .map((part) => part.split('=')[0].trim())
    .filter((name) => withdrawn.some((category) => trackerCookiePatterns[category].test(name)));
  for (const name of names) {
    for (const domain of domainsOf(window.location.hostname)) {
      const scope = domain ? `; Domain=${domain}` : '';
      document.cookie = `${name}=; Path=/; Max-Age=0${scope}`;
    }
  }
}
