import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverNodeArgs } from '../../scripts/buildServer.mjs';

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
