import { describe, expect, it } from 'vitest';
import {
  bodyBenefit,
  drinkAsPrize,
  drinkFast,
  drinkingAgainstTheClock,
  drinkPremium,
  notBesideSoftDrink,
  servingsTakenDown,
  spiritsByTheirMaker,
  venueHits,
  withInvertedMarks,
} from './alcohol-concepts';
import { occurrences, concept, tokenize } from './concepts';

// Fresh probe sentences for the concepts the alcohol rule is built on.
const doc = (text: string) => tokenize(text);
const texts = (hits: { text: string }[]) => hits.map((h) => h.text);

describe('alcohol concepts', () => {
  it('puts back an opening "¡" that OCR read as a letter, keeping every offset', () => {
    expect(withInvertedMarks('iCerveza gratis! lSalud! 1Tragos!')).toBe('¡Cerveza gratis! ¡Salud! ¡Tragos!');
    expect(withInvertedMarks('I bought it. iPad sale.')).toBe('I bought it. ¡Pad sale.');
    expect(withInvertedMarks('in Bemidji, if Tuesday')).toBe('in Bemidji, if Tuesday');
  });

  it('knows a bar by its name or a word only a bar has, and not a candy, salad or gold bar', () => {
    expect(texts(venueHits(doc("Sully's Bar, Marshall. Bar La Herradura. Sports bar and grill. Ask our bartenders.")))).toEqual(['Bar', 'Bar', 'Sports bar', 'bartenders']);
    expect(venueHits(doc('Candy Bar, Salad Bar, Gold Bar Jewelers, the State Bar Association, a Bar Mitzvah, raise the bar.'))).toEqual([]);
    expect(venueHits(doc('Hot Cocoa Bar at the winter fest. Sundae Bar for the kids.'))).toEqual([]);
  });

  it('drops drink talk that sits beside a soft drink', () => {
    const d = doc('Happy hour: half-price lattes. Root beer on tap. A shot of espresso. Happy hour: $3 pints.');
    const hits = occurrences(d, concept('bar talk', ['happy hour', 'on tap', 'shot']));
    expect(notBesideSoftDrink(d, hits).map((h) => h.start)).toEqual([hits[3].start]);
  });

  it('reads drinking as servings taken down, not a basketball shot or an upside-down can', () => {
    expect(texts(servingsTakenDown(doc('Put down ten shots. Slam three beers. Pound a full pitcher.')))).toEqual(['Put down ten shots', 'Slam three beers', 'Pound a full pitcher']);
    expect(servingsTakenDown(doc('Knock down ten shots from the line. Upside down cans. Drink responsibly.'))).toEqual([]);
  });

  it('reads a drink finished against the clock, not service speed', () => {
    expect(drinkingAgainstTheClock(doc('Ten shots in ten minutes wins a shirt.'))?.text).toBe('Ten shots in ten minutes');
    expect(drinkingAgainstTheClock(doc('Down a full pitcher of lager in under sixty seconds.'))).not.toBeNull();
    expect(drinkingAgainstTheClock(doc('Finish all five in less than 3 minutes.'))).not.toBeNull();
    expect(drinkingAgainstTheClock(doc('Your pint at the table in two minutes. Grab a drink in five minutes.'))).toBeNull();
    expect(drinkingAgainstTheClock(doc('Make ten shots in a minute to win the league.'))).toBeNull();
    expect(drinkFast(doc('Get here early and drink fast!'))?.text).toBe('drink fast');
    expect(drinkFast(doc('Drinks served fast. Never chug quickly.'))).toBeNull();
  });

  it('reads a premium as a purchase of a drink beside a gift or a chance', () => {
    expect(drinkPremium(doc('Every growler fill comes with a free koozie.'), [])).not.toBeNull();
    expect(drinkPremium(doc('Buy a case, win a boat!'), [])).not.toBeNull();
    expect(drinkPremium(doc('With each bucket you get an entry in the raffle.'), [])).not.toBeNull();
    expect(drinkPremium(doc('Buy a case, save 10 percent. Free delivery with every case.'), [])).toBeNull();
    expect(drinkPremium(doc('Buy tickets now and win a trip.'), [])).toBeNull();
  });

  it('reads a drawing in the sentence beside a drink bought, and a bare "every" only right before the drink', () => {
    expect(drinkPremium(doc('Win a smoker grill! Buy any 24-pack and keep your receipt. Drawing Labor Day.'), [])).not.toBeNull();
    expect(drinkPremium(doc('Purchase two bottles of wine. One lucky winner drawn Friday.'), [])).not.toBeNull();
    expect(drinkPremium(doc('Buy any 24-pack and save $3. Drawing for a grill, no purchase necessary.'), [])).toBeNull();
    expect(drinkPremium(doc('Every pint poured helps the food shelf. Raffle for a signed jersey at 8.'), [])).toBeNull();
    expect(drinkPremium(doc('Meat raffle every Friday, $3 pints till 7.'), [])).toBeNull();
  });

  it('reads a drink as the prize, not a drink that won a prize', () => {
    for (const text of ['Win a case of lager at bingo.', "Win a year's supply of beer!", 'The winner gets a kegerator and a full half-barrel.', 'The winner takes home a keg.', 'Prizes include six bottles of wine.', 'Gana una caja de cervezas.']) {
      expect(drinkAsPrize(doc(text), []), text).not.toBeNull();
    }
    for (const text of ['Prize-winning lager on tap.', 'Win big with our Tuesday pints.', 'Prizes include a grill and a cooler, and pints are $3.', 'The winner of our chili cook-off gets bragging rights.']) {
      expect(drinkAsPrize(doc(text), []), text).toBeNull();
    }
  });

  it('reads a benefit to the body, not the heart of town or a warm heart', () => {
    for (const text of ['keeps your arteries clear', 'lowers your cholesterol', 'a heart-healthy pour', 'wards off colds all winter', 'keeps the cardiologist away', 'doctor recommended']) {
      expect(bodyBenefit(doc(text)), text).not.toBeNull();
    }
    for (const text of ['in the heart of downtown', 'a wine that warms the heart', 'young at heart', 'the doctor is in on Tuesdays', 'not good for your heart to miss this']) {
      expect(bodyBenefit(doc(text)), text).toBeNull();
    }
  });

  it("reads a spirit in its maker's voice, not a spirit served at a bar or a barrel that aged a beer", () => {
    const texts = (text: string) => spiritsByTheirMaker(doc(text)).map((h) => h.text);
    expect(texts('Crystal Lake Vodka. Filtered seven times through birch charcoal.')).toEqual(['Vodka']);
    expect(texts('Try new Prairie Rye Whiskey at your favorite liquor store.')).toEqual(['Rye Whiskey']);
    expect(texts('Tequila shots $3 and rum and coke $4, aged steaks $20.')).toEqual([]);
    expect(texts('Bourbon barrel-aged imperial stout, bottled Friday.')).toEqual([]);
    // A spirit's word in the maker's own name comes first; the spirit it sells follows.
    expect(texts('Rum River Plum Brandy, aged five years. Rum River Distilling.')).toEqual(['Rum', 'Brandy', 'Rum']);
  });
});
