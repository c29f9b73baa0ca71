import { POLICY_IDS } from '../../domain/policy-library';
import { findingFor, type TCitation } from './finding';
import { docOf, restsOnUncertainWords, uncertainShare, type TConceptDoc } from './concepts';
import { LANGUAGE_NAMES, lineLanguage, spanLanguages, UNDETERMINED, wordsKnownIn, type TLanguageSpan } from './language-identification';
import { findAll, findFirst, lineEndOf, lineStartOf, type TMatch } from './text-match';
import type { TRuleSettings } from './settings';
import type { TPolicyRuleModule, TRuleFinding, TRuleInput } from './types';

const finding = findingFor(POLICY_IDS.foreignLanguages);

const CITE = {
  translation: { section: "16 CFR 14.9; publisher's foreign-language advertising policy", category: 'publisher_policy', effectiveDate: null },
  disclosure: { section: '16 CFR 14.9', category: 'federal_law', effectiveDate: null },
} as const satisfies Record<string, TCitation>;

interface TDisclosure {
  name: string;
  english: RegExp;
  /** The same disclosure in other languages, where the publisher knows its wording. */
  translations: Partial<Record<string, RegExp>>;
  /** The rest of the law's wording that goes with it (the warning's other sentences, the sweepstakes terms). */
  companions?: RegExp;
  /** It names the advertiser (a payer and address), which a translation repeats. */
  specific?: boolean;
}

const DISCLOSURES: readonly TDisclosure[] = [
  {
    name: 'Equal Housing Opportunity',
    english: /\bequal\s+housing\s+opportunity\b/i,
    // Hmong "vaj tse sib luag" (housing alike for all).
    translations: {
      spa: /\bigualdad\s+de\s+oportunidad(?:es)?\s+(?:en\s+(?:la\s+)?|de\s+|para\s+la\s+)?vivienda\b|\bvivienda\s+justa\b/i,
      hnj: /\bvaj\s+tse\s+sib\s+(?:luag|npaug)\b/i,
    },
    companions: /\bfair\s+housing\b|\bequal\s+housing\s+lender\b/i,
  },
  {
    name: 'No purchase necessary',
    english: /\bno\s+purchase\s+(?:is\s+)?(?:necessary|required)\b/i,
    // Somali "looma baahna wax iibsasho" (no buying is needed), Hmong "tsis tas yuav yuav khoom" (no need to buy
    // anything), Vietnamese "không cần mua hàng" (no purchase needed).
    translations: {
      spa: /\bno\s+(?:es\s+)?necesari[ao]\s+(?:hacer\s+(?:una\s+|ninguna\s+)?|ninguna\s+)?compra|\bno\s+se\s+requiere\s+(?:ninguna\s+)?compra|\bsin\s+(?:necesidad\s+de\s+)?(?:hacer\s+)?(?:una\s+)?compra\b/i,
      som: /\bloo(?:ma|ma\s+u)\s+baahna\s+(?:wax\s+)?iibs(?:asho|i)\b|\biibsasho\s+looma\s+baahna\b/i,
      hnj: /\btsis\s+(?:tas|tsim\s+nyog)\s+(?:yuav\s+)?yuav\s+(?:khoom|dab\s+tsi)\b/i,
      vie: /kh[ôo]ng\s+c[ầa]n\s+mua\s+(?:h[àa]ng|g[ìi])/i,
      nob: /\b(?:intet|ingen|inget)\s+(?:kjøp|køb|köp)\s+(?:er\s+)?(?:nødvendig|nødvendigt|nödvändigt|påkrevd|krävs)/i,
      swe: /\b(?:intet|ingen|inget)\s+(?:kjøp|køb|köp)\s+(?:er\s+)?(?:nødvendig|nødvendigt|nödvändigt|påkrevd|krävs)/i,
      deu: /\bkein\s+kauf\s+(?:ist\s+)?(?:erforderlich|notwendig|nötig)/i,
      fra: /\baucun\s+achat\s+(?:n'est\s+)?(?:nécessaire|requis|obligatoire)/i,
      por: /\b(?:nenhuma\s+compra\s+(?:é\s+)?necessária|não\s+é\s+(?:necessário|preciso)\s+comprar)/i,
      tgl: /\bhindi\s+(?:na\s+)?kailangang?\s+(?:na\s+)?bumili\b/i,
      rus: /покупк[аи]\s+не\s+(?:обязательн[аы]|потрібн[аі]|требуется)|без\s+(?:обов'язкової\s+|обязательной\s+)?покупки/i,
    },
    companions: /\bvoid\s+where\s+prohibited\b|\bofficial\s+rules\b|\b(?:free|alternate|alternative)\s+(?:method\s+of\s+)?entry\b|\bodds\s+of\s+winning\b|\bentries\s+must\b|\bopen\s+to\s+(?:legal\s+)?residents\b/i,
  },
  {
    name: 'Prepared and paid for by',
    english: /\b(?:prepared\s+and\s+)?paid\s+for\s+by\b/i,
    // Vietnamese "được soạn và trả tiền bởi", Hmong "npaj thiab them nyiaj los ntawm", Somali "waxaa diyaariyay oo
    // bixiyay" (prepared and paid by).
    translations: {
      spa: /\b(?:preparado\s+y\s+)?pagado\s+por\b/i,
      som: /\bdiyaari(?:yay|yey)\s+(?:oo|ee|iyo)\s+(?:(?:lacagta\s+)?(?:ka\s+)?bixi(?:yay|yey))\b/i,
      vie: /(?<![\p{L}])(?:(?:đ|d)[ưu][ợo]c\s+)?so[ạa]n(?:\s+th[ảa]o)?\s+v[àa]\s+tr[ảa]\s+(?:ti[ềe]n|ph[íi])\s+b[ởo]i(?![\p{L}])/iu,
      hnj: /\b(?:npaj\s+thiab\s+)?them(?:\s+(?:nyiaj|nqi))?\s+los\s+ntawm\b/i,
    },
    companions: /\bnot\s+coordinated\s+with\b|\bapproved\s+by\s+any\s+candidate\b/i,
    specific: true,
  },
  {
    name: 'PAID ADVERTISEMENT',
    english: /\bpaid\s+advertisement\b/i,
    // Somali "xayaysiis (xayaysiin) la bixiyay" (an advertisement paid for), Vietnamese "quảng cáo trả tiền" / "có trả phí".
    translations: {
      spa: /\b(?:anuncio|aviso|publicidad)\s+pagad[ao]\b/i,
      som: /\bxay[ae]ysii(?:s|n)(?:ka)?\s+(?:(?:la|lagu)\s+)?(?:bixiyay|bixiyey|lacag)/i,
      vie: /qu[ảa]ng\s+c[áa]o\s+(?:c[óo]\s+)?tr[ảa]\s+(?:ti[ềe]n|ph[íi])/i,
      hnj: /\b(?:kev\s+)?tshaj\s+tawm\s+them\s+nyiaj\b/i,
    },
  },
  {
    name: 'hemp THC warning',
    english: /\b(?:hemp\s+products\s+containing\s+THC\s+are\s+)?not\s+for\s+use\s+by\s+anyone\s+under\s+the\s+age\s+of\s+21\b/i,
    // Under 21 in the reader's language: Spanish "menor de 21 años", Somali "ka yar 21 sano", Hmong "qis dua 21 xyoo",
    // Vietnamese "dưới 21 tuổi".
    translations: {
      spa: /\bmenor(?:es)?\s+de\s+(?:la\s+edad\s+de\s+)?21\b/i,
      som: /\b(?:ka\s+yar|ka\s+hooseeya|aan\s+gaarin)\s+21\b/i,
      hnj: /\b(?:qis\s+dua|tsis\s+tau\s+txog|hnub\s+nyoog\s+qis\s+dua)\s+21\b/i,
      vie: /d[ưu][ớo]i\s+21\s+tu[ổo]i/iu,
    },
    companions: /\busing\s+hemp\s+products\b|\bmay\s+cause\s+drowsiness\b|\breaction\s+time\b|\bkeep\s+out\s+of\s+(?:the\s+)?reach\s+of\s+children\b/i,
  },
];

const UNREADABLE = 'unreadable';
/** A line where at least this share of the words were read by OCR with low confidence. */
const UNREADABLE_SHARE = 0.3;
/** English text at least this long beside the foreign text (in the ad or its description) is its translation. */
const TRANSLATION_SHARE = 0.3;
/** A sentence in the ad's language right beside an English disclosure, about as long as it, is its translation. */
const PARALLEL_LENGTH = { min: 0.7, max: 1.6 } as const;
/** A line the advertiser marks as the translation ("Translation:", "English translation supplied:", "(English)"). */
const TRANSLATION_LABEL = /^\s*(?:\(\s*english\s*\)|english(?:\s+translation)?\s*:|(?:english\s+)?translation(?:\s+supplied)?(?:\s+by\s+[^:\n]{1,60})?\s*:)/i;

/**
 * The submitter's word that a translation came with the creative ("Spanish; English translation supplied by the
 * advertiser", "translation of the Hmong lines included"), which is what the policy asks for, where the description
 * does not carry the translation itself. A clause that denies it or puts it off ("no English translation supplied",
 * "translation to follow") says the opposite.
 */
const TRANSLATION_SUPPLIED = /\btranslat(?:ion|ions|ed)\b[^.;:\n]{0,40}?\b(?:supplied|included|attached|provided|enclosed|submitted|sent|on\s+file)\b/i;
const TRANSLATION_WITHHELD = /\b(?:no|not|without|missing|lacks?|lacking|never|pending|awaiting|to\s+follow|requested|needed|needs|later|to\s+come|will\s+(?:send|supply|provide|bring|follow|email))\b/i;

/** The description's own label for the translation it carries: "Translation supplied: ...", "Translation of the Hmong lines: ...". */
const LABELLED_TRANSLATION = /\b(?:english\s+|submitter(?:'s)?\s+|advertiser(?:'s)?\s+)?translation(?:\s+(?:supplied|provided|included|attached|enclosed))?(?:\s+of\s+(?:the\s+)?[\p{L}\s-]{1,40}?)?(?:\s+by\s+[^:\n]{1,60})?\s*:\s*(?!(?:none|n\/a|not|no|pending|to\s+follow|tbd)\b)\S/iu;

/** Languages the identifier cannot tell by their words or script but a submitter may name. */
const NAMED_ONLY = ['Kurdish', 'Kurmanji', 'Farsi', 'Persian', 'Dari', 'Pashto', 'Urdu', 'Swahili', 'Tigrinya', 'Nuer', 'Dinka', 'Kinyarwanda', 'Bosnian', 'Albanian', 'Haitian Creole', 'Ojibwe', 'Dakota', 'Chin', 'Karenni'];
const OTHER_LANGUAGES = [...new Set([...Object.values(LANGUAGE_NAMES).flatMap((name) => name.split(' or ')), ...NAMED_ONLY])].filter((name) => name !== 'English').join('|');
/** "Spanish only", "only in Karen": the submitter saying the ad has no English. */
const LANGUAGE_ONLY = new RegExp(`\\b(?:${OTHER_LANGUAGES})(?:[-\\s]language)?\\s+only\\b|\\bonly\\s+in\\s+(?:${OTHER_LANGUAGES})\\b|\\buntranslated\\b`, 'i');

/**
 * "No translation provided", "translation to follow", "she will send a translation later": said of the translation
 * itself, not by its words ("Translation: no papers"). A translation promised is not one supplied.
 */
const WITHHELD_BEFORE = /\b(?:no|not|without|missing|lacks?|lacking|never|will\s+(?:send|supply|provide|bring|email|forward|drop\s+off)|(?:plans?|promised|going|wants?)\s+to\s+(?:send|supply|provide|bring))\b[^.;:\n"'\u201c]{0,30}\btranslat/i;
/** "No English version", "English version to follow": the translation withheld in other words. */
const NO_ENGLISH_VERSION = /\b(?:no|without\s+an?|lacks\s+an?)\s+English\s+version\b|\bEnglish\s+version\s+(?:to\s+follow|pending|not\s+(?:supplied|provided|included|attached|available))\b/i;
const WITHHELD_AFTER = /\btranslat\w*\b[^.;:\n"'\u201c]{0,30}\b(?:not|missing|lacking|pending|awaiting|to\s+follow|requested|needed|withheld|later|to\s+come|coming|will\s+(?:follow|come|be\s+(?:sent|supplied|provided|emailed)))\b/i;

/**
 * A description that says the translation is missing ("No translation provided", "Spanish only") describes the ad;
 * its English is the submitter's note, not the ad's translation.
 */
export function saysTranslationWithheld(description: string | null): boolean {
  if (!description) return false;
  // The translation's own words ("Translation supplied: ... Korean only; no pets") say nothing of the translation.
  const label = LABELLED_TRANSLATION.exec(description);
  const note = (label ? description.slice(0, label.index + label[0].length - 1) : description).replace(/"[^"]*"|\u201c[^\u201d]*\u201d/g, ' ');
  return WITHHELD_BEFORE.test(note) || WITHHELD_AFTER.test(note) || NO_ENGLISH_VERSION.test(note) || LANGUAGE_ONLY.test(note);
}

/**
 * The submitter naming the language the creative is written in: "Arabic-language flyer", "Vietnamese ad", "Ukrainian
 * deli's poster", "written in Karen". Not a section or an audience ("for the Somali-language section", "Somali families").
 */
const CREATIVE_NOUN = '(?:ad|ads|advert|advertisement|flyer|flier|poster|sign|notice|classified|copy|text|version|insert|circular|menu|brochure|leaflet|handbill|card|display|artwork|banner)';
const DESCRIBED_LANGUAGE = new RegExp(
  `\\b(${OTHER_LANGUAGES})(?:[-\\s]language)?(?:\\s+[\\p{L}'’]+){0,2}?\\s+${CREATIVE_NOUN}\\b(?!\\s+(?:section|page|edition|readers))|\\b(?:written|printed|set|entirely|wholly|all|only|mostly|completely)\\s+in\\s+(${OTHER_LANGUAGES})\\b`,
  'iu',
);

/**
 * The language the description says the creative is in, when it also says no translation came with it: what a reviewer
 * holding the flyer knows even where the reader could not make out its script (OCR with Latin data reads Arabic,
 * Cyrillic or Ge'ez as a few stray letters).
 */
export function describedUntranslatedLanguage(description: string | null): string | null {
  return description && saysTranslationWithheld(description) ? describedLanguage(description) : null;
}

function describedLanguage(description: string): string | null {
  const named = DESCRIBED_LANGUAGE.exec(description);
  return named ? (named[1] ?? named[2])! : null;
}

/**
 * The language the description says the creative is in, where it says nothing of a translation, an English version or
 * quoted copy: "Tigrinya-language poster for a grocery" with nothing else in English is an ad sent untranslated.
 */
export function describedLanguageAlone(description: string | null): string | null {
  if (!description || /\b(?:translat\w*|english|bilingual)\b/i.test(description) || /["\u201c\u2018][^"\u201d\u2019]{20,}["\u201d\u2019]/.test(description)) return null;
  return describedLanguage(description);
}

/** Figures of two or more digits (prices, phone numbers, dates, calibres): a translation carries them over unchanged. */
const FIGURE = /\d[\d,.:-]*\d/g;
const figuresOf = (text: string): string[] => [...new Set((text.match(FIGURE) ?? []).map((f) => f.replace(/\D/g, '')))];

/**
 * Whether a description's English can be the creative's translation: one that mentions translating, or one that
 * carries two of the ad's figures (its one, if it has one). A note about the ad ("Classified for the Vietnamese-language
 * section", "Advertiser: Hiigsi Pay LLC", "for page 12 of the programme") keeps none of its prices and phone numbers, or only
 * the page or booth it names, however long it runs.
 */
function mayTranslate(creative: string, description: string): boolean {
  if (/\btranslat/i.test(description)) return true;
  const figures = figuresOf(creative);
  if (!figures.length) return true;
  const described = figuresOf(description);
  // A phone number may be written whole in one and split in the other; a short figure must be the same figure.
  const same = (f: string, d: string) => f === d || (Math.min(f.length, d.length) >= 4 && (d.includes(f) || f.includes(d)));
  return figures.filter((f) => described.some((d) => same(f, d))).length >= Math.min(2, figures.length);
}

/** The description gives the translation under a label ("Translation supplied: ..."), not one said to be withheld. */
function labelsTranslation(description: string | null): boolean {
  return description !== null && LABELLED_TRANSLATION.test(description) && !saysTranslationWithheld(description);
}

export function saysTranslationSupplied(description: string | null): boolean {
  if (!description) return false;
  return description.split(/[.;\n]/).some((clause) => TRANSLATION_SUPPLIED.test(clause) && !TRANSLATION_WITHHELD.test(clause));
}

/**
 * A bracketed note on the artwork at the head of a line ("[Foto: a bloodied hand]", "[Logo: the state flag]", "[Art: ...]")
 * tells the desk what the picture shows; it is not printed copy, so its language says nothing of the ad's.
 */
const ART_DIRECTION = /^[ \t]*\[\s*\p{L}[\p{L} -]{0,24}:[^\]\n]*(?:\]|$)/gmu;

/** The creative's sentences with their language, its art notes left undetermined. */
function copyLanguages(text: string): TLanguageSpan[] {
  const notes = [...text.matchAll(ART_DIRECTION)].map((m) => ({ from: m.index, to: m.index + m[0].length }));
  const spans = spanLanguages(text);
  return notes.length === 0 ? spans : spans.map((span) => (notes.some((n) => span.start >= n.from && span.end <= n.to) ? { ...span, language: UNDETERMINED } : span));
}

/**
 * Letters per language, leaving out what says nothing of the ad's own language: names and addresses (English
 * only in its common words), OCR noise, and whatever `skip` names (the law's wording, a labelled translation).
 */
function tally(lines: readonly TLanguageSpan[], skip: (line: TLanguageSpan) => boolean = () => false): Map<string, number> {
  const letters = new Map<string, number>();
  for (const line of lines) {
    if (line.language === UNDETERMINED || line.language === UNREADABLE || (line.language === 'eng' && !line.prose) || skip(line)) continue;
    letters.set(line.language, (letters.get(line.language) ?? 0) + line.letters);
  }
  return letters;
}

const top = (letters: Map<string, number>): [string, number] | undefined => [...letters.entries()].sort((a, b) => b[1] - a[1])[0];

/** The creative's own text: the rule input without the translation the description supplies (it comes last). */
function creativeText(input: TRuleInput): string {
  const own = input.segments.filter((s) => !s.translation);
  return own.length === input.segments.length ? input.text : input.text.slice(0, own.at(-1)?.end ?? 0);
}

/** The language most of the creative is written in (English name where known), or null when too little text to tell. */
export function predominantLanguage(input: TRuleInput): string | null {
  const text = creativeText(input);
  const { best } = creativeLanguage(text, copyLanguages(text));
  return best ? (LANGUAGE_NAMES[best[0]] ?? best[0]) : null;
}

/** The language of the creative's own words, before the law's wording and any labelled translation. */
function creativeLanguage(text: string, lines: readonly TLanguageSpan[]) {
  const isBoilerplate = disclosureWording(text, lines);
  const isLabelledTranslation = labelledTranslation(text);
  return { best: top(tally(lines, (line) => isBoilerplate(line) || isLabelledTranslation(line))), isBoilerplate };
}

/**
 * The description, when it supplies the English translation of a creative written in another language: the
 * rules read it beside the creative (`TTextSegment.translation`), so what the translation says is judged too.
 */
export function suppliedTranslation(creative: string, description: string | null, settings: TRuleSettings): string | null {
  if (!description) return null;
  // A translation the submitter labels as one ("Translation supplied: ...") is read whenever the creative has words of
  // another language, however few, or none the reader could make out (a script OCR or a PDF's font did not give up).
  const labelled = labelsTranslation(description);
  if (!creative.trim()) return labelled ? description : null;
  const spans = copyLanguages(creative);
  // A script a PDF's font gave up as symbols ("÷•h/ H=N Þ") reads as no language, or as English by its stray Latin letters.
  // So does a text layer with too few letters to tell a language by ("÷• h/ Þ").
  const tooFewLetters = (creative.match(/\p{L}/gu) ?? []).length < settings.minLanguageDetectionLetters;
  const noneMadeOut = tooFewLetters || spans.every((s) => s.language === UNDETERMINED || (s.language === 'eng' && !s.prose) || garbled(creative.slice(s.start, s.end)));
  if (labelled && (noneMadeOut || spans.some((s) => s.language !== 'eng' && s.language !== UNDETERMINED))) return description;
  const { best } = creativeLanguage(creative, spans);
  if (!best || best[0] === 'eng' || best[1] < settings.minLanguageDetectionLetters) return null;
  if (saysTranslationWithheld(description) || !mayTranslate(creative, description)) return null;
  return englishLetters(description) >= best[1] * TRANSLATION_SHARE ? description : null;
}

/**
 * The law's wording (a disclosure, in English or translated, the sentences that go with it, and the rest of its
 * line, as a warning runs on) says nothing of the language the advertiser wrote the ad in.
 */
function disclosureWording(text: string, spans: readonly TLanguageSpan[]): (span: TLanguageSpan) => boolean {
  const starts = DISCLOSURES.flatMap((d) => [d.english, ...Object.values(d.translations)])
    .flatMap((pattern) => findAll(text, pattern!))
    .map((m) => m.start);
  const ranges = starts.map((start) => {
    const sentence = spans.find((s) => s.start <= start && start < s.end);
    return { from: sentence?.start ?? start, to: lineEndOf(text, start) };
  });
  const companions = DISCLOSURES.flatMap((d) => (d.companions ? [d.companions] : []));
  return (span) => ranges.some((r) => span.start >= r.from && span.end <= r.to) || (span.language === 'eng' && companions.some((c) => c.test(text.slice(span.start, span.end))));
}

/** Lines the advertiser marked as the translation, and the sentences that follow on them. */
function labelledTranslation(text: string): (span: TLanguageSpan) => boolean {
  const ranges = [...text.matchAll(/[^\n]+/g)].filter((m) => TRANSLATION_LABEL.test(m[0])).map((m) => ({ from: m.index, to: m.index + m[0].length }));
  return (span) => ranges.some((r) => span.start >= r.from && span.end <= r.to);
}

/** English letters in a text: a submission's description that carries the ad's translation. */
function englishLetters(text: string | null): number {
  return text ? (tally(spanLanguages(text)).get('eng') ?? 0) : 0;
}

/**
 * A translated disclaimer repeats the payer's address, so an English one whose street number and ZIP code come
 * again in another sentence with words of the ad's own language has its translation there.
 */
function restatedInLanguage(text: string, english: TMatch, lines: readonly TLanguageSpan[], language: string): boolean {
  const figures = text.slice(english.end, lineEndOf(text, english.end)).match(/\b\d{2,}\b/g) ?? [];
  if (figures.length === 0) return false;
  const needed = Math.min(2, figures.length);
  return lines.some((line) => {
    if (line.start <= english.start && english.start < line.end) return false;
    const sentence = text.slice(line.start, line.end);
    return wordsOfLanguage(language, sentence) >= 2 && figures.filter((f) => new RegExp(`\\b${f}\\b`).test(sentence)).length >= needed;
  });
}

/**
 * Bilingual copy sets a translated disclosure right after the English one ("No purchase necessary. / Không cần mua
 * hàng.") or before it on the same line: a sentence of the ad's language there, about as long, is taken for its
 * translation where the publisher does not know the wording. The copy above the disclosure is the ad itself.
 */
function parallelInLanguage(text: string, english: TMatch, lines: readonly TLanguageSpan[], language: string): boolean {
  const told = lines.filter((line) => line.language !== UNDETERMINED);
  const index = told.findIndex((line) => line.start <= english.start && english.start < line.end);
  if (index === -1) return false;
  const { letters } = told[index];
  // After the English sentences of the same notice ("Void where prohibited."), the translation begins.
  let after = index + 1;
  while (after < told.length && told[after].language === 'eng') after++;
  const before = told[index - 1];
  const sameLine = before !== undefined && !text.slice(before.end, told[index].start).includes('\n');
  const neighbours = [told[after], ...(sameLine ? [before] : [])].filter((line): line is TLanguageSpan => line !== undefined);
  return neighbours.some((line) => line.language === language && line.letters >= letters * PARALLEL_LENGTH.min && line.letters <= letters * PARALLEL_LENGTH.max);
}

/**
 * "Fursad Guri oo Siman (Equal Housing Opportunity)", "공정 주택 기회 (Equal Housing Opportunity)": the English disclosure in
 * brackets right after words of the ad's language glosses them, so the disclosure is there in both languages.
 */
function glossOfLanguage(text: string, english: TMatch, language: string): boolean {
  const open = text.lastIndexOf('(', english.start);
  if (open === -1 || /[^\s"'(]/.test(text.slice(open + 1, english.start)) || !/^\s*\)/.test(text.slice(english.end))) return false;
  const glossed = text.slice(lineStartOf(text, open), open);
  return wordsOfLanguage(language, glossed) >= 2;
}

/** How long the other language's wording may be beside the English one's (letters and marks): scripts write it shorter or longer. */
const PAIRED_LENGTH = { min: 0.4, max: 2.5 } as const;

/**
 * "ОПЛАЧЕНА РЕКЛАМА - PAID ADVERTISEMENT", "PAID ADVERTISEMENT / XAYAYSIIS LA BIXIYAY": the English disclosure set on one
 * line beside a wording of the ad's language about as long, only a dash, slash, bar or dot between, pairs the two, so it is
 * there in both. Copy that runs on after a colon ("PAID ADVERTISEMENT: Vote para ...") is the ad, not the disclosure.
 */
function pairedOnLine(text: string, english: TMatch, language: string): boolean {
  const lineStart = lineStartOf(text, english.start);
  const lineEnd = lineEndOf(text, english.end);
  const length = (s: string) => (s.match(/[\p{L}\p{M}]/gu) ?? []).length;
  const own = length(english.text);
  const alike = (words: string) => (wordsOfLanguage(language, words) >= 2 || mostlyNotEnglish(words)) && length(words) >= own * PAIRED_LENGTH.min && length(words) <= own * PAIRED_LENGTH.max;
  const before = /^(.*?)[\s"'“”]*[-–—/|·•][\s"'“”]*$/s.exec(text.slice(lineStart, english.start));
  const after = /^[\s"'“”]*[-–—/|·•][\s"'“”]*(.*?)[\s.!]*$/s.exec(text.slice(english.end, lineEnd));
  return (before !== null && alike(before[1])) || (after !== null && alike(after[1]));
}

/**
 * Words that are not English, in a language the identifier may have misnamed ("Derfeta Wekhev a Xani", Kurdish read as
 * Turkish): two or more, at most a third of them English words.
 */
function mostlyNotEnglish(text: string): boolean {
  const tokens = (text.toLowerCase().match(/\p{L}+/gu) ?? []) as string[];
  return tokens.length >= 2 && wordsKnownIn('eng', text) <= tokens.length / 3;
}

/** Words of the ad's language: those its word list knows, or any word of a script other than Latin, whether or not the publisher's lists know it. */
function wordsOfLanguage(language: string, text: string): number {
  return Math.max(wordsKnownIn(language, text), (text.match(/[\p{L}\p{M}]*[^\p{Script=Latin}\P{L}][\p{L}\p{M}]*/gu) ?? []).length);
}

/**
 * Bilingual notices set as two blocks, the ad's language first ("XAYSIIS LA BIXIYAY. Waxaa diyaariyay ..." then "PAID
 * ADVERTISEMENT. Prepared and paid for by ..."): the block of the ad's language just before the English one has as many
 * sentences, each about as long, so the disclosure's counterpart sits at the same place in it.
 */
function parallelBlock(text: string, english: TMatch, lines: readonly TLanguageSpan[], language: string): boolean {
  const lineStart = lineStartOf(text, english.start);
  const inLine = (from: number, to: number) => lines.filter((s) => s.start >= from && s.end <= to);
  const own = inLine(lineStart, lineEndOf(text, english.start));
  const position = own.findIndex((s) => s.start <= english.start && english.start < s.end);
  if (position === -1) return false;
  // The block before: the nearest earlier line with any text, written in the ad's language (a short notice in capitals may read as no language by itself).
  const before = text.slice(0, lineStart).replace(/\s+$/, '');
  if (!before) return false;
  const prevStart = before.lastIndexOf('\n') + 1;
  if (wordsKnownIn(language, before.slice(prevStart)) < 2) return false;
  // Sentence for sentence: as many sentences, each about as long as its English one, and the disclosure's own not in English.
  const previous = inLine(prevStart, before.length);
  const alike = (a: TLanguageSpan, b: TLanguageSpan) => a.letters >= b.letters * PARALLEL_LENGTH.min && a.letters <= b.letters * PARALLEL_LENGTH.max;
  // One sentence alike in length could be the ad's own copy: two or more matched in order are a notice set twice.
  return own.length >= 2 && previous.length === own.length && previous[position].language !== 'eng' && previous.every((p, i) => alike(p, own[i]));
}

/**
 * A line whose script the reader did not know: OCR with Latin data draws Amharic, Karen or Chinese letters as runs of
 * zeros and o's ("0000 000000 oooo"), and a PDF whose font keeps its own encoding yields Cyrillic as symbols inside words
 * ("8==50?>;8A 2K7>2C"). Neither says anything of the ad, so a person must read it.
 */
const SCRIPT_AS_ZEROS = /^[0oO]{2,}$/;
const SYMBOLS_IN_A_WORD = /[\p{L}\d][<>=?;:!@#%^&*]+[\p{L}\d]/u;
/**
 * OCR with Latin data also reads Cyrillic by the letters' shapes ("центре" as "ueHTpe", "без" as "6e3"): such words end
 * on a capital after a small letter, hold one small letter between capitals or a small one before two, or a digit
 * inside small letters. Brand names' humps ("YouTube", "McDonald", "iPhone") do none of these.
 */
const SHAPES_READ_AS_LATIN = /\p{Ll}\p{Lu}$|(?<=\p{L})\p{Lu}\p{Ll}\p{Lu}|\p{Ll}\p{Lu}\p{Lu}|\p{L}\d\p{Ll}|\d[a-wyz]\d/u;
const GARBLED_SHARE = 0.5;
/** Shape-read words sit among words of the letters Latin shares with Cyrillic ("HOBbIE", "CTOJI"), so fewer tell. */
const SHAPES_SHARE = 1 / 3;
const GARBLED_MIN_WORDS = 2;

function garbled(line: string): boolean {
  const words = line.split(/\s+/).filter(Boolean);
  const unread = words.filter((w) => SCRIPT_AS_ZEROS.test(w) || SYMBOLS_IN_A_WORD.test(w)).length;
  if (unread >= GARBLED_MIN_WORDS && unread >= words.length * GARBLED_SHARE) return true;
  const shapes = words.filter((w) => SHAPES_READ_AS_LATIN.test(w.replace(/^\P{L}+|\P{L}+$/gu, ''))).length;
  return shapes >= GARBLED_MIN_WORDS && shapes >= words.length * SHAPES_SHARE;
}

export function checkForeignLanguages(input: TRuleInput): TRuleFinding[] {
  const text = creativeText(input);
  const lines = readLines(input, text);
  const findings = judgeLanguages(input, text, lines);
  if (findings.some((f) => f.violationType === 'untranslated_foreign_language')) return findings;
  // The description says the ad came without a translation, or names its language and gives no English, and the text
  // read has little English of its own: the reader missed the script, or the copy is too short to judge by itself, and
  // the submitter's word stands.
  const { description } = input.metadata;
  const letters = tally(lines);
  if ((letters.get('eng') ?? 0) >= input.settings.minLanguageDetectionLetters) return findings;
  // Where the description names no language, the copy's own words must: "No translation provided" under a short Somali poster.
  const shortForeign = top(new Map([...letters].filter(([language]) => language !== 'eng')));
  const declared =
    describedUntranslatedLanguage(description) ??
    (saysTranslationWithheld(description) && shortForeign && shortForeign[1] >= input.settings.minLanguageDetectionLetters / 2 ? (LANGUAGE_NAMES[shortForeign[0]] ?? shortForeign[0]) : null) ??
    describedLanguageAlone(description);
  if (!declared) return findings;
  // The evidence is the submitter's word; the copy's first line that was read with confidence shows where the ad starts.
  const firstLine = lines.find((line) => line.language !== UNREADABLE && !restsOnUncertainWords(docOf(input), line));
  return [
    ...findings.filter((f) => f.violationType !== 'foreign_language_passage'),
    finding({
      citation: CITE.translation,
      severity: 'moderate',
      type: 'untranslated_foreign_language',
      description: `The ad is in ${declared}, and ${saysTranslationWithheld(description) ? 'its description says no translation came with it' : 'no translation came with it'}; a translation is needed before it can be reviewed, and every rule should be re-run on it.`,
      match: firstLine ? lineMatch(text, firstLine) : null,
    }),
  ];
}

/**
 * The creative's lines with their language. OCR noise reads as no language in particular, and a script read as stray
 * symbols as none or as English, so such a line is hard to read, not foreign and not English.
 */
function readLines(input: TRuleInput, text: string): TLanguageSpan[] {
  const doc = docOf(input);
  const unreadable = (line: TLanguageSpan) =>
    (line.letters >= 20 && uncertainShare(doc, line.start, line.end) >= UNREADABLE_SHARE) || garbled(text.slice(line.start, line.end));
  return withinFamilies(copyLanguages(text).map((line) => (unreadable(line) ? { ...line, language: UNREADABLE } : line)));
}

/**
 * Languages close enough that a short line of one reads as the other ("Vota por Ana Ruiz" as Portuguese beside Spanish
 * sentences). An ad is written in one of them, so its lines of the family are counted as the one it has most of.
 */
const LANGUAGE_FAMILIES: readonly (readonly string[])[] = [
  ['spa', 'por', 'ita'],
  ['nob', 'swe', 'dan'],
  ['srp', 'slv'],
  ['ces', 'slk'],
];
function withinFamilies(lines: TLanguageSpan[]): TLanguageSpan[] {
  const letters = tally(lines);
  const head = new Map<string, string>();
  for (const family of LANGUAGE_FAMILIES) {
    const present = family.filter((language) => letters.has(language));
    if (present.length < 2) continue;
    const most = present.reduce((a, b) => ((letters.get(b) ?? 0) > (letters.get(a) ?? 0) ? b : a));
    for (const language of present) head.set(language, most);
  }
  return head.size === 0 ? lines : lines.map((line) => ({ ...line, language: head.get(line.language) ?? line.language }));
}

function judgeLanguages(input: TRuleInput, text: string, lines: readonly TLanguageSpan[]): TRuleFinding[] {
  const { settings } = input;
  const doc = docOf(input);
  const findings: TRuleFinding[] = lines
    .filter((line) => line.language === UNREADABLE)
    .slice(0, 1)
    .map((line) =>
      finding({
        citation: CITE.translation,
        severity: 'minor',
        type: 'hard_to_read',
        description: 'Part of the artwork could not be read with confidence, so its language and wording were not judged; a person should read it.',
        match: lineMatch(text, line),
        kind: 'review_item',
      }),
    );

  const englishDisclosures = DISCLOSURES.map((disclosure) => ({ disclosure, english: findFirst(text, disclosure.english) })).filter((d) => d.english !== null);
  const { best, isBoilerplate } = creativeLanguage(text, lines);
  if (!best) return findings;
  const [predominant, foreignLetters] = best;

  if (predominant === 'eng') {
    const foreign = lines.find((line) => line.language !== 'eng' && line.language !== UNDETERMINED && line.language !== UNREADABLE && line.letters >= settings.minLanguageDetectionLetters);
    if (foreign) {
      findings.push(
        finding({
          citation: CITE.translation,
          severity: 'minor',
          type: 'foreign_language_passage',
          description: `Part of the ad is in ${LANGUAGE_NAMES[foreign.language] ?? foreign.language}; confirm what it says.`,
          match: lineMatch(text, foreign),
          kind: 'review_item',
        }),
      );
    }
    return findings;
  }
  // A few foreign words in an ad otherwise made of names and figures are too little to call it foreign; a short ad
  // with not one English sentence and two or more of another language is foreign however short.
  // A submitter who supplies the translation says the ad is in another language, so a short one is judged as such.
  const { description } = input.metadata;
  const translationGiven = saysTranslationSupplied(description ?? null) || labelsTranslation(description ?? null);
  const shortButTranslated = translationGiven && foreignLetters >= settings.minLanguageDetectionLetters / 2;
  if (foreignLetters < settings.minLanguageDetectionLetters && !shortButTranslated && !wholeAdInLanguage(lines, predominant, foreignLetters, settings, isBoilerplate)) return findings;

  const name = LANGUAGE_NAMES[predominant] ?? predominant;
  // OCR may be unsure of a word here and there: the evidence is the first sentence of the language it read with confidence, where there is one.
  const ofLanguage = lines.filter((line) => line.language === predominant);
  // Failing that, the longest stretch of a line's words it read with confidence: one unsure word in a short line of the
  // language does not make the language unsure.
  const firstForeign =
    ofLanguage.find((line) => !restsOnUncertainWords(doc, lineMatch(text, line))) ?? ofLanguage.map((line) => confidentStretch(doc, line)).find((m) => m !== null) ?? ofLanguage[0];
  // The ad is translated when English copy of comparable length runs beside it, is marked as its translation, or
  // comes in the submission's description. The law's wording counts where bilingual copy gives it in both languages.
  const own = tally(lines, isBoilerplate);
  const law = tally(lines.filter(isBoilerplate));
  // A disclosure found in English and in the ad's language is bilingual law wording, however its lines' language was judged
  // (an address in the translated line reads as English).
  const disclosedInBoth = englishDisclosures.some(({ disclosure }) => {
    const translated = disclosure.translations[predominant];
    return translated !== undefined && findFirst(text, translated) !== null;
  });
  const lawInBoth = disclosedInBoth ? (law.get('eng') ?? 0) : Math.min(law.get('eng') ?? 0, law.get(predominant) ?? 0);
  const described = !description || saysTranslationWithheld(description) || !mayTranslate(text, description) ? 0 : englishLetters(description);
  const translation = Math.max((own.get('eng') ?? 0) + lawInBoth, described);
  const untranslated = translation < ((own.get(predominant) ?? 0) + (law.get(predominant) ?? 0)) * TRANSLATION_SHARE;
  if (untranslated && saysTranslationSupplied(input.metadata.description)) {
    // The translation exists but was not given to the analysis: a person reads it, and judges it by every policy.
    findings.push(
      finding({
        citation: CITE.translation,
        severity: 'minor',
        type: 'translation_not_read',
        description: `The ad is predominantly in ${name} and its description says an English translation was supplied; the analysis has not read it, so a person should check it and judge what it says.`,
        match: lineMatch(text, firstForeign),
        kind: 'review_item',
      }),
    );
  } else if (untranslated) {
    findings.push(
      finding({
        citation: CITE.translation,
        severity: 'moderate',
        type: 'untranslated_foreign_language',
        description: `The ad is predominantly in ${name}; a translation is needed before it can be reviewed, and every rule should be re-run on it.`,
        match: lineMatch(text, firstForeign),
      }),
    );
  }

  for (const { disclosure, english } of englishDisclosures) {
    const translated = disclosure.translations[predominant];
    if (translated?.test(text)) continue;
    // A translation still shows where its wording is not the one known here: the payer's address restated, or, where
    // no wording is known, a sentence of the ad's language set beside the English one.
    if (disclosure.specific ? restatedInLanguage(text, english!, lines, predominant) : !translated && parallelInLanguage(text, english!, lines, predominant)) continue;
    if (glossOfLanguage(text, english!, predominant) || pairedOnLine(text, english!, predominant) || parallelBlock(text, english!, lines, predominant)) continue;
    findings.push(
      finding({
        citation: CITE.disclosure,
        severity: translated ? 'major' : 'moderate',
        type: 'disclosure_only_in_english',
        description: translated
          ? `The required "${disclosure.name}" disclosure appears only in English while the ad is in ${name}; it must also appear in ${name}.`
          : `The required "${disclosure.name}" disclosure appears in English while the ad is in ${name}, and no ${name} sentence beside it or restating it was found; it must also appear in ${name}.`,
        match: english,
      }),
    );
  }
  const labelled = labelledTranslation(text);
  const terms = findings.some((f) => f.kind !== 'review_item') ? null : termsOnlyInEnglish(text, lines, predominant, (line) => isBoilerplate(line) || labelled(line));
  if (terms) {
    findings.push(
      finding({
        citation: CITE.disclosure,
        severity: 'moderate',
        type: 'disclosure_only_in_english',
        description: `The ad's terms ("${terms.text.slice(0, 80)}") appear only in English while the ad is in ${name}; they must also appear in ${name}.`,
        match: terms,
      }),
    );
  }
  return findings;
}

/**
 * The terms a foreign-language ad sets in English fine print: an APR and what a missed payment costs, who may have the free
 * dinner, who does not endorse the plan. 16 CFR 14.9 wants every disclosure in the ad's language, not only the ones whose
 * wording the publisher knows.
 */
const TERMS =
  /\b(?:APR|annual\s+percentage\s+rate|repossess\w*|not\s+(?:connected|affiliated|endorsed|sponsored)\s+(?:with|by)|restrictions\s+apply|terms\s+(?:and\s+conditions\s+)?apply|conditions\s+apply|subject\s+to\s+(?:credit|approval|change|availability)|offer\s+(?:valid|expires|ends)|not\s+valid\s+with|one\s+per\s+(?:household|customer|person|family)|limit\s+one|while\s+supplies\s+last|fees?\s+(?:may\s+)?apply|only\s+for\s+(?:attendees|customers|members|new)|must\s+(?:book|attend|purchase|be\s+present)|not\s+FDIC|may\s+lose\s+value|only\s+(?:with|when|if)|equal\s+or\s+lesser\s+value|expires?|(?:exam|purchase|deposit|appointment|ID)\s+required)\b|^\s*[*\u2020]/i;

/** An English sentence of terms with no counterpart in the ad's language: none repeats its figures, none sits beside it or glosses it. */
function termsOnlyInEnglish(text: string, lines: readonly TLanguageSpan[], language: string, skip: (line: TLanguageSpan) => boolean): TMatch | null {
  for (const line of lines) {
    if (line.language !== 'eng' || !line.prose || skip(line)) continue;
    const sentence = text.slice(line.start, line.end);
    if (!TERMS.test(sentence)) continue;
    const match: TMatch = { text: sentence, start: line.start, end: line.end };
    const figures = figuresOf(sentence);
    // A short sentence of the terms ("Tasas desde 48% APR.") may read as no language in particular: any sentence not in English counts.
    const restated = figures.length > 0 && lines.some((other) => other.language !== 'eng' && figuresOf(text.slice(other.start, other.end)).some((f) => figures.includes(f)));
    const counterpart = parallelInLanguage(text, match, lines, language) || pairedOnLine(text, match, language) || glossOfLanguage(text, match, language) || parallelBlock(text, match, lines, language);
    if (restated || counterpart) continue;
    return match;
  }
  return null;
}

/** Sentences of one language an ad must have to be judged foreign below the usual length, when none is English. */
const SHORT_AD_SENTENCES = 2;
function wholeAdInLanguage(lines: readonly TLanguageSpan[], language: string, letters: number, settings: TRuleSettings, isBoilerplate: (line: TLanguageSpan) => boolean): boolean {
  if (letters < settings.minLanguageDetectionLetters / 2) return false;
  // The law's English wording (a disclaimer, a warning) is not the ad's English.
  if (lines.some((line) => line.language === 'eng' && line.prose && !isBoilerplate(line))) return false;
  const own = lines.filter((line) => line.language === language).length;
  // A one-line classified ("Cần thợ làm móng, lương cao, gọi 555-0150") is foreign when what English it has (a name, a
  // number) is far shorter than the line; one line of another language under an English headline and disclaimer is not.
  const english = lines.filter((line) => line.language === 'eng').reduce((sum, line) => sum + line.letters, 0);
  return own >= SHORT_AD_SENTENCES || (own === 1 && english * 2 < letters);
}

/** The longest run of three or more words of a line that OCR read with confidence, not English; null when there is none. */
function confidentStretch(doc: TConceptDoc, line: TLanguageSpan): TLanguageSpan | null {
  const words = doc.tokens.filter((t) => t.start >= line.start && t.end <= line.end);
  let best: [number, number] | null = null;
  for (let i = 0, from = 0; i <= words.length; i++) {
    if (i < words.length && !words[i].uncertain) continue;
    if (i - from >= 3 && (!best || i - from > best[1] - best[0])) best = [from, i];
    from = i + 1;
  }
  if (!best) return null;
  const start = words[best[0]].start;
  const end = words[best[1] - 1].end;
  return lineLanguage(doc.text.slice(start, end)) === 'eng' ? null : { ...line, start, end };
}

function lineMatch(text: string, line: TLanguageSpan): TMatch {
  const end = Math.min(line.end, line.start + 160);
  return { text: text.slice(line.start, end), start: line.start, end };
}

export const foreignLanguagesRule: TPolicyRuleModule = { policyId: POLICY_IDS.foreignLanguages, check: checkForeignLanguages };
