import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { HELD_OUT_SUMS_FILE, heldOutSums, sha256 } from '../../../test/fixtures/corpus/held-out-sums';
import { loadPart } from './corpus';

/**
 * Digest of held-out/SHA256SUMS as frozen in 80f27fe. Changing the held-out part means changing
 * this line too, in plain sight; new cases belong in a new part instead.
 */
const FROZEN_SUMS_DIGEST = 'e95f126c097ecd8fdb8f518efa8b2ba901d5c7b880d380615093d0e81ed0eea9';

describe('the held-out part of the accuracy corpus is frozen', () => {
  it('has exactly the files, manifest and source its committed SHA256SUMS lists, byte for byte', async () => {
    const committed = await readFile(HELD_OUT_SUMS_FILE, 'utf8');
    expect(sha256(committed), 'held-out/SHA256SUMS itself changed').toBe(FROZEN_SUMS_DIGEST);
    // Any edited, added or removed file changes this listing.
    expect(await heldOutSums()).toBe(committed);
  });

  it('labels every file it holds, and every label names a file', async () => {
    const manifest = await loadPart('held-out');
    const listed = (await readFile(HELD_OUT_SUMS_FILE, 'utf8')).match(/ {2}files\/\S+/g)!.map((l) => l.trim().slice('files/'.length));
    expect(manifest.map((e) => e.file).sort()).toEqual(listed.sort());
    expect(manifest.length).toBeGreaterThanOrEqual(230);
  });
});
