import { describe, expect, it } from 'vitest';
import { checkGoodTaste, undoLeetspeak } from './good-taste';
import { ruleInput, types } from './test-helpers';

const check = (text: string) => checkGoodTaste(ruleInput(text));

describe('good taste', () => {
  it('undoes leetspeak without moving offsets', () => {
    expect(undoLeetspeak('sh1t b!tch a$$hole Wow! $5 off 10 items')).toBe('shit bitch asshole Wow! $5 off 10 items');
  });

  it('flags profanity, masked and leetspeak', () => {
    for (const text of ['Best burgers, no BS, no f*cking around.', 'This sale is the sh1t!', 'What the f*** are you waiting for?']) {
      expect(types(check(text))).toEqual(['profanity']);
    }
    const [f] = check('This sale is the sh1t!');
    expect(f.affectedContent).toBe('sh1t');
  });

  it('does not flag words that merely contain a bad string', () => {
    expect(check('Shiitake mushrooms, flame-retardant curtains, crappie fishing gear, Dick\'s Sporting Goods, Scunthorpe United scarves, cocktail hour.')).toEqual([]);
  });

  it('treats slurs as major', () => {
    const [f] = check("Prices so low it's retarded.");
    expect(f).toMatchObject({ violationType: 'slur', severity: 'major', policyCategory: 'publisher_policy' });
  });

  it('flags gore but not a butcher shop', () => {
    expect(types(check('Blood-soaked horror: see the massacre at Fright Farm.'))).toEqual(['graphic_violence']);
    expect(check('Custom slaughter and processing for beef, hogs and lamb. USDA inspected.')).toEqual([]);
    expect(check('Gore-Tex boots 30% off.')).toEqual([]);
  });

  it('flags fear copy and tragedy tie-ins, not Memorial Day sales', () => {
    expect(types(check('Your kids could die tonight. Buy a SafeHome alarm.'))).toEqual(['fear_based_copy']);
    expect(types(check('Never forget: 9/11 mattress sale, 40% off.'))).toEqual(['exploits_tragedy']);
    expect(check('Memorial Day Sale: 20% off patio furniture.')).toEqual([]);
    expect(check('Pancake breakfast 9-11 am, bake sale all day. Sale ends 9/11.')).toEqual([]);
  });

  it('keeps mild words advisory', () => {
    expect(check('Damn good coffee.').map((f) => f.severity)).toEqual(['minor']);
  });

  describe('read by concept', () => {
    it('finds fear copy as harm near the reader\'s family with a prompt to imagine it', () => {
      expect(types(check('Imagine coming home to find your kids gone. Install Guardian alarms.'))).toEqual(['fear_based_copy']);
      expect(check('Your kids will be gone all day at camp! Sign up now.')).toEqual([]);
      expect(check('Check your smoke alarms: most home fire deaths happen where alarms do not work.')).toEqual([]);
    });

    it('finds gore in its word forms, but not a butcher, a Bloody Mary or guts as courage', () => {
      expect(types(check('We butchered our prices! Blood everywhere, guts on the showroom floor.'))).toEqual(['graphic_violence']);
      expect(check('Custom butchering of beef and hogs. Bloody Marys at the bar. It takes guts to win.')).toEqual([]);
    });

    it('finds profanity built on a masked stem, but not shitake mushrooms', () => {
      expect(types(check("Holy sh*tballs, these f-ing deals!"))).toEqual(['profanity']);
      expect(types(check('Effing great prices.'))).toEqual(['profanity']);
      expect(check('Shitake mushroom burgers, $12.')).toEqual([]);
    });
  });
});
