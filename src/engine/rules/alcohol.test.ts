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

  describe('read by concept', () => {
    it('reads ages as quantities: an age below 21 is wrong for alcohol, 21 is the legal wording', () => {
      const [f] = violations(check(`${COMPLIANT} 18 and over welcome at the bar with valid ID.`));
      expect(f).toMatchObject({ violationType: 'alcohol_underage', severity: 'critical', affectedContent: '18 and over' });
      expect(types(violations(check(`${COMPLIANT} Guests must be at least 19.`)))).toEqual(['alcohol_underage']);
      expect(violations(check(`${COMPLIANT} Must be 21 to purchase. No one under 21 served.`))).toEqual([]);
    });

    it('finds drinking and driving, but not the warning against it or a drive as a distance', () => {
      expect(types(violations(check(`${COMPLIANT} Six-packs to sip on the drive up north.`)))).toEqual(['drinking_and_driving']);
      expect(types(violations(check(`${COMPLIANT} Grab a road pop!`)))).toEqual(['drinking_and_driving']);
      expect(violations(check(`${COMPLIANT} Never drink and drive. Drink responsibly and drive safely.`))).toEqual([]);
      expect(violations(check(`${COMPLIANT} Just a short drive from the Cities, come sip our ales.`))).toEqual([]);
    });

    it('finds excess, health benefits and giveaways in new words and word forms', () => {
      expect(types(violations(check(`${COMPLIANT} Pitchers keep flowing until you can't stand.`)))).toEqual(['excessive_consumption']);
      expect(types(violations(check(`${COMPLIANT} Our pinot noir is nature's medicine for a happy heart.`)))).toEqual(['alcohol_health_claim']);
      expect(types(violations(check(`${COMPLIANT} Your first pour of any draft is complimentary.`)))).toEqual(['alcohol_giveaway']);
      expect(types(violations(check(`${COMPLIANT} Free craft beer for birthdays.`)))).toEqual(['alcohol_giveaway']);
      expect(violations(check(`${COMPLIANT} Gluten-free beer and free parking. Designated drivers get free soda.`))).toEqual([]);
    });

    it('finds youth occasions near alcohol, in English or Spanish', () => {
      expect(types(violations(check(`${COMPLIANT} Kegs and coolers for your grad party, class of 2025!`)))).toEqual(['alcohol_youth_appeal']);
      expect(types(violations(check(`${COMPLIANT} ¡Salud, estudiantes! Tequila shots $2.`)))).toEqual(['alcohol_youth_appeal']);
    });

    it('leaves school spirit, root beer and non-alcoholic drinks with kids alone', () => {
      expect(check('Hornets spirit night: root beer floats for every kid.')).toEqual([]);
      expect(check('Zero-proof cocktails and non-alcoholic craft brews. Kids welcome.')).toEqual([]);
    });

    it('finds drinking against the clock, but not a food challenge or a quick oil change', () => {
      expect(types(violations(check(`${COMPLIANT} The faster you empty your beer tower, the less you pay.`)))).toEqual(['excessive_consumption']);
      expect(types(violations(check(`${COMPLIANT} First to down a pitcher of lager wins a T-shirt.`)))).toEqual(['excessive_consumption']);
      expect(violations(check(`${COMPLIANT} First to finish our 5-pound burger gets it free; no one is rushed at the bar.`))).toEqual([]);
      expect(violations(check(`${COMPLIANT} Fastest service in Duluth: your pint at the table in two minutes.`))).toEqual([]);
    });

    it('reads bar words and Spanish drink words as alcohol: rail pours, barra libre, a free trago', () => {
      expect(types(violations(check('All-you-can-drink rail pours, $15. The Boiler Room, 12 4th St S, Moorhead, MN. Please drink responsibly.')))).toEqual(['excessive_consumption']);
      expect(types(violations(check('¡Barra libre toda la noche! Cantina Los Amigos, St. Paul, MN.')))).toContain('excessive_consumption');
      expect(types(violations(check('Tu primer trago gratis. Bar El Gallo, Minneapolis, MN.')))).toContain('alcohol_giveaway');
      expect(types(violations(check('Boost your immune system with our honey mead. Sweet Meadow Meadery, Nisswa, MN. Please drink responsibly.')))).toEqual(['alcohol_health_claim']);
      expect(types(violations(check(`${COMPLIANT} Our IPA: the original health food.`)))).toEqual(['alcohol_health_claim']);
      expect(violations(check('Rail and well drinks $4 during happy hour. The Boiler Room, Moorhead, MN. Please drink responsibly.'))).toEqual([]);
    });

    it('reads a youth word in an ad that keeps the legal age as a warning, unless it sits with a drink', () => {
      expect(violations(check('Graduation season reminder: it is illegal to buy alcohol for anyone under 21. We card everyone. Valley Liquor, Apple Valley, MN. Please drink responsibly.'))).toEqual([]);
      expect(types(violations(check('Kegs for your graduation party! Must be 21 to buy. Valley Liquor, Apple Valley, MN. Please drink responsibly.')))).toEqual(['alcohol_youth_appeal']);
      expect(types(violations(check(`${COMPLIANT} Kegs and coolers for your grad party, class of 2025!`)))).toEqual(['alcohol_youth_appeal']);
      expect(violations(check('Kids eat free on Tuesdays with an adult meal. Beer and wine for guests 21+. Main St Grill, 12 Main St, Anoka, MN. Please drink responsibly.'))).toEqual([]);
    });

    it('reads "free" before a drink as its price, except in "free spirit"', () => {
      expect(types(violations(check('Free mimosa with every Mother\'s Day brunch. Lakeside Grill, Wayzata, MN. Please drink responsibly.')))).toEqual(['alcohol_giveaway']);
      expect(check('Free spirit yoga retreat, $99. Lakeshore Studio, Duluth.')).toEqual([]);
      expect(violations(check(`${COMPLIANT} Free root beer for the kids, craft beer for the grown-ups 21+.`))).toEqual([]);
    });
  });
});
