import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const SNAPSHOTS_DIR = path.resolve('.test-data/server-builds');
// What the server bundle is built from; a change in any of them calls for a rebuild.
const BUNDLED_SOURCES = ['src/server', 'src/domain', 'src/engine'];

function newestSourceMtime(): number {
  let newest = 0;
  for (const dir of BUNDLED_SOURCES) {
    for (const name of fs.readdirSync(dir, { recursive: true }) as string[]) {
      if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
      newest = Math.max(newest, fs.statSync(path.join(dir, name)).mtimeMs);
    }
  }
  return newest;
}

/**
 * The built server (`dist/server/main.js`), built first when it is missing or older than its sources, then
 * copied to a private folder inside the repository (so its packages still resolve from ./node_modules):
 * others rebuild dist/ while tests run, and a process must not start from a half-written bundle.
 * Returns the copy's root; the server finds its migrations and version there.
 */
export async function snapshotServerBuild(): Promise<string> {
  const main = 'dist/server/main.js';
  const worker = 'dist/server/conversion-worker.js';
  if (!fs.existsSync(main) || !fs.existsSync(worker) || fs.statSync(main).mtimeMs < newestSourceMtime()) {
    const build = spawnSync('npm', ['run', 'build:server'], { encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`npm run build:server failed:\n${build.stdout}\n${build.stderr}`);
  }
  fs.mkdirSync(SNAPSHOTS_DIR, { recursive: true });
  const root = fs.mkdtempSync(path.join(SNAPSHOTS_DIR, 'build-'));
  fs.mkdirSync(path.join(root, 'dist/server'), { recursive: true });
  for (let attempt = 0; ; attempt++) {
    const before = fs.statSync(main);
    fs.copyFileSync(main, path.join(root, main));
    const after = fs.statSync(main);
    const copied = fs.statSync(path.join(root, main));
    if (before.mtimeMs === after.mtimeMs && copied.size === after.size && after.size > 0) break;
    if (attempt > 20) throw new Error(`${main} kept changing while being copied`);
    await new Promise((r) => setTimeout(r, 500));
  }
  // The Word-conversion worker the server starts from beside main.js, written by the same build.
  fs.copyFileSync(worker, path.join(root, worker));
  fs.cpSync('package.json', path.join(root, 'package.json'));
  fs.cpSync('src/server/db/migrations', path.join(root, 'src/server/db/migrations'), { recursive: true });
  return root;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves with the exit code and signal once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `node dist/server/main.js` from a build snapshot, on a free loopback port, ready once /api/health answers. */
export async function startServerProcess(root: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
    env: { PATH: process.env.PATH, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: baseUrl, JOB_POLL_SECONDS: '0.5', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { baseUrl, child, output: () => output, exited };
}
