import { concept, isNegatedHit, near, occurrences, sentenceNumbers, type TConceptDoc, type THit } from './concepts';

/**
 * Requirements a landlord puts on the tenant that stand for a protected class without naming it: a language the
 * tenant must speak (national origin), and sharing the landlord's faith or practising it (religion). A landlord who
 * describes themselves ("Christian landlord", "we speak English and Somali") states no requirement.
 */

/** Words that make what follows a condition of renting, in the corpus's languages. */
const REQUIRED = concept('required', [
  'must', 'required', 'requirement', 'require', 'requires', 'need to', 'needs to', 'have to', 'has to', 'should', 'expected to', 'mandatory', 'only', 'a must',
  // Spanish "debe / deben / tiene que", Vietnamese "phải", Hmong "yuav tsum", Somali "waa inuu / waa in".
  'debe', 'deben', 'tiene que', 'tienen que', 'necesario', 'phải', 'phai', 'yuav tsum', 'waa inuu', 'waa inay', 'waa in',
]);
/** The language named as the one a tenant must use. */
const ENGLISH = concept('english', ['english', '=inglés', '=ingles', 'tiếng anh', 'tieng anh', 'lus askiv', 'askiv', 'ingiriis', 'ingiriisi', 'af ingiriisi']);
/** Using a language: speaking, reading, writing or understanding it, fluently. */
const LANGUAGE_USE = concept('language use', [
  'speak', 'speaks', 'speaking', 'read', 'reads', 'write', 'writes', 'understand', 'understands', 'fluent', 'fluently', 'fluency', 'proficient', 'proficiency', 'communicate',
  'conversational', 'hablar', 'hable', 'hablen', 'leer', 'entender', 'nói', 'noi', 'biết', 'hais', 'nyeem', 'ku hadla', 'ku hadlo', 'akhriyo',
]);

/** A tenant required to speak, read or understand English: "tenant must understand English", "English fluency required". */
export function languageRequirement(doc: TConceptDoc): THit | null {
  const english = occurrences(doc, ENGLISH);
  const used = near(doc, LANGUAGE_USE, english, { window: 4 }).map((f) => f.b);
  const required = near(doc, REQUIRED, used, { window: 6 }).find((f) => !isNegatedHit(doc, f.a, 4) && !isNegatedHit(doc, f.b, 6));
  if (!required) return null;
  const start = Math.min(required.a.start, required.b.start);
  const end = Math.max(required.a.end, required.b.end);
  return { ...required.b, start, end, text: doc.text.slice(start, end) };
}

/** Sharing the landlord's outlook: with a faith named in the same sentence, a religious preference. */
const LIKE_MINDED = concept('like-minded', [
  'like minded', 'likeminded', 'same faith', 'same beliefs', 'same values', 'share faith', 'share beliefs', 'share values', 'shares faith', 'shares beliefs', 'shares values',
  'fellow believers', 'fellow christians', 'fellow catholics', 'fellow muslims', 'of like faith', 'misma fe', 'mismas creencias',
]);
/** Practising a faith, which a landlord may require: attending worship, belonging to a congregation, a pastor's reference. */
const WORSHIP = concept('worship', [
  'attend church', 'attends church', 'attend worship', 'attend mass', 'attend services', 'go to church', 'goes to church', 'church attendance', 'worship attendance', 'sunday worship',
  'church member', 'church members', 'church membership', 'member of church', 'members of church', 'member of congregation', 'members of congregation', 'congregation members',
  'parishioner', 'parishioners', 'pastor reference', 'pastoral reference', "pastor's reference", 'reference from pastor', 'church reference', 'reference from church',
  'statement of faith', 'faith statement', 'churchgoer', 'churchgoers', 'attend mosque', 'attend the masjid', 'attend synagogue', 'asistir a misa', 'miembros de la iglesia',
]);

/** A condition of renting, or a wish the landlord states: "expected", "a plus", "please provide" or "include" with the application. */
const REQUIRED_OR_EXPECTED = concept('required or expected', [
  'must', 'required', 'requirement', 'require', 'requires', 'need', 'needs', 'have to', 'has to', 'should', 'expected', 'expect', 'mandatory', 'only', 'preferred', 'prefer', 'a plus', 'provide', 'include', 'submit', 'bring', 'attach',
]);

/** A faith the tenant must share or practise: "believing owner wants tenants of the same faith", "church attendance expected". */
export function faithRequirement(doc: TConceptDoc, faiths: THit[]): THit | null {
  const sentence = sentenceNumbers(doc);
  const likeMinded = occurrences(doc, LIKE_MINDED).find((h) => !isNegatedHit(doc, h, 4) && faiths.some((f) => sentence[f.first] === sentence[h.first]));
  if (likeMinded) return likeMinded;
  const worship = near(doc, REQUIRED_OR_EXPECTED, WORSHIP, { window: 5 }).find((f) => !isNegatedHit(doc, f.b, 6) && !isNegatedHit(doc, f.a, 4));
  return worship ? worship.b : null;
}

/**
 * A document only a citizen or a person born in the country holds, asked of every applicant: "bring a U.S. birth
 * certificate", "proof of citizenship required". Programs that accept eligible immigration status as the alternative
 * ("citizenship or eligible immigration status") ask lawfully and are left alone.
 */
const CITIZENSHIP_DOCUMENT = concept('citizenship document', [
  'u s birth certificate', 'us birth certificate', 'american birth certificate', 'birth certificate from the u s', 'proof of citizenship', 'proof of u s citizenship',
  'proof of us citizenship', 'proof of american citizenship', 'citizenship papers', 'citizenship documents', 'proof of legal status', 'proof of immigration status',
  'immigration papers', 'green card', 'u s passport', 'us passport', 'american passport', 'naturalization papers', 'naturalization certificate',
  'acta de nacimiento americana', 'prueba de ciudadanía', 'prueba de ciudadania', 'papeles de ciudadanía',
]);
const ALTERNATIVE_STATUS = concept('eligible status', ['eligible immigration status', 'eligible non citizen', 'eligible noncitizen', 'or other id', 'or any id', 'or any photo id', 'any government id']);

export function citizenshipDocument(doc: TConceptDoc): THit | null {
  const lawful = new Set(occurrences(doc, ALTERNATIVE_STATUS).map((h) => doc.tokens[h.first].clause));
  const asked = near(doc, REQUIRED_OR_EXPECTED, CITIZENSHIP_DOCUMENT, { window: 6 }).find((f) => !lawful.has(doc.tokens[f.b.first].clause) && !isNegatedHit(doc, f.b, 6));
  return asked ? asked.b : null;
}
