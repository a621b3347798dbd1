// Compiles the server (and the shared modules it imports) to JavaScript in dist-server/, so `npm start`
// runs plain `node` with no TypeScript compiler loaded at run time. `npm run dev` and the tests keep tsx.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stampIsStale } from './buildState.mjs';

const root = path.resolve(import.meta.dirname, '..');
export const serverOutDir = path.join(root, 'dist-server');
export const serverEntry = path.join(serverOutDir, 'server', 'server.js');
/** The CycloneDX SBOM written with every server build (see writeSbom). */
export const sbomFile = path.join(serverOutDir, 'sbom.cdx.json');
/**
 * Node flags the server runs with (npm start, the browser tests, the bench; deploy/akademi.service repeats them).
 * A young generation of 2 MB semi-spaces instead of 16: the hot path allocates little that lives, so scavenges
 * stay cheap, and the process stays ~30 MB smaller under load (npm run bench, 2026-11-23: 167 → 138 MB
 * resident, req/s up 10–25 %). Those scavenges done by the main thread alone: with a few kilobytes surviving
 * each, handing the work to helper threads and waiting for them cost more than the copying (on 2 cores under
 * load, each scavenge's pause 0.49 → 0.25 ms; cached pages and API answers +10–12 % req/s side by side, 8 of
 * 9 rounds; the work after an admin write slightly less CPU; 2026-11-25).
 */
export const serverNodeArgs = ['--max-semi-space-size=2', '--no-parallel-scavenge'];
const stamp = path.join(serverOutDir, '.build-stamp');
const sources = ['server', 'shared', 'tsconfig.json', 'tsconfig.server.json', 'package-lock.json'];

export function serverBuildIsStale() {
  return stampIsStale(stamp, sources);
}

/** Returns the compiler's exit status (0 when the server was compiled). */
export function buildServer() {
  // A clean output: a deleted source file must not live on as stale JavaScript.
  fs.rmSync(serverOutDir, { recursive: true, force: true });
  const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.server.json')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) return result.status ?? 1;
  const sbom = writeSbom();
  if (sbom !== 0) return sbom;
  fs.writeFileSync(stamp, new Date().toISOString());
  console.log('Server compiled to dist-server/');
  return 0;
}

/** Runs an npm command in the project and returns its JSON output, or throws with npm's own words. */
function npmJson(args) {
  // Under `npm run build` the npm that runs the script; otherwise the one on the PATH.
  const [command, ...prefix] = process.env.npm_execpath
    ? [process.execPath, process.env.npm_execpath]
    : [process.platform === 'win32' ? 'npm.cmd' : 'npm'];
  const result = spawnSync(command, [...prefix, ...args], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(result.stderr.trim() || `exit status ${result.status}`);
  return JSON.parse(result.stdout);
}

const ref = (component) => component['bom-ref'];

/**
 * The software bill of materials of what runs in production (issue 27), in CycloneDX, from the installed
 * tree. It lives with the compiled server, never under dist/, which is served: a list of exact versions is an
 * attacker's shopping list. Returns 0, or 1 after saying why (the build then fails).
 *
 * Not `npm sbom --omit dev`: it drops every production package that a dev package also uses (npm/cli#7909;
 * here react, react-dom and nodemailer). So the whole tree's SBOM is kept to the packages npm itself counts
 * as production (`npm query .prod`, the flag `npm ci --omit=dev` installs by).
 */
export function writeSbom(file = sbomFile) {
  let bom;
  let production;
  try {
    bom = npmJson(['sbom', '--sbom-format', 'cyclonedx', '--sbom-type', 'application']);
    production = new Set(npmJson(['query', '.prod']).map((node) => `${node.name}@${node.version}`));
    if (bom?.bomFormat !== 'CycloneDX') throw new Error('its output is not CycloneDX');
    const listed = new Set(bom.components.map(ref));
    const application = ref(bom.metadata.component);
    const unlisted = [...production].filter((id) => id !== application && !listed.has(id));
    if (unlisted.length > 0) throw new Error(`production packages missing from it: ${unlisted.join(', ')}`);
  } catch (error) {
    console.error(`The SBOM could not be made (npm sbom, npm query): ${error.message}`);
    return 1;
  }
  bom.components = bom.components
    .filter((component) => production.has(ref(component)))
    // npm lists one component per name@version; its "development" mark may come from another copy of it.
    .map((component) => ({
      ...component,
      properties: component.properties?.filter((p) => p.name !== 'cdx:npm:package:development'),
    }));
  const kept = new Set([ref(bom.metadata.component), ...bom.components.map(ref)]);
  bom.dependencies = bom.dependencies
    ?.filter((dependency) => kept.has(dependency.ref))
    .map((dependency) => ({ ...dependency, dependsOn: dependency.dependsOn?.filter((id) => kept.has(id)) }));
  // npm names the root after the folder it runs in (/app in the image); the package's own name says more.
  const { name } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  bom.metadata.component.name = name;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(bom, null, 2)}\n`);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(buildServer());
