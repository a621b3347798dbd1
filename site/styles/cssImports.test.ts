import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every stylesheet is imported from site/main.tsx, in cascade order: a file imported elsewhere (a lazy page)
// would load after the first paint and change which rule wins.
// The web project runs under jsdom, where import.meta.url is not a file URL; vitest runs from the repository root.
const siteDir = join(process.cwd(), 'site');
const stylesDir = join(siteDir, 'styles');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [relative(siteDir, path)] : [];
  });
}

describe('site stylesheets', () => {
  const mainSource = readFileSync(join(siteDir, 'main.tsx'), 'utf8');
  const imported = [...mainSource.matchAll(/^import '\.\/(styles\/[^']+\.css)';$/gm)].map(
    (match) => match[1],
  );

  it('imports every file under site/styles from main.tsx exactly once', () => {
    expect(new Set(imported).size).toBe(imported.length);
    expect([...imported].sort()).toEqual(cssFiles(stylesDir).sort());
  });

  it('loads the design tokens first', () => {
    expect(imported[0]).toBe('styles/base.css');
  });

  it('loads the print sheet last, after every rule it takes back on paper', () => {
    expect(imported.at(-1)).toBe('styles/print.css');
  });

  it('starts each file with a one-line comment saying what it holds', () => {
    for (const file of imported) {
      expect(readFileSync(join(siteDir, file), 'utf8'), file).toMatch(/^\/\* [^\n]+ \*\/\n/);
    }
  });
});
