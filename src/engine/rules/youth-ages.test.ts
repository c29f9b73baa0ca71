import { describe, expect, it } from 'vitest';
import { tokenize } from './concepts';
import { personAges, youngLowerBounds } from './youth-ages';

const ages = (text: string) => personAges(tokenize(text)).map((a) => a.value);

describe('ages of people', () => {
  it('reads an age said of a person in several wordings', () => {
    expect(ages('A gift for his 7-year-old son.')).toEqual([7]);
    expect(ages('Sized for your ten-year-old.')).toEqual([10]);
    expect(ages('Meet Jordan, our 19 year old brand ambassador.')).toEqual([19]);
    expect(ages('Kayla is 20, and she loves the lake.')).toEqual([20]);
    expect(ages("I'm 17 and I bought my first one here.")).toEqual([17]);
    expect(ages('Tyler, 20, never misses a game night.')).toEqual([20]);
    expect(ages('Regalo para tu hija de 12 años.')).toEqual([12]);
  });

  it('does not read an aged product, a business or a price as a person', () => {
    expect(ages('Our 12-year-old single malt, aged in sherry casks.')).toEqual([]);
    expect(ages('Proudly a 40-year-old family business.')).toEqual([]);
    expect(ages('The lunch special is 12 dollars.')).toEqual([]);
    expect(ages('Table for 4 is 20 minutes out.')).toEqual([]);
    expect(ages('Shows at Duluth, 2, 4 and 6 pm; Suite 12, second floor.')).toEqual([]);
    expect(ages("Tito's 1.75 L $32.99, Jack's 12.5 oz steak.")).toEqual([]);
    expect(ages("Come on in, it's 5 o'clock somewhere. It's 5!")).toEqual([]);
  });

  it('reads a young lower bound, not an upper one', () => {
    expect(youngLowerBounds('Sized for hands 8 and up.', 18).map((a) => a.value)).toEqual([8]);
    expect(youngLowerBounds('Open to shooters ages 12 and older.', 18).map((a) => a.value)).toEqual([12]);
    expect(youngLowerBounds('Kids under 12 free.', 18)).toEqual([]);
    expect(youngLowerBounds('Adults 21 and over.', 18)).toEqual([]);
  });

  it('reads a name with its age in brackets, not a count in brackets', () => {
    expect(ages('Owen (11) and Tessa (8) run the lemonade stand.')).toEqual([11, 8]);
    expect(ages('Hooks (12) for $4, lures (6) for $10.')).toEqual([]);
  });
});

describe('ages in art notes', () => {
  it('reads approximate ages of the people a photo shows', () => {
    expect(ages('Photo: three skaters about sixteen at the park.')).toEqual([16]);
    expect(ages('Art: two students who look around 18 at a bonfire.')).toEqual([18]);
    expect(ages('My nieces and nephews (19-20) on the boat.')).toEqual([19]);
  });

  it('leaves counts and friendships alone', () => {
    expect(ages('Kids 12 and under eat free.')).toEqual([]);
    expect(ages('Two friends of 20 years open a bakery.')).toEqual([]);
  });
});
