import { describe, expect, it } from 'vitest';
import { tokenize } from './concepts';
import { freeEntryStatement } from './contests-free-entry';

const states = (text: string) => freeEntryStatement(tokenize(text)) !== null;

describe('free entry to a promotion', () => {
  it('reads a purchase that is not needed, in any wording', () => {
    for (const text of ['No purchase necessary.', 'You do not have to buy anything to enter.', 'Payment is not required.', 'NO PURCH. NEC.', 'Entry is free.', 'Free to play.', 'Enter free at the counter.']) {
      expect(states(text), text).toBe(true);
    }
  });

  it('does not read a free prize as free entry', () => {
    for (const text of ['Every oil change is an entry to win free oil changes for a year.', 'Enter to win free pizza for a month!', 'Win a free tank of gas: one entry per fill-up.']) {
      expect(states(text), text).toBe(false);
    }
  });

  it('reads Spanish free entry', () => {
    for (const text of ['NO ES NECESARIO COMPRAR.', 'No se requiere compra para participar.', 'Entrada gratis en la tienda.']) {
      expect(states(text), text).toBe(true);
    }
    expect(states('Se requiere compra para participar.')).toBe(false);
  });
});
