import { concept, isNegatedHit, near, occurrences, quantityHits, type TConceptDoc } from './concepts';
import { sentenceIndex } from './truthful-concepts';
import type { TMatch } from './text-match';

/**
 * A prize notice that asks the winner to pay: the reader is told a prize is already theirs ("you have won", "you've
 * been selected", "reserved in your name") and then asked for money to get it (a "processing fee", "port taxes", a
 * "handling fee"). A prize that costs money to collect was not won, so the notice deceives whatever the contests rule
 * says of its disclosures. A sweepstakes that only invites entry, or tells winners they owe income tax, asks no fee.
 */

/** The reader told, in the second person, that a prize is already won or set aside. */
const PRIZE_IS_YOURS = concept('prize is yours', [
  'you have won', "you've won", 'you won', 'you are a winner', "you're a winner", 'you are our winner', 'guaranteed winner', 'confirmed winner', 'declared a winner',
  'you have been selected', "you've been selected", 'you were selected', 'you have been chosen', "you've been chosen", 'you were chosen', 'have been selected to receive',
  'have been chosen to receive', 'selected to receive', 'chosen to receive', 'your household has won', 'your household has been selected', 'has been awarded', 'have been awarded',
  'reserved in your name', 'reserved for you', 'registered in your name', 'waiting for you', 'claim your prize', 'claim your award', 'claim your reward', 'release your prize',
  'release your award', 'release your winnings', 'claim your winnings', 'collect your prize', 'collect your winnings', 'confirm your prize', 'confirm your award',
  // The prize held for the reader: "your prize is on hold", "your name is on the winners' list".
  'prize is on hold', 'award is on hold', 'winnings are on hold', 'prize is pending', 'award is pending', 'your name on the winners', 'your name is on the winners', 'on the winners list',
  "on the winners' list", 'on our winners list', 'your prize is waiting', 'your award is waiting',
]);
/** What is said to be won. "Free" counts: a "free cruise" the reader was "selected" for is a prize. */
const PRIZE = concept('prize', [
  'prize', 'prizes', 'award', 'won', 'winner', 'winnings', 'reward', 'cruise', 'vacation', 'trip', 'getaway', 'free', 'gift', 'sweepstakes', 'giveaway', 'jackpot', 'grant', 'cash',
]);
/** A charge to collect it, named as the paperwork or the travel costs of the prize. Income tax owed on a prize is the law, not a fee. */
const CLAIM_FEE = concept('claim fee', [
  'processing fee', 'processing fees', 'processing charge', 'handling fee', 'handling fees', 'handling charge', 'processing and handling', 'port fee', 'port fees', 'port taxes',
  'port charges', 'port and processing', 'port and handling', 'release fee', 'redemption fee', 'delivery fee', 'reservation fee', 'registration fee', 'activation fee',
  'claim fee', 'prize fee', 'award fee', 'verification fee', 'transfer fee', 'shipping and handling', 'taxes and fees', 'fee', 'fees',
]);
/** Paying it as the way to the prize: "to claim", "to confirm", "just pay", "bring ... and a fee". */
const PAY = concept('pay', ['pay', 'send', 'mail', 'cover', 'bring', 'wire', 'remit', 'to claim', 'to confirm', 'to release', 'to collect', 'to receive', 'claim', 'applies', 'requires', 'required']);

/** "You have won a truck. Claim now: small $49 processing fee." — the notice, then a sum charged to collect. */
export function prizeNoticeFee(doc: TConceptDoc): TMatch | null {
  const notices = occurrences(doc, PRIZE_IS_YOURS).filter((h) => !isNegatedHit(doc, h));
  if (notices.length === 0 || occurrences(doc, PRIZE).length === 0) return null;
  const sentences = sentenceIndex(doc);
  const money = quantityHits(doc, 'money');
  const pays = occurrences(doc, PAY);
  const fee = occurrences(doc, CLAIM_FEE).find((f) => {
    if (isNegatedHit(doc, f, 4)) return false;
    const charged = near(doc, [f], money, { window: 8, sameClause: false }).some((m) => sentences[m.b.first] === sentences[f.first]);
    const asked = pays.some((p) => sentences[p.first] === sentences[f.first]);
    return charged && asked && notices.some((n) => n.first < f.first);
  });
  return fee ? { text: fee.text, start: fee.start, end: fee.end } : null;
}
