import { SENSITIVE_SUBJECT_LABELS, type TSensitiveSubjectId } from '../../domain/analysis';
import { POLICY_IDS, POLICY_LIBRARY } from '../../domain/policy-library';
import { findingFor } from './finding';
import { lineEndOf, lineStartOf, type TMatch } from './text-match';
import type { TRuleFinding, TRuleInput } from './types';

/**
 * Sensitive subjects, recognised independently of the violation rules.
 *
 * The rules look for what is wrong with an ad; they will always meet phrasing they have not seen. This
 * module only asks what the ad is about. An ad that touches one of these subjects, when no finding of
 * the policy covering it would stop auto-approval, gets a review item naming the subject, so nothing on
 * sensitive ground is approved without a person.
 *
 * Each subject is a broad vocabulary of its things, people, places and acts, with the words of the languages
 * the desk receives (Spanish, Vietnamese, Somali, Hmong, Oromo), trade slang, emoji and common misspellings,
 * in word forms: a term is a stem that matches its plural and verb forms, a street plural in z too
 * ("escort" also "escorts", "escorted", "escorting"), hyphens and spaces between its words are optional
 * ("sports book", "sportsbook", "sports-book"), case does not matter unless the term is an acronym, and
 * digits and bars that OCR puts for letters inside a word ("f1rearm", "alc0hol") read as the letters.
 * A strong term is enough on its own; weak terms (words with everyday senses: "odds", "rent",
 * "magazine") count only two together. Senses outside the subject ("rental car", "root beer",
 * "earn points", "Ford Escort") are told apart by the words around the term, and "alcohol-free" or
 * "drug-free" describe an absence, not the subject.
 */

/** The subjects, named in the domain (`SENSITIVE_SUBJECT_LABELS`) as the review screen shows them. */
export type TSensitiveDomainId = TSensitiveSubjectId;

/**
 * A term: words separated by spaces (any hyphen or space, or none, between them in the text). The last
 * word takes its inflections; a trailing `*` takes any ending instead ("pharmac*": pharmacy, pharmacist,
 * pharmaceutical). A RegExp is used as it is (calibers, dosages). Case is ignored, except for `acronyms`.
 */
type TTermSource = string | RegExp;

interface TSense {
  /** Terms (as written in the vocabulary) this sense applies to. */
  terms: readonly string[];
  /** Words near the term that show it is used in another sense. */
  near: RegExp;
}

export interface TDomainSpec {
  id: TSensitiveDomainId;
  /** The policy of the library the subject belongs to; its findings are what "a rule fired" means. */
  policyId: string;
  /** Other policies whose findings also put the ad in front of a person for this subject. */
  alsoCoveredBy?: readonly string[];
  strong: readonly TTermSource[];
  weak: readonly TTermSource[];
  /** Acronyms matched with their case ("PAC", "GOP"), each strong: lower case is another word. */
  acronyms?: readonly string[];
  otherSenses?: readonly TSense[];
}

// Votes in a readers' poll or a contest, not an election: the words around a vote that say so.
const VOTE_IN_A_CONTEST = String.raw`favou?rite|readers'?|reader'?s|choice|best\s+of|best\s+[a-z]+\s+in|winners\s+announced|people'?s\s+choice|contest|entries|entry|costume|photo|chili|cook-?off|talent`;

export const SENSITIVE_DOMAINS: readonly TDomainSpec[] = [
  {
    id: 'weapons',
    policyId: POLICY_IDS.firearmsWeapons,
    strong: [
      'firearm', 'gun', 'handgun', 'shotgun', 'rifle', 'pistol', 'revolver', 'carbine', 'ammunition', 'ammo',
      'suppressor', 'silencer', 'auto sear', 'drop in sear', 'auto switch', 'glock switch', 'giggle switch', 'conversion device',
      'bump stock', 'binary trigger', 'forced reset trigger', 'lightning link', 'lower receiver', 'upper receiver',
      'ghost gun', 'solvent trap', 'concealed carry', 'permit to carry', 'holster', 'gunsmith', 'shooting range',
      'Glock', 'Sig Sauer', 'Smith & Wesson', 'Ruger', 'Mossberg', 'Beretta', 'Springfield Armory', 'Kimber', 'Benelli',
      'Heckler & Koch', 'Savage Arms', 'Daniel Defense', 'Bushmaster', 'switchblade', 'brass knuckles', 'stun gun', 'taser',
      'machine gun', 'full auto', 'select fire', 'semi auto', 'semiautomatic', 'high capacity magazine', 'FFL',
      /(?<![\p{L}\p{N}])(?:AR|AK)[-\s]?(?:15|47|10)s?(?![\p{L}\p{N}])/iu,
      /(?<![\p{L}\p{N}.])(?:9\s?mm|10\s?mm|\.22\s?(?:LR|WMR|cal(?:iber)?)?|22\s?LR|\.223|5\.56|7\.62|\.308|30-06|\.30-30|\.38(?:\s?(?:spl|special))?|\.357|\.380|\.40(?:\s?S&W)|\.45(?:\s?ACP)?|\.44\s?mag(?:num)?|6\.5\s?Creedmoor|(?:12|16|20|28)[-\s]?(?:gauge|ga)|\.410)(?![\p{L}\p{N}])/iu,
      /(?<![\p{L}\p{N}])\d{1,3}[-\s]?(?:round|rd)s?\s+(?:mag(?:azine)?s?|box(?:es)?|cases?)(?![\p{L}\p{N}])/iu,
      // Parts, conversion devices and kits: a gun in pieces is still a gun.
      'bolt carrier group', 'fire control group', 'trigger group', 'pistol brace', 'stabilizing brace', 'drum magazine', 'extended mag',
      'speed loader', 'flash hider', 'muzzle brake', 'oil filter adapter', 'wet can', '80 lower', '80% lower', 'eighty percent lower',
      'unserialized', 'unregistered gun', 'hollow point', 'buckshot', 'birdshot', 'gunpowder', 'ammo reloading',
      'body armor', 'plate carrier', 'bulletproof vest', 'butterfly knife', 'balisong', 'gravity knife', 'OTF knife', 'knuckle duster',
      'nunchaku', 'throwing star', 'bayonet', 'gun show', 'firing range',
      // Misspellings, and the Spanish words for the same things.
      'amunition', 'ammunitions', 'supressor', 'silincer', 'fire arm', 'riffle', 'pistola', 'escopeta', 'arma de fuego', 'armas de fuego',
      // An AR named by a word before it ("your first AR"): Arkansas and accounts receivable are written otherwise.
      /(?<![\p{L}\p{N}])(?:[Ff]irst|[Nn]ew|[Yy]our|[Mm]y|[Aa]n|[Pp]ink|[Yy]outh|[Cc]ustom|[Bb]uild|[Kk]id'?s)\s+ARs?(?![\p{L}\p{N}])(?!\s*(?:\/|and|&)?\s*(?:glasses|goggles|headsets?|experiences?|apps?|filters?|lens(?:es)?|[Tt]ech\w*|try[-\s]?ons?|games?|features?|VR|displays?|mode|content|tours?))/u,
      'municion*', 'munición', 'silenciador', 'balas', 'bump fire', 'súng', 'vũ khí', 'bastoolad', 'rasaas', 'phom', 'qawwee',
      /(?<![\p{L}\p{N}.])(?:\.50\s?BMG|300\s?(?:blk|blackout|win\s?mag)|\.270|\.243|7\s?mm(?:[-\s]?(?:08|mag|rem))?|\.17\s?HMR|\.22[-\s]?250)(?![\p{L}\p{N}])/iu,
      /(?<![\p{L}\p{N}])(?:BCG|FCG|FMJ|FRT|NFA)(?![\p{L}\p{N}])/u,
    ],
    weak: [
      'magazine', 'mag', 'round', 'cartridge', 'caliber', 'calibre', 'trigger', 'receiver', 'barrel', 'scope', 'optic',
      'tactical', 'armory', 'armoury', 'hunting', 'crossbow', 'knife', 'switch', 'sear', 'muzzle', 'brass', 'Remington',
      'Winchester', 'Browning', 'Colt', 'Taurus', 'pepper spray', 'shooting', 'bullet', 'primer', 'compensator', 'jig',
      'holographic sight', 'red dot', 'arma', 'cargador', 'gatillo', '3D printed', '3D print', 'rapid fire', 'sharpshooter', 'tax stamp', 'đạn', 'qori',
      // Model codes of the commonest handguns ("G19", "P365", "M&P9"): a code alone, a gun with a second word.
      /(?<![\p{L}\p{N}])(?:G(?:17|19|20|21|22|23|26|27|29|30|34|43|43X|44|45|47|48)|P365|P320|M&P\s?(?:9|40|15|Shield)|XD[MS]?|1911)(?![\p{L}\p{N}])/u,
    ],
    otherSenses: [
      {
        terms: ['gun'],
        near: /\b(?:glue|nail|heat|caulk\w*|staple|grease|spray|paint(?:ball)?|airsoft|nerf|water|toy|radar|massage|tattoo|price|label|solder\w*|squirt|bubble|foam|top|smoking|hot|rivet|brad|air|bb|cap|pellet|dart|foam|finish|run-and)[-\s]*$/i,
      },
      { terms: ['round'], near: /\b(?:golf|year|all|first|second|final|next|bonus|lightning|drinks?|applause|robin|trip|around|of\s+golf)\b/i },
      { terms: ['shotgun'], near: /\b(?:start|wedding|seat|golf|scramble|tee)\b/i },
      { terms: ['pistol'], near: /\bpistol[-\s]grip\b/i },
      { terms: ['holster'], near: /\b(?:phone|cell|tool|radio|tape\s+measure|belt\s+clip)\b/i },
      { terms: ['shooting'], near: /\b(?:photo\w*|film\w*|video|star|stars|hoops?|basket\w*|pains?|guard|pool)\b/i },
      { terms: ['switch'], near: /\b(?:nintendo|light|power|network|ethernet|toggle|career|games?|wall|electric\w*)\b/i },
      { terms: ['brass'], near: /\b(?:band|quintet|ensemble|instruments?|section|fixtures?|hardware|lamp)\b/i },
      { terms: ['barrel'], near: /\b(?:wine|whiskey|whisky|bourbon|aged|oak|rain|racing|fun|barrel[-\s]aged)\b/i },
      { terms: ['bullet'], near: /\b(?:points?|list|journal|proof|train|bullet\s+(?:points?|list|journal|proof|train))\b/i },
      { terms: ['primer'], near: /\b(?:paint|wall|drywall|face|makeup|skin|nail|coat|course|guide|class|beginner'?s?)\b/i },
      { terms: ['jig'], near: /\b(?:fishing|walleye|bait|lures?|crappie|jig\s+head|level|floor|deck|body|back|arm|playground|water|in\s+stock|stock\s+up|stocks?\s+(?:market|up)|bolts?\s+(?:and|&)\s+nuts|nuts\s+(?:and|&)\s+bolts|lightning|soup|chicken|beef|bags?|slings?|baby|carrier|shoulder|laptop|tackle|hardware|fasteners?|screws?|doors?|lock|locks)\b/i },
      { terms: ['balas', 'arma', 'armas'], near: /\b(?:armar|armario|armadillo)\b/i },
      { terms: ['knife'], near: /\b(?:kitchen|chef|steak|sharpen\w*|butter|cutlery|bread|paring|set)\b/i },
      { terms: ['Colt', 'Browning'], near: /\b(?:mr|mrs|ms|dr|st|street|county|ave|avenue|park|school|hall|library)\b/i },
    ],
  },
  {
    id: 'drugs_medicine',
    policyId: POLICY_IDS.legalCompliance,
    strong: [
      'prescription', 'pharmacy', 'pharmacist', 'pharmaceutical', 'semaglutide', 'tirzepatide', 'liraglutide', 'Ozempic', 'Wegovy',
      'Mounjaro', 'Zepbound', 'Saxenda', 'Rybelsus', 'GLP 1', 'peptide', 'compounded', 'compounding', 'opioid', 'opiate',
      'oxycodone', 'hydrocodone', 'fentanyl', 'morphine', 'codeine', 'tramadol', 'Percocet', 'Vicodin', 'OxyContin', 'Adderall',
      'Xanax', 'Valium', 'alprazolam', 'benzodiazepine', 'benzo', 'Klonopin', 'ketamine', 'anabolic', 'steroid', 'testosterone',
      'HGH', 'human growth hormone', 'sildenafil', 'tadalafil', 'Viagra', 'Cialis', 'antibiotic', 'amoxicillin', 'penicillin', 'tetracycline', 'oxytetracycline', 'tylosin', 'ceftiofur', 'doxycycline',
      'no vet needed', 'no vet required', 'without a vet', 'insulin',
      'ivermectin', 'hydroxychloroquine', 'controlled substance', 'narcotic', 'kratom', 'psilocybin', 'magic mushroom', 'cocaine',
      'heroin', 'methamphetamine', 'meth', 'MDMA', 'LSD', 'Botox', 'injectable', 'BPC 157', 'no script', 'online doctor',
      'telehealth', 'telemedicine',
      /(?<![\p{L}\p{N}])Rx(?![\p{L}\p{N}])/u,
      // Weight-loss and hormone drugs, and the words their sellers use.
      'retatrutide', 'phentermine', 'Contrave', 'orlistat', 'Qsymia', 'appetite suppressant', 'weight loss shot', 'weight loss injection',
      'medical weight loss', 'skinny shot', 'lipo shot', 'lipotropic', 'B12 shot', 'hCG', 'hormone replacement', 'hormone therapy',
      'TRT', 'HRT', 'SARMs', 'clenbuterol', 'trenbolone', 'nandrolone', 'Dianabol',
      // Drug classes and the common controlled, prescription and street drugs.
      'antidepressant', 'SSRI', 'antiviral', 'stimulant', 'sedative', 'painkiller', 'pain pill', 'sleeping pill', 'muscle relaxer',
      'analgesic', 'amphetamine', 'barbiturate', 'hallucinogen', 'Ritalin', 'Vyvanse', 'modafinil', 'gabapentin',
      'Suboxone', 'buprenorphine', 'methadone', 'Narcan', 'naloxone', 'Ambien', 'zolpidem', 'Lorazepam', 'Ativan', 'diazepam',
      'clonazepam', 'oxys', 'percs', 'xans', 'xanny', 'addys', 'roxies', 'pressies', 'shrooms', 'amanita', 'DMT', 'mescaline',
      'peyote', 'ayahuasca', 'GHB', 'crack cocaine', 'crystal meth', 'sizzurp', 'promethazine', 'finasteride', 'minoxidil',
      'Accutane', 'isotretinoin', 'epinephrine', 'EpiPen', 'semaglutida', 'tirzepatida',
      // Selling without a doctor: the words that say it, misspelled too, and in Spanish.
      'no prescription needed', 'without a prescription', 'no doctor visit', 'perscription', 'presciption', 'prescripton', 'perscribed',
      'sin receta', 'farmacia', 'medicamento', 'receta médica', 'pastillas', 'inyección', 'inyecciones',
      'nhà thuốc', 'toa thuốc', 'không cần toa', 'ma túy', 'thuốc giảm cân', 'daroogo', 'khaad', 'yeeb tshuaj',
    ],
    weak: [
      'drug', 'medication', 'medicine', 'pill', 'tablet', 'capsule', 'dose', 'dosage', 'injection', 'shot', 'FDA', 'generic',
      'refill', 'supplement', 'weight loss', 'syringe', 'vial', 'vaccine', 'vaccination', 'dispensing', 'ecstasy',
      'lozenge', 'suppository', 'sublingual', 'nasal spray', 'auto injector', 'IV therapy', 'IV drip', 'infusion', 'nootropic',
      'molly', 'ket', 'lean', 'coke', 'acid', 'plug', 'party favors', 'pharma', 'meds', 'script', 'medicina',
      'medicinas', 'pastilla', 'dosis', 'thuốc', 'daawo', 'tshuaj', 'qoricha',
      /(?<![\p{L}])\d+(?:\.\d+)?\s?(?:mg|mcg|µg|ml|mL|IU|units?)(?![\p{L}\p{N}])/u,
    ],
    otherSenses: [
      { terms: ['shot'], near: /\b(?:photo\w*|camera|head|mug|espresso|jello|jell-o|tequila|whiskey|vodka|glass(?:es)?|hot|big|long|screen|slap|trick|free\s+throw|golf|one)\b/i },
      { terms: ['tablet'], near: /\b(?:ipad|android|samsung|galaxy|laptop|computer|screen|kindle|fire|device|wifi|wi-fi|stone)\b/i },
      { terms: ['prescription'], near: /\b(?:glasses|eyeglasses|lens(?:es)?|sunglasses|eyewear|goggles|optical|optician|frames|eye\s+exams?)\b/i },
      { terms: ['peptide'], near: /\b(?:serum|cream|skin\s*care|moisturi[sz]\w*|collagen|lotion|eye\s+cream|shampoo)\b/i },
      { terms: ['compounded', 'compounding'], near: /\b(?:interest|daily|annually|monthly|quarterly|APY|rate|returns?|problems?|error)\b/i },
      { terms: ['generic'], near: /\b(?:brand|label|text|template|version)\b/i },
      { terms: ['molly', 'ket', 'lean', 'coke', 'acid', 'plug', 'party favors', 'script', 'meds'], near: /\b(?:mrs?|ms|miss|aunt|named|diet|coca|cola|pepsi|rum\s+and|folic|hyaluronic|citric|amino|acid\s+wash|wash|reflux|rain|protein|muscle|beef|meat|mass|cuts?|body|lean\s+(?:on|in|back)|spark\s+plugs?|plug[-\s]?ins?|outlets?|power|charg\w*|electric\w*|movie|film|screen\w*|writ\w*|font|hand\w*|play|theat\w*|pets?|vet\w*|meds\s+for\s+(?:dogs?|cats?|pets?))\b/i },
      // Tobacco, paint and hair dye are "thuốc" too.
      { terms: ['thuốc'], near: /thuốc\s+(?:lá|lào|sơn|nhuộm|xịt\s+côn\s+trùng)/i },
      { terms: ['infusion'], near: /\b(?:tea|flavou?r|fruit|water|coffee|herbal|capital|cash|cultur\w*|doctor\s+who|clinic\s+(?:for|on)\s+(?:golf|tennis|basketball|hockey|soccer|swim\w*|skat\w*|tax|legal)|golf|tennis|basketball|hockey|soccer|swim|skating|tax|legal|car|auto|computer|tree|lawn|plant|doll|house)\b/i },
      { terms: ['ecstasy'], near: /\b(?:pure|sheer|culinary|delicious|chocolate)\b/i },
    ],
  },
  {
    id: 'sexual_services',
    policyId: POLICY_IDS.adultProducts,
    strong: [
      'escort', 'body rub', 'erotic', 'nuru', 'tantric', 'incall', 'outcall', 'in-call', 'out-call',
      'adult entertainment', 'strip club', 'stripper', 'exotic dancer', 'gentlemen club', "gentlemen's club", 'gentlemens club',
      'cabaret', 'porn*', 'XXX', 'x rated', 'webcam model', 'cam girl', 'cam model', 'OnlyFans', 'sugar daddy', 'sugar baby',
      'call girl', 'mistress', 'fetish', 'bdsm', 'sex', 'orgasm*', 'lingerie model', 'adult toy', 'adult store', 'adult boutique',
      'pleasure product', 'GFE',
      // Paid company, massage with innuendo, discreet encounters, explicit content and adult goods.
      'body to body', 'b2b massage', 'table shower', 'full service massage', 'rub and tug', 'happy ending massage', 'sensual massage',
      'discreet encounter', 'discreet meeting', 'discreet fun', 'no strings attached', 'friends with benefits', 'married but lonely',
      'swinger', 'lap dance', 'peep show', 'dominatrix', 'kinky', 'bondage', 'vibrator', 'dildo', 'adult novelt*',
      'adult video', 'adult content', 'adult site', 'explicit video', 'uncensored video', 'nude cam', 'live cam', 'cam show',
      'webcam girl', 'hot singles', 'local singles', 'generous gentlemen', 'generous men', 'paid companionship', 'hourly donation',
      'sexual*', 'escourt', 'erótic*', 'sexo', 'acompañantes', 'masaje erótico', 'masajes eróticos', 'chicas calientes',
      /(?<![\p{L}\p{N}])\d{2,4}\s+roses(?![\p{L}\p{N}])/iu,
      // The trade's own shorthand: half-hour and hour rates, screening out police, meeting at either place.
      /(?<![\p{L}\p{N}])(?:hh|qv|1h|1hr)\s*\/\s*(?:hh|1h|1hr|h|hr)(?:\s+rates?)?(?![\p{L}\p{N}])/iu,
      'no law enforcement', 'no law enf', 'no LE', 'no cops', 'your place or mine', 'ur place or mine', 'incall or outcall',
      'private dancer', 'happy finish', 'happy finishing', 'sexting', 'sext', 'nudes', 'phone sex', 'dirty talk', 'horny',
      // Paid dating dressed as an arrangement.
      'mutually beneficial arrangement', 'mutually beneficial relationship', 'pay per meet', 'allowance per meet', 'pleasure party',
      // Paid explicit content sold from a creator's page.
      /(?<![\p{L}\p{N}])spicy\s+(?:content|pics|photos|videos?|vids|page|side\s+of\s+me)(?![\p{L}])/iu,
      // The desk's languages: Spanish, Vietnamese, Somali, Hmong.
      'masaje con final feliz', 'gái gọi', 'mại dâm', 'khiêu dâm', 'tình dục', 'galmo', 'dhillo', 'sib deev',
    ],
    weak: [
      'massage', 'companionship', 'companion', 'discreet', 'discretion', 'intimate', 'dating', 'lingerie', 'dancer', 'new girls',
      'naughty', 'sensual', 'sexy', 'seductive', 'nude', 'naked', 'topless', 'hookup',
      'explicit', 'uncensored', 'adults only', 'singles', 'lonely', 'encounter', 'hotel visit', 'hotel call', 'young staff', 'cams', 'webcam', 'lubricant', 'novelties', 'hot girls', 'playmate', 'affair',
      'masaje', 'masajes', 'acompañante', 'chicas', 'house calls', 'hotel calls', 'overnight specials', 'new faces', 'our girls', 'hot babes',
      'bachelor party', 'anything goes', 'arrangement', 'allowance', 'mutually beneficial', 'VIP room', 'bottle girls', 'housewives',
      /(?<![\p{L}\p{N}])1[-\s.]?900[-\s.]?\d{3}/u, 'custom vids', 'custom videos', 'PPV', '18+ only', /\u{1F51E}/u, 'hotel room', 'for gentlemen', 'final feliz', 'chicas nuevas', 'jovencitas', 'servicio completo',
      // A session that "ends happy": the euphemism without the words "happy ending", sexual beside a massage.
      /(?<![\p{L}\p{N}])(?:sessions?|massages?|visits?|treatments?|rubs?|appointments?)\s+(?:\w+\s+)?(?:ends?|finish(?:es)?)\s+happy(?![\p{L}])/iu,
      // The staff sold by youth, looks or origin, and the cash asked for on the side.
      /(?<![\p{L}\p{N}])(?:young|beautiful|pretty|sexy|hot|cute|gorgeous|exotic|new)\s+(?:(?:and\s+)?(?:young|beautiful|pretty|sexy|hot|cute|gorgeous|exotic|new|asian|latina|russian|european|ebony|oriental)\s+){0,2}(?:therapists|masseuses?|girls|ladies|staff|women|attendants|hostesses)(?![\p{L}])/iu,
      /(?<![\p{L}\p{N}])(?:asian|oriental)\s+(?:massage|spa|bodywork)(?![\p{L}])/iu,
      /(?<![\p{L}\p{N}])(?:cash\s+tips|tips?\s+(?:in|by)\s+cash)(?![\p{L}])/iu,
      'nhân viên nữ', 'trẻ đẹp', 'kín đáo', 'quý ông', 'phòng riêng', 'khách sạn', 'trọn gói', 'gái xinh', 'mát xa',
      /(?<![\p{L}\p{N}])\$?\d{2,4}\s?\/\s?(?:hh|hr|hour|half\s?hour)(?![\p{L}])/iu,
      // Sexual only beside a massage or a companion; a bridal shop or a bookshop has happy endings too.
      'happy ending',
    ],
    otherSenses: [
      {
        terms: ['escort'],
        near: /\b(?:ford|police|motorcade|funeral|security|medical|wagon|sedan|hatchback|patient|students?|card|cards|table|wedding|guests?|you\s+to|you\s+through)\b/i,
      },
      { terms: ['PPV'], near: /\b(?:ufc|fights?|boxing|wrestling|match|bout|wwe|mma|card)\b/i },
      { terms: ['nude', 'nudes'], near: /\b(?:lip\w*|shade|color|colour|palette|heels?|pumps?|tones?|polish|nails?|beige|blush)\b/i },
      { terms: ['naked'], near: /\b(?:juice|eye|truth|smoothie|burrito|cake|cakes)\b/i },
      { terms: ['hookup'], near: /\b(?:rv|electric\w*|water|sewer|cable|full|campsites?|campground|trailer)\b/i },
      { terms: ['sensual', 'sexy', 'seductive'], near: /\b(?:fragrance|perfume|scent|cologne|dress\w*|shoes|heels|car|sedan|coupe|lipstick)\b/i },
      { terms: ['sex', 'sexual*', 'sexo'], near: /\b(?:harass\w*|assault|abuse|violence|health\s+education|education\s+class|race|color|colour|religion|national\s+origin|disability|familial|marital|age|creed|gender|offender|education|discriminat\w*|regardless|basis|trafficking)\b/i },
      { terms: ['companionship', 'companion', 'intimate'], near: /\b(?:seniors?|elder\w*|aging|home\s+care|in-home|respite|caregiv\w*|hospice|pets?|dogs?|cats?|animal|planting|wedding|gatherings?|venue|dinners?)\b/i },
      { terms: ['topless'], near: /\b(?:jeep|convertible|car|roof)\b/i },
      { terms: ['cabaret'], near: /\b(?:theat\w*|musical|show\s+tunes|broadway|jazz|cabaret\s+night)\b/i },
      { terms: ['mistress'], near: /\b(?:ceremonies|wardrobe|school|head)\b/i },
      { terms: ['dating'], near: /\b(?:carbon|radiocarbon|back\s+to|dating\s+back|antique)\b/i },
      { terms: ['explicit', 'uncensored', 'encounter', 'singles', 'lonely', 'novelties', 'affair'], near: /\b(?:lyrics|content\s+warning|radio|golf|tennis|league|hockey|athletes?|photograph\w*|astronom\w*|close\s+encounters?|wildlife|bird\w*|portions?|seniors?|grief|support\s+group|widow\w*|donors?|sponsors?|donat\w*|diner|pizza|restaurant|kitchen|menu|grill|cafe|coffee|library|gym|fitness|pharmacy|dental|clinic|vet\w*|banquet|meeting|conference|study|party\s+(?:novelties|supplies)|holiday|christmas|halloween|family|family\s+affair|state\s+affairs?|veterans\s+affairs|public\s+affairs|current\s+affairs|affairs?\s+(?:office|department|committee))\b/i },
      { terms: ['masaje', 'masajes', 'chicas', 'acompañante'], near: /\b(?:terap\w*|deportiv\w*|fisioterap\w*|niñ\w*|escuela|equipo|futbol|fútbol)\b/i },
      // A package, a hotel or a private room on a trip, a wedding or a banquet.
      { terms: ['khách sạn', 'trọn gói', 'phòng riêng', 'hotel room', 'for gentlemen'], near: /(?:tour|du\s+lịch|vé|máy\s+bay|\d\s*sao|đặt\s+phòng|cưới|tiệc|hội\s+nghị|nhà\s+hàng|thực\s+đơn|món|\bflights?\b|\bairfare\b|\bresort\b|\bwedding\b|\bbanquet\b|\bconference\b|\bbarber\w*|\bhaircuts?\b|\bshaves?\b|\btailor\w*|\bsuits?\b)/i },
      // Young and beautiful skin is the cosmetics counter's promise; an arrangement is also the florist's and the banker's.
      { terms: ['trẻ đẹp'], near: /(?:làn\s+da|\bda\b|kem|mỹ\s+phẩm|tóc|nails?|móng)/i },
      { terms: ['arrangement', 'allowance'], near: /\b(?:flor\w*|flowers?|bouquets?|musical|seating|payment|financing|loan|baggage|luggage|clothing|uniform|tool|per\s+diem|travel|mileage|housing\s+allowance)\b/i },
      { terms: ['dancer', 'private dancer'], near: /\b(?:ballet|tap|recital|studio|academy|company|nutcracker|folk|square|ballroom|school)\b/i },
    ],
  },
  {
    id: 'gambling',
    policyId: POLICY_IDS.bettingGambling,
    strong: [
      'casino', 'sports book', 'sports betting', 'betting', 'bettor', 'wager', 'parlay', 'point spread', 'moneyline', 'over under',
      'poker', 'blackjack', 'roulette', 'baccarat', 'craps', 'slot machine', 'lottery', 'lotto', 'Powerball', 'Mega Millions',
      'raffle', 'pull tab', 'pulltab', 'scratch off', 'scratch ticket', 'scratcher', 'bookie', 'bookmaker', 'daily fantasy',
      'charitable gambling', 'gambling', 'gamble', 'tip board', 'paddlewheel', 'meat raffle', 'keno', 'pari mutuel',
      'off track betting',
      // Casino games, wagering, odds and bookmaking, sweepstakes casinos, in Spanish too.
      'slot games', 'video poker', 'pai gow', 'sic bo', 'card counting', 'beat the house', 'house edge', 'high roller',
      'sweepstakes casino', 'social casino', 'sweeps coins', 'free spins', 'bonus bet', 'first bet', 'risk free bet', 'deposit match',
      'deposit bonus', 'wagering requirement', 'prop bet', 'player props', 'pick em', 'handicapper', 'sports picks', 'racebook',
      'exacta', 'trifecta', 'superfecta', 'horse betting', 'iGaming', 'EuroMillions', 'Euro Millions', 'SuperLotto', 'lotteries',
      'lotería', 'loteria', 'apuesta*', 'apostar', 'apuéstale', 'tragamonedas', 'tragaperras', 'casino en línea', 'ruleta', 'bingo hall',
      'gamblin', 'gambeling', 'beting', 'casion', 'sportbook',
      /(?<![\p{L}\p{N}])(?:take|takes|taking|took|place|places|placing|lay|laying|accept\w*)\s+(?:all\s+|your\s+|our\s+|a\s+|the\s+|any\s+)?bets?(?![\p{L}\p{N}])/iu,
      /(?<![\p{L}\p{N}])(?:sell\w*|buy\w*)\s+(?:\w+\s+)?chances?\s+(?:on|at|for|to\s+win)(?![\p{L}\p{N}])/iu,
      /(?<![\p{L}\p{N}])\$\d+\s+(?:a|per|for\s+a)\s+chance(?![\p{L}\p{N}])/iu,
      /(?<![\p{L}\p{N}])\d+(?:\.\d+)?x\s+(?:your\s+)?(?:entry|bet|stake|wager|deposit|cash|money)(?![\p{L}\p{N}])/iu,
      // The payout told in words ("we pay 25 times your entry"), and the entry matched like a deposit.
      /(?<![\p{L}\p{N}])\d+\s+times\s+(?:your\s+)?(?:entry|entries|bet|stake|wager|deposit|buy[-\s]?in)(?![\p{L}\p{N}])/iu,
      /(?<![\p{L}\p{N}])(?:first\s+)?(?:entry|entries|deposit)\s+(?:is\s+)?matched(?![\p{L}\p{N}])/iu,
      // Card games for money by their own names: hold'em, a buy-in, the house's rake.
      'hold em', 'holdem', 'cash game', 'house rake', 'takes a rake', 'takes a small rake',
      /(?<![\p{L}\p{N}])\$\d+\s+buy[-\s]?ins?(?![\p{L}\p{N}])/iu,
      // A brand made of a word and Bet or Lotto ("GolazoBet", "WinLotto"), either way round ("BetKing").
      /(?<![\p{L}\p{N}])\p{Lu}\p{Ll}+(?:Bet|Lotto|Casino|Slots)(?![\p{L}\p{N}])/u,
      /(?<![\p{L}\p{N}])(?:Bet|Lotto)\p{Lu}\p{L}+(?![\p{L}\p{N}])/u,
      // Pools on a game: squares, brackets and survivor pools sold for money.
      'super bowl squares', 'football squares', 'squares pool', 'football pool', 'office pool', 'betting pool', 'survivor pool',
      'bracket pool', 'quiniela', 'vig', 'vigorish', 'vé số', 'mở thưởng',
      // Vietnamese, Somali, Hmong.
      'cá cược', 'cá độ', 'đánh bạc', 'sòng bạc', 'xổ số', 'nhà cái', 'đặt cược', 'khamaar*', 'twv txiaj',
    ],
    weak: [
      'bet', 'jackpot', 'odds', 'bingo', 'slot', 'gaming', 'payout', 'win big', 'fantasy sports', 'spins', 'reels', 'cash out', 'stake',
      'dice', 'the spread', 'underdog', 'favorite to win', 'picks', 'entry fee', 'deposit', 'winnings', 'tickets', 'drawing', 'chances',
      'cuotas', 'premio', 'bono', 'calcutta', 'free play', 'settle up', 'we settle', 'giải đặc biệt',
      // A bookie's words: action taken on the games, settled weekly.
      /(?<![\p{L}\p{N}])(?:taking|take|takes|took)\s+action\s+on\s+(?:all\s+|every\s+|the\s+|any\s+)?(?:games?|sports|nfl|nba|nhl|mlb|college|ncaa|fights?|matches|the\s+\w+\s+game)(?![\p{L}])/iu, 'sharad*', 'twv',
      /(?<![\p{L}\p{N}])\$\d+\s+(?:a|per|each)\s+(?:square|box)(?!\s+(?:foot|feet|yard|meter|metre|inch))(?![\p{L}])/iu,
      /(?<![\p{L}\p{N}])(?:paid|pays?|payouts?)\s+(?:out\s+)?(?:at\s+the\s+end\s+of\s+)?(?:each|every)\s+quarter(?![\p{L}])/iu,
      // Money put in to get more back as a bonus, and winning money, in the desk's languages too.
      /(?<![\p{L}\p{N}])(?:deposit|dhig|deposita|nạp)\s+\$\d+\s+(?:\S+\s+){0,2}(?:get|hel|recibe|nhận)\s+(?:a\s+)?\$\d+/iu,
      /(?<![\p{L}\p{N}])lacag\s+(?:ku\s+)?guul\p{L}*/iu,
      // American odds beside a team or an event ("Vikings +150").
      /(?<![\p{L}\p{N}$])\+[1-9]\d{2}(?![\p{L}\p{N}%])/u,
    ],
    otherSenses: [
      { terms: ['bet'], near: /\b(?:you|best|safe|your\s+best|our\s+best|good|sure|wanna|i)\s*$/i },
      { terms: ['jackpot'], near: /\b(?:hit\s+the|found\s+the|savings|deals?|bargain)\b/i },
      { terms: ['gaming'], near: /\b(?:video|pc|console|xbox|playstation|nintendo|laptop|chair|mouse|keyboard|headset|monitor|esports|board\s+game|tabletop)\b/i },
      { terms: ['slot'], near: /\b(?:time|appointment|vendor|booth|car|parking|card|book\w*|schedul\w*|open|available|limited|reserve)\b/i },
      { terms: ['spins', 'reels', 'stake', 'dice', 'picks', 'deposit', 'tickets', 'drawing', 'chances', 'entry fee', 'premio', 'bono', 'cash out'], near: /\b(?:spin\s+class|cycling|yoga|fishing|rod|reel\s+(?:mower|lawn)|reels?\s+(?:and|&)\s+(?:rods?|stories|tiktok)|instagram|tiktok|film|stake\s*holders?|steak|stakes?\s+(?:out|a\s+claim)|tent|garden|tomato|diced?|dice\s+(?:the|onions?)|onions?|cook\w*|recipes?|pick[-\s]?(?:up|your)|apple|berry|strawberr\w*|u[-\s]?pick|concert|show|theat\w*|movie|game\s+tickets|season\s+tickets|museum|drawing\s+(?:class|lessons?|contest)|art|sketch\w*|pencils?|deposit\s+(?:required|to\s+hold)|security\s+deposit|bank|savings|cd|rent|apartment|lease|tax\w*|school|student|scholarship|fair|rodeo|festival)\b/i },
      // A sweepstakes states its odds and chances by law; with no purchase there is no wager.
      { terms: ['odds', 'chances'], near: /\b(?:no\s+purchase|entries\s+received|number\s+of\s+(?:eligible\s+)?entries|free\s+(?:entry|to\s+enter)|official\s+rules)\b/i },
      { terms: ['odds'], near: /\b(?:against\s+all|at|beat\s+the|odds\s+and\s+ends)\b/i },
      { terms: ['free play'], near: /\b(?:kids?|children|toddlers?|playground|play\s+area|indoor|museum|library|park|daycare|preschool|recess|date)\b/i },
    ],
  },
  {
    id: 'housing',
    policyId: POLICY_IDS.housingRealEstate,
    strong: [
      'apartment', 'landlord', 'tenant', 'for rent', 'for lease', 'security deposit', 'section 8', 'housing voucher', 'condominium',
      'condo', 'townhome', 'townhouse', 'duplex', 'efficiency apt', 'efficiency apartment', 'studio apt', 'apt for rent', 'apts for rent', 'triplex', 'fourplex', 'roommate', 'sublet', 'sublease', 'real estate',
      'realtor', 'home for sale', 'house for sale', 'homes for sale', 'rent to own', 'senior living', 'assisted living', 'fair housing',
      'equal housing', 'housing', 'mobile home', 'manufactured home', 'lot rent', 'move in special', 'lakehome', 'cabin for sale',
      /(?<![\p{L}\p{N}])\d\s?(?:BRs?|bds?|bdrms?|bed(?:room)?s?)(?![\p{L}])/iu,
      /(?<![\p{L}\p{N}])(?:one|two|three|four|five)[-\s]?(?:bed(?:room)?s?|BR)\s+(?:units?|apartments?|homes?|houses?|condos?|townhomes?|suites?|flats?|lofts?|rentals?)(?![\p{L}])/iu,
      // Spanish, Vietnamese, Somali, Hmong and Oromo.
      'se renta', 'se alquila', 'apartamento', 'casa en renta', 'casa en venta', 'cho thuê nhà', 'nhà cho thuê', 'cho thuê phòng',
      'phòng cho thuê', 'căn hộ', 'phòng trọ', 'guri kiro', 'qol kiro', 'tsev xauj', 'xauj tsev', 'mana kiraa',
    ],
    weak: [
      'rent', 'rental', 'lease', 'leasing', 'bedroom', 'sq ft', 'square feet', 'utilities included', 'move in', 'open house', 'HOA',
      'mortgage', 'listing', 'no pets', 'pet friendly', 'incl utilities', 'utilities incl', 'private entrance', 'deposit', 'acres', 'lakeshore',
      // Who may live there: the household screened by children or age.
      'no kids', 'no children', 'kid free', 'child free', 'adults only', 'without kids', 'without children', 'pre construction', 'broker', 'residences', 'lofts',
      /(?<![\p{L}\p{N}])(?:christian|catholic|muslim|jewish|lutheran|mormon|hindu|somali|hmong|mexican|white|black|asian)\s+(?:famil(?:y|ies)|tenants?|households?|couples?|renters?)\s+(?:only|preferred|wanted|welcome)(?![\p{L}])/iu,
      'alquiler', 'recámaras', 'habitaciones', 'cho thuê', 'chủ nhà', 'kiro', 'qol jiif', 'bishii', 'xauj', 'kiraa',
    ],
    otherSenses: [
      {
        terms: ['rent', 'rental', 'lease', 'leasing', 'for rent', 'for lease', 'deposit', 'se renta', 'se alquila', 'alquiler', 'cho thuê'],
        near: /\b(?:car|cars|truck|trucks|vehicle|vehicles|auto|suv|van|equipment|tools?|tux\w*|dress\w*|costumes?|party|tents?|boats?|kayaks?|canoes?|bikes?|bicycles?|ski|skis|snowmobiles?|scooters?|uniforms?|storage|office|retail|commercial|warehouse|industrial|booth|hall|venue|chairs?|tables?|linens?|pontoon|cabin\s+cruiser|dumpsters?|photo|recording|art|yoga|dance|fitness|sale|repair|door|doors|trailer\s+hitch|lease\s+a\s+\d{4}|per\s+month\s+lease|apr|msrp|dealer|carros?|autos?|camionetas?|sillas|mesas|salón|trajes|xe|ô\s+tô|áo\s+cưới)\b/i,
      },
      { terms: ['housing'], near: /\b(?:pump|camera|gear|bearing|filter|fan|motor|lamp|watch)\s*(?:housing)?\b/i },
      { terms: ['no kids', 'no children', 'kid free', 'child free', 'adults only'], near: /\b(?:event|party|dinner|wedding|reception|concert|show|night|evening|brunch|tour|cruise|resort|trip|show|comedy|menu|seating|patio|movie|film|screening|tasting|bar|lounge|ticket\w*|admission|gala)\b/i },
      { terms: ['open house'], near: /\b(?:school|college|university|church|library|fire\s+station|museum|clinic|center|centre)\b/i },
    ],
  },
  {
    id: 'political',
    policyId: POLICY_IDS.legalCompliance,
    strong: [
      'ballot', 'election', 're elect', 'reelect', 'referendum',
      /(?<![\p{L}\p{N}])(?:[Rr]e-?)?(?:Elect|ELECT)\s+\p{Lu}/u, 'caucus', 'primary election', 'general election',
      'paid for by', 'prepared and paid for', 'campaign committee', 'political committee', 'political party', 'independent expenditure',
      'super PAC', 'candidate for', 'congressman', 'congresswoman', 'congressional', 'senator', 'state representative', 'legislator',
      'legislature', 'state senate', 'city council', 'school board', 'county commissioner', 'Republican', 'Democrat', 'Democratic Party',
      'Libertarian', 'incumbent', 'polling place', 'absentee', 'early voting', 'levy referendum', 'bond referendum', 'constitutional amendment',
      'proposition',
      'vote for', 'vote yes', 'vote no', 'judicial election', 'retain judge', 'keep judge', 'for governor', 'for mayor',
      'for sheriff', 'for senate', 'for congress', 'for city council', 'for school board', 'elección', 'elecciones', 'votación',
      'vote por', 'vota por', 'candidato a', 'partido político',
      'write in candidate', 'write in vote',
      // A voting record put to the reader: "voted to raise your gas tax", "voted against the farm bill". A congregation that
      // "voted to build a new hall" votes on no law.
      'voting record',
      /(?<![\p{L}\p{N}])vot(?:ed|es)\s+(?:to\s+\p{L}+|against|for)\s+(?:\S+\s+){0,3}(?:tax|taxes|bill|law|budget|spending|levy|funding|mandate|ban|amendment|ordinance|cuts?)(?![\p{L}])/iu,
      /(?<![\p{L}\p{N}])write[-\s]?in\s+(?:\S+\s+){1,3}for\s+(?:\S+\s+){0,2}(?:township|county|city|school|supervisor|mayor|council|sheriff|clerk|treasurer|judge|board|district)(?![\p{L}])/iu,
      'vote sí', 'vote si', 'vota sí', 'vota si', 'boleta electoral', 'referéndum',
      'bầu cử', 'bỏ phiếu', 'ứng cử viên', 'lá phiếu', 'codbixin', 'musharax', 'xaiv tsa', 'pov npav', 'sagalee kenn*',
    ],
    weak: ['vote', 'voter', 'voting', 'candidate', 'campaign', 'mayor', 'council', 'governor', 'sheriff', 'endorse', 'precinct', 'polls', 'levy', 'senate', 'congress', 'elected',
      'judge', 'district court', 'commissioner', 'alderman', 'voto', 'votar', 'vota', 'candidato', 'endorsed by', 'boleta', 'votantes',
      'distrito escolar', 'filannoo', 'codee', 'doorash*', 'golaha'],
    acronyms: ['PAC', 'DFL', 'GOP'],
    otherSenses: [
      { terms: ['vote', 'voter', 'voting', 'ballot'], near: new RegExp(`\\b(?:${VOTE_IN_A_CONTEST})\\b`, 'i') },
      { terms: ['candidate'], near: /\b(?:job|position|hiring|hire|ideal|qualified|applicants?|resume|role|employment|career|interview)\b/i },
      { terms: ['campaign'], near: /\b(?:marketing|ad|ads|advertising|email|fundrais\w*|capital|awareness|social\s+media|brand|holiday|donation|drive)\b/i },
      { terms: ['council', 'polls'], near: /\b(?:student|parent|arts?|youth|survey|opinion|reader|customer|ski|tent)\b/i },
      { terms: ['proposition'], near: /\b(?:value|business|winning|offer|unique)\b/i },
      // A call to vote is also the pet show's, the parade float's and the homecoming court's.
      { terms: ['vote for', 'vote yes', 'vote no', 'vota por', 'vote por'], near: new RegExp(`\\b(?:${VOTE_IN_A_CONTEST}|pet|dog|float|parade|homecoming|prom|king|queen)\\b`, 'i') },
      { terms: ['judge', 'commissioner', 'district court', 'endorsed by'], near: /\b(?:judges?\s+(?:panel|table|choice|award)|judged|judging|contest|competition|show|fair|4-?h|cook-?off|chili|baking|talent|judge\s+(?:a|the)\s+book|social\s+justice|justice\s+league|poetic|term\s+(?:paper|papers|life|insurance|loan|deposit|limits?)|long[-\s]term|short[-\s]term|fall\s+term|spring\s+term|terms\s+(?:and|&)\s+conditions|hospital|ward\s+(?:off|room)|maternity|supervisors?\s+(?:wanted|needed|position)|hiring|job|shift|warehouse|commissioner'?s\s+(?:trophy|cup)|fantasy|league|course|tournament|wedding|insurance|physicians?|dermatologists?|doctors?|dentists?)\b/i },
      { terms: ['absentee'], near: /\b(?:owners?|landlords?|property|parents?)\b/i },
    ],
  },
  {
    id: 'health_money_claims',
    policyId: POLICY_IDS.truthfulAdvertising,
    strong: [
      'cure', 'lose weight', 'weight loss', 'fat burning', 'burn fat', 'fat burner', 'diet pill', 'clinically proven', 'doctor recommended',
      'reverse aging', 'miracle', 'detox', 'immune boost', 'boost your immune', 'pain relief', 'relieves pain', 'arthritis',
      'diabetes', 'cancer', 'dementia', 'alzheimer', 'chronic pain', 'neuropathy', 'erectile', 'hair loss', 'make money', 'earn money',
      'passive income', 'extra income', 'guaranteed income', 'guaranteed return', 'guaranteed results', 'get rich', 'financial freedom',
      'double your money', 'cryptocurrency', 'crypto', 'bitcoin', 'forex', 'day trading', 'investment opportunity', 'work from home',
      'be your own boss', 'debt relief', 'credit repair', 'payday loan', 'no credit check', 'cash advance', 'risk free investment',
      'earn up to', 'six figure', 'six figures', 'per week from home', 'returns of', 'side hustle',
      // Body claims: fat, weight, memory, aging, and the bodily results sold with them.
      'belly fat', 'melt fat', 'melts fat', 'melts belly fat', 'shed pounds', 'dress size', 'drop pounds', 'memory loss', 'brain fog',
       'boost metabolism', 'appetite control', 'slimming', 'fat loss', 'lose inches', 'anti inflammatory',
      'blood sugar', 'blood pressure', 'cholesterol', 'heals itself', 'no side effects', 'all natural cure', 'bajar de peso',
      'perder peso', 'adelgazar', 'quema grasa',
      /(?<![\p{L}\p{N}])restor\w*\s+(?:your\s+)?(?:memory|hair|youth|vision|hearing)(?![\p{L}])/iu,
      /(?<![\p{L}\p{N}])(?:lose|lost|shed|drop|melt)\w*\s+(?:up\s+to\s+)?\d+\s+(?:pounds|lbs|inches|kilos|dress\s+sizes)(?![\p{L}])/iu,
      // Money claims: stated earnings, guaranteed winnings, easy wealth.
      /(?<![\p{L}\p{N}])(?:earn|make|making|earning|pull\s+in)\s+(?:up\s+to\s+|over\s+)?\$[\d,]+k?\+?\s*(?:a|per|\/|every)\s*(?:day|week|month|year)(?![\p{L}])/iu,
      /(?<![\p{L}\p{N}])guaranteed\s+(?:to\s+)?(?:win\w*|profit\w*|payout|jackpot|beat)(?![\p{L}])/iu,
      'residual income', 'network marketing', 'financial independence', 'get out of debt',
      // A system sold to beat a game of chance: winning made certain.
      /(?<![\p{L}\p{N}])(?:winning|lottery|lotto|slots?|betting|casino|pick[-\s]?\d)\s+(?:system|method|strategy|formula|secrets?)(?![\p{L}])/iu,
      /(?<![\p{L}\p{N}])(?:a\s+)?winner\s+every\s+(?:single\s+)?(?:time|trip|day|week|night|draw(?:ing)?)(?![\p{L}])/iu,
      /(?<![\p{L}\p{N}])(?:will|to)\s+(?:hit|win)\W{0,3}\s*guaranteed(?![\p{L}])/iu,
      // Earnings stated per month from a phone or a kitchen table, returns stated per day.
      /(?<![\p{L}\p{N}])\$[\d,]{3,}\+?\s*(?:a|per|\/|every)\s*(?:day|week|month)\s+(?:\w+\s+){0,2}(?:from|at|on|working)\s+(?:home|my|your|her|his|the)(?![\p{L}])/iu,
      /(?<![\p{L}\p{N}.])\d+(?:\.\d+)?\s*(?:%|percent)\s+(?:daily|a\s+day|per\s+day|every\s+day|weekly|a\s+week|per\s+week)\s+(?:returns?|yield|interest|profits?|gains?)(?![\p{L}])/iu,
      /(?<![\p{L}\p{N}])(?:throw\s+away|ditch|toss|quit)\s+(?:your\s+|the\s+)?(?:hearing\s+aids|glasses|insulin|meds|medications?|pills|inhalers?|cane|walker|cpap)(?![\p{L}])/iu,
      'Lyme disease', 'tinnitus', 'ear infections', 'ringing in the ears', 'ringing in your ears',
      'ganar dinero', 'dinero extra', 'ingresos extra', 'giảm cân', 'chữa khỏi', 'ung thư', 'tiểu đường',
      // A remedy said to beat a cold, the flu or a hangover.
      /(?<![\p{L}\p{N}])(?:kills?|knocks?\s+out|cures?|wards?\s+off|gets?\s+rid\s+of|banish\w*|zaps?)\s+(?:the\s+|your\s+|that\s+)?(?:sniffles|colds|(?:a|your|that)\s+cold|common\s+cold|flu|coughs?|sore\s+throats?|viruses|virus|infections?|headaches?|hangovers?)(?![\p{L}])/iu,
    ],
    weak: [
      'treat', 'treatment', 'heal', 'healing', 'remedy', 'relief', 'symptom', 'anxiety', 'depression', 'insomnia', 'inflammation',
      'metabolism', 'pounds', 'lbs', 'earn', 'income', 'profit', 'investment', 'invest', 'returns', 'loan', 'debt', 'guaranteed',
      'proven', 'breakthrough', 'wealth', 'anti aging', 'slim', 'keto', 'cravings', 'millionaire',
      // A body kept healthy by the product, and the doctor invoked for it.
      /(?<![\p{L}\p{N}])(?:keeps?|keeping|makes?)\s+(?:your\s+)?(?:arteries|heart|hearts|immune\s+system|bones|joints|liver|brain|blood)\s+(?:\w+\s+)?(?:clear|strong|healthy|young|clean)(?![\p{L}])/iu,
      /(?<![\p{L}\p{N}])keeps?\s+the\s+(?:doctor|cardiologist|dentist|physician)s?\s+away(?![\p{L}])/iu,
      'antioxidant', "doctor's orders", 'doctors orders', 'shingles', 'immune system', 'immunity',
      'anyone can do it', 'results not typical', 'from your phone', 'from my phone',
      // A saving promised as a figure ("your bill drops by half"), and a guarantee backed with money.
      /(?<![\p{L}\p{N}])(?:bills?|costs?|payments?|premiums?)\s+(?:\w+\s+){0,2}(?:drops?|falls?|(?:is\s+|are\s+)?cut|(?:is\s+|are\s+)?slashed)\s+(?:by\s+half|in\s+half|in\s+two|by\s+\d+\s?%)(?![\p{L}])/iu,
      /(?<![\p{L}\p{N}])(?:cut|cuts|slash\w*|halve\w*)\s+(?:\w+\s+){0,3}(?:bills?|costs?|payments?)\s+(?:in\s+half|by\s+half|in\s+two|by\s+\d+\s?%)(?![\p{L}])/iu,
      'put it in writing', 'pay the difference', 'giveback',
      /(?<![\p{L}\p{N}])(?:claim|get|receive|collect)\s+(?:the\s+|your\s+)?\$[\d,]{4,}\s+(?:\w+\s+)?(?:giveback|benefits?|refunds?|checks?|payments?|rebates?)(?![\p{L}])/iu,
      /(?<![\p{L}\p{N}])(?:every(?:one|body)|anyone)\s+(?:\w+\s+){0,2}qualifies(?![\p{L}])/iu,
      'kiếm tiền',
    ],
    otherSenses: [
      { terms: ['treat'], near: /\b(?:treat\s+(?:yourself|your\s+(?:family|mom|dad|friends|sweetheart|valentine|guests)|them|someone)|trick|dog|cat|pet|sweet|special|holiday|halloween|frozen|tasty|little)\b/i },
      { terms: ['earn', 'earn up to'], near: /\b(?:points?|rewards?|miles|badges?|stars?|credits?|cash\s+back|degree|diploma|certificate|certification|ged|license|your\s+(?:way|spot|place|keep)|respect|trust)\b/i },
      { terms: ['detox'], near: /\b(?:digital|social\s+media|screen|phone)\b/i },
      { terms: ['cure'], near: /\b(?:cured\s+(?:meats?|ham|bacon|salmon|salami)|salt|curing\s+(?:concrete|time)|concrete|uv\s+cure)\b/i },
      { terms: ['miracle'], near: /\b(?:christmas|34th\s+street|on\s+ice|worker|league|gro|whip|miracle-?gro)\b/i },
      { terms: ['cancer'], near: /\b(?:relay\s+for\s+life|american\s+cancer\s+society|survivors?|awareness|walk|run|benefit|fundrais\w*|memorial|zodiac|tropic)\b/i },
      { terms: ['proven', 'guaranteed'], near: /\b(?:satisfaction|lowest\s+price|price\s+match|fit|delivery|on\s+time|track\s+record|leader|leadership|quality|work(?:manship)?)\b/i },
      { terms: ['loan'], near: /\b(?:loan(?:er)?\s+(?:car|vehicle|program)|library|on\s+loan|exhibit\w*|museum)\b/i },
      { terms: ['returns', 'returns of'], near: /\b(?:free|easy|exchange\w*|return\s+policy|shipping|happy\s+returns|many\s+happy|tax|merchandise|items?|purchases?|season|returns\s+(?:to|home|for))\b/i },
      { terms: ['slim', 'keto', 'cravings'], near: /\b(?:slim\s+(?:fit|jeans?|cut)|fat\s+(?:tire|bike|tuesday|cat)|memory\s+(?:foam|card|lane|care|of|garden|walk)|in\s+memory|loving\s+memory|memorial|restor\w*\s+(?:furniture|cars?|homes?|hardwood)|rebuild\w*\s+(?:engines?|transmissions?|decks?)|heating|cooling|sound|security|irrigation|septic|filtration|hvac|award[-\s]?winning|winning\s+(?:team|season|streak|recipe)|hiring|apply|training\s+provided|job|jobs|position|pizza|menu|restaurant)\b/i },
      { terms: ['memory loss', 'brain fog', 'blood sugar', 'blood pressure', 'cholesterol'], near: /\b(?:care|caregiv\w*|day\s+services|support\s+groups?|screenings?|checks?|clinic|respite|memory\s+care|awareness|walk|free\s+(?:screening|check))\b/i },
      { terms: ['shingles'], near: /\b(?:roof\w*|asphalt|cedar|siding|gutters?|contractors?|bundles?|architectural|vaccines?|vaccinat\w*|shots?|pharmacy|clinic)\b/i },
      { terms: ['from your phone', 'from my phone'], near: /\b(?:order\w*|book\w*|pay|shop\w*|app|schedul\w*|reserve|track|manage|control|check\s+in|tickets?)\b/i },
      { terms: ['pounds', 'lbs'], near: /\b(?:bags?|feed|pellets?|salt|bulk|capacity|tow\w*|payload|fish|walleye|catch|turkey|ham|beef|pork|per\s+pound|\$)\b/i },
    ],
  },
  {
    id: 'hemp_thc',
    policyId: POLICY_IDS.hempProducts,
    alsoCoveredBy: [POLICY_IDS.legalCompliance],
    strong: [
      'THC', 'THCA', 'THCV', 'THCP', 'HHC', 'CBD', 'CBN', 'CBG', 'cannabidiol', 'cannabinoid', 'cannabis', 'marijuana', 'delta 8',
      'delta 9', 'delta 10', 'hemp derived', 'dispensary', 'dispensaries', 'pre roll', 'preroll', 'sativa', 'indica', 'kush',
      'full spectrum hemp', 'broad spectrum hemp', 'hemp flower', 'hemp gummies', 'THC free', 'edibles',
      /(?<![\p{L}\p{N}])[Δ∆]\s?-?(?:8|9|10)(?![\p{N}])/u,
      /(?<![\p{L}\p{N}])D(?:8|9|10)(?![\p{L}\p{N}])/u,
      // Cannabinoids and their variants, concentrates, smoking gear and the shops, misspelled and in Spanish.
      'THC O', 'THCO', 'HHCP', 'HHC P', 'THCjd', 'delta 11', 'live resin', 'live rosin', 'distillate', 'dab rig',
      'vape cart', 'THC cart', 'bong', 'head shop', 'ganja', 'reefer', 'marihuana', 'mota', 'cáñamo', 'cannabinoide',
      'cần sa', 'xashiish', 'marijauna', 'marajuana', 'mariguana', 'canabis', 'cannibis', 'canabidiol', 'canabinoid', 'farm bill compliant', 'hemp extract',
      'hemp oil', 'cannabis infused', 'THC infused', 'THC seltzer', 'THC beverage', 'THC drink', 'THC gummies', 'hemp seltzer',
      /(?<![\p{L}\p{N}])delta[-\s]?(?:8|9|10|11)(?:\s?THC)?(?![\p{N}])/iu,
      /(?<![\p{N}.])0?\.3\s?%\s?(?:delta|THC|Δ)/iu,
    ],
    weak: [
      'hemp', 'gummies', 'gummy', 'edible', 'infused', 'vape', 'terpene', 'weed', 'tincture', '420', 'potency', 'lab tested', 'COA',
      'microdose',
      /(?<![\p{L}])\d+(?:\.\d+)?\s?mg(?![\p{L}\p{N}])/u,
      'flower', 'strain', 'blunt', 'joint', 'stoned', 'smoke shop', 'wax', 'cart', 'concentrate', 'full spectrum', 'broad spectrum',
      'gomitas', 'comestibles',
    ],
    otherSenses: [
      { terms: ['gummies', 'gummy', 'edible'], near: /\b(?:vitamins?|multivitamins?|melatonin|elderberry|fiber|probiotics?|collagen|biotin|prenatal|kids|children'?s|bears?|worms|candy|fruit\s+snacks?|edible\s+(?:arrangements?|flowers?|glitter|cookie\s+dough))\b/i },
      { terms: ['weed'], near: /\b(?:lawn|garden\w*|control|killer|pull\w*|eater|whacker|trimmer|weed\s+and\s+feed|feed|mulch|landscap\w*|crabgrass|dandelions?|sea\s*weed|tumbleweed)\b/i },
      { terms: ['infused'], near: /\b(?:olive\s+oil|oils?|vinegar|water|tea|honey|garlic|fruit|cucumber)\b/i },
      { terms: ['flower', 'strain', 'blunt', 'joint', 'wax', 'cart', 'concentrate', 'full spectrum', 'broad spectrum', 'stoned'], near: /\b(?:florist|bouquets?|wedding|garden\w*|flower\s+(?:shop|show|beds?|pots?)|sunflower|wildflower|muscle|back|strain\w*\s+(?:relief|injur\w*)|blunt\s+(?:truth|force|talk)|joint\s+(?:pain|health|venture|account|replacement|session|meeting)|ski|candle|car\s+wash|wax\w*\s+(?:salon|brows?)|brazilian|golf|shopping|grocery|carts?\s+(?:corral|return)|juice|orange|tomato|high\s+(?:school|quality|speed|end|tea)|highway|buzzcut|buzz\s*(?:cut|worthy)|bees?|sunscreen|uv|light|sunlight|stone|stonework)\b/i },
      { terms: ['hemp'], near: /\b(?:rope|twine|cord|fabric|clothing|shirts?|bags?|hearts|seeds?\s+(?:oil|hearts)|protein|milk|jewelry|bracelets?)\b/i },
    ],
  },
  {
    id: 'alcohol',
    policyId: POLICY_IDS.alcohol,
    strong: [
      'beer', 'wine', 'winery', 'vineyard', 'liquor', 'brewery', 'brewpub', 'microbrewery', 'brewing company', 'brewing co', 'distillery',
      'taproom', 'tap room', 'vodka', 'whiskey', 'whisky', 'bourbon', 'tequila', 'mezcal', 'gin', 'cognac', 'brandy', 'schnapps',
      'champagne', 'prosecco', 'sangria', 'mimosa', 'margarita', 'martini', 'mojito', 'bloody mary', 'cabernet', 'merlot',
      'chardonnay', 'pinot', 'riesling', 'sauvignon', 'rosé', 'lager', 'pilsner', 'hard seltzer', 'hard cider', 'hard lemonade',
      'craft beer', 'drink responsibly', 'sommelier', 'booze', 'alcoholic beverage', 'bottle shop', 'ale', 'IPA', 'hefeweizen',
      // Serving words and venues: how a bar sells drinks without naming one.
      'open bar', 'all you can drink', 'bottomless drinks', 'bottomless mimosa', 'drink special', 'drink till', 'drink until',
      'rail drinks', 'well drinks', 'rail pour', 'bottle service', 'pub crawl', 'bar crawl', 'BYOB', 'speakeasy', 'biergarten',
      'beer garden', 'mixologist', 'nightclub', 'last call', 'shot special', 'jello shots', 'beer pong', 'keg stand',
      'chug*', 'bar tab', 'ladies drink free', 'hard kombucha', 'spiked seltzer', 'boozy', 'tipsy', 'buzzed', 'hangover',
      'liquored up',
      // Drinks and brands, read as the category.
      'daiquiri', 'piña colada', 'pina colada', 'negroni', 'aperol', 'highball', 'soju', 'sake bomb', 'malbec',
      'zinfandel', 'moscato', 'shiraz', 'prosecco', 'lambic', 'saison', 'amaretto', 'limoncello', 'absinthe', 'Jägermeister',
      'Bud Light', 'Budweiser', 'Coors', 'Miller Lite', 'Michelob', 'Heineken', 'Guinness', 'Grain Belt', 'Leinenkugel',
      'Busch Light', 'Pabst', 'PBR', 'Jack Daniel', 'Jameson', 'Fireball', 'Smirnoff', 'Absolut', 'Bacardi',
      'Captain Morgan', 'Crown Royal', 'Jim Beam', 'White Claw', 'Twisted Tea', 'Mike hard', 'Svedka', 'Malibu rum',
      // Spanish, and misspellings.
      'cerveza', 'cervecería', 'cerveceria', 'vino', 'vinos', 'licor', 'licores', 'barra libre', 'michelada', 'chelada', 'trago', 'tragos',
      'bebidas alcohólicas', 'whiskee', 'tequilla', 'vodca', 'liquer', 'licquor', 'margarhita', 'chelas', 'cheve', 'cubetazo',
      // Warm and mixed drinks, bar slang, and the house buying the round.
      'brandy old fashioned', 'tallboy', 'brewski', 'cold ones', 'drinks on us', 'drinks on the house',
      'round on the house', 'shots on us',
      // A price per pour ("$2 taps", "$4 wells", "$12 pitchers"): a drink special without naming the drink.
      /(?<![\p{L}\p{N}])\$\d+(?:\.\d{2})?\s+(?:taps|pints|drafts|draughts|domestics|wells|rails|pitchers|tallboys|margs|mimosas|bombs|imports|micros)(?![\p{L}])/iu,
      // Beer, wine, cocktail and whiskey glasses; the popped bottle and clinking flutes are a wedding's too, and left out.
      /[\u{1F37A}\u{1F37B}\u{1F377}\u{1F378}\u{1F943}]/u,
      // Vietnamese, Somali, Hmong and Oromo.
      'rượu', 'nhậu', 'bia hơi', 'bia miễn phí', 'uống thả ga', 'khamri', 'biir', 'cawv', 'npias', 'farsoo', 'araqee', 'biiraa', 'alkoolii',
    ],
    weak: [
      'alcohol', 'bar', 'pub', 'tavern', 'saloon', 'lounge', 'pint', 'on tap', 'brew', 'cheers', '21+', 'proof', 'spirit',
      'spirits', 'bottle', 'tasting', 'cellar', 'keg', 'growler', 'shots', 'happy hour', 'cocktail', 'martini', 'mead', 'porter',
      'stout', 'rum', 'scotch', 'gin', 'drink', 'pitcher', 'pour', 'bucket', 'tap', 'draft', 'draught', 'flight', 'toast', 'cider',
      'Corona', 'nightlife', 'cantina', 'bebidas', 'DJ', 'ladies night', 'bar and grill', 'grill and bar', 'seltzer', 'hops', 'sip',
      // Words for being drunk, and the person who serves: everyday senses too, so each needs a second word.
      'bartender', 'hammered', 'wasted', 'drunk', 'rye', 'hot toddy', 'toddy', 'old fashioned', 'bia', 'uống', 'cubeta',
      /(?<![\p{L}\p{N}])21\s?(?:and|&)\s?(?:over|up|older)(?![\p{L}])/iu,
    ],
    otherSenses: [
      { terms: ['beer', 'ale', 'craft beer'], near: /\b(?:root|ginger|butter|non-?alcoholic|na|alcohol-?free|zero\s+proof|0\.0)[-\s]*$/i },
      // Somali "beer" is a yard or a liver: read among Somali words it is no drink.
      { terms: ['beer'], near: /\b(?:iyo|weyn|guri|garaash|qol|leh|ah|oo|waa|wac)\b/i },
      { terms: ['rye', 'old fashioned'], near: /\b(?:bread|loaf|toast|flour|bakery|sourdough|pumpernickel|catcher|grass|seed|good\s+old|plain\s+old|old[-\s]fashioned\s+(?:way|service|values|fun|christmas|donuts?|doughnuts?|candy|ice\s+cream|hamburgers?|burgers?|hardware|customer|quality|craftsmanship|barber\w*))\b/i },
      { terms: ['bia', 'uống', 'cubeta'], near: /\b(?:trà|cà\s+phê|sinh\s+tố|nước\s+ngọt|hielo|pintura|agua|arena)\b/i },
      { terms: ['rum', 'cocktail', 'wine', 'champagne', 'gin', 'martini'], near: /\b(?:rum\s+(?:cake|balls?|raisin)|shrimp\s+cocktail|fruit\s+cocktail|cocktail\s+(?:dress|attire|napkins?|sauce|table|party\s+attire)|wine\s+(?:racks?|glass(?:es)?\s+painting|colou?red|red\s+paint)|champagne\s+(?:colou?r|gold|toast\s+to\s+the\s+graduates)|cotton\s+gin|gin\s+rummy)\b/i },
      { terms: ['porter', 'stout', 'mead', 'scotch'], near: /\b(?:mr|mrs|ms|dr|st|street|county|ave|avenue|tape|brite|scotchgard|hearted|strong|frame|door|lodge|funeral\s+home|law|realty)\b/i },
      { terms: ['spirits', 'spirit'], near: /\b(?:school|team|holiday|christmas|community|class|high|holy|free|kindred|spirit\s+(?:week|wear|day|airlines?)|spirits?\s+(?:bright|lifted|high))\b/i },
      { terms: ['bar', 'lounge', 'bottle', 'tasting', 'shots', 'proof', 'cheers', 'brew', 'cellar', 'drink'], near: /\b(?:candy|granola|salad|coffee|espresso|juice|smoothie|protein|snack|bar\s+exam|bars?\s+(?:and\s+restaurants?|stool)|water|baby|soda|tea|chocolate|cheese|food|flu|vaccine|booster|photo\w*|free\s+drinks?\s+for\s+kids|kombucha|root\s+cellar|storm\s+cellar|proof\s+of)\b/i },
      { terms: ['drink', 'drink special', 'drinks on us', 'drinks on the house', 'round on the house', 'pitcher', 'pour', 'bucket', 'tap', 'draft', 'draught', 'flight', 'toast', 'cider', 'sip', 'DJ', 'seltzer', 'hops', 'bebidas', 'nightlife', 'chug', 'wasted', 'drunk', 'hammered', 'Corona'], near: /\b(?:water|soft|energy|sports?|protein|smoothies?|juices?|coffee|tea|milk|lemonade|soda|pop|kids?|children|youth|family|baseball|softball|little\s+league|pitcher'?s\s+(?:mound|glove)|pitching|catcher|mound|concrete|asphalt|pour(?:ed)?\s+(?:concrete|foundations?|floors?)|foundations?|bucket\s+(?:list|truck|seats?|hat)|ice\s+bucket\s+challenge|tap\s+(?:dance|shoes|water|to\s+pay|here|the\s+link)|draft\s+(?:day|picks?|beer\s+free)|fantasy\s+draft|nfl\s+draft|first\s+draft|flights?\s+(?:to|from|deals?|attendant|school)|airlines?|airport|travel|french\s+toast|toast\w*\s+(?:bread|oven)|avocado|apple\s+cider\s+(?:donuts?|vinegar)|cider\s+(?:donuts?|vinegar|mill)|sparkling|wedding|dj\s+services|school|dance|prom|homecoming|bunny\s+hops?|hip\s+hops?|hops\s+(?:and|&)\s+skips|drunk\s+driv\w*|designated|dui|dwi|mothers\s+against|sober|recovery|aa|food\s+wasted|wasted\s+(?:food|time|money|energy)|corona\s+(?:virus|del\s+mar|ca|california)|covid|pandemic)\b/i },
      { terms: ['happy hour'], near: /\b(?:kids|children|family|coffee|smoothie|appetizers?\s+only|half[-\s]price\s+apps)\b/i },
    ],
  },
  {
    // A prize handed out by chance is a lottery when entry is bought, and a sweepstakes owes its disclosures:
    // the contests rule reads those, this only asks whether a prize is being given away at all.
    id: 'prize_promotions',
    policyId: POLICY_IDS.contestsSweepstakes,
    alsoCoveredBy: [POLICY_IDS.bettingGambling],
    strong: [
      'sweepstakes', 'sweeps', 'giveaway', 'give away', 'giving away', 'raffle', 'prize drawing', 'door prize', 'grand prize', 'instant win',
      'enter to win', 'chance to win', 'chances to win', 'spin to win', 'spin the wheel', 'prize wheel', 'scratch and win', 'scratch to win',
      'scratch off', 'lucky winner', 'winners will be drawn', 'winner will be drawn', 'drawn at random', 'text to win', 'tag to win',
      'win a free', 'win a trip', 'win a new', 'win a year', 'win cash', 'cash prize', 'prize pack', 'mystery box', 'under the cap',
      'sorteo', 'rifa', 'concurso', 'gana un', 'gana una', 'premio mayor',
      // A draw however it is put: winners drawn, names in the hat, entered to win, text a word to win.
      /(?<![\p{L}\p{N}])(?:winners?|names?|numbers?|tickets?|entr(?:y|ies))\s+(?:will\s+be\s+|to\s+be\s+|are\s+|is\s+|get\s+)?drawn(?![\p{L}])/iu,
      /(?<![\p{L}\p{N}])names?\s+(?:\w+\s+)?in\s+(?:the|a)\s+(?:hat|drawing|bowl|fishbowl|jar)(?![\p{L}])/iu,
      /(?<![\p{L}\p{N}])entered\s+(?:\w+\s+){0,3}?(?:to\s+win|(?:in|into)\s+(?:a|the|our)\s+(?:\w+\s+)?(?:drawing|raffle|sweepstakes|giveaway))(?![\p{L}])/iu,
      /(?<![\p{L}\p{N}])text\s+(?:\S+\s+){1,3}to\s+\d{4,6}\s+(?:to\s+)?(?:win|enter)(?![\p{L}])/iu,
      // A prize notice: the reader told they were picked, asked to claim what they won.
      /(?<![\p{L}\p{N}])(?:claim|confirm|collect)\s+(?:your\s+)?(?:prize|winnings|cash\s+award)(?![\p{L}])/iu,
      /(?<![\p{L}\p{N}])(?:you|your\s+(?:household|family|home|number|address|name))\s+(?:have\s+|has\s+|'ve\s+)?(?:been\s+)?(?:selected|chosen)\s+to\s+(?:receive|win)(?![\p{L}])/iu,
      /(?<![\p{L}\p{N}])you(?:\s+have|'ve)\s+(?:already\s+)?won(?![\p{L}])/iu,
      'trúng thưởng', 'quay số', 'bốc thăm', 'rút thăm',
      // Entry earned by a purchase or a visit, and the things a chance game is played with.
      /(?<![\p{L}\p{N}])(?:drop|put|toss|bring|leave)\s+(?:your\s+)?(?:receipts?|tickets?|business\s+cards?|cards?|names?)\s+(?:\w+\s+){0,2}in(?:to)?\s+(?:the|our|a)\s+(?:barrel|bowl|fishbowl|jar|box|drum)(?![\p{L}])/iu,
      /(?<![\p{L}\p{N}])(?:receipts?|purchases?|orders?|visits?|punch\s+cards?)\s+(?:\S+\s+){0,6}?(?:gets?|earns?|is|=|counts\s+as)\s+(?:you\s+)?(?:(?:one|an?|\d+|another|extra|bonus|additional|free)\s+){1,2}(?:entry|entries|chances?)(?![\p{L}])/iu,
      /(?<![\p{L}\p{N}])(?:\d+(?:st|nd|rd|th)|first|fifth|seventh|ninth|tenth|twelfth)\s+caller(?![\p{L}])/iu,
      'scratch card', 'instant winner', 'mystery envelope', 'prize envelope', 'prize notice', 'prize claim', 'award notification',
      'sweepstake', 'sweeptakes', 'sweepstaks', 'giveway', 'raffel',
    ],
    // Entering, winners and contests are also the words of a judged contest, which is no game of chance.
    weak: ['win', 'prize', 'premio', 'premios', 'drawing', 'ticket', 'lucky', 'jackpot', 'giải thưởng', 'abaalmarin', 'khoom plig'],
    otherSenses: [
      { terms: ['win', 'winner'], near: /\b(?:award|emmy|grammy|pulitzer|oscar|nobel|ribbon|prize|medal)[-\s]+winn\w*|\bwin[-\s]win\b|\bwinning\s+(?:team|season|streak|recipe|smile|combination|coach)\b/i },
      { terms: ['prize'], near: /\bprize[-\s]+winn\w*|\bprized\b|\bprize\s+(?:fighter|bull|steer|pig|pumpkin|catch|possession)\b/i },
      { terms: ['drawing', 'ticket'], near: /\b(?:figure|drawing\s+(?:class|classes|lessons?|board|paper|pad)|art|sketch\w*|tickets?\s+(?:on\s+sale|available|at\s+the\s+door|\$)|admission|concert|show|game|movie|theat\w*|season|parking|speeding|entry\s+(?:level|way|door|fee)|data\s+entry|no\s+entry|enter\s+(?:through|from|the\s+building|here|your))\b/i },
      // "This is not a sweepstakes", "no raffle this year": the thing denied.
      { terms: ['sweepstakes', 'sweeps', 'giveaway', 'raffle', 'drawing', 'sorteo', 'rifa', 'sweepstake', 'sweeptakes', 'sweepstaks', 'giveway', 'raffel'], near: /\b(?:not\s+an?|no|isn'?t\s+an?|never\s+an?)\s*$/i },
      { terms: ['lucky'], near: /\b(?:lucky\s+(?:dog|charms?|strike|pet|star|to\s+have)|get\s+lucky|feeling\s+lucky)\b/i },
    ],
  },
  {
    // Good taste has no product to name: its ground is death, disaster, violence and fear put near a sale.
    id: 'tragedy_violence',
    policyId: POLICY_IDS.goodTaste,
    strong: [
      'mass shooting', 'school shooting', 'active shooter', 'massacre', 'terror attack', 'terrorist attack', '9/11', 'nine eleven',
      'september 11', 'twin towers', 'death toll', 'lives lost', 'lost their lives', 'were killed', 'was killed', 'killed in', 'murdered',
      'slaughter*', 'bloodbath', 'blood bath', 'gore', 'gory', 'gruesome', 'decapitat*', 'dismember*', 'mutilat*', 'disembowel*', 'corpse',
      'dead bodies', 'body bag', 'next victim', 'be next', 'could be next', 'bleed out', 'bleeding out', 'blood splatter', 'blood soaked',
      'tragedy', 'tragic', 'lost everything', 'tiny casket', 'small coffin', 'before they wake', "won't wake up", 'will they wake up',
      // Condolence put to a sale: the words a business uses about the dead.
      'our hearts go out', 'thoughts and prayers', 'in their memory', 'in memory of the victims', 'in honor of the victims',
      // National tragedies and their anniversaries.
      'Pearl Harbor', 'Holocaust', 'Columbine', 'Sandy Hook', 'Uvalde', 'Parkland shooting', 'Oklahoma City bombing', 'marathon bombing',
      'Hurricane Katrina',
      // Fear of one's own death put to the reader.
      'die alone', 'dies alone', 'died alone', 'dying alone', 'found dead',
      /(?<![\p{L}\p{N}])(?:will|could|would|what\s+if)\s+(?:you|your\s+\p{L}+)\s+(?:dies?|be\s+killed|be\s+found\s+dead|bleed\s+out)(?![\p{L}])/iu,
      'tragedia', 'masacre', 'thảm họa', 'thảm sát',
    ],
    weak: [
      'hurricane', 'tornado', 'flood', 'wildfire', 'earthquake', 'disaster', 'victim', 'shooting', 'shooter', 'dead', 'death', 'die', 'dying',
      'killed', 'kill', 'blood', 'bloody', 'guts', 'terrified', 'terror', 'horror', 'nightmare', 'intruder', 'burglar', 'kidnap*',
      'predator', 'attack', 'crash', 'explosion', 'fatal', 'grieving', 'mourning', 'memorial', 'bodies',
      // Fear put to the reader's family, and the ruin a disaster leaves.
      'deadly', 'kills', 'casket', 'coffin', 'funeral', 'destroyed', 'flattened', 'devastat*', 'wiped out', 'storm', 'carbon monoxide',
      'too late', 'your kids', 'your children', 'your family', 'pileup', 'collision', 'wreck', 'ground zero', 'tử vong', 'tiroteo', 'muertos',
      /(?<![\p{L}\p{N}])pile-up(?![\p{L}])/iu,
      // Lives counted: a museum's history too, so it needs a second word.
      /(?<![\p{L}\p{N}])(?:took|claimed|cost)\s+(?:\w+\s+)?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a\s+dozen|several|many|countless)\s+lives(?![\p{L}])/iu,
      /(?<![\p{L}\p{N}])(?:it\s+)?could\s+(?:have\s+been|be)\s+(?:you|your\s+(?:home|house|building|family|kids?|children|car))(?![\p{L}])/iu,
    ],
    otherSenses: [
      { terms: ['shooting', 'shooter'], near: /\b(?:photo\w*|film\w*|video|star|stars|hoops?|basket\w*|pains?|guard|pool|range|sports?|clays?|trap|skeet|sporting|first-person|game)\b/i },
      { terms: ['kill', 'killed', 'die', 'dying', 'dead', 'death'], near: /\b(?:killer\s+(?:deals?|prices?|sale)|kill\s+(?:weeds?|bugs?|germs?|pests?|it|time)|weed\s+killer|dye|die[-\s]?cast|dead\s*(?:line|bolt|head|end|of\s+winter|heat|lift)|to\s+die\s+for|grateful\s+dead|death\s+(?:by\s+chocolate|metal)|dying\s+to\s+(?:try|see|meet))\b/i },
      { terms: ['horror', 'nightmare', 'terror', 'blood', 'bloody', 'guts', 'attack'], near: /\b(?:horror\s+(?:movie|film|fest|night|marathon|classics?)|nightmare\s+before\s+christmas|blood\s+(?:drive|donors?|donation|pressure|sugar|test|work|bank|orange|moon|type)|give\s+blood|bloody\s+mary|guts\s+(?:and|&)\s+glory|heart\s+attack|panic\s+attack|attack\s+(?:the\s+day|plan))\b/i },
      { terms: ['casket', 'coffin', 'funeral', 'memorial', 'grieving', 'mourning'], near: /\b(?:funeral\s+(?:home|chapel|director|services?)|cremat\w*|urns?|pre-?plan\w*|pre-?need|obituar\w*|visitation|celebration\s+of\s+life|memorial\s+service|mortuary|headstones?|monuments?|grief\s+support)\b/i },
      { terms: ['storm'], near: /\bstorm\s+(?:windows?|doors?|drains?|sewers?|shelters?|chasers?)\b|\bbrainstorm\w*|\b(?:ice|snow|winter|perfect)\s+storm\b/i },
      { terms: ['your kids', 'your children', 'your family', 'too late'], near: /\b(?:welcome|bring|fun|free\s+for|meals?|lessons?|classes|camp|party|photos?|portraits?|birthday|never\s+too\s+late|not\s+too\s+late|it'?s\s+not\s+too\s+late)\b/i },
      // "Spooky, not gory", "no blood, no gore": the thing promised absent.
      { terms: ['gore', 'gory', 'gruesome', 'blood', 'bloody', 'guts'], near: /\b(?:no|not|never|without|zero|nothing)\s+(?:\w+\s+)?$/i },
      { terms: ['gore'], near: /\bgore[-\s]?tex\b|\b(?:al|lesley|vice\s+president)\s+gore\b/i },
      { terms: ['slaughter*'], near: /\b(?:butcher\w*|processing|meat|beef|hogs?|pork|lambs?|livestock|custom|locker|deer|poultry|chickens?|turkeys?)\b/i },
      { terms: ['collision', 'wreck'], near: /\b(?:collision\s+(?:repair|center|centre|shop|coverage|insurance)|auto\s+body|body\s+shop|wreck(?:er|ing)\s+(?:service|yard)|shipwreck|wreck\s+diving|towing)\b/i },
      { terms: ['Holocaust', 'Pearl Harbor'], near: /\b(?:museum|remembrance|memorial\s+(?:service|ceremony)|survivors?|lecture|exhibit\w*|history|education|documentary|veterans?|vfw|legion)\b/i },
      { terms: ['tragedy', 'tragic', 'tragedia'], near: /\b(?:shakespeare\w*|macbeth|hamlet|lear|othello|romeo|greek|play|theat\w*|opera|stage|drama|comedy|novel|book\s+club|lecture|course)\b/i },
      { terms: ['memorial', 'crash', 'flood', 'disaster'], near: /\b(?:memorial\s+(?:day|drive|park|hospital|stadium|library|blvd|highway|tournament|golf)|crash\s+(?:course|pad|test)|flood\s+(?:insurance|zone|plain|light)|disaster\s+(?:preparedness|kit|relief\s+fund|recovery\s+plan))\b/i },
    ],
  },
];

// ---------------------------------------------------------------------------------------------------------
// Matching

const OCR_LETTER: Readonly<Record<string, string>> = { '0': 'o', '1': 'l', '5': 's', '|': 'l', '!': 'l' };

/**
 * OCR puts digits and bars for letters inside words ("f1rearm", "alc0hol", "amm0"); read them as the
 * letters they stand for. Only between letters, or a zero ending a word, so "9mm", "GLP-1" and "AR-15" stay.
 */
function readAsLetters(text: string): string {
  return text
    .replace(/(?<=\p{L})[015|!](?=\p{L})/gu, (ch) => OCR_LETTER[ch] ?? ch)
    .replace(/(?<=\p{L}{2})0(?![\p{L}\p{N}])/gu, 'o');
}

/** OCR reads l as I and the other way round: a term's i and l match either. */
function ocrLetters(literal: string): string {
  return literal.replace(/[il]/gi, '[il]');
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** The forms a word takes at the end of a term: plurals, verb forms, agent nouns, possessive. */
function inflected(word: string, lit: (s: string) => string): string {
  if (word.endsWith('*')) return `${lit(word.slice(0, -1))}\\p{L}*`;
  if (!/\p{L}$/u.test(word)) return lit(word);
  const lower = word.toLowerCase();
  if (/[^aeiou]y$/.test(lower)) return `${lit(word.slice(0, -1))}(?:y|ies|ied|ying)`;
  // A plural in z is the street spelling of one in s ("rubz", "gunz", "shotz").
  if (lower.endsWith('e')) return `${lit(word)}(?:[sz]|d|rs?)?|${lit(word.slice(0, -1))}ing`;
  const doubled = /[^aeiou][aeiou][bdgmnprt]$/.test(lower) && lower.length <= 4 ? `|${lit(word)}${lit(word.slice(-1))}(?:ed|ing|ers?)` : '';
  return `${lit(word)}(?:e?[sz]|ed|ing|ers?)?(?:'s)?${doubled}`;
}

const JOINER = "[-\\s/']*";

function termPattern(term: string, ocr: boolean): string {
  const lit = ocr ? (w: string) => ocrLetters(escape(w)) : escape;
  const words = term.trim().split(/\s+/);
  const head = words.slice(0, -1).map(lit);
  return [...head, `(?:${inflected(words[words.length - 1], lit)})`].join(JOINER);
}

interface TCompiledTerm {
  source: string;
  pattern: RegExp;
  strong: boolean;
  otherSenses: RegExp[];
  /** Letters the text must hold for the pattern to match at all (see `detectSensitiveDomains`); null for a hand-written pattern. */
  anchor: string | null;
}

/** Lower case, with OCR's l and i as one letter: the form an anchor is looked up in. */
function anchorForm(text: string): string {
  return text.toLowerCase().replace(/l/g, 'i');
}

/**
 * The opening letters of a term's first word, which every form of the term keeps: only its last word is inflected, and
 * at most by its final letter.
 */
function anchorOf(term: string): string {
  const first = term.trim().split(/\s+/)[0].replace(/\*$/, '');
  return anchorForm(first.slice(0, Math.min(3, Math.max(1, first.length - 1))));
}

const BEFORE = '(?<![\\p{L}\\p{N}])';
const AFTER = '(?![\\p{L}\\p{N}])';

function compileTerm(source: TTermSource, strong: boolean, spec: TDomainSpec, exactCase = false): TCompiledTerm {
  const label = typeof source === 'string' ? source : source.source;
  const pattern =
    typeof source === 'string'
      ? new RegExp(`${BEFORE}(?:${termPattern(source, !exactCase)})${AFTER}`, exactCase ? 'gu' : 'giu')
      : new RegExp(source.source, source.flags.includes('g') ? source.flags : `${source.flags}g`);
  const otherSenses = (spec.otherSenses ?? []).filter((s) => typeof source === 'string' && s.terms.includes(source)).map((s) => s.near);
  return { source: label, pattern, strong, otherSenses, anchor: typeof source === 'string' ? anchorOf(source) : null };
}

interface TCompiledDomain {
  spec: TDomainSpec;
  terms: TCompiledTerm[];
}

const COMPILED: readonly TCompiledDomain[] = SENSITIVE_DOMAINS.map((spec) => ({
  spec,
  terms: [
    ...spec.strong.map((t) => compileTerm(t, true, spec)),
    ...(spec.acronyms ?? []).map((t) => compileTerm(t, true, spec, true)),
    ...spec.weak.map((t) => compileTerm(t, false, spec)),
  ],
}));

// "alcohol-free", "drug free zone", "THC-free": an absence is not the subject (unless a term says otherwise).
// "50 rounds free with every order", "beer free for members" and "drinks free til 10" are offers, not absences.
const ABSENCE_AFTER =
  /^(?:-free|-less|\s+free(?!\s+(?:with|for|of|to|when|on|at|in|if|while|shipping|delivery|gifts?|til+|until|tonight|today|all|after|before|during|every|from|this|'til)\b))\b/i;
// Words a sense check reads: the same line, a few words either side.
const SENSE_WINDOW = 40;

function senseWindow(text: string, match: TMatch): { before: string; around: string } {
  const from = Math.max(lineStartOf(text, match.start - 1), match.start - SENSE_WINDOW);
  const to = Math.min(lineEndOf(text, match.end), match.end + SENSE_WINDOW);
  return { before: text.slice(from, match.start), around: text.slice(from, to) };
}

function inOtherSense(text: string, match: TMatch, term: TCompiledTerm): boolean {
  if (term.otherSenses.length === 0) return false;
  const { before, around } = senseWindow(text, match);
  // A sense pattern anchored at the end ($) reads the words just before the term; others the whole window.
  return term.otherSenses.some((near) => (near.source.endsWith('$') ? near.test(before) : near.test(around)));
}

export interface TDomainEvidence {
  term: string;
  strong: boolean;
  match: TMatch;
}

export interface TSensitiveDomain {
  id: TSensitiveDomainId;
  label: string;
  policyId: string;
  /** Distinct words that placed the ad in the subject, strongest first, in reading order. */
  evidence: TDomainEvidence[];
}

/** Strong terms count 2, weak ones 1 (each distinct term once); a subject needs 2. */
const STRONG_WEIGHT = 2;
const DOMAIN_THRESHOLD = 2;

/** The sensitive subjects the text touches, with the words that show it. */
export function detectSensitiveDomains(rawText: string): TSensitiveDomain[] {
  const text = readAsLetters(rawText);
  // A pattern whose term's opening letters are not in the text cannot match: skipping it saves running, and compiling,
  // most of the thousands of patterns (the engine compiles each on first use and again for text outside Latin-1).
  const lookup = anchorForm(text);
  const domains: TSensitiveDomain[] = [];
  for (const { spec, terms } of COMPILED) {
    const candidates: TDomainEvidence[] = [];
    for (const term of terms) {
      if (term.anchor !== null && !lookup.includes(term.anchor)) continue;
      for (const m of text.matchAll(term.pattern)) {
        const match = { text: rawText.slice(m.index, m.index + m[0].length), start: m.index, end: m.index + m[0].length };
        if (ABSENCE_AFTER.test(text.slice(match.end, match.end + 30)) && !/free$/i.test(term.source)) continue;
        if (inOtherSense(text, match, term)) continue;
        candidates.push({ term: term.source, strong: term.strong, match });
      }
    }
    // A word inside a longer term ("referendum" in "levy referendum") is the same evidence; each term counts once.
    const evidence: TDomainEvidence[] = [];
    for (const c of candidates) {
      const inside = candidates.some(
        (o) => o !== c && o.match.start <= c.match.start && o.match.end >= c.match.end && (o.match.end - o.match.start > c.match.end - c.match.start || (o.strong && !c.strong)),
      );
      const counted = evidence.some((e) => e.term === c.term || (e.match.start === c.match.start && e.match.end === c.match.end));
      if (!inside && !counted) evidence.push(c);
    }
    const weight = evidence.reduce((sum, e) => sum + (e.strong ? STRONG_WEIGHT : 1), 0);
    if (weight < DOMAIN_THRESHOLD) continue;
    evidence.sort((a, b) => Number(b.strong) - Number(a.strong) || a.match.start - b.match.start);
    domains.push({ id: spec.id, label: SENSITIVE_SUBJECT_LABELS[spec.id], policyId: spec.policyId, evidence });
  }
  return domains;
}

// ---------------------------------------------------------------------------------------------------------
// Review items

const EVIDENCE_QUOTED = 6;
const ITEM_TYPE_PREFIX = 'sensitive_domain_';

/** True for the review items this module adds (their type is `sensitive_domain_<subject>`). */
export function isSensitiveDomainItem(f: Pick<TRuleFinding, 'violationType' | 'kind'>): boolean {
  return f.kind === 'review_item' && f.violationType.startsWith(ITEM_TYPE_PREFIX);
}

/** A finding stops auto-approval when it is a review item or a violation above minor, and is still open. */
function putsAdBeforeAPerson(f: TRuleFinding): boolean {
  return f.kind === 'review_item' || f.severity !== 'minor';
}

/**
 * A review item for each sensitive subject the ad touches where no finding of the policy covering it
 * already puts the ad in front of a person: no finding at all, or only minor advisories (which alone
 * leave an ad eligible for auto-approval).
 */
export function checkSensitiveDomains(input: TRuleInput, findings: readonly TRuleFinding[]): TRuleFinding[] {
  if (!input.text) return [];
  const items: TRuleFinding[] = [];
  for (const domain of detectSensitiveDomains(input.text)) {
    const spec = SENSITIVE_DOMAINS.find((d) => d.id === domain.id)!;
    const covering = [spec.policyId, ...(spec.alsoCoveredBy ?? [])];
    if (findings.some((f) => covering.includes(f.policyId) && putsAdBeforeAPerson(f))) continue;
    const policy = POLICY_LIBRARY.find((p) => p.id === spec.policyId)!;
    const words = domain.evidence.slice(0, EVIDENCE_QUOTED).map((e) => `"${e.match.text}"`);
    items.push(
      findingFor(spec.policyId)({
        citation: { section: policy.reference, category: 'publisher_policy', effectiveDate: null },
        severity: 'moderate',
        type: `${ITEM_TYPE_PREFIX}${domain.id}`,
        description:
          `Touches ${domain.label} (${words.join(', ')}), a subject of the ${policy.title} policy, and no rule of that policy ` +
          'matched. The wording may be one the rules do not know: check the ad against the policy before approving.',
        match: domain.evidence[0].match,
        kind: 'review_item',
      }),
    );
  }
  return items;
}
