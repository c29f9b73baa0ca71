import { describe, expect, it } from 'vitest';
import { alcoholMentions, checkAlcohol } from './alcohol';
import { reviewItems, ruleInput, types, violations } from './test-helpers';

const COMPLIANT = 'Bent Paddle Brewing Co. taproom, 1912 W Michigan St, Duluth, MN. New seasonal IPA on tap Friday. Please drink responsibly.';
const check = (text: string) => checkAlcohol(ruleInput(text));

describe('alcohol', () => {
  it('knows root beer, rum cake and shrimp cocktail are not alcohol', () => {
    expect(alcoholMentions('Root beer floats, rum cake, shrimp cocktail, wine racks, non-alcoholic beer, school spirit.')).toEqual([]);
    expect(check('Root beer floats and rum cake at the church bake sale!')).toEqual([]);
  });

  it('accepts a compliant taproom ad', () => {
    expect(check(COMPLIANT)).toEqual([]);
  });

  it('flags health claims, excess, giveaways and youth appeal', () => {
    expect(types(violations(check(`${COMPLIANT} Our red wine is heart-healthy!`)))).toEqual(['alcohol_health_claim']);
    expect(types(violations(check(`${COMPLIANT} Bottomless mimosas every Sunday.`)))).toEqual(['excessive_consumption']);
    expect(types(violations(check(`${COMPLIANT} Free pint glass with every pint.`)))).toEqual(['alcohol_giveaway']);
    expect(types(violations(check(`${COMPLIANT} Family fun night: bring the kids for beer and games!`)))).toEqual(['alcohol_youth_appeal']);
  });

  it('does not count the legal-age reminder as youth appeal', () => {
    expect(violations(check(`${COMPLIANT} 21+ only, no kids in the taproom after 8 pm.`))).toEqual([]);
  });

  it('flags the flag and the armed forces (Minn. R. 7515.0760)', () => {
    const [f] = violations(check(`${COMPLIANT} Salute the troops with a cold one.`));
    expect(f).toMatchObject({ violationType: 'alcohol_flag_or_armed_forces', policyCategory: 'state_law' });
  });

  it('gives minor advice on missing mandatory statements', () => {
    const findings = check('Try Northwoods Vodka, distilled in small batches. Ask for it by name!');
    expect(findings.map((f) => [f.violationType, f.severity])).toEqual([
      ['missing_responsible_advertiser', 'minor'],
      ['missing_alcohol_content', 'minor'],
      ['missing_responsibility_message', 'minor'],
    ]);
  });

  it('asks a reviewer to check imagery only when the text came from an image', () => {
    expect(reviewItems(check(COMPLIANT))).toEqual([]);
    expect(types(reviewItems(checkAlcohol(ruleInput(COMPLIANT, { method: 'image_ocr' }))))).toEqual(['alcohol_imagery_review']);
  });

  it('recognises brands and softer health wording', () => {
    expect(alcoholMentions('A pitcher of Grain Belt and a Jameson').map((m) => m.text)).toEqual(['Grain Belt', 'Jameson']);
    expect(alcoholMentions('Truly a surly morning')).toEqual([]);
    expect(types(violations(check(`${COMPLIANT} Our IPA is packed with vitamins!`)))).toEqual(['alcohol_health_claim']);
  });
});
