import fs from 'node:fs';
import path from 'node:path';
import { areaHtmlFile, type Area } from '../../shared/areas.js';
import { siteTemplate } from '../ssr/siteTemplate.js';

/** How often the built HTML's modification time is checked (a rebuild while the server runs). */
const templateCheckMs = 1000;

/**
 * Each area's built HTML (dist/), read once and read again when the build changes under the running server
 * (checked at most once a second); `onRebuilt` is told then, so pages made from the old HTML are dropped.
 */
export function areaTemplates(distDir: string, onRebuilt: () => void): (area: Area) => string | undefined {
  const templates = new Map<Area, { mtimeMs: number; checkedAt: number; html: string }>();
  const template = (area: Area): string | undefined => {
    const cached = templates.get(area);
    const now = Date.now();
    if (cached && now - cached.checkedAt < templateCheckMs) return cached.html;
    const file = path.join(distDir, areaHtmlFile[area]);
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return undefined;
    }
    if (cached && cached.mtimeMs === stat.mtimeMs) {
      cached.checkedAt = now;
      return cached.html;
    }
    let html = fs.readFileSync(file, 'utf8');
    if (area === 'site') html = siteTemplate(html, distDir);
    templates.set(area, { mtimeMs: stat.mtimeMs, checkedAt: now, html });
    if (cached) onRebuilt();
    return html;
  };
  return template;
}
