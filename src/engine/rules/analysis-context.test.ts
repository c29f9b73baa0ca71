import { describe, expect, it } from 'vitest';
import { describeContext, inferPolitical, needsLandingPage } from './analysis-context';
import { ruleInput } from './test-helpers';
import { runPolicyRules } from './index';

const DIGITAL = { campaignTypes: ['Digital'], landingPageUrl: 'https://pat.example/' };

describe('analysis context', () => {
  it('infers a political ad from its copy whatever type it was submitted as', () => {
    const input = ruleInput('Vote Pat for City Council on November 4.', { meta: { submissionType: 'upload', ...DIGITAL } });
    const political = inferPolitical(input);
    expect(political).toEqual({ isPolitical: true, isFederal: false, declared: false });
    expect(needsLandingPage(input, political)).toBe('https://pat.example/');
  });

  it('lets the title and description tip a terse creative over', () => {
    const input = ruleInput('Experience you can trust.', { meta: { title: 'Re-elect Sheriff Olson', description: 'Vote November 4', ...DIGITAL } });
    expect(inferPolitical(input).isPolitical).toBe(true);
  });

  it('needs no landing page for a commercial ad, a print ad or an ad without one', () => {
    const commercial = ruleInput('Fresh bagels every morning on Main Street.', { meta: DIGITAL });
    expect(needsLandingPage(commercial, inferPolitical(commercial))).toBeNull();
    const print = ruleInput('Vote Pat for City Council on November 4.', { meta: { campaignTypes: ['Print'], landingPageUrl: null } });
    expect(needsLandingPage(print, inferPolitical(print))).toBeNull();
    const noUrl = ruleInput('Vote Pat for City Council on November 4.', { meta: { campaignTypes: ['Digital'], landingPageUrl: null } });
    expect(needsLandingPage(noUrl, inferPolitical(noUrl))).toBeNull();
  });

  it('describes the products, language and audience the rules found', () => {
    const input = ruleInput('Spring break beer bash! Kids love our new IPA, 6.5% ABV. Drink responsibly.');
    const context = describeContext(input, inferPolitical(input), runPolicyRules(input), 'not_needed');
    expect(context).toMatchObject({ productCategories: ['alcohol'], language: 'English', audience: 'minors', landingPage: 'not_needed' });
    const spanish = ruleInput('Venga a nuestra panadería en la calle principal. Pan fresco todas las mañanas y café caliente para toda la familia.');
    expect(describeContext(spanish, inferPolitical(spanish), [], 'not_needed').language).toBe('Spanish');
  });
});
