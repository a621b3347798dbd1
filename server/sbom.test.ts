import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { sbomFile, serverOutDir, writeSbom } from '../scripts/buildServer.mjs';

/*
 * Issue 27: every server build writes a CycloneDX SBOM next to the compiled server. The same function the
 * build calls, into a temporary folder (running the whole build here would take minutes).
 */
const root = path.resolve(import.meta.dirname, '..');
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'akademi-sbom-'));
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

interface Component {
  'bom-ref': string;
  name: string;
  version: string;
  purl?: string;
  scope?: string;
}
interface Bom {
  bomFormat: string;
  specVersion: string;
  metadata: { component: { name: string; version: string; type: string } };
  components: Component[];
  dependencies: { ref: string; dependsOn?: string[] }[];
}

const packageJson = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

describe('the SBOM', () => {
  it('goes with the compiled server, outside what is served', () => {
    expect(path.dirname(sbomFile)).toBe(serverOutDir);
    expect(path.basename(sbomFile)).toBe('sbom.cdx.json');
  });

  it(
    'is CycloneDX JSON listing the production dependencies and none of the dev ones',
    { timeout: 60_000 },
    () => {
      const file = path.join(outDir, 'sbom.cdx.json');
      expect(writeSbom(file)).toBe(0);
      const bom = JSON.parse(fs.readFileSync(file, 'utf8')) as Bom;
      expect(bom.bomFormat).toBe('CycloneDX');
      expect(bom.specVersion).toMatch(/^1\.\d+$/);
      expect(bom.metadata.component).toMatchObject({
        name: packageJson.name,
        version: packageJson.version,
        type: 'application',
      });
      const refs = new Set([
        `${packageJson.name}@${packageJson.version}`,
        ...bom.components.map((component) => component['bom-ref']),
      ]);
      for (const dependency of Object.keys(packageJson.dependencies)) {
        const installed = JSON.parse(
          fs.readFileSync(path.join(root, 'node_modules', dependency, 'package.json'), 'utf8'),
        ) as { version: string };
        expect(refs.has(`${dependency}@${installed.version}`), dependency).toBe(true);
      }
      for (const component of bom.components) expect(component.purl, component.name).toMatch(/^pkg:npm\//);
      // smtp-server and mailparser (tests only) use nodemailer, and react is a peer of the testing library:
      // `npm sbom --omit dev` would drop those production packages along with them (npm/cli#7909).
      const names = new Set(bom.components.map((component) => component.name));
      for (const dependency of ['vitest', 'typescript', 'eslint', 'vite', 'smtp-server', 'mailparser']) {
        expect(packageJson.devDependencies, dependency).toHaveProperty([dependency]);
        expect(names.has(dependency), dependency).toBe(false);
      }
      for (const { ref, dependsOn = [] } of bom.dependencies) {
        expect(refs.has(ref), ref).toBe(true);
        for (const target of dependsOn) expect(refs.has(target), `${ref} → ${target}`).toBe(true);
      }
    },
  );

  it('fails the build with the cause when npm sbom fails', () => {
    const failingNpm = path.join(outDir, 'failing-npm.cjs');
    fs.writeFileSync(
      failingNpm,
      "process.stderr.write('npm error code ESBOMPROBLEMS\\n'); process.exit(1);\n",
    );
    vi.stubEnv('npm_execpath', failingNpm);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const file = path.join(outDir, 'never.cdx.json');
    try {
      expect(writeSbom(file)).toBe(1);
      expect(errors).toHaveBeenCalledWith(expect.stringMatching(/SBOM could not be made.*ESBOMPROBLEMS/s));
    } finally {
      errors.mockRestore();
    }
    expect(fs.existsSync(file)).toBe(false);
  });
});
