import { francAll } from 'franc';
import { POLICY_IDS } from '../../domain/policy-library';
import { findingFor, type TCitation } from './finding';
import { docOf, uncertainShare } from './concepts';
import { findFirst, type TMatch } from './text-match';
import type { TRuleSettings } from './settings';
import type { TPolicyRuleModule, TRuleFinding, TRuleInput } from './types';

const finding = findingFor(POLICY_IDS.foreignLanguages);

const CITE = {
  translation: { section: "16 CFR 14.9; publisher's foreign-language advertising policy", category: 'publisher_policy', effectiveDate: null },
  disclosure: { section: '16 CFR 14.9', category: 'federal_law', effectiveDate: null },
} as const satisfies Record<string, TCitation>;

/** Languages read in Minnesota communities, plus the commonest others; Scots is left out because franc mistakes English ad copy for it. */
const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  eng: 'English', spa: 'Spanish', som: 'Somali', hnj: 'Hmong', vie: 'Vietnamese', cmn: 'Chinese', rus: 'Russian',
  ukr: 'Ukrainian', fra: 'French', deu: 'German', arb: 'Arabic', amh: 'Amharic', orm: 'Oromo', kor: 'Korean',
  lao: 'Lao', khm: 'Khmer', tgl: 'Tagalog', por: 'Portuguese', ita: 'Italian', pol: 'Polish', nob: 'Norwegian',
  swe: 'Swedish', hin: 'Hindi', jpn: 'Japanese',
};
const CANDIDATES = Object.keys(LANGUAGE_NAMES);

interface TDisclosure {
  name: string;
  english: RegExp;
  /** The same disclosure in other languages, where the publisher knows its wording. */
  translations: Partial<Record<string, RegExp>>;
}

const DISCLOSURES: readonly TDisclosure[] = [
  {
    name: 'Equal Housing Opportunity',
    english: /\bequal\s+housing\s+opportunity\b/i,
    translations: { spa: /\bigualdad\s+de\s+oportunidad(?:es)?\s+(?:en\s+(?:la\s+)?|de\s+|para\s+la\s+)?vivienda\b|\bvivienda\s+justa\b/i },
  },
  {
    name: 'No purchase necessary',
    english: /\bno\s+purchase\s+(?:is\s+)?(?:necessary|required)\b/i,
    translations: {
      spa: /\bno\s+(?:es\s+)?necesari[ao]\s+(?:hacer\s+(?:una\s+|ninguna\s+)?|ninguna\s+)?compra|\bno\s+se\s+requiere\s+(?:ninguna\s+)?compra|\bsin\s+(?:necesidad\s+de\s+)?(?:hacer\s+)?(?:una\s+)?compra\b/i,
    },
  },
  {
    name: 'Prepared and paid for by',
    english: /\b(?:prepared\s+and\s+)?paid\s+for\s+by\b/i,
    translations: { spa: /\b(?:preparado\s+y\s+)?pagado\s+por\b/i },
  },
  {
    name: 'hemp THC warning',
    english: /\bnot\s+for\s+use\s+by\s+anyone\s+under\s+the\s+age\s+of\s+21\b/i,
    translations: { spa: /\bmenores\s+de\s+21\b/i },
  },
];

// Trigram statistics misjudge short English ad copy ("3BR house for rent in quiet Lakeside
// neighborhood." scores as Norwegian), so English function words settle it first.
const ENGLISH_FUNCTION_WORDS = new Set(
  [
    'the and for with your our you of to in is are at on this that from by we all it an be will has have now new get call per or its their',
    // English only, and common in short copy ("Our killer whale exhibit opens Saturday"): none is a word of Spanish, Somali, Hmong or Vietnamese.
    'every each than just only more what when where who here there today tonight open opens off up out',
  ]
    .join(' ')
    .split(' '),
);
const ENGLISH_WORD_SHARE = 0.12;

function looksEnglish(block: string): boolean {
  const words = block.toLowerCase().match(/\p{L}+/gu) ?? [];
  return words.filter((w) => ENGLISH_FUNCTION_WORDS.has(w)).length / Math.max(1, words.length) >= ENGLISH_WORD_SHARE;
}

const UNREADABLE = 'unreadable';
/** A block where at least this share of the words were read by OCR with low confidence. */
const UNREADABLE_SHARE = 0.3;

interface TBlockLanguage {
  language: string;
  letters: number;
  start: number;
  end: number;
}

/** Language of each paragraph long enough to judge; English wins unless another language is clearly ahead. */
function detectBlockLanguages(text: string, settings: TRuleSettings, unreadable: (start: number, end: number) => boolean = () => false): TBlockLanguage[] {
  const blocks: TBlockLanguage[] = [];
  for (const m of text.matchAll(/[^\n]+(?:\n(?!\s*\n)[^\n]*)*/g)) {
    const letters = (m[0].match(/\p{L}/gu) ?? []).length;
    if (letters < settings.minLanguageDetectionLetters) continue;
    // OCR noise reads as no language in particular: such a block is hard to read, not foreign.
    if (unreadable(m.index, m.index + m[0].length)) {
      blocks.push({ language: UNREADABLE, letters, start: m.index, end: m.index + m[0].length });
      continue;
    }
    if (looksEnglish(m[0])) {
      blocks.push({ language: 'eng', letters, start: m.index, end: m.index + m[0].length });
      continue;
    }
    // Trigram scores settle within a couple of thousand characters; more only costs time.
    const scores = francAll(m[0].slice(0, 2000), { only: CANDIDATES, minLength: 10 });
    const [best] = scores;
    if (!best || best[0] === 'und') continue;
    const english = scores.find(([code]) => code === 'eng')?.[1] ?? 0;
    const language = best[0] === 'eng' || english >= settings.englishScoreCeiling ? 'eng' : best[0];
    blocks.push({ language, letters, start: m.index, end: m.index + m[0].length });
  }
  return blocks;
}

/** The language most of the text is written in (English name where known), or null when too little text to tell. */
export function predominantLanguage(text: string, settings: TRuleSettings): string | null {
  const letters = new Map<string, number>();
  for (const b of detectBlockLanguages(text, settings).filter((x) => x.language !== UNREADABLE)) letters.set(b.language, (letters.get(b.language) ?? 0) + b.letters);
  const [top] = [...letters.entries()].sort((a, b) => b[1] - a[1]);
  return top ? (LANGUAGE_NAMES[top[0]] ?? top[0]) : null;
}

export function checkForeignLanguages(input: TRuleInput): TRuleFinding[] {
  const { text, settings } = input;
  const doc = docOf(input);
  const detected = detectBlockLanguages(text, settings, (start, end) => uncertainShare(doc, start, end) >= UNREADABLE_SHARE);
  const hardToRead = detected.filter((b) => b.language === UNREADABLE);
  const blocks = detected.filter((b) => b.language !== UNREADABLE);
  const findings: TRuleFinding[] = hardToRead.slice(0, 1).map((b) =>
    finding({
      citation: CITE.translation,
      severity: 'minor',
      type: 'hard_to_read',
      description: 'Part of the artwork could not be read with confidence, so its language and wording were not judged; a person should read it.',
      match: blockMatch(text, b),
      kind: 'review_item',
    }),
  );
  if (blocks.length === 0) return findings;
  const lettersByLanguage = new Map<string, number>();
  for (const b of blocks) lettersByLanguage.set(b.language, (lettersByLanguage.get(b.language) ?? 0) + b.letters);
  const [predominant] = [...lettersByLanguage.entries()].sort((a, b) => b[1] - a[1])[0];

  if (predominant === 'eng') {
    const foreign = blocks.find((b) => b.language !== 'eng');
    if (foreign) {
      findings.push(
        finding({
          citation: CITE.translation,
          severity: 'minor',
          type: 'foreign_language_passage',
          description: `Part of the ad is in ${LANGUAGE_NAMES[foreign.language] ?? foreign.language}; confirm what it says.`,
          match: blockMatch(text, foreign),
          kind: 'review_item',
        }),
      );
    }
    return findings;
  }

  const name = LANGUAGE_NAMES[predominant] ?? predominant;
  const firstForeign = blocks.find((b) => b.language === predominant) as TBlockLanguage;
  findings.push(
    finding({
      citation: CITE.translation,
      severity: 'moderate',
      type: 'untranslated_foreign_language',
      description: `The ad is predominantly in ${name}; a translation is needed before it can be reviewed, and every rule should be re-run on it.`,
      match: blockMatch(text, firstForeign),
    }),
  );

  for (const disclosure of DISCLOSURES) {
    const english = findFirst(text, disclosure.english);
    if (!english) continue;
    const translated = disclosure.translations[predominant];
    if (translated?.test(text)) continue;
    findings.push(
      finding({
        citation: CITE.disclosure,
        severity: 'major',
        type: 'disclosure_only_in_english',
        description: translated
          ? `The required "${disclosure.name}" disclosure appears only in English while the ad is in ${name}; it must also appear in ${name}.`
          : `The required "${disclosure.name}" disclosure appears in English while the ad is in ${name}; confirm it also appears in ${name}.`,
        match: english,
        kind: translated ? 'violation' : 'review_item',
      }),
    );
  }
  return findings;
}

function blockMatch(text: string, block: TBlockLanguage): TMatch {
  const end = Math.min(block.end, block.start + 160);
  return { text: text.slice(block.start, end), start: block.start, end };
}

export const foreignLanguagesRule: TPolicyRuleModule = { policyId: POLICY_IDS.foreignLanguages, check: checkForeignLanguages };
