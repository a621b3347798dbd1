/**
 * The site's entry script as the build writes it: a parser-inserted module script carrying the nonce
 * placeholder (vite.config.ts `html.cspNonce`).
 */
const entryScript = /<script type="module" crossorigin src="([^"]+)" nonce="([^"]+)"><\/script>/;

/**
 * Lets a server-rendered page paint before the site's JavaScript runs.
 *
 * A module script in the HTML runs as soon as parsing ends, and with the code already at hand (a fast
 * network, a second visit) that is before the browser's first frame: a phone then evaluates ~90 kB of
 * JavaScript with the finished page invisible (Chrome's trace on the calendar: ~120 ms of module
 * evaluation before the first paint on this project's 2-core machine, which Lighthouse's 4× CPU slowdown
 * counts into first paint). The entry is instead fetched at once (`modulepreload`, so nothing arrives
 * later than before) and started by a small inline script after the page has parsed and one frame has
 * been painted. A tab that is not visible paints no frames; there it starts at once.
 *
 * The started script is not parser-inserted, so the page's CSP ('strict-dynamic' with the nonce the
 * loader carries) lets it run; `crossorigin` matches the preload, so the preloaded copy is the one used.
 * Without JavaScript nothing changes: the page is complete HTML.
 */
export function startAfterFirstPaint(html: string): string {
  return html.replace(entryScript, (_tag, src: string, nonce: string) => {
    const loader =
      '(()=>{let started=false;' +
      'const start=()=>{if(started)return;started=true;' +
      "const s=document.createElement('script');s.type='module';s.setAttribute('crossorigin','');" +
      `s.src=${JSON.stringify(src)};document.head.append(s)};` +
      "const afterPaint=()=>document.visibilityState!=='visible'?start():requestAnimationFrame(()=>setTimeout(start,0));" +
      "document.readyState==='loading'?document.addEventListener('DOMContentLoaded',afterPaint,{once:true}):afterPaint()})()";
    return (
      `<link rel="modulepreload" crossorigin href="${src}" nonce="${nonce}">` +
      `<script nonce="${nonce}" data-entry="${src}">${loader}</script>`
    );
  });
}
