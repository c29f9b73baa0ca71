import { describe, expect, it } from 'vitest';
import { childhoodHits, homemadeForSale, tokenPriceAllNight } from './alcohol-selling';
import { tokenize } from './concepts';

const texts = (hits: { text: string }[]) => hits.map((h) => h.text);

describe('alcohol-selling', () => {
  it('finds childhood flavours and occasions, not a treat that owns the flavour or a grown-up stay', () => {
    expect(texts(childhoodHits(tokenize('Bubble gum schnapps for your slumber party')))).toEqual(['Bubble gum', 'slumber party']);
    expect(childhoodHits(tokenize('Bubblegum ice cream and cotton candy milkshakes at the fair'))).toEqual([]);
    expect(childhoodHits(tokenize('Unicorn suite sleepover at the lake resort'))).toEqual([]);
    expect(childhoodHits(tokenize('No unicorns were harmed'))).toEqual([]);
  });

  it('finds a token drink price held open until closing, not a fair price or a set end', () => {
    expect(tokenPriceAllNight(tokenize('Saturday: 25-cent taps from 8 to close'))?.text).toBe('25-cent taps from 8 to close');
    expect(tokenPriceAllNight(tokenize('All night long, $1.75 rails'))).not.toBeNull();
    expect(tokenPriceAllNight(tokenize('$7 craft pints till close'))).toBeNull();
    expect(tokenPriceAllNight(tokenize('$2 wells from 4 to 6 pm'))).toBeNull();
    expect(tokenPriceAllNight(tokenize('$1 tacos till close'))).toBeNull();
  });

  it('finds home-made drink offered for sale privately, not kits or a licensed kitchen', () => {
    const drinkAt = (text: string, word: string) => {
      const doc = tokenize(text);
      return { doc, starts: [doc.tokens.findIndex((t) => t.norm === word)] };
    };
    const a = drinkAt('Homemade elderberry mead, $18 a quart jar, cash only', 'mead');
    expect(homemadeForSale(a.doc, a.starts)?.text).toBe('Homemade elderberry mead');
    const b = drinkAt('Homebrew cider kits, $40, pick up Saturday', 'cider');
    expect(homemadeForSale(b.doc, b.starts)).toBeNull();
    const c = drinkAt('Homemade sangria by the quart, $24, from our kitchen to your patio', 'sangria');
    expect(homemadeForSale(c.doc, c.starts)).toBeNull();
  });
});
