import { concept, isNegatedHit, near, occurrences, quantityHits, type TConceptDoc, type THit } from './concepts';

/**
 * A sale tied to a tragedy, read three ways: a disaster with the dead mourned near it and a sale close by;
 * a named tragedy or attack alluded to ("After Sandy Hook, can you afford to wait?") with an urgent
 * question and a sale; a sale named after a named storm ("Hurricane Katrina Blowout") or a national catastrophe
 * ("Pearl Harbor Day Blowout"). Damage alone
 * ("flood damage? we restore what you lost") is a repair offer, and a storm season is not a storm.
 */

const DISASTER = concept('disaster', [
  'tornado', 'twister', 'twisters', 'derecho', 'tore through', 'ripped through', 'flood', 'flooding', 'hurricane', 'wildfire', 'earthquake', 'fire', 'blaze', 'house fire', 'explosion',
  'crash', 'plane crash', 'accident', 'pileup', 'pile up', 'wreck', 'collision', 'drunk driver', 'bridge collapse', 'collapse', 'collapsed', 'gave way',
  // "Shootings" by its spelling: its stem is also the stem of "shooting" (a trap-shooting league, a shooting range).
  'mass shooting', 'school shooting', 'deadly shooting', 'fatal shooting', 'the shooting', '=shootings', 'gunman',
  // A shooting named by where it happened: "the Annunciation Church shooting", "the mall shooting".
  ...['church', 'mall', 'campus', 'concert', 'parade', 'club', 'nightclub', 'workplace', 'office', 'festival', 'synagogue', 'mosque', 'store', 'supermarket', 'bar'].map((place) => `${place} shooting`), 'massacre', 'bombing', 'terror attack', 'terrorist attack',
  'tragedy', 'tragic', 'disaster',
  // The September 11 attacks in the ways ads write them ("9/11" reads as the words 9 and 11).
  'september 11', 'september 11th', 'sept 11', '9 11', 'nine eleven', 'twin towers', 'ground zero', 'patriot day',
]);

/** People dead or mourned: what makes a disaster a tragedy rather than damage to repair. */
const LIVES_LOST = concept('lives lost or mourned', [
  'victims', 'lives lost', 'lost their lives', 'took the lives', 'lives taken', 'died', 'killed', 'in memory', 'in their memory', 'memory of', 'honor the', 'honor those', 'honour those', 'honor them', 'honour them', 'remember the victims',
  'remember those', 'remember her', 'remember him', 'remember them', 'tribute to', 'rest in peace', 'we lost', 'never forget', 'the fallen',
  // Condolences to the bereaved: "our hearts go out to the families", "thoughts and prayers", "we mourn with".
  // "With heavy hearts" is left out: a store says it of its own closing or its own fire.
  'hearts go out', 'hearts are with', 'thoughts and prayers', 'condolences', 'deepest sympathy', 'deepest sympathies', 'we mourn', 'mourn with',
  'mourning the', 'grieving families', 'grieving family',
  // Deaths told gently: "three of our neighbors didn't make it", "two never came home".
  "didn't make it", 'did not make it', "didn't survive", 'did not survive', 'never made it home', "didn't come home", 'did not come home', 'never came home', 'perished',
  'passed away', 'drowned', 'was killed', 'were killed',
  // A sale or special named a memorial ("Memorial Sale", "Memorial Special"); "Memorial Day" is the holiday.
  'memorial sale', 'memorial special', 'memorial event', 'memorial weekend sale',
  // A count of the dead ("left 5 dead", "12 deaths"); "the dead of winter" counts nobody.
  '{num} dead', '{num} people dead', '{num} deaths', '{num} fatalities', '{num} lives',
  // ...and the count in words ("left three dead"); "nine lives" is a cat's, so lives are counted only in figures.
  ...['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'twelve', 'dozens of', 'dozen'].flatMap((n) => [`${n} dead`, `${n} deaths`, `${n} fatalities`]),
]);
/** Lives taken in other words: "took three of our neighbors", "claimed two lives". "Our neighbors" alone are customers. */
const TAKEN = concept('taken', ['=took', '=taken', '=claimed', '=stole', '=lost']);
const PEOPLE = concept('people', ['neighbors', 'neighbours', 'lives', 'friends', 'residents', 'people', 'children', 'kids', 'our own', 'loved ones', 'sons', 'daughters', 'students', 'classmates']);

const SALE = concept('sale', ['sale', 'sales', 'percent off', 'off everything', 'deals', 'discount', 'discounts', 'savings', 'clearance', 'blowout', 'doorbusters', 'specials', '$0 down', 'markdowns', 'marked down']);

/** "Never forget your coupon" is an ordinary reminder; "Never forget." and "never forget the fallen" mourn. */
function isReminder(doc: TConceptDoc, hit: THit): boolean {
  const next = doc.tokens[hit.last + 1];
  return /^never forget$/i.test(hit.text) && next !== undefined && next.clause === doc.tokens[hit.last].clause && /^(?:your|to|a|an|our|about|it|this|that)$/.test(next.norm);
}

/** The disaster called deadly: "last week's deadly tornado", "the fatal crash". "Deadly good deals" calls no disaster so. */
const DEADLY = concept('deadly', ['deadly', 'fatal', 'killer']);

/** A disaster's anniversary is kept in mourning: "the I-35W Bridge Collapse Anniversary", "ten years since the flood". */
const ANNIVERSARY = concept('anniversary', ['anniversary', 'anniversaries', 'years since', 'year since', 'years ago today', 'year ago today']);

function mournings(doc: TConceptDoc): THit[] {
  const taken = near(doc, TAKEN, PEOPLE, { window: 4, ordered: true }).map((f) => f.a);
  const deadly = near(doc, DEADLY, DISASTER, { window: 0, ordered: true }).map((f) => f.a);
  // A store marking the day its own flood closed it ("ten years since the flood, we rebuilt") mourns no one.
  const kept = occurrences(doc, OWN_DAMAGE).length > 0 ? [] : near(doc, DISASTER, ANNIVERSARY, { window: 3 }).map((f) => f.b);
  return [...occurrences(doc, LIVES_LOST).filter((h) => !isReminder(doc, h)), ...taken, ...deadly, ...kept];
}

/**
 * Sale words, a percentage, money taken off ("$911 off every pickup"), or a price made of the attacks' date ("$9.11
 * pitchers"), where no negation governs them.
 */
function sales(doc: TConceptDoc): THit[] {
  const money = quantityHits(doc, 'money');
  const moneyOff = money.filter((h) => doc.tokens[h.last + 1]?.norm === 'off');
  const datedPrice = money.filter((h) => h.text.replace(/\D/g, '') === '911');
  return [...occurrences(doc, SALE), ...quantityHits(doc, 'percent'), ...moneyOff, ...datedPrice].filter((h) => !isNegatedHit(doc, h));
}

function spanning(a: THit, b: THit, doc: TConceptDoc): THit {
  const start = Math.min(a.start, b.start);
  const end = Math.max(a.end, b.end);
  return { ...a, start, end, text: doc.text.slice(start, end) };
}

const SHOOTING = concept('shooting', ['=shooting']);
/** "Saturday's shooting", "last week's shooting": a shooting dated like an event, not trap shooting or a shooting range. */
function datedShootings(doc: TConceptDoc): THit[] {
  return occurrences(doc, SHOOTING).filter((h) => /'s$/.test(doc.tokens[h.first - 1]?.norm ?? ''));
}

function mournedDisasterSale(doc: TConceptDoc, saleHits: THit[]): THit | null {
  // Proceeds given to the families are help, whatever the condolences said before them.
  if (isBenefit(doc)) return null;
  const mourned = mournings(doc);
  // "Fire sale" and "flood of savings" are figures of speech: the disaster must not be the sale's own adjective.
  // "Never forget 9/11" mourns it: the "never" of the mourning does not deny the disaster.
  const mournedRightBefore = (d: THit) => mourned.some((m) => m.last < d.first && d.first - m.last <= 2);
  const isSalesAdjective = (d: THit) => saleHits.some((s) => (s.first === d.last + 1 || s.first === d.last + 2) && doc.tokens[s.first].clause === doc.tokens[d.last].clause);
  const disasters = [...occurrences(doc, DISASTER), ...datedShootings(doc)].filter((d) => (!isNegatedHit(doc, d) || mournedRightBefore(d)) && !isSalesAdjective(d));
  for (const d of disasters) {
    const sale = saleHits.find((s) => Math.abs(s.first - d.first) <= 30);
    if (sale && mourned.some((l) => Math.abs(l.first - d.first) <= 12)) return spanning(d, sale, doc);
  }
  return null;
}

// An allusion is "after" or "since" and a capitalised name set off by a comma ("After Parkland, ..."), or
// an attack named in plain words ("after the school shooting"). Holidays, seasons and times are not tragedies.
const ALLUDING = new Set(['after', 'since', 'remember', 'following']);
const NOT_A_TRAGEDY = concept('time or holiday', [
  'christmas', 'xmas', 'thanksgiving', 'easter', 'halloween', 'new', 'valentine', 'valentines', 'memorial', 'labor', 'labour', 'independence', 'july', 'mother', 'mothers', 'father', 'fathers',
  'presidents', 'black', 'cyber', 'prom', 'graduation', 'school', 'church', 'work', 'hours', 'dark', 'dinner', 'lunch', 'breakfast', 'today', 'tomorrow', 'tonight', 'all', 'that', 'this',
  'the', 'a', 'an', 'our', 'your', 'you', 'we', 'it', 'each', 'every', 'spring', 'summer', 'fall', 'autumn', 'winter', 'holidays', 'holiday', 'season', 'january', 'february', 'march',
  'april', 'may', 'june', 'august', 'september', 'october', 'november', 'december', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'weekend', 'class',
  'practice', 'game', 'party', 'closing', 'hunting', 'harvest', 'opening',
]);
const ATTACK = concept('attack', ['the shooting', 'school shooting', 'mass shooting', '=shootings', 'massacre', 'bombing', 'terror attack', 'terrorist attack', 'the attacks', 'gunman']);
/** The urgent question such an allusion is put to work for. */
const URGENCY = concept('urgent question', [
  'afford to wait', 'are you ready', 'are you prepared', 'will you be ready', 'will you be prepared', 'is your family ready', 'is your school ready', 'are your kids safe',
  'are your children safe', 'is your family safe', 'is your home safe', 'are you safe', 'could it happen here', 'can it happen here', 'it could happen here', 'could happen here',
  'next time', 'before it happens again', 'before it happens here', 'before it happens to you', 'what are you waiting for', 'can you risk', 'can you afford not',
]);

function isCapitalised(raw: string): boolean {
  return /^\p{Lu}/u.test(raw);
}

/**
 * When it happened, told before the place: "after last week at ...", "after Friday in ...", "since what happened at ...".
 * The place that follows is then the name of the event.
 */
const WHEN_AT = concept('when it happened, at', [
  'last week at', 'last week in', 'last night at', 'last night in', 'last weekend at', 'last weekend in', 'last month at', 'last month in', 'yesterday at', 'yesterday in',
  'what happened at', 'what happened in', 'monday at', 'tuesday at', 'wednesday at', 'thursday at', 'friday at', 'saturday at', 'sunday at', 'monday in', 'tuesday in',
  'wednesday in', 'thursday in', 'friday in', 'saturday in', 'sunday in',
]);

/** "After Uvalde," "Since Sandy Hook,": a capitalised name of one to three words right after the cue, closed by a comma. */
function namedAllusions(doc: TConceptDoc): THit[] {
  const { tokens, text } = doc;
  const notTragedy = new Set(occurrences(doc, NOT_A_TRAGEDY).map((h) => h.first));
  const whenAt = new Map(occurrences(doc, WHEN_AT).map((h) => [h.first, h.last]));
  const found: THit[] = [];
  tokens.forEach((t, i) => {
    if (!ALLUDING.has(t.norm)) return;
    const lead = whenAt.get(i + 1);
    const from = lead !== undefined && tokens[lead].clause === t.clause ? lead : i;
    for (let last = from + 1; last <= from + 3 && last < tokens.length; last++) {
      const name = tokens[last];
      // "After Grandma's, stop by for pie" names a place to go, not an event.
      if (!isCapitalised(name.raw) || /'s$/.test(name.norm) || notTragedy.has(last) || name.clause !== t.clause) return;
      if (/^\s*,/.test(text.slice(name.end, name.end + 2))) {
        found.push({ concept: 'allusion', first: i, last, start: t.start, end: name.end, text: text.slice(t.start, name.end), uncertain: false });
        return;
      }
    }
  });
  return found;
}

function attackAllusions(doc: TConceptDoc): THit[] {
  return [...occurrences(doc, ATTACK), ...datedShootings(doc)].filter((a) => doc.tokens.slice(Math.max(0, a.first - 4), a.first).some((t) => ALLUDING.has(t.norm)));
}

/** A past tragedy the ad points to, by name or in plain words. */
export function tragedyAllusions(doc: TConceptDoc): THit[] {
  return [...namedAllusions(doc), ...attackAllusions(doc)];
}

// What is sold on a named allusion is protection from the tragedy: a name alone may be a tour stop ("After Bemidji,
// can you afford to wait? Tickets on sale"), a name beside bulletproof backpacks or security doors is not.
const PROTECTION = concept('protection', [
  'bulletproof', 'bullet resistant', 'ballistic', 'body armor', 'armor', 'lockdown', 'security', 'safe room', 'panic room', 'alarm', 'alarms', 'camera', 'cameras', 'locks', 'deadbolt',
  'self defense', 'defense', 'permit to carry', 'carry permit', 'concealed carry', 'handgun', 'handguns', 'firearm', 'firearms', 'pepper spray', 'gun safe', 'gun safes', 'storm shelter', 'generator', 'generators', 'protect', 'protection', 'safety',
]);

/** The question put to the reader right after the allusion, and left standing ("are you ready?", not "are you ready for Brainerd?"). */
function standingQuestion(doc: TConceptDoc, allusion: THit, urgent: THit[]): THit | undefined {
  return urgent.find((u) => u.first > allusion.last && u.first - allusion.last <= 4 && (u.last + 1 >= doc.tokens.length || doc.tokens[u.last + 1].clause !== doc.tokens[u.last].clause));
}

/** Selling the protection: a price, or a call to buy, enrol or come in ("class this Saturday, $79", "cash and carry"). */
const SELLING = concept('selling', [
  'buy', 'shop', 'order', 'in stock', 'cash and carry', 'cash carry', 'for sale', 'class', 'classes', 'course', 'courses', 'training', 'enroll', 'sign up', 'seats', 'no waiting',
  'stop in', 'stop by', 'visit us', 'call today', 'call now', 'financing', 'layaway', 'consignment', 'installed', 'installation',
]);

function allusionSale(doc: TConceptDoc, saleHits: THit[]): THit | null {
  const urgent = occurrences(doc, URGENCY);
  const protection = occurrences(doc, PROTECTION);
  // A free class or free training after a tragedy is a community's answer to it, not a sale.
  const selling = occurrences(doc, SELLING).filter((h) => !doc.tokens.slice(Math.max(0, h.first - 3), h.first).some((t) => t.norm === 'free' && t.clause === doc.tokens[h.first].clause));
  const offers = [...saleHits, ...quantityHits(doc, 'money'), ...selling].filter((h) => !isNegatedHit(doc, h));
  for (const allusion of tragedyAllusions(doc)) {
    const question = standingQuestion(doc, allusion, urgent);
    const offer = offers.find((s) => Math.abs(s.first - allusion.first) <= 40);
    const protects = allusion.concept !== 'allusion' || protection.some((p) => Math.abs(p.first - allusion.first) <= 40);
    if (question && offer && protects) return spanning(allusion, question, doc);
  }
  return null;
}

// A named storm is the storm word and a capitalised name ("Hurricane Katrina"); the storm word before a thing
// ("Hurricane Shutters", "hurricane lamp", "Hurricane season") names no storm.
const STORM = concept('storm', ['hurricane', 'superstorm', 'tropical storm', 'typhoon', 'cyclone']);
const STORM_GEAR = concept('storm gear', [
  'season', 'shutters', 'shutter', 'lamp', 'lamps', 'glass', 'glasses', 'fence', 'fencing', 'straps', 'strap', 'ties', 'clips', 'windows', 'window', 'doors', 'door', 'proof', 'rated',
  'preparedness', 'kit', 'kits', 'supplies', 'party', 'cocktail', 'cocktails', 'drink', 'ridge', 'lake', 'deck', 'boat', 'boats', 'warning', 'watch', 'center', 'sale', 'relief', 'fan', 'fans',
  'shelter', 'shelters', 'insurance', 'coverage', 'prep', 'force',
  // Places named for storms.
  'creek', 'harbor', 'harbour', 'point', 'island', 'bay', 'mountain', 'hills', 'valley', 'river', 'falls', 'golf', 'park', 'road', 'alley', 'lanes', 'bar', 'grill', 'saloon', 'ranch', 'farm', 'run',
]);

function namedStormSale(doc: TConceptDoc, saleHits: THit[]): THit | null {
  const gear = new Set(occurrences(doc, STORM_GEAR).map((h) => h.first));
  for (const storm of occurrences(doc, STORM)) {
    const name = doc.tokens[storm.last + 1];
    if (!name || !isCapitalised(name.raw) || gear.has(storm.last + 1) || name.clause !== doc.tokens[storm.last].clause) continue;
    const sale = saleHits.find((s) => Math.abs(s.first - storm.first) <= 6);
    if (sale) return spanning(storm, sale, doc);
  }
  return null;
}

// A town laid waste is a tragedy without a death told: a storm that "flattened half of Pilger", "tore through Sartell",
// "destroyed forty homes", left "families who lost everything". A store's own loss ("the flood took our store") and
// damage to repair are not, and a benefit for the families (a relief fund, donations, proceeds) is help, not a sale on it.
const STRUCK = concept('struck', ['tornado', 'twister', 'derecho', 'flood', 'flooding', 'hurricane', 'wildfire', 'earthquake', 'the storm', 'blaze', 'explosion', 'fire']);
const LAID_WASTE = concept('laid waste', [
  'flattened', 'leveled', 'levelled', 'destroyed', 'wiped out', 'tore through', 'ripped through', 'tore apart', 'ripped apart', 'swept away', 'washed away', 'burned down', 'lost everything',
  '=took out', 'knocked out', 'tore up', 'ripped up', 'tore the roof off', 'blew away', 'blown away', 'wrecked',
  'lost their homes', 'lost their home', 'left homeless',
]);
const COMMUNITY = concept('community', ['half of', 'homes', 'houses', 'town', 'our town', 'the town', 'neighborhood', 'neighbourhood', 'families', 'farms', 'main street', 'downtown', 'everything']);
const GIVING = concept('giving', ['benefit', 'fundraiser', 'fund raiser', 'donation', 'donations', 'donate', 'donated', 'proceeds', 'every dollar', 'free will', 'freewill', 'raffle', 'relief fund', 'recovery fund']);
/** A relief body is a benefit when the money goes to it ("10% to the Red Cross"), not when it is only in town ("while the Red Cross is still here"). */
const RELIEF_BODY = concept('relief body', ['relief', 'red cross', 'salvation army', 'food shelf', 'shelter fund']);
const GIVEN_TO = new Set(['to', 'for', 'support', 'supporting', 'supports', 'benefit', 'benefits', 'benefiting', 'benefitting', 'help', 'helping', 'helps', 'toward', 'towards']);

function isBenefit(doc: TConceptDoc): boolean {
  if (occurrences(doc, GIVING).length > 0) return true;
  return occurrences(doc, RELIEF_BODY).some((h) => doc.tokens.slice(Math.max(0, h.first - 3), h.first).some((t) => t.clause === doc.tokens[h.first].clause && GIVEN_TO.has(t.norm)));
}
/** Repairing the damage is the trade's own work, as the file's header says of "flood damage? we restore what you lost". */
const REPAIR = concept('repair', ['repair', 'repairs', 'restoration', 'restore', 'cleanup', 'clean up', 'estimate', 'estimates', 'insurance claim', 'insurance claims', 'remediation', 'tree removal']);

/** A destruction told of a community: the verb, then the place or its people, or a loss that is already whole ("lost everything"). */
function laidWaste(doc: TConceptDoc): THit[] {
  const { tokens } = doc;
  const community = occurrences(doc, COMMUNITY);
  return occurrences(doc, LAID_WASTE).filter((w) => {
    if (/^(?:lost|left)/i.test(w.text)) return true;
    const next = tokens[w.last + 1];
    const namedPlace = next !== undefined && next.clause === tokens[w.last].clause && isCapitalised(next.raw) && !/^(?:our|my|the)$/i.test(next.norm);
    return namedPlace || community.some((c) => c.first > w.last && c.first - w.last <= 3 && tokens[c.first].clause === tokens[w.last].clause);
  });
}

function devastationSale(doc: TConceptDoc, saleHits: THit[]): THit | null {
  if (isBenefit(doc) || occurrences(doc, REPAIR).length > 0) return null;
  const waste = laidWaste(doc);
  for (const disaster of occurrences(doc, STRUCK).filter((d) => !isNegatedHit(doc, d))) {
    const told = waste.find((w) => Math.abs(w.first - disaster.first) <= 25);
    const sale = saleHits.find((s) => Math.abs(s.first - disaster.first) <= 60 && s.first !== disaster.last + 1);
    if (told && sale) return spanning(disaster, told, doc);
  }
  return null;
}

// Victims honoured beside a sale need no disaster named: "In memory of the bridge victims, 35% off everything",
// "honoring the victims with our Remembrance Sale". A benefit for them is help ("20% of proceeds to the victims' fund").
const HONOURING = concept('honouring', ['in memory of', 'in honor of', 'in honour of', 'honoring', 'honouring', 'honor the', 'honour the', 'tribute to', 'remembering', 'remember the', 'dedicated to']);
const THE_VICTIMS = concept('the victims', ['victims', 'lives lost', 'those killed', 'the dead']);

function victimsHonouredSale(doc: TConceptDoc, saleHits: THit[]): THit | null {
  if (isBenefit(doc)) return null;
  const frame = near(doc, HONOURING, THE_VICTIMS, { window: 5, ordered: true }).find((f) => saleHits.some((s) => Math.abs(s.first - f.b.first) <= 20));
  return frame ? spanning(frame.a, frame.b, doc) : null;
}

// A national catastrophe whose name is its own mourning: "Pearl Harbor Day Blowout", "Holocaust Remembrance Day savings",
// "Patriot Day deals". Its name needs no death told beside it. A tour of the memorial, a museum, a book or a talk has the
// catastrophe for its subject, and a discount kept for veterans or survivors is a tribute to them.
const NATIONAL_TRAGEDY = concept('national tragedy', [
  'pearl harbor', 'pearl harbor day', 'pearl harbor remembrance day', 'patriot day', 'holocaust', 'holocaust remembrance day', 'yom hashoah', 'hiroshima', 'nagasaki',
  '9 11 attacks', 'september 11 attacks', 'september 11th attacks', 'attacks of september 11', 'oklahoma city bombing', 'marathon bombing', 'challenger disaster', 'day of mourning',
  'national day of mourning',
  // Minnesota's own, which the state's readers know by the road's name: the I-35W bridge that fell on 1 August 2007. The bridge
  // itself is a place ("35W bridge lane closures"); its collapse, or the bridge remembered, is the catastrophe.
  '35w bridge collapse', '35w collapse', '35w bridge disaster', 'remember 35w', 'remember the 35w', 'remembering 35w', 'remembering the 35w',
  // Lake Superior's, whose 29 crewmen went down on 10 November 1975: the ship by its name, or remembered by its nickname. "The
  // Fitz" alone is also a St. Paul theatre.
  'edmund fitzgerald', 'remember the fitz', 'remembering the fitz', 'remember the fitzgerald', 'remembering the fitzgerald',
]);
const ITS_SUBJECT = concept('the catastrophe as subject', [
  'tour', 'tours', 'museum', 'memorial', 'exhibit', 'exhibition', 'documentary', 'film', 'movie', 'dvd', 'book', 'books', 'novel', 'memoir', 'podcast', 'play', 'theater', 'theatre',
  'lecture', 'talk', 'history', 'historian', 'survivor', 'survivors',
  'veteran', 'veterans', 'military', 'service members', 'vacation', 'cruise', 'oahu', 'honolulu', 'hawaii', 'ceremony', 'wreath', 'education', 'class', 'course',
]);

function nationalTragedySale(doc: TConceptDoc, saleHits: THit[]): THit | null {
  if (isBenefit(doc) || occurrences(doc, ITS_SUBJECT).length > 0) return null;
  for (const tragedy of occurrences(doc, NATIONAL_TRAGEDY).filter((t) => !isNegatedHit(doc, t))) {
    const sale = saleHits.find((s) => Math.abs(s.first - tragedy.first) <= 12);
    if (sale) return spanning(tragedy, sale, doc);
  }
  return null;
}

// One deadly event, dated like news ("last Tuesday's pileup", "Saturday's fire"), with its dead told, put to work for a
// business that courts the people in it ("were you there?", "free case review"). A lawyer's ad about crashes in general
// names no day, and a repair or a benefit is help.
const DAY_OF = new Set(["monday's", "tuesday's", "wednesday's", "thursday's", "friday's", "saturday's", "sunday's", "yesterday's", "week's", "weekend's", "night's", "morning's", "today's"]);
const COURTING = concept('courting those in it', [
  'were you there', 'were you in it', 'were you involved', 'were you injured', 'were you hurt', 'if you were in', 'if you were there', 'free case review', 'free case evaluation',
  'free consultation', 'no fee unless', 'you owe us nothing', 'you owe nothing',
]);

function datedDeathsCourted(doc: TConceptDoc, saleHits: THit[]): THit | null {
  if (isBenefit(doc) || occurrences(doc, REPAIR).length > 0) return null;
  const offers = [...saleHits, ...occurrences(doc, COURTING)];
  if (offers.length === 0) return null;
  const mourned = mournings(doc);
  const dated = occurrences(doc, DISASTER).filter((d) => doc.tokens.slice(Math.max(0, d.first - 3), d.first).some((t) => DAY_OF.has(t.norm)) && !isNegatedHit(doc, d));
  for (const d of dated) {
    const offer = offers.find((o) => Math.abs(o.first - d.first) <= 60);
    if (offer && mourned.some((m) => Math.abs(m.first - d.first) <= 12)) return d;
  }
  return null;
}

// An atrocity made the name of a thing sold: a "School Shooter" shot, a "Mass Shooting" burger, a "suicide bomber" costume.
// The words name no other thing, so only their use as a product's name counts: training for a school shooting, a vigil,
// a survivors' talk or a benefit has the atrocity for its subject.
const ATROCITY = concept('atrocity', [
  'school shooter', 'school shooters', 'school shooting', 'mass shooter', 'mass shooters', 'mass shooting', 'church shooter', 'campus shooter', 'suicide bomber', 'suicide bombers',
  'suicide vest', 'suicide bombing',
]);
const PRODUCT = concept('product on offer', [
  'shot', 'shots', 'drink', 'drinks', 'cocktail', 'cocktails', 'special', 'specials', 'burger', 'burgers', 'sandwich', 'pizza', 'wings', 'combo', 'platter', 'pint', 'pints', 'flavor',
  'flavour', 'menu', 't shirt', 't shirts', 'tee', 'tees', 'shirt', 'shirts', 'hoodie', 'hoodies', 'costume', 'costumes', 'sticker', 'stickers', 'mask', 'masks',
]);
const ITS_SUBJECT_NOW = concept('the atrocity as subject', [
  'training', 'drill', 'drills', 'response', 'preparedness', 'prevention', 'prevent', 'awareness', 'survivor', 'survivors', 'victims', 'vigil', 'memorial', 'grief', 'counseling',
  'documentary', 'film', 'book', 'lecture', 'forum', 'panel', '=news', 'report',
]);

function atrocityNamedProduct(doc: TConceptDoc): THit | null {
  if (isBenefit(doc) || occurrences(doc, ITS_SUBJECT_NOW).length > 0) return null;
  const frame = near(doc, ATROCITY, PRODUCT, { window: 4, sameClause: false }).find((f) => !isNegatedHit(doc, f.a) && Math.abs(doc.tokens[f.b.first].clause - doc.tokens[f.a.first].clause) <= 1);
  return frame ? spanning(frame.a, frame.b, doc) : null;
}

// Deaths of the reader's neighbours told as recent news (a count of people who died or were killed, last week or on a
// named day) and put to work for an offer. The count, the dying and
// the recency make it this week's loss, not the statistics of a safety notice; help and repair are left alone.
const COUNT = concept('count of people', ['{num}', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'several', 'dozens of']);
const DIED = concept('died', ['=died', '=drowned', 'were killed', 'lost their lives', 'passed away', 'were lost']);
const RECENTLY = concept('recently', [
  'last week', 'last weekend', 'last night', 'last month', 'yesterday', 'this week', 'this weekend', 'last monday', 'last tuesday', 'last wednesday', 'last thursday', 'last friday',
  'last saturday', 'last sunday', 'on monday', 'on tuesday', 'on wednesday', 'on thursday', 'on friday', 'on saturday', 'on sunday',
]);
/** What an offer looks like when no sale word is used: savings, a waived fee, a discount for mentioning the ad. */
const OFFER = concept('offer', ['save', 'waived', 'mention this ad', 'mention this article', 'mention this notice', 'percent off']);

function recentDeathsOffer(doc: TConceptDoc, saleHits: THit[]): THit | null {
  if (isBenefit(doc) || occurrences(doc, REPAIR).length > 0) return null;
  const recent = occurrences(doc, RECENTLY);
  const offers = [...saleHits.filter((h) => h.concept !== 'percent' || doc.tokens[h.last + 1]?.norm === 'off'), ...occurrences(doc, OFFER)].filter((h) => !isNegatedHit(doc, h));
  if (offers.length === 0) return null;
  const frames = near(doc, COUNT, DIED, { window: 6, ordered: true }).filter(
    (f) => doc.tokens[f.a.first].clause === doc.tokens[f.b.first].clause && recent.some((r) => doc.tokens[r.first].clause === doc.tokens[f.b.first].clause),
  );
  const frame = frames.find((f) => offers.some((o) => Math.abs(o.first - f.b.first) <= 80));
  return frame ? spanning(frame.a, frame.b, doc) : null;
}

// A disaster dated like news (a named day's storm, fire or flood) that struck the town or its homes, beside a sale. The
// town or its homes struck is the tragedy; a store's own storm-damaged stock alone is not.
const STRUCK_PLACE = concept('struck place', ['half of', 'half the town', 'our town', 'the town', 'homes', 'houses', 'families', 'farms', 'the neighborhood']);

function datedDisasterOnTown(doc: TConceptDoc, saleHits: THit[]): THit | null {
  if (isBenefit(doc) || occurrences(doc, REPAIR).length > 0 || saleHits.length === 0) return null;
  const places = occurrences(doc, STRUCK_PLACE);
  const dated = occurrences(doc, STRUCK).filter((d) => doc.tokens.slice(Math.max(0, d.first - 3), d.first).some((t) => DAY_OF.has(t.norm)) && !isNegatedHit(doc, d));
  for (const d of dated) {
    const place = places.find((p) => p.first > d.last && p.first - d.last <= 5 && doc.tokens[p.first].clause === doc.tokens[d.last].clause);
    const sale = saleHits.find((s) => Math.abs(s.first - d.first) <= 60);
    if (place && sale) return spanning(d, place, doc);
  }
  return null;
}

/** A disaster dated like news: "Sunday's crash", "last month's flood". */
function datedOnes(doc: TConceptDoc, c: typeof DISASTER): THit[] {
  return occurrences(doc, c).filter((d) => doc.tokens.slice(Math.max(0, d.first - 3), d.first).some((t) => DAY_OF.has(t.norm)) && !isNegatedHit(doc, d));
}

// Counted deaths in a dated event, then a push to book or buy before the moment passes: "since Sunday's crash... three
// were killed... get your body work in before the rush". Once the dead are counted a repair shop's rush is the tragedy put
// to work, not the help a plain "flood damage? we restore" offers. A free class or check-up after it is a community's answer.
const PUSH = concept('push', [
  'book now', 'book today', 'book your', 'book yours', 'before the rush', 'beat the rush', 'reserve now', 'reserve yours', 'act now', 'act fast', 'hurry', 'while supplies last',
  'this week only', 'limited time', 'order now', 'buy now', 'get yours', "don't wait", 'call now',
]);

function countedDeathsPushed(doc: TConceptDoc, saleHits: THit[]): THit | null {
  if (isBenefit(doc)) return null;
  const dated = datedOnes(doc, DISASTER);
  if (dated.length === 0) return null;
  const freeClauses = new Set(doc.tokens.filter((t) => t.norm === 'free').map((t) => t.clause));
  const pushes = [...saleHits, ...occurrences(doc, OFFER), ...occurrences(doc, PUSH)].filter((h) => !isNegatedHit(doc, h) && !freeClauses.has(doc.tokens[h.first].clause));
  // The count nearest the dying is the one that counts the dead ("on Hwy 12, four people died" counts four).
  const counted = near(doc, COUNT, DIED, { window: 6, ordered: true })
    .filter((f) => doc.tokens[f.a.first].clause === doc.tokens[f.b.first].clause && dated.some((d) => Math.abs(d.first - f.b.first) <= 30))
    .sort((p, q) => q.a.first - p.a.first);
  const frame = counted.find((f) => pushes.some((p) => Math.abs(p.first - f.b.first) <= 80));
  return frame ? spanning(frame.a, frame.b, doc) : null;
}

// A sale named after a disaster that struck last week: "Flood Clearance Sale... last month's flood". A named sale alone
// may be a product's or a season's ("Storm season sale"), and a store selling its own flood-damaged stock is clearing
// its loss, so the disaster must be dated and the store's own damage not told.
const WIDE_DISASTER = concept('disaster on a town', ['tornado', 'tornadoes', 'twister', 'twisters', 'derecho', 'flood', 'flooding', 'hurricane', 'wildfire', 'earthquake', 'pileup', 'pile up', '=shooting', '=shootings', 'bombing']);
const OWN_DAMAGE = concept('own damage', [
  'damaged', 'damage', 'smoke', 'water damaged', 'as is', 'salvage', 'salvaged', 'dented', 'dinged', 'hail', 'our store', 'our showroom', 'our warehouse', 'our building', 'our shop',
  'our basement', 'our lot', 'reopening', 'reopen', 'rebuilt',
]);

function saleNamedForADisaster(doc: TConceptDoc, saleHits: THit[]): THit | null {
  if (isBenefit(doc) || occurrences(doc, REPAIR).length > 0 || occurrences(doc, OWN_DAMAGE).length > 0 || datedOnes(doc, WIDE_DISASTER).length === 0) return null;
  for (const d of occurrences(doc, WIDE_DISASTER).filter((h) => !isNegatedHit(doc, h))) {
    const sale = saleHits.find((s) => s.first > d.last && s.first - d.last <= 2 && doc.tokens[s.first].clause === doc.tokens[d.last].clause);
    if (sale) return spanning(d, sale, doc);
  }
  return null;
}

// A war going on made the pitch: bombs falling, missiles, shelling, an invasion, "a war sale". A price war, a war museum,
// the veterans of a war and a benefit for its refugees are not the war's harm sold with.
const WAR_HARM = concept('war harm', [
  'bombs falling', 'bombs are falling', 'bombs fall', 'falling bombs', 'bombs dropping', 'dropping bombs', 'bombs away', 'missile strike', 'missile strikes', 'missiles falling',
  // Spelled out: "shelling" stems to the "shells" a gun or a beach sells.
  'airstrike', 'airstrikes', 'air strike', 'air strikes', 'air raid', 'air raids', '=shelling', 'war zone', 'warzone', 'war torn', 'war sale', 'war prices', 'invasion sale',
]);
const WAR_AS_SUBJECT = concept('the war as subject', ['price war', 'price wars', 'museum', 'history', 'veteran', 'veterans', 'refugee', 'refugees', 'memorial', 'documentary', 'film', 'book', 'reenactment', 'relief', 'aid']);

function warSale(doc: TConceptDoc, saleHits: THit[]): THit | null {
  if (isBenefit(doc) || occurrences(doc, WAR_AS_SUBJECT).length > 0) return null;
  for (const war of occurrences(doc, WAR_HARM).filter((w) => !isNegatedHit(doc, w))) {
    const sale = saleHits.find((s) => Math.abs(s.first - war.first) <= 12);
    if (sale || /\bsale|prices\b/i.test(war.text)) return sale ? spanning(war, sale, doc) : war;
  }
  return null;
}

/**
 * An atrocity or a national catastrophe made the measure of a deal: "prices so low it's like a school shooting", "a sale
 * like 9/11 all over again". The comparison needs no sale word beside it: the joke is the pitch. A talk or a memorial has
 * the catastrophe for its subject.
 */
const COMPARED = new Set(['like', 'than']);
const NINE_ELEVEN = concept('nine eleven', ['9 11', 'nine eleven', 'september 11th', 'september 11']);
function tragedyAsSimile(doc: TConceptDoc): THit | null {
  if (isBenefit(doc) || occurrences(doc, ITS_SUBJECT_NOW).length > 0 || occurrences(doc, ITS_SUBJECT).length > 0) return null;
  const { tokens } = doc;
  const catastrophes = [...occurrences(doc, ATROCITY), ...occurrences(doc, NATIONAL_TRAGEDY), ...occurrences(doc, NINE_ELEVEN)];
  const compared = catastrophes.find((c) => {
    let i = c.first - 1;
    while (i >= 0 && c.first - i <= 3 && /^(?:a|an|the)$/.test(tokens[i].norm)) i--;
    return i >= 0 && COMPARED.has(tokens[i].norm) && tokens[i].clause === tokens[c.first].clause && !isNegatedHit(doc, c);
  });
  return compared ?? null;
}

export function tragedySale(doc: TConceptDoc): THit | null {
  const simile = tragedyAsSimile(doc);
  if (simile) return simile;
  const saleHits = sales(doc);
  if (saleHits.length === 0) {
    return allusionSale(doc, saleHits) ?? datedDeathsCourted(doc, saleHits) ?? recentDeathsOffer(doc, saleHits) ?? countedDeathsPushed(doc, saleHits) ?? atrocityNamedProduct(doc);
  }
  return (
    mournedDisasterSale(doc, saleHits) ??
    allusionSale(doc, saleHits) ??
    namedStormSale(doc, saleHits) ??
    devastationSale(doc, saleHits) ??
    victimsHonouredSale(doc, saleHits) ??
    nationalTragedySale(doc, saleHits) ??
    datedDeathsCourted(doc, saleHits) ??
    datedDisasterOnTown(doc, saleHits) ??
    recentDeathsOffer(doc, saleHits) ??
    countedDeathsPushed(doc, saleHits) ??
    saleNamedForADisaster(doc, saleHits) ??
    warSale(doc, saleHits) ??
    atrocityNamedProduct(doc)
  );
}
