import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeCreative } from './analyze';
import { createOcr } from './extract/index';
import { metadata } from './rules/test-helpers';

/** A contest ad with compliant fine print under speckle noise, drawn the same way every run. */
async function noisyContestAd(): Promise<Buffer> {
  let seed = 7;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const specks = Array.from(
    { length: 260 },
    () => `<rect x="${Math.round(rand() * 1200)}" y="${Math.round(rand() * 200 + 200)}" width="${2 + Math.round(rand() * 5)}" height="${2 + Math.round(rand() * 5)}" fill="#000"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="420"><rect width="100%" height="100%" fill="#fff"/>
<text x="40" y="90" font-family="DejaVu Sans" font-size="56" fill="#000">Enter to win a new grill</text>
<text x="40" y="300" font-family="DejaVu Sans" font-size="22" fill="#555">No purchase necessary. Ends July 4.</text>${specks}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('OCR word confidence', () => {
  const ocr = createOcr();
  afterAll(() => ocr.terminate());

  it('carries unsure words into the rules, where they neither raise nor clear a violation', async () => {
    const analysis = await analyzeCreative({ files: [{ name: 'contest.png', mimeType: 'image/png', data: await noisyContestAd() }], metadata: metadata(), ocr });
    const [file] = analysis.extraction;
    expect(file.method).toBe('image_ocr');
    // Tesseract reads the fine print under the specks with low confidence on some words.
    expect(file.uncertainWords?.length ?? 0).toBeGreaterThan(0);
    for (const w of file.uncertainWords ?? []) expect(analysis.text.toLowerCase()).toContain(w.word.toLowerCase());
    const contest = analysis.findings.filter((f) => f.policyId.includes('contests'));
    // "purchase" is among the unsure words, so the compliant free-entry line neither clears the ad nor condemns it: a person looks.
    expect(file.uncertainWords?.map((w) => w.word.toLowerCase())).toContain('purchase');
    expect(contest.filter((f) => f.kind === 'violation' && f.severity !== 'minor')).toEqual([]);
    expect(contest.filter((f) => f.kind === 'review_item').map((f) => f.violationType)).toEqual(['free_entry_unreadable']);
  }, 120_000);
});
