import { POLICY_IDS } from '../../domain/policy-library';
import { findingFor, type TCitation } from './finding';
import { licensedGambling, lotteryCourier, lotteryMentions, lotteryWordHits, namedOnlineCasino, playMoneyGame, privateCardGame, readRaffle, remoteCasino, sportsBettingOffer, sweepstakesGaming } from './betting-gambling';
import { concept, docOf, isNegatedHit, mentions, near, occurrences, quantityHits, tokenAt, union, type TConceptDoc, type TFrame, type THit } from './concepts';
import { freeEntryStatement, NEED, PURCHASE } from './contests-free-entry';
import { clauseBefore, findAll, type TMatch } from './text-match';
import type { TPolicyRuleModule, TRuleFinding, TRuleInput } from './types';

const finding = findingFor(POLICY_IDS.contestsSweepstakes);

const CITE = {
  lottery: { section: 'Minn. Stat. 609.75 subd. 1(a)', category: 'state_law', effectiveDate: null },
  freeEntry: { section: 'Minn. Stat. 609.75 subd. 1(b); 39 U.S.C. 3001(k)', category: 'state_law', effectiveDate: null },
  prizeNotice: { section: 'Minn. Stat. 325F.755', category: 'state_law', effectiveDate: null },
  bestPractice: { section: "Publisher's promotions policy", category: 'publisher_policy', effectiveDate: null },
} as const satisfies Record<string, TCitation>;

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
// Spanish dates read "31 de agosto": the day first, "de" before the month.
const MES = '(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)';
const DATE = new RegExp(`\\b${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?\\b(?:,?\\s+\\d{4})?|\\b\\d{1,2}\\/\\d{1,2}(?:\\/\\d{2,4})?\\b|\\b\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}\\b|\\b\\d{1,2}\\s+de\\s+${MES}\\b`, 'gi');
const END_WORD =
  /\b(?:ends?|ending|expires?|close[sd]?|closing|deadline|due|accepted|submit(?:ted)?|returned|turn(?:ed)?\s+in|through|thru|until|till|by|before|later\s+than|received|postmarked|drawing|drawn|held|announced|pick(?:ed|s)?|cho(?:sen|ose)|select(?:ed)?|named|notified|runs?|from|to|termina[n]?|finaliza|vence|cierra|hasta|antes|anuncia|sortea|sorteo|rifa)\b[^.\n]{0,30}$|[-\u2013]\s*$/i;

// A promotion of chance, read as concepts: a chance mechanism (a drawing, a wheel, a scratch card,
// a winner picked at random) that people are invited to enter, outside negation. Skill decides a
// contest when judges or votes pick the winner and nothing is left to chance.
const CHANCE = concept('chance', [
  'sweepstakes', 'prize drawing', 'grand prize drawing', 'random drawing', 'lucky winner', 'lucky winners', 'instant win', 'instant winner', 'instant prizes',
  'prize wheel', 'spin to win', 'spin and win', 'spin n win', 'spin win', 'scratch n win', 'scratch card', 'scratch cards', 'scratch and win', 'scratch your card', 'game piece', 'game pieces', 'chance to win', 'chances to win',
  'enter to win', 'register to win', 'enter for a chance', 'enters you to win', 'enter you to win', 'entered to win', 'entry to win', 'entries to win', 'sorteo', 'rifa', 'raffle', 'raffles', 'raffle tickets',
  'lucky customer', 'lucky customers', 'lucky shopper', 'lucky shoppers', 'lucky guest', 'lucky guests', 'lucky reader', 'lucky readers', 'lucky listener', 'lucky listeners',
  'lucky fan', 'lucky fans', 'lucky follower', 'lucky followers', 'lucky family', 'lucky buyer', 'lucky patron', 'lucky visitor', 'lucky diner', 'lucky driver',
  // A number on what was bought, called for the prize: "a lucky number on every ticket stub", "lucky seat".
  'lucky number', 'lucky numbers', 'lucky seat', 'lucky seats', 'lucky row', 'lucky program', 'lucky programs', 'lucky stub',
  // Somali "qori-tuur" (casting lots), Vietnamese "rút thăm" / "bốc thăm" (drawing lots) and "trúng thưởng" (win a prize).
  'qori tuur*', 'rút thăm', 'rut tham', 'bốc thăm', 'boc tham', 'trúng thưởng', 'trung thuong',
  // Russian and Ukrainian "розыгрыш" / "розіграш" (a prize drawing).
  'розыгрыш*', 'розіграш*',
]);
/**
 * A giveaway is a drawing when someone wins or enters it ("giveaway winner announced Friday", "enter our giveaway"); a
 * giveaway that hands the thing to everyone who qualifies or asks ("free hearing aids: ask for the Fall Giveaway") is a free offer.
 */
const GIVEAWAY = concept('giveaway', ['giveaway', 'giveaways', 'give away', 'giving away']);
const GIVEAWAY_CHANCE = concept('giveaway chance', [
  'win', 'wins', 'winner', 'winners', 'winning', 'enter', 'entry', 'entries', 'entered', 'drawing', 'drawn', 'draw', 'random', 'randomly', 'lucky', 'picked', 'chosen', 'selected',
  'announced', 'like', 'share', 'tag', 'follow', 'comment', 'repost',
]);
/** "One in every 50 boxes has a console", "1 in 20 cups hides a gift card": the prize in some of what is sold, so buying one is a chance at it. */
const RATE = concept('rate', ['{num} in every {num}', 'one in every {num}', '{num} in {num}', 'one in {num}', '{num} out of every {num}', 'one out of every {num}']);
const HOLDS = concept('holds', ['has', 'have', 'holds', 'hold', 'contains', 'contain', 'hides', 'hide', 'hiding', 'includes', 'comes with', 'is a winner', 'wins']);
/** A winner choosing: "winners pick from a table of prizes", "the winner chooses a gift". A winner picked is chance; a winner who picks is not. */
const CHOOSES = new Set(['pick', 'picks', 'choose', 'chooses', 'select', 'selects']);

/** Entering by a post: like, share, tag or follow "to win". Who wins is drawn, since nobody judges a share. */
const SOCIAL_ENTRY = concept('social entry', ['like', 'share', 'tag', 'follow', 'comment', 'repost', 'retweet', 'subscribe']);
const TO_WIN = concept('to win', ['to win', 'and win', 'for a chance', 'to be entered']);

/** Instant-win games: matching symbols, peeling or scratching, prizes under a cap. Whoever gets the winning piece wins by chance; a game only where a prize is offered ("storage under the lid" is a bench). */
const INSTANT_GAME = concept('instant game', [
  'match three', 'match 3', 'match two', 'match 2', 'match the symbols', 'match the numbers', 'match and win', 'peel and win', 'peel to win', 'under the cap',
  'under the lid', 'under the cork', 'inside the cap', 'inside the lid', 'winning cap', 'winning caps', 'winning receipt', 'winning receipts', 'golden ticket', 'hidden prize',
  'hidden prizes', 'lucky receipt', 'lucky box', 'lucky bag', 'lucky cup', 'lucky cap', 'peel the sticker', 'peel the tab', 'prize board', 'prize boards', 'punchboard',
  'punch board', 'scratch and win', 'scratch to win', 'scratch the back', 'scratch the card', 'scratch and see', 'scratch off to win', 'rub and win', 'rub to win', 'rub off to win',
]);
/**
 * A key handed out of which one (or a few) starts the truck or opens the prize box: "lucky key night", "if your key
 * starts the pickup". Whoever draws that key wins by chance, whatever the prize is called. A locksmith's key "that opens every door" is a key.
 */
const KEY_GAME = concept('key game', [
  'mystery key', 'mystery keys', 'lucky key', 'lucky keys', 'winning key', 'winning keys', 'one key starts', 'key that starts', 'keys that start', 'if your key starts',
  'if your key opens', 'if your key fits', 'does your key start', 'will your key start',
]);
/** A bought item that may carry the prize: a receipt, a cap, a box. */
const PRIZE_CARRIER = concept('prize carrier', [
  'receipt', 'receipts', 'cap', 'caps', 'lid', 'lids', 'cup', 'cups', 'box', 'boxes', 'bag', 'bags', 'bottle', 'bottles', 'can', 'cans', 'package', 'packages', 'wrapper',
  'wrappers', 'ticket stub', 'envelope', 'envelopes', 'egg', 'eggs',
]);
/** The mark that makes one of them the winner: "if your receipt has a red star", "specially marked bottles hide prizes". A loyalty card's stamps are earned, not won. */
const WINNING_MARK = concept('winning mark', [
  'star', 'gold star', 'sticker', 'marked', 'specially marked', 'red dot', 'gold seal', 'hide', 'hides', 'hidden',
  // "Mystery boxes $25, one contains a $500 gift card": some of them, not every one, hold the prize.
  'one contains', 'one holds', 'one has', 'some contain', 'some hold', 'a few contain', 'randomly', 'at random',
]);
/** "Be caller nine", "the 10th caller wins": a call-in contest. One caller, not "the first 500 callers" of a sale. */
const CALLER = concept('caller', ['=caller']);
/** "Our 100th customer wins", "the 1,000th shopper takes home a TV": a count reached by chance. A small one is a deal ("2nd guest eats free"). */
const NTH_CUSTOMER = concept('nth customer', ['=customer', '=shopper', '=visitor', '=guest', '=diner', '=order', '=ticket']);
const ORDINAL_BEFORE = /(?:\b(\d{1,3}(?:,\d{3})+|\d+)(?:st|nd|rd|th)|\b(hundredth|thousandth|millionth))\s+$/i;
function bigOrdinalBefore(doc: TConceptDoc, h: THit): boolean {
  const m = ORDINAL_BEFORE.exec(doc.text.slice(Math.max(0, h.start - 14), h.start));
  return m !== null && (m[2] !== undefined || Number(m[1].replace(/,/g, '')) >= 5);
}
const ORDINAL = concept('ordinal', [
  '{num}', '{code}', 'number', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'twenty', 'first', 'second', 'third', 'fourth',
  'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'twelfth', 'twentieth',
]);

/** Entries put in a container to be drawn: "your name goes in the hat", "every receipt goes in the barrel". */
const DRAW_POOL = concept('draw pool', [
  'in the hat', 'into the hat', 'in a hat', 'out of a hat', 'out of the hat', 'in the barrel', 'into the barrel', 'from the barrel', 'in the drum', 'in the fishbowl', 'in the bowl',
  'into the bowl', 'in the jar', 'into the jar', 'in the drawing', 'into the drawing', 'into a drawing', 'in a drawing', 'into our drawing', 'in our drawing', 'in the sorteo',
]);
/**
 * An entry put into a drawing described on the way ("your card goes in our weekly drawing", "into the grand prize drawing"):
 * the container words above with a period or size between them and the drawing.
 */
const INTO_A_DRAW = concept('into a draw', ['in', 'into']);
const DRAW_NOUN = concept('draw noun', ['drawing', 'drawings', 'draw', 'raffle', 'sorteo']);
const DESCRIBING_A_DRAW = new Set([
  'the', 'a', 'an', 'our', 'this', 'that', 'each', 'every', 'next', "week's", "month's", "year's", 'weekly', 'monthly', 'daily', 'nightly', 'annual', 'yearly', 'quarterly', 'big',
  'grand', 'prize', 'final', 'cash', 'holiday', 'summer', 'spring', 'fall', 'winter', 'christmas', 'anniversary', 'customer', 'bonus', 'special', 'weekend', 'end', 'of', 'month',
  'year', 'season', 'free', 'gas', 'store', 'club', 'member', 'members', 'loyalty', 'rewards',
]);
function enteredInADraw(doc: TConceptDoc): THit[] {
  return near(doc, INTO_A_DRAW, DRAW_NOUN, { window: 3, ordered: true })
    .filter((f) => f.b.first - f.a.last > 1 && doc.tokens.slice(f.a.last + 1, f.b.first).every((t) => DESCRIBING_A_DRAW.has(t.norm)) && !isArt(doc, f.b))
    .map((f) => f.b);
}

/** Words with everyday senses ("drawing class", "take a spin in the new Mustang", "a second chance at life"): chance only in an ad that offers a prize. */
const CHANCE_IF_PRIZE = concept('chance if a prize', [
  'drawing', 'drawings', 'random', 'randomly', 'at random', 'chance at', 'shot at', 'take a spin', 'spin the wheel', 'scratch off', 'one lucky',
  // "Sweeps" is also a cultivator's shovels and a chimney sweep's trade: a sweepstakes only where a prize is offered.
  '=sweeps',
  // A name put in for a prize is an entry in a drawing: "puts your name in for a new truck", "more chances to win".
  'your name in', 'name in for', 'names in for', 'more chances', 'extra chances', 'more entries', 'extra entries', 'bonus entries',
]);
/**
 * One of the many who buy or take part getting the prize: "one homeowner gets their roof free", "one buyer will win the truck".
 * Everyone cannot get it, so who does is chance. A quota beside it ("one guest gets in free per paid adult") is a deal.
 */
const ONE_OF_MANY = concept('one of many', [
  'one customer', 'one homeowner', 'one buyer', 'one shopper', 'one client', 'one patient', 'one family', 'one household', 'one guest', 'one member', 'one reader', 'one listener',
  'one driver', 'one student', 'one person', 'one couple', 'one subscriber', 'one player', 'one fan', 'one follower', 'one participant', 'one attendee', 'one visitor', 'one diner',
  'one rider', 'one owner', 'one renter', 'one tenant', 'one neighbor', 'one business', 'one bride', 'one golfer', 'one angler', 'one hunter', 'one donor', 'one voter',
]);
const RECEIVES = concept('receives', [
  'wins', 'will win', 'gets', 'will get', 'receives', 'will receive', 'takes home', 'will take home', 'goes home with', 'will go home with', 'walks away with', 'drives home',
  'drives away with', 'scores',
]);
const QUOTA = concept('quota', ['per', 'with each', 'with every', 'for each', 'for every']);
function oneOfMany(doc: TConceptDoc): THit[] {
  if (!offersPrize(doc)) return [];
  const quotas = occurrences(doc, QUOTA);
  return near(doc, ONE_OF_MANY, RECEIVES, { window: 1, ordered: true })
    .filter((f) => !isNegatedHit(doc, f.a) && !quotas.some((q) => q.first > f.b.last && doc.tokens[q.first].clause === doc.tokens[f.b.last].clause))
    .map((f) => f.a);
}

/**
 * Something bought and a prize won in one breath: "buy a dinner ticket and win a trip", "Buy a case, win a boat", "spend $50, win $500".
 * A sale that hands the thing to every buyer says "get"; "win" says some buyers will not. Amharic says it too: "ይግዙ" (buy), "ያሸንፉ" (win).
 */
const WIN_VERB = concept('win verb', ['=win']);
const WIN_AFTER_ITS_PRIZE = concept('win, after its prize', ['ያሸን*', 'ይሸለሙ*']);
function boughtToWinFrames(doc: TConceptDoc): TFrame[] {
  const wins = [...occurrences(doc, WIN_VERB).filter(winsAPrize(doc)), ...occurrences(doc, WIN_AFTER_ITS_PRIZE)];
  return near(doc, occurrences(doc, BUY), wins, { window: 10, sameClause: false, ordered: true }).filter(
    (f) => !/[.!?\n]/.test(doc.text.slice(f.a.end, f.b.start)) && !isNegatedHit(doc, f.a) && !isNegatedHit(doc, f.b),
  );
}
function boughtToWin(doc: TConceptDoc): THit[] {
  return boughtToWinFrames(doc).map((f) => f.b);
}
/** "Win a TV", "win $500", "win two tickets": a prize follows; not "win big" or "win the day". */
const winsAPrize = (doc: TConceptDoc) => (h: THit) => /^\s+(?:a|an|one|two|three|free|\$|\d|tickets?|prizes?|gifts?|cash|the\s+(?:grand\s+)?prize|your\s+(?:share|choice))\b|^\s+\$/i.test(doc.text.slice(h.end, h.end + 14));

/** "Spin the big wheel", "spin our prize wheel", a wheel named on the next line of the artwork: spinning a wheel, chance where a prize is offered. */
const SPIN = concept('spin', ['spin', 'spins', 'spinning']);
const WHEEL = concept('wheel', ['wheel']);
function spunWheel(doc: TConceptDoc): THit[] {
  return near(doc, SPIN, WHEEL, { window: 3, sameClause: false, ordered: true })
    .filter((f) => !/[.!?]/.test(doc.text.slice(f.a.end, f.b.start)) && !isNegatedHit(doc, f.a))
    .map((f) => f.a);
}

/** What follows "drawing" when it is the art: "figure drawing classes", "drawing pencils". */
const ART_AFTER = concept('art', ['class', 'classes', 'lesson', 'lessons', 'workshop', 'workshops', 'course', 'camp', 'studio', 'pencil', 'pencils', 'paper', 'pad', 'supplies', 'tablet', 'board', 'skills', 'instruction']);
/** What precedes "drawing" when it is a picture judged or made: "the best drawing wins", "coloring and drawing contest". */
const ART_BEFORE = concept('art before', ['best', 'coloring', 'colouring', 'figure', 'pencil', 'chalk', 'original', 'favorite', 'favourite']);
const ENTRY_TICKET = concept('entry ticket', ['ticket', 'tickets', 'entry', 'entries', 'enter', 'entered']);
/** A name put down for the prize: "register your name", "sign up at the booth". */
const SIGN_UP = concept('sign up', ['register', 'registers', 'registration', 'sign up', 'signs up']);
const TEXT_WORD = concept('text', ['text', 'txt', 'sms']);

/** "Text ROCK to 55123": an entry by text message to a short code. */
function shortcodeEntry(doc: TConceptDoc): boolean {
  const codes = doc.tokens.map((t, i) => ({ t, i })).filter(({ t, i }) => /^\d{5,6}$/.test(t.norm) && doc.tokens[i - 1]?.norm === 'to');
  return occurrences(doc, TEXT_WORD).some((h) => codes.some(({ i }) => i > h.last && i - h.last <= 3 && doc.tokens[i].clause === doc.tokens[h.first].clause));
}

/** "Winner picked", "we will pick one lucky follower", "names drawn": someone chosen, not judged. */
const CHOSEN = concept('chosen', ['pick', 'picked', 'picks', 'choose', 'chosen', 'select', 'selected', 'draw', 'drawn', 'pulled']);
const CHOSEN_ONE = concept('chosen one', ['winner', 'winners', 'lucky', 'one lucky', 'follower', 'entrant', 'name', 'names', 'entry', 'ticket']);
/** A winner made known among ticket holders ("every buyer gets a ticket; the winner is announced Sunday") was drawn. */
const MADE_KNOWN = concept('made known', ['announced', 'announce', 'announces', 'revealed', 'named', 'posted', 'called']);
const THE_WINNER = concept('the winner', ['winner', 'winners', 'winning ticket', 'winning number', 'winning name']);
/** Being invited in: entering, playing, spinning, scratching, texting, tagging, or buying what earns the entry. Without it a story about a past winner is not a promotion. */
const INVITATION = concept('invitation', [
  'enter', 'entry', 'entries', 'entered', 'register', 'sign up', 'win', 'play', 'spin', 'scratch', 'text', 'tag', 'share', 'drop', 'fill out', 'qualify', 'qualifies', 'earn',
  'earns', 'collect', 'get a ticket', 'get a scratch card', 'participa', 'gana', 'get in', 'goes in', 'go in', 'buy', 'order', 'purchase', 'spend', 'book any', 'book an',
  'book a', 'book your', 'compra', 'compre', 'iibso', 'mua', 'tham gia', 'renew', 'look under', 'look inside', 'check under', 'check inside', 'peel', 'be caller', 'be the',
  'be our', 'listen', 'tune in', 'comment',
  // Entry by joining or subscribing: "everyone who enrolls goes into the drawing", "subscribe this week".
  'goes into', 'go into', 'enroll', 'enrolls', 'join', 'joins', 'subscribe', 'subscribes',
  // Russian "участвуйте" (take part), "выиграйте" (win), "купите" (buy).
  'участвуйте', 'участвовать', 'выиграйте', 'выиграть', 'купите',
]);
/** A past-tense entry word is a report ("thank you to everyone who entered"), unless the reader is the one entered ("you're entered"). */
const ENTERED_NOW = new Set(['get', 'gets', 'be', 'is', 'are', "you're", 'automatically', 'instantly']);
function invites(doc: TConceptDoc, h: THit): boolean {
  if (isNegatedHit(doc, h)) return false;
  // Thanks after the fact: "thanks for entering", "thank you for playing".
  const before = doc.tokens.slice(Math.max(0, h.first - 3), h.first).map((t) => t.norm).join(' ');
  if (/(?:thanks|thank you) for$/.test(before)) return false;
  const word = doc.tokens[h.last].norm;
  if (!/ed$/.test(word) && word !== 'won') return true;
  return ENTERED_NOW.has(doc.tokens[h.first - 1]?.norm ?? '');
}
/** Winners decided by judges or votes. */
const SKILL = concept('skill', ['judged', 'judging', 'judge', 'judges', 'panel of', 'skill', 'talent', 'readers vote', 'reader votes', 'votes', 'vote for', 'best essay', 'best photo', 'best recipe', 'best costume', 'best design', 'best story', 'best entry', 'biggest fish', 'fastest time']);
/** A tagged fish pays whoever happens to land it: the tag is luck, however well the angler fishes. */
const TAGGED_FISH = concept('tagged fish', [
  'tagged fish', 'tagged walleye', 'tagged walleyes', 'tagged perch', 'tagged bass', 'tagged pike', 'tagged northern', 'tagged northerns', 'tagged muskie', 'tagged trout', 'tagged crappie',
  'tagged crappies', 'tagged sunfish', 'tagged bluegill', 'tagged catfish', 'tagged salmon', 'tagged laker', 'tagged lake trout',
]);
const PURE_CHANCE = union('pure chance', TAGGED_FISH, concept('chance by name', ['sweepstakes', 'sweeps', 'random', 'randomly', 'at random', 'drawing', 'drawn', 'lucky', 'scratch card', 'prize wheel', 'instant win']));

/** A prize said to be the reader's already: "you have won", "reserved in your name", "your name came up". */
const AWARDED = concept('awarded', [
  'you have won', "you've won", 'you won', 'you have been selected', "you've been selected", 'selected to receive', 'reserved in your name', 'reserved for you', 'in your name',
  'your name came up', 'your name was drawn', 'your name has been drawn', 'claim your prize', 'claim your award', 'claim your winnings', 'your prize', 'your award', 'been awarded',
  'guaranteed winner', 'release your', 'awaiting delivery', 'pending delivery', 'waiting for you', 'is yours', 'yours to claim', 'to receive it', 'to receive your', 'to claim it',
  'has your name on it', 'set aside for you', 'your entry won', 'your ticket won', 'your number won', 'to collect your', 'collect your prize', 'collect your winnings',
  'ganaste', 'has ganado', 'ha ganado', 'reclama tu premio', 'reclame su premio', 'tu premio', 'su premio',
]);
/** What a prize notice offers. */
const PRIZE = concept('prize', [
  'prize', 'prizes', 'award', 'cash award', 'winnings', 'win', 'wins', 'won', 'winner', 'winners', 'jackpot', 'sweepstakes', 'reward', 'grand prize', 'gift card', 'giveaway',
  'giving away', 'give away', 'takes home', 'premio', 'premios', 'abaalmarin*', 'giải thưởng', 'giai thuong',
]);
/** Money the winner must pay to receive it. */
const FEE = concept('fee', ['fee', 'fees', 'charge', 'charges', 'payment', 'pay', 'deposit', 'shipping', 'handling', 'delivery charge', 'processing', 'taxes', 'customs', 'wire', 'envío', 'envio', 'cargo', 'cuota', 'tarifa', 'pago', 'pagar', 'pagando', 'impuestos', 'manejo']);
const ODDS_WORD = concept('odds', ['odds', 'chances of winning']);
const PRIZE_VALUE_WORD = concept('prize value', ['arv', 'approximate retail value', 'retail value', 'valued at', 'value of', 'worth']);
/** "You are a confirmed finalist", "you're our winner": the reader told they won. */
const YOU_ARE = concept('you are', ['you are', "you're", 'you have', "you've", 'you', 'your name', 'your entry', 'your ticket', 'your number']);
const WINNER_WORD = concept('winner', ['winner', 'finalist', 'finalists', 'won', 'been selected', 'been chosen', 'came up', 'was drawn']);
const CONDITIONAL = new Set(['if', 'whether', 'could', 'might', 'may', 'see', 'find']);
const GROUP_SIZE = /\b(?:one\s+of\s+[\d,]+|[\d,]+\s+(?:other\s+)?(?:finalists|winners|people|participants|recipients))\b/i;

const notNegated = (doc: TConceptDoc) => (h: THit) => !isNegatedHit(doc, h);

// Entry earned by a transaction: "with every oil change", "when you buy", "for each visit and purchase".
const PER_TRANSACTION = concept('per transaction', ['with every', 'with each', 'with any', 'with your', 'with purchase', 'when you buy', 'when you spend', 'when you order', 'for every', 'for each']);
const ENTRY = concept('entry', [
  'enter', 'entry', 'entries', 'entered', 'chance', 'chances', 'ticket', 'tickets', 'win', 'scratch card', 'game piece', 'spin', 'drawing', 'goes in', 'go in', 'get in', 'in the hat',
  'in the barrel', 'in the drawing', 'entras', 'participas', 'a la rifa', 'al sorteo', 'en la rifa', 'en el sorteo',
]);
/** Entering as a purpose: "to get in, book any oil change", "to enter, buy a ticket". */
const TO_ENTER = concept('to enter', ['to enter', 'to get in', 'to qualify', 'to be entered', 'to play', 'to win', 'para participar']);
/** Buying something: what earns a paid entry when an entry follows it. */
const BUY = concept('buy', [
  'buy', 'purchase', 'order', 'spend', 'spent', 'purchase of', 'purchases of', 'purchase over', 'purchases over', 'orders over', 'book any', 'book an', 'book a', 'book your', 'compra',
  'compre', 'iibso', 'ku iibso', 'mua', 'renew', 'renews',
  // Amharic "ይግዙ" (buy), "ገዝተው" (having bought).
  'ይግዙ*', 'ገዝተው*',
]);
/** "The more you shop, the more chances you get": entries that grow with what is bought. Sharing or voting more is no purchase. */
const THE_MORE_YOU = concept('the more you', ['the more you']);
const PAID_ACTIVITY = concept('paid activity', ['buy', 'spend', 'shop', 'order', 'purchase', 'service', 'dine', 'eat', 'drink', 'fill up', 'rent', 'book', 'stay', 'wash', 'bowl', 'compras', 'gastas']);
const MORE_CHANCES = concept('more chances', ['more chances', 'more entries', 'more tickets', 'more times', 'better your chances', 'better the odds', 'more names', 'más oportunidades']);
/** A receipt handed in is proof of a purchase; so is a punch or stamp card, filled only by buying ("a filled card enters you"). */
const RECEIPT = concept('receipt', [
  'receipt', 'receipts', 'proof of purchase', 'sales slip', 'punch card', 'punch cards', 'punchcard', 'punchcards', 'stamp card', 'stamp cards', 'full card', 'full cards',
  'completed card', 'completed cards', 'filled card', 'filled cards',
]);
/** A price per entry: "$5 to enter", "$20 a ticket", "$2 per spin". */
const PRICED_UNIT = concept('priced entry', ['to enter', 'per entry', 'an entry', 'each entry', 'a ticket', 'per ticket', 'a chance', 'per chance', 'a spin', 'per spin', 'per play', 'entry fee']);

/** "A purchase is required", "you must buy", "enter with every oil change", "spend $25 and spin": a paid entry, not negated. */
const ENTRY_FEE = concept('entry fee', ['entry fee', 'entry fees']);

/** An entry that follows a purchase: "buy any oil change and get a chance", "compra cualquier vehículo y entras a la rifa". */
function boughtEntryFrames(doc: TConceptDoc): TFrame[] {
  return near(doc, BUY, ENTRY, { window: 8, ordered: true }).filter((f) => !isNegatedHit(doc, f.a) && !isNegatedHit(doc, f.b));
}
// "Win" after a purchase is read by `boughtToWin`, which asks that a prize follow it ("buy local and win big" names none).
const boughtEntries = (doc: TConceptDoc): THit[] =>
  boughtEntryFrames(doc)
    .filter((f) => !/^win$/i.test(f.b.text) && !/[.!?\n]/.test(doc.text.slice(f.a.end, f.b.start)))
    .map((f) => f.b);

function requiredPurchase(doc: TConceptDoc): TMatch | null {
  const needed = near(doc, PURCHASE, NEED, { window: 3 }).find((f) => !isNegatedHit(doc, f.a) && !isNegatedHit(doc, f.b));
  if (needed) return needed;
  const perTransaction = near(doc, ENTRY, PER_TRANSACTION, { window: 8, ordered: true }).find((f) => !isNegatedHit(doc, f.b));
  if (perTransaction) return perTransaction.b;
  const amounts = quantityHits(doc, 'money');
  // "Spend $25 and spin", or the amount first: "every $40 order gets an envelope".
  const spend =
    near(doc, BUY, amounts, { window: 3, ordered: true }).find((f) => !isNegatedHit(doc, f.a)) ?? near(doc, amounts, BUY, { window: 0, ordered: true })[0];
  if (spend) return spend;
  const boughtEntry = boughtEntryFrames(doc)[0];
  if (boughtEntry) return boughtEntry;
  const buyToEnter = near(doc, TO_ENTER, BUY, { window: 6, sameClause: false, ordered: true }).find((f) => !isNegatedHit(doc, f.b));
  if (buyToEnter) return buyToEnter;
  const boughtWin = boughtToWinFrames(doc)[0];
  if (boughtWin) return boughtWin;
  const receipt = occurrences(doc, RECEIPT).find(notNegated(doc));
  if (receipt) return receipt;
  const moreBought = entriesGrowWithPurchases(doc);
  if (moreBought) return moreBought;
  const priced = near(doc, amounts, PRICED_UNIT, { window: 1, ordered: true })[0] ?? occurrences(doc, ENTRY_FEE).find(notNegated(doc));
  return priced ?? null;
}

/** The free entry is a bare denial of a purchase ("no purchase necessary to win"), not a free way in ("free entry", "mail a postcard"). */
function freeEntryIsStatementOnly(doc: TConceptDoc): boolean {
  const statement = freeEntryStatement(doc);
  return statement !== null && /\b(?:purch|buy|pay|necess|requir|need|cost|fee|charge|spend|obligation)/i.test(statement.text) && !/\bfree\b/i.test(statement.text);
}

/** "The more you shop, the more chances you get", "the more you service, the more entries": the chances are bought. */
function entriesGrowWithPurchases(doc: TConceptDoc): TMatch | null {
  const bought = near(doc, THE_MORE_YOU, PAID_ACTIVITY, { window: 1, ordered: true }).map((f) => f.a);
  const frame = near(doc, bought, MORE_CHANCES, { window: 8, ordered: true })[0];
  return frame ? { text: frame.text, start: frame.start, end: frame.end } : null;
}

/**
 * A way in other than buying: a free or mailed entry, a form, a post, a visit, or the rules and details where the free method is
 * written. "No purchase necessary" beside an entry that only an order earns, and nothing else, states a free entry nobody can use.
 */
const OTHER_WAY_IN = concept('other way in', [
  'free entry', 'free to enter', 'enter free', 'enter for free', 'free method', 'alternate', 'alternative', 'mail', 'mail in', 'postcard', 'post card', 'online at', 'enter online',
  'enter at', 'enter in store', 'enter in person', 'stop by', 'stop in', 'drop by', 'visit', 'entry form', 'entry forms', 'entry box', 'fill out', 'ballot', 'sign up', 'register',
  'text', 'comment', 'like', 'share', 'tag', 'follow', 'email', 'call', 'rules', 'details', 'see store', 'ask', 'no purchase required to enter', 'anyone may enter', 'anyone can enter',
  'without a purchase', 'without purchase', 'without buying',
]);

const RULES_WORD = concept('rules', ['official rules', 'complete rules', 'full rules', 'rules at', 'rules available', 'rules online', 'rules posted', 'see rules', 'rules and regulations']);
const VOID_WHERE = concept('void where prohibited', ['void where prohibited', 'void where restricted', 'void where prohibited by law', 'void in']);

/** The advertiser's own promotion, beside a lottery named in the same ad: a sweepstakes, a giveaway, a raffle, an entry. */
const OWN_PROMOTION = concept('own promotion', [
  'sweepstakes', 'sweeps', 'giveaway', 'giveaways', 'give away', 'giving away', 'contest', 'raffle', 'raffles', 'rifa', 'sorteo', 'enter to win', 'entry form', 'entries',
  'enter', 'official rules', 'prize drawing', 'instant win', 'spin to win', 'scratch and win',
]);

/** A promotion won by chance (not by skill) that the reader is invited into, or null when the ad runs none. */
export function chancePromotion(doc: TConceptDoc): THit | null {
  const chooses = (f: { a: THit; b: THit }) => f.b.last < f.a.first && CHOOSES.has(doc.tokens[f.a.first].norm);
  const chosen = near(doc, CHOSEN, CHOSEN_ONE, { window: 3 })
    .filter((f) => !isNegatedHit(doc, f.a) && !isNegatedHit(doc, f.b) && !chooses(f))
    .map((f) => (f.a.first < f.b.first ? f.a : f.b));
  const ticketsHanded = occurrences(doc, ENTRY_TICKET).some(notNegated(doc));
  const announced = ticketsHanded ? near(doc, THE_WINNER, MADE_KNOWN, { window: 3 }).filter((f) => !isNegatedHit(doc, f.b)).map((f) => f.a) : [];
  const giveaway = occurrences(doc, GIVEAWAY_CHANCE).some((h) => !isNegatedHit(doc, h)) ? occurrences(doc, GIVEAWAY) : [];
  // An everyday word is chance in an ad offering a prize, with a text-to-shortcode entry, or beside an entry ("a ticket for our drawing").
  // "A shot at each stop" is a drink poured at each bar of a crawl, not a chance.
  const pouredAtEach = (h: THit) => /^shot\s+at$/i.test(h.text) && ['every', 'each'].includes(doc.tokens[h.last + 1]?.norm ?? '');
  const weak = [...occurrences(doc, CHANCE_IF_PRIZE).filter((h) => !isArt(doc, h) && !luckyWager(doc, h) && !pouredAtEach(h)), ...spunWheel(doc)];
  const ifPrize = offersPrize(doc) || shortcodeEntry(doc) ? weak : near(doc, weak, ENTRY_TICKET, { window: 5 }).map((f) => f.a);
  // "Tag a friend to win a grill", not "follow us to win the day": a prize, an amount or "a" follows.
  const prizeFollows = (h: THit) => /^\s+(?:a|an|one|two|free|\$|\d|tickets?|prizes?|gift|cash)\b|^\s+\$/i.test(doc.text.slice(h.end, h.end + 10));
  const socialEntry = near(doc, union('message', SOCIAL_ENTRY, TEXT_WORD), TO_WIN, { window: 6, ordered: true }).map((f) => f.b).filter(prizeFollows);
  // A game inside the product ("under the cap", "specially marked bottles") runs as long as the product sells.
  const inPackage = [
    ...(offersPrize(doc) ? occurrences(doc, INSTANT_GAME).filter(notNegated(doc)) : []),
    ...occurrences(doc, KEY_GAME).filter(notNegated(doc)),
    ...markedCarrier(doc),
    ...luckyCarrier(doc),
    ...rateCarrier(doc),
  ];
  // "Buy 2 cases = 1 entry" where a prize is offered: the entry is bought, whichever comes first in the ad.
  const bought = [...boughtToWin(doc), ...(offersPrize(doc) ? boughtEntries(doc) : [])];
  // "No purchase necessary" is what a sweepstakes says of itself: beside a prize and an entry, the entry is a chance
  // however worded. "Free entry" to a festival or "free to play" bingo says nothing of a purchase.
  const statement = freeEntryStatement(doc, true);
  // The prize is said in the copy: "/win" at the end of a web address offers nothing.
  const prizeSaid = occurrences(doc, PRIZE).some((h) => !/[/.@]/.test(doc.text[h.start - 1] ?? ''));
  const declared =
    statement && /purchas|buy|compra/i.test(statement.text) && prizeSaid ? [...occurrences(doc, ENTRY_TICKET), ...occurrences(doc, SIGN_UP)].sort((a, b) => a.first - b.first).slice(0, 1) : [];
  const chance = [...occurrences(doc, CHANCE), ...declared, ...taggedFishPrize(doc), ...giveaway, ...occurrences(doc, DRAW_POOL), ...enteredInADraw(doc), ...socialEntry, ...ifPrize, ...callIn(doc), ...oneOfMany(doc)]
    .filter(notNegated(doc))
    .concat(chosen, announced, inPackage, bought)
    .sort((a, b) => a.first - b.first)[0];
  if (!chance) return null;
  // Running now: the reader is invited in, or the ad states its free entry or its end, or sells what carries the prize. A story about a past winner is none of these.
  const running =
    inPackage.length > 0 ||
    bought.length > 0 ||
    occurrences(doc, INVITATION).some((h) => invites(doc, h)) ||
    freeEntryStatement(doc, true) !== null ||
    hasEndDate(doc.text) ||
    pricedCarrier(doc);
  if (!running) return null;
  // "No prize drawing, just honor": a drawing denied leaves the judging or the vote to decide.
  if (occurrences(doc, SKILL).length > 0 && occurrences(doc, PURE_CHANCE).filter((h) => !isArt(doc, h) && !isNegatedHit(doc, h)).length === 0) return null;
  return chance;
}

/** A tagged fish worth money to whoever lands it: "land a tagged bass and win up to $5,000". A tagging study's fish pays nothing. */
function taggedFishPrize(doc: TConceptDoc): THit[] {
  const money = quantityHits(doc, 'money');
  return occurrences(doc, TAGGED_FISH).filter((h) => money.some((m) => Math.abs(m.first - h.first) <= 20));
}

/** A gambler's own play: "one lucky spin", "one lucky pull", "one lucky hand". The house pays it; nobody is drawn. */
const WAGER_PLAY = concept('wager play', ['spin', 'spins', 'pull', 'pulls', 'hand', 'hands', 'roll', 'rolls', 'bet', 'bets', 'wager', 'wagers', 'hit']);
function luckyWager(doc: TConceptDoc, h: THit): boolean {
  return /^one lucky$/i.test(h.text) && occurrences(doc, WAGER_PLAY).some((p) => p.first === h.last + 1);
}

/** "Figure drawing classes", "the best drawing wins": drawing as the art, not a draw. */
function isArt(doc: TConceptDoc, h: THit): boolean {
  if (!/^drawing/i.test(h.text)) return false;
  const next = occurrences(doc, ART_AFTER).some((a) => a.first === h.last + 1);
  const previous = occurrences(doc, ART_BEFORE).some((a) => a.last === h.first - 1);
  return next || previous;
}

/** "Be caller nine", "the tenth caller wins" a prize: who gets through is chance. */
function callIn(doc: TConceptDoc): THit[] {
  // "Be the 5th caller" invites by itself; otherwise a prize must be on offer.
  const invited = (h: THit) => doc.tokens.slice(Math.max(0, h.first - 3), h.first).some((t) => t.norm === 'be');
  const callers = near(doc, CALLER, ORDINAL, { window: 2 }).map((f) => f.a);
  const nth = occurrences(doc, NTH_CUSTOMER).filter((h) => bigOrdinalBefore(doc, h));
  return [...callers, ...nth].filter((h) => offersPrize(doc) || invited(h));
}

const PRICE_BEFORE = new Set(['for', 'at', 'only', 'just', 'from', 'under', 'now', 'save', 'off', 'was', 'is', 'are']);

/** A bought item marked as the winner, with a prize in the clause: "if your receipt has a red star, you win", "specially marked bottles hide prizes". */
function markedCarrier(doc: TConceptDoc): THit[] {
  // The prize may be a sum ("one bag hides a $100 bill"), but not a price ("2 bottles for $5").
  const prizes = [...occurrences(doc, PRIZE), ...prizeSums(doc)];
  const clauseOf = (h: THit) => doc.tokens[h.first].clause;
  // "Check your receipt: if it has a red dot, you win": the mark may open the next clause.
  return near(doc, PRIZE_CARRIER, WINNING_MARK, { window: 4, sameClause: false })
    .filter((f) => !isNegatedHit(doc, f.a) && prizes.some((p) => clauseOf(p) === clauseOf(f.a) || clauseOf(p) === clauseOf(f.b)))
    .map((f) => (f.a.first < f.b.first ? f.a : f.b));
}

/** "One in every 50 boxes has a PS5", "1 in 20 bags hides a $100 bill": some of what is sold carries what the rest do not. */
function rateCarrier(doc: TConceptDoc): THit[] {
  const holds = occurrences(doc, HOLDS);
  return near(doc, RATE, PRIZE_CARRIER, { window: 1, ordered: true })
    .filter((f) => !isNegatedHit(doc, f.a) && holds.some((h) => h.first > f.b.last && h.first - f.b.last <= 2))
    .map((f) => f.a);
}

/** A sum won, not a price paid: "one bag hides a $100 bill", not "2 bottles for $5". */
function prizeSums(doc: TConceptDoc): THit[] {
  return quantityHits(doc, 'money').filter((m) => !PRICE_BEFORE.has(doc.tokens[m.first - 1]?.norm ?? ''));
}

/** "The one lucky envelope holds $1,000", "find the lucky egg": one of the things handed out carries the prize. Needs a prize, so a Lucky Cup Cafe is none. */
const LUCKY = concept('lucky', ['lucky']);
function luckyCarrier(doc: TConceptDoc): THit[] {
  if (!offersPrize(doc) && prizeSums(doc).length === 0) return [];
  return near(doc, LUCKY, PRIZE_CARRIER, { window: 0, ordered: true })
    .filter((f) => !isNegatedHit(doc, f.a))
    .map((f) => f.a);
}

/** What carries the prize is on sale: "$20 mystery boxes", "cups $3 each". */
function pricedCarrier(doc: TConceptDoc): boolean {
  return carrierPrice(doc) !== null;
}

/** Words between a carrier and its price: "bags $10 each", "boxes are $25"; not "bags has a $200 gift card" (a prize). */
const CARRIER_PRICE_LINK = new Set(['are', 'is', 'for', 'at', 'only', 'just', 'cost', 'costs']);
function carrierPrice(doc: TConceptDoc): TMatch | null {
  const money = quantityHits(doc, 'money');
  const after = near(doc, PRIZE_CARRIER, money, { window: 1, ordered: true }).find((f) =>
    doc.tokens.slice(f.a.last + 1, f.b.first).every((t) => CARRIER_PRICE_LINK.has(t.norm)),
  );
  return near(doc, money, PRIZE_CARRIER, { window: 2, ordered: true })[0] ?? after ?? null;
}

/** A prize on offer; "a win-win" is a figure of speech, not a prize. */
function offersPrize(doc: TConceptDoc): boolean {
  return occurrences(doc, PRIZE).some((h) => !/^win$/i.test(h.text) || !/^-\s?win\b/i.test(doc.text.slice(h.end, h.end + 6)) && !/\bwin-$/i.test(doc.text.slice(Math.max(0, h.start - 4), h.start)));
}

/** Hours after a date ("May 10, 11 a.m. to 2 p.m.", "June 3 at 7 pm"): a one-day event, whose drawings end with it. */
/** "November 28 only", "Saturday, May 3, 2026 only": the promotion runs that day and ends with it. */
const DAY_ONLY = /^(?:,?\s*\d{4})?,?\s*only\b/i;
const EVENT_HOURS = /^,?\s*(?:from\s+|at\s+)?(?:\d{1,2}(?::\d{2})?\s*(?:(?:to|-|\u2013)\s*\d{1,2}(?::\d{2})?\s*)?(?:a\.?\s?m\b|p\.?\s?m\b)|noon\b)/i;

/** "June 12 to 15", "May 3-10, 2026", "Oct 1 through 31": a range of days in one month ends on its last day. */
const DAY_RANGE_END = /^\s*(?:to|through|thru|until|till|[-\u2013\u2014])\s*\d{1,2}(?:st|nd|rd|th)?\b(?!\s*(?:[:.]\d|a\.?m\b|p\.?m\b|%))/i;

function hasEndDate(text: string): boolean {
  // "Ends 11:59 p.m. CT March 15": the dots of a time of day do not end the clause that leads to the date.
  // A line wrapped mid-sentence ("Begins 12/1 and ends" / "2/28/2027") is one clause: the break is read as a space.
  const read = text.replace(/\b([ap])\.\s?m\./gi, (m) => m.replace(/\./g, ' ')).replace(/([^\s.!?:;])\n(?=[\p{Ll}\d])/gu, '$1 ');
  return findAll(read, DATE).some(
    (d) =>
      END_WORD.test(clauseBefore(read, d.start, 50)) ||
      EVENT_HOURS.test(read.slice(d.end, d.end + 20)) ||
      DAY_ONLY.test(read.slice(d.end, d.end + 12)) ||
      DAY_RANGE_END.test(read.slice(d.end, d.end + 16)),
  );
}

/** A prize notice that asks for money: a fee stated with an amount, in an ad telling the reader a prize is theirs. */
function feeToClaim(doc: TConceptDoc): TMatch | null {
  if (!occurrences(doc, AWARDED).some(notNegated(doc)) || !mentions(doc, PRIZE)) return null;
  const amounts = quantityHits(doc, 'money');
  const frame = near(doc, FEE, amounts, { window: 5 }).find((f) => !isNegatedHit(doc, f.a));
  return frame ? { text: frame.text, start: frame.start, end: frame.end } : null;
}

/**
 * "You are a confirmed finalist", "you've won": not "find out if you are a winner", nor "I'll text you tonight's picks,
 * guaranteed winners" (the reader as an object: a bare "you" counts only right before the winning word).
 */
function winnerClaim(doc: TConceptDoc): TMatch | null {
  const frame = near(doc, YOU_ARE, WINNER_WORD, { window: 3, ordered: true }).find((f) => {
    if (isNegatedHit(doc, f.a) || isNegatedHit(doc, f.b)) return false;
    if (/^you$/i.test(f.a.text) && (f.b.first - f.a.last > 2 || doc.text.slice(f.a.end, f.b.start).includes(','))) return false;
    const before = doc.tokens.slice(Math.max(0, f.a.first - 3), f.a.first).filter((t) => t.clause === doc.tokens[f.a.first].clause);
    return !before.some((t) => CONDITIONAL.has(t.norm));
  });
  return frame ? { text: frame.text, start: frame.start, end: frame.end } : null;
}

/** A casino that calls itself a sweepstakes and its coins sweepstakes entries: its prizes must then follow the sweepstakes law too. */
const SWEEPSTAKES_CASINO = concept('sweepstakes casino', ['sweepstakes casino', 'sweepstakes casinos', 'sweeps casino', 'sweeps casinos', 'sweeps coins', 'sweeps coin', 'sweepstakes coins']);

export function checkContestsSweepstakes(input: TRuleInput): TRuleFinding[] {
  const { text } = input;
  const findings: TRuleFinding[] = [];
  const doc = docOf(input);
  // A raffle whose organiser the ad names is charitable or unlicensed gambling, a play-money casino night no
  // gamble at all: the gambling rule reads them. A raffle nobody is named for is read here too, its ticket price as the purchase.
  const raffle = readRaffle(doc);
  // "Spin to win real cash on your phone" is an online casino's slot machine, "sweepstakes slots" a gambling device, a
  // lottery pool's draw the lottery's own, a pick'em pool for money a bet and a poker game with a buy-in a card game:
  // none is a sweepstakes. A "sweepstakes casino" named as such is read by both rules.
  const namedSweepstakes = occurrences(doc, SWEEPSTAKES_CASINO).some(notNegated(doc));
  const leftToGambling =
    (raffle && raffle.organiser !== 'unnamed') ||
    licensedGambling(doc) ||
    playMoneyGame(doc) ||
    (!namedSweepstakes && [remoteCasino, sweepstakesGaming, namedOnlineCasino].some((read) => read(doc) !== null)) ||
    [lotteryCourier, sportsBettingOffer, privateCardGame].some((read) => read(doc) !== null);
  const chance = leftToGambling ? null : chancePromotion(doc);
  // A draw that is a lottery's own ("Spain's Christmas lottery, the Sorteo de Navidad", "Minnesota Lottery: more chances to win")
  // is lottery advertising: the gambling rule reads it. In an ad about a lottery game and no promotion of the advertiser's
  // own ("Powerball jackpot ... before Wednesday's drawing"), every draw and winner is the lottery's.
  const lotteries = [...lotteryMentions(text), ...lotteryWordHits(doc)];
  const lotteryDraw =
    chance && lotteries.length > 0 && (lotteries.some((l) => Math.abs(tokenAt(doc, l.start) - chance.first) <= 8) || !mentions(doc, OWN_PROMOTION));
  const promotion = lotteryDraw ? null : chance;
  const freeEntry = freeEntryStatement(doc);
  // A free-entry statement OCR could not read with confidence neither clears nor condemns the ad: a person looks.
  const unsureFreeEntry = !freeEntry && freeEntryStatement(doc, true) !== null;

  if (promotion && unsureFreeEntry) {
    findings.push(
      finding({
        citation: CITE.freeEntry,
        severity: 'moderate',
        type: 'free_entry_unreadable',
        description: 'The free-entry statement ("no purchase necessary") could not be read with confidence; check it on the artwork.',
        match: freeEntryStatement(doc, true),
        kind: 'review_item',
      }),
    );
  }

  if (promotion && !freeEntry && !unsureFreeEntry) {
    // A prize inside what is sold ("$25 a box, one in 50 has a console") is bought with the box.
    const paid = requiredPurchase(doc) ?? raffle?.price ?? (rateCarrier(doc).length > 0 || markedCarrier(doc).length > 0 ? carrierPrice(doc) : null);
    findings.push(
      paid
        ? finding({
            citation: CITE.lottery,
            severity: 'critical',
            type: 'illegal_lottery',
            description: 'Prize, chance and a required purchase together make an illegal lottery; add a free method of entry and "no purchase necessary".',
            match: paid,
          })
        : finding({
            citation: CITE.freeEntry,
            severity: 'major',
            type: 'missing_no_purchase_necessary',
            description: 'Game of chance without "no purchase necessary" and a free method of entry.',
            match: promotion,
          }),
    );
  }

  // "No purchase necessary. Every order of $25 earns an entry": the statement stands, but the only way in is an order.
  if (promotion && freeEntry && !unsureFreeEntry) {
    const paid = requiredPurchase(doc);
    const otherWay = occurrences(doc, OTHER_WAY_IN).some((h) => !isNegatedHit(doc, h) || /^without/i.test(h.text));
    if (paid && !otherWay && freeEntryIsStatementOnly(doc)) {
      findings.push(
        finding({
          citation: CITE.lottery,
          severity: 'major',
          type: 'no_free_method_of_entry',
          description: 'Says "no purchase necessary" but describes no way to enter other than a purchase; state the free method of entry.',
          match: paid,
        }),
      );
    }
  }

  if (promotion && !hasEndDate(text)) {
    findings.push(
      finding({
        citation: CITE.freeEntry,
        severity: 'major',
        type: 'missing_end_date',
        description: 'The promotion does not state when it ends.',
        match: promotion,
      }),
    );
  }

  const fee = feeToClaim(doc);
  if (fee && (!mentions(doc, ODDS_WORD) || !mentions(doc, PRIZE_VALUE_WORD))) {
    findings.push(
      finding({
        citation: CITE.prizeNotice,
        severity: 'major',
        type: 'prize_notice_disclosures',
        description: 'Prize offer that requires a payment without the retail value and odds of each prize (Minn. Stat. 325F.755).',
        match: fee,
      }),
    );
  }

  const winner = winnerClaim(doc);
  if (winner && !GROUP_SIZE.test(text)) {
    findings.push(
      finding({
        citation: CITE.prizeNotice,
        severity: 'moderate',
        type: 'winner_claim_group_size',
        description: 'Tells the reader they have won or are a finalist without saying how many others received the same notice.',
        match: winner,
      }),
    );
  }

  const rules = occurrences(doc, RULES_WORD, true).length > 0;
  const voidWhere = occurrences(doc, VOID_WHERE, true).length > 0;
  if (promotion && (!rules || !voidWhere)) {
    findings.push(
      finding({
        citation: CITE.bestPractice,
        severity: 'minor',
        type: 'missing_rules_reference',
        description: 'Add where the official rules are found and "void where prohibited".',
        match: promotion,
      }),
    );
  }
  return findings;
}

export const contestsSweepstakesRule: TPolicyRuleModule = { policyId: POLICY_IDS.contestsSweepstakes, check: checkContestsSweepstakes };
