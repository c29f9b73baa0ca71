// Install dependencies when they are missing or older than package-lock.json, so `npm start` and
// `npm test` work on a fresh clone with nothing but Node and npm. Uses only Node's standard library.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const stamp = 'node_modules/.acp-installed-lock';
const lock = existsSync('package-lock.json') ? readFileSync('package-lock.json') : null;
const digest = lock ? createHash('sha256').update(lock).digest('hex') : 'no-lock';

if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== digest) {
  console.log('Installing dependencies (first run or package-lock.json changed)...');
  const args = lock ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'];
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, digest);
}
