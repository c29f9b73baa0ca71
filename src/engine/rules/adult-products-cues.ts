import { concept, occurrences, quantityHits, type TConceptDoc, type THit } from './concepts';

/**
 * A commercial-sex ad told by its cues rather than by its trade's name. Such ads avoid "escort" and "massage with
 * extras"; what they cannot avoid is saying who is offered, where they meet, how it is paid, how it is kept quiet
 * and what more is on offer. Each cue alone is innocent (a maid service comes to your place, a bar is open till 2,
 * a hotel has private suites), so the ad must show several kinds of them: four, or three where one kind is a
 * screening cue no lawful business writes ("no law enforcement", "no blocked numbers"). A trade named (home care,
 * cleaning, lessons) accounts for one of them.
 */

type TCueKind = 'provider' | 'visit' | 'time price' | 'discretion' | 'screening' | 'clientele' | 'hours' | 'newness' | 'extras';

/** Women offered for company, by who they are or how they look: "our girls", "young friendly therapists", "chicas latinas". */
const PROVIDER = concept('provider', [
  'our girls', 'the girls', 'girls', 'ladies', 'young ladies', 'babes', 'hotties', 'companions', 'chicas', 'señoritas', 'senoritas', 'muchachas', 'latinas', 'jovencitas', 'dancers',
  'private entertainers', 'entertainers', 'young staff', 'young therapists', 'young friendly', 'young and friendly', 'young beautiful', 'young asian', 'pretty staff', 'beautiful staff', 'sexy staff', 'petite',
  // Vietnamese: "trẻ đẹp" (young and pretty), "gái" (girls).
  '=trẻ', '=đẹp', '=gái',
]);

/** Meeting at the client's place or a room: "house calls to man camps and motels", "your place or mine", "a domicilio y en hotel". */
const VISIT = concept('visit', [
  // A hotel's own ad names its hotel; a visit goes to "your hotel", "hotels and motels", "home or hotel".
  'house calls', 'house call', 'your place', 'ur place', 'your hotel', 'your room', '=hotels', '=motels', 'hotel or home', 'home or hotel', 'man camp', 'man camps', 'outcall', 'incall', 'hotel visits',
  'i can host', 'i travel', 'a domicilio', 'en hotel', 'en su hotel', 'tu hotel', 'su casa', 'tu casa',
  // Vietnamese: "khách sạn" (hotel), "tại nhà" (at home), "tận nơi" (to your door).
  '=sạn', '=tận nơi', 'tại nhà',
  // The same typed without its marks, as informal ads often are: "khach san", "tai nha", "tan noi".
  '=khach =san', '=tai =nha', '=tan =noi',
]);

/** Paid by the hour or the night: "$200 an hour", "hh/1h rates", "overnight specials", "roses". */
const TIME_PRICE = concept('time price', [
  'an hour', 'per hour', 'hourly', 'by the hour', 'the whole night', '=hh', '=1h', '=1hr', 'half hour', 'half hr', 'overnight special', 'overnight specials', '=overnights', 'roses', 'por hora',
  'la hora', '=qv', 'quick visit',
]);

const DISCRETION = concept('discretion', [
  'discreet', 'discretion', 'discretas', 'discretos', 'discreta', 'discreto', '=discreción', 'private fun', 'private room', 'private rooms', 'vip room', 'private vip room', 'private suite',
  'private suites', 'champagne suite', 'champagne suites', 'champagne room', 'the suite upstairs', 'upstairs', 'rear entrance', 'back entrance', 'back door', 'side entrance', 'kín đáo', '=kin =dao',
  'cuarto privado', 'cuartos privados', 'sala privada', 'salas privadas', 'sala vip',
]);

/** Screening out the police and the traceable: written only by those who fear them. */
const SCREENING = concept('screening', ['no law enforcement', 'no law enf', 'no le', 'no cops', 'no police', 'no blocked', 'no blocked numbers', 'no private numbers', 'txt only', 'text only', 'no pimps', 'screening required']);

const CLIENTELE = concept('clientele', [
  'gentlemen', 'gentleman', 'caballeros', 'generous', 'generosos', 'men only', 'for men', 'lonely', 'no one to come home to', 'bachelor party', 'bachelor weekend', 'bachelor parties', 'the groom', 'stag party', 'stag weekend', 'chiều khách', 'despedida de soltero', 'despedidas de soltero', 'el novio',
  // Vietnamese: "quý ông" (gentlemen), "phái mạnh" (men).
  '=quý =ông', '=phái =mạnh',
]);

/** Open when a lawful shop is shut: "open till 2 AM", "24/7", "las 24 horas". */
const HOURS = concept('hours', ['24 7', '24 hours', '24 hrs', '24 horas', '24 24', 'all night', 'after close', 'after hours', 'late night', 'after dark']);
// "Till 2 AM", "hasta las 3 de la mañana", "đến 1 giờ sáng" (until one in the morning).
const PAST_MIDNIGHT = /(?<!\p{L})(?:till|til|until|to|hasta(?:\s+las?)?|đến)\s+[1-5](?::\d\d)?\s*(?:a\.?m(?!\p{L})|(?:de\s+la\s+)?madrugada|de\s+la\s+mañana|giờ\s+sáng)/iu;

const NEWNESS = concept('newness', ['new in town', 'just arrived', 'new girls', 'new faces', 'new every week', 'nuevas', 'nuevas cada semana', 'recién llegada', 'recien llegada', 'in town for', 'only here for', 'visiting']);

/** More than the service named: "full service.", "for a little extra", "nothing is off limits", "go all the way", "tip right". */
const EXTRAS = concept('extras', [
  'extras', 'extra services', 'for a little extra', 'a little extra', 'for an extra', 'tip right', 'tip well', 'tip generously', 'nothing is off limits', 'nothing off limits', 'anything goes',
  'no limits', 'go all the way', 'goes all the way', 'happy ending', 'more than a dance', 'more than a massage', 'take care of you after', 'stay after the show', 'servicio completo', 'sin límites',
  'sin limites', 'do everything', 'does everything', 'will do anything', 'do anything', 'hacen de todo', 'hace de todo', 'hacemos de todo',
  // Vietnamese: "trọn gói" (the full package).
  '=trọn =gói',
]);
const FULL_SERVICE = concept('full service', ['full service']);

// A trade named does the visiting, the night shift or the hourly work: home care, cleaning, tutoring, pet sitting. Some are
// spelt exactly where a stem would reach a cue: "we cater to gentlemen", "clean and discreet", "the groom", "first class".
const LAWFUL_TRADE = concept('lawful trade', [
  'caregiver', 'caregivers', 'home care', 'home health', 'aides', 'nursing', 'nurse', 'nurses', '=cleaning', 'housekeeping', 'maid service', 'maids', 'babysitting', 'babysitter', 'nanny',
  'nannies', 'tutoring', 'tutor', 'pet sitting', 'dog walking', '=grooming', '=groomer', 'plumbing', 'repair', 'repairs', '=movers', '=moving company', '=catering', 'photography', 'photographer',
  'haircuts', 'makeup', 'manicure', 'pedicure', '=lessons', '=classes', 'team', 'league', 'tournament', 'church', 'school',
]);
/** "Girls' weekend", "ladies night", "girls basketball": women as customers or players, not offered. */
const NOT_OFFERED_AFTER = new Set(['night', 'nights', 'weekend', 'weekends', 'trip', 'getaway', 'team', 'basketball', 'volleyball', 'soccer', 'hockey', 'softball', 'scouts', 'club', 'camp', 'day', 'brunch', 'league', 'golf', 'bowling', 'lunch', 'out', 'only']);

function isOffered(doc: TConceptDoc, hit: THit): boolean {
  if (hit.concept === 'provider') return !/^['\u2019]/.test(doc.text.slice(hit.end, hit.end + 1)) && !NOT_OFFERED_AFTER.has(doc.tokens[hit.last + 1]?.norm ?? '');
  return true;
}

const KINDS: [TCueKind, ReturnType<typeof concept>][] = [
  ['provider', PROVIDER], ['visit', VISIT], ['time price', TIME_PRICE], ['discretion', DISCRETION], ['screening', SCREENING], ['clientele', CLIENTELE], ['hours', HOURS], ['newness', NEWNESS], ['extras', EXTRAS],
];

/** "Full service." said on its own offers more; "a full-service day spa" or "full service gas" names a kind of shop. */
function fullServiceOffered(doc: TConceptDoc): THit[] {
  return occurrences(doc, FULL_SERVICE).filter((h) => {
    const next = doc.tokens[h.last + 1];
    return !next || next.clause !== doc.tokens[h.last].clause || /^(?:available|offered|too)$/.test(next.norm);
  });
}

/** Money by the hour as the ad writes it ("$200/hr", "$150 per hour"). */
function hourlyMoney(doc: TConceptDoc): THit[] {
  return quantityHits(doc, 'money', (q) => q.per === 'hour' || q.per === 'hr');
}

/** A price for a session counted in minutes: "30 min $60", "$100 for 60 minutes", "60min/$120". */
const SESSION_PRICE = /\b\d{2,3}\s*(?:min|mins|minutes)\b\s*[-:=/]?\s*\$\s?\d+|\$\s?\d+\s*(?:\/|per|for|a)\s*\d{2,3}\s*(?:min|mins|minutes)\b/i;

function cuesOf(doc: TConceptDoc): Map<TCueKind, THit> {
  const cues = new Map<TCueKind, THit>();
  for (const [kind, c] of KINDS) {
    const hit = occurrences(doc, c).find((h) => isOffered(doc, h));
    if (hit) cues.set(kind, hit);
  }
  const extra = fullServiceOffered(doc)[0];
  if (extra && !cues.has('extras')) cues.set('extras', extra);
  const hourly = hourlyMoney(doc)[0];
  if (hourly && !cues.has('time price')) cues.set('time price', hourly);
  const session = SESSION_PRICE.exec(doc.text);
  if (session && !cues.has('time price')) cues.set('time price', hitAt(doc, 'time price', session));
  const late = PAST_MIDNIGHT.exec(doc.text);
  if (late && !cues.has('hours')) cues.set('hours', hitAt(doc, 'hours', late));
  return cues;
}

/** A regular-expression match as a hit on the word it starts at. */
function hitAt(doc: TConceptDoc, name: string, m: RegExpExecArray): THit {
  const first = Math.max(0, doc.tokens.findIndex((t) => t.start >= m.index));
  return { concept: name, first, last: first, start: m.index, end: m.index + m[0].length, text: m[0], uncertain: false };
}

/** The ad's first cue, when it shows enough kinds of them to be a commercial-sex ad. */
export function commercialSexCues(doc: TConceptDoc): THit | null {
  const cues = cuesOf(doc);
  const kinds = cues.size - (occurrences(doc, LAWFUL_TRADE).length > 0 ? 1 : 0);
  const enough = kinds >= 4 || (kinds >= 3 && cues.has('screening'));
  if (!enough) return null;
  return [...cues.values()].sort((a, b) => a.start - b.start)[0];
}

/** The kinds of cue an ad shows, for tests and for reading a miss. */
export function cueKinds(doc: TConceptDoc): TCueKind[] {
  return [...cuesOf(doc).keys()].sort();
}
