import { concept, occurrences, quantities, tokenAt, type TConceptDoc } from './concepts';
import type { TMatch } from './text-match';

/**
 * The age of a person the ad shows or speaks to, for the rules that keep young people out of alcohol,
 * hemp and firearms advertising: "his 7-year-old son", "your ten-year-old", "Kayla is 19", "Ben (12)",
 * "niña de 8 años". An aged product ("our 12-year-old bourbon") is no person, so a hyphenated age
 * counts only with a person word after it or as a noun of its own ("for your 10-year-old.").
 */

export interface TPersonAge extends TMatch {
  value: number;
}

const SPELLED: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15,
  sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20,
};
const AGE_NUMBER = `(\\d{1,2}|${Object.keys(SPELLED).join('|')})`;
/** "7-year-old", "ten year old", "19 yr old". */
const YEAR_OLD = new RegExp(`\\b${AGE_NUMBER}[-\\s]?(?:years?|yrs?)[-\\s]?olds?\\b`, 'gi');
/** "Kayla is 19,", "I'm 17.", "she just turned 20": an age said of someone, closed by punctuation or "years"; "It's 5!" is the time. */
const IS_AGE = /\b(?:(?!(?:It|That|This|There|Here|What|Which|Today|Tonight|Now|Price|Cost|Entry|Admission|Cover|Parking|Lunch|Dinner|Brunch)\b)[A-Z][a-z]+|[Ss]he|[Hh]e|I)(?:\s+is|'s|’s|\s+was|\s+am|'m|’m|\s+just\s+turned|\s+turned|\s+turns)\s+(\d{1,2})(?=\s*[,;!)]|\s*\.(?!\d)|\s+(?:years?|yrs?|and)\b)/g;
/** "Kayla, 19, a sophomore": a name with its age set off by commas, then a word of the sentence. */
const NAME_COMMA_AGE = /\b[A-Z][a-z]+,\s+(\d{1,2}),\s+(?=[a-z])/g;
/**
 * "Mia (9) and Leo (15) pack every order": a name with its age in brackets, then another such name or a word of the
 * sentence. A count in brackets before "of", "per" or a price ("Gummies (10) $20") is no age.
 */
const NAME_BRACKET_AGE = /\b[A-Z][a-z]+\s+\((\d{1,2})\)(?=\s+(?:and\s+[A-Z][a-z]+\s+\(\d{1,2}\)|(?!(?:of|for|per|in|pack|ct|count|pcs|each|or)\b)[a-z]{2,}))/g;
/** "niño de 8 años", "mi hija de 16 años". */
const SPANISH_CHILD_AGE = /\b(?:niñ[oa]s?|nin[oa]s?|hij[oa]s?|chic[oa]s?|nietos?|nietas?|joven|jóvenes|muchach[oa]s?)\s+de\s+(\d{1,2})\s+años\b/gi;

/**
 * "A girl of about 8", "a boy aged 12", "students about seventeen", "her grandson, about nine", "snowboarders who look around 17": an art director's note
 * on who the photo shows. A bare count after a group ("kids 12 and under") is a price or a class, not an age seen.
 */
const SHOWN = '(?:girls?|boys?|child|children|kids?|sons?|daughters?|teens?|teenagers?|toddlers?|youngsters?|youths?|skaters?|students?|friends?|models?|players?|nieces?|nephews?|cousins?|grandkids?|granddaughters?|grandsons?|grandchild|grandchildren)';
const APPROXIMATELY = '(?:about|around|roughly|maybe|approximately)\\s+';
const LOOKING = '(?:who|that)\\s+(?:look|looks|appear|appears|seem|seems)\\s+(?:to\\s+be\\s+)?';
const PERSON_OF_AGE = new RegExp(
  `(?:\\b${SHOWN},?\\s+(?:of\\s+(?:${APPROXIMATELY})?|aged\\s+(?:${APPROXIMATELY})?|(?:${LOOKING})?${APPROXIMATELY})|\\b${LOOKING}(?:${APPROXIMATELY})?)${AGE_NUMBER}\\b(?!\\s*(?:%|percent|minutes|hours|dollars|pounds|lbs|inches|feet|years?\\b(?!\\s+old)))`,
  'gi',
);
/** "Our cousins (18-20)", "our models (ages 18-20)": the ages of the people a photo shows, the youngest counted. */
const PEOPLE_BRACKET_AGE = /\b(?:nieces?|nephews?|cousins?|grandkids?|models?|friends?)\s+\((?:ages?\s+)?(\d{1,2})(?:\s*[-–]\s*\d{1,2})?\)/gi;

/**
 * "[Photo: the bantam squad, ages 12-13, by the taps]": the ages of a group a picture note shows, the youngest counted.
 * Only inside the note (or the submitter's note on the artwork): in copy, "kids ages 5-12 eat free" is a class, not a face.
 */
const GROUP_AGES = new RegExp(`\\b(?:${SHOWN}|team|squad|class|troop|league),?\\s+(?:ages?|aged)\\s+(\\d{1,2})(?:\\s*[-–]\\s*\\d{1,2})?\\b`, 'gi');
const PICTURE_NOTE = /\[\s*(?:photo|picture|image|art|artwork|illustration|visual|shot)\b[^\]]*\]?/gi;

/** Who an age is said of: a child, a relative, a young person in a role. */
const PERSON = concept('person', [
  'son', 'daughter', 'boy', 'girl', 'kid', 'kiddo', 'child', 'children', 'grandson', 'granddaughter', 'grandkid', 'grandchild', 'nephew', 'niece', 'princess', 'prince', 'ambassador',
  'model', 'shooter', 'hunter', 'student', 'brother', 'sister', 'athlete', 'player', 'twins', 'cousin', 'toddler', 'baby', 'buddy', 'self', 'sidekick', 'little one', 'youngster', 'teen',
  'customer', 'fan', 'influencer', 'spokesperson', 'bartender', 'server', 'host', 'hostess', 'guest',
]);

function numberOf(word: string): number {
  return /^\d/.test(word) ? Number(word) : SPELLED[word.toLowerCase()];
}

const POSSESSIVE = new Set(['your', 'his', 'her', 'my', 'our', 'their', 'a']);

/**
 * A hyphenated age names a person when a person word follows within two words, or when it stands as a
 * noun of its own after a possessive at the end of its clause ("sized for your 10-year-old.").
 */
function saidOfAPerson(doc: TConceptDoc, start: number, end: number): boolean {
  const first = tokenAt(doc, start);
  const next = tokenAt(doc, end);
  const last = doc.tokens[next - 1];
  const clauseEnds = next >= doc.tokens.length || doc.tokens[next].start < end || (last !== undefined && doc.tokens[next].clause !== last.clause);
  if (clauseEnds) return POSSESSIVE.has(doc.tokens[first - 1]?.norm ?? '');
  const persons = occurrences(doc, PERSON);
  return persons.some((p) => p.first >= next && p.first - next <= 2 && doc.tokens[p.first].clause === doc.tokens[next].clause);
}

/**
 * Every age the ad gives a person, in reading order. With `wholeNote` the text is itself a note on the artwork (the
 * submitter's description), so a group's ages count anywhere in it.
 */
export function personAges(doc: TConceptDoc, { wholeNote = false }: { wholeNote?: boolean } = {}): TPersonAge[] {
  const { text } = doc;
  const found: TPersonAge[] = [];
  // `offset` places a match read inside a picture note back in the whole text.
  const add = (m: RegExpMatchArray, value: number, offset = 0) => {
    const start = offset + (m.index ?? 0);
    found.push({ text: m[0], start, end: start + m[0].length, value });
  };
  for (const m of text.matchAll(YEAR_OLD)) if (saidOfAPerson(doc, m.index ?? 0, (m.index ?? 0) + m[0].length)) add(m, numberOf(m[1]));
  for (const m of text.matchAll(IS_AGE)) add(m, Number(m[1]));
  for (const m of text.matchAll(NAME_COMMA_AGE)) add(m, Number(m[1]));
  for (const m of text.matchAll(NAME_BRACKET_AGE)) add(m, Number(m[1]));
  for (const m of text.matchAll(SPANISH_CHILD_AGE)) add(m, Number(m[1]));
  for (const m of text.matchAll(PERSON_OF_AGE)) add(m, numberOf(m[1]));
  for (const m of text.matchAll(PEOPLE_BRACKET_AGE)) add(m, Number(m[1]));
  const notes = wholeNote ? [{ start: 0, text }] : [...text.matchAll(PICTURE_NOTE)].map((n) => ({ start: n.index ?? 0, text: n[0] }));
  for (const note of notes) for (const m of note.text.matchAll(GROUP_AGES)) add(m, Number(m[1]), note.start);
  return found.sort((a, b) => a.start - b.start);
}

/**
 * The youngest age an offer is open to, said as a lower bound ("8 and up", "ages 10 and older",
 * "ages 12"), below `limit`. An upper bound ("under 12 free") is a price or a rule, not an invitation.
 */
export function youngLowerBounds(text: string, limit: number): TPersonAge[] {
  return quantities(text, 'age')
    .filter((q) => q.value < limit && !/^(?:under|over|younger|older|must)\b/i.test(q.text) && !/\+/.test(q.text))
    .map((q) => ({ text: q.text, start: q.start, end: q.end, value: q.value }));
}
