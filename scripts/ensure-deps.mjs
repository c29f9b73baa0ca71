// Install dependencies when they are missing or package-lock.json changed since the last install, so
// `npm start` and `npm test` work on a fresh clone with nothing but Node and npm. Standard library only.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const stamp = 'node_modules/.acp-installed-lock';
const lockDigest = () => (existsSync('package-lock.json') ? createHash('sha256').update(readFileSync('package-lock.json')).digest('hex') : 'no-lock');

if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== lockDigest()) {
  console.log('Installing dependencies (first run or package-lock.json changed)...');
  // `npm install` rather than `npm ci`: with the lock file it installs the locked versions all the same,
  // but it tolerates optional platform builds (other systems' binaries) that a registry mirror lacks,
  // where `npm ci` refuses the whole install.
  // `--include=dev`: the start builds with vite and esbuild, dev dependencies that npm skips when NODE_ENV is
  // production, as deployments set it; the server itself runs in production mode all the same.
  const result = spawnSync('npm', ['install', '--include=dev', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // npm may tidy the lock file while installing: stamp what is there now.
  writeFileSync(stamp, lockDigest());
}
