import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const E2E_TEMPLATE_DIR = path.resolve('.test-data/e2e-template');
// Inside the repository, so the snapshot's server still finds the packages in ./node_modules.
const BUILD_SNAPSHOTS_DIR = path.resolve('.test-data/e2e-builds');

/** Names of files a built web app refers to (entry, preloads, lazy chunks, styles) that are missing. */
function missingWebFiles(webDir: string): string[] {
  const assetsDir = path.join(webDir, 'assets');
  const indexHtml = path.join(webDir, 'index.html');
  if (!fs.existsSync(indexHtml) || !fs.existsSync(assetsDir)) return ['index.html'];
  const present = new Set(fs.readdirSync(assetsDir));
  const wanted = new Set<string>();
  const texts = [fs.readFileSync(indexHtml, 'utf8')];
  for (const name of present) {
    if (name.endsWith('.js')) texts.push(fs.readFileSync(path.join(assetsDir, name), 'utf8'));
  }
  for (const text of texts) {
    for (const m of text.matchAll(/["'`](?:\.\/|\/?assets\/)([\w.-]+\.(?:js|css))["'`]/g)) wanted.add(m[1]);
  }
  return [...wanted].filter((name) => !present.has(name));
}

function listing(dir: string): string {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .sort()
    .map((f) => {
      const stat = fs.statSync(path.join(dir, f), { throwIfNoEntry: false });
      return `${f}:${stat?.size}:${stat?.mtimeMs}`;
    })
    .join('\n');
}

/**
 * A private copy of the built app for one journey file. Others rebuild dist/ while journeys run; a
 * rebuild replaces the hashed chunks, and a page loaded before it then fails to load its next screen.
 * Copy only a complete build that did not change while being copied; wait out a build in progress.
 */
async function snapshotBuild(): Promise<string> {
  fs.mkdirSync(BUILD_SNAPSHOTS_DIR, { recursive: true });
  const root = fs.mkdtempSync(path.join(BUILD_SNAPSHOTS_DIR, 'build-'));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const before = listing('dist');
    fs.cpSync('dist', path.join(root, 'dist'), { recursive: true });
    const missing = missingWebFiles(path.join(root, 'dist/web'));
    const complete = fs.existsSync(path.join(root, 'dist/server/main.js')) && missing.length === 0;
    if (complete && listing('dist') === before) break;
    fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });
    if (Date.now() > deadline) {
      throw new Error(`dist/ stayed incomplete or kept changing for a minute (missing: ${missing.join(', ')}); run \`npm run build\``);
    }
    // A build is being written: look again once it has had time to finish.
    await new Promise((r) => setTimeout(r, 1_000));
  }
  fs.cpSync('package.json', path.join(root, 'package.json'));
  fs.cpSync('src/server/db/migrations', path.join(root, 'src/server/db/migrations'), { recursive: true });
  return root;
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** What the server printed, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The built server (`node dist/server/main.js`) as `npm start` runs it, from a private copy of the build,
 * on its own port and fresh database.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acp-e2e-'));
  fs.cpSync(path.join(E2E_TEMPLATE_DIR, 'pgdata'), path.join(dataDir, 'pgdata'), { recursive: true });
  const buildRoot = await snapshotBuild();
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, [path.join(buildRoot, 'dist/server/main.js')], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      JOB_POLL_SECONDS: '0.5',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));

  const cleanUp = () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(buildRoot, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      cleanUp();
      throw new Error(`server exited early:\n${output}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      cleanUp();
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    baseUrl,
    dataDir,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      cleanUp();
    },
  };
}
