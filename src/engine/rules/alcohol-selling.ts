import { concept, isNegatedHit, near, occurrences, type TConceptDoc, type THit } from './concepts';

/**
 * How an alcohol ad sells: to whom its flavour and occasion speak, how cheap it pours for how long, and who
 * is selling. The alcohol rule asks these once it knows the ad is about alcohol.
 */

// ---------------------------------------------------------------------------------------------
// Flavours, themes and occasions of childhood

/**
 * What a child orders or goes to: candy-store flavours, cartoon creatures and the nights and places of school age.
 * Said of a drink these are an appeal to minors even where no child is named.
 */
export const CHILDHOOD = concept('childhood flavour or occasion', [
  'cotton candy', 'bubblegum', 'bubble gum', 'gummy bear', 'gummy bears', 'gummy worm', 'gummy worms', 'lollipop', 'lollipops', 'fruit snacks', 'candy land',
  'unicorn', 'unicorns', 'sleepover', 'sleepovers', 'slumber party', 'slumber parties', 'pajama party', 'pajama parties', 'pj party', 'juice box', 'juice boxes', 'sippy cup', 'sippy cups',
  'back to school', 'school dance', 'school dances',
]);

/** A soft drink or a treat the flavour belongs to: "cotton candy mocktails", "bubblegum ice cream", "unicorn cupcakes". */
const TREAT = concept('soft drink or treat', [
  'mocktail', 'mocktails', 'lemonade', 'soda', 'sodas', 'pop', 'slushie', 'slushies', 'slush', 'milkshake', 'milkshakes', 'shake', 'shakes', 'smoothie', 'smoothies', 'float', 'floats',
  'ice cream', 'gelato', 'sundae', 'sundaes', 'cupcake', 'cupcakes', 'cake', 'cakes', 'cookie', 'cookies', 'donut', 'donuts', 'popcorn', 'fudge', 'taffy', 'snow cone', 'snow cones',
  'hot chocolate', 'cocoa', 'juice', 'tea', 'coffee', 'latte', 'lattes', 'frosting', 'balloon', 'balloons', 'face painting', 'bounce house', 'pony rides', 'petting zoo',
]);

/** A night away booked by grown-ups: an inn's or a resort's "sleepover package". */
const LODGING = concept('lodging', ['inn', 'hotel', 'resort', 'lodge', 'cabin', 'cabins', 'suite', 'suites', 'b&b', 'bed and breakfast', 'glamping', 'overnight package', 'room']);

/** Childhood flavours and occasions, unless a soft drink or treat right after owns the flavour, or a lodging in the clause makes the night a grown-up stay. */
export function childhoodHits(doc: TConceptDoc): THit[] {
  const { tokens } = doc;
  const treats = occurrences(doc, TREAT);
  const lodgingClauses = new Set(occurrences(doc, LODGING).map((h) => tokens[h.first].clause));
  const ownedByATreat = (h: THit) => treats.some((t) => t.first > h.last && t.first - h.last <= 3 && tokens[t.first].clause === tokens[h.first].clause);
  return occurrences(doc, CHILDHOOD).filter((h) => !isNegatedHit(doc, h) && !ownedByATreat(h) && !lodgingClauses.has(tokens[h.first].clause));
}

// ---------------------------------------------------------------------------------------------
// Drinks at a giveaway price for the whole night

/** A serving at a token price: "$1 shots", "$2.00 wells", "50-cent drafts", "dollar pints", "penny pitchers". */
const TOKEN_PRICE =
  /(?:\$\s?(?:0?\.\d\d|[12](?:\.\d\d)?)(?!\d|\.\d)|\b(?:\d{1,2}\s?(?:¢|cents?)|\d{2}[-\s]cent|penny|nickel|dime|quarter|dollar|one[-\s]dollar|two[-\s]dollar|buck)(?![\w-]))\s*(?:(?:domestic|import|draft|rail|well|house|jell[-\s]?o|jager|vodka|whiske?y|tequila|fireball)\s+)?(?:shots?|drinks?|wells?|rails?|bombs?|taps?|pints?|drafts?|domestics?|beers?|cans?|tallboys?|pitchers?|mimosas?|margaritas?|kamikazes?|pours?|cocktails?|bottles?|longnecks?)\b/gi;

/** A price held open for the rest of the night: "till close", "until closing", "all night long", "to last call". */
const OPEN_END = concept('open end', [
  'till close', 'til close', "'til close", 'until close', 'to close', 'till closing', 'til closing', 'until closing', 'till bar close', 'til bar close', 'until bar close',
  'all night', 'all night long', 'till last call', 'til last call', 'until last call', 'open to close', 'open till close', 'open til close', 'hasta cerrar', 'toda la noche',
]);

/**
 * Drinks at a token price held open until closing ("$1 shots till close", "all night long: 50-cent drafts"): a price
 * meant to be drunk in quantity. A price with a set end ("$2 taps 4 to 6") is a happy hour, and a fair price ("$5 pints
 * till close") a menu.
 */
export function tokenPriceAllNight(doc: TConceptDoc): THit | null {
  const { tokens, text } = doc;
  const ends = occurrences(doc, OPEN_END).filter((h) => !isNegatedHit(doc, h));
  if (!ends.length) return null;
  for (const m of text.matchAll(TOKEN_PRICE)) {
    const first = tokens.findIndex((t) => t.end > m.index);
    let last = first;
    while (last + 1 < tokens.length && tokens[last + 1].start < m.index + m[0].length) last++;
    const end = ends.find((e) => tokens[e.first].clause === tokens[first].clause && (e.first > last ? e.first - last <= 4 : first - e.last <= 6));
    if (!end) continue;
    const start = Math.min(m.index, end.start);
    const stop = Math.max(tokens[last].end, end.end);
    return { concept: 'token price all night', first: Math.min(first, end.first), last: Math.max(last, end.last), start, end: stop, text: text.slice(start, stop), uncertain: false };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Alcohol made at home and sold

/**
 * Made at home or in secret, not by a licensed maker: "homemade wine", "home-brewed beer", "bathtub gin". The alcohol
 * rule and the legal rule's unlawful trades both read a home maker's sale by it.
 */
export const HOME_MADE = concept('made at home', [
  'homemade', 'home made', 'home brewed', 'homebrewed', 'home brew', 'homebrew', 'home distilled', 'home distilling', 'home fermented', 'home crafted', 'bathtub', 'moonshiner',
  'bootleg', 'from my still', 'from our still', 'farm made',
]);
/** What is sold for making a drink, not the drink: "homebrew beer kits", "wine-making supplies". */
const FOR_MAKING = concept('for making', ['kit', 'kits', 'supplies', 'supply', 'equipment', 'making', 'maker', 'makers', 'class', 'classes', 'recipe', 'recipes', 'ingredients', 'yeast', 'starter']);
/** How a private seller sells: by a household measure, in jars, picked up, for cash or by a message. */
const PRIVATE_SALE = concept('private sale', [
  'quart', 'quarts', '=qt', '=qts', 'gallon', 'gallons', '=gal', 'half gallon', 'mason jar', 'mason jars', 'jar', 'jars', 'jug', 'jugs', 'pick up', 'pickup', 'call or text', 'text me',
  'call me', 'cash only', 'cash', 'venmo', 'message me', 'dm me', 'dm for', 'serious inquiries', 'for sale', 'selling',
]);
/** A place that holds a licence to sell drink: its own maker, a bar, a restaurant, a store. */
const LICENSED_PLACE = concept('licensed place', [
  'restaurant', 'cafe', 'café', 'grill', '=bar', 'tavern', '=pub', 'bistro', 'diner', 'kitchen', 'eatery', '=brewery', '=breweries', '=brewing', '=winery', '=vineyard', '=cidery',
  '=meadery', '=distillery', '=taproom', 'tap room', 'cantina', 'lounge', 'supper club', 'liquor store', '=liquors', 'wine shop', 'bottle shop', 'hotel', 'resort', 'catering', 'caterer',
  '=licensed', '=license', 'menu', 'brunch', 'lunch', 'dinner', 'happy hour', 'reservations', 'dine in', 'takeout', 'take out', 'patio',
]);
const PHONE = /\(?\b\d{3}\)?[-.\s]\d{3}[-.\s]\d{4}\b/;

/**
 * Alcohol made at home and offered for sale by a private seller ("homemade plum wine, $12 a quart, pick up at the
 * farm"): selling alcohol takes a licence no home maker holds. Home-brewing supplies and classes sell no drink, so the
 * home-made word must stand right before a drink the ad names, with a price and a private seller's way of selling (a
 * household measure, cash, a pickup or just a phone), and no licensed place (a bar's or a winery's house-made drink is theirs).
 */
export function homemadeForSale(doc: TConceptDoc, drinkStarts: readonly number[]): THit | null {
  const { tokens, text } = doc;
  if (!/\$\s?\d/.test(text) || occurrences(doc, LICENSED_PLACE).length) return null;
  if (!occurrences(doc, PRIVATE_SALE).length && !PHONE.test(text)) return null;
  const made = occurrences(doc, HOME_MADE).filter((h) => !isNegatedHit(doc, h));
  const drinks = drinkStarts.map((d) => ({ concept: 'drink', first: d, last: d, start: tokens[d].start, end: tokens[d].end, text: tokens[d].raw, uncertain: false }));
  const forMaking = occurrences(doc, FOR_MAKING);
  const madeToSell = (d: THit) => !forMaking.some((f) => f.first > d.last && f.first - d.last <= 2 && tokens[f.first].clause === tokens[d.first].clause);
  const frame = near(doc, made, drinks.filter(madeToSell), { window: 3, ordered: true })[0];
  return frame ? { ...frame.a, last: frame.b.last, end: frame.end, text: frame.text } : null;
}
