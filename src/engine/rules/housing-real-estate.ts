import { POLICY_IDS } from '../../domain/policy-library';
import { concept, docOf, isNegatedHit, near, occurrences, quantityHits, restsOnUncertainWords, tokenize, type TConceptDoc, type THit } from './concepts';
import { findingFor, type TCitation } from './finding';
import { citizenshipDocument, faithRequirement, languageRequirement } from './housing-requirements';
import { foldMarks } from './language-identification';
import { sexForRent } from './sex-for-rent';
import { findFirst, type TMatch } from './text-match';
import type { TPolicyRuleModule, TRuleFinding, TRuleInput } from './types';

const finding = findingFor(POLICY_IDS.housingRealEstate);

const CITE = {
  fairHousing: { section: '42 U.S.C. 3604(c); 24 CFR 100.75', category: 'federal_law', effectiveDate: '1989-03-12' },
  minnesota: { section: 'Minn. Stat. 363A.09 subd. 1', category: 'state_law', effectiveDate: null },
  sourceOfIncome: { section: 'Minn. Stat. 363A.09 (public assistance status; verify current source-of-income law)', category: 'state_law', effectiveDate: null },
  olderPersons: { section: '42 U.S.C. 3607(b)', category: 'federal_law', effectiveDate: '1995-12-28' },
  sharedLiving: { section: '42 U.S.C. 3604(c); 42 U.S.C. 3603(b) (shared living exemption)', category: 'federal_law', effectiveDate: null },
  equalHousing: { section: 'HUD fair housing advertising guidance (former 24 CFR 109.30)', category: 'publisher_policy', effectiveDate: null },
  sexForRent: { section: '42 U.S.C. 3604(b), (c); 24 CFR 100.600 (quid pro quo harassment)', category: 'federal_law', effectiveDate: null },
} as const satisfies Record<string, TCitation>;

/**
 * Words that offer housing on their own: a listing, a lease, a landlord, a community for older people to live in.
 * Spanish "se vende" is "for sale" of anything (a truck, a rifle), so it offers housing only with a dwelling after it;
 * German "zu vermieten" and Russian "сдаётся", "сдаю" let a place to live.
 */
const HOUSING =
  /\b(?:for\s+(?:rent|lease)|(?:now|pre)[-\s]?leasing|(?:browse|search|see|view)\s+(?:(?:our|the|all|home|house|rental)\s+)?listings|(?:home|house|apartment|housing)[-\s](?:search|hunt|hunting|finder)|rental\s+(?:homes?|houses?|units?|propert(?:y|ies)|apartments?|listings?)|rentals?\s+available|(?:\d|one|two|three|four|studio)[-\s]?(?:br|bdrm|bedroom)s?\b|\d\s?(?:bed|bd)s?\s*[\/,]?\s*\d(?:\.\d)?\s?(?:bath|ba)s?\b|bedrooms?|homes?\s+for\s+sale|houses?\s+for\s+(?:rent|sale)|rooms?\s+for\s+rent|roommates?|housemates?|sublets?|subleases?|MLS|realtors?|realty|listing\s+agreements?|real\s+estate|landlords?|tenants?|security\s+deposit|lakeshore\s+(?:home|cabin|property)|cabins?\s+for\s+sale|lots?\s+for\s+sale|(?:acres?|acreage|land|hunting\s+land|recreational\s+land)\s+for\s+sale|(?:hunting|deer)\s+(?:shacks?|cabins?|camps?)\s+for\s+(?:sale|rent|lease)|(?:lake|lakeshore|lakefront|waterfront|wooded|building|residential|cabin)\s+lots\b|manufactured\s+homes?|mobile\s+homes?|senior\s+(?:apartments|living|housing|communit(?:y|ies)|residences?)|housing\s+for\s+older\s+persons|(?:assisted|independent|retirement)\s+living|retirement\s+(?:communit(?:y|ies)|homes?)|single[-\s]family\s+homes?|brokerage|pre-?construction|floor\s+plans?|leasing\s+office|homesites?|deeded\s+(?:weeks?|access|lots?|lakeshore|shoreline|units?)|timeshares?|vacation\s+ownership|(?:cabins?|cottages?|rooms?|houses?|homes?|units?|suites?)\s+(?:(?:for\s+rent|available)\s+)?(?:by\s+the\s+month|month[-\s]to[-\s]month|monthly)|studio\s+apartments?|townhomes?|townhouses?|duplex|triplex|fourplex|se\s+(?:renta|alquila)|se\s+vende\s+(?:(?:una?|esta|bonita|hermosa|amplia)\s+)?(?:casa|casita|terreno|lote|departamento|apartamento|condominio|d[úu]plex|traila|tr[áa]iler|propiedad|rancho|caba[ñn]a)|en\s+renta|en\s+alquiler|alquiler|rec[áa]maras?|guri\s+kiro|kiro\s+ah|qol(?:al)?\s+jiif|(?:nhà|phòng|căn\s+hộ|nha|phong|can\s+ho)\s+cho\s+thu[êe]|cho\s+thu[êe]\s+(?:nhà|phòng|căn\s+hộ|nha|phong|can\s+ho)|phòng\s+ngủ|phong\s+ngu|tsev\s+xauj|xauj\s+tsev|zu\s+vermieten|(?:haus|wohnung|zimmer)\s+zu\s+verkaufen|mieter|mieterin)(?![\p{L}])|(?<![\p{L}])(?:сда[её]тся|сда[юм]|в\s+аренду)(?![\p{L}])/iu;
/**
 * Kinds of dwelling, which an ad may name without offering one ("incall in a private apartment", "condo
 * cleaning"): housing only beside a price, a lease, a sale or a move-in. Classifieds abbreviate them ("APT", "efficiency apt"); a room
 * let in a house is "a furnished room" or "a spare room" (a restaurant's or a hotel's "private room" is not one), and a
 * wedding barn's "bridal loft" or a church's "choir loft" is no loft to live in.
 */
const DWELLING = /\b(?:apartments?|apts?|condos?|condominiums?|(?<!\b(?:bridal|brides?'?s?|grooms?'?s?|hay|choir|organ|barn)\s+)lofts?|residences|farmsteads?|efficiency\s+(?:apartments?|apts?|units?|suites?)|(?:furnished|unfurnished|spare|sleeping)\s+rooms?|departamentos?|apartamentos?|casas?\s+en\s+venta)\b/i;
/** A price, a lease or sale, or the terms a tenant lives by ("no pets", "heat included"). */
const OFFER =
  /\$\s?\d|\b(?:rent|rents|rental|lease|leasing|for\s+sale|available|move[-\s]?in|sq\.?\s?ft|square\s+feet|pricing|priced|renta|venta|pets?|utilities|deposit|furnished|laundry|heat\s+included|per\s+month|a\s+month|\/mo|welfare|section\s*8|vouchers?)\b/i;

function housingAd(text: string): TMatch | null {
  return findFirst(text, HOUSING) ?? (OFFER.test(text) ? findFirst(text, DWELLING) : null);
}

const FAMILIAL =
  /\b(?:adults?\s+only|adult\s+(?:community|building|living)\s+only|no\s+(?:(?:damn|darn|dang|freaking|frickin|friggin|fucking|stinking|bratty|noisy|loud|screaming|little|small|young)\s+)?(?:children|kids|minors|teen(?:ager)?s|babies|infants|families(?:\s+with\s+(?:children|kids))?)|(?:children|kids)\s+(?:are\s+)?not\s+(?:allowed|permitted|welcome|accepted)|not\s+suitable\s+for\s+(?:children|kids|families)|not\s+(?:a\s+)?(?:fit|good\s+fit|suitable|right)\s+for\s+(?:anybody|anyone|people|folks|families|tenants)\s+with\s+(?:little\s+ones|kids|children|small\s+children|young\s+children|babies|toddlers)|(?:perfect|ideal|great|suited|best)\s+for\s+(?:a\s+)?(?:singles?|single\s+(?:person|professional|adult)|(?:mature|retired|professional|working)\s+(?:couples?|persons?|adults?)|couples?|empty[-\s]nesters|one\s+person)\b(?!\s+(?:or|and|&)\s+(?:a\s+)?(?:small\s+|growing\s+|young\s+)?famil)|mature\s+(?:couples?|persons?|adults?|individuals?|tenants?)|empty[-\s]nesters\s+only|singles?\s+only|couples?\s+only|child[-\s]?free\s+(?:building|community|property))/i;
/**
 * The housing-for-older-persons statement: an age of 55 or 62 stated as the residents' minimum, an age-restricted
 * community, or the Act by name. "Active adult" or "senior living" alone states no age and claims no exemption, so
 * turning children away under either stays a familial-status limitation.
 */
const OLDER_PERSONS =
  // "55+" ends in a sign, so no word boundary may follow it ("55+ community").
  /\b(?:55|62)\s*\+|\b(?:(?:55|62)\s+(?:years?\s+(?:of\s+age\s+|old\s+)?)?(?:and|or|&)\s+(?:older|over|up)|(?:ages?|aged)\s+(?:55|62)|at\s+least\s+(?:55|62)|age[-\s]restricted|housing\s+for\s+older\s+persons(?:\s+act)?|HOPA)\b/i;
const RELIGION =
  /\b(?:christian|catholic|protestant|lutheran|jewish|muslim|mormon|hindu|buddhist|church[-\s]going|god[-\s]fearing|believing)\s+(?:home|household|family|families|tenants?|renters?|roommates?|couple|only|preferred|wanted|neighborhood|community(?!\s+cent(?:er|re)))\b|\b(?:christians|catholics|muslims|jews|believers)\s+(?:only|preferred)\b|\bno\s+(?:muslims|jews|christians|atheists|catholics|hindus)\b/i;
const RACE_ORIGIN =
  /\b(?:whites?\s+only|white\s+(?:tenants?|family(?!\s+room)|families|people|neighborhood|community|renters?)|caucasians?(?:\s+only)?|no\s+(?:blacks|hispanics|latinos|mexicans|somalis|asians|indians|immigrants|foreigners|refugees|minorities|section\s+of\s+town)|english[-\s]speak(?:ing|ers?)\s+(?:(?:tenants?|renters?|applicants|people|persons|residents|families|household)\s+)?only|(?:must|should)\s+speak\s+(?:fluent\s+)?english|americans?\s+only|(?:U\.?\s?S\.?|american)\s+citizens?\s+only|(?:exclusive|restricted)\s+(?:neighborhood|community|area|building)|(?:hispanic|latino|asian|black|african|somali|hmong|oriental|european|scandinavian|norwegian|swedish|german|irish)\s+(?:only|preferred|famil(?:y|ies)\s+preferred|tenants?\s+(?:only|preferred)))\b/i;
const DISABILITY =
  /\b(?:no\s+(?:wheelchairs?|handicapped|disabled|disabilities|mentally\s+ill|service\s+(?:animals|dogs)|assistance\s+animals|emotional\s+support\s+animals|ESAs?|group\s+homes?|halfway\s+houses?|sober\s+(?:homes?|houses?|living))|able[-\s]bodied|physically\s+(?:fit|able)\s+(?:tenants?|persons?|only)|must\s+be\s+(?:healthy|physically\s+(?:fit|able)|able[-\s]bodied|able\s+to\s+(?:climb|walk|see|hear))|(?:healthy|sane|mentally\s+stable)\s+(?:tenants?|persons?|individuals?|people)\s+only|not\s+suitable\s+for\s+(?:the\s+)?(?:handicapped|disabled|wheelchairs?))\b/i;
const SEX =
  /\b(?:(?:men|males?|women|females?|ladies|gentlemen|guys|girls)\s+only|no\s+(?:men|males|women|females)\b|(?:male|female|woman|man|lady|gentleman)\s+(?:preferred|wanted|tenants?\s+only|renters?\s+only|roommate\s+(?:wanted|preferred|only)))/i;
/** The advertiser's own home shared: "share my townhome", "a room in our house". */
const OWN_HOME_SHARED = /\b(?:share|sharing|in|of)\s+(?:my|our)\b/i;
const SHARED_LIVING =
  /\b(?:roommates?|housemates?|rooms?\s+(?:for\s+rent|in\s+(?:my|our|a)\s+(?:home|house|apartment))|share\s+(?:a\s+|my\s+|our\s+)?(?:home|house|apartment|bath(?:room)?|kitchen)|shared\s+(?:bath(?:room)?|kitchen|living))\b/i;
const ORIENTATION_MARITAL =
  /\b(?:straight\s+(?:couples?|tenants?)\s+only|no\s+(?:gays?|lesbians|LGBTQ?\+?|same[-\s]sex\s+couples|unmarried\s+couples)|married\s+couples?\s+only|must\s+be\s+married)\b/i;
const PUBLIC_ASSISTANCE =
  /\bno\s+(?:public\s+assistance|welfare|MFIP|general\s+assistance|SSI|SSDI|government\s+assistance|(?:disability|social\s+security)\s+(?:income|benefits|checks))\b|\b(?:public\s+assistance|welfare)\s+(?:not\s+(?:accepted|welcome)|recipients\s+need\s+not\s+apply)\b/i;
const VOUCHERS =
  /\bno\s+(?:section\s*8|sec\.?\s*8|housing\s+(?:choice\s+)?vouchers?|vouchers?|HCV)\b|\b(?:section\s*8|vouchers?)\s+(?:not\s+(?:accepted|welcome)|need\s+not\s+apply)|\b(?:do(?:es)?\s+not|don'?t|will\s+not|won'?t)\s+(?:accept|take)\s+(?:section\s*8|(?:housing\s+)?vouchers?)/i;
const EQUAL_HOUSING = /\bequal\s+housing\s+(?:opportunity|lender)\b|\bEHO\b|\bfair\s+housing\b/i;

// ------------------------------------------------------------------------------------------------
// Concepts: who an ad prefers or turns away, in any wording. A protected-class word is a finding only
// in a frame that prefers or excludes ("tenants without kids preferred", "prefer renters who share
// our faith"), never on its own ("kids welcome", "near St. Olaf church", "wheelchair accessible").

const CHILDREN = concept('children', [
  'child', 'children', 'kid', 'kids', 'little ones', 'toddler', 'toddlers', 'baby', 'babies', 'infant', 'infants', 'minors', 'teen', 'teens', 'teenager', 'teenagers', 'youngsters',
  'families with children', 'families with kids', 'young family', 'young families', 'niños', 'niñas', 'menores', 'chicos',
  // Typed or read by OCR without the tilde; Vietnamese "trẻ em", "trẻ nhỏ", "con nhỏ"; Hmong "menyuam"; Somali "carruur", "ilmo".
  'ninos', 'ninas', 'trẻ em', 'tre em', 'trẻ nhỏ', 'tre nho', 'con nhỏ', 'con nho', 'menyuam', 'carruur', 'carruurta', 'caruur', 'caruurta', 'ilmo', 'ilmaha',
  // A household named by its children: "households with young children", "tenants with kids".
  'households with children', 'households with young children', 'households with kids', 'families with young children', 'tenants with children', 'tenants with kids',
  'renters with children', 'renters with kids', 'buyers with children',
  // Spanish sons and daughters, babies.
  'hijos', 'hijas', 'bebés', 'bebes',
  // German and Russian children: "ohne Kinder", "без детей".
  '=kinder', '=kindern', '=детей', '=дети', '=детьми',
]);
const ADULTS_ONLY = concept('adults only', [
  'adults only', 'adult only', 'adult park', 'adult parks', 'adult building', 'adult household', 'solo adultos', 'solo para adultos', 'sólo adultos', 'no one under', 'nobody under',
  'no residents under', 'no occupants under',
  // A community or complex for adults ("an active adult community"): without a 55+ or 62+ statement it claims no exemption.
  'adult community', 'adult communities', 'adults only community', 'adult complex', 'adult living', 'adult lifestyle', 'adult oriented',
  // Vietnamese "chỉ (dành) cho người lớn", Hmong "tsuas yog neeg laus", Somali "dad waaweyn oo keliya" (adults only).
  'chỉ cho người lớn', 'chỉ dành cho người lớn', 'chi cho nguoi lon', 'chi danh cho nguoi lon', 'tsuas yog neeg laus', 'neeg laus xwb', 'dad waaweyn oo keliya',
  'dad waaweyn oo kaliya', 'dadka waaweyn oo keliya', 'dadka waaweyn oo kaliya',
]);
/** "Adult community education", "adult living skills class": an adult service named, not a household limited. */
const ADULT_SERVICE_AFTER = new Set(['education', 'ed', 'center', 'centre', 'class', 'classes', 'college', 'school', 'services', 'program', 'programs', 'skills', 'day', 'care']);
/** Words that turn a group away when they follow it: "kids not allowed", "children, sorry". */
const TURNED_AWAY = concept('turned away', [
  'not allowed', 'not permitted', 'not welcome', 'not accepted', 'not suitable', 'need not apply', 'prohibited', 'sorry', 'not a good fit', 'no exceptions', 'not considered',
  'not a fit', 'not the right fit', "aren't a fit", "isn't a fit", 'not a match',
  'no permitidos', 'no se permiten', 'no se aceptan',
  // Somali "lama oggola" (not allowed), "ma aqbalno" (we do not accept).
  'lama oggola', 'lama ogola', 'ma oggola', 'ma ogola', 'ma aqbal*', 'lama aqbal*',
]);
/** Words that prefer: "ideal for", "preferred", "only", "seeking", "must be". */
const PREFER = concept('preference', [
  'prefer', 'preferred', 'preference', 'only', 'ideal for', 'perfect for', 'great for', 'best for', 'suited for', 'suited to', 'suitable for', 'seeking', 'looking for', 'wanted', 'must be',
  'must have', 'required', 'requirement', 'should be', 'reserved for', 'exclusively', 'solo', 'preferiblemente',
  // The tenant pictured: "for the right girl", "rent waived for an attractive young lady", "suits a mature gentleman".
  'for a', 'for an', 'for one', 'for the right', 'suits', 'would suit', 'suit',
]);
const SEX_PERSON = concept('a sex', [
  'man', 'men', 'male', 'males', 'woman', 'women', 'female', 'females', 'lady', 'ladies', 'gal', 'gals', 'guy', 'guys', 'girl', 'girls', 'gentleman', 'gentlemen', 'bachelor', 'bachelors',
  'bachelorette', 'hombre', 'hombres', 'mujer', 'mujeres', 'señorita',
]);
/** "Man cave", "she shed", "man door": a sex word that names a room or thing. */
const SEX_THING_AFTER = concept('thing', ['cave', 'shed', 'door', 'hours', 'power', 'made', 'hole', 'special', 'specials']);
/** "Handy man", "middle man": a trade or role, not a sex. */
const SEX_WORD_BEFORE = concept('role', ['handy', 'middle', 'business', 'sales', 'best', 'snow', 'weather', 'repair', 'maintenance', 'delivery', 'family']);
const FAITH = concept('faith', [
  'christian', 'christians', 'catholic', 'catholics', 'protestant', 'lutheran', 'lutherans', 'baptist', 'jewish', 'jews', 'muslim', 'muslims', 'mormon', 'hindu', 'buddhist', 'faith',
  'believer', 'believers', 'church going', 'churchgoing', 'church goers', 'god fearing', 'bible believing', 'religious', 'atheist', 'atheists', 'share our faith', 'share our values',
  'cristiano', 'cristianos', 'católico', 'cristiana', 'cristianas', 'católica', 'católicos', 'catolico', 'catolicos', 'evangélico', 'evangélicos', 'evangelico', 'evangelicos',
  'musulmán', 'musulmanes', 'judío', 'judíos',
  'evangelical', 'evangelicals', 'pentecostal', 'methodist', 'methodists', 'presbyterian', 'adventist', 'mennonite', 'amish', 'sikh', 'islamic', 'born again',
  // Vietnamese Catholic, Buddhist, Protestant; Hmong "ntseeg Vajtswv" (believe in God).
  'công giáo', 'cong giao', 'phật tử', 'phat tu', 'đạo phật', 'tin lành', 'tin lanh', 'thiên chúa', 'ntseeg vajtswv', 'neeg ntseeg',
  // Somali: Muslims, Christians.
  'muslimiin', 'islaam', 'kiristaan', 'kiristaanka', 'masiixi', 'masiixiyiin',
]);
const SPOKEN_LANGUAGES = [
  'spanish', 'russian', 'ukrainian', 'somali', 'hmong', 'vietnamese', 'chinese', 'mandarin', 'cantonese', 'korean', 'arabic', 'amharic', 'oromo', 'karen',
  'lao', 'khmer', 'tagalog', 'polish', 'german', 'norwegian', 'swedish', 'french', 'portuguese', 'hindi', 'nepali', 'swahili',
];
const ORIGIN = concept('national origin', [
  'native english', 'english speaker', 'english speakers', 'english speaking', 'speak english', 'speaks english', 'fluent english', 'american born', 'born in america', 'born in the us', 'native born', 'born here', 'real american', 'real americans', 'true american', 'true americans',
  'born and raised in this country', 'born in this country', 'born in the usa', 'birth certificate', 'citizens', 'citizen', 'citizenship', 'immigrants', 'immigrant', 'foreigners', 'foreign born', 'refugees',
  'foreign students', 'foreign nationals', 'foreign tenants', 'international students', 'non citizens', 'noncitizens', 'undocumented', 'illegals', 'illegal immigrants', 'illegal aliens', 'accent', 'accents', 'green card', 'papers', 'documented',
  'nationality', 'ethnicity', 'race', 'caucasian', 'white', 'whites', 'hispanic', 'latino', 'latinos', 'somali', 'somalis', 'hmong', 'asian', 'asians', 'black', 'blacks', 'mexican', 'mexicans',
  'american', 'americans', 'scandinavian', 'norwegian', 'swedish', 'german', 'irish', 'european', 'african', 'indian', 'arab',
  '=hispana', '=hispanas', '=hispano', '=hispanos', '=latina', '=latinas', '=mexicana', '=mexicanas', '=mexicano', '=mexicanos', '=americana', '=americanas',
  '=americanos', '=blanca', '=blancas', '=blancos', '=somalíes', '=asiáticos', '=inmigrantes', '=extranjeros', '=ciudadanos', 'habla inglés', 'hablen inglés',
  '=papeles', 'documentos', 'indocumentados', 'estatus migratorio', 'immigration status', 'legal status', 'social security number',
  // Nationalities and peoples of the region's communities and beyond.
  'vietnamese', 'chinese', 'korean', 'japanese', 'filipino', 'laotian', 'lao', 'cambodian', 'karen', 'burmese', 'tibetan', 'ethiopian', 'oromo', 'eritrean', 'liberian',
  'nigerian', 'kenyan', 'sudanese', 'congolese', 'russian', 'ukrainian', 'polish', 'italian', 'french', 'dutch', 'finnish', 'danish', 'middle eastern', 'pakistani',
  'bangladeshi', 'puerto rican', 'cuban', 'dominican', 'salvadoran', 'guatemalan', 'honduran', 'ecuadorian', 'colombian', 'venezuelan', 'peruvian', 'brazilian',
  'haitian', 'jamaican', 'native american', 'indigenous', 'latinx', 'chicano',
  // Native people named by the reservation ("no rez people", "reservation types", "non-tribal renters"); "no reservation
  // needed" books a table.
  'reservation trash', 'reservation people', 'reservation folks', 'reservation types', 'people from the reservation', 'rez trash', 'rez people', 'natives', 'rez neighbors',
  'rez neighbours', 'rez families', 'reservation neighbors', 'reservation families',
  'off reservation', 'on reservation', 'non native', 'non natives', 'tribal member', 'tribal members', 'non tribal', 'nontribal', 'enrolled members',
  // German and Russian speakers and nationals: "deutschsprachige Familien", "nur Deutsche", "только русскоязычным".
  '=deutschsprachige', '=deutschsprachigen', '=deutsche', '=deutschen', '=ausländer', '=русские', '=русским', '=русских', '=русскоязычные', '=русскоязычным', '=славяне', '=славянам',
  // The Roma, by their name and by the slur for them; Somali as the Somali write it.
  'romani', 'romany', 'gypsy', 'gypsies', 'soomaali', 'soomaaliyeed',
  // Vietnamese "người Việt" (Vietnamese people), "người da trắng/đen" (white/black people); Hmong "neeg Hmoob" (Hmong people).
  'người việt', 'nguoi viet', 'người da trắng', 'người da đen', 'người mỹ', 'neeg hmoob', 'hmoob',
  // Speakers of a language stand for the people who speak it: "Russian speakers only", "Spanish-speaking tenants preferred".
  ...SPOKEN_LANGUAGES.flatMap((language) => [`${language} speaker`, `${language} speakers`, `${language} speaking`, `speak ${language}`, `speaks ${language}`]),
]);
/**
 * Steering in code: the neighbours described as one kind of people the reader is invited to join ("among your own
 * kind", "people like us"), which says who is wanted without naming the group.
 */
const STEERING = concept('steering', [
  'own kind', 'our kind', 'your kind', 'their own kind', 'own people', 'people like us', 'people like you', 'folks like us', 'folks like you', 'right kind of people',
  'right sort of people', 'the right crowd', 'like us', 'our sort', 'su propia gente', 'gente como nosotros',
  // Neighbours of the reader's own background, or away from neighbourhoods "changing" (the old code for who moves in).
  'share your background', 'share our background', 'of your background', 'same background', 'your own background',
  'changing neighborhood', 'changing neighborhoods', 'changing parts of', 'changing part of', 'changing areas', 'changing area',
  'changing side of', 'changing demographics',
]);
/** Colours and things that follow "white" and "black" in listings: "white appliances", "black granite". */
const ORIGIN_THING_AFTER = concept('thing', [
  'appliances', 'cabinets', 'granite', 'trim', 'walls', 'paint', 'fence', 'siding', 'kitchen', 'countertops', 'tile', 'carpet', 'oak', 'pine', 'family room', 'room', 'bear', 'lake', 'river',
  'friday', 'owned', 'style', 'made', 'flag', 'legion', 'stainless', 'hardware', 'fixtures', 'finish', 'finishes', 'roof', 'shutters', 'doors', 'floors', 'flooring', 'quartz', 'marble',
  'shingles', 'hills', 'forest', 'pub', 'restaurant', 'restaurants', 'market', 'markets', 'grocery', 'mall', 'cuisine', 'food', 'church', 'festival', 'heritage', 'culture', 'cultural',
  'center', 'centre', 'shop', 'shops', 'bakery', 'settlers', 'standard', 'dream', 'history', 'museum', 'institute', 'studies', 'language',
]);
/** Strong preference words: before the group ("prefer", "must be") or right after it ("preferred", "only"). */
const PREFER_BEFORE = concept('prefers', [
  'prefer', 'prefers', 'must be', 'must have', 'must speak', 'seeking', 'looking for', 'reserved for', 'exclusively for', 'perfect for', 'ideal for', 'great for', 'suited for',
  'suited to', 'best for', 'meant for', 'want', 'wanted', 'would suit', 'go first to', 'goes first to',
  'only for', 'only to', 'only renting to', 'only rent to', 'only rents to', 'renting only to', 'rent only to', 'rents only to', 'only leasing to', 'only lease to',
  'leasing only to', 'only selling to', 'only sell to', 'selling only to', '=solo', '=sólo', 'solo para', 'sólo para', '=solamente', '=únicamente', '=exclusivamente', 'preferiblemente', 'preferimos', 'de preferencia',
  // Somali "loogu talagalay" (meant for), "u gaar ah" (reserved for); Vietnamese "chỉ cho", "chỉ dành cho" (only for); Hmong "tsuas yog" (only).
  'loogu talagalay', 'loo gu talagalay', 'u gaar', 'chỉ cho', 'chỉ dành cho', 'chi cho', 'chi danh cho', 'tsuas yog', 'tsuas rau', 'tsuas xauj rau', 'tsuas muag rau',
  // Vietnamese "ưu tiên" (priority to), Spanish "preferencia a".
  'ưu tiên', 'uu tien', 'ưu tiên cho', 'uu tien cho', 'preferencia a', 'preferencia para',
  // Somali "doorbid" (prefer) as a listing conjugates it: "waxaa la doorbidayaa" (is preferred), "waan doorbidnaa" (we prefer).
  'doorbid', 'doorbidaa', 'doorbidayaa', 'doorbidnaa', 'doorbidaynaa', 'la doorbidi', 'la doorbido',
  // Priority given to a group: "priority to", "first priority for"; Somali "mudnaan" (priority), "waxaa mudnaan leh" (has priority).
  'priority to', 'priority for', 'priority given to', 'priority goes to', 'first priority', 'mudnaan', 'mudnaanta', 'mudnaan leh',
  // German "nur an", "nur für" (only to, only for), "bevorzugt" (preferred); Russian "только для", "только" (only for, only).
  'nur an', 'nur für', 'nur fur', 'ausschließlich an', 'ausschließlich für', '=bevorzugt', 'только для', '=только',
]);
/** "Only" after the group, in English, Spanish and Somali ("oo keliya", "kaliya"). */
// Hmong "xwb" closes "only" after the group ("tsev neeg Hmoob xwb", Hmong families only).
const PREFER_AFTER = concept('preferred', ['preferred', 'only', 'required', 'wanted', 'need not apply', 'solamente', 'solo', 'keliya', 'kaliya', 'oo keliya', 'oo kaliya', 'xwb']);
const ASSISTANCE_ANIMAL = concept('assistance animal', ['support animal', 'support animals', 'service animal', 'service animals', 'service dog', 'service dogs', 'assistance animal', 'assistance animals', 'emotional support', '=esa', '=esas', 'therapy animal', 'therapy animals', 'companion animal']);
// "Assistance animals are never charged a pet fee": the "never" spares them a charge, it does not turn them away.
const EXCEPT = concept('except', [
  'except', 'excepted', 'exception', 'exceptions for', 'welcome', 'allowed', 'accepted', 'permitted', 'accommodated', 'accommodate', 'pet fee', 'pet fees', 'pet deposit',
  'pet rent', 'charged a', 'no charge',
]);
const HEALTH_REQUIREMENT = concept('health requirement', ['good health', 'good physical health', 'physical health', 'physically fit', 'physically able', 'able bodied', 'healthy', 'sound mind', 'mentally stable', 'mental illness', 'walk without', 'climb stairs without']);
const MUST = concept('must', ['must', 'required', 'requirement', 'only', 'need to be', 'has to be', 'have to be', 'should be', 'preferred']);
/** Negators, with Vietnamese "không" / "chẳng", Hmong "tsis" and Somali "ma" / "lama" (typed with or without tone marks). */
const NO_WORD = new Set(['no', 'without', 'not', 'nor', 'sin', 'never', 'nobody', 'none', 'cannot', 'không', 'khong', 'chẳng', 'chang', 'tsis', 'lama', 'keine', 'kein', 'ohne', 'без', 'нет']);

/** A household by marriage or its size: "married couple", "a young professional couple", "newlyweds", "single person". */
const HOUSEHOLD = concept('household', [
  'couple', 'couples', 'married couple', 'married couples', 'married', 'newlyweds', 'newlywed', 'husband and wife', 'man and wife', 'single person', 'single professional',
  'single adult', 'single lady', 'single gentleman', 'one person', 'empty nesters', 'retirees', 'retired couple', 'pareja', 'parejas', 'matrimonio', 'casados',
  'singles', 'single residents', 'single tenants', 'single renters', 'single occupants', 'single people', 'unmarried', 'unmarried couples',
]);
/** "A couple of blocks", "couple minutes": the word as a count. */
const COUNT_AFTER = new Set(['of', 'blocks', 'minutes', 'miles', 'days', 'weeks', 'hours', 'steps', 'doors']);
/** "Perfect for a couple or a small family": a list that welcomes families is no preference. */
const FAMILY = concept('family', ['family', 'families', 'kids', 'children', 'roommates', 'anyone', 'everyone', 'familia', 'familias']);

/** Public assistance and housing subsidies a tenant may pay with (Minnesota protects public assistance status). */
const ASSISTANCE = concept('public assistance', [
  'public assistance', 'government assistance', 'county assistance', 'state assistance', 'rental assistance', 'assistance', 'welfare', 'mfip', 'general assistance', '=ssi',
  '=ssdi', 'disability income', 'social security income', 'food stamps', 'snap benefits', 'section 8', 'section eight', 'sec 8', 'housing voucher', 'housing vouchers', 'voucher',
  'vouchers', 'hcv', 'housing choice', 'sección 8', 'seccion 8', 'asistencia', 'asistencia pública', 'asistencia del condado', 'ayuda del gobierno', 'ayuda del condado', 'cupones',
  // Assistance named by what it pays for: "housing assistance programs", "rent assistance", "housing subsidies".
  'housing assistance', 'housing assistance programs', 'assistance programs', 'rent assistance', 'rent assistance programs', 'housing subsidy', 'housing subsidies',
  'rent subsidy', 'rent subsidies', 'subsidized tenants', 'emergency assistance',
  // Minnesota's programs that pay for housing and care: "no Elderly Waiver or Medical Assistance residents".
  'elderly waiver', 'cadi waiver', 'waiver programs', 'medical assistance', 'medicaid', 'housing support', 'group residential housing',
]);
const SUBSIDY = /section|sec\b|secci[oó]n|voucher|hcv|housing choice|cupones/i;
/** Words that may stand between a refusal and the assistance it refuses ("no se aceptan personas con asistencia", "not accepting tenants on welfare"). */
const BETWEEN_REFUSAL = new Set([
  'se', 'aceptan', 'acepta', 'aceptamos', 'personas', 'con', 'inquilinos', 'de', 'del', 'people', 'persons', 'tenants', 'renters', 'applicants', 'anyone', 'on', 'receiving', 'who', 'receive',
  'with', 'from', 'any', 'the', 'a', 'county', 'government', 'public', 'state', 'accept', 'accepted', 'accepting', 'take', 'taking', 'allow', 'allowed', 'or', 'and', 'ni', 'o', 'y',
  'participate', 'participating', 'in', 'honor', 'work', 'other', 'part', 'of', 'rent', 'rents', 'renting', 'lease', 'leasing', 'to',
  // Vietnamese "(không) nhận / chấp nhận" and Hmong "(tsis) txais / lees txais" (accept).
  'nhận', 'nhan', 'chấp', 'chap', 'txais', 'lees',
  // "Not approved for Section 8", "not eligible for vouchers": the unit kept out of the program.
  'approved', 'eligible', 'for',
]);
/**
 * Other items of a refused list, joined to the assistance by "or" ("no pets or Section 8", "no darn kids or
 * vouchers"), and a curse before them. "No pets (assistance animals welcome)" joins nothing.
 */
const LISTED_BEFORE = new Set(['pets', 'pet', 'dogs', 'cats', 'smokers', 'smoking', 'kids', 'children', 'students', 'parties', 'damn', 'darn', 'freaking']);
const LIST_JOINER = new Set(['or', 'nor', 'and', 'ni', 'o', 'y']);
/** Somali puts the refusal before or after what it refuses: "ma aqbalno" (we do not accept), "lama aqbalo" (is not accepted). */
// OCR may read the "q" as a "g".
const SOMALI_REFUSAL_TERMS = ['ma aqbal*', 'ma agbal*', 'lama aqbal*', 'lama agbal*', 'aan la aqbal*', 'lama oggola', 'lama ogola'];
const SOMALI_REFUSAL = concept('refused', SOMALI_REFUSAL_TERMS);
/** Refused after the assistance it refuses, or kept out of the income a tenant qualifies with ("SSI and vouchers not counted as income"). */
const REFUSED_AFTER = concept('refused', [
  'not accepted', 'not welcome', 'need not apply', 'not allowed', 'not eligible', 'not considered', 'no aceptada', 'no aceptado', 'no se acepta', 'no se aceptan',
  // Refused in the passive: "vouchers cannot be accepted at this time".
  'cannot be accepted', 'can not be accepted', "can't be accepted", 'not be accepted', 'cannot be considered', 'not be considered',
  'not counted', 'not count', 'do not count', 'does not count', "don't count", "doesn't count", 'not included in income', 'not qualifying income', 'no cuenta', 'no cuentan',
  ...SOMALI_REFUSAL_TERMS,
]);
/** Words that may stand between a negator and the group it turns away ("not set up for little ones", "no young kids"). */
const BETWEEN_NEGATION = new Set([
  'set', 'up', 'for', 'suitable', 'designed', 'meant', 'intended', 'ideal', 'good', 'safe', 'place', 'allowed', 'with', 'the', 'a', 'an', 'any', 'more', 'than', 'small', 'young',
  'little', 'one', 'anyone', 'under', 'over', 'older', 'younger', 'please', 'large',
  // "No school-age children", "not a fit for young families": the group's age and a word of fitting stand between.
  'school', 'age', 'aged', 'preschool', 'fit',
  // "No se aceptan niños", "no se permiten mascotas ni niños".
  'se', 'aceptan', 'acepta', 'permiten', 'permite', 'admiten', 'para', 'con', 'ni',
  // "We don't rent to married couples", "will not lease to families": the refusal's verb.
  'rent', 'rents', 'renting', 'lease', 'leasing', 'sell', 'selling', 'to', 'accept', 'accepting', 'take', 'taking',
  // Past participles of the same refusal ("not sold or leased to"), and Vietnamese "nhận" / "cho" (accept, rent to).
  'sold', 'leased', 'rented', 'or', 'nhận', 'nhan', 'cho',
  // Vietnamese "không có / không chấp nhận" (no, not accepted), Hmong "tsis pub / tsis txais" (not allowed, not accepted).
  'có', 'co', 'chấp', 'chap', 'pub', 'txais', 'lees', 'accommodate',
  // Hmong "muaj" (to have) between "tsis pub" (not allowed) and the children it refuses.
  'muaj',
  // A curse or a complaint before the group: "no darn kids", "no screaming toddlers".
  'damn', 'darn', 'dang', 'freaking', 'bratty', 'noisy', 'loud', 'screaming',
]);

function spanOf(a: THit, b: THit, doc: TConceptDoc): THit {
  const start = Math.min(a.start, b.start);
  const end = Math.max(a.end, b.end);
  return { ...a, first: Math.min(a.first, b.first), last: Math.max(a.last, b.last), start, end, text: doc.text.slice(start, end) };
}

/** A landlord's refusal said before the group: "we don't rent to families with kids", Vietnamese "không nhận" (not taking). */
const REFUSED_TO = concept('refused to', [
  "don't rent to", "won't rent to", 'do not rent to', 'will not rent to', "don't accept", 'do not accept', "won't accept", "can't accept", 'cannot accept', "don't take", "won't take",
  'no rentamos a', 'no aceptamos', 'no se renta a', 'không nhận', 'khong nhan', 'không cho', 'khong cho', 'không chấp nhận', 'khong chap nhan', 'không tiếp nhận', 'khong tiep nhan',
]);

/** A negator a few words before the hit with no comma between: "no kids", "not set up for little ones", "without kids". */
function excludedByNegation(doc: TConceptDoc, hit: THit, window = 4): boolean {
  // "No pets, smokers or kids": the house rules listed before the group lengthen the negation's reach by as many words.
  const listed = houseRulesBefore(doc, hit);
  for (let i = hit.first - 1 - listed; i >= 0 && hit.first - listed - i <= window; i--) {
    const t = doc.tokens[i];
    if (t.clause !== doc.tokens[hit.first].clause) return false;
    if (doc.text.slice(t.end, doc.tokens[hit.first - listed].start).includes(',')) return false;
    if (NO_WORD.has(t.norm) || /n't$/.test(t.norm)) return true;
    if (!BETWEEN_NEGATION.has(t.norm) && !/^\d+$/.test(t.norm)) return false;
  }
  return false;
}

/** What a landlord refuses beside a group ("no pets or kids", "we don't rent to students or couples"), joined by "or" or commas. */
const HOUSE_RULES = new Set(['pets', 'pet', 'dogs', 'dog', 'cats', 'cat', 'smokers', 'smoking', 'students', 'parties', 'waterbeds', 'subleasing', 'or', 'nor']);
/** How many words right before the hit are such a list ending in "or" or "nor" (none unless the list is joined to the group). */
function houseRulesBefore(doc: TConceptDoc, hit: THit): number {
  const joiner = doc.tokens[hit.first - 1]?.norm;
  if (joiner !== 'or' && joiner !== 'nor') return 0;
  let n = 0;
  while (hit.first - 1 - n >= 0 && HOUSE_RULES.has(doc.tokens[hit.first - 1 - n].norm) && doc.tokens[hit.first - 1 - n].clause === doc.tokens[hit.first].clause) n++;
  return n > 1 ? n : 0;
}

/** A group turned away: negated, followed by "not allowed" or "sorry", or preferred against ("tenants without kids preferred"). */
function familialExclusion(doc: TConceptDoc): THit | null {
  const adultsOnly = occurrences(doc, ADULTS_ONLY).find((h) => !ADULT_SERVICE_AFTER.has(doc.tokens[h.last + 1]?.norm ?? ''));
  if (adultsOnly) return adultsOnly;
  const children = occurrences(doc, CHILDREN);
  // "Not sold or leased to households with young children": a refusal's verb and "to" before the group widen the reach.
  const negated = children.find((h) => excludedByNegation(doc, h, doc.tokens[h.first - 1]?.norm === 'to' ? 6 : 4));
  if (negated) return negated;
  const turned = near(doc, children, TURNED_AWAY, { window: 3, ordered: true })[0] ?? near(doc, REFUSED_TO, children, { window: 4, ordered: true })[0];
  if (turned) return spanOf(turned.a, turned.b, doc);
  // "No one under 12 in the unit": an age limit on who may live there.
  const underAge = quantityHits(doc, 'age', (q) => /^(?:under|younger)/i.test(q.text) && q.value <= 21).find((h) => excludedByNegation(doc, h, 3));
  return underAge ?? adultsPreferred(doc);
}

/** Adults as the tenants wanted: "adult tenants preferred", "ideal for grown-ups", unless families are welcomed beside them. */
const ADULTS = concept('adults', ['adults', 'adult tenants', 'adult renters', 'adult residents', 'adult occupants', 'adult household', 'adult households', 'grown ups', 'grownups', '=adultos']);
const ADULTS_WANTED_AFTER = concept('wanted', ['preferred', 'only', 'wanted', 'solamente', 'preferidos']);
const ADULTS_WANTED_BEFORE = concept('meant for', ['ideal for', 'perfect for', 'best for', 'great for', 'suited for', 'suited to', 'meant for', 'reserved for', 'designed for', 'prefer', 'seeking', 'looking for', 'para']);
function adultsPreferred(doc: TConceptDoc): THit | null {
  const families = [...occurrences(doc, FAMILY), ...occurrences(doc, CHILDREN)].map((f) => doc.tokens[f.first].clause);
  const frames = [...near(doc, ADULTS_WANTED_BEFORE, ADULTS, { window: 3, ordered: true }), ...near(doc, ADULTS, ADULTS_WANTED_AFTER, { window: 1, ordered: true })];
  const frame = frames.find((f) => !families.includes(doc.tokens[f.a.first].clause) && !isNegatedHit(doc, f.a, 3));
  return frame ? spanOf(frame.a, frame.b, doc) : null;
}

/** A preference for a sex: "ideal for a single working gal", "bachelor pad", "female preferred". */
function sexPreference(doc: TConceptDoc): THit | null {
  const thingStarts = new Set(occurrences(doc, SEX_THING_AFTER).map((h) => h.first));
  const roleEnds = new Set(occurrences(doc, SEX_WORD_BEFORE).map((h) => h.last));
  const people = occurrences(doc, SEX_PERSON).filter((h) => !thingStarts.has(h.last + 1) && !roleEnds.has(h.first - 1));
  const bachelorPad = people.find((h) => /^bachelor/i.test(h.text));
  if (bachelorPad) return bachelorPad;
  const frame = near(doc, PREFER, people, { window: 4 }).find((f) => !doc.text.slice(Math.min(f.a.end, f.b.end), Math.max(f.a.start, f.b.start)).includes(','));
  return frame ? spanOf(frame.a, frame.b, doc) : people.find((h) => excludedByNegation(doc, h, 1)) ?? null;
}

function preferenceFrame(doc: TConceptDoc, group: THit[]): THit | null {
  const noComma = (f: { a: THit; b: THit }) => !doc.text.slice(Math.min(f.a.end, f.b.end), Math.max(f.a.start, f.b.start)).includes(',');
  const frames = [...near(doc, PREFER_BEFORE, group, { window: 5, ordered: true }), ...near(doc, group, PREFER_AFTER, { window: 2, ordered: true })].sort((a, b) => a.start - b.start).filter(noComma);
  // A frame OCR read with confidence is the evidence before one that rests on a word it was unsure of.
  const frame = frames.find((f) => !restsOnUncertainWords(doc, f)) ?? frames[0];
  if (frame) return spanOf(frame.a, frame.b, doc);
  const turned = near(doc, group, TURNED_AWAY, { window: 3, ordered: true })[0];
  if (turned) return spanOf(turned.a, turned.b, doc);
  return group.find((h) => excludedByNegation(doc, h, refusalVerbBefore(doc, h) ? 4 : 2)) ?? null;
}

/** "Don't rent to", "won't lease to": a refusal's verb and "to" just before the group (or its list) widen the negation's reach by those two words. */
function refusalVerbBefore(doc: TConceptDoc, h: THit): boolean {
  const at = h.first - houseRulesBefore(doc, h);
  return doc.tokens[at - 1]?.norm === 'to' && /^(?:rent|rents|renting|lease|leasing|sell|selling)$/.test(doc.tokens[at - 2]?.norm ?? '');
}

function religiousPreference(doc: TConceptDoc): THit | null {
  const faiths = occurrences(doc, FAITH);
  return preferenceFrame(doc, faiths) ?? faithRequirement(doc, faiths);
}

function originPreference(doc: TConceptDoc): THit | null {
  const thingStarts = new Set(occurrences(doc, ORIGIN_THING_AFTER).map((h) => h.first));
  return preferenceFrame(doc, occurrences(doc, ORIGIN).filter((h) => !thingStarts.has(h.last + 1)));
}

/** A marriage or household-size preference: "ideal for a young professional couple", "married couple preferred", "newlyweds only". */
function householdPreference(doc: TConceptDoc): THit | null {
  const households = occurrences(doc, HOUSEHOLD).filter((h) => !COUNT_AFTER.has(doc.tokens[h.last + 1]?.norm ?? ''));
  // A family or roommates turned away ("no unmarried partners or roommate groups") are no welcome.
  const families = occurrences(doc, FAMILY).filter((f) => !isNegatedHit(doc, f));
  const welcomesFamilies = (h: THit) => families.some((f) => doc.tokens[f.first].clause === doc.tokens[h.first].clause && Math.abs(f.first - h.last) <= 5);
  return preferenceFrame(doc, households.filter((h) => !welcomesFamilies(h)));
}

/** The neighbours said to look like the reader: "a block where the people look like you and me". */
const NEIGHBOURS = concept('neighbours', ['neighbors', 'neighbours', 'neighbor', 'neighbour', 'people', 'folks', 'families', 'residents', 'everyone', 'everybody', 'community']);
const LOOK_LIKE = concept('look like', ['look like', 'looks like', 'looking like']);
/** Who the neighbours are said to look like: the reader, "us", or the folks and family the reader knows. */
const LIKENED_TO = new Set(['you', 'your', 'yourself', 'us', 'our', 'we', 'folks', 'people', 'family', 'neighbors', 'neighbours']);

/**
 * The place sold by the colour of who lives there: "an all-white area", "a Caucasian neighborhood", "mostly white block".
 * A white area rug or a White Bear neighbourhood names a thing or a town.
 */
const WHITE_PEOPLE = concept('white people', ['=white', '=whites', '=caucasian', 'all white', 'mostly white', 'predominantly white', 'lily white']);
const PLACE_LIVED = concept('place lived', ['area', 'neighborhood', 'neighbourhood', 'community', 'block', 'street', 'part of town', 'side of town', 'suburb', 'enclave', 'township', 'town']);
const NOT_A_PLACE_AFTER = new Set(['rug', 'rugs', 'map', 'code', 'center', 'centre']);
function placeByColour(doc: TConceptDoc): THit | null {
  const frame = near(doc, WHITE_PEOPLE, PLACE_LIVED, { window: 0, ordered: true }).find((f) => !NOT_A_PLACE_AFTER.has(doc.tokens[f.b.last + 1]?.norm ?? '') && !isNegatedHit(doc, f.a));
  return frame ? spanOf(frame.a, frame.b, doc) : null;
}

/** Neighbours described as the kind of people the reader should live among, or as looking like them. */
function steering(doc: TConceptDoc): THit | null {
  const named = occurrences(doc, STEERING)[0] ?? placeByColour(doc);
  if (named) return named;
  const alike = near(doc, NEIGHBOURS, LOOK_LIKE, { window: 3, ordered: true }).find((f) => {
    const next = doc.tokens.slice(f.b.last + 1, f.b.last + 3).filter((t) => t.clause === doc.tokens[f.b.last].clause);
    return !isNegatedHit(doc, f.b) && next.some((t) => LIKENED_TO.has(t.norm));
  });
  return alike ? spanOf(alike.a, alike.b, doc) : null;
}

/** Turning away tenants who pay with public assistance or a voucher, in English or Spanish. */
function assistanceRefusal(doc: TConceptDoc): THit | null {
  const refusedBefore = (hit: THit) => {
    for (let i = hit.first - 1; i >= 0 && hit.first - i <= 6; i--) {
      const t = doc.tokens[i];
      if (t.clause !== doc.tokens[hit.first].clause || doc.text.slice(t.end, hit.start).includes(',')) return false;
      if (NO_WORD.has(t.norm) || /n't$/.test(t.norm)) return true;
      const next = doc.tokens[i + 1]?.norm ?? '';
      const listed = LISTED_BEFORE.has(t.norm) && (LIST_JOINER.has(next) || LISTED_BEFORE.has(next));
      if (!BETWEEN_REFUSAL.has(t.norm) && !listed) return false;
    }
    return false;
  };
  const assistance = occurrences(doc, ASSISTANCE);
  const refused = assistance.find(refusedBefore);
  if (refused) return refused;
  // A scan may break the line between the assistance and its refusal; a sentence's end may not come between them.
  const oneSentence = (f: { a: THit; b: THit }) => !/[.!?;:]/.test(doc.text.slice(f.a.end, f.b.start));
  const turned = near(doc, assistance, REFUSED_AFTER, { window: 3, ordered: true, sameClause: false }).find(oneSentence);
  if (turned) return spanOf(turned.a, turned.b, doc);
  const refusedFirst = near(doc, SOMALI_REFUSAL, assistance, { window: 3, ordered: true })[0];
  return refusedFirst ? spanOf(refusedFirst.a, refusedFirst.b, doc) : null;
}

/** Refusing assistance animals ("no pets, and that includes support animals") or requiring good health. */
function disabilityExclusion(doc: TConceptDoc): THit | null {
  const excepted = occurrences(doc, EXCEPT).map((h) => doc.tokens[h.first].clause);
  const clauseHasNo = (clause: number) => doc.tokens.some((t) => t.clause === clause && (NO_WORD.has(t.norm) || /n't$/.test(t.norm) || t.norm === 'includes' || t.norm === 'including'));
  const animals = occurrences(doc, ASSISTANCE_ANIMAL).find((h) => {
    const clause = doc.tokens[h.first].clause;
    return clauseHasNo(clause) && !excepted.includes(clause);
  });
  if (animals) return animals;
  const health = near(doc, MUST, HEALTH_REQUIREMENT, { window: 4 })[0];
  return health ? spanOf(health.a, health.b, doc) : null;
}

/**
 * A phrase quoted to be talked about, not said to the reader: "Can I say “adults only”?", "never write 'no kids' in a listing",
 * "avoid phrases like “ideal for singles”". A verb of saying or writing, or "phrases like", just before the quotation mark
 * makes it a mention; the quoted words are blanked, offsets kept.
 */
const QUOTED_MENTION =
  /\b(?:say|says|saying|said|write|writes|writing|wrote|use|uses|using|put|puts|include|includes|avoid|avoids|phrases?\s+(?:like|such\s+as)|words?\s+(?:like|such\s+as)|terms?\s+(?:like|such\s+as)|wording\s+(?:like|such\s+as))\s*[:,]?\s*([“"‘'])([^”"’'\n]{2,80})([”"’'])/gi;
function withoutQuotedMentions(text: string): string {
  return text.replace(QUOTED_MENTION, (all: string, _open: string, quoted: string) => all.slice(0, all.length - quoted.length - 1) + ' '.repeat(quoted.length) + all.slice(-1));
}

/**
 * The text with its accents and tone marks folded away (`foldMarks`), null when it has none: Vietnamese typed without
 * its marks, or read by OCR with the wrong ones, then meets the unmarked spellings the concepts list.
 */
function foldedDoc(input: TRuleInput): TConceptDoc | null {
  const folded = foldMarks(input.text);
  return folded === input.text ? null : tokenize(folded, input.uncertain ?? []);
}

export function checkHousingRealEstate(original: TRuleInput): TRuleFinding[] {
  const blanked = withoutQuotedMentions(original.text);
  const input = blanked === original.text ? original : { ...original, text: blanked };
  const { text } = input;
  const folded = foldedDoc(input);
  // A listing typed without its accents, or read by OCR with the wrong ones, is recognised on the folded text.
  const housing = housingAd(text) ?? (folded ? housingAd(folded.text) : null);
  if (!housing) return [];
  const findings: TRuleFinding[] = [];
  const olderPersons = findFirst(text, OLDER_PERSONS);
  const shared = findFirst(text, SHARED_LIVING);

  const doc = docOf(input);
  // A concept read on the text as written, then with its accents and tone marks folded away.
  const either = (read: (d: TConceptDoc) => THit | null): THit | null => {
    const hit = read(doc) ?? (folded ? read(folded) : null);
    return hit ? { ...hit, text: text.slice(hit.start, hit.end) } : null;
  };
  const familial = findFirst(text, FAMILIAL) ?? either(familialExclusion);
  if (familial) {
    findings.push(
      olderPersons
        ? finding({
            citation: CITE.olderPersons,
            severity: 'moderate',
            type: 'older_persons_exemption',
            description: `Age-restricted housing ("${olderPersons.text}"): confirm the community qualifies as housing for older persons before accepting "${familial.text}".`,
            match: familial,
            kind: 'review_item',
          })
        : finding({
            citation: CITE.fairHousing,
            severity: 'critical',
            type: 'familial_status_preference',
            description: 'Indicates a preference or limitation based on familial status (children in the household).',
            match: familial,
          }),
    );
  }

  const discriminatory: [RegExp, string, string, TCitation][] = [
    [RACE_ORIGIN, 'race_or_national_origin_preference', 'race, color or national origin', CITE.fairHousing],
    [DISABILITY, 'disability_preference', 'disability', CITE.fairHousing],
    [ORIENTATION_MARITAL, 'orientation_or_marital_preference', 'sexual orientation or marital status', CITE.minnesota],
    [PUBLIC_ASSISTANCE, 'public_assistance_preference', 'status with regard to public assistance', CITE.minnesota],
  ];
  const refusedAssistance = either(assistanceRefusal);
  const byConcept: Record<string, () => TMatch | null> = {
    race_or_national_origin_preference: () => either((d) => originPreference(d) ?? steering(d) ?? languageRequirement(d) ?? citizenshipDocument(d)),
    disability_preference: () => disabilityExclusion(doc),
    orientation_or_marital_preference: () => householdPreference(doc),
    public_assistance_preference: () => (refusedAssistance && !SUBSIDY.test(refusedAssistance.text) ? refusedAssistance : null),
  };
  for (const [pattern, type, basis, citation] of discriminatory) {
    const hit = findFirst(text, pattern) ?? byConcept[type]?.() ?? null;
    if (hit) findings.push(preference(hit, type, basis, citation));
  }

  // A shared home may say whose home it is ("a room in a Muslim household"), which a person weighs; requiring the
  // tenant's faith ("must be a churchgoer") is a preference wherever the room is, except from someone choosing who
  // shares their own home ("a Catholic housemate to share my townhome"), whom the shared-living exemption may cover.
  const faithRequired = either(religiousPreference);
  const faithNamed = findFirst(text, RELIGION);
  const ownHomeShared = shared !== null && OWN_HOME_SHARED.test(text);
  if (faithRequired && !ownHomeShared && (shared || !faithNamed)) findings.push(preference(faithRequired, 'religious_preference', 'religion or creed', CITE.fairHousing));
  else if (faithNamed && !shared) findings.push(preference(faithNamed, 'religious_preference', 'religion or creed', CITE.fairHousing));
  else if (faithNamed ?? faithRequired) {
    findings.push(
      finding({
        citation: CITE.sharedLiving,
        severity: 'moderate',
        type: 'religious_preference',
        description: 'Shared-living ad names the household\'s religion; decide whether the shared-living exemption applies.',
        match: faithNamed ?? faithRequired,
        kind: 'review_item',
      }),
    );
  }

  // Shared living space may state a sex preference (HUD's guidance on roommate ads): a person decides.
  for (const [pattern, type, basis, byConcept] of [[SEX, 'sex_preference', 'sex', sexPreference]] as const) {
    const hit = findFirst(text, pattern) ?? byConcept(doc);
    if (!hit) continue;
    findings.push(
      shared
        ? finding({
            citation: CITE.sharedLiving,
            severity: 'moderate',
            type,
            description: `Shared-living ad states a preference based on ${basis}; decide whether the shared-living exemption applies.`,
            match: hit,
            kind: 'review_item',
          })
        : preference(hit, type, basis, CITE.fairHousing),
    );
  }

  const forSex = sexForRent(doc);
  if (forSex) {
    findings.push(
      finding({
        citation: CITE.sexForRent,
        severity: 'critical',
        type: 'sex_for_rent',
        description: 'Offers a rent break in exchange for companionship or sexual favors: sexual harassment in housing. Refuse and route to legal.',
        match: forSex,
      }),
    );
  }

  const vouchers = findFirst(text, VOUCHERS) ?? (refusedAssistance && SUBSIDY.test(refusedAssistance.text) ? refusedAssistance : null);
  if (vouchers) {
    findings.push(
      finding({
        citation: CITE.sourceOfIncome,
        severity: 'major',
        type: 'housing_voucher_refusal',
        description: 'Refuses housing vouchers (Section 8); Minnesota protects public assistance status. Route to legal to confirm current source-of-income law.',
        match: vouchers,
      }),
    );
  }

  if (!EQUAL_HOUSING.test(text)) {
    findings.push(
      finding({
        citation: CITE.equalHousing,
        severity: 'minor',
        type: 'missing_equal_housing_statement',
        description: 'No Equal Housing Opportunity statement or logo.',
        match: housing,
      }),
    );
  }

  if (input.segments.some((s) => s.method === 'image_ocr' || s.method === 'pdf_ocr')) {
    findings.push(
      finding({
        citation: CITE.fairHousing,
        severity: 'minor',
        type: 'housing_imagery_review',
        description: 'Check any people shown: imagery must not suggest the housing is for one group only.',
        match: housing,
        kind: 'review_item',
      }),
    );
  }
  return findings;
}

function preference(hit: TMatch, type: string, basis: string, citation: TCitation): TRuleFinding {
  return finding({
    citation,
    severity: 'critical',
    type,
    description: `Indicates a preference, limitation or discrimination based on ${basis}; the publisher is liable for printing it.`,
    match: hit,
  });
}

export const housingRealEstateRule: TPolicyRuleModule = { policyId: POLICY_IDS.housingRealEstate, check: checkHousingRealEstate };
