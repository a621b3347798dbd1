import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverNodeArgs } from '../../scripts/buildServer.mjs';
import { checkServing, loadConfig } from '../../server/config.js';

const root = path.resolve(import.meta.dirname, '../..');

describe('deploy/akademi.service', () => {
  it('runs the server with the Node flags npm start gives it', () => {
    const unit = fs.readFileSync(path.join(root, 'deploy/akademi.service'), 'utf8');
    const execStart = /^ExecStart=(.*)$/m.exec(unit)?.[1].split(/\s+/) ?? [];
    const flags = execStart.filter((word) => word.startsWith('--') && word !== '--enable-source-maps');
    expect(flags).toEqual(serverNodeArgs);
    expect(execStart.at(-1)).toBe('dist-server/server/server.js');
  });
});

/*
 * Issue 27: every shipped way to run the server keeps the back office on an origin of its own. The settings
 * are read from the files themselves and checked by the server's own configuration code.
 */
describe('the shipped settings keep the back office on its own origin', () => {
  const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

  it('compose.yaml: ADMIN_ORIGIN on a port its proxy serves, the Host passed on with its port', () => {
    const compose = read('compose.yaml');
    const setting = (name: string) => new RegExp(`${name}: \\$\\{${name}:-([^}]+)\\}`).exec(compose)?.[1];
    const env = {
      NODE_ENV: 'production',
      PUBLIC_URL: setting('PUBLIC_URL'),
      ADMIN_ORIGIN: setting('ADMIN_ORIGIN'),
    };
    const config = loadConfig(env);
    expect(() => checkServing(config)).not.toThrow();
    expect(config.adminOrigin).toBe('http://localhost:8081');
    const adminPort = new URL(config.adminOrigin!).port;
    const published = new RegExp(`'${adminPort}:(\\d+)'`).exec(compose)?.[1];
    const nginx = read('deploy/nginx.conf');
    expect(nginx).toMatch(new RegExp(`listen ${published};`));
    expect(nginx).toMatch(/proxy_set_header Host \$http_host;/);
  });

  it('the systemd unit: its example settings start a server with ADMIN_ORIGIN, and without it ADMIN_PORT', () => {
    const example = Object.fromEntries(
      [...read('deploy/akademi.service').matchAll(/^# {3}([A-Z_]+)=(\S+)$/gm)].map((m) => [m[1], m[2]]),
    );
    const config = loadConfig({ ...example, NODE_ENV: 'production' });
    expect(() => checkServing(config)).not.toThrow();
    expect(config.adminOrigin).toBe('https://yonetim.example.com.tr');
    const { ADMIN_ORIGIN: _, ...withoutAdminOrigin } = example;
    expect(loadConfig({ ...withoutAdminOrigin, NODE_ENV: 'production' }).adminPort).toBe(3001);
  });
});
