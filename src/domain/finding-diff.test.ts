import { describe, expect, it } from 'vitest';
import { pairFiles } from './version-compare';
import { diffFindings, evidenceSimilarity, normaliseEvidence, SIMILAR_EVIDENCE_THRESHOLD, type TMatchableFinding } from './finding-diff';

interface Finding extends TMatchableFinding {
  id: string;
}

const finding = (id: string, policyId: string | null, violationType: string, affectedContent: string | null): Finding => ({
  id,
  policyId,
  violationType,
  affectedContent,
});

const ids = (diff: ReturnType<typeof diffFindings<Finding>>) => ({
  resolved: diff.resolved.map((f) => f.id),
  stillOpen: diff.stillOpen.map((p) => `${p.a.id}>${p.b.id}:${p.evidence}`),
  new: diff.new.map((f) => f.id),
});

describe('normaliseEvidence', () => {
  it('ignores case, punctuation, symbols and whitespace runs', () => {
    expect(normaliseEvidence('  Contains 5% THC —\n by dry weight!! ')).toBe('contains 5 thc by dry weight');
    expect(normaliseEvidence('CONTAINS 5 % thc by  dry-weight')).toBe('contains 5 thc by dry weight');
    expect(normaliseEvidence('ｆｕｌｌｗｉｄｔｈ')).toBe('fullwidth');
    expect(normaliseEvidence(null)).toBe('');
  });
});

describe('evidenceSimilarity', () => {
  it('is 1 for equal texts, 0 for nothing shared, symmetric in between', () => {
    expect(evidenceSimilarity('abc', 'abc')).toBe(1);
    expect(evidenceSimilarity('abc', 'xyz')).toBe(0);
    expect(evidenceSimilarity('', 'abc')).toBe(0);
    const ab = evidenceSimilarity('contain 5 thc by dry weight', 'contains 5 thc by weight');
    expect(ab).toBe(evidenceSimilarity('contains 5 thc by weight', 'contain 5 thc by dry weight'));
    expect(ab).toBeGreaterThan(SIMILAR_EVIDENCE_THRESHOLD);
    expect(evidenceSimilarity('5 thc', 'delta 8 gummies')).toBeLessThan(SIMILAR_EVIDENCE_THRESHOLD);
  });
});

describe('diffFindings', () => {
  it('matches by policy and evidence, not by id: unchanged findings stay open, fixed ones resolve, others are new', () => {
    const a = [finding('a1', 'hemp', 'thc_percentage', '5% THC by dry weight'), finding('a2', 'alcohol', 'minors', 'kids love it')];
    const b = [finding('b1', 'hemp', 'thc_percentage', '5 % thc by DRY weight.'), finding('b2', 'health', 'cure_claim', 'cures anxiety')];
    expect(ids(diffFindings(a, b))).toEqual({ resolved: ['a2'], stillOpen: ['a1>b1:same'], new: ['b2'] });
  });

  it('keeps a finding open when its evidence changed only slightly, and calls it new when the evidence is another', () => {
    const a = [finding('a1', 'hemp', 'thc_percentage', 'Our gummies contain 5% THC by dry weight')];
    const slightly = [finding('b1', 'hemp', 'thc_percentage', 'Our gummies contains 5% THC by weight')];
    expect(ids(diffFindings(a, slightly))).toEqual({ resolved: [], stillOpen: ['a1>b1:similar'], new: [] });
    const other = [finding('b1', 'hemp', 'thc_percentage', 'delta-8 vape pens')];
    expect(ids(diffFindings(a, other))).toEqual({ resolved: ['a1'], stillOpen: [], new: ['b1'] });
  });

  it('needs the same policy: the same evidence under another policy is one finding resolved and one new', () => {
    const a = [finding('a1', 'hemp', 'claim', 'best gummies')];
    const b = [finding('b1', 'health', 'claim', 'best gummies')];
    expect(ids(diffFindings(a, b))).toEqual({ resolved: ['a1'], stillOpen: [], new: ['b1'] });
  });

  it('matches the same policy and evidence under a renamed type, but not a slightly changed evidence under another type', () => {
    const a = [finding('a1', 'hemp', 'thc_percent', '5% THC'), finding('a2', 'hemp', 'age_line', 'for all ages, kids too')];
    const b = [finding('b1', 'hemp', 'thc_percentage', '5% THC'), finding('b2', 'hemp', 'missing_age', 'for all ages, kid too')];
    expect(ids(diffFindings(a, b))).toEqual({ resolved: ['a2'], stillOpen: ['a1>b1:same'], new: ['b2'] });
  });

  it('uses each finding once: two occurrences against one leave one resolved', () => {
    const a = [finding('a1', 'hemp', 'thc', '5% THC'), finding('a2', 'hemp', 'thc', '5% THC')];
    const b = [finding('b1', 'hemp', 'thc', '5% thc')];
    expect(ids(diffFindings(a, b))).toEqual({ resolved: ['a2'], stillOpen: ['a1>b1:same'], new: [] });
  });

  it('pairs the most alike evidence first when several could match', () => {
    const a = [finding('a1', 'p', 't', 'save fifty percent today only'), finding('a2', 'p', 't', 'free shipping on every order')];
    const b = [finding('b1', 'p', 't', 'free shipping on all orders'), finding('b2', 'p', 't', 'save fifty percent today')];
    expect(ids(diffFindings(a, b))).toEqual({ resolved: [], stillOpen: ['a2>b1:similar', 'a1>b2:similar'], new: [] });
  });

  it('matches findings without evidence or policy id by policy, or by type', () => {
    const a = [finding('a1', 'political', 'missing_paid_for_by', null), finding('a2', null, 'landing_page_disclosure', null)];
    const b = [finding('b2', null, 'landing_page_disclosure', null), finding('b1', 'political', 'missing_paid_for_by', null)];
    expect(ids(diffFindings(a, b))).toEqual({ resolved: [], stillOpen: ['a2>b2:same', 'a1>b1:same'], new: [] });
    expect(ids(diffFindings(a, []))).toEqual({ resolved: ['a1', 'a2'], stillOpen: [], new: [] });
    expect(ids(diffFindings([], b))).toEqual({ resolved: [], stillOpen: [], new: ['b2', 'b1'] });
  });
});

describe('pairFiles', () => {
  const file = (originalFilename: string, mimeType: string) => ({ originalFilename, mimeType });

  it('pairs by name first, then by kind in upload order; the rest were added or removed', () => {
    const a = [file('banner.png', 'image/png'), file('copy.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'), file('old.pdf', 'application/pdf')];
    const b = [file('copy-v2.txt', 'text/plain'), file('banner.png', 'image/webp'), file('extra.png', 'image/png')];
    expect(pairFiles(a, b).map((p) => [p.a?.originalFilename ?? null, p.b?.originalFilename ?? null, p.pairedBy])).toEqual([
      ['copy.docx', 'copy-v2.txt', 'kind'],
      ['banner.png', 'banner.png', 'name'],
      [null, 'extra.png', null],
      ['old.pdf', null, null],
    ]);
  });
});
