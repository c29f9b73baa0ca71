import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { POLICY_IDS, POLICY_LIBRARY } from '../domain/policy-library';

const SERVER = import.meta.dirname;

/** Federal and Minnesota citations as the library writes them, and Minnesota section numbers on their own. */
const CITATION = /\d+\s+U\.S\.C\.\s+\d+[\w.()-]*|\d+\s+CFR\s+\d+[\d.]*|Minn\.\s+(?:Stat|R)\.\s+\d+[\w.]*|\b\d{3,4}[A-Z]?\.\d{2,4}\b/g;

const normalise = (text: string) => text.replace(/\s+/g, ' ');

function librarySignatures(): string[] {
  const citations = POLICY_LIBRARY.flatMap((p) => [p.reference, ...p.legalReferences]).flatMap((text) => normalise(text).match(CITATION) ?? []);
  return [...new Set([...Object.values(POLICY_IDS), ...citations])];
}

function serverSources(): string[] {
  return readdirSync(SERVER, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => path.join(SERVER, f));
}

// The engine decides findings and score; the server gathers evidence and stores the result. A policy id
// or statute written into server code is a judgement made in the wrong place.
describe('judgement boundary', () => {
  it('knows the library well enough to look for it', () => {
    const signatures = librarySignatures();
    expect(signatures).toEqual(expect.arrayContaining(['mock_legal_compliance', 'Minn. Stat. 211B.04', '42 U.S.C. 3604(c)', '211B.05', '16 CFR 14.9']));
  });

  it('keeps every built-in policy id and statute citation out of server code', () => {
    const signatures = librarySignatures();
    const leaks = serverSources().flatMap((file) => {
      const text = normalise(readFileSync(file, 'utf8'));
      return signatures.filter((s) => text.includes(s)).map((s) => `${path.relative(SERVER, file)}: ${s}`);
    });
    expect(leaks, 'Move the judgement into src/engine (a rule module) and let the server pass evidence to analyzeCreative').toEqual([]);
  });
});
