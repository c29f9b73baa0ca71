import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleResult {
  source: string;
  buildSeconds: number | null;
  initialJs: { files: number; bytes: number; gzip: number };
  initialCss: { bytes: number; gzip: number };
  totalJs: { files: number; bytes: number; gzip: number };
  largestChunk: { file: string; bytes: number; gzip: number };
}

const gzipSize = (file: string) => gzipSync(fs.readFileSync(file), { level: 9 }).length;

export interface WebBuild {
  dir: string;
  source: string;
  buildSeconds: number | null;
  /** Remove the build if it is a private one; dist/web is left alone. */
  remove(): void;
}

/**
 * Build the web app for production into a private folder (others may be rebuilding dist/web meanwhile),
 * or use the existing dist/web when `build` is false or the build fails.
 */
export function buildWeb(log: (line: string) => void, build = true): WebBuild {
  const existing: WebBuild = { dir: path.resolve('dist/web'), source: 'dist/web (existing build)', buildSeconds: null, remove: () => {} };
  if (!build) return existing;
  const out = path.resolve(`.test-data/bench-web-${process.pid}`);
  const started = Date.now();
  const result = spawnSync('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], { encoding: 'utf8' });
  if (result.status !== 0) {
    log(`  vite build failed, using the existing dist/web instead:\n${result.stderr.slice(-2000)}`);
    return existing;
  }
  return {
    dir: out,
    source: 'fresh vite build',
    buildSeconds: Math.round((Date.now() - started) / 100) / 10,
    remove: () => fs.rmSync(out, { recursive: true, force: true }),
  };
}

/** Size what the browser loads first (the entry script and its modulepreloads) and the whole bundle, gzipped as served. */
export function measureBundle({ dir, source, buildSeconds }: WebBuild): BundleResult {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]);
  const initialJsFiles = refs.filter((r) => r.endsWith('.js')).map((r) => path.join(dir, r));
  const initialCssFiles = refs.filter((r) => r.endsWith('.css')).map((r) => path.join(dir, r));
  const allJs = fs.readdirSync(path.join(dir, 'assets')).filter((f) => f.endsWith('.js')).map((f) => path.join(dir, 'assets', f));
  const sum = (files: string[]) => ({
    files: files.length,
    bytes: files.reduce((n, f) => n + fs.statSync(f).size, 0),
    gzip: files.reduce((n, f) => n + gzipSize(f), 0),
  });
  const largest = allJs.map((f) => ({ file: path.basename(f), bytes: fs.statSync(f).size, gzip: gzipSize(f) })).sort((a, b) => b.bytes - a.bytes)[0];
  const css = sum(initialCssFiles);
  return { source, buildSeconds, initialJs: sum(initialJsFiles), initialCss: { bytes: css.bytes, gzip: css.gzip }, totalJs: sum(allJs), largestChunk: largest };
}
