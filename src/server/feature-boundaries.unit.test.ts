import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Features depend on platform and domain, and on each other only through a feature's public entry point,
// `features/<name>/index.ts`, with no cycle between features. Platform depends on no feature, nor on the
// composition root (app.ts, bootstrap.ts, jobs.ts, main.ts) that wires features in.
const SRC = path.join(import.meta.dirname, '..');

/** Where a feature or platform file may import from, besides packages, its own feature and other features' index. */
const SHARED = ['server/platform/', 'server/db/', 'server/config', 'domain/', 'engine/'];

/** Paths relative to src/, with `/` separators and without the .ts extension. */
function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(SRC, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => path.posix.join(dir, f.split(path.sep).join('/')));
}

function importsOf(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}

/** The feature a module belongs to and its path inside it, or undefined outside src/server/features. */
function featureOf(module: string): { feature: string; rest: string } | undefined {
  const match = /^server\/features\/([^/]+)(?:\/(.*))?$/.exec(module);
  return match ? { feature: match[1], rest: match[2] ?? 'index' } : undefined;
}

interface Report {
  violations: string[];
  /** Feature to the features it imports (through their index). */
  graph: Map<string, Set<string>>;
}

/** Check files given as path (relative to src/) to text. */
function checkBoundaries(files: Record<string, string>): Report {
  const violations: string[] = [];
  const graph = new Map<string, Set<string>>();
  for (const [file, text] of Object.entries(files)) {
    const from = featureOf(file.replace(/\.ts$/, ''));
    const isPlatform = file.startsWith('server/platform/');
    if (!from && !isPlatform) continue;
    if (from) graph.set(from.feature, graph.get(from.feature) ?? new Set());
    for (const specifier of importsOf(text)) {
      if (!specifier.startsWith('.')) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)).replace(/\.(ts|js)$/, '');
      const to = featureOf(target);
      if (from && to?.feature === from.feature) continue;
      if (to && isPlatform) {
        violations.push(`${file}: platform imports the ${to.feature} feature (${specifier})`);
      } else if (to) {
        if (to.rest !== 'index') violations.push(`${file}: imports ${specifier}, not the ${to.feature} feature's index`);
        graph.get(from!.feature)!.add(to.feature);
      } else if (!SHARED.some((shared) => target.startsWith(shared))) {
        violations.push(`${file}: imports ${specifier}, outside platform, db, config, domain and engine`);
      }
    }
  }
  return { violations, graph };
}

/** Every cycle between features, each once, as `a -> b -> a` starting from its smallest name. */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found = new Set<string>();
  const walk = (start: string, node: string, trail: string[]) => {
    for (const next of graph.get(node) ?? []) {
      if (next === start) found.add([...trail, start].join(' -> '));
      else if (next > start && !trail.includes(next)) walk(start, next, [...trail, next]);
    }
  };
  for (const start of [...graph.keys()].sort()) walk(start, start, [start]);
  return [...found].sort();
}

describe('feature boundaries', () => {
  it('finds imports that cross a boundary, and only those', () => {
    const { violations, graph } = checkBoundaries({
      'server/features/a/a.service.ts': [
        `import { z } from 'zod';`,
        `import type { Ctx } from '../../platform/context';`,
        `import { users } from '../../db/schema';`,
        `import { can } from '../../../domain/permissions';`,
        `import { analyzeCreative } from '../../../engine/analyze';`,
        `import { helper } from './helper';`,
        `import { ok } from '../b/index';`,
        `import { alsoOk } from '../b';`,
        `import type { Row } from '../c/c.mapper';`,
        `import { JOB_DEFINITIONS } from '../../jobs';`,
        `const text = "import { fine } from '../d/d.service'";`,
      ].join('\n'),
      'server/features/b/index.ts': `export { ok } from './b.service';\nexport { a } from '../a/index';`,
      'server/features/c/c.service.ts': `const later = await import('../b/b.service');`,
      'server/platform/bootstrap.ts': `import { seed } from '../features/policies/policies.service';\nimport { routes } from '../app';\nimport { s } from './storage';`,
      'server/app.ts': `import { x } from './features/a/a.service';`,
    });
    expect(violations).toEqual([
      `server/features/a/a.service.ts: imports ../c/c.mapper, not the c feature's index`,
      'server/features/a/a.service.ts: imports ../../jobs, outside platform, db, config, domain and engine',
      `server/features/c/c.service.ts: imports ../b/b.service, not the b feature's index`,
      'server/platform/bootstrap.ts: platform imports the policies feature (../features/policies/policies.service)',
      'server/platform/bootstrap.ts: imports ../app, outside platform, db, config, domain and engine',
    ]);
    expect(cycles(graph)).toEqual(['a -> b -> a', 'a -> c -> b -> a']);
  });

  it('hold in src/server/features and src/server/platform', () => {
    const files = Object.fromEntries(
      [...sourceFiles('server/features'), ...sourceFiles('server/platform')].map((f) => [f, readFileSync(path.join(SRC, f), 'utf8')]),
    );
    expect(Object.keys(files).length).toBeGreaterThan(50);
    const { violations, graph } = checkBoundaries(files);
    expect(violations, 'import another feature through its index.ts; move shared helpers to platform').toEqual([]);
    expect(cycles(graph), 'features must not depend on each other in a circle').toEqual([]);
    // files: the PDF report reads the creative's stored files through the files feature, and its comment threads
    // through the annotations feature.
    expect(graph.get('analysis')).toEqual(new Set(['submissions', 'policies', 'settings', 'files', 'annotations']));
  });
});
