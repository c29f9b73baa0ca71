import { describe, expect, it } from 'vitest';
import { POLICY_LIBRARY } from '../../domain/policy-library';
import { POLICY_RULES, runPolicyRules } from './index';
import { ruleInput } from './test-helpers';

describe('the rule set', () => {
  it('has one module per built-in policy', () => {
    expect(POLICY_RULES.map((r) => r.policyId).sort()).toEqual(POLICY_LIBRARY.map((p) => p.id).sort());
  });

  it('returns nothing for a plain clean ad', () => {
    expect(runPolicyRules(ruleInput('Community pancake breakfast at the fire hall, Saturday 8-11 am. All welcome. Proceeds support the volunteer fire department.'))).toEqual([]);
  });

  it('orders violations by severity and points spans into the text', () => {
    const text = 'Our balm cures arthritis. Truly, it cures arthritis! 2BR apartment, adults only.';
    const input = ruleInput(text);
    const findings = runPolicyRules(input);
    expect(findings[0]).toMatchObject({ violationType: 'familial_status_preference', severity: 'critical' });
    expect(findings.filter((f) => f.violationType === 'unsubstantiated_health_claim')).toHaveLength(1);
    for (const f of findings.filter((x) => x.spanStart !== null)) {
      expect(input.text.slice(f.spanStart ?? 0, f.spanEnd ?? 0)).toBe(f.affectedContent);
    }
  });

  it('drops violations whose evidence OCR read with low confidence, and reports noise as hard to read', () => {
    const text = 'Grand opening at Lakeside Furniture this weekend.\n\nFlag xqzv ptrw ghe Old Glory blorf vrtz nmkq tresh wollup grenf stabor quimlet dravosk plenti murvax otrel fenwib cashlor';
    const input = ruleInput(text, { method: 'image_ocr' });
    const noise = text.indexOf('Flag');
    // Every word of the second block was read with low confidence.
    input.uncertain = [...text.slice(noise).matchAll(/\S+/g)].map((m) => ({ start: noise + m.index, end: noise + m.index + m[0].length }));
    const findings = runPolicyRules(input);
    expect(findings.filter((f) => f.kind === 'violation')).toEqual([]);
    expect(findings.map((f) => f.violationType)).toEqual(['hard_to_read']);
    // The same words read with confidence are a finding.
    expect(runPolicyRules(ruleInput(text)).some((f) => f.policyId.includes('national_symbols'))).toBe(true);
  });

  it('lets no single unsure OCR word raise a good-taste or national-symbols violation on an otherwise readable page', () => {
    const text = 'Spring sale at Lakeside Furniture this weekend, sofas and recliners marked down. Holy shitballs, what prices. The American flag waves over every deal.';
    const input = ruleInput(text, { method: 'image_ocr' });
    const unsure = (word: string) => ({ start: text.indexOf(word), end: text.indexOf(word) + word.length });
    input.uncertain = [unsure('shitballs'), unsure('American')];
    const policies = runPolicyRules(input).filter((f) => f.kind === 'violation').map((f) => f.policyId);
    expect(policies.filter((p) => p.includes('good_taste') || p.includes('national_symbols'))).toEqual([]);
    const confident = runPolicyRules(ruleInput(text)).map((f) => f.violationType);
    expect(confident).toContain('profanity');
    expect(confident).toContain('flag_in_advertising');
  });
});
