import { concept, frameHit, isNegatedHit, near, occurrences, union, type TConceptDoc, type TFrame, type THit } from './concepts';
import type { TMatch } from './text-match';

/**
 * What makes an ad an alcohol ad when it never says "beer" or "wine": a bar named as the venue with a
 * drink word beside it, drinking counted against the clock, a maker's name ("<name> Brewing",
 * "<name> Cellars"), and the frames the alcohol rule judges: a drink bought to win or get something,
 * a health benefit said of the body, a spirit presented by its maker.
 */

/** OCR reads an opening "¡" as "i", "l" or "1" ("iCerveza gratis!"); the replacement keeps every offset. */
export function withInvertedMarks(text: string): string {
  return text.replace(/(^|[\s"'(])[il1](?=[A-ZÁÉÍÓÚÑ](?:[a-záéíóúñ]|[A-ZÁÉÍÓÚÑ]{2}))/g, '$1¡');
}

/** Drinks with no alcohol: beside them "happy hour", "on tap" or "a shot" is about coffee or soda. */
const SOFT_DRINK = concept('non-alcoholic drink', [
  'coffee', 'latte', 'lattes', 'espresso', 'cappuccino', 'mocha', 'americano', 'cold brew', 'nitro coffee', 'tea', 'chai', 'kombucha', 'soda', 'sodas', 'root beer', 'lemonade',
  'juice', 'smoothie', 'smoothies', 'shakes', 'milkshake', 'milkshakes', 'ice cream', 'cocoa', 'hot chocolate', 'slushie', 'slushies', 'mocktail', 'mocktails', 'wheatgrass',
  'protein', 'vitamin', 'flu', 'vaccine', 'booster', 'covid', 'allergy', 'b12', 'soft drink', 'soft drinks', 'fountain drinks', 'horchata', 'agua fresca', 'aguas frescas',
  'refresco', 'refrescos', 'non alcoholic', 'sin alcohol', 'bottled water',
]);

/** Bar talk for a serving: these words are drinks only where the ad is about alcohol. */
const DRINK_WORD = concept('drink word', [
  'drink', 'drinks', 'shot', 'shots', 'pint', 'pints', 'pitcher', 'pitchers', 'first round', 'next round', 'a round', 'round of', 'rounds', 'happy hour', 'taps', 'pour', 'pours', 'cheers',
  'salud', 'bucket', 'buckets', 'last call', '=drafts', 'wells', 'rails', 'fishbowl', 'fishbowls',
]);

/** Other senses of the same words: a shot at a prize, a round of golf, a round trip, Taps at a funeral. */
const NOT_A_SERVING_AFTER = concept('other sense after', [
  'at', 'to', 'clock', 'golf', 'applause', 'voting', 'bingo', 'interviews', 'of golf', 'of applause', 'of voting', 'of bingo', 'of interviews', 'trip', 'robin', 'table', 'up',
]);
const NOT_A_SERVING_BEFORE = concept('other sense before', ['play', 'played', 'playing', 'bugle', 'sound', 'year', 'photo', 'head', 'mug', 'big']);

/** Ammunition, by its name and the words its boxes are sold in: beside them "50 rounds" are cartridges. */
const AMMUNITION = concept('ammunition', [
  'ammo', 'ammunition', 'cartridge', 'cartridges', 'fmj', 'hollow point', 'hollow points', 'jhp', 'grain', '=gr', 'caliber', 'calibre', 'gauge', '=ga', 'magazine',
  'magazines', 'mag', 'mags', 'rifle', 'rifles', 'pistol', 'pistols', 'handgun', 'handguns', 'shotgun', 'shotguns', '9mm', '=lr', 'buckshot', 'birdshot', 'slugs', 'brass',
]);
/** How many words from an ammunition word a round is a cartridge. */
const AMMUNITION_REACH = 8;

/** Hits of drink words read in their serving sense. */
export function inServingSense(doc: TConceptDoc, hits: readonly THit[]): THit[] {
  const after = new Set(occurrences(doc, NOT_A_SERVING_AFTER).map((h) => h.first));
  const before = new Set(occurrences(doc, NOT_A_SERVING_BEFORE).map((h) => h.last));
  const ammunition = hits.some((h) => /\bround/i.test(h.text)) ? occurrences(doc, AMMUNITION) : [];
  const cartridges = (h: THit) => /\bround/i.test(h.text) && ammunition.some((a) => Math.abs(a.first - h.first) <= AMMUNITION_REACH);
  // "round of golf": the other sense may start on the hit's own last word.
  return hits.filter((h) => !after.has(h.last + 1) && !(h.last > h.first && after.has(h.last)) && !before.has(h.first - 1) && !cartridges(h));
}

/** A drink word hyphened onto the word before it names something else: a "drop-shot" rig, a "mug-shot", a "slap-shot". */
function hyphenedOn(doc: TConceptDoc, h: THit): boolean {
  const before = doc.tokens[h.first - 1];
  return !!before && /^\p{L}+$/u.test(before.raw) && doc.text.slice(before.end, h.start) === '-';
}

export function drinkWordHits(doc: TConceptDoc): THit[] {
  return inServingSense(doc, occurrences(doc, DRINK_WORD)).filter((h) => !hyphenedOn(doc, h));
}

/** A bar named as the venue: a bar word no other sense shares, or "Bar" in a name ("Sully's Bar", "Bar La Herradura"). */
const VENUE = concept('bar', [
  'sports bar', 'bar grill', 'bar and grill', 'wine bar', 'cocktail bar', 'dive bar', 'tiki bar', 'rooftop bar', 'piano bar', 'hotel bar', 'neighborhood bar', 'beer bar', 'whiskey bar',
  'cantina', 'bartender', 'bartenders', 'barkeep', 'bar crawl',
]);
/** Bars that serve no drink, and things called "bar" that are no place. */
const NOT_A_BAR_BEFORE = new Set([
  'candy', 'salad', 'juice', 'coffee', 'espresso', 'snack', 'granola', 'protein', 'energy', 'cream', 'sundae', 'nacho', 'taco', 'oxygen', 'brow', 'lash', 'nail', 'tanning', 'smoothie',
  'chocolate', 'soap', 'waffle', 'pancake', 'oatmeal', 'yogurt', 'cereal', 'breakfast', 'dessert', 'potato', 'cookie', 'lemon', 'fruit', 'nut', 'gold', 'silver', 'state', 'tow', 'grab',
  'light', 'sound', 'roll', 'pry', 'crow', 'monkey', 'towel', 'chin', 'pull', 'dip', 'parallel', 'olympic', 'hitch', 'bumper', 'handle', 'menu', 'tool', 'status', 'side', 'hot', 'ice',
  'salt', 'build', 'sushi', 'bagel', 'toppings', 'pasta', 'burrito', 'oyster', 'raw', 'dry', 'blow', 'blowout', 'mini', 'county', 'american', 'minnesota', 'lip', 'face', 'body', 'brush',
  'cocoa', 'popcorn', 'cupcake', 'donut', 'doughnut', 'pie', 'pretzel', "s'mores", 'smores',
]);
const NOT_A_BAR_AFTER = new Set(['mitzvah', 'exam', 'association', 'code', 'codes', 'stool', 'stools', 'cart', 'carts', 'harbor', 'graph', 'chart', 'magnet', 'admission', 'admissions', 'review', 'soap', 'b', 'q']);
const CAPITALISED = /^[A-Z][\p{L}'’]+$/u;

function barNames(doc: TConceptDoc): THit[] {
  const { tokens } = doc;
  const hits: THit[] = [];
  tokens.forEach((t, i) => {
    if (t.raw !== 'Bar' && t.raw !== 'BAR') return;
    const before = tokens[i - 1]?.clause === t.clause ? tokens[i - 1] : undefined;
    const after = tokens[i + 1]?.clause === t.clause ? tokens[i + 1] : undefined;
    if ((before && NOT_A_BAR_BEFORE.has(before.norm)) || (after && NOT_A_BAR_AFTER.has(after.norm))) return;
    if (!(before && CAPITALISED.test(before.raw)) && !(after && CAPITALISED.test(after.raw))) return;
    hits.push({ concept: 'bar name', first: i, last: i, start: t.start, end: t.end, text: t.raw, uncertain: t.uncertain });
  });
  return hits;
}

export function venueHits(doc: TConceptDoc): THit[] {
  return [...occurrences(doc, VENUE), ...barNames(doc)].sort((a, b) => a.start - b.start);
}

/** Hits with no non-alcoholic drink within a few words of the sentence: "happy hour: half-price lattes", "a shot of espresso", "flu shots". */
export function notBesideSoftDrink(doc: TConceptDoc, hits: readonly TMatch[], window = 6): TMatch[] {
  const soft = occurrences(doc, SOFT_DRINK, true);
  const at = (m: TMatch) => doc.tokens.findIndex((t) => t.end > m.start);
  const sameSentence = (a: number, b: number) => !/[.!?\n]/.test(doc.text.slice(doc.tokens[Math.min(a, b)].end, doc.tokens[Math.max(a, b)].start));
  return hits.filter((m) => {
    const i = at(m);
    return !soft.some((s) => Math.abs(s.first - i) <= window && sameSentence(s.first, i));
  });
}

// ---------------------------------------------------------------------------------------------
// Drinking against the clock

/** Taking a drink down, not shooting a basketball: "put down ten shots", "slam three beers". */
const CONSUME = concept('consume', ['put down', 'drink', 'slam', 'pound', 'chug', 'knock back', 'throw back', 'toss back', 'guzzle', 'polish off', 'shotgun', 'down']);
const SERVINGS = concept('servings', ['shots', 'drinks', 'beers', 'pints', 'pitchers', 'cans', 'rounds', 'brews', 'cervezas', 'tragos', 'shot', 'drink', 'beer', 'pint', 'pitcher', 'brew']);
const NUMBER_WORD = /^(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|a)$/i;
/** More than one: "a drink in five minutes" is service, "ten shots in ten minutes" a race. */
const MANY = /^(?:\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)$/i;
/** Before servings a count may be a number or a whole measure: "ten shots", "a full pitcher", "the whole tower". */
const SERVING_COUNT = /^(?:all|every|whole|full|entire|the|your)$/i;
const DETERMINER = new Set(['a', 'an', 'the', 'your', 'our', 'any', 'free', 'first', 'one', 'another', 'this']);
const TIME_UNIT = /^(?:minutes?|mins?|seconds?|secs?|hours?|hrs?)$/i;
const SPEED_AFTER = concept('speed', ['fast', 'faster', 'fastest', 'quickly', 'quick', 'quicker', 'rapidly', 'as fast as', 'in one go', 'in one gulp', 'in one swig']);

/** "<consume> <count> <servings>": drinking said as an amount taken down, so the frame is itself about alcohol. */
export function servingsTakenDown(doc: TConceptDoc): THit[] {
  const { tokens } = doc;
  return near(doc, CONSUME, SERVINGS, { window: 3, ordered: true })
    .filter((f) => !(tokens[f.a.first - 1]?.norm === 'knock' && f.a.text.toLowerCase() === 'down'))
    .filter((f) => {
      const between = tokens.slice(f.a.last + 1, f.b.first);
      return between.some((t) => NUMBER_WORD.test(t.norm)) && between.every((t) => NUMBER_WORD.test(t.norm) || SERVING_COUNT.test(t.norm));
    })
    .filter((f) => !isNegatedHit(doc, f.a))
    .map((f) => ({ ...f.a, start: f.start, end: f.end, text: f.text, last: f.b.last }));
}

/** A measure a drink is counted in: "three horns of mead", "five glasses of wine", "two liters". */
const MEASURES_OF_DRINK = concept('measures of drink', ['horns', 'glasses', 'liters', 'litres', 'steins', 'mugs', 'boots', 'yards', 'towers', 'bottles', 'tallboys', 'fishbowls']);

const SHOOTING = new Set(['make', 'makes', 'made', 'sink', 'sinks', 'hit', 'hits', 'take', 'takes', 'shoot', 'shoots', 'drain', 'drains', 'knock', 'score', 'block', 'save', 'saves']);
const FINISH = concept('finish', ['finish', 'empty', 'drain', 'kill', 'polish off', 'put down', 'down', 'drink', 'slam', 'pound', 'chug', 'guzzle', 'knock back', 'throw back']);

/** Where a drinking act starts: a finishing verb used as a verb ("down a pitcher"), or a counted serving ("ten shots"). */
function drinkingActs(doc: TConceptDoc): { first: number; reach: number }[] {
  const { tokens } = doc;
  const verbs = occurrences(doc, FINISH)
    .filter((h) => !DETERMINER.has(tokens[h.first - 1]?.norm ?? '') && !(h.text.toLowerCase() === 'down' && tokens[h.first - 1]?.norm === 'knock'))
    .map((h) => ({ first: h.first, reach: 7 }));
  // "Make ten shots in a minute" is basketball: a shooting verb before the count.
  const counted = [...occurrences(doc, SERVINGS), ...occurrences(doc, MEASURES_OF_DRINK)]
    .filter((h) => MANY.test(tokens[h.first - 1]?.norm ?? '') && tokens[h.first - 1].clause === tokens[h.first].clause)
    .filter((h) => !SHOOTING.has(tokens[h.first - 2]?.norm ?? ''))
    // "5 shots of cinnamon whiskey in 5 minutes": the drink named after the count carries the act a few words on.
    .map((h) => ({ first: h.first - 1, reach: tokens[h.last + 1]?.norm === 'of' ? 7 : 4 }));
  return [...verbs, ...counted];
}

/** A drink or an amount of them finished within a stated time: "ten shots in ten minutes", "finish all ten in under a minute". */
export function drinkingAgainstTheClock(doc: TConceptDoc): THit | null {
  const { tokens } = doc;
  const acts = drinkingActs(doc);
  for (let i = 0; i < tokens.length - 2; i++) {
    if (tokens[i].norm !== 'in' && tokens[i].norm !== 'within') continue;
    let j = i + 1;
    if (/^(?:under|less|about|just)$/.test(tokens[j]?.norm ?? '')) j++;
    if (tokens[j]?.norm === 'than') j++;
    if (!tokens[j] || !NUMBER_WORD.test(tokens[j].norm)) continue;
    if (!tokens[j + 1] || !TIME_UNIT.test(tokens[j + 1].norm) || tokens[j + 1].clause !== tokens[i].clause) continue;
    const from = acts.find((a) => a.first < i && i - a.first <= a.reach && tokens[a.first].clause === tokens[i].clause)?.first;
    if (from === undefined) continue;
    const start = tokens[from].start;
    const end = tokens[j + 1].end;
    if (isNegatedHit(doc, { first: from })) continue;
    return { concept: 'drinking against the clock', first: from, last: j + 1, start, end, text: doc.text.slice(start, end), uncertain: false };
  }
  return null;
}

/**
 * A count of drinks set against a count of minutes, however punctuated: "60 shots. 60 minutes.", "ten beers, ten minutes".
 * Two drinks is a pace, a drink at a price ("$3 shots") a menu, and "limit 4 drinks" a limit.
 */
export function drinksAgainstMinutes(doc: TConceptDoc): THit | null {
  const { tokens, text } = doc;
  for (const h of occurrences(doc, SERVINGS)) {
    // One word may describe the drinks between the count and them: "ten different shots", "six cold beers".
    const at = MANY.test(tokens[h.first - 1]?.norm ?? '') ? h.first - 1 : /^\p{Ll}+$/u.test(tokens[h.first - 1]?.raw ?? '') ? h.first - 2 : -1;
    const count = tokens[at];
    if (!count || !MANY.test(count.norm) || /^(?:2|two)$/.test(count.norm) || text.charAt(count.start - 1) === '$') continue;
    if (/^(?:limit|max|maximum|up)$/.test(tokens[at - 1]?.norm ?? '')) continue;
    const n = tokens[h.last + 1];
    const unit = tokens[h.last + 2];
    if (!n || !unit || !MANY.test(n.norm) || !TIME_UNIT.test(unit.norm) || !/^[\s.,]*$/.test(text.slice(h.end, n.start))) continue;
    if (isNegatedHit(doc, { first: at })) continue;
    return { ...h, first: at, last: h.last + 2, start: count.start, end: unit.end, text: text.slice(count.start, unit.end) };
  }
  return null;
}

/** What is raced down: a serving or a measure of drink ("ten shots", "a full liter", "the stein", "a yard"). */
const RACED_DRINK = concept('raced drink', [
  'shots', 'shot', 'drinks', 'beers', 'beer', 'pints', 'pint', 'pitcher', 'pitchers', 'cans', 'brews', 'liter', 'liters', 'litre', 'litres', 'stein', 'steins', 'mug', 'mugs',
  'boot', 'das boot', 'yard', 'tower', 'fishbowl', 'tallboy', 'tallboys', 'bottle', 'glass', 'cervezas', 'tragos',
]);
/** What a drinking race may be run with and no alcohol in it: a gallon of milk, water, soda, a shake. */
const RACED_SOFT = union('raced soft drink', SOFT_DRINK, concept('other liquids', ['milk', 'water', 'pop', 'energy drink', 'energy drinks', 'gatorade', 'sports drink', 'broth', 'pickle juice', 'hot sauce']));

/**
 * Drinks raced against the clock ("10 shots in 10 minutes", "down a full liter in under 60 seconds") say by themselves
 * that the ad is about alcohol, as no one times a round of coffee: a serving or a measure of drink inside the race, and
 * nothing soft beside it ("chug a gallon of milk in a minute" is a dairy stunt; "finish the burger in 30 minutes" a food one).
 */
export function drinkRacedAgainstTheClock(doc: TConceptDoc): THit | null {
  const race = drinkingAgainstTheClock(doc) ?? drinksAgainstMinutes(doc);
  if (!race) return null;
  const inside = (h: THit, reach = 0) => h.first >= race.first - reach && h.first <= race.last + reach;
  if (!occurrences(doc, RACED_DRINK).some((h) => inside(h))) return null;
  return occurrences(doc, RACED_SOFT, true).some((h) => inside(h, 4)) ? null : race;
}

/** Who wins a race: "first to", "first one to", "the first team to". */
const FIRST_TO = concept('first to', ['first to', 'first one to', 'first person to', 'first team to', 'first guy to', 'first gal to', 'fastest to', 'primero en', 'primera en']);

/**
 * Drinks raced against each other rather than the clock: "first to pound three cans", "first team to drain the pitcher"; a
 * finishing verb right after the race, a drink within a few words of it, nothing soft ("first to finish the milk").
 */
export function drinkingRace(doc: TConceptDoc): THit | null {
  const finishes = occurrences(doc, FINISH);
  const drinks = occurrences(doc, RACED_DRINK);
  const soft = occurrences(doc, RACED_SOFT, true);
  for (const race of occurrences(doc, FIRST_TO)) {
    if (isNegatedHit(doc, race)) continue;
    const verb = finishes.find((f) => f.first === race.last + 1);
    if (!verb) continue;
    const drink = drinks.find((d) => d.first > verb.last && d.first - verb.last <= 4 && doc.tokens[d.first].clause === doc.tokens[verb.first].clause);
    if (!drink || soft.some((h) => h.first > verb.last && h.first - verb.last <= 5)) continue;
    return { ...race, last: drink.last, end: drink.end, text: doc.text.slice(race.start, drink.end) };
  }
  return null;
}

/** The drinker a contest names by what they did: "whoever downs", "the one who drinks", Spanish "quien se tome". */
const WHOEVER = concept('whoever', ['whoever', 'the one who', 'the person who', 'the guy who', 'the gal who', 'the team that', 'the table that', 'el que', 'la que', 'quien']);
const MOST = concept('most', ['the most', 'most', '=más', '=mas']);
/** Drinks by the bucket as well as by the serving: "most buckets", "más cubetas". */
const COUNTED_DRINK = union('counted drink', RACED_DRINK, concept('buckets', ['bucket', 'buckets', 'cubeta', 'cubetas', 'caguama', 'caguamas']));

/**
 * Drinking for the most as a contest: "whoever downs the most pitchers", "la mesa que pida más cubetas"; a drinker named by
 * the act, "most" and a counted drink within a few words, nothing soft ("whoever eats the most wings" is a food contest).
 */
export function mostDrinksWins(doc: TConceptDoc): THit | null {
  const drinks = occurrences(doc, COUNTED_DRINK);
  const soft = occurrences(doc, RACED_SOFT, true);
  for (const f of near(doc, WHOEVER, MOST, { window: 3, ordered: true })) {
    if (isNegatedHit(doc, f.a)) continue;
    const drink = drinks.find((d) => d.first > f.b.last && d.first - f.b.last <= 2 && doc.tokens[d.first].clause === doc.tokens[f.b.first].clause);
    if (!drink || soft.some((h) => Math.abs(h.first - drink.first) <= 2)) continue;
    return { ...f.a, last: drink.last, end: drink.end, text: doc.text.slice(f.a.start, drink.end) };
  }
  return null;
}

const DRINKING_VERB = concept('drinking verb', ['=drink', 'chug', 'slam', 'pound', 'guzzle']);

/** "Drink fast", "chug it quickly": a drinking verb followed by speed. */
export function drinkFast(doc: TConceptDoc): THit | null {
  const frame = near(doc, DRINKING_VERB, SPEED_AFTER, { window: 1, ordered: true }).find((f) => !isNegatedHit(doc, f.a) && !DETERMINER.has(doc.tokens[f.a.first - 1]?.norm ?? ''));
  return frame ? { ...frame.a, start: frame.start, end: frame.end, text: frame.text, last: frame.b.last } : null;
}

/** A drinking feat set as a challenge: a drink named for the challenge ("the 40-beer challenge", "shot challenge"). */
const CHALLENGE = concept('challenge', ['challenge', 'challenges', 'challenge cup']);
/** A record to beat or to set ("beat the bar record of 3.8 seconds", "current record: 1:14"); a DJ's house records are music. */
const RECORD_TO_BEAT = concept('record to beat', [
  'beat =record', 'break =record', 'set =record', 'beat bar =record', 'break bar =record', 'beat house =record', 'break house =record', 'bar =record', 'house =record', 'current =record',
  'record holder', 'record holders', 'beat the time', 'fastest time',
]);
/** Contests a bar holds that are not drinking: a food challenge, trivia, darts, a tasting to guess. */
const OTHER_CONTEST = concept('other contest', [
  'trivia', 'quiz', 'darts', 'dart', 'pool', 'billiards', 'axe', 'axes', 'bowling', 'karaoke', 'cornhole', 'bags', 'golf', 'burger', 'burgers', 'wings', 'wing', 'pizza', 'pepper',
  'peppers', 'hot sauce', 'eat', 'eating', 'eats', 'pancake', 'pancakes', 'taco', 'tacos', 'chili', 'steak', 'sandwich', 'nachos', 'tasting', 'blind', 'guess', 'pairing', 'homebrew',
  'home brew', 'brewer', 'brewers', 'costume', 'photo contest', 'run', 'runners', '5k', 'plank', 'pull ups', 'push ups', 'arm wrestling', 'punch out', 'video game', 'esports',
]);

/**
 * A drinking feat: a drink named right before "challenge", or a record to beat with a drink within a few lines of it,
 * unless another kind of contest (a burger, trivia, darts, a blind tasting) is named there.
 */
export function drinkingFeat(doc: TConceptDoc, drinkStarts: readonly number[]): THit | null {
  const others = occurrences(doc, OTHER_CONTEST);
  const otherNear = (h: THit, reach: number) => others.some((o) => Math.abs(o.first - h.first) <= reach);
  const named = occurrences(doc, CHALLENGE).find((c) => drinkStarts.some((d) => d === c.first - 1) && !isNegatedHit(doc, c) && !otherNear(c, 6));
  if (named) {
    const drink = doc.tokens[named.first - 1];
    return { ...named, first: named.first - 1, start: drink.start, text: doc.text.slice(drink.start, named.end) };
  }
  return occurrences(doc, RECORD_TO_BEAT).find((r) => !isNegatedHit(doc, r) && drinkStarts.some((d) => Math.abs(d - r.first) <= 15) && !otherNear(r, 15)) ?? null;
}

/** Pouring without end for one price: an open bar sold at a price or all night, refills of a drink. */
const OPEN_BAR = concept('open bar', ['open bar', 'barra libre']);
const FLAT_PRICE = concept('flat price', ['all night', 'one price', 'flat price', 'flat rate', 'wristband', 'wristbands', 'cover', 'per person', 'toda la noche']);
const REFILLS = concept('refills', ['free refills', 'refills', 'unlimited refills', 'refill']);

export function pourWithoutEnd(doc: TConceptDoc, drinkStarts: readonly number[]): THit | null {
  const { tokens } = doc;
  const priceClauses = new Set([
    ...occurrences(doc, FLAT_PRICE).map((p) => tokens[p.first].clause),
    ...tokens.filter((t) => /^\d/.test(t.norm) && doc.text.charAt(t.start - 1) === '$').map((t) => t.clause),
  ]);
  const openBar = occurrences(doc, OPEN_BAR).find((o) => !isNegatedHit(doc, o) && priceClauses.has(tokens[o.first].clause));
  if (openBar) return openBar;
  return occurrences(doc, REFILLS).find((r) => !isNegatedHit(doc, r) && drinkStarts.some((d) => Math.abs(d - r.first) <= 4 && tokens[d].clause === tokens[r.first].clause)) ?? null;
}

/** A whole bottle, case or keg, and one evening to take it down in: "drain the bottle by midnight", "kill a fifth in one sitting". */
const FINISH_WHOLE = concept('finish', ['finish', 'finishes', 'kill', 'kills', 'drain', 'drains', 'empty', 'empties', 'polish off', 'polishes off', 'knock back', 'put away', 'down', 'crush']);
const WHOLE_CONTAINER = concept('whole container', ['the bottle', 'a bottle', 'whole bottle', 'a fifth', 'the fifth', 'a handle', 'the handle', 'the case', 'a case', 'whole case', 'the keg', 'a keg', '30 rack', 'thirty rack', 'box of wine']);
const ONE_SITTING = concept('one sitting', ['in one night', 'in a night', 'in one sitting', 'in a sitting', 'in one evening', 'in an evening', 'tonight', 'before midnight', 'by midnight', 'before last call', 'by last call']);

export function wholeContainerAtOneSitting(doc: TConceptDoc): THit | null {
  const finished = near(doc, FINISH_WHOLE, WHOLE_CONTAINER, { window: 1, ordered: true }).filter((f) => !isNegatedHit(doc, f.a));
  const frame = near(doc, finished.map(frameHit), ONE_SITTING, { window: 3, ordered: true })[0];
  return frame ? frameHit(frame) : null;
}

// ---------------------------------------------------------------------------------------------
// Premiums: something free or a chance to win for buying a drink

/** Buying, in the store's words too: "pick up any 12-pack", "grab a case". */
const PURCHASE = concept('purchase', ['buy', 'buys', 'purchase', 'spend', 'spends', 'order', 'with every', 'with each', 'with any', 'every', 'each', 'any', 'pick up', 'picks up', 'grab', 'grabs']);
/** What a drink is sold in. */
const DRINK_UNIT = concept('drink unit', [
  'case', 'cases', 'pack', 'six pack', '6 pack', '12 pack', '18 pack', '24 pack', '30 pack', 'twelve pack', 'bottle', 'bottles', 'cans', 'pitcher', 'pitchers', 'bucket', 'buckets',
  'keg', 'kegs', 'half barrel', 'half barrels', 'quarter barrel', 'sixtel', 'sixtels', 'growler', 'growlers', 'pint', 'pints', 'round', 'drink', 'drinks', 'beer', 'beers', 'bar tab', 'bar tabs',
  'glass', 'shot', 'shots', 'tower', 'flight', 'cerveza', 'cervezas', 'trago', 'tragos', 'caja', 'cajas', 'botella', 'botellas', 'cubeta', 'cubetas',
]);
/** Something given with the purchase, or a chance at a prize. */
const GIFT_OR_CHANCE = concept('gift or chance', [
  'free', 'complimentary', 'gratis', 'on us', 'on the house', 'win', 'wins', 'winner', 'drawing', 'draw', 'raffle', 'entry', 'entries', 'entered', 'enters', 'enter', 'your name in', 'chance',
  'prize', 'prizes', 'sweepstakes', 'giveaway', 'gift', 'take home', 'bonus',
  // An entry dropped in for a drawing: "one ticket in the drum", "your receipt in the barrel", "names drawn Friday".
  'in the drum', 'in the barrel', 'in the hat', 'in the bowl', 'drawn',
]);
/** The reader's entry going into a drawing. */
const DRAWING_ENTRY = concept('drawing entry', ['your name in', 'in the drum', 'in the barrel', 'in the hat', 'in the bowl', 'into the drawing', 'in the drawing', 'an entry', 'entries', 'entered']);
const DRAWING_REACH = 20;
/** Free services that come with any order: not a premium of value tied to the drink. */
const FREE_SERVICE = concept('free service', ['free delivery', 'free shipping', 'free parking', 'free admission', 'free entry', 'free cover', 'free wifi', 'free refills', 'free of charge']);

/**
 * A drink bought to get something or a chance to win it: a purchase word before a drink (or a brand the
 * ad names) and a gift or chance in the same clause ("every pitcher comes with a free basket",
 * "every case you buy puts your name in the drum").
 */
export function drinkPremium(doc: TConceptDoc, alcoholStarts: readonly number[]): THit | null {
  const { tokens } = doc;
  const units = occurrences(doc, DRINK_UNIT).map((h) => h.first);
  const services = occurrences(doc, FREE_SERVICE);
  // A bare "every", "each" or "any" buys only the drink right after it ("every pitcher", "any 30-pack"); "every Friday, $3
  // pints" is a schedule.
  const bare = (p: THit) => /^(?:every|each|any)$/i.test(p.text);
  const buys = (p: THit, d: number) =>
    d > p.last && tokens[d].clause === tokens[p.first].clause && (bare(p) ? tokens.slice(p.last + 1, d).every((t) => /^\d/.test(t.norm)) && d - p.last <= 2 : d - p.last <= 4);
  const bought = [...units, ...alcoholStarts].sort((a, b) => a - b);
  const purchases = occurrences(doc, PURCHASE)
    .filter((p) => !isNegatedHit(doc, p) && bought.some((d) => buys(p, d)))
    .map((p) => ({ ...p, last: lastBought(doc, p, bought.filter((d) => buys(p, d))[0], bought) }));
  const gifts = occurrences(doc, GIFT_OR_CHANCE).filter((g) => !services.some((s) => s.first <= g.first && g.first <= s.last));
  // An entry into a drawing reaches further than a gift: "each pitcher you order from now to the Fourth drops your name in the hat".
  const entries = occurrences(doc, DRAWING_ENTRY);
  const frame =
    near(doc, purchases, gifts, { window: 10 }).find((f) => !isNegatedHit(doc, f.b)) ??
    near(doc, purchases, entries, { window: DRAWING_REACH, ordered: true }).find((f) => !isNegatedHit(doc, f.b)) ??
    drawingBesideThePurchase(doc, purchases);
  return frame ? frameHit(frame) : null;
}

/** Words that carry a list of drinks on: "3 cases of one lager or another", "any IPA, lager or stout". */
const LIST_JOINERS = new Set(['or', 'and', '&', 'of', 'any', 'a', 'an', 'the']);

/**
 * The last drink a purchase reaches, following a list of drinks ("buy any 2 cases of <brand> or <brand>"), so a gift
 * after the whole list is measured from its end rather than from the verb.
 */
function lastBought(doc: TConceptDoc, p: THit, firstDrink: number, bought: readonly number[]): number {
  const { tokens } = doc;
  let last = firstDrink;
  for (const d of bought) {
    if (d <= last || tokens[d].clause !== tokens[p.first].clause) continue;
    const between = tokens.slice(last + 1, d);
    if (between.length > 3 || !between.every((t) => LIST_JOINERS.has(t.norm) || /^[A-Z]/.test(t.raw) || /^\d/.test(t.norm))) break;
    last = d;
  }
  return Math.max(last, p.last);
}

/** A chance to win: the words of a drawing, not of a gift that any clause may offer. */
const CHANCE = concept('chance', ['=win', '=winner', '=winners', 'drawing', '=draw', 'raffle', 'sweepstakes', 'prize', 'prizes', 'grand prize']);
/** "No purchase necessary", "you don't have to buy anything": the drawing is open to everyone. */
const FREE_ENTRY_PURCHASE = concept('purchase', ['purchase', 'buy', 'buying', 'order']);

/**
 * A drink bought in one sentence and a drawing in the next or the one before ("Win a kegerator! Buy any 12-pack
 * and drop your receipt in the barrel. We draw one winner Dec 1."), unless the ad says no purchase is needed.
 */
function drawingBesideThePurchase(doc: TConceptDoc, purchases: readonly THit[]): TFrame | null {
  if (occurrences(doc, FREE_ENTRY_PURCHASE).some((p) => isNegatedHit(doc, p))) return null;
  const clauseOf = (h: THit) => doc.tokens[h.first].clause;
  const chances = occurrences(doc, CHANCE).filter((c) => !isNegatedHit(doc, c));
  // Across sentences only a verb of buying ties the drink to the drawing; "every pint" may be a price or a pledge.
  for (const p of purchases.filter((h) => /^(?:buy|purchas|spend|order)/.test(h.text.toLowerCase()))) {
    const c = chances.find((h) => Math.abs(clauseOf(h) - clauseOf(p)) <= 1);
    if (!c) continue;
    const start = Math.min(p.start, c.start);
    const end = Math.max(p.end, c.end);
    return { a: p, b: c, start, end, text: doc.text.slice(start, end) };
  }
  return null;
}

/** Where a drink is the prize: "the winner gets a half-barrel of beer", "raffle prizes include three bottles of wine". */
const PRIZE_GOES = concept('prize goes to', [
  'winner gets', 'winners get', 'winner takes home', 'winners take home', 'winner receives', 'winners receive', 'winner wins', 'prize is', 'prizes are', 'prize includes', 'prizes include',
  'prizes including', 'raffling off', 'giving away', 'giveaway of', 'we give away', 'ganador recibe', 'ganadores reciben',
]);
/** "Win a case of lager", "win a year's supply of IPA": only the prize's measure may stand between "win" and the drink. */
const WIN_A = concept('win', ['=win', '=wins', '=gana', '=ganar']);
const PRIZE_MEASURE = new Set(['a', 'an', 'the', 'your', 'own', 'free', 'full', 'whole', 'half', 'of', "year's", 'years', 'supply', 'one', 'two', 'three', 'four', 'five', 'six', 'ten', 'twelve', 'un', 'una', 'de']);

/** Vessels a drink is poured into, given away empty as merchandise unless filled. */
const EMPTY_VESSEL = new Set(['growler', 'growlers', 'stein', 'steins', 'glass', 'glasses', 'mug', 'mugs', 'tumbler', 'tumblers', 'koozie', 'koozies']);
const FILLED = new Set(['fill', 'fills', 'filled', 'of', 'refill', 'refills']);

export function drinkAsPrize(doc: TConceptDoc, alcoholStarts: readonly number[]): THit | null {
  const { tokens } = doc;
  const units = occurrences(doc, DRINK_UNIT).map((h) => h.first);
  const drinks = [...units, ...alcoholStarts];
  const unitWords = new Set(units);
  // An empty vessel is merchandise ("winners take home a growler and T-shirts"); filled, it is the drink ("a growler fill", "a growler of IPA").
  // "A pint glass", "a beer mug": the drink word names the vessel that follows it.
  const emptyVessel = (d: number) =>
    (EMPTY_VESSEL.has(tokens[d].norm) && !FILLED.has(tokens[d + 1]?.norm ?? '')) || (EMPTY_VESSEL.has(tokens[d + 1]?.norm ?? '') && tokens[d + 1].clause === tokens[d].clause && !FILLED.has(tokens[d + 2]?.norm ?? ''));
  const reaches = (h: THit, window: number) => drinks.some((d) => d > h.last && d - h.last <= window && tokens[d].clause === tokens[h.first].clause && !emptyVessel(d));
  const onlyMeasures = (from: number, to: number) => tokens.slice(from, to).every((t, i) => PRIZE_MEASURE.has(t.norm) || /^\d/.test(t.norm) || unitWords.has(from + i));
  const measuredPrize = (h: THit) => drinks.some((d) => d > h.last && d - h.last <= 5 && tokens[d].clause === tokens[h.first].clause && onlyMeasures(h.last + 1, d));
  return (
    occurrences(doc, PRIZE_GOES).find((h) => !isNegatedHit(doc, h) && reaches(h, 6)) ??
    occurrences(doc, WIN_A).find((h) => !isNegatedHit(doc, h) && measuredPrize(h)) ??
    null
  );
}

// ---------------------------------------------------------------------------------------------
// Health benefits said of the body

/** Parts and measures of the body a drink is claimed to help, and the doctors it keeps away. */
const BODY = concept('body', [
  'heart', 'hearts', 'arteries', 'artery', 'blood pressure', 'cholesterol', 'circulation', 'blood sugar', 'immune system', 'digestion', 'metabolism', 'liver', 'bones', 'heart disease',
  '=colds', 'flu', 'longevity', 'lifespan', 'stomach', 'tummy', 'upset stomach', 'nerves', 'joints', 'sore throat', 'throat', 'cough', 'coughs', 'arthritis', 'aches', 'achy',
  // A cold by its symptoms: "a cold" alone, like "colds" read by stem, would be the beer's temperature.
  'sniffles', 'sniffle', 'common cold', 'head cold', 'chest cold', 'congestion', 'stuffy nose', 'runny nose', 'sinuses',
]);
const BENEFIT = concept('benefit', [
  'strong', 'stronger', 'clear', 'clean', 'down', 'low', 'lower', 'lowers', 'lowering', 'reduce', 'reduces', 'protect', 'protects', 'strengthen', 'strengthens', 'improve', 'improves',
  'boost', 'boosts', 'healthy', 'healthier', 'health', 'prevent', 'prevents', 'fight', 'fights', 'ward off', 'wards off', 'good for', 'better', 'unclog', 'unclogs', 'thin', 'thins',
  'settle', 'settles', 'soothe', 'soothes', 'calm', 'calms', 'ease', 'eases', 'help', 'helps', 'aid', 'aids', 'cure', 'cures', 'relieve', 'relieves', 'knock out', 'knocks out',
  'kill', 'kills', 'chase away', 'chases away', 'banish', 'banishes', 'clear up', 'clears up', 'kick', 'kicks',
]);
const DOCTOR = concept('doctor', ['doctor', 'doctors', 'cardiologist', 'cardiologists', 'physician', 'dentist']);
/** "Keeps the doctor away", "doctor approved", "doctor's orders". */
const KEPT_AWAY = concept('kept away', ['away', 'approved', 'recommended', 'prescribed', '=orders', '=ordered']);

/** Sleep as a remedy, only with a remedy verb before it: "helps you sleep", "cures insomnia" (a "better night's sleep" sells mattresses too). */
const SLEEP_REMEDY = concept('sleep remedy', ['help', 'helps', 'aid', 'aids', 'cure', 'cures', 'fix', 'fixes']);
const SLEEP = concept('sleep', ['sleep', 'insomnia', 'fall asleep', 'sleepless nights']);

/** "Keeps your arteries clear", "lowers your cholesterol", "keeps the cardiologist away", "settles the stomach", "helps you sleep". */
export function bodyBenefit(doc: TConceptDoc): THit | null {
  const frame =
    near(doc, BODY, BENEFIT, { window: 3 }).find((f) => !isNegatedHit(doc, f.a) && !isNegatedHit(doc, f.b)) ??
    near(doc, SLEEP_REMEDY, SLEEP, { window: 2, ordered: true }).find((f) => !isNegatedHit(doc, f.a)) ??
    near(doc, DOCTOR, KEPT_AWAY, { window: 1, ordered: true }).find((f) => !isNegatedHit(doc, f.a));
  if (!frame) return null;
  const first = Math.min(frame.a.first, frame.b.first);
  return { ...frame.a, first, last: Math.max(frame.a.last, frame.b.last), start: frame.start, end: frame.end, text: frame.text };
}

/** Makers and sellers whose every line is about their drinks: there a health claim anywhere is about the drink. */
export const ALCOHOL_MAKER = concept('alcohol maker', [
  'winery', 'wineries', 'vineyard', 'vineyards', '=cellars', 'brewery', 'breweries', '=brewing', '=brewpub', 'taproom', 'tasting room', 'distillery', '=distilling', 'meadery', 'cidery',
]);
/** A food in the clause makes the benefit the food's ("heart-healthy salmon"). */
export const FOOD = concept('food', [
  'salmon', 'walleye', 'fish', 'salad', 'salads', 'vegetables', 'veggies', 'oatmeal', 'menu', 'entree', 'entrees', 'meal', 'meals', 'dish', 'dishes', 'plate', 'grain bowl', 'grilled',
]);

// ---------------------------------------------------------------------------------------------
// Spirits presented by their maker

const SPIRIT = concept('spirit', [
  'vodka', 'whiskey', 'whisky', 'bourbon', 'scotch', 'rye whiskey', 'gin', 'rum', 'tequila', 'mezcal', 'brandy', 'cognac', 'liqueur', 'schnapps', 'moonshine', 'aquavit', 'akvavit',
  'amaretto', 'vermouth',
]);
/** A rye or a malt is the distiller's whiskey only where a distiller speaks: in a bakery or a brewery it is bread or beer. */
const GRAIN_SPIRIT = concept('grain spirit', ['=rye', '=ryes', 'single malt', 'malt whiskey', 'malt whisky']);
const DISTILLER = concept('distiller', ['distillery', 'distilleries', 'distilling', 'distiller', 'distillers', 'distilled', 'craft spirits', 'spirits co', 'spirits company']);
/** What a grain is when it is not a spirit: rye bread, a rye IPA, "pastrami on rye". */
const GRAIN_AS_FOOD_OR_BEER = concept('grain as food or beer', [
  'bread', 'breads', 'flour', 'toast', 'cracker', 'crackers', 'crisp', 'crisps', 'loaf', 'sourdough', 'berries', 'seed', 'field', 'fields', 'grass', 'cover crop',
  'ipa', 'ale', 'ales', 'beer', 'beers', 'lager', 'stout', 'porter', 'pale', 'saison', 'bock', 'sandwich', 'reuben',
]);
/**
 * A spirit served in a drink at a bar ("rum and coke", "tequila shots") is the bar's menu, not a spirits ad,
 * and a spirit's barrel ageing a beer ("bourbon barrel stout") is the beer's.
 */
const SERVED_AFTER = concept('served as', ['barrel', 'barrels', 'cask', 'casks', 'shot', 'shots', 'flight', 'flights', 'cocktail', 'cocktails', 'sour', 'sours', 'soda', 'tonic', 'coke', 'drink', 'drinks', 'special', 'specials', 'and coke', 'and tonic', 'and soda', 'neat', 'on the rocks', 'mule', 'mules', 'punch', 'cake', 'sauce', 'glaze', 'rummy']);
/** How a maker speaks of its spirit: how it is made, aged, bottled and where to ask for it. */
// "Bottled" and "bottle" exactly: a bar's "$4 domestic bottles" are servings, not a maker bottling its spirit.
const MAKER_VOICE = concept('maker voice', [
  'distilled', 'distill', 'distills', 'distillery', 'distilling', 'distiller', 'aged', 'barrel', 'barrels', 'cask', 'small batch', 'single barrel', '=bottled', '=bottle', 'filtered', 'charcoal',
  'mash', 'grain to glass', 'ask for it', 'ask for', 'your favorite liquor store', 'your favorite bar', 'at liquor stores', 'wherever spirits are sold', 'now available', 'introducing',
  'try new', 'new from',
]);

/**
 * A spirit the ad presents as its product, in its maker's voice, or anywhere in an ad a distiller signs ("the sampler of
 * our gin and maple whiskey ... <name> Distilling Co.").
 */
export function spiritsByTheirMaker(doc: TConceptDoc): THit[] {
  const served = new Set(occurrences(doc, SERVED_AFTER).map((h) => h.first));
  const spirits = occurrences(doc, SPIRIT).filter((h) => !served.has(h.last + 1) && !isNegatedHit(doc, h));
  const presented = near(doc, spirits, MAKER_VOICE, { window: 12, sameClause: false }).map((f) => f.a);
  const signed = occurrences(doc, DISTILLER).some((h) => !isNegatedHit(doc, h)) ? spirits : [];
  return [...new Set([...presented, ...signed])];
}

/** A distiller's grain spirit named by its grain alone ("<name> Rye, aged four years"), in an ad that names a distiller. */
export function grainSpiritOfADistiller(doc: TConceptDoc): THit | null {
  if (!occurrences(doc, DISTILLER).some((h) => !isNegatedHit(doc, h))) return null;
  const notSpirit = occurrences(doc, GRAIN_AS_FOOD_OR_BEER);
  const onRye = (h: THit) => doc.tokens[h.first - 1]?.norm === 'on';
  const grains = occurrences(doc, GRAIN_SPIRIT).filter((h) => !notSpirit.some((n) => n.first === h.last + 1 || n.last === h.first - 1) && !onRye(h) && !isNegatedHit(doc, h));
  const frame = near(doc, grains, MAKER_VOICE, { window: 12, sameClause: false })[0];
  return frame ? frame.a : null;
}
