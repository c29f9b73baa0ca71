import { describe, expect, it } from 'vitest';
import { checkContestsSweepstakes } from './contests-sweepstakes';
import { ruleInput, types } from './test-helpers';

const check = (text: string) => checkContestsSweepstakes(ruleInput(text));
const RULES = 'Official rules at wjfm.com/rules. Void where prohibited.';

describe('contests and sweepstakes', () => {
  it('accepts a complete sweepstakes', () => {
    expect(check(`Enter to win a Caribbean cruise! No purchase necessary. Entries must be received by July 31, 2025. ${RULES}`)).toEqual([]);
  });

  it('accepts abbreviations and other free-entry wording', () => {
    expect(check(`Summer Sweepstakes! NO PURCH. NEC. Ends 8/31/25. ${RULES}`)).toEqual([]);
    expect(check(`Register to win a kayak. Purchase not required; mail-in entry available. Drawing held June 15. ${RULES}`)).toEqual([]);
  });

  it('treats purchase-only chance promotions as illegal lotteries', () => {
    const [f] = check(`Get one entry with every $25 spent to win a new Ford F-150! Drawing held Dec. 20. ${RULES}`);
    expect(f).toMatchObject({ violationType: 'illegal_lottery', severity: 'critical', policyCategory: 'state_law' });
  });

  it('requires "no purchase necessary" and an end date', () => {
    expect(types(check(`Enter to win a $500 gift card at any register! ${RULES}`))).toEqual(['missing_no_purchase_necessary', 'missing_end_date']);
  });

  it('does not treat skill contests, award-winning chili or readers polls as sweepstakes', () => {
    expect(check('Photo contest: best photo of the North Shore, judged by our editors, wins $200.')).toEqual([]);
    expect(check('Award-winning chili, a win-win for lunch.')).toEqual([]);
    expect(check('Vote for your favorites in the Readers Choice awards!')).toEqual([]);
  });

  it('counts a giveaway only when people enter it', () => {
    expect(check('Free tote bag giveaway for the first 100 shoppers!')).toEqual([]);
    expect(types(check(`Giveaway! Enter at the front desk for a chance to win a grill. ${RULES}`))).toEqual(['missing_no_purchase_necessary', 'missing_end_date']);
  });

  it('checks prize notices that ask for money', () => {
    expect(types(check('Congratulations, you have won a Caribbean vacation! To claim your prize, pay a $49 processing fee.'))).toEqual([
      'prize_notice_disclosures',
      'winner_claim_group_size',
    ]);
  });

  it('advises on missing official rules', () => {
    const findings = check('Sweepstakes! No purchase necessary. Ends May 1.');
    expect(findings.map((f) => [f.violationType, f.severity])).toEqual([['missing_rules_reference', 'minor']]);
  });

  it('sees chance in "your shot at" and a price written at the start of a phrase', () => {
    expect(types(check('Text WIN to 55555 for your shot at a Caribbean vacation!'))).toContain('missing_no_purchase_necessary');
    expect(types(check(`Raffle-style drawing: $5 to enter for a chance to win a kayak. Drawing held June 30. ${RULES}`))).toEqual(['illegal_lottery']);
  });

  it('reads free entry as a negation frame, whatever its wording', () => {
    for (const text of [
      'Win a weekend getaway! You do not have to buy anything to enter. Drawing held May 3.',
      'Chance to win a TV! Payment is not required. Drawing June 30.',
      'Enter to win a bike. Entry is free. Ends June 1.',
      'Sweepstakes: NO PURCHASE NECESSARV. Ends 6/30.',
    ]) {
      expect(check(`${text} ${RULES}`), text).toEqual([]);
    }
    expect(types(check(`Enter to win a bike. A purchase is required to enter. Ends June 1. ${RULES}`))).toEqual(['illegal_lottery']);
    expect(types(check(`Get a chance to win a bike with every oil change. Ends June 1. ${RULES}`))).toEqual(['illegal_lottery']);
    expect(check(`Enter to win a bike; no purchase necessary. Free coffee with every oil change. Ends June 1. ${RULES}`)).toEqual([]);
  });

  it('leaves a contest whose free-entry line OCR could not read to a person', () => {
    const text = `Enter to win a grill! No purchase necessary. Ends July 4. ${RULES}`;
    const start = text.indexOf('No purchase');
    const input = ruleInput(text, { method: 'image_ocr' });
    input.uncertain = [{ start, end: start + 'No purchase necessary'.length }];
    const findings = checkContestsSweepstakes(input);
    expect(findings.map((f) => [f.violationType, f.kind])).toEqual([['free_entry_unreadable', 'review_item']]);
  });
});
