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

  it('reads a purchase denied as a statement of its own, and an entry by mail, but not a purchase limit or a mailed payment', () => {
    for (const text of [
      'Nothing to buy.',
      'No purchase. Just stop in and sign the card.',
      'Nothing to purchase to enter.',
      'Mail a 3x5 card with your name and address to PO Box 12, Ely.',
      'Or send a postcard with your name, address and phone to the station.',
    ]) {
      expect(states(text), text).toBe(true);
    }
    for (const text of [
      'No purchase limit on sale items.',
      'Never buy retail again.',
      'Mail your check with your name and address to the Booster Club.',
      'Send your receipt with your name and address to enter.',
    ]) {
      expect(states(text), text).toBe(false);
    }
  });
});
