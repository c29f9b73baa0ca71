import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotServerBuild, startServerProcess, type ServerProcess } from '../../test/helpers/server-process';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../test/helpers/test-database';

/**
 * `npm start` as an operator runs it on a fresh clone, with NODE_ENV=production as deployments set it. The
 * dependency install is checked against a stand-in `npm` that records its arguments (a real install from the
 * registry is too slow for the suite); the server is the real built bundle.
 */

describe('the dependency install on a fresh clone', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'acp-clone-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('includes the dev dependencies the build needs when NODE_ENV is production, and installs once per lock file', () => {
    const bin = path.join(dir, 'bin');
    const clone = path.join(dir, 'clone');
    const calls = path.join(dir, 'npm-calls');
    fs.mkdirSync(bin);
    fs.mkdirSync(clone);
    fs.writeFileSync(path.join(clone, 'package-lock.json'), '{"lockfileVersion":3}');
    // What npm would see: its arguments, and the NODE_ENV it inherited.
    fs.writeFileSync(path.join(bin, 'npm'), `#!/bin/sh\necho "NODE_ENV=$NODE_ENV $*" >> '${calls}'\nmkdir -p node_modules\n`, { mode: 0o755 });
    const run = () =>
      spawnSync(process.execPath, [path.resolve('scripts/ensure-deps.mjs')], {
        cwd: clone,
        env: { PATH: `${bin}${path.delimiter}${process.env.PATH}`, NODE_ENV: 'production' },
        encoding: 'utf8',
      });

    const first = run();
    expect(first.status, first.stderr).toBe(0);
    const installs = fs.readFileSync(calls, 'utf8').trim().split('\n');
    expect(installs).toHaveLength(1);
    expect(installs[0]).toMatch(/^NODE_ENV=production install /);
    expect(installs[0].split(' ')).toContain('--include=dev');

    expect(run().status).toBe(0);
    expect(fs.readFileSync(calls, 'utf8').trim().split('\n')).toHaveLength(1);
  });
});

// The PGlite pass runs the process on its own data folder; the PostgreSQL pass on its database.
let root: string;
let database: TestDatabase;
let server: ServerProcess | undefined;

beforeAll(async () => {
  root = await snapshotServerBuild();
  // The web build is not repeated here (it takes minutes): a page where `npm run build` puts it stands in.
  fs.mkdirSync(path.join(root, 'dist/web'), { recursive: true });
  fs.writeFileSync(path.join(root, 'dist/web/index.html'), '<!doctype html><title>Advertising Compliance Platform</title>');
  database = await createTestDatabase();
  server = await startServerProcess(root, {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: database.dataDir,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
  });
}, 120_000);

afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await database?.drop();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

describe(`the built server with NODE_ENV=production (${testDatabaseKind()})`, () => {
  it('answers the health check and serves the web app', async () => {
    const health = await fetch(`${server!.baseUrl}/api/health`);
    expect(health.status, server!.output()).toBe(200);
    const page = await fetch(`${server!.baseUrl}/submissions`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('Advertising Compliance Platform');
  });
});
