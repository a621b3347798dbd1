import { consentCookieName, consentVersion, earlyChoiceAttribute } from './consentCookie';

/**
 * Runs in the page's head (the server puts it there, admitted by its hash, server/ssr/pageRenderer.ts):
 * marks `<html data-consent-ask>` when the visitor has no choice of this version stored. The page as the
 * server drew it holds the cookie banner, the same for every visitor (it is cached); CSS shows it only with
 * that mark (consent.css). A first visit thus sees the banner with the page instead of after hydration, a
 * returning visitor never sees it flash, and without JavaScript, where nothing could be chosen, it stays
 * hidden. The mark is set once the page has parsed (readyState "interactive": before the site's deferred
 * module runs, so before DOMContentLoaded, which waits for it): a frame painted earlier (a slow network) may
 * not hold the course page's enrolment bar yet, which the banner sits on, and the banner would jump up.
 * The cookie is read as parseConsent reads it; hydration settles any case the two could read differently.
 *
 * Until the page is live (`#root[data-hydrated]`) the banner's buttons are the server's HTML, and the site's
 * code, fetched after the page's images, may take a while on a slow phone: a click on "accept" or "reject"
 * then is kept on `<html data-consent-early>` and the banner goes at once; the consent store stores that
 * choice as soon as the code runs (consentStore.ts), as if the click had come then. ("Preferences" needs the
 * live banner's switches: a click on it before then does nothing.)
 */
export const consentPrePaintScript =
  '(()=>{try{' +
  `const m=document.cookie.match(/(?:^|;\\s*)${consentCookieName}=([^;]*)/);` +
  `if(m&&new URLSearchParams(m[1]).get('v')==='${consentVersion}')return` +
  "}catch(e){}const html=document.documentElement,ask=()=>html.setAttribute('data-consent-ask','');" +
  "document.readyState==='loading'?document.addEventListener('readystatechange',ask,{once:true}):ask();" +
  "document.addEventListener('click',e=>{" +
  "const b=e.target instanceof Element&&e.target.closest('[data-consent-choice]');" +
  "if(!b||document.querySelector('#root[data-hydrated]'))return;" +
  `html.setAttribute('${earlyChoiceAttribute}',b.getAttribute('data-consent-choice'));` +
  "html.removeAttribute('data-consent-ask')},true)})()";
