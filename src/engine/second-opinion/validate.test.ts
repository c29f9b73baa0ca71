import { describe, expect, it } from 'vitest';
import type { TRuleFinding } from '../rules/types';
import type { TLibraryPolicy } from './types';
import { foldText, locateEvidence, MAX_SUGGESTIONS, validateSuggestions } from './validate';

const POLICIES: TLibraryPolicy[] = [
  { id: 'p_truth', title: 'Truthful Advertising', description: 'No deceptive claims.', reference: 'FTC Act section 5', riskLevel: 'high' },
  { id: 'p_taste', title: 'Good Taste', description: 'Nothing offensive.', reference: 'Publisher standards', riskLevel: 'low' },
];

const TEXT = 'Spring Sale at Lakeside Furniture!\nOur mattresses are   “clinically proven” to end back pain.\nOpen daily 9–5.';

const ruleFinding = (over: Partial<TRuleFinding>): TRuleFinding => ({
  policyId: 'p_truth',
  policyCategory: 'federal_law',
  severity: 'major',
  violationType: 'unsubstantiated_claim',
  description: 'x',
  policySection: '',
  effectiveDate: null,
  affectedContent: null,
  spanStart: null,
  spanEnd: null,
  kind: 'violation',
  ...over,
});

describe('locating quoted evidence', () => {
  it('finds a quote whatever its case, spacing, line breaks and typographic quotes, and points into the original text', () => {
    const span = locateEvidence(TEXT, 'MATTRESSES ARE "CLINICALLY PROVEN" to end back pain');
    expect(span).not.toBeNull();
    expect(TEXT.slice(span!.start, span!.end)).toBe('mattresses are   “clinically proven” to end back pain');
    const across = locateEvidence(TEXT, 'lakeside furniture! our mattresses');
    expect(TEXT.slice(across!.start, across!.end)).toBe('Lakeside Furniture!\nOur mattresses');
    expect(TEXT.slice(...Object.values(locateEvidence(TEXT, 'open daily 9-5')!) as [number, number])).toBe('Open daily 9–5');
  });

  it('refuses a quote that is not in the text, or too short to prove anything', () => {
    expect(locateEvidence(TEXT, 'cures back pain forever')).toBeNull();
    expect(locateEvidence(TEXT, 'end back pain for good')).toBeNull();
    expect(locateEvidence(TEXT, 'a')).toBeNull();
    expect(locateEvidence(TEXT, '"  "')).toBeNull();
  });

  it('folds text with a map back to the original', () => {
    const { text, map } = foldText('A  B\u2019s');
    expect(text).toBe("a b's");
    expect(map).toEqual([0, 2, 3, 4, 5]);
  });
});

describe('validating a model\'s suggestions', () => {
  const validate = (items: unknown[], ruleFindings: TRuleFinding[] = []) => validateSuggestions(items, { text: TEXT, policies: POLICIES, ruleFindings });

  it('keeps a suggestion naming a library policy and quoting the text, as a model-marked finding at the policy\'s severity', () => {
    const { suggestions, dropped } = validate([{ policyId: 'p_truth', evidence: 'clinically proven" to end back pain', explanation: 'A medical claim without support.', severity: 'critical' }]);
    expect(dropped).toEqual([]);
    expect(suggestions).toEqual([
      expect.objectContaining({
        policyId: 'p_truth',
        origin: 'model',
        kind: 'violation',
        // From the policy's risk level (high), never from the model's own "critical".
        severity: 'major',
        violationType: 'model_suggestion',
        policySection: 'FTC Act section 5',
        affectedContent: 'clinically proven” to end back pain',
      }),
    ]);
    expect(suggestions[0].description).toContain('A medical claim without support.');
    expect(TEXT.slice(suggestions[0].spanStart!, suggestions[0].spanEnd!)).toBe(suggestions[0].affectedContent);
  });

  it('drops a policy the library does not have, evidence the text does not hold, and items of the wrong shape', () => {
    const { suggestions, dropped } = validate([
      { policyId: 'p_invented', evidence: 'clinically proven', explanation: 'x' },
      { policyId: 'p_truth', evidence: 'guaranteed to cure arthritis', explanation: 'x' },
      { policyId: 'p_truth', explanation: 'no evidence at all' },
      'not an object',
      { policyId: 'p_taste', evidence: 42, explanation: 'x' },
    ]);
    expect(suggestions).toEqual([]);
    expect(dropped.map((d) => d.reason)).toEqual(['unknown_policy', 'evidence_not_found', 'invalid', 'invalid', 'invalid']);
    expect(dropped[0]).toEqual({ policyId: 'p_invented', evidence: 'clinically proven', reason: 'unknown_policy' });
  });

  it('drops what a rule of the same policy already found on overlapping text, but not another policy\'s or elsewhere', () => {
    const start = TEXT.indexOf('clinically');
    const rule = ruleFinding({ spanStart: start, spanEnd: start + 'clinically proven'.length });
    const { suggestions, dropped } = validate(
      [
        { policyId: 'p_truth', evidence: 'proven” to end back pain', explanation: 'same claim' },
        { policyId: 'p_taste', evidence: 'clinically proven', explanation: 'other policy' },
        { policyId: 'p_truth', evidence: 'Spring Sale', explanation: 'elsewhere' },
        { policyId: 'p_truth', evidence: 'spring sale at lakeside', explanation: 'repeats the one before' },
      ],
      [rule],
    );
    expect(dropped.map((d) => d.reason)).toEqual(['duplicate_of_rule', 'duplicate']);
    expect(suggestions.map((s) => [s.policyId, s.affectedContent])).toEqual([
      ['p_taste', 'clinically proven'],
      ['p_truth', 'Spring Sale'],
    ]);
  });

  it('looks at no more than the first suggestions of a long answer', () => {
    const items = Array.from({ length: MAX_SUGGESTIONS + 5 }, () => ({ policyId: 'p_taste', evidence: 'Open daily', explanation: 'x' }));
    const { suggestions, dropped } = validate(items);
    expect(suggestions).toHaveLength(1);
    expect(dropped.filter((d) => d.reason === 'duplicate')).toHaveLength(MAX_SUGGESTIONS - 1);
    expect(dropped.filter((d) => d.reason === 'invalid')).toHaveLength(5);
  });
});
