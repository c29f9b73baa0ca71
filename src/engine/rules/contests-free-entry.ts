import { concept, isNegatedHit, near, occurrences, type TConceptDoc, type THit } from './concepts';
import type { TMatch } from './text-match';

// Free entry as a negation frame: a purchase word under a negation with a need word beside it
// ("no purchase necessary", "you don't have to buy anything", "payment is not required"), or free beside entering.
// Prefixes keep an OCR slip at the word's end ("NECESSARV") from hiding the statement.
// Shared by the contests rule (a sweepstakes states it) and the gambling rule (a drawing free to enter is no raffle).
export const PURCHASE = concept('purchase', ['purchase', 'purch*', 'buy', 'buying', 'payment', 'pay', 'donation', 'cost', 'fee', 'charge', 'spend', 'anything to buy', 'obligation']);
export const NEED = concept('need', ['necess*', 'nec', 'requir*', 'need', 'needed', 'have to', 'must', 'necessary to enter']);
/** Entering, as what is free: "free entry", "free to play". Winning is not entering: "win free washes" names a prize. */
const ENTER = concept('enter', ['enter', 'entry', 'entries', 'play', 'participate', 'sign up', 'register']);
const FREE = concept('free', ['free', 'free of charge', 'no cost', 'at no charge']);
const ALTERNATE_ENTRY = concept('alternate entry', ['alternate method of entry', 'alternative method of entry', 'alternate means of entry', 'mail in entry', 'mail in entries', 'amoe', 'enter by mail', 'send a postcard', 'handwritten entry']);
/** Spanish free entry: a purchase that is not needed ("no es necesario comprar", "no se requiere compra") or a free entry ("entrada gratis"). */
const SPANISH_NO_PURCHASE = concept('spanish no purchase', ['necesario comprar', 'necesaria la compra', 'necesario hacer una compra', 'requiere compra', 'requiere comprar', 'obligación de compra']);
const SPANISH_FREE_ENTRY = concept('spanish free entry', ['entrada gratis', 'entrada gratuita', 'participación gratis', 'participación gratuita', 'participa gratis', 'boleto gratis']);
/** Russian and Ukrainian "покупка не обязательна" / "купівля не обов'язкова" (no purchase necessary), "участие бесплатное" (entry is free). */
const SLAVIC_NO_PURCHASE = concept('no purchase, in Russian or Ukrainian', [
  'покупка не обязательна', 'без покупки', 'покупать не обязательно', 'участие бесплатное', 'бесплатное участие', 'купівля не обов язкова', 'участь безкоштовна',
]);

/** The purchase itself, as a word that can stand alone: "Nothing to buy.", "No purchase!". A bare "no fee" or "no pay" is any ad's. */
const BUY_WORD = concept('buy word', ['purchase', 'purch*', 'buy', 'buying']);
/** What may follow a bare denial of a purchase and keep it one: "nothing to buy to enter", "no purchase, ever". */
const ENTERING_AFTER = new Set(['to', 'ever', 'required', 'whatsoever']);

/** "Nothing to buy:", "No purchase. Enter at any store": the denial of a purchase as a statement of its own, not "no purchase limit". */
function barePurchaseDenied(doc: TConceptDoc, includeUncertain: boolean): THit | null {
  return (
    negated(doc, occurrences(doc, BUY_WORD, includeUncertain)).find((h) => {
      const next = doc.tokens[h.last + 1];
      return !next || next.clause !== doc.tokens[h.last].clause || ENTERING_AFTER.has(next.norm);
    }) ?? null
  );
}

/** Entry by mail: "mail a 3x5 card with your name and address", "send a postcard to". A mailed payment or receipt is no free entry. */
const MAIL = concept('mail', ['mail', 'mail in', 'send']);
const MAILED_ENTRY = concept('mailed entry', ['3x5 card', '3x5', 'index card', 'postcard', 'post card', 'plain paper', 'name and address', 'name address and phone', 'your name address']);
const MAILED_PAYMENT = concept('mailed payment', ['check', 'checks', 'payment', 'money order', 'fee', 'fees', 'donation', 'receipt', 'receipts', 'proof of purchase', 'purchase', 'upc']);
function mailedEntry(doc: TConceptDoc, includeUncertain: boolean): THit | null {
  const paymentClauses = new Set(occurrences(doc, MAILED_PAYMENT).map((h) => doc.tokens[h.first].clause));
  const frame = near(doc, occurrences(doc, MAIL, includeUncertain), occurrences(doc, MAILED_ENTRY, includeUncertain), { window: 6, ordered: true }).find(
    (f) => !paymentClauses.has(doc.tokens[f.a.first].clause) && !isNegatedHit(doc, f.a),
  );
  return frame ? frame.a : null;
}

/** "Win free washes", "get a free coffee": free names the prize or a perk, not the entry. */
const GAIN = concept('gain', ['win', 'won', 'winning', 'get', 'gets', 'receive', 'earn', 'earns', 'score']);
function freeOfEntry(doc: TConceptDoc, includeUncertain: boolean): THit[] {
  const gains = occurrences(doc, GAIN, includeUncertain);
  return occurrences(doc, FREE, includeUncertain).filter((f) => !gains.some((g) => g.last < f.first && f.first - g.last <= 3 && doc.tokens[g.last].clause === doc.tokens[f.first].clause));
}

function negated(doc: TConceptDoc, hits: THit[]): THit[] {
  return hits.filter((h) => isNegatedHit(doc, h, 6));
}

/** Where the ad says entry is free, read as concepts: null when it does not. */
export function freeEntryStatement(doc: TConceptDoc, includeUncertain = false): TMatch | null {
  const statement = anyFreeEntryStatement(doc, includeUncertain);
  return statement && undoneByItsFootnote(doc.text, statement) ? null : statement;
}

/** The footnote a marked statement points to: its mark opening a line, or following a stop. */
const FOOTNOTE = /(?:^|[\n.!?]\s*)([*\u2020\u2021]+)[ \t]*([^\n]+)/g;
/** A footnote that makes a purchase the way in: "entries are receipts dropped in the box", "entry with purchase only". */
const ENTRY_BY_PURCHASE = /\b(?:receipts?|proof\s+of\s+purchase|with\s+(?:any\s+|a\s+|your\s+)?purchase|purchase\s+required|when\s+you\s+(?:buy|purchase|spend)|at\s+checkout)\b/i;
/** A way in that costs nothing, which keeps the statement true: "or mail a 3x5 card", "free entries at the desk". */
const FREE_WAY_IN = /\b(?:mail|postcard|3\s?x\s?5|index\s+card|free\s+entr|no\s+purchase|without\s+(?:a\s+)?purchase|online\s+at|alternate|alternative)\b/i;

/**
 * "No purchase necessary*" whose footnote says the only entry is a receipt shown at checkout: the mark takes back what the
 * statement said, so there is no free way in after all.
 */
function undoneByItsFootnote(text: string, statement: TMatch): boolean {
  const mark = /^[*\u2020\u2021]+/.exec(text.slice(statement.end).replace(/^[\s.!:,]{0,2}/, ''))?.[0];
  if (!mark) return false;
  for (const [, footnoteMark, body] of text.matchAll(FOOTNOTE)) {
    if (footnoteMark !== mark) continue;
    if (ENTRY_BY_PURCHASE.test(body) && !FREE_WAY_IN.test(body)) return true;
  }
  return false;
}

function anyFreeEntryStatement(doc: TConceptDoc, includeUncertain: boolean): TMatch | null {
  const purchases = negated(doc, occurrences(doc, PURCHASE, includeUncertain));
  const needs = occurrences(doc, NEED, includeUncertain);
  const frame =
    near(doc, purchases, needs, { window: 4 })[0] ??
    // "NO PURCH. NEC.": the abbreviation's dot is not the end of the statement.
    near(doc, purchases, needs, { window: 0, sameClause: false, ordered: true })[0] ??
    // "Purchase is not required": the negation sits before the need word.
    near(doc, occurrences(doc, PURCHASE, includeUncertain), negated(doc, needs), { window: 4, ordered: true })[0] ??
    near(doc, freeOfEntry(doc, includeUncertain), occurrences(doc, ENTER, includeUncertain), { window: 3 })[0];
  if (frame) return frame;
  return (
    occurrences(doc, ALTERNATE_ENTRY, includeUncertain)[0] ??
    barePurchaseDenied(doc, includeUncertain) ??
    mailedEntry(doc, includeUncertain) ??
    negated(doc, occurrences(doc, SPANISH_NO_PURCHASE, includeUncertain))[0] ??
    occurrences(doc, SPANISH_FREE_ENTRY, includeUncertain)[0] ??
    occurrences(doc, SLAVIC_NO_PURCHASE, includeUncertain)[0] ??
    null
  );
}
