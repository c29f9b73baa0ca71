import { POLICY_IDS } from '../../domain/policy-library';
import { artNote } from './art-note';
import { findingFor, type TCitation } from './finding';
import { detectPoliticalAd } from './political-context';
import { concept, docOf, isNegatedHit, near, occurrences, tokenAt, union, type TConcept, type TConceptDoc, type TFrame, type THit } from './concepts';
import { FEDERAL_AGENCY } from './legal-compliance';
import type { TMatch } from './text-match';
import type { TPolicyRuleModule, TRuleFinding, TRuleInput } from './types';

const finding = findingFor(POLICY_IDS.nationalSymbols);

const CITE = {
  flagAdvertising: { section: '4 U.S.C. 8(i); Minn. Stat. 609.40 subd. 2', category: 'state_law', effectiveDate: '1942-06-22' },
  flagMarking: { section: '4 U.S.C. 8(g); Minn. Stat. 609.40 subd. 2', category: 'state_law', effectiveDate: '1942-06-22' },
  politicalFlag: { section: '4 U.S.C. 8(i) (advisory; political speech is not commercial advertising)', category: 'publisher_policy', effectiveDate: '1942-06-22' },
  seal: { section: '18 U.S.C. 713', category: 'federal_law', effectiveDate: null },
  imagery: { section: "4 U.S.C. 8(i); publisher's national symbols policy", category: 'publisher_policy', effectiveDate: null },
} as const satisfies Record<string, TCitation>;

// The flag and government seals, read as concepts: a flag named in any of its names, used in a
// commercial ad outside the frames where it is the product or the subject of etiquette (flags for
// sale, flagpoles, a retirement ceremony, a parade); words placed on the flag; and a seal frame, an
// owner that makes it a government's ("presidential seal", "seal of the Department of ...").
const FLAG = concept('flag', [
  'american flag', 'american flags', 'u s flag', 'u s flags', 'us flag', 'united states flag', 'flag of the united states', 'stars and stripes', 'stars stripes', 'old glory',
  'star spangled banner', 'minnesota flag', 'minnesota state flag', 'minnesota flags', 'national flag', 'u s a flag', 'usa flag', 'american flag mural', 'flag of the usa',
  'flag of the u s', 'flag of the u s a', 'flag of america', 'flag of minnesota', 'flag of the state of minnesota', 'state flag of minnesota',
  // In the languages Minnesota advertisers write: Spanish, Hmong, Somali, Vietnamese.
  'bandera de estados unidos', 'bandera de los estados unidos', 'bandera estadounidense', 'bandera americana', 'bandera de ee uu', 'bandera de eeuu', 'bandera de usa', 'bandera de minnesota',
  'chij asmeskas', 'chij meskas', 'chij teb chaws asmeskas', 'calanka mareykanka', 'calanka maraykanka', 'calanka ameerika', 'cờ mỹ', 'lá cờ mỹ', 'quốc kỳ mỹ', 'quoc ky my', 'cờ hoa kỳ', 'co hoa ky',
]);
/** A flag word with the U.S. flag's own marks beside it: "a flag with fifty stars and thirteen stripes", "a red, white and blue flag". */
const FLAG_WORD = concept('flag word', ['=flag', '=flags', 'banner', 'bandera']);
const US_FLAG_MARKS = concept('U.S. flag marks', ['fifty stars', '50 stars', 'thirteen stripes', '13 stripes', 'stars and stripes', 'red white and blue', 'red white blue']);
const NOT_A_FLAG_AFTER = concept('other flag', ['football', 'day', 'pole', 'poles', 'etiquette']);
/** The flag as an emoji (regional indicators U and S). */
const FLAG_EMOJI = /\u{1F1FA}\u{1F1F8}/gu;
/** "Sing the Star-Spangled Banner": the anthem, not the flag. */
const ANTHEM = concept('anthem', ['sing', 'sung', 'singing', 'anthem', 'perform', 'performs', 'performed', 'played', 'playing', 'soloist', 'choir', 'band']);
/** Frames where the flag is the product, its care or its ceremony, not a device selling something else. */
const FLAG_ETIQUETTE = concept('flag as product or etiquette', [
  'flagpole', 'flagpoles', 'flag pole', 'flag poles', 'for sale', 'a la venta', 'en venta', 'in stock', 'retire', 'retirement', 'worn', 'faded', 'tattered',
  'half staff', 'flag etiquette', 'flag code', 'fly the', 'fly your', 'fly our', 'proudly fly', 'color guard', 'honor guard', 'parade', 'ceremony', 'pledge of allegiance', 'folded',
  'served under', 'salute',
]);
/** The flag's cloth, which makes it the product only said of the flag itself ("an embroidered nylon flag", not "embroidered jackets"). */
const FLAG_CLOTH = concept('flag cloth', ['nylon', 'polyester', 'cotton', 'sewn', 'embroidered', 'bordado', 'bordada', 'bordados', 'bordadas']);
/** What can be put on a flag. */
const MARK = concept('mark', ['logo', 'logos', 'name', 'brand', 'slogan', 'message', 'tagline', 'headline', 'text', 'words', 'lettering', 'company name', 'our name', 'your name']);
/** Parts of the flag a mark is set on. */
const FLAG_PART = concept('flag part', ['stripes', 'blue field', 'canton', 'field of stars', 'union']);
const PLACED = concept('placed', ['printed', 'stamped', 'written', 'emblazoned', 'sewn', 'set', 'over', 'across', 'on', 'in', 'onto', 'atop']);
const BEARING = concept('bearing', ['with', 'featuring', 'bearing', 'showing', 'printed with']);

const SEAL_WORD = concept('seal', ['=seal', '=seals', 'emblem', 'insignia', 'coat of arms']);
/** Other seals: a driveway's seal coat, a seal of approval, a harbor seal's pup, sealing a deal. */
const NOT_A_SEAL_AFTER = concept('other sense of seal', ['coat', 'coating', 'coats', 'coater', 'of approval', 'pup', 'pups', 'plush', 'show', 'the deal', 'tight']);
/** Whose seal it is: an office, a government, a state or an agency. */
const SEAL_OWNER = union(
  'seal owner',
  concept('government', ['presidential', 'president', 'vice president', 'great seal', 'white house', 'united states', 'u s', 'federal', 'government', 'state', 'minnesota', 'governor', 'senate', 'congress', 'department', 'agency', 'county', 'city']),
  FEDERAL_AGENCY,
  concept('agency', ['usda', 'agriculture', 'epa', 'fda', 'dnr', 'mndot', 'natural resources', 'transportation', 'revenue', 'mint', 'postal', 'commerce', 'labor', 'interior']),
);
/** A seal an agency grants to certified goods is a designation, not its own seal: "USDA Organic seal". */
const DESIGNATION = concept('designation seal', ['organic', 'certified organic', 'energy star', 'grade a', 'inspected and passed']);
/** A body that governs: a county, city or township seal on that body's own notice is not borrowed endorsement. */
const GOVERNING_BODY = concept('governing body', [
  'board', 'county board', 'board of commissioners', 'commissioners', 'commission', 'council', 'city council', 'town board', 'school board', 'auditor', 'clerk', 'administrator',
  'treasurer', 'recorder', 'assessor', 'engineer', 'sheriff', 'township', 'court', 'department', 'agency', 'office', 'bureau', 'division', 'public works', 'public health',
  'human services', 'parks', 'highway department', 'solid waste', 'environmental services', 'elections', 'library', 'utilities', 'water department',
]);
/** What a government publishes about its own business. */
const PUBLIC_NOTICE = concept('public notice', [
  'notice of hearing', 'public hearing', 'hearing', 'public notice', 'legal notice', 'notice is hereby given', 'hereby given', 'will meet', 'regular meeting', 'special meeting',
  'ordinance', 'resolution', 'proposed assessment', 'assessment', 'levy', 'budget hearing', 'request for bids', 'sealed bids', 'notice of election', 'minutes',
  'county notice', 'city notice', 'township notice', 'notice to residents', 'notice to property owners',
  // The statements and meetings a government tells its taxpayers of: "proposed property tax notices", "public meeting on its budget".
  'public meeting', 'public meetings', 'tax notice', 'tax notices', 'tax statement', 'tax statements', 'proposed budget', 'truth in taxation',
  // Its own job postings: "Pine County is hiring", "an equal opportunity employer".
  'is hiring', 'now hiring', 'equal opportunity employer', 'job opening', 'job openings', 'positions available',
]);
/** Something offered for sale or a service pitched on the seal's authority. */
const SALES_PITCH = concept('sales pitch', ['order', 'buy', 'call now', 'act now', 'limited', 'approved', 'endorsed', 'certified by', 'service', 'renew', 'renewal', 'discount', 'sale']);
const NAME_FILLER = new Set(['the', 'of', 'great', 'seal', 'state', 'united', 'states', 'u', 's', 'county', 'city', 'department', 'official', 'presidential', 'president', 'federal', 'government']);

const PATRIOTIC_OCCASION = concept('patriotic occasion', ['memorial day', 'veterans day', 'fourth of july', '4th of july', 'july 4', 'july 4th', 'independence day', 'flag day', "presidents' day", 'presidents day', 'labor day']);

/** Flag emoji as hits on the word they stand beside (the next one on their line, else the one before), so the clause tests apply. */
function flagEmoji(doc: TConceptDoc): THit[] {
  const { tokens, text } = doc;
  if (tokens.length === 0) return [];
  return [...text.matchAll(FLAG_EMOJI)].map((m) => {
    const start = m.index;
    const end = start + m[0].length;
    const next = tokenAt(doc, end);
    const sameLine = next < tokens.length && tokens[next].start >= end && !/\n/.test(text.slice(end, tokens[next].start));
    const at = sameLine || next === 0 ? next : next - 1;
    return { concept: 'flag', first: at, last: at, start, end, text: m[0], uncertain: false };
  });
}

/** A flag word described by the U.S. flag's stars, stripes or colours in its clause; not flag football or Flag Day. */
function flagByItsMarks(doc: TConceptDoc): THit[] {
  const other = new Set(occurrences(doc, NOT_A_FLAG_AFTER).map((h) => h.first));
  const flags = occurrences(doc, FLAG_WORD).filter((h) => !other.has(h.last + 1));
  return [...near(doc, flags, US_FLAG_MARKS, { window: 6 }).map((f) => f.a), ...flagsPaired(doc, flags)];
}

/** The U.S. or Minnesota flag named as one of a pair: "crossed U.S. and Norwegian flags", "the American and Mexican flags". */
const OUR_FLAG_ADJECTIVE = concept('our flag adjective', ['american', 'u s', 'us', 'u s a', 'usa', 'united states', 'minnesota']);
function flagsPaired(doc: TConceptDoc, flags: THit[]): THit[] {
  const { tokens } = doc;
  const plural = flags.filter((h) => /s$/.test(tokens[h.last].norm));
  return occurrences(doc, OUR_FLAG_ADJECTIVE).flatMap((adjective) => {
    if (!/^(?:and|&)$/.test(tokens[adjective.last + 1]?.raw.toLowerCase() ?? '')) return [];
    const flag = plural.find((h) => h.first > adjective.last + 1 && h.first - adjective.last <= 4 && tokens[h.first].clause === tokens[adjective.first].clause);
    return flag ? [{ ...adjective, last: flag.last, end: flag.end, text: doc.text.slice(adjective.start, flag.end) }] : [];
  });
}

/**
 * The flag laid out as the ad's artwork, as art notes and insertion orders describe it: "full-bleed American flag behind
 * the headline", "the flag as the background". Placed so, it is a design element whatever ceremony the art also shows (a
 * saluting soldier), so the etiquette words of its clause do not excuse it. "Artwork: a folded flag" only describes a picture.
 */
const ARTWORK = concept('artwork placement', [
  'full bleed', 'bleed', 'background', 'backdrop', 'behind the headline', 'behind the copy', 'behind the text', 'behind the logo', 'behind our logo', 'watermark', 'border',
]);

/** The flag named as part of a commercial ad: not negated, not the anthem, not a flag sold or honoured. */
/** A flag sold by its size ("flags, 3x5", "a 4' x 6' flag") is merchandise, as a flag named with its cloth is. */
const FLAG_SIZE = /^[\s,:(-]{0,3}(?:\S+\s+){0,2}\d{1,2}\s*(?:'|ft|feet|foot)?\s*[x×]\s*\d{1,2}\b|\b\d{1,2}\s*(?:'|ft|feet|foot)?\s*[x×]\s*\d{1,2}\s*(?:'|ft|feet|foot)?\s*$/iu;

function soldBySize(doc: TConceptDoc, h: THit): boolean {
  return FLAG_SIZE.test(doc.text.slice(h.end, h.end + 24).split('\n')[0]) || FLAG_SIZE.test(doc.text.slice(Math.max(0, h.start - 14), h.start));
}

function flagInAd(doc: TConceptDoc): THit | null {
  const artwork = occurrences(doc, ARTWORK);
  const sameSentence = (a: THit, b: THit) => doc.tokens[a.first].clause === doc.tokens[b.first].clause;
  const laidOut = (h: THit) => artwork.some((a) => sameSentence(a, h) && Math.abs(a.first - h.first) <= 6);
  const etiquette = occurrences(doc, FLAG_ETIQUETTE);
  const cloth = occurrences(doc, FLAG_CLOTH);
  const ofTheFlag = (h: THit) => etiquette.some((e) => sameSentence(e, h)) || cloth.some((c) => sameSentence(c, h) && (c.last < h.first ? h.first - c.last : c.first - h.last) <= 3);
  const anthem = occurrences(doc, ANTHEM);
  return (
    [...occurrences(doc, FLAG), ...flagEmoji(doc), ...flagByItsMarks(doc)].find(
      (h) =>
        !isNegatedHit(doc, h) &&
        (laidOut(h) || (!ofTheFlag(h) && !soldBySize(doc, h))) &&
        !(/banner/i.test(h.text) && anthem.some((a) => sameSentence(a, h) && Math.abs(a.first - h.first) <= 5)),
    ) ?? null
  );
}

/** Words on the flag: a mark placed on the flag or a part of it ("logo printed across the stripes"), or a flag bearing a mark. */
function wordsOnFlag(doc: TConceptDoc): TMatch | null {
  const flags = [...occurrences(doc, FLAG), ...flagByItsMarks(doc)];
  if (flags.length === 0) return null;
  const placed = occurrences(doc, PLACED);
  const between = (f: TFrame) => placed.some((p) => p.first > Math.min(f.a.last, f.b.last) && p.first < Math.max(f.a.first, f.b.first));
  const onFlag = near(doc, MARK, [...flags, ...occurrences(doc, FLAG_PART)], { window: 6, ordered: true }).find((f) => between(f) && !isNegatedHit(doc, f.a));
  if (onFlag) return { text: onFlag.text, start: onFlag.start, end: onFlag.end };
  const bearing = occurrences(doc, BEARING);
  const flagWithMark = near(doc, flags, MARK, { window: 4, ordered: true }).find(
    (f) => bearing.some((b) => b.first > f.a.last && b.first < f.b.first) && !isNegatedHit(doc, f.a),
  );
  return flagWithMark ? { text: flagWithMark.text, start: flagWithMark.start, end: flagWithMark.end } : null;
}

/** The proper names around a seal's owner: "Olmsted" in "Seal of Olmsted County". */
function ownerNames(doc: TConceptDoc, seal: TMatch): Set<string> {
  const names = new Set<string>();
  for (const t of doc.tokens) {
    if (t.end < seal.start - 30 || t.start > seal.end + 30) continue;
    if (t.clause !== doc.tokens.find((x) => x.start >= seal.start)?.clause) continue;
    if (/^[A-Z][a-z]{2,}$/.test(t.raw) && !NAME_FILLER.has(t.norm)) names.add(t.norm);
  }
  return names;
}

const GOVERNMENT_KIND = new Set(['county', 'city', 'township', 'village', 'state']);
const GOVERNMENT_SPEAKS = new Set(['is', 'seeks', 'invites', 'will', 'needs', 'has', 'hiring', 'hires']);

/**
 * A government using its own seal on its own notice: the name on the seal returns as a governing body
 * ("the Olmsted County Board will meet") or speaks for itself ("Olmsted County is hiring"), the ad reads as a public
 * notice or a job posting and sells nothing.
 */
function ownSealOnOwnNotice(doc: TConceptDoc, seal: TMatch): boolean {
  if (!noticeSellingNothing(doc)) return false;
  const names = ownerNames(doc, seal);
  if (names.size === 0) return false;
  const bodies = occurrences(doc, GOVERNING_BODY);
  const { tokens } = doc;
  // "Pine County is hiring", "the City of Ely invites bids": the government itself the subject of the notice.
  const speaks = (i: number) => GOVERNMENT_KIND.has(tokens[i + 1]?.norm ?? '') && GOVERNMENT_SPEAKS.has(tokens[i + 2]?.norm ?? '') && tokens[i + 2].clause === tokens[i].clause;
  return tokens.some(
    (t, i) =>
      names.has(t.norm) &&
      (t.end <= seal.start || t.start >= seal.end) &&
      (speaks(i) || bodies.some((b) => b.first > i && b.first - i <= 2 && tokens[b.first].clause === t.clause)),
  );
}

/** Capitalised words, "of", "the", "and" and the dots of "U.S.": the stretch of a proper name. */
const NAME_JOINER = new Set(['of', 'the', 'and']);

/**
 * A seal after its owner's full name: "U.S. Department of Agriculture seal", "City of Duluth seal";
 * the name is read back over capitalised words and "of", and a designation in it ("USDA Organic") is no seal of its own.
 */
function ownerNamedBefore(doc: TConceptDoc, seal: THit, owner: TConcept = SEAL_OWNER): TMatch | null {
  const { tokens } = doc;
  let from = seal.first;
  // A scan or a narrow column may break the name over lines ("Department of Veterans / Affairs seal"): only punctuation ends it.
  const joined = (i: number) => tokens[i].clause === tokens[i + 1].clause || /^\s+$/.test(doc.text.slice(tokens[i].end, tokens[i + 1].start));
  while (from - 1 >= 0 && seal.first - from < 6 && joined(from - 1) && (/^[A-Z]/.test(tokens[from - 1].raw) || NAME_JOINER.has(tokens[from - 1].norm))) from--;
  if (from === seal.first) return null;
  const inName = (h: THit) => h.first >= from && h.last < seal.first;
  if (occurrences(doc, DESIGNATION).some(inName)) return null;
  if (!occurrences(doc, owner).some(inName)) return null;
  const start = tokens[from].start;
  return { text: doc.text.slice(start, seal.end), start, end: seal.end };
}

/** How a seal is described between its owner and the word: "IRS eagle seal", "state official seal", "county embossed seal". */
const SEAL_DESCRIPTION = concept('seal description', ['eagle', 'official', 'embossed', 'gold', 'golden', 'round', 'circular']);

/** A government's seal: its owner just before it ("presidential seal") or named after it ("seal of the Department of Veterans Affairs"). */
function governmentSeal(doc: TConceptDoc): TMatch | null {
  const otherSense = new Set(occurrences(doc, NOT_A_SEAL_AFTER).map((h) => h.first));
  const seals = occurrences(doc, SEAL_WORD).filter((h) => !isNegatedHit(doc, h) && !otherSense.has(h.last + 1));
  if (seals.length === 0) return null;
  const owners = occurrences(doc, SEAL_OWNER);
  const described = new Set(occurrences(doc, SEAL_DESCRIPTION).map((h) => h.last));
  const frame =
    near(doc, owners, seals, { window: 0, ordered: true })[0] ??
    near(doc, owners, seals, { window: 1, ordered: true }).find((f) => f.b.first - f.a.last === 2 && described.has(f.b.first - 1)) ??
    near(doc, seals, owners, { window: 3, ordered: true }).find((f) => /^\s*of\b/i.test(doc.text.slice(f.a.end, f.b.start)));
  if (frame) return { text: frame.text, start: frame.start, end: frame.end };
  const named = seals.map((seal) => ownerNamedBefore(doc, seal)).find((m) => m !== null);
  if (named) return named;
  // "The Great Seal" names its owner in itself.
  return owners.find((o) => /great\s+seal/i.test(o.text)) ?? null;
}

/**
 * An agency's logo or mark borrowed like its seal: "logo of the Department of Revenue", "IRS logo", "the FDA's shield",
 * "FEMA emblem".
 */
const LOGO = concept('logo', ['logo', 'logos', 'shield', 'emblem', 'insignia']);
/** How an agency's mark is described between its name and the word: "EPA official logo", "FSIS inspection shield". */
const LOGO_DESCRIPTION = concept('logo description', ['inspection', 'official', 'federal', 'government']);
const AGENCY = union('agency', FEDERAL_AGENCY, concept('agency head', ['department of', 'agency', 'administration', 'bureau', 'usda', 'epa', 'fda', 'dnr', 'mndot']));

function agencyLogo(doc: TConceptDoc): TMatch | null {
  const logos = occurrences(doc, LOGO).filter((h) => !isNegatedHit(doc, h));
  if (logos.length === 0) return null;
  const agencies = occurrences(doc, AGENCY);
  const described = new Set(occurrences(doc, LOGO_DESCRIPTION).map((h) => h.last));
  const frame =
    near(doc, agencies, logos, { window: 0, ordered: true })[0] ??
    near(doc, agencies, logos, { window: 1, ordered: true }).find((f) => f.b.first - f.a.last === 2 && described.has(f.b.first - 1)) ??
    near(doc, logos, agencies, { window: 3, ordered: true }).find((f) => /^\s*of\b/i.test(doc.text.slice(f.a.end, f.b.start)));
  if (frame) return { text: frame.text, start: frame.start, end: frame.end };
  return logos.map((logo) => ownerNamedBefore(doc, logo, AGENCY)).find((m) => m !== null) ?? null;
}

/**
 * A community notice open to all that sells nothing ("a free pancake breakfast in the fellowship hall, all are welcome"):
 * no price, no sale, so its flag is not an element of a commercial ad.
 */
const FREE_TO_ALL = concept('free to all', [
  'nothing for sale', 'nothing to buy', 'free and open to the public', 'open to the public', 'free admission', 'admission is free', 'free of charge', 'no charge', 'everyone welcome',
  'everyone is welcome', 'all are welcome', 'all welcome', 'no tickets', 'free to attend', 'free to all', 'no admission',
]);
const SELLING = concept('selling', ['for sale', 'sale', 'sales', 'buy', 'order', 'shop', 'discount', 'discounts', 'special', 'specials', 'price', 'prices', 'deal', 'deals', 'save', 'tickets']);
function sellsNothing(doc: TConceptDoc): boolean {
  const free = occurrences(doc, FREE_TO_ALL);
  if (free.length === 0 || /\$\s?\d/.test(doc.text)) return false;
  return occurrences(doc, SELLING).every((h) => free.some((f) => f.start <= h.start && h.end <= f.end));
}

/** A notice that sells nothing: a government's own seal on it is read with the notice's text, so the note alone does not flag it. */
function noticeSellingNothing(doc: TConceptDoc): boolean {
  return occurrences(doc, PUBLIC_NOTICE).some((h) => !isNegatedHit(doc, h)) && occurrences(doc, SALES_PITCH).length === 0;
}

/** The flag used in an ad, on it or as its artwork, however named (an emoji, its stars and stripes): the alcohol rules forbid it too. */
export function flagUsed(input: TRuleInput): TMatch | null {
  const doc = docOf(input);
  return wordsOnFlag(doc) ?? flagInAd(doc);
}

export function checkNationalSymbols(input: TRuleInput): TRuleFinding[] {
  const doc = docOf(input);
  const note = artNote(input);
  const findings: TRuleFinding[] = [];
  const political = detectPoliticalAd(input).isPolitical;

  const marked = wordsOnFlag(doc);
  const markedInNote = !marked && note !== null && wordsOnFlag(note) !== null;
  if (marked || markedInNote) {
    findings.push(
      finding({
        citation: CITE.flagMarking,
        severity: 'major',
        type: 'words_on_flag',
        description: 'Places words or a logo on the flag.',
        match: marked,
      }),
    );
  }

  const flag = flagInAd(doc);
  const flagInNote = !flag && note !== null && flagInAd(note) !== null;
  if ((flag || flagInNote) && !marked && !markedInNote) {
    const freeNotice = !political && sellsNothing(doc);
    findings.push(
      finding({
        citation: political ? CITE.politicalFlag : CITE.flagAdvertising,
        severity: political || freeNotice ? 'minor' : 'moderate',
        type: political ? 'flag_in_political_ad' : freeNotice ? 'flag_in_free_notice' : 'flag_in_advertising',
        description: political
          ? 'Flag in a political ad: political speech, advisory only.'
          : freeNotice
            ? 'Flag on a notice that sells nothing: not commercial use, advisory only; check it is shown with respect.'
            : 'Uses the flag as an element of a commercial advertisement (4 U.S.C. 8(i); Minnesota makes commercial use of the flag a misdemeanor). Route to the creative track.',
        match: flag,
      }),
    );
  }

  const seal = governmentSeal(doc) ?? agencyLogo(doc);
  const sealInNote = !seal && note !== null && (governmentSeal(note) ?? agencyLogo(note)) !== null && !noticeSellingNothing(doc);
  if ((seal && !ownSealOnOwnNotice(doc, seal)) || sealInNote) {
    findings.push(
      finding({
        citation: CITE.seal,
        severity: 'major',
        type: 'government_seal',
        description: 'Uses a government seal or emblem, which implies official endorsement.',
        match: seal,
      }),
    );
  }

  const occasion = occurrences(doc, PATRIOTIC_OCCASION)[0];
  if (occasion && !flag && !flagInNote && !marked && !markedInNote && !political && input.segments.some((s) => s.method === 'image_ocr' || s.method === 'pdf_ocr')) {
    findings.push(
      finding({
        citation: CITE.imagery,
        severity: 'minor',
        type: 'patriotic_imagery_review',
        description: 'Patriotic-holiday ad: check the artwork does not use the U.S. or Minnesota flag as a design element.',
        match: occasion,
        kind: 'review_item',
      }),
    );
  }
  return findings;
}

export const nationalSymbolsRule: TPolicyRuleModule = { policyId: POLICY_IDS.nationalSymbols, check: checkNationalSymbols };
