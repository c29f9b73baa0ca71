import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The API suite runs its files in shared workers without reloading modules between them (vitest.config.ts,
// `isolate: false`). That is safe only while no file swaps a module, a global or the environment for the next one.
const SERVER = import.meta.dirname;
const LEAKS = [/\bvi\.(mock|doMock|stubEnv|stubGlobal|useFakeTimers)\(/, /\bprocess\.env\.\w+\s*=[^=]/, /\bprocess\.env\[[^\]]+\]\s*=[^=]/, /\bdelete process\.env\b/];

function apiTestFiles(): string[] {
  return readdirSync(SERVER, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.test.ts') && !f.endsWith('.unit.test.ts'));
}

function leaksOf(text: string): string[] {
  return text.split('\n').filter((line) => LEAKS.some((leak) => leak.test(line)));
}

describe('API test files sharing a worker', () => {
  it('finds what would leak into the next file', () => {
    expect(leaksOf("vi.mock('./mailer');\nvi.stubEnv('SMTP_URL', 'x');\nprocess.env.DATA_DIR = dir;")).toHaveLength(3);
    expect(leaksOf("const env = { ...process.env, DATA_DIR: dir };\nif (process.env.CI === '1') skip();")).toEqual([]);
  });

  it('swap no module, global or environment variable', () => {
    const files = apiTestFiles();
    expect(files.length).toBeGreaterThan(30);
    const leaks = files.flatMap((f) => leaksOf(readFileSync(path.join(SERVER, f), 'utf8')).map((line) => `${f}: ${line.trim()}`));
    expect(leaks).toEqual([]);
  });
});
