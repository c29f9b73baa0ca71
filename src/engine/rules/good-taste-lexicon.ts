/**
 * Word lists for the good-taste rule. They are matched on word boundaries against a copy of the
 * text whose leetspeak is undone ("sh1t", "b!tch", "a$$"), and masked spellings ("f*ck") are
 * written into the patterns. Ordinary words that contain these strings (Scunthorpe, shiitake,
 * flame-retardant, cocktail, Dick's) do not match.
 */
export const PROFANITY: readonly RegExp[] = [
  // The oath, not the mild "damn": "god damn", "goddamned", "GODD*MN" (masks are read below).
  /\bgod[-\s]?damn(?:ed|it|n)?\b|\bgoddam\b/i,
  /\bf+[u*#@v]+c+k+(?:ing|in'?|ed|er|ers|s)?\b/i,
  /\bf[*#@]{2,3}(?![a-z])/i,
  /\bmotherf\w*/i,
  // Drawn out as it is shouted ("shiiit", "SH1IT"): the mushroom runs on into "-take".
  /\bsh[i*]+t+(?:ty|s|head)?\b/i,
  // Any word built on it ("sh*tballs", "sh!tload"), but not the mushroom spelled "shitake".
  /\bsh[i*!1]t(?!ake)[a-z]+/i,
  // Abbreviated and spelled-out forms: "f-ing", "f'ing", "effing".
  /\bf(?:-|'|\u2019|\*)(?:in|ing|ed)\b|\beff(?:ing|in'?)\b/i,
  /\bbullsh[i*]t\b/i,
  /\bb[i*]tch(?:es|in'?|ing|y)?\b/i,
  /\ba[s*]{2}holes?\b|\bjacka[s*]{2}(?:es)?\b|\bdumba[s*]{2}(?:es)?\b|\ba[s*]{2}(?:clowns?|hats?|wipes?)\b/i,
  /\bbastards?\b/i,
  // "Ass" in its vulgar uses, not the donkey of a church pageant.
  /\bkick[-\s]?ass\b|\bbad[-\s]?ass\b|\b(?:your|my|his|her|their)\s+ass\b|\bass[-\s]?kicking\b|\bhalf[-\s]?assed\b/i,
  // ...and said of a person: "lazy ass", "smart-ass", "kiss my ass", "pain in the ass".
  /\b(?:lazy|fat|sorry|cheap|broke|smart|dumb|stupid|hard)[-\s]?ass(?:es|ed)?\b|\b(?:kiss|kick|whoop|bust|haul|cover|save)\s+(?:(?:my|your|his|her|their|some|yer)\s+)?ass\b|\bpain\s+in\s+the\s+ass\b/i,
  /\bdickheads?\b|\bcocksuckers?\b|\bp[i*]ss(?:ed)?\s+off\b/i,
  // Sexual vulgarity: "whore", "cunt", "cumming", "cum back for more", "screw her all night". A bare "cum" is Latin ("summa
  // cum laude", "a bar-cum-restaurant") or Vietnamese flu without its accent ("chích ngừa cúm").
  /\bwhores?\b|\bcunts?\b|\bcumming\b|\bcumshots?\b|\bcum\s+(?:back|again|for\s+more|all\s+over|inside|hard)\b|\bscrew\s+(?:her|him)\s+(?:all\s+night|hard|senseless|silly)\b/i,
  // "Dick" said of a person ("such a dick", "a total dick move"), not a man's name or "Dick's".
  /\b(?:be|being|been|such|total|real|complete|huge)\s+(?:a\s+)?(?:total\s+|real\s+|complete\s+|huge\s+)?dicks?\b(?!['\u2019]s\b)|\bdick\s+moves?\b/i,
  /\bwtf\b|\bwtaf\b|\bstfu\b|\bgtfo\b|\bomfg\b|\blmfao\b/i,
  // The middle finger as an emoji says the word: "🖕 to high rates".
  /\u{1F595}/u,
  // "As fuck" abbreviated after an adjective: "cheap af", "lit AF". The Air Force comes before its noun ("AF veteran").
  /\b(?:cheap|good|hot|cold|lit|fresh|legit|tasty|crazy|dope|cute|fire|fun|big|low|real|sweet|spicy|comfy|cozy|clean|fast|loud|nice|sick|bomb|delicious|strong|smooth|wild)\s+(?:af|asf)\b/i,
  // ...and after any state a person is in ("baked af", "stoked AF", "hungry af") where nothing follows it as its noun. A
  // retired airman is "retired AF", and "AF base", "AF veteran" put the noun after.
  /\b(?!retired\b)[a-z]+(?:ed|y)\s+(?:af|asf)\b(?=\s*(?:[.!?,;:)\n]|$|this\b|tonight\b|today\b|all\b|every\b|and\b|for\b|with\b|rn\b))/i,
  // Bullshit by its initials where it is something to cut or be rid of ("cut the BS", "no B.S.", "zero BS"); a B.S. in
  // nursing or a B.S. degree is a diploma.
  /\b(?:cut(?:ting)?\s+(?:out\s+)?the|no|zero|without\s+the|skip\s+the|sick\s+of\s+the|tired\s+of\s+the|enough\s+(?:of\s+)?the|full\s+of)\s+b\.?s\b\.?(?![\w.-]|\s+(?:in|degree|degrees|from|of|program|students?|required|preferred|or)\b)/i,
  // Spelt by sound or with the vowels dropped: "phuck", "fukin", "fcking", "a-hole", "biatch", "mofo". A bare "Fuk"
  // or "FCK" may be a restaurant's Cantonese name or an acronym, so those need an ending.
  /\bph[ua]c?k+(?:ing|in'?|ed|er|s)?\b|\bfu(?:k+|q)(?:ing|in'?|n|ed|er|ers)\b|\bf[ck]k?(?:ing|in|n)\b|\ba-holes?\b|\bbiatch(?:es)?\b|\bbeyotch\b|\bmofos?\b/i,
  // Spanish, the second language of the ads the desk receives: "puta madre", "mierda", "chingada", "pendejo".
  // Vietnamese, by its tone marks: "đéo", "địt", "đụ", "lồn", "cặc". "Đủ" (enough), "các" (the) and "lớn" (big) are other words.
  /(?<!\p{L})(?:đéo|địt|đụ|lồn|cặc|đù\s+má)(?!\p{L})/iu,
  /(?<!\p{L})(?:put[ao]s?|mierdas?|ching(?:ad[oa]s?|ar|a|[oó]n(?:a|es|as)?)|pendej[oa]s?|cabr[oó]n(?:es)?|joder|coñ[oa]|carajo|verga|pinches?|culer[oa]s?|cojones|no\s+mames)(?!\p{L})/iu,
  // Finnish, heard still in the Iron Range's old mining towns: "perkele", "saatana perkele", "vittu".
  /(?<!\p{L})(?:perkele|saatana|vittu(?:a|un)?)(?!\p{L})/iu,
];

/**
 * Whole profane words, for reading masked spellings: "f**king", "a**", "b*tch" are these words with
 * letters starred out. A masked word counts when its letters and mask line up with one of them.
 */
export const MASKABLE_PROFANITY: readonly string[] = [
  'fuck', 'fucking', 'fucker', 'fucked', 'fuckin', 'motherfucker', 'shit', 'shitty', 'bullshit', 'bitch', 'bitches', 'ass', 'asses', 'asshole', 'jackass', 'dumbass', 'badass', 'assclown', 'assclowns', 'asshat', 'asshats',
  'bastard', 'cunt', 'dick', 'dickhead', 'cock', 'cocksucker', 'piss', 'pissed', 'whore', 'slut', 'goddamn', 'goddamned', 'goddam', 'goddamnit',
  // Spanish.
  'puta', 'putas', 'puto', 'putos', 'mierda', 'pendejo', 'pendeja', 'pendejos', 'chingada', 'chingado', 'chingar', 'cabron', 'cabrona', 'verga', 'culero', 'pinche',
];

/** Mild words some readers object to: advisory only. */
export const MILD_PROFANITY: readonly RegExp[] = [/\bdamn(?:ed|it)?\b/i, /\bcrap(?:py)?\b/i, /\bhell\s+of\s+a\b/i];

/**
 * Whole slurs, for reading them masked ("r*tarded", "f*ggot", "n****r"): the same lining up of letters and mask
 * signs as for profanity. A masked slur is still a slur; the stars only show the writer knew it.
 */
export const MASKABLE_SLURS: readonly string[] = [
  'retard', 'retards', 'retarded', 'tard', 'tards', 'faggot', 'faggots', 'fag', 'fags', 'nigger', 'niggers', 'nigga', 'niggas', 'tranny', 'trannies', 'wetback', 'wetbacks',
  'kike', 'kikes', 'gook', 'gooks', 'chink', 'chinks', 'spic', 'spics', 'beaner', 'beaners', 'raghead', 'ragheads', 'towelhead', 'towelheads', 'spaz', 'spazz', 'mongoloid', 'shemale',
  // The ethnic slurs of SLURS below, starred out as a pun hides them ("redsk*n roast", "p*lack jokes"). Three-letter ones
  // are left out: "J&P" or "W&P" are a firm's initials.
  'redskin', 'redskins', 'injun', 'injuns', 'squaw', 'squaws', 'polack', 'polacks', 'dago', 'dagos', 'hymie', 'hymies', 'paki', 'pakis', 'zipperhead', 'zipperheads', 'halfbreed',
  'halfbreeds', 'gypped',
];

export const SLURS: readonly RegExp[] = [
  // "Illegals" as a noun for people.
  /\billegals\b/i,
  /\bretard(?:s|ed)?\b/i,
  /\btrann(?:y|ies)\b/i,
  /\bfagg?ots?\b/i,
  /\bnigg(?:er|a)s?\b/i,
  /\bwetbacks?\b/i,
  /\bkikes?\b/i,
  /\bgooks?\b/i,
  /\bspics?\b(?!\s+(?:and|&|n['\u2019]?)\s+span)/i,
  // Disability: "spaz", "spazzy", "tard", "mongoloid".
  /\bspazz?(?:y|ies|ed|es|ing|zy|zed|zes|zing)?\b|\btards?\b|\bmongoloids?\b/i,
  // Disability made the joke of a price or a deal: "prices so low they're practically handicapped". Handicapped parking,
  // stalls and access are the word's plain use.
  /\b(?:prices?|deals?|savings|sale|discounts?|they'?re|it'?s)\b[^.!?\n]{0,30}?\b(?:practically|basically|totally|downright|so)\s+(?:handicapped|crippled|autistic|spastic|schizo(?:phrenic)?|bipolar)\b/i,
  // Disability: "deaf and dumb", "deaf-mute", "cripple" said of people ("crippling debt" and "crippled by the storm" are not).
  /\bdeaf[-\s]+(?:and|&|n)[-\s]+dumb\b|\bdeaf[-\s]mutes?\b|\bcripples\b|\ba\s+cripple\b/i,
  // Dwarfism: "midget(s)" said of people. A "midget" car class or a midget league in racing and hockey keeps the word as a size.
  /\bmidgets?\b(?!\s+(?:cars?|racing|races?|league|hockey|division|class|sprint|football|wrestling\s+league))/i,
  // A people's name made a verb of cheating: "gypped", "getting jewed", "jew him down", "Indian giver". "Gyp" is also a
  // builder's word for gypsum ("Gyp-Crete", "gyp board").
  /\bgyp(?:s|ped|ping|ed|ing|per|pers)?\b(?![-\s]?(?:crete|rock|board|boards|floor|floors|wall|walls|sum|underlayment|pour|topping))|\bjew(?:ed|ing)\b|\bjew\s+(?:him|her|them|you|me|us|'em|em|the\s+price|it)\s+down\b|\bindian\s+givers?\b/i,
  // Ethnic slurs, not an idiom ("a chink in the armor"), a potato or a lake's name.
  /\bchinks?\b(?!\s+in\b)|\bjaps?\b|\b(?:rag|towel)heads?\b|\bbeaners?\b|\bredskins?\b(?!\s+potato)|\binjuns?\b|\bsquaws?\b(?!\s+(?:lake|valley|creek|point|island|bay))|\bwops?\b(?!-)|\bdagos?\b|\bpolacks?\b|\bhymies?\b|\bpakis?\b|\bzipperheads?\b|\bcamel\s+jockeys?\b|\bhalf[-\s]?breeds?\b/i,
  /\bshemales?\b/i,
  // The stereotype that brands the poor on public assistance, and through them Black women: "welfare queen(s)", "welfare mom(s)".
  /\bwelfare\s+(?:queens?|moms?|mothers|mamas?)\b/i,
  // People mocked for their weight: "fatties", "lard-asses", "fat chicks". A farm's fat cattle or fat hogs are market weight.
  /\bfatties\b|\bfatsos?\b|\blard[-\s]?ass(?:es)?\b|\bland\s+whales?\b|\bfat\s+(?:chicks|broads|slobs)\b/i,
  // The sing-song mockery of Chinese speech.
  /\bching[-\s]+chong\b/i,
  // The Roma called "gypsies": the plural names people ("no gypsies", "gypsies and travelers"), as does the word before
  // a word for people or a trade's workers ("gypsy families", "gypsy pavers"). A gypsy moth, gypsy jazz or a Gypsy Vanner
  // horse is not a people.
  /\bgypsies\b|\bgypsy\s+(?:famil(?:y|ies)|people|folks?|tenants?|travell?ers|clans?|camps?|women|men|kids|children|beggars?|thie(?:f|ves)|crews?|workers?|contractors?|roofers?|pavers?|laborers?|labourers?|gangs?|scammers?|outfits?)\b/i,
];

/**
 * Russian obscenities (mat), whole or masked with stars ("пи*дец", "х*й"): a star stands for one letter, as the
 * Latin masks are read. Written in Cyrillic, so word edges are letters of any script.
 */
export const RUSSIAN_MAT: readonly string[] = [
  'блядь', 'блять', 'бля', 'хуй', 'хуя', 'хуйня', 'нахуй', 'охуенный', 'охуенные', 'охуенная', 'охуенное', 'охуенно', 'охуеть', 'пизда', 'пиздец', 'пиздато', 'ебать', 'ебаный', 'ёбаный',
  'заебись', 'сука', 'суки', 'мудак', 'мудаки',
];

