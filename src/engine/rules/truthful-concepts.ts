import { concept, inDisclaimerList, isNegatedHit, near, occurrences, quantities, quantityHits, union, type TConcept, type TConceptDoc, type TFrame, type THit } from './concepts';
import { CONDITION } from './health-claims';
import type { TMatch } from './text-match';

/**
 * Truthful-advertising claims read as concepts: a guarantee beside an outcome nobody controls, a
 * certain win from a system for a game of chance, a credit file wiped clean, a miracle for the body,
 * a price no one can beat, and a "free" offer whose conditions are missing or only gestured at.
 */

// ------------------------------------------------------------------------------------------------
// Sentences: a guarantee often stands apart from its promise ("never pay a bill again - guaranteed -",
// "Win every month. Guaranteed."), so these frames read sentences, not clauses.

/**
 * A line broken inside a sentence, as OCR and narrow columns break it: nothing but spaces and line breaks between
 * the words, and the next line going on in lower case ("We cut tax / debt by 90%"). A heading ends without a mark
 * too, but the line after it opens with a capital.
 */
function isWrappedLine(doc: TConceptDoc, i: number): boolean {
  const previous = doc.tokens[i - 1];
  const t = doc.tokens[i];
  if (previous === undefined || !/^\s*\n\s*$/.test(doc.text.slice(previous.end, t.start))) return false;
  // A Title Case heading wraps onto a capital ("Drop 30 Pounds Before the / Wedding"): no sentence ends on an article or a preposition.
  return /^\p{Ll}/u.test(t.raw) || DANGLING.has(previous.norm);
}
/** Words no sentence or heading ends on: what follows them is still the same sentence. */
const DANGLING = new Set(['the', 'a', 'an', 'of', 'to', 'and', 'or', 'before', 'after', 'for', 'your', 'our', 'in', 'with', 'on', 'at', 'by', 'from', 'into', 'than', 'my', 'their']);

/** Each token's sentence, a decimal point and a line wrapped mid-sentence not ending one. */
export function sentenceIndex(doc: TConceptDoc): number[] {
  const out: number[] = [];
  let sentence = 0;
  doc.tokens.forEach((t, i) => {
    if (i > 0) {
      const previous = doc.tokens[i - 1];
      const gap = doc.text.slice(previous.end, t.start);
      const decimal = gap === '.' && /\d$/.test(previous.norm) && /^\d/.test(t.norm);
      if ((/\n/.test(gap) && !isWrappedLine(doc, i)) || (/[.!?]/.test(gap) && !decimal)) sentence++;
    }
    out.push(sentence);
  });
  return out;
}

/** Concepts near each other in one clause, a clause running on over a wrapped line. */
function nearInClause(doc: TConceptDoc, a: TConcept, b: TConcept, options: { window: number; ordered?: boolean }): TFrame[] {
  return near(doc, a, b, { ...options, sameClause: false }).filter((f) => {
    const [from, to] = f.a.first < f.b.first ? [f.a.first, f.b.first] : [f.b.first, f.a.first];
    for (let i = from + 1; i <= to; i++) if (doc.tokens[i].clause !== doc.tokens[i - 1].clause && !isWrappedLine(doc, i)) return false;
    return true;
  });
}

function inOneSentence(doc: TConceptDoc, a: THit[], b: THit[], window: number): TFrame[] {
  const sentences = sentenceIndex(doc);
  return near(doc, a, b, { window, sameClause: false }).filter((f) => sentences[f.a.first] === sentences[f.b.first]);
}

const asMatch = (f: { start: number; end: number; text: string }): TMatch => ({ text: f.text, start: f.start, end: f.end });

// ------------------------------------------------------------------------------------------------
// Guaranteed outcomes

const GUARANTEE = concept('guarantee', [
  'guarantee', 'guaranteed', 'guarantees', 'guaranteeing', 'garantizado', 'garantizados', 'garantizada', 'garantizadas', 'garantía',
  // Somali "dammaanad" (a guarantee), Vietnamese "đảm bảo" and "bảo đảm", Russian and Ukrainian "гарантия", "гарантуємо", Arabic "مضمون" (guaranteed) and "نضمن" (we guarantee).
  'dammaanad*', '=đảm =bảo', '=bảo =đảm', 'гарант*', 'مضمون*', 'نضمن',
  // A promise in other words: "we put it in writing", "we promise".
  'we put it in writing', 'put it in writing', 'guarantee in writing', 'we promise', 'promise you', 'prometemos',
]);
/**
 * What the seller cannot deliver on its own: the reader's body, bills, credit or luck. "Satisfaction" and
 * "for life" are the seller's own conduct; guaranteed income and returns are read with insured deposits in
 * `earningsClaim`.
 */
const OUTCOME = concept('outcome', [
  // Spelled out: "resulting from" shares the stem and names a cause, not an outcome promised.
  '=results', '=result', 'resultados', 'lose weight', 'lose fat', 'lose inches', 'lose {num}', 'drop {num}', 'shed {num}', 'never pay', 'pay for itself', 'pays for itself',
  'pay for themselves', 'pays for themselves', 'cure', 'heal', 'regrow', 'raise your score', 'credit score', 'get approved', 'pass your', 'pass the exam', 'pass the test',
  'pass the ged', 'pass the bar', 'pass the boards', 'pass the nclex', 'pass the cdl', 'pass on the first try', 'pass the first time',
  // What a debt-relief firm cannot deliver on its own: the creditor's or the IRS's decision.
  'pennies on the dollar', 'stop garnishment', 'stop wage garnishment', 'stop the garnishment', 'stop foreclosure', 'stop the foreclosure', 'debt free', 'out of debt',
  // A home kept whatever happens: what the lender's contract and the owner's taxes decide, not the seller.
  'never lose home', 'never lose house', 'never be foreclosed', 'never face foreclosure', 'never be evicted', 'save home from foreclosure',
  // What a court, an insurer or the IRS decides: "the maximum settlement your case is worth", "your biggest refund".
  'maximum settlement', 'maximum compensation', 'maximum recovery', 'maximum payout', 'maximum award', 'maximum refund', 'max refund', 'biggest refund', 'largest refund',
  'bigger refund', 'biggest settlement', 'largest settlement', 'bigger settlement', 'highest settlement', 'top dollar settlement', 'win your case', 'win the case', 'win your claim',
  'win your lawsuit', 'reembolso máximo',
  // A life saved, which no product can promise: "guaranteed to save your family's life", "will save lives".
  'save your life', 'saves your life', "save your family's life", "saves your family's life", 'save their lives', 'save lives', 'saves lives', 'save a life',
  // ...or a household kept from all harm: "saves everyone in the house, guaranteed", "keeps your family safe, guaranteed".
  'save every life', 'saves every life', 'save everyone', 'saves everyone', 'keep your family safe', 'keeps your family safe', 'keep your kids safe', 'keeps your kids safe',
  'keep your children safe', 'keeps your children safe', 'never be burglarized', 'never be broken into',
  // The same in other words of the desk's languages: results (Somali "natiijo", Vietnamese "kết quả", Russian "результат"), and the
  // bigger or biggest refund in Somali ("soo celin ka badan", "soo celin weyn", "soo celinta ugu badan").
  'natiijo*', '=kết =quả', 'результат*', 'soo celin ka badan', 'soo celin weyn', 'soo celinta ugu badan', 'soo celinta ugu weyn',
  // What a prosecutor or a judge decides: "guaranteed dismissal", "charges dropped or you don't pay".
  'dismissal', 'dismissals', 'case dismissed', 'charges dismissed', 'charges dropped', 'charge dropped', 'drop the charges', 'charges reduced', 'reduced charges', 'not guilty',
  'acquittal', 'acquitted', 'beat the charge', 'beat your charge', 'beat the charges', 'beat your ticket', 'keep your license', 'no jail', 'no jail time', 'stay out of jail',
  // What immigration authorities decide: "green card guaranteed", "residencia permanente garantizada".
  'green card', 'green cards', 'citizenship', 'permanent residency', 'permanent residence', 'work permit', 'work permits', 'asylum', 'visa approval', 'visa approved',
  'residencia', 'residencia permanente', 'ciudadanía', 'permiso de trabajo', 'asilo',
  // What the student does on the day: "a 36 on the ACT", "a perfect score".
  'perfect score', 'perfect scores', 'higher score', 'higher scores', 'top score', 'top scores', 'test score', 'test scores', '{num} on the act', '{num} on the sat',
  '{num} on the gre', '{num} on the lsat', '{num} on the mcat', 'get into college',
  // What the weather decides: "250 bushel corn", "record yields on any ground".
  '{num} bushel', '{num} bushels', '{num} bu', 'bushels per acre', 'bushels an acre', 'bumper crop', 'record yields', 'record yield', 'higher yields', 'bigger yields', 'top yields',
  // What no one can bring about: a lover's return, a curse lifted, luck.
  'lover', 'lost love', 'ex back', 'soulmate', 'soul mate', 'curse', 'curses', 'good luck', 'bad luck', 'amarres',
  // A health result promised: "relief guaranteed", "pain-free in a week", "miracles guaranteed" at a healing service.
  'relief', 'pain free', 'miracle', 'miracles', 'milagro', 'milagros', 'healing', 'sanidad', 'sanación', 'curación',
  // What the body and the addiction decide: "sobriety guaranteed", "reverses ten years of aging".
  'sobriety', 'stay sober', 'get sober', 'reverse aging', 'reverses aging', 'years of aging', 'reverse the aging', 'years younger',
  // What the fish and the game decide: "every client limits out", "fill your tag, guaranteed".
  'limit out', 'limits out', 'limited out', 'your limit', 'tag out', 'fill your tag', 'bag a buck', 'catch fish', 'catch walleye',
  // Vietnamese "câu được cá" (to catch fish), with and without its marks.
  'câu được cá', 'cau duoc ca', 'câu được', 'cau duoc',
  // What the drinker's body decides: "hangover-free, guaranteed", "no headache the next morning".
  'hangover free', 'no hangover', 'no hangovers', 'never a hangover', 'hangover proof', 'without a hangover', 'headache free', 'no headache', 'no headaches',
]);
/** The papers for a decision someone else makes, which the seller does prepare: "green card application", "asylum paperwork". */
const PAPERWORK = concept('paperwork', [
  'application', 'applications', 'paperwork', 'papers', 'forms', 'form', 'petition', 'petitions', 'filing', 'filings', 'packet', 'interview', 'hearing', 'solicitud', 'solicitudes',
  'trámite', 'trámites', 'formularios',
]);
/** Harm no product or service can rule out, said with its negation: "no one will die from a fire", "never be robbed". */
const HARM = concept('harm', ['die from', 'die of', 'be robbed', 'be burglarized', 'be broken into', 'get sick', 'fall ill']);

/**
 * Approval by a lender or a dealer's finance desk: "everyone approved, guaranteed", "aprobación garantizada". "With
 * approved credit" and "subject to credit approval" state a condition, not a promise.
 */
const APPROVAL = concept('approval', ['approval', 'approved', 'aprobación', 'aprobado', 'aprobados', 'aprobada']);
const APPROVAL_CONDITION = new Set(['with', 'on', 'upon', 'to', 'pending', 'after', 'requires', 'require', 'needs', 'oac', 'wac', 'con', 'sujeto', 'sujeta']);
/** An insurer's own acceptance ("guaranteed acceptance whole life: everyone is approved") is a term of its policy. */
const INSURANCE_POLICY = concept('insurance policy', [
  'whole life', 'life insurance', 'term life', 'final expense', 'burial insurance', 'guaranteed acceptance', 'guaranteed issue', 'policy', 'policies', 'coverage', 'premium', 'premiums',
]);
function approvalsPromised(doc: TConceptDoc): THit[] {
  if (occurrences(doc, INSURANCE_POLICY).length > 0) return [];
  const { tokens } = doc;
  return occurrences(doc, APPROVAL).filter((h) => {
    const before = [tokens[h.first - 1], tokens[h.first - 2]].filter((t) => t && t.clause === tokens[h.first].clause);
    if (before.some((t) => APPROVAL_CONDITION.has(t.norm))) return false;
    return !/^(?:credit|crédito)$/i.test(tokens[h.last + 1]?.norm ?? '');
  });
}
/** A bill cut by a product: "cut your heating bill in half", "slash energy costs". */
const CUT = concept('cut', ['cut', 'slash', 'lower', 'reduce', 'halve']);
/** The bill said to fall, named first: "your heating bill drops by half", "bills go down 40%". */
const FALLS = concept('falls', ['cut', 'cut in half', 'cut in two', 'drop', 'drops', 'fall', 'falls', 'shrink', 'shrinks', 'go down', 'goes down', 'halved', 'slashed', 'lowered', 'reduced']);
const BILL = concept('bill', ['bill', 'bills', 'energy costs', 'heating costs', 'utility costs', 'electric costs', 'utilities']);
/** What the reader owes, cut in either order: "your balance cut by 90%", "slash your tax debt". */
const DEBT = concept('debt', ['debt', 'debts', 'tax debt', 'balance', 'balances', 'what you owe', 'amount you owe', 'back taxes', 'tax bill', 'irs bill']);
/** Winning is an outcome only where there is a game of chance ("every child wins a prize" at a derby is not). */
const CHANCE_WIN = concept('win', ['win', 'wins', 'winning', 'winner', 'winners', 'hit a prize', 'hit the jackpot', 'jackpot', '=hit', '=hits']);
const GAME_OF_CHANCE = concept('game of chance', [
  'powerball', 'mega millions', 'lotto', 'lottery', 'jackpot', 'slots', 'slot machine', 'casino', 'blackjack', 'roulette', 'keno', 'scratch offs', 'scratch tickets', 'pull tabs', 'bets',
  'betting', 'sportsbook', 'parlay', 'parlays', 'picks',
]);

function outcomesOf(doc: TConceptDoc, gambling: boolean): THit[] {
  const cutBills = [
    ...nearInClause(doc, CUT, BILL, { window: 3, ordered: true }).map((f) => ({ ...f.a, last: f.b.last, end: f.b.end, text: doc.text.slice(f.a.start, f.b.end) })),
    ...nearInClause(doc, BILL, FALLS, { window: 3, ordered: true }).map((f) => ({ ...f.a, last: f.b.last, end: f.b.end, text: doc.text.slice(f.a.start, f.b.end) })),
  ];
  const cutDebts = nearInClause(doc, CUT, DEBT, { window: 3 }).map((f) => {
    const [first, last] = f.a.first < f.b.first ? [f.a, f.b] : [f.b, f.a];
    return { ...first, last: last.last, end: last.end, text: doc.text.slice(first.start, last.end) };
  });
  // "Your green card application filed on time": the paperwork is the seller's own work, the card is not.
  const paperwork = occurrences(doc, PAPERWORK);
  const outcomes = occurrences(doc, OUTCOME).filter((o) => !paperwork.some((p) => p.first > o.last && p.first - o.last <= 2 && doc.tokens[p.first].clause === doc.tokens[o.last].clause));
  // A limit where the ad is about fishing or hunting is the catch itself: "guaranteed limits for every client".
  const limits = occurrences(doc, FISH_OR_GAME).length > 0 ? occurrences(doc, LIMIT) : [];
  outcomes.push(...limits);
  // Where there is a game of chance, a sum per week or month is winnings nobody controls: "a guaranteed $1,000 a week from sportsbook bonuses".
  const winnings = gambling ? quantityHits(doc, 'money', (q) => q.per !== undefined) : [];
  return [...outcomes, ...approvalsPromised(doc), ...cutBills, ...cutDebts, ...(gambling ? winsPromised(doc) : []), ...winnings, ...qualifyingForMoneyOwed(doc)];
}

/**
 * How the house's own game pays out, to someone: "winners in every box", "jackpots every hour on the floor". Not a
 * win promised to the reader, unless a system for beating the game is sold with it ("a winner every draw with our
 * system").
 */
const PAYOUT = concept('payout', ['winner', 'winners', 'jackpot', 'jackpots', 'payout', 'payouts', 'prizes', 'winning tickets', 'winning tabs']);
const EVERY_UNIT = concept('every unit', [
  'every box', 'each box', 'per box', 'every deal', 'each deal', 'per deal', 'every game', 'each game', 'every hour', 'each hour', 'per hour', 'hourly', 'every night', 'each night',
  'nightly', 'every day', 'daily', 'every session', 'each session', 'every shift', 'on the floor', 'in every', 'in each',
]);
export function housePayouts(doc: TConceptDoc): THit[] {
  if (occurrences(doc, CHANCE_SYSTEM).length > 0) return [];
  return near(doc, PAYOUT, EVERY_UNIT, { window: 4, ordered: true }).map((f) => f.a);
}
function winsPromised(doc: TConceptDoc): THit[] {
  const payouts = housePayouts(doc);
  return occurrences(doc, CHANCE_WIN).filter((w) => !payouts.some((p) => p.first <= w.last && w.first <= p.last));
}

/** Money said to be owed to the reader: "claim the $2,100 giveback", "$900 you are entitled to". */
const CLAIM_MONEY = concept('money owed', ['claim', 'owed', 'entitled', 'giveback', 'give back', 'unclaimed', 'rebate', 'stimulus', 'back pay']);
const QUALIFY = concept('qualify', ['qualify', 'qualifies', 'qualified', 'eligible', 'approved', 'accepted']);

/**
 * Qualifying, where the ad says money is owed to the reader: whether a program pays is the program's decision, so
 * "everyone who calls qualifies, guaranteed" promises what the seller cannot give. Guaranteed acceptance of an
 * insurance policy names no money owed.
 */
function qualifyingForMoneyOwed(doc: TConceptDoc): THit[] {
  const money = quantityHits(doc, 'money');
  if (near(doc, CLAIM_MONEY, money, { window: 4 }).length === 0) return [];
  return occurrences(doc, QUALIFY);
}

const EMPHASIS = new Set(['100', 'percent', 'absolutely', 'fully', 'totally', 'always']);
/** "Guaranteed." or "100% guaranteed!" standing alone: it vouches for the sentence before. */
function guaranteeOnly(doc: TConceptDoc, sentences: number[], hit: THit): boolean {
  return doc.tokens.every((t, i) => sentences[i] !== sentences[hit.first] || (i >= hit.first && i <= hit.last) || EMPHASIS.has(t.norm));
}

/**
 * A guarantee the ad warns against or says nobody can make: "anyone who guarantees you results is selling something",
 * "beware of companies that promise guaranteed approval", "no honest lawyer can promise a verdict".
 */
const GUARANTOR_OTHERS = concept('others who guarantee', [
  'anyone who', 'anybody who', 'anyone that', 'whoever', 'those who', 'someone who', 'somebody who', 'people who', 'companies that', 'companies who', 'company that',
  'outfits that', 'firms that', 'others', 'beware', 'wary', 'skeptical', 'sceptical', 'suspicious', "don't trust", 'never trust', 'red flag',
  'nobody', 'no one', 'no honest', 'no reputable', 'no lawyer', 'no attorney', 'no doctor', 'no clinic', 'no company',
]);
function isWarnedAgainst(doc: TConceptDoc, hit: THit): boolean {
  return occurrences(doc, GUARANTOR_OTHERS).some((o) => o.last < hit.first && hit.first - o.last <= 4 && doc.tokens[o.first].clause === doc.tokens[hit.first].clause);
}

/**
 * Money back if the result does not come: "Drop 40 pounds by June. If you don't, we refund every penny",
 * "pass the exam or your money back". Money back for not being happy is a satisfaction guarantee.
 */
const REFUND = concept('refund', [
  'refund', 'refunds', 'money back', '{num} back', 'every penny', 'pay nothing', "don't pay", 'do not pay', 'owe nothing', "it's free", 'it is free', 'devolvemos su dinero',
  'pay the difference', 'pay you the difference',
]);
/** A refund on a price found lower elsewhere is a price match, not money back on a result. */
const PRICE_MATCH_TERMS = concept('price match', ['price', 'prices', 'priced', 'cheaper', 'quote', 'competitor', 'competitors', 'advertised', 'for less']);
const UNLESS = concept('conditional', ['if', 'or', 'unless', 'si', 'o']);
const SATISFACTION = concept('satisfaction', ['satisfied', 'satisfaction', 'happy', 'love it', 'like it', 'pleased']);

function refundOnOutcome(doc: TConceptDoc, sentences: number[], outcomes: THit[]): TMatch | null {
  const satisfaction = occurrences(doc, SATISFACTION);
  const priceMatch = occurrences(doc, PRICE_MATCH_TERMS);
  const sameSentence = (hits: THit[], h: THit) => hits.some((s) => sentences[s.first] === sentences[h.first]);
  // "If your bill is not cut in two, we will pay the difference": the condition may run a dozen words before the refund.
  const refunds = near(doc, UNLESS, REFUND, { window: 14, ordered: true, sameClause: false })
    .filter((f) => sentences[f.a.first] === sentences[f.b.first] && !sameSentence(satisfaction, f.b) && !sameSentence(priceMatch, f.b))
    .map((f) => f.b);
  for (const refund of refunds) {
    const promise = outcomes.find((o) => o.first < refund.first && sentences[refund.first] - sentences[o.first] <= 1);
    if (promise) return { text: doc.text.slice(promise.start, refund.end), start: promise.start, end: refund.end };
  }
  return null;
}

/**
 * What the reader or the reader's own will do or become, foretold: "your child will jump two grade levels", "your child
 * will never drown", "you WILL go home with a full limit". Being pleased, getting or receiving something, and being
 * served ("your car will be ready by five") are the seller's to give, not an outcome.
 */
const READER = new Set(['you', 'your']);
const FORETOLD = new Set(['will', "'ll"]);
/** Whose future an ad can foretell but not make: the reader's people, body and means ("your furnace will run by Friday" is the installer's work). */
const READERS_OWN = new Set([
  'child', 'children', 'kid', 'kids', 'son', 'sons', 'daughter', 'daughters', 'family', 'teen', 'teens', 'student', 'students', 'baby', 'babies', 'spouse', 'wife', 'husband',
  'partner', 'body', 'skin', 'hair', 'face', 'weight', 'score', 'scores', 'grades', 'bill', 'bills', 'debt', 'payments', 'income', 'savings', 'business', 'sales', 'profits',
]);
const NOT_AN_OUTCOME = new Set(['be', 'receive', 'get', 'love', 'enjoy', 'like', 'have', 'find', 'see', 'know', 'need', 'want', 'feel', 'never', 'not', 'always']);

function readerOutcomesForetold(doc: TConceptDoc): THit[] {
  const { tokens } = doc;
  const hits: THit[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!READER.has(tokens[i].norm) && !/^you'll$/.test(tokens[i].norm)) continue;
    // "you will", "you'll", "your child will", "your whole family will".
    let at = i + 1;
    if (tokens[i].norm === 'your') {
      while (at < tokens.length && at - i <= 3 && !FORETOLD.has(tokens[at].norm)) at++;
      if (!READERS_OWN.has(tokens[at - 1]?.norm ?? '')) continue;
    } else if (tokens[i].norm === 'you') {
      at = FORETOLD.has(tokens[at]?.norm ?? '') ? at : -1;
    } else {
      at = i;
    }
    if (at < 0 || at >= tokens.length || tokens[at].clause !== tokens[i].clause) continue;
    // "Will never drown": a certainty denied is still foretold; look past it to the verb.
    let verb = at + 1;
    while (verb < tokens.length && (tokens[verb].norm === 'never' || tokens[verb].norm === 'always')) verb++;
    const v = tokens[verb];
    if (!v || v.clause !== tokens[i].clause || NOT_AN_OUTCOME.has(v.norm)) continue;
    hits.push({ concept: 'outcome foretold', first: i, last: verb, start: tokens[i].start, end: v.end, text: doc.text.slice(tokens[i].start, v.end), uncertain: false });
  }
  return hits;
}

/**
 * A result stated as a share: "11% annual returns", "100% job placement", "removes 100% of all toxins", "zero hangover".
 * A share off a price, of a loan's interest or down payment, is the seller's own term.
 */
const RESULT_SHARE = concept('result share', [
  'return', 'returns', 'placement', 'job placement', 'removal', 'removes', 'success', 'success rate', 'of all', 'growth', 'yield', 'gain', 'gains', 'cure rate', 'effective',
  'accuracy', 'hired', 'pass rate',
]);
const ZERO_OUTCOME = concept('zero outcome', ['zero hangover', 'no hangover', 'zero hangovers', 'zero side effects', 'no side effects', 'zero pain', 'zero cavities']);

function sharedResults(doc: TConceptDoc): THit[] {
  const results = occurrences(doc, RESULT_SHARE);
  const shares = quantityHits(doc, 'percent').filter((q) => results.some((r) => (r.first > q.last && r.first - q.last <= 3) || (r.last < q.first && q.first - r.last <= 1)));
  return [...shares, ...occurrences(doc, ZERO_OUTCOME)];
}

/** A guarantee of results the seller does not control, in its sentence, as a "Guaranteed." after it, or as money back without it. */
export function guaranteedOutcome(doc: TConceptDoc): TMatch | null {
  const gambling = occurrences(doc, GAME_OF_CHANCE).length > 0;
  const satisfied = occurrences(doc, SATISFACTION).length > 0;
  const outcomes = [
    ...outcomesOf(doc, gambling).filter((h) => !isNegatedHit(doc, h)),
    ...occurrences(doc, HARM),
    ...(satisfied ? [] : [...readerOutcomesForetold(doc), ...sharedResults(doc)]),
  ];
  const sentences = sentenceIndex(doc);
  // Only a negation right before it voids the guarantee ("no guarantee"): "never pay again, guaranteed" stands.
  // "Zero hangover, guaranteed": a comma ends the denial before the guarantee.
  const denied = (h: THit) => isNegatedHit(doc, h, 2) && !/,/.test(doc.text.slice(doc.tokens[Math.max(0, h.first - 2)].start, h.start));
  const guarantees = occurrences(doc, GUARANTEE).filter((h) => !denied(h) && !isWarnedAgainst(doc, h));
  const together = inOneSentence(doc, guarantees, outcomes, 10)[0];
  if (together) return asMatch(together);
  for (const g of guarantees.filter((h) => guaranteeOnly(doc, sentences, h))) {
    const promise = outcomes.find((o) => sentences[o.first] === sentences[g.first] - 1);
    if (promise) return { text: doc.text.slice(promise.start, g.end), start: promise.start, end: g.end };
  }
  return refundOnOutcome(doc, sentences, outcomes);
}

/** The daily catch the law allows, and what tells an ad is about fish or game ("speed limit" and "limit one per customer" are not). */
const LIMIT = concept('limit', ['=limit', '=limits']);
const FISH_OR_GAME = concept('fish or game', [
  'fish', 'fishing', 'angler', 'anglers', 'walleye', 'walleyes', 'crappie', 'crappies', 'perch', 'bass', 'muskie', 'pike', 'trout', 'salmon', 'guide service', 'guided',
  'hunt', 'hunts', 'hunting', 'hunters', 'ducks', 'geese', 'pheasant', 'pheasants', 'grouse', 'deer', 'turkeys', 'waterfowl', 'birds',
]);

/** A method sold for a game of chance (a "system", "picks", "the code cracked"). */
const CHANCE_SYSTEM = concept('system', ['system', 'software', 'formula', 'method', 'strategy', 'code', 'pattern', 'secret', '=picks', 'tips', 'insider', 'algorithm', 'cracked']);
/** Winning every time, or never losing: certainty where there is only chance. */
const CERTAINTY = concept('certainty', ['every time', 'every single', 'every week', 'every month', 'every draw', 'every drawing', 'each week', 'each month']);
const CANNOT_LOSE = concept('cannot lose', ['impossible to lose', "can't lose", 'cannot lose', 'never lose', 'no way to lose', 'sure win', 'surefire win', 'foolproof', 'risk free win']);

const LOSE = concept('lose', ['lose', 'loses', 'losing', 'loss', 'losses', '=lost']);
const NEGATOR = new Set(['not', 'never', 'no', 'zero', "doesn't", 'doesnt', "hasn't", 'hasnt', "won't", 'wont', "can't", 'cant', 'cannot', "haven't", "didn't", "isn't"]);

/** "It simply doesn't lose", "not a losing weekend in two years", "zero losses": losing denied, not advised against ("do not lose more than you budget"). */
function losingDenied(doc: TConceptDoc): TMatch | null {
  const { tokens } = doc;
  for (const hit of occurrences(doc, LOSE)) {
    for (let i = hit.first - 1; i >= 0 && hit.first - i <= 3 && tokens[i].clause === tokens[hit.first].clause; i--) {
      if (!NEGATOR.has(tokens[i].norm)) continue;
      // "Do not lose more than you budget" advises; it promises nothing.
      if (tokens[i].norm === 'not' && tokens[i - 1]?.norm === 'do') break;
      // "No system can promise you will not lose": the denial is itself denied.
      if (isNegatedHit(doc, { first: i })) break;
      return { text: doc.text.slice(tokens[i].start, hit.end), start: tokens[i].start, end: hit.end };
    }
  }
  return null;
}

/** A system for a game of chance that promises to win every time or never to lose. */
export function certainWinFromSystem(doc: TConceptDoc): TMatch | null {
  if (occurrences(doc, GAME_OF_CHANCE).length === 0 || occurrences(doc, CHANCE_SYSTEM).length === 0) return null;
  const wins = occurrences(doc, CHANCE_WIN).filter((h) => !isNegatedHit(doc, h));
  const certain = inOneSentence(doc, wins, occurrences(doc, CERTAINTY), 6)[0];
  if (certain) return asMatch(certain);
  const cannotLose = occurrences(doc, CANNOT_LOSE)[0];
  return cannotLose ? asMatch(cannotLose) : losingDenied(doc);
}

/**
 * A loan paid off whatever its size: "we pay off your trade no matter what you owe", "your lease paid off, however far
 * upside down". What is owed beyond the car's worth does not vanish; it is rolled into the new loan, so the promise
 * hides the cost it names.
 */
const PAY_OFF = concept('pay off', [
  'pay off', 'pays off', 'paid off', 'payoff', 'pay it off', 'pay them off', 'pay your loan', 'pay your lease', 'pay your balance', 'take over payments', 'take over your payments',
  'settle', 'settles', 'wipe out', 'erase',
]);
const WHATEVER_OWED = concept('whatever is owed', [
  'no matter what you owe', 'no matter how much you owe', 'regardless of what you owe', 'regardless of how much you owe', 'whatever you owe', 'however much you owe',
  'no matter how upside down', 'no matter how far upside down', 'however far upside down', 'regardless of negative equity', 'no matter your balance', 'no matter the balance',
  'regardless of your balance', 'regardless of the balance', 'no matter how much is owed', 'regardless of how much is owed',
]);
export function payoffWhateverOwed(doc: TConceptDoc): TMatch | null {
  const sentences = sentenceIndex(doc);
  const frame = near(doc, PAY_OFF, WHATEVER_OWED, { window: 8, sameClause: false }).find((f) => sentences[f.a.first] === sentences[f.b.first] && !isNegatedHit(doc, f.a));
  return frame ? asMatch(frame) : null;
}

/** "You are a guaranteed winner": a prize notice, which the contests rule reads, not a promise of results. */
const PRIZE_NOTICE = concept('prize notice', ['you are a', "you're a", 'you have won', "you've won", 'you won', 'claim your prize', 'claim it']);
export function isPrizeNotice(doc: TConceptDoc): boolean {
  return occurrences(doc, PRIZE_NOTICE).length > 0 && occurrences(doc, CHANCE_SYSTEM).length === 0;
}

// ------------------------------------------------------------------------------------------------
// Sales mail dressed as an official notice

/** A mass mailing that claims to know the reader's file: "our records indicate", "you have been identified". */
const RECORDS = concept('records', [
  'our records indicate', 'our records show', 'records indicate', 'records show', 'according to our records', 'our files show', 'our files indicate', 'you have been identified',
  'you have been flagged', 'your file shows', 'nuestros registros',
]);
/** Something lost unless the reader answers in time: "failure to respond", "your coverage will lapse", "respond by". */
const LAPSE = concept('lapse', [
  'respond by', 'failure to respond', 'fail to respond', 'must respond', 'required to respond', 'lapse', 'lapses', 'expire', 'expired', 'expires', 'loss of eligibility', 'lose your benefits',
  'lose eligibility', 'keep your benefits', 'benefits active', 'final notice', 'final attempt', 'reinstatement', 'cancelled', 'terminated',
]);
/** A notice a court, county or city publishes under a statute, which may truly say so. */
const PUBLIC_NOTICE = concept('public notice', [
  'pursuant to', 'minn stat', 'minnesota statutes', 'statute', 'district court', 'court file', 'county auditor', 'county recorder', 'sheriff', 'public hearing', 'ordinance', 'probate',
  'mortgage foreclosure sale', 'redemption period', 'summons',
]);
/** The dress of an official letter: "FINAL NOTICE", "Processing Center", "File No.". */
const NOTICE_FORM = concept('notice form', [
  'notice', 'official', 'processing center', 'records center', 'benefits center', 'verification line', 'verification department', 'file no', 'file number', 'reference no',
  'reference number', 'case no', 'case number', 'department', 'aviso', 'aviso oficial',
]);
const CALL_TO_ACT = concept('call to act', ['call', 'toll free', 'activate', 'enroll', 'claim', 'reactivate', 'renew', 'respond']);

/** "Our records indicate your coverage has expired. Respond by 12/5 ... call to activate": sales copy posing as a notice about the reader's file. */
export function officialNoticeMailer(doc: TConceptDoc): TMatch | null {
  const records = occurrences(doc, RECORDS)[0];
  if (!records || occurrences(doc, LAPSE).length === 0 || occurrences(doc, PUBLIC_NOTICE).length > 0 || occurrences(doc, CALL_TO_ACT).length === 0) return null;
  if (occurrences(doc, NOTICE_FORM).length === 0) return null;
  return asMatch(records);
}

// ------------------------------------------------------------------------------------------------
// Credit repair

const REMOVE = concept('remove', ['erase', 'remove', 'delete', 'wipe', 'wipe out', 'wipe away', 'wipe clean', 'scrub', 'eliminate', 'get rid of', 'make disappear', 'clean up', 'clear']);
const DEROGATORY = concept('derogatory mark', [
  'late payments', 'late payment', 'collections', 'collection accounts', 'bankruptcies', 'bankruptcy', 'charge offs', 'charge off', 'judgments', 'repossessions', 'repos', 'foreclosures',
  'foreclosure', 'tax liens', 'liens', 'evictions', 'negative items', 'negative marks', 'derogatory marks', 'bad marks', 'bad credit', 'bad debt',
]);
/** Removing what is wrong is lawful credit repair; removing what is true is the false promise. */
const ERRORS = concept('errors', ['inaccurate', 'inaccuracies', 'error', 'errors', 'mistakes', 'incorrect', 'unverifiable', 'outdated', 'fraudulent', 'identity theft']);
const RAISE = concept('raise', ['raise', 'boost', 'increase', 'jump', 'add', 'improve', 'skyrocket']);
const CREDIT_SCORE = concept('credit score', ['credit score', 'credit scores', 'fico', 'fico score', 'score']);
const POINTS = concept('points', ['{num} points', '{num} point']);

const CREDIT_CONTEXT = /\b(?:credit|fico|bureaus?|debts?)\b/i;

/** A credit-repair promise: true negative history erased, or the score raised by a stated number of points. */
export function creditRepairPromise(doc: TConceptDoc): TMatch | null {
  if (!CREDIT_CONTEXT.test(doc.text)) return null;
  const sentences = sentenceIndex(doc);
  const errors = occurrences(doc, ERRORS);
  const erased = near(doc, REMOVE, DEROGATORY, { window: 6, ordered: true }).find(
    (f) => !isNegatedHit(doc, f.a) && !errors.some((e) => sentences[e.first] === sentences[f.a.first]),
  );
  if (erased) return asMatch(erased);
  const points = occurrences(doc, POINTS);
  const raised = near(doc, RAISE, CREDIT_SCORE, { window: 3, ordered: true }).find(
    (f) => !isNegatedHit(doc, f.a) && points.some((p) => sentences[p.first] === sentences[f.a.first]),
  );
  return raised ? asMatch(raised) : null;
}

// ------------------------------------------------------------------------------------------------
// Miracles

const MIRACLE = concept('miracle', ['miracle', 'miracles', 'miraculous', 'miraculously', 'milagro', 'milagroso', 'milagrosa']);
/** What a miracle is sold for: the body, its ills, and the remedies for them. */
const BODY_SUBJECT = union(
  'body subject',
  CONDITION,
  concept('body', [
    'hearing', 'hearing aid', 'hearing aids', 'vision', 'eyesight', 'memory', 'hair', 'skin', 'wrinkles', 'weight', 'fat', 'pounds', 'pain', 'joints', 'energy', 'cure', 'pill', 'pills',
    'supplement', 'cream', 'tea', '=té', 'diet', 'remedy', 'remedio', 'cabello', 'dolor', 'healing', 'results', 'serum', 'serums', 'lotion', 'drops',
  ]),
);

/** A letter masked by a sign or a digit, as writers dodge filters: "m!racle", "mirac1e", "m*racle". */
const MASKS: Record<string, string> = { a: '[a@4*]', e: '[e3*]', i: '[i!1|*]', o: '[o0*]', l: '[l1|]', s: '[s$5]' };
function maskedSpelling(word: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\d])${[...word].map((c) => MASKS[c] ?? c).join('')}(?![\\p{L}\\d])`, 'giu');
}
const MASKED_MIRACLE = [maskedSpelling('miracle'), maskedSpelling('miracles'), maskedSpelling('miraculous')];

/** "Miracle" spelled with a mask inside it, as a hit over the words the mask split it into. */
function maskedMiracles(doc: TConceptDoc): THit[] {
  return MASKED_MIRACLE.flatMap((p) => [...doc.text.matchAll(p)])
    .filter((m) => /[^a-z]/i.test(m[0]))
    .flatMap((m) => {
      const first = doc.tokens.findIndex((t) => t.end > m.index);
      let last = first;
      while (first >= 0 && last + 1 < doc.tokens.length && doc.tokens[last + 1].start < m.index + m[0].length) last++;
      return first < 0 ? [] : [{ concept: 'miracle', first, last, start: m.index, end: m.index + m[0].length, text: m[0], uncertain: doc.tokens[first].uncertain }];
    });
}

/** "Miracle" said of a remedy or the body. A hyphenated "Miracle-" word is a brand name; "we sell no miracles" disclaims one. */
export function miracleClaim(doc: TConceptDoc): TMatch | null {
  const miracles = [...occurrences(doc, MIRACLE), ...maskedMiracles(doc)].filter((h) => doc.text.charAt(h.end) !== '-' && doc.text.charAt(h.start - 1) !== '-' && !isNegatedHit(doc, h));
  const frame = inOneSentence(doc, miracles, occurrences(doc, BODY_SUBJECT), 8)[0];
  return frame ? asMatch(frame.a) : null;
}

// ------------------------------------------------------------------------------------------------
// Superlatives in other word forms

const NO_ONE = concept('no one', ['nobody', 'no one', 'no other', 'no competitor', 'no dealer', 'no store', 'nowhere', "won't find", 'will not find', "can't find", 'never find', 'nadie']);
const UNDERSOLD = concept('cheaper', [
  'cheaper', 'for less', 'lower price', 'lower prices', 'better price', 'better prices', 'better deal', 'better deals', 'beats our price', 'beats our prices', 'beat our price',
  'beat our prices', 'beats us', 'beat us', 'undersell', 'undersells', 'less expensive', 'más barato',
]);
const RATED_FORM = concept('rated', ['best rated', 'top rated', 'highest rated', 'best reviewed', 'top reviewed']);
const PRICE_FORM = concept('price superlative', ['least expensive', 'lowest priced', 'most affordable']);
const LOWEST = concept('lowest', ['lowest', 'cheapest', 'best']);
const PRICE_NOUN = concept('price', ['price', 'prices', 'rate', 'rates', 'fees', 'premiums', 'cost', 'costs', 'interest']);
/** Against whom a price is ranked: other sellers ("the least expensive tire shop", "lowest rates in the metro"), not the store's own shelves. */
const RIVAL_SCOPE = concept('rival scope', [
  'shop', 'store', 'dealer', 'dealership', 'company', 'provider', 'lender', 'bank', 'contractor', 'outlet', 'in town', 'in the state', 'in minnesota', 'in the metro', 'in the area',
  'in the county', 'in the region', 'in the midwest', 'in the country', 'in america', 'anywhere', 'around', 'on the market', 'in the business',
]);
const BEST = concept('best', [
  // "The loosest slots in Minnesota": a casino's word for the best-paying.
  'loosest', 'highest paying', 'best paying',
  'best', 'greatest', 'finest', 'mejor', 'most effective', 'most powerful', 'most advanced', 'most accurate', 'most reliable', 'strongest', 'safest', 'most comfortable', 'longest lasting',
]);
/** The scope that turns "best" from taste into a ranking: "ever made", "on the market". */
/** A measurable advantage over a rival: odds, payouts, prices, rates (taste and comfort, "better than any pie you've had", are puffery). */
const MEASURED_ADVANTAGE = concept('measured advantage', [
  'better odds', 'higher odds', 'looser slots', 'looser machines', 'higher payouts', 'bigger payouts', 'better payouts', 'bigger jackpots', 'lower prices', 'lower price', 'better prices',
  'lower rates', 'better rates', 'higher rates', 'higher interest', 'lower fees', 'cheaper', 'better mileage', 'more coverage', 'faster service', 'faster speeds',
]);
/** Against every rival at once: "than any casino in the state", "than anyone in town". */
const THAN_ALL = concept('than all rivals', ['than any', 'than anyone', 'than anybody', 'than all other', 'than every', 'than all the']);
const RANKING_SCOPE = concept('ranking scope', ['ever made', 'ever built', 'ever invented', 'ever created', 'ever designed', 'on the market', 'money can buy', 'available anywhere', 'in the world', 'in america', 'in the country', 'in the nation', 'in minnesota']);

/** "Nobody sells it cheaper", "the least expensive shop", "the best hearing aid ever made". */
export function rankingClaim(doc: TConceptDoc): TMatch | null {
  const frames = [
    ...inOneSentence(doc, occurrences(doc, NO_ONE), occurrences(doc, UNDERSOLD), 10),
    ...near(doc, BEST, RANKING_SCOPE, { window: 4, ordered: true }),
    // "Better odds than any casino in the state": a ranking over every rival, said as a comparison.
    ...near(doc, MEASURED_ADVANTAGE, THAN_ALL, { window: 2, ordered: true }).filter((f) => !isNegatedHit(doc, f.a)),
    // "The lowest mortgage rates", "best loan rates in the state": a price ranked, whatever is priced.
    // "The lowest-priced of the four" ranks the buyer's own items; "priced" is read with its rivals by PRICE_FORM.
    ...near(doc, LOWEST, PRICE_NOUN, { window: 2, ordered: true })
      .filter((f) => !/priced$/i.test(f.b.text))
      .filter((f) => f.a.text.toLowerCase() !== 'best' || near(doc, [f.b], RIVAL_SCOPE, { window: 4, ordered: true }).length > 0),
  ].sort((a, b) => a.start - b.start);
  const form = [...occurrences(doc, RATED_FORM), ...near(doc, PRICE_FORM, RIVAL_SCOPE, { window: 4, ordered: true }).map((f) => f.a)].sort((a, b) => a.start - b.start)[0];
  const first = [frames[0], form].filter((m): m is TFrame | THit => m !== undefined).sort((a, b) => a.start - b.start)[0];
  return first ? asMatch(first) : null;
}

// ------------------------------------------------------------------------------------------------
// "Free" and its conditions (16 CFR 251.1)

/** A "free" that points to conditions with a mark: "FREE*", "a FREE new roof!*". A mark inside a word masks profanity. */
const FREE_THEN_MARK = /(?<![-\w])free\b[^\n*\u2020\u2021]{0,40}?[*\u2020\u2021](?![\p{L}\d])/iu;
/**
 * "Free" as an offer of something of value: not "without" ("toll-free", "gluten free", "worry-free"), and
 * not the no-cost courtesies that carry no conditions (estimates, quotes, consultations, admission).
 */
const FREE_OFFER =
  /(?<![-\w])(?<!\b(?:toll|gluten|sugar|drug|smoke|fee|hands|tax|duty|scot|worry|hassle|maintenance|debt|pain|care|stress|cruelty|fat|lead|salt|dairy|nut|alcohol|tobacco|interest)[\s-])free\b(?!-)(?!\s+(?:in-home\s+|in-store\s+|no-obligation\s+)?(?:estimates?|quotes?|consultations?|inspections?|assessments?|admission|parking|wi-?fi|hearing\s+tests?|screenings?|evaluations?)\b)/gi;
/** Lines a mark opens: the footnote the mark points to. */
const FOOTNOTES = /(?:^|[\s.!?])[*\u2020\u2021]+[ \t]*([^\n]+)/g;
/** Conditions gestured at but not stated. */
const VAGUE_CONDITIONS =
  /\b(?:some\s+|certain\s+|other\s+)?(?:restrictions|conditions|limitations|exclusions|terms(?:\s+and\s+conditions)?)\s+(?:may\s+)?apply\b(?!\s+(?:to|on|for|in|only)\b)|\bsee\s+(?:(?:a|an|any|our|the)\s+)?(?:store|dealer|salesperson|website|us|banker|agent|associate|cashier|staff|teller|clerk|counter)\s+for\s+(?:details|more)\b|\b(?:call|ask)\s+for\s+details\b|\b(?:offer\s+)?details\s+in\s+(?:store|(?:the\s+)?app)\b|\b(?:se\s+)?aplican\s+(?:restricciones|condiciones|términos|limitaciones)\b|\b(?:restricciones|condiciones)\s+aplican\b/i;
/** What a free offer can require: a purchase, a minimum, a contract, a fee, a time limit. "Qualifying seniors" leaves unsaid who qualifies. */
const STATED_CONDITION =
  /\b(?:with\s+(?:any|every|each|purchase)\b|with\s+(?:the\s+|a\s+|an\s+|your\s+)?(?:new\s+)?(?:purchase|installation|enrollment|activation|order|contract|agreement|system|membership)|first\s+\d+|within\s+\d+|only|buy\s+(?:one|1|two|2|any)|(?:equal|lesser)\s+(?:or\s+lesser\s+)?value|when\s+you\s+(?:buy|purchase|order|sign|install|finance|trade)|purchase\s+of|minimum|qualifying\s+(?:purchase|order|service|plan|system|item|trade)|requires?|required|must|valid\s+(?:on|for|with|through|until)|not\s+valid|limit(?:ed)?\s+(?:one|1|to)|one\s+per|per\s+(?:household|customer|family)|while\s+supplies\s+last|excludes?|expires?|offer\s+ends|subject\s+to|approved\s+credit|(?:plus|pay|just\s+pay)\s+(?:shipping|s&h|handling)|shipping\s+and\s+handling|after\s+(?:mail-in\s+)?rebate|new\s+customers|first[-\s]time|attend|presentation|timeshare|subscription|auto-?renew)|\$\s?\d/i;

/** A "free" offer whose mark leads to no stated condition, or whose only condition is "some restrictions apply". */
/** "Free" in Spanish: "GRATIS", "sin costo", "gratuito". */
const FREE_OFFER_ES = /(?<![-\w])(?:gratis|gratuit[oa]s?|sin\s+costo|sin\s+cargo)(?![-\w])/i;

/** The money given away is the offer, not its condition: "free $150", "$25 free". */
const FREE_AMOUNT = /\bfree\s+\$\s?[\d,.]+|\$\s?[\d,.]+\s+(?:free|gratis)\b/gi;
const statesCondition = (copy: string): boolean => STATED_CONDITION.test(copy.replace(FREE_AMOUNT, ' '));

export function freeWithoutConditions(text: string): TMatch | null {
  const marked = FREE_THEN_MARK.exec(text);
  if (marked) {
    const after = text.slice(marked.index + marked[0].length);
    const before = text.slice(0, marked.index).split(/[.!?\n]/).pop() ?? '';
    const offer = before + marked[0] + (after.split(/[.!?\n]/)[0] ?? '');
    const footnotes = [...after.matchAll(FOOTNOTES)].map((m) => m[1]);
    if (![offer, ...footnotes].some(statesCondition)) return { text: marked[0], start: marked.index, end: marked.index + marked[0].length };
  }
  const free = text.match(FREE_OFFER) ?? text.match(FREE_OFFER_ES);
  const vague = VAGUE_CONDITIONS.exec(text);
  if (free && vague && !statesCondition(text)) return { text: vague[0], start: vague.index, end: vague.index + vague[0].length };
  return null;
}

/**
 * Things too costly to give away without a catch: a free trip, hearing aids, a television, a roof or a furnace
 * leaves the reader asking what must be bought or attended, so its conditions belong beside it.
 */
const VALUABLE = concept('valuable item', [
  'cruise', 'cruises', 'vacation', 'vacations', 'trip', 'getaway', 'hotel stay', 'resort stay', 'hearing aid', 'hearing aids', 'tv', 'tvs', 'television', 'televisions',
  'laptop', 'tablet', 'ipad', 'iphone', 'smartphone', 'roof', 'furnace', 'air conditioner', 'windows', 'siding', 'solar', 'solar panels', 'generator', 'hot tub', 'water heater',
  'water softener', 'appliances', 'refrigerator', 'dental implants', 'braces', 'car', 'truck',
]);
/** The work done on a valuable thing: "free roof inspection", "free hearing aid cleaning" is a courtesy, not the thing. */
const SERVICE_ON_IT = concept('service on it', [
  'inspection', 'inspections', 'estimate', 'estimates', 'quote', 'quotes', 'check', 'checks', 'checkup', 'cleaning', 'cleanings', 'test', 'tests', 'testing', 'screening', 'evaluation',
  'consultation', 'adjustment', 'adjustments', 'batteries', 'tune up', 'measure', 'measurement', 'assessment', 'appraisal', 'diagnosis', 'diagnostic', 'audit',
  'design', 'demo', 'demonstration', 'fitting', 'walkthrough', 'wash', 'washes', 'delivery', '=installation', 'haul away', 'removal', 'recycling', 'parking', 'wifi', 'planning', 'rental',
  // The thing naming a business or a place, not given away: "car dealership", "roofing company", "the TV station".
  'dealership', 'dealerships', 'dealer', 'dealers', 'lot', 'shop', 'store', 'company', 'contractor', 'contractors', 'station', 'show', 'club', 'repair',
]);
/** Looking the thing over is the courtesy: "we'll walk your roof for free", "inspect the old windows at no charge". */
const SERVICE_VERB = concept('service on it, done', ['=walk', '=inspect', '=check', 'look at', 'look over', '=measure', '=assess', '=evaluate', '=examine', '=test', '=photograph', '=clean']);
/** "Free" in a name or a settled phrase, where it offers nothing: "the Free Press", "free speech", "a free agent". */
const FREE_COMPOUND = concept('free compound', [
  'free press', 'free speech', 'free will', 'free agent', 'free agents', 'free agency', 'free throw', 'free throws', 'free kick', 'free kicks', 'free world', 'free market',
  'free range', 'free spirit', 'free time', 'free standing', 'free skate', 'free library', 'free church', 'free methodist', 'free lutheran',
]);
const GIVEN_FREE = concept('given free', ['giving away', 'give away', 'gives away', 'complimentary', 'at no cost', 'at no charge', 'gratis']);
/** A prize is read by the contests rule. */
const CONTEST = concept('contest', ['win', 'winner', 'winners', 'drawing', 'drawn', 'sweepstakes', 'raffle', 'contest', 'enter to', 'entry', 'entries', 'lucky', 'prize', 'prizes', 'odds']);
/** What a free gift of value really costs: a purchase, a minimum, an appointment to sit through, a contract. */
const MATERIAL_CONDITION =
  /\b(?:with\s+(?:any|every|each|the|a|an|your)?\s*(?:\w+\s+)?(?:purchase|order|installation|contract|agreement|system|membership|enrollment)|when\s+you\s+(?:buy|purchase|order|sign|install|finance|trade|attend)|purchase\s+of|buy\s+(?:one|two|three|four|five|six|any|a|\d+)|(?:equal|lesser)\s+(?:or\s+lesser\s+)?value|offer\s+conditions|requires?|required|must|minimum|qualifying\s+(?:purchase|order|service|plan|system)|attend|presentation|timeshare|tour|subscription|auto-?renew|(?:plus|pay)\s+(?:shipping|s&h|handling)|subject\s+to|per\s+(?:household|customer|person|id|guest|family|visit)|one\s+per|while\s+supplies\s+last|limit(?:ed)?\s+(?:one|1|to))\b|\$\s?\d/i;
/** A mark after "free" sends the reader to a footnote, which `freeWithoutConditions` reads. */
const MARKED = /^[^\n\w]{0,3}[*\u2020\u2021]/;

function freeWords(doc: TConceptDoc): THit[] {
  const free = [...doc.text.matchAll(FREE_OFFER)].map((m) => doc.tokens.findIndex((t) => t.start === m.index)).filter((i) => i >= 0);
  const given = occurrences(doc, GIVEN_FREE);
  return [...free.map((i) => ({ concept: 'free', first: i, last: i, start: doc.tokens[i].start, end: doc.tokens[i].end, text: doc.tokens[i].raw, uncertain: doc.tokens[i].uncertain })), ...given];
}

/** The lines around an offer: the one before (a "buy this and get") and the two after. */
function linesAround(text: string, offset: number): string {
  const lines = text.split('\n');
  let at = 0;
  let index = 0;
  while (index < lines.length - 1 && at + lines[index].length < offset) at += lines[index++].length + 1;
  // Blank lines between the artwork's blocks are no distance: the terms under a headline are still beside it.
  const filled = (from: number, to: number) => lines.slice(from, to).filter((line) => line.trim() !== '');
  return [...filled(0, index).slice(-1), lines[index], ...filled(index + 1, lines.length).slice(0, 2)].join('\n');
}

/** Work given as a volunteer's or pro bono: a gift, not a commercial offer with terms to state. */
const VOLUNTEERED = concept('volunteered', ['volunteer', 'volunteers', 'volunteering', 'volunteered', 'pro bono', 'donating our time', 'donate our time', 'donated time']);

/** "A FREE 3-night cruise", "hearing aids are FREE this month": a costly thing given away with no condition beside it. */
export function valuableFreeWithoutConditions(doc: TConceptDoc): TMatch | null {
  if (occurrences(doc, CONTEST).length > 0 || occurrences(doc, VOLUNTEERED).some((h) => !isNegatedHit(doc, h))) return null;
  const services = occurrences(doc, SERVICE_ON_IT);
  const compounds = occurrences(doc, FREE_COMPOUND);
  const looked = occurrences(doc, SERVICE_VERB);
  const items = occurrences(doc, VALUABLE).filter(
    (h) => !services.some((s) => s.first > h.last && s.first - h.last <= 2) && !looked.some((v) => v.last < h.first && h.first - v.last <= 3 && doc.tokens[v.last].clause === doc.tokens[h.first].clause),
  );
  // "Free, no-obligation roof inspections": what is free is the service that follows it, not the thing it is done to.
  const serviceFollows = (free: THit) => services.some((s) => s.first > free.last && s.first - free.last <= 4 && doc.tokens[s.first].clause === doc.tokens[free.last].clause);
  const freeOffers = freeWords(doc).filter((h) => !serviceFollows(h) && !compounds.some((c) => c.first <= h.first && h.last <= c.last));
  const offers = near(doc, freeOffers, items, { window: 3, sameClause: false }).filter((f) => !isNegatedHit(doc, f.a));
  const offer = offers.find((f) => !MARKED.test(doc.text.slice(f.end)) && !MATERIAL_CONDITION.test(linesAround(doc.text, f.start)));
  return offer ? asMatch(offer) : null;
}

// ------------------------------------------------------------------------------------------------
// Instant results

/** What a cosmetic promises to take away. */
const FLAW = concept('cosmetic flaw', [
  'wrinkles', 'wrinkle', 'fine lines', 'forehead lines', 'frown lines', 'smile lines', 'laugh lines', 'expression lines', "crow's feet", 'crows feet', 'dark spots', 'age spots',
  'sun spots', 'acne scars', 'stretch marks', 'cellulite', 'jowls', 'double chin', 'dark circles', 'under eye bags', 'eye bags', 'saggy skin', 'sagging skin', 'turkey neck',
  'arrugas', 'manchas', 'celulitis',
]);
/** Gone, not improved: "were GONE", "vanish", "erased". */
const GONE = concept('gone', [
  'gone', 'vanish', 'vanished', 'disappear', 'disappeared', 'erase', 'erased', 'melt away', 'melted away', 'wipe away', 'wiped away', 'went away', 'no more', 'banish', 'eliminate',
  'remove', 'removed', 'reverse', 'reversed', 'desaparecen', 'borra',
]);
/**
 * A time too short for skin to change in: overnight, a day, a week. Minutes are left out: make-up covers a flaw in
 * minutes and truly, and says so.
 */
const INSTANT = concept('instant', [
  'overnight', 'next morning', 'by morning', 'in the morning', 'by the morning', 'in one night', 'in a day', 'in one day', 'in 24 hours', 'in 48 hours', 'in days', 'within days',
  'in a week', 'in one week', 'within a week', 'de la noche a la mañana',
]);

/** "My forehead lines were gone by the next morning", "erases wrinkles overnight": a flaw gone in no time. */
export function instantCosmeticResult(doc: TConceptDoc): TMatch | null {
  const sentences = sentenceIndex(doc);
  const instants = occurrences(doc, INSTANT);
  const frame = inOneSentence(doc, occurrences(doc, FLAW), occurrences(doc, GONE).filter((h) => !isNegatedHit(doc, h)), 6).find(
    (f) => !isNegatedHit(doc, f.a) && instants.some((i) => sentences[i.first] === sentences[f.a.first]),
  );
  return frame ? asMatch(frame) : null;
}

// ------------------------------------------------------------------------------------------------
// Total efficacy

/**
 * What a product or a service claims to do to a threat or a test, every time: kill, detect, stop, beat. Blocking
 * ("blocks 100% of UV rays") is a measured specification, and what the seller does to its own work ("removes 100% of
 * the debris") is its own conduct, so neither is here.
 */
const EFFECT = concept('effect', [
  'kill', 'kills', 'killed', 'eliminate', 'eliminates', 'eradicate', 'eradicates', 'destroy', 'destroys', 'detect', 'detects', 'catch', 'catches', 'prevent', 'prevents', 'stop', 'stops',
  'beat', 'beats', 'cure', 'cures', 'heal', 'heals', 'win', 'wins', 'won', 'neutralize', 'neutralizes', 'wipe out', 'wipes out', 'get rid of', 'gets rid of', 'elimina', 'mata', 'detecta',
]);
/** Everyone who used it: "100% of users saw results". A survey of customers ("100% of customers would return") is a satisfaction figure. */
const USERS = concept('users', ['users', 'patients', 'participants', 'testers', 'usuarios', 'pacientes']);

/** What lives and spreads: a kill rate is measured for it, so "every" one of them is more than any test shows. */
const MICROBE = concept('microbe', [
  'germ', 'germs', 'bacteria', 'bacterium', 'virus', 'viruses', 'superbug', 'superbugs', 'pathogen', 'pathogens', 'microbe', 'microbes', 'parasite', 'parasites',
  'infection', 'infections', 'disease', 'diseases', 'cancer cells',
]);
const EVERY = new Set(['every', 'all', 'each', 'any', 'todos', 'todas', 'cada']);

/** "Kills every superbug", "destroys all known viruses": every one of a living threat, a claim no test supports. */
function everyMicrobe(doc: TConceptDoc): TMatch | null {
  const frame = near(doc, EFFECT, MICROBE, { window: 2, ordered: true }).find(
    (f) => !isNegatedHit(doc, f.a) && !inDisclaimerList(doc, f.a) && doc.tokens.slice(f.a.last + 1, f.b.first).some((t) => EVERY.has(t.norm)),
  );
  return frame ? asMatch(frame) : null;
}

/** "Eliminates 100% of mold forever", "detects 100% of heart attacks", "we beat 100% of breath tests", "100% of users saw results". */
export function totalEfficacy(doc: TConceptDoc): TMatch | null {
  const every = everyMicrobe(doc);
  if (every) return every;
  const whole = quantityHits(doc, 'percent', (q) => q.value === 100);
  // The evidence runs to what is done to: "eliminates 100% of mold".
  const through = (start: number, of: number): TMatch | null => {
    const object = doc.tokens[of + 1];
    if (doc.tokens[of]?.norm !== 'of' || !object || object.clause !== doc.tokens[of].clause) return null;
    return { text: doc.text.slice(start, object.end), start, end: object.end };
  };
  for (const f of near(doc, EFFECT, whole, { window: 1, ordered: true })) {
    const done = !isNegatedHit(doc, f.a) && through(f.a.start, f.b.last + 1);
    if (done) return done;
  }
  for (const q of whole) {
    const users = near(doc, [q], USERS, { window: 2, ordered: true })[0];
    if (users && users.b.first === q.last + 2 && !isNegatedHit(doc, q)) return through(q.start, q.last + 1);
  }
  return null;
}

// ------------------------------------------------------------------------------------------------
// Degrees for sale

/** An academic degree: what takes years of study. A trade certificate or a licence class ("CDL in 4 weeks") may take days. */
const DEGREE = concept('degree', [
  'degree', 'degrees', 'diploma', 'diplomas', 'bachelor', "bachelor's", 'bachelors', 'master', "master's", 'masters', 'doctorate', 'doctorates', 'phd', 'mba', 'mbas',
  'título', 'títulos', 'diplomado',
]);
/** A degree given for what the buyer already did rather than study: "life-experience degrees", "no classes". */
const NO_STUDY = concept('no study', [
  'no classes', 'no coursework', 'no exams', 'no tests', 'no studying', 'without classes', 'without studying', 'any university', 'any college',
  'any school', 'university name of your choice', 'school of your choice',
]);
/** A degree named for what it was bought with: "life-experience diplomas" (credit for experience toward a degree is another thing). */
const EXPERIENCE_DEGREE = concept('experience degree', ['life experience', 'work experience', 'experience based', 'experiencia de vida']);
const WITHIN = new Set(['in', 'within', 'en']);
/** Longest a degree could be earned in, in days, for a promise of one "in 30 days" to be false on its face. */
const DEGREE_DAYS = 90;
const DAYS_PER: Record<string, number> = { hour: 1 / 24, day: 1, week: 7, month: 30 };

/** "Accredited degrees in 30 days", "life-experience diplomas": a degree sold without the study it stands for. */
export function degreeWithoutStudy(doc: TConceptDoc): TMatch | null {
  const degrees = occurrences(doc, DEGREE).filter((h) => !isNegatedHit(doc, h));
  if (degrees.length === 0) return null;
  const durations = quantities(doc.text, 'duration');
  for (const d of degrees) {
    const within = doc.tokens.slice(d.last + 1, d.last + 3).findIndex((t) => WITHIN.has(t.norm) && t.clause === doc.tokens[d.last].clause);
    if (within === -1) continue;
    const from = doc.tokens[d.last + 1 + within].end;
    const time = durations.find((q) => q.start > from && q.start - from <= 20 && /^[\s\w]*$/.test(doc.text.slice(from, q.start)));
    if (time && time.value * (DAYS_PER[time.unit] ?? Infinity) <= DEGREE_DAYS) return { text: doc.text.slice(d.start, time.end), start: d.start, end: time.end };
  }
  const bought = [...near(doc, EXPERIENCE_DEGREE, degrees, { window: 0, ordered: true }), ...near(doc, NO_STUDY, degrees, { window: 3 })].find((f) => !isNegatedHit(doc, f.a));
  return bought ? asMatch(bought) : null;
}
