import { POLICY_IDS } from '../../domain/policy-library';
import {
  ALCOHOL_MAKER,
  bodyBenefit,
  drinkFast,
  drinkAsPrize,
  drinkingAgainstTheClock,
  drinkingFeat,
  drinkingRace,
  mostDrinksWins,
  drinksAgainstMinutes,
  drinkPremium,
  drinkRacedAgainstTheClock,
  drinkWordHits,
  FOOD,
  grainSpiritOfADistiller,
  inServingSense,
  notBesideSoftDrink,
  pourWithoutEnd,
  servingsTakenDown,
  spiritsByTheirMaker,
  venueHits,
  withInvertedMarks,
  wholeContainerAtOneSitting,
} from './alcohol-concepts';
import { childhoodHits, homemadeForSale, tokenPriceAllNight } from './alcohol-selling';
import { artNote } from './art-note';
import { concept, docOf, frameHit, isNegatedHit, near, occurrences, quantityHits, tokenAt, tokenize, type TConceptDoc, type THit } from './concepts';
import { findingFor, type TCitation } from './finding';
import { weightLost } from './health-claims';
import { flagUsed } from './national-symbols';
import { findAll, findAllOf, isNegated, windowAround, type TMatch } from './text-match';
import type { TPolicyRuleModule, TRuleFinding, TRuleInput } from './types';
import { personAges } from './youth-ages';

const finding = findingFor(POLICY_IDS.alcohol);

const CITE = {
  ttbProhibited: { section: '27 CFR 4.64, 5.235, 7.235 (prohibited practices)', category: 'federal_law', effectiveDate: '2022-03-07' },
  ttbMandatory: { section: '27 CFR 5.233, 7.233 (mandatory statements)', category: 'federal_law', effectiveDate: '2022-03-07' },
  mnRule: { section: 'Minn. R. 7515.0760 subp. 2', category: 'state_law', effectiveDate: null },
  industryCode: { section: 'Beer Institute Advertising and Marketing Code; Minn. R. 7515.0760 subp. 2', category: 'publisher_policy', effectiveDate: null },
  responsibility: { section: "Publisher's alcohol advertising policy", category: 'publisher_policy', effectiveDate: null },
  legalAge: { section: 'Minn. Stat. 340A.503 (persons under 21); Minn. R. 7515.0760 subp. 2', category: 'state_law', effectiveDate: null },
  license: { section: 'Minn. Stat. 340A.401 (license required to sell alcoholic beverages)', category: 'state_law', effectiveDate: null },
  drivingCode: { section: 'Beer Institute Advertising and Marketing Code; Distilled Spirits Council Code (drinking and driving)', category: 'publisher_policy', effectiveDate: null },
} as const satisfies Record<string, TCitation>;

const ALCOHOL =
  /\b(?:beers?|ales?|lagers?|IPAs?|stouts?|pilsners?|wines?|merlot|cabernet|chardonnay|pinot(?:\s+noir|\s+grigio)?|ros[eé]|prosecco|champagne|sangria|mimosas?|margaritas?|martinis?|vodka|whiske?y|bourbon|scotch|rum|tequila|mezcal|gin|brandy|cognac|liqueurs?|schnapps|hard\s+seltzers?|hard\s+ciders?|hard\s+lemonade|cocktails?|liquors?|brewery|breweries|brewing\s+co(?:mpany|\.)?|brewpub|tap\s?room|tap\s?house|winery|vineyards?|distillery|distilling|craft\s+brews?|on\s+tap|happy\s+hour|pub|tavern|saloon|kegs?|growlers?|booze|alcoholic\s+beverages?|(?:fine|craft|distilled)\s+spirits|(?:wine|beer|liquor)s?\s*(?:,|&|and)\s*spirits|spirits\s+(?:store|shop)|cold\s+ones?|rail\s+(?:drinks?|pours?|liquor|cocktails?)|well\s+drinks?|tragos?|cervezas?|barra\s+libre|micheladas?|chelas|meads?|meadery)\b/i;
/** Grapes and spirits by name ("rosé" with its accent, which a word boundary does not see), a winery's "estate reds", and a bar menu's shapes: "open bar", "BYOB", "domestic taps", "$4 pints", "dollar drafts". */
const ALCOHOL_MENU =
  /\b(?:open[-\s]+bar|byob|bring\s+your\s+own\s+(?:booze|bottle|beer|wine|liquor)|vinos?|riesling|malbec|zinfandel|syrah|shiraz|sauvignon(?:\s+blanc)?|moscato|tempranillo|sangiovese|chianti|lambrusco|vermouth|moonshine|aquavit|akvavit|amaretto|hard\s+kombucha|tasting\s+room|domestics|(?:estate(?:[-\s]grown)?|house|dry|semi[-\s]sweet|bold|full[-\s]bodied|cold[-\s]hardy)\s+(?:reds|whites)|(?:domestic|import(?:ed)?|craft|draft|draught|rotating)\s+(?:taps|pints|pitchers|drafts|bottles|buckets|cans|pours))\b|\$\s?\d+(?:\.\d\d)?\s+(?:taps|pints|pitchers|drafts|domestics|wells|rails|buckets)\b|\b(?:dollar|two[-\s]dollar|\d{2}[-\s]cent)\s+(?:taps|pints|pitchers|drafts|domestics|wells|rails|beers)\b|\bros\u00e9s?(?![\w\u00e9])/i;
/** Mixed drinks and spirits known by their own names (a hot toddy is whiskey, glögg is wine, horilka, rakia and pisco are the spirits of other lands); "virgin" before one makes it soda. */
const COCKTAIL_NAME =
  /\b(?:hot\s+todd(?:y|ies)|toddies|mojitos?|daiquiris?|negronis?|moscow\s+mules?|gimlets?|tom\s+collins|irish\s+coffees?|spiked\s+(?:cider|cocoa|coffee|eggnog|lemonade|punch|seltzers?|tea)|bloody\s+marys?|bloodies|caesars|mai\s+tais?|pi[nñ]a\s+coladas?|white\s+russians?|long\s+island\s+iced\s+teas?|jell[-\s]?o\s+shots|gl[oö]gg|aperol(?:\s+spritz)?|soju|everclear|hooch|horilka|hor[iy]lka|samogon|baijiu|makgeolli|rakia|rakija|ouzo|arak|p[aá]linka|slivovitz|grappa|pisco|cacha[cç]a|sambuca|limoncello|pulque|aguardiente|guaro|akevitt|radlers?|hefeweizens?|k[oö]lsch)\b/i;
/** A maker named for its drink: "<name> Brewing", "<name> Cellars" (a root or storm cellar is no winery). */
const MAKER_NAME = /\b(?!(?:Root|Storm|Fruit|Coffee|Tea|Kombucha|Wine)\b)[A-Z][\w'’]*\s+(?:Brewing|Cellars|Cidery)\b/;
/** Shots and drinks at a bar price ("$1 shots", "$3 drinks"): alcohol unless a soft drink stands beside them ("$2 shots of espresso"). */
const PRICED_SERVING = /\$\s?\d+(?:\.\d\d)?\s+(?:shots|drinks|bombs)\b|\b(?:shots|drinks|bombs)\s+\$\s?\d+(?:\.\d\d)?(?!\d)/i;
/** Words that are alcohol only where no soft drink stands beside them ("happy hour" with lattes, root beer "on tap", "$2 shots" of espresso). */
const WEAK_ALONE = /^(?:happy\s+hour|on\s+tap|\$\s?\d+(?:\.\d\d)?\s+(?:shots|drinks|bombs)|(?:shots|drinks|bombs)\s+\$\s?\d+(?:\.\d\d)?)$/i;
/** Brand names count too (Minnesota bar ads say "Grain Belt" more often than "beer"); capitalised, so "truly" and "surly" stay words. */
const ALCOHOL_BRAND =
  /\b(?:Grain\s+Belt|Hamm'?s|Summit\s+(?:EPA|Ale|Brewing)|Schell'?s|Surly|Leinenkugel'?s?|Leinie'?s|Budweiser|Bud\s+Light|Miller\s+(?:Lite|High\s+Life)|Coors(?:\s+Light)?|Michelob|Busch\s+Light|Corona\s+(?:Extra|Light|Premier)|Modelo|Heineken|Guinness|White\s+Claw|Jack\s+Daniel'?s|Jameson|Smirnoff|Tito'?s|Fireball\s+(?:Whisky|shots?)|Captain\s+Morgan|Bacardi|Jose\s+Cuervo|Patr[oó]n|Jim\s+Beam|Crown\s+Royal|J[aä]ger(?:meister)?|J[aä]ger[-\s]?bombs?|Rumple\s+Minze|Goldschl[aä]ger|Kahl[uú]a|Bailey'?s\s+Irish|Grey\s+Goose|Ketel\s+One|Svedka|Absolut|Don\s+Julio|Casamigos|Maker'?s\s+Mark|Johnnie\s+Walker|Southern\s+Comfort|McGillicuddy'?s|Pabst(?:\s+Blue\s+Ribbon)?|Stella\s+Artois|Keystone\s+Light|Twisted\s+Tea|Mike'?s\s+Hard|Truly\s+Hard|Dos\s+Equis|Tecate|Labatt'?s?|Molson|Yuengling|Tanqueray|Bombay\s+Sapphire|Veuve\s+Clicquot|Mo[eë]t(?:\s+(?:&|and)\s+Chandon)?|Dom\s+P[eé]rignon|Korbel|Kendall[-\s]Jackson|Sutter\s+Home|Franzia|Bota\s+Box|Barefoot\s+(?:Wine|Bubbly))\b/;
// A drink word is not alcohol when what stands beside it says so: a non-alcoholic modifier before it
// ("root beer", "zero-proof cocktail", "non-alcoholic wine"), a food or object after it ("beer-battered",
// "rum cake", "wine rack", "cocktail dress"), or a food before it ("shrimp cocktail").
const SOFT_BEFORE = concept('non-alcoholic modifier', ['root', 'ginger', 'birch', 'butter', 'virgin', 'non', 'soft', 'fountain', 'non alcoholic', 'nonalcoholic', 'alcohol free', 'zero proof', '=na', 'craft soda', 'kid', 'kids', 'school', 'team', 'holiday', 'community', 'christmas', 'competitive', 'fighting']);
const THING_AFTER = concept('food or object', [
  'battered', 'batter', 'cheese', 'bread', 'brat', 'mustard', 'can chicken', 'cake', 'raisin', 'ball', 'sauce', 'glaze', 'dress', 'attire', 'napkin', 'ring', 'table', 'rack',
  'glass', 'cabinet', 'fridge', 'cooler', 'opener', 'stopper', 'colored', 'coloured', 'red', 'quiz', 'trivia', 'shrimp', 'weenie', 'alcohol free', 'non alcoholic', 'free', 'week', 'stain',
  'street', 'tape', 'pine', 'egg', 'eggs', 'barrel planter', 'barrel planters', 'barrel table', 'cookie', 'cookies', 'cheesecake', 'biscotti', 'creamer', 'syrup', 'flavored',
  'room', 'rooms', 'gold', 'metallic', 'beige',
  // Breweriana: a brewery's old signs and trays sold as collectibles.
  'sign', 'signs', 'tray', 'trays', 'collectible', 'collectibles', 'memorabilia', 'breweriana', 'neon', 'thermometer', 'poster', 'posters', 'coaster', 'coasters',
]);
/**
 * Words that, right after a drink word with nothing between, make it a name: a place ("Rum River", "Whiskey Creek Road"),
 * a thing bought with the bar's name on it ("tavern gift cards"), or Hmong "pub dawb" (given free), where "pub" is a verb.
 * "Winery, Lake City" is the winery and its town.
 */
const NAME_AFTER = concept('name after a drink word', [
  'river', 'lake', 'lakes', 'creek', 'road', 'lane', 'island', 'valley', 'hill', 'hills', 'ridge', 'county', 'township', 'prairie', 'bluff', 'bluffs',
  'gift card', 'gift cards', 'gift certificate', 'gift certificates', 'merch', 'merchandise', 'apparel', 'shirt', 'shirts', 't shirt', 't shirts', 'hoodie', 'hoodies', 'hat', 'hats',
  '=dawb', '=rau',
]);
/** Infusions given by a nurse: an IV lounge's "cocktails" and "shots" go into a vein, not a glass. */
const MEDICAL_DOSE = concept('infusion or injection', [
  '=iv', 'iv therapy', 'iv drip', 'iv drips', 'iv hydration', 'iv lounge', 'iv bar', 'infusion', 'infusions', 'vitamin drip', 'vitamin drips', 'hydration drip', 'hydration drips',
  // Injections sold by the shot: "tirzepatide shots from $249", "B12 shots", "flu shots".
  'semaglutide', 'tirzepatide', 'ozempic', 'wegovy', 'mounjaro', 'zepbound', 'glp 1', '=b12', 'injection', 'injections', 'injectable', 'injectables', 'flu shot', 'flu shots', 'vaccine',
  'vaccines', 'botox',
]);
const FOOD_BEFORE = concept('food', ['shrimp', 'fruit', 'seafood', 'pub']);
// "Free" before a drink is its price ("free mimosa"), except in "free spirit".
const NOT_ALCOHOL_WHOLE = concept('non-alcoholic', ['non alcoholic', 'nonalcoholic', 'alcohol free', 'zero proof', 'mocktail', 'pub quiz', 'pub trivia', 'free spirit', 'free spirits', 'free spirited']);

const SPIRITS_BRAND = /\b(?:vodka|whiske?y|bourbon|rum|tequila|mezcal|gin|brandy|cognac|liqueur|schnapps)\b[^.\n]{0,80}\b(?:distill(?:ed|ery)|bottled\s+by|750\s?ml|1\.75\s?L|fifth|bottles?)\b|\bdistill(?:ery|ing)\b/i;
const ABV = /\b\d{1,2}(?:\.\d)?\s*(?:%|percent)\s*(?:ABV|alc\.?(?:\s*\/\s*vol\.?)?|alcohol|vol\b)|\b\d{2,3}[-\s]?proof\b|\b(?:alc(?:ohol)?\.?|ABV)\s*(?::|of|is)?\s*\d{1,2}(?:\.\d)?\s*%/i;
const CONTACT =
  /\(?\b\d{3}\)?[-.\s]\d{3}[-.\s]\d{4}\b|\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|net|org|beer|wine|bar|co|us)\b|\b\d{1,6}\s+[A-Za-z0-9 .'-]{2,40}\s(?:St|Street|Ave|Avenue|Rd|Road|Blvd|Dr|Drive|Hwy|Highway|Ln|Lane|Way|Pkwy|Parkway)\b|\b[A-Z][a-z]+,\s*(?:MN|Minnesota|WI|IA|ND|SD)\b/;
/** A business named with its town: "Bent Paddle Brewing, Duluth", "The Anchor Bar & Grill, Brainerd". */
const NAME_AND_CITY =
  /\b(?:Brewing(?:\s+Co(?:mpany|\.)?)?|Brewery|Winery|Distill(?:ing|ery)|Bar(?:\s*(?:&|and)\s*Grill)?|Grill|Pub|Liquors?|Spirits(?:\s+Co\.)?|Co\.|Company|Tavern|Saloon|Taproom|Cellars|Vineyards?|Meadery|Cidery|Lounge|Club|Inc\.?|LLC)\s*,\s*[A-Z][a-z]+/;

const HEALTH =
  /\b(?:health(?:y|ier|ful)|(?:packed|loaded|rich)\s+with\s+(?:vitamins|antioxidants|nutrients|electrolytes)|vitamins|good\s+for\s+(?:you|your\s+(?:heart|health|body))|heart[-\s]healthy|boosts?\s+(?:your\s+)?(?:immunity|immune\s+system|energy|metabolism|mood)|hangover[-\s]free|no\s+hangovers?|medicinal|therapeutic|aids?\s+digestion|(?:reduces?|lowers?|relieves?)\s+(?:stress|cholesterol|anxiety|pain)|cures?\s+(?:what\s+ails\s+you|colds?|the\s+blues))\b/i;
const EXCESS =
  /(?<![\w$])[s$]h(?:[i1!*#@]|\*+)?t[-\s]?faced\b|\b(?:all[-\s]you[-\s]can[-\s]drink|bottomless\s+(?:mimosas?|drinks|beers?|margaritas?|cocktails|sangria|wine|bloody\s+marys?|bloodies|caesars)|unlimited\s+(?:drinks|beers?|wine|mimosas?|cocktails|pours)|chug(?:ging)?|get\s+(?:wasted|hammered|smashed|drunk|plastered|sloshed|tanked|trashed|lit(?!\s+up))|(?:drink|drinks|shots?|beers?|pints?|rounds?|pours?|pouring)\s+(?:till|until|'?til)\s+you\s+(?:drop|pass\s+out|black\s+out|forget|can'?t\s+(?:stand|walk|see|remember|feel)|fall\s+(?:over|down))|drink\s+all\s+night|keg\s+stands?|beer\s+bongs?|shotgun\s+(?:a\s+)?beers?|drinking\s+(?:games?|challenge|contest))\b/i;
/** A drink for every year, goal or point: "one aquavit for every year you have lived", "a shot for each touchdown". */
const DRINK_PER_COUNT =
  /\b(?:take|drink|down|do|have|pour|knock\s+back|toss\s+back)\s+(?:one|a|an)\s+(?:[\w'-]+\s+){0,3}?(?:for|per)\s+(?:every|each)\s+(?:year|birthday|goal|point|touchdown|run|strike|score|basket|birdie|hole|win|wrong\s+answer)s?\b/i;
/**
 * A crawl drunk stop by stop: "a beer at each pub", "6 pubs, 6 beers", and the drinker who outlasts the rest ("last man
 * standing takes the jersey"), said beside the drinks.
 */
const DRINK_AT_EVERY_STOP =
  /\b(?:a|one)\s+(?:shot|drink|beer|round|pint|bomb)\s+(?:at|in|from)\s+(?:every|each)\s+(?:stop|bar|pub|tavern|saloon|brewery|taproom)\b|\b(\d+)\s+(?:bars|pubs|stops|taverns),?\s+\1\s+(?:shots|drinks|beers|pints|rounds|bombs)\b/i;
/** Drinks as served and counted: not the verb of "please drink responsibly". */
const SERVED_DRINKS = /\b(?:shots|drinks|beers|pints|rounds|pitchers|cocktails|bombs|a\s+(?:shot|drink|beer|pint|round))\b/i;
const LAST_STANDING = /\blast\s+(?:one|man|woman|person|drinker|guy|girl)\s+(?:standing|still\s+standing|upright)\b/i;

/** The drinker who outlasts the rest, with drinks served within a line or two of it. */
function lastOneStanding(text: string): TMatch | null {
  const standing = findAll(text, LAST_STANDING).filter((m) => !isNegated(text, m));
  if (standing.length === 0) return null;
  const served = findAll(text, SERVED_DRINKS);
  return standing.find((m) => served.some((d) => Math.abs(d.start - m.start) <= 80)) ?? null;
}
const GIVEAWAY =
  /\b(?:free\s+(?:beers?|drinks?|shots?(?!\s+(?:at|to)\b)|pints?|glass\s+of\s+wine|wine|cocktails?|round(?!\s+of\s+(?:golf|bowling|mini|disc|applause|bingo))|growler\s+fills?|keg|pint\s+glass(?:es)?|glassware|koozies?)|(?:first|1st)\s+(?:drink|beer|round|pint)\s+(?:is\s+)?(?:free|on\s+(?:us|the\s+house))|drinks?\s+(?:are\s+)?on\s+the\s+house|buy\s+one,?\s+get\s+one(?:\s+free)?|BOGO|2\s?x\s?1|1\s?\+\s?1(?!\d)|dos\s+por\s+uno|2\s+por\s+1|freibier)\b/i;
/** "Ladies drink free", "gals drink free till 11": a bar's night when one group's drinks are on the house. */
const GROUP_DRINKS_FREE = /\b(?:ladies|women|girls|gals|vets|veterans|moms|dads|grads|industry|birthday\s+\w+)\s+drink\s+(?:for\s+)?free\b/i;
const YOUTH =
  /\b(?:kids?|children|child|teens?|teenagers?|toddlers?|babies|little\s+ones|students?|spring\s+break|cartoons?|toys?|Santa(?:\s+Claus)?|family\s+(?:fun|night|day|friendly|reunion|scene)|family[-\s]friendly|bring\s+the\s+(?:whole\s+)?family)\b/i;
const FLAG_OR_FORCES =
  /\b(?:American\s+flag|U\.?\s?S\.?\s+flag|Stars\s+and\s+Stripes|Old\s+Glory|U\.?\s?S\.?\s+(?:Army|Navy|Marines?|Air\s+Force|Coast\s+Guard)|Marine\s+Corps|Army|Navy|Air\s+Force|Coast\s+Guard|National\s+Guard)\b/;
/** The forces by their common nouns, in any case ("SALUTE TO OUR TROOPS", "Soldiers in uniform"); the service names above stay capitalised, as "navy blue" is a colour. */
const FORCES_IN_ANY_CASE = /\b(?:armed\s+forces|troops|soldiers|servicemen|servicewomen|men\s+and\s+women\s+in\s+uniform)\b/i;
const RESPONSIBILITY = /\b(?:drink|enjoy|please\s+drink)\s+(?:responsibly|safely|smart)\b|\bdon'?t\s+drink\s+and\s+drive\b|\bdesignated\s+drivers?\b|\bride[-\s]?share\b/i;

/** Drinking itself, and the words for a drink one takes along. */
const DRINKING = concept('drinking', ['sip', 'drink', 'chug', 'crack open', 'crack a', 'pound', 'slam', 'shotgun', 'road pop', 'road soda', 'roadie', 'for the road', 'traveler', 'tallboy', 'cold one']);
/** Driving, and riding a sled or a four-wheeler back out on the trail. */
const DRIVING = concept('driving', [
  'drive', 'driving', 'behind the wheel', 'at the wheel', 'on the road', 'road trip', 'commute', 'ride home', 'in the car', 'in the truck', 'while you ride', 'while riding',
  'hit the trail', 'hit the trails', 'back on the trail', 'back on the trails', 'on your sled', 'sled home', 'ride back', 'on the atv', 'on your atv', 'on the four wheeler',
]);
const ROAD_DRINK = concept('drink for the road', ['road pop', 'road soda', 'roadie', 'one for the road', 'for the road']);
const RESPONSIBLE = concept('responsible', ['responsibly', 'safely', 'safe', 'sober', 'designated driver', 'designated drivers', 'ride share', 'rideshare', 'cab', 'taxi', 'uber', 'lyft', 'shuttle']);

/** Quantity without limit, or drinking past one's limits. */
const EXCESS_WORDS = concept('excess', [
  'keep flowing', 'keep pouring', 'keep coming', 'keep em coming', 'keep them coming', 'keep em flowing', 'keep them flowing', 'never stop pouring', 'never ending', 'endless', 'nonstop', 'non stop', 'unlimited', 'bottomless', 'all you can drink', 'all night long',
  'until you can\'t', 'till you can\'t', 'til you can\'t', 'until you drop', 'till you drop', 'pass out',
  // Drunk to the floor: "pouring until you're on the floor", "drink them under the table".
  "till you're on the floor", "until you're on the floor", "til you're on the floor", 'under the table', 'till you fall', 'until you fall', 'crawl home', 'carry you out', 'black out', 'blackout', '=wasted', '=hammered', '=smashed', '=plastered',
  '=sloshed', '=blitzed', '=tanked', '=trashed', 'get drunk', 'get lit', 'keg stand', 'beer bong', 'chug', 'chugging', 'drinking game', 'drinking contest',
  'the more you drink', 'the more you sip', 'the more you pour', 'drink more win more', 'flip cup', 'kings cup', "king's cup", 'century club', 'beer mile', 'drinking challenge', 'bar crawl', 'pub crawl',
  'barra libre', 'ilimitado', 'ilimitados', 'ilimitada', 'ilimitadas', 'sin límite', 'sin limite', 'hasta caer', 'emborrachate', 'emborracharte', 'hasta que no puedas',
  // Drinking past what the body can do, in either language: "until you can no longer walk", "hasta que ya no puedas caminar".
  'hasta que ya no puedas', 'hasta que ya no puedes', 'hasta no poder', 'hasta ya no poder', 'until you can no longer', 'till you can no longer', 'til you can no longer',
  // A glass kept full and the count given up: "your glass never sees the bottom", "our servers stop counting".
  'never sees the bottom', 'never see the bottom', 'never hits the bottom', 'never runs dry', 'never goes empty', 'never empty', 'stop counting', 'stops counting',
  'lose count', 'lost count', 'nobody counts', 'no one counts',
  'todo lo que puedas', 'drink all you want', 'all you want', 'as much as you want', 'as much as you like', 'as much as you can',
  // Vietnamese: "không giới hạn" (without limit), "thả ga" (all you like), with and without their marks.
  '=không =giới =hạn', '=khong =gioi =han', '=thả =ga', '=tha =ga',
  // Vietnamese drinking calls: "không say không về" (no going home until drunk), "trăm phần trăm" (bottoms up, a hundred
  // percent), "uống tới sáng" (drink till morning).
  '=không =say =không =về', '=khong =say =khong =ve', '=trăm =phần =trăm', '=tram =phan =tram', '=uống =tới =sáng', '=uống =đến =sáng', '=uong =toi =sang',
  // Korean: "무제한" (unlimited), "무한리필" (endless refills), "취할 때까지" (until drunk), "쓰러질 때까지" (until you drop),
  // "원샷" (down it in one).
  '=무제한', '=무한리필', '=취할 =때까지', '=쓰러질 =때까지', '=원샷',
  // Russian: "безлимит" (no limit), "до упаду" (till you drop), "напьёмся" (let's get drunk).
  '=безлимит', '=безлимитный', '=безлимитное', '=до =упаду', '=напьёмся', '=напьемся', '=напиться',
]);

/** Getting drunk said in slang: "get wrecked", "we get f*cking wrecked", "let's get tore up", "getting sauced". */
const GET = concept('get', ['get', 'gets', 'getting', 'got', '=ponerse', '=ponernos', '=ponerte', '=agarrar', '=agarremos']);
// Exact forms: the stems are everyday words ("smash burger", "zero waste", "tank top", "plaster").
const DRUNK = concept('drunk', [
  '=wrecked', '=faded', '=sauced', 'tore up', 'torn up', '=blasted', '=obliterated', '=annihilated', '=blotto', '=tipsy', '=crunk', '=drunk', '=wasted', '=hammered',
  '=smashed', '=plastered', '=sloshed', '=blitzed', '=tanked', '=trashed', '=shitfaced', '=borracho', '=borrachos',
]);

/** Drinking against the clock: speed near the act of finishing a drink ("the faster you empty your tower", "first to finish a pitcher"). */
const SPEED = concept('speed', ['the faster you', 'faster you', 'fastest', 'first to', 'beat the clock', 'race to', 'in one go', 'in one gulp', 'in one swig', 'against the clock', 'the quicker you', 'quickest']);
const FINISH_DRINK = concept('finishing a drink', ['empty', 'empties', 'finish', 'finishes', 'down', 'drain', 'drains', 'kill', 'polish off', 'slam', 'pound', 'drink', 'chug', 'guzzle']);
/** The legal age said as a rule the seller keeps ("it is illegal to buy alcohol for anyone under 21", "we card everyone"). */
const AGE_RULE = concept('legal-age rule', ['illegal', 'unlawful', 'against the law', 'prohibited', 'we card', 'card everyone', 'id required', 'must be 21', 'must be 21 or older', 'under 21', 'underage', 'minors']);

/** A health benefit said of the drink. */
const HEALTH_BENEFIT = concept('health benefit', [
  'medicine', 'medicinal', 'doctor away', 'keeps the doctor away', 'good for you', 'good for your heart', 'heart healthy', 'happy heart', 'healthy heart', 'heart health', 'healthy', 'healthier',
  'immune', 'immunity', 'antioxidant', 'antioxidants', 'vitamin', 'vitamins', 'remedy', '=cure', '=cures', 'heal', 'heals', 'therapeutic', '=therapy', 'detox', 'superfood', 'nutritious', 'hangover free',
  'no hangover', 'lowers cholesterol', 'burns fat', 'aids digestion', '=wellness', 'health food', 'health benefits', 'health benefit', 'for your health',
  // The nutrients a drink is sold on: "loaded with resveratrol", "live probiotics in every can".
  'resveratrol', 'polyphenols', 'flavonoids', 'probiotic', 'probiotics',
  // Athletic recovery and hydration said of a drink.
  'recover faster', 'faster recovery', 'speeds recovery', 'muscle recovery', 'workout recovery', 'hydrating', 'rehydrate', 'rehydrates',
  // The same in Spanish and Portuguese: antioxidants, good for the heart or for health, the doctor kept away.
  'antioxidantes', 'bueno para el corazón', 'bueno para la salud', 'bom para o coração', 'faz bem ao coração', 'faz bem à saúde', 'faz bem para a saúde',
  'mantém o médico longe', '=saludable', '=saudável',
  // German, with the umlaut OCR often drops: medicine, heals, good for or strengthening the heart.
  'medizin', 'heilt', 'heilen', 'heilmittel', 'gut fürs herz', 'gut furs herz', 'stärkt das herz', 'starkt das herz', 'stärkt die abwehr', 'starkt die abwehr',
]);

/** People under 21 and the occasions that gather them. */
const MINORS = concept('minors', [
  'kid', 'kids', 'child', 'children', 'teen', 'teens', 'teenager', 'teenagers', 'toddler', 'toddlers', 'baby', 'babies', 'little ones', 'student', 'students', 'college students', 'campus',
  'dorm', 'freshman', 'freshmen', 'sophomore', 'sophomores', 'underclassmen', 'sorority', 'fraternity', 'frat', 'grad party', 'graduation party', 'graduation', 'grad', 'class of', 'prom', 'homecoming', 'high school', 'junior high',
  'spring break', 'cartoon', 'cartoons', 'toy', 'toys', 'plush', 'plushie', 'plushies', 'stuffed animal', 'stuffed animals', 'teddy bear', 'teddy bears', 'santa', 'family fun', 'family night', 'family day', 'family friendly', 'bring the whole family', 'bring the family', 'estudiantes',
  'niños', 'jóvenes',
]);

/**
 * "Campus Corner Liquor", "Dorm Room Wines": a campus word opening a business's capitalised name names where the store
 * is, as "University Ave." does, and speaks to no student. Written in lower case ("campus nights") it is the occasion.
 */
function placeInAName(doc: TConceptDoc, h: THit): boolean {
  const word = doc.tokens[h.first];
  const next = doc.tokens[h.last + 1];
  return /^(?:Campus|Dorm|College)$/.test(word.raw) && !!next && next.clause === word.clause && /^\p{Lu}\p{Ll}/u.test(next.raw);
}

/**
 * "Kids 6-12 $7, under 6 free" ending its line, with "Beer and wine for purchase" on the next: the free is the child's
 * admission, and the drink starts a line of its own.
 */
function admissionEndingALine(text: string, m: TMatch): boolean {
  if (!m.text.includes('\n')) return false;
  const lineBefore = text.slice(text.lastIndexOf('\n', m.start - 1) + 1, m.start);
  return /\b(?:under|kids?|children|child|ages?|adults?|seniors?)\b[^\n]{0,20}$/i.test(lineBefore);
}

/** Something given away: "free", "complimentary", "on the house", "on us". */
const FREE = concept('free', ['free', 'complimentary', 'comped', 'gratis', 'no charge', 'at no cost', 'grátis', '공짜', '무료']);
/** After the drink: "on us", "drinks free", and Vietnamese "miễn phí" (free), which follows what it prices ("bia miễn phí"). */
const ON_US = concept('on us', [
  'on the house', 'on us',
  // Someone of the house picks up the round: "the next round's on the bartender", "on the owner tonight".
  'on the bartender', 'on the bartenders', 'on the barkeep', 'on the owner', 'on the owners', 'on management', 'on the management', 'on the brewer', 'on the brewers',
  'is complimentary', 'are complimentary', 'is free', 'are free', 'drink free', 'drinks free', 'sip free', 'for free', 'gratis', 'no charge',
  '=miễn =phí', '=mien =phi',
  // Korean "무료" and Russian and Ukrainian "бесплатно", "безкоштовно", "в подарок" (as a gift) follow the drink too: "맥주 한 잔 무료".
  '=무료', '=공짜', '=бесплатно', '=безкоштовно', '=в =подарок', '=в =подарунок',
]);
/** How a pour is served, said between "free" and the drink: "free ice-cold", "a free tall frosty". */
const POUR_WORD = new Set(['ice', 'cold', 'icy', 'frosty', 'chilled', 'fresh', 'tall', 'craft', 'local', 'house', 'draft', 'draught', 'frozen', 'pint', 'of']);
/** The house buying the reader's drink: "we'll buy your first beer", "treat you to a round". */
const HOUSE_BUYS = concept('the house buys', ["we'll buy", 'we will buy', 'we buy', "we're buying", 'buy you a', 'buys you a', 'treat you to', 'treats you to']);
const A_DRINK = concept('a drink', ['half barrel', 'half barrels', 'quarter barrel', 'pony keg', 'sixtel', 'bar tab', 'bar tabs', 'fishbowl', 'fishbowls', 'stein', 'steins', 'glass boot', 'beer boot', 'das boot', 'yard of beer', 'drink', 'drinks', 'pour', 'pours', 'pint', 'pints', 'round', 'shot', 'shots', 'beer', 'beers', 'brew', 'brews', 'draft', 'draught', 'glass of', 'glass', 'cocktail', 'cocktails', 'wine', 'mimosa', 'mimosas', 'margarita', 'margaritas', 'tap', 'taps', 'growler', 'growler fill', 'keg', 'pitcher', 'flight', 'cerveza', 'cervezas', 'trago', 'tragos',
  // Cocktails by name, a supper club's and a tiki bar's: read as drinks only where the ad is about alcohol.
  'old fashioned', 'old fashioneds', 'martini', 'martinis', 'mojito', 'mojitos', 'daiquiri', 'daiquiris', 'negroni', 'negronis', 'manhattan', 'manhattans',
  'bloody mary', 'bloody marys', 'bloodies', 'mai tai', 'mai tais', 'paloma', 'palomas', 'spritz', 'spritzes', 'sangria', 'michelada', 'micheladas', 'bellini', 'bellinis',
  'grasshopper', 'grasshoppers', 'whiskey sour', 'whiskey sours', 'gimlet', 'gimlets', 'highball', 'highballs', 'hot toddy', 'hot toddies', 'nightcap', 'nightcaps', 'mule', 'mules']);
/** "Gluten-free", "alcohol-free", "sugar-free": "free" that describes the drink, not its price. */
const FREE_OF = concept('free of', ['gluten', 'sugar', 'alcohol', 'calorie', 'carb', 'fat', 'dairy', 'caffeine', 'hassle', 'worry', 'smoke', 'scent', 'fee', 'cover', 'admission', 'entry', 'parking', 'wifi']);

/** A drink finished against the clock; a burger challenge is not one, so a drink must follow the verb. */
function rapidDrinking(doc: TConceptDoc, drinks: readonly TMatch[]): THit | null {
  const drinkStarts = [...drinks.map((m) => tokenAt(doc, m.start)), ...occurrences(doc, A_DRINK).map((h) => h.first)];
  const frame = near(doc, SPEED, FINISH_DRINK, { window: 5 }).find(
    (f) => !isNegatedHit(doc, f.a) && !isNegatedHit(doc, f.b) && drinkStarts.some((d) => d > f.b.last && d - f.b.last <= 4 && doc.tokens[d].clause === doc.tokens[f.b.last].clause),
  );
  return frame ? frameHit(frame) : null;
}

/** What a drinker gets for finishing: the drink free, a prize, their name on the wall. */
const REWARD = concept('reward', ['free', 'on the house', 'on us', 'win', 'wins', 'winner', 'prize', 'shirt', 't shirt', 'your name', 'wall', 'glory', 'bragging rights', 'legend', 'legends']);

/** "Finish the 96 oz fishbowl and it's free": a drink finished for a reward (a burger finished for one is a food challenge). */
function finishedForAReward(doc: TConceptDoc, drinks: readonly TMatch[]): THit | null {
  const { tokens } = doc;
  const drinkStarts = [...drinks.map((m) => tokenAt(doc, m.start)), ...inServingSense(doc, occurrences(doc, A_DRINK)).map((h) => h.first)];
  const rewards = occurrences(doc, REWARD);
  const finish = occurrences(doc, FINISH_DRINK).find(
    (f) =>
      /^(?:finish|finishes|drain|drains|polish|kill|empty|empties)/i.test(f.text) &&
      !isNegatedHit(doc, f) &&
      drinkStarts.some((d) => d > f.last && d - f.last <= 4 && tokens[d].clause === tokens[f.first].clause) &&
      rewards.some((r) => r.first > f.last && r.first - f.last <= 12 && tokens[r.first].clause - tokens[f.first].clause <= 1),
  );
  return finish ?? null;
}

/**
 * An ad that states the legal age as a rule the seller keeps is warning, not appealing: there a
 * youth word counts only in a clause that also names a drink ("kegs for your grad party").
 */
/** An age check qualified with a wink: "we card at the door... mostly 😉", "we check IDs, usually". */
const HEDGED = /^[^.!?\n]{0,25}?(?:\.{2,}|…|,)?\s*(?:mostly|usually|sometimes|kinda|sorta|sort\s+of|kind\s+of|most\s+nights|most\s+of\s+the\s+time|if\s+we\s+remember|maybe)\b|^[^.!?\n]{0,25}?(?:\u{1F609}|\u{1F61C}|;\)|\(wink\))/iu;
const hedged = (doc: TConceptDoc, h: THit) => HEDGED.test(doc.text.slice(h.end, h.end + 40));

/** The check of a buyer's age: ID and carding by their names. */
const AGE_CHECK = concept('age check', ['id', 'ids', 'id check', 'id checks', 'carding', 'carded', 'age check', 'age checks', 'age verification', 'proof of age']);
const WAIVE = concept('waive', ['no', 'skip', 'without', 'never', 'forget', 'nobody gets', 'no one gets', 'zero', 'no need for', 'no awkward', 'no annoying']);
/** "No ID, no service", "No ID? No beer": the check as a rule, not waived. "No fake IDs" refuses the fake. */
const CHECK_AS_RULE_AFTER = /^\s*(?:[,?!:=-]|\.\s)?\s*(?:no|means\s+no|=\s*no)\b/i;

/** The age check waived or winked at: "no awkward ID checks", "nobody gets carded", "we card at the door... mostly". */
function ageCheckWaived(doc: TConceptDoc): THit | null {
  const waived = near(doc, WAIVE, AGE_CHECK, { window: 2, ordered: true }).find(
    (f) => !CHECK_AS_RULE_AFTER.test(doc.text.slice(f.b.end, f.b.end + 12)) && !doc.tokens.slice(f.a.last + 1, f.b.first).some((t) => t.norm === 'fake'),
  );
  if (waived) return { ...waived.a, last: waived.b.last, end: waived.b.end, text: doc.text.slice(waived.a.start, waived.b.end) };
  return [...occurrences(doc, AGE_RULE), ...occurrences(doc, AGE_CHECK)].find((h) => hedged(doc, h)) ?? null;
}

function keepsTheAgeRule(doc: TConceptDoc): boolean {
  return (
    occurrences(doc, AGE_RULE).some((h) => (!isNegatedHit(doc, h) || /^(?:under|minors|underage)/i.test(h.text)) && !hedged(doc, h)) ||
    quantityHits(doc, 'age', (q) => q.value >= 21 && !/\bunder\b/i.test(q.text)).length > 0
  );
}

/** "Get lit up for the holidays" is about lights. */
function litUp(doc: TConceptDoc, h: THit): boolean {
  return /lit$/i.test(h.text) && doc.tokens[h.last + 1]?.norm === 'up';
}

function firstUnnegated(doc: TConceptDoc, hits: THit[]): THit | null {
  return hits.find((h) => !isNegatedHit(doc, h)) ?? null;
}

/** Drinks without a limit but the drinker's: "all the beer you can handle", "as many pints as you want". */
const YOUR_LIMIT = concept("drinker's limit", ['you can handle', 'you can drink', 'you can hold', 'you can stand', 'you can take', 'you can stomach', 'you can finish', 'as you can', 'as you want', 'as you like', 'puedas tomar', 'aguantes']);
/** Two drinks for one price: "2-for-1 rails", "double shots for the price of one". */
const PRICE_OF_ONE = concept('two for one', ['2 for 1', 'two for one', 'for the price of one', '2fer', 'two fer', 'dos por uno']);

function drinksWithoutLimit(doc: TConceptDoc, drinkStarts: readonly number[]): THit | null {
  const { tokens } = doc;
  return occurrences(doc, YOUR_LIMIT).find((h) => !isNegatedHit(doc, h) && drinkStarts.some((d) => d < h.first && h.first - d <= 3 && tokens[d].clause === tokens[h.first].clause)) ?? null;
}

function twoForOne(doc: TConceptDoc, drinkStarts: readonly number[]): THit | null {
  const { tokens } = doc;
  return occurrences(doc, PRICE_OF_ONE).find((h) => !isNegatedHit(doc, h) && drinkStarts.some((d) => Math.abs(d - h.first) <= 4 && tokens[d].clause === tokens[h.first].clause)) ?? null;
}

/** Getting drunk as the pitch: a "get" word with a drunk word within two words after it, not negated ("don't get wasted"). */
function gettingDrunk(doc: TConceptDoc): THit | null {
  const frame = near(doc, GET, DRUNK, { window: 2, ordered: true }).find((f) => !isNegatedHit(doc, f.a));
  return frame ? { ...frame.a, start: frame.start, end: frame.end, text: frame.text, last: frame.b.last } : null;
}

/** Drinking while driving: a drinking word near a driving word, unless it is the warning against it. */
function drinkingAndDriving(doc: TConceptDoc): THit | null {
  const responsible = occurrences(doc, RESPONSIBLE).map((h) => doc.tokens[h.first].clause);
  // Drinking first, then the drive ("sip on the drive up north", "drink while driving"); "a short drive away, come sip" is a distance.
  const frames = near(doc, DRINKING, DRIVING, { window: 4, ordered: true }).filter((f) => !isNegatedHit(doc, f.a) && !isNegatedHit(doc, f.b) && !responsible.includes(doc.tokens[f.a.first].clause));
  if (frames.length) return { ...frames[0].a, start: frames[0].start, end: frames[0].end, text: frames[0].text };
  return firstUnnegated(doc, occurrences(doc, ROAD_DRINK));
}

/** "Free" that names what else is free ("beer, free parking"): not the drink's price. */
const FREE_THING = concept('free thing', ['free parking', 'free admission', 'free entry', 'free cover', 'free wifi', 'free delivery', 'free shipping', 'free popcorn', 'free pool', 'free of']);

/** Words that may follow a drink's price: "first drink free for birthdays", "beers free until 10". */
const AFTER_A_PRICE = new Set(['for', 'with', 'all', 'on', 'to', 'until', 'till', 'til', 'when', 'if', 'during', 'every', 'each', 'tonight', 'today', 'from', 'at', 'this', 'before', 'after', 'between', 'per', 'and', 'or', 'in', 'the']);

/** "Free" ends its phrase ("first drink free!", "drink free for birthdays"), so it prices the drink before it rather than a thing after it ("drink free soda"). */
function endsThePhrase(doc: TConceptDoc, at: number): boolean {
  const next = doc.tokens[at + 1];
  return !next || next.clause !== doc.tokens[at].clause || AFTER_A_PRICE.has(next.norm) || /^\d/.test(next.norm);
}

/**
 * A drink given away: "free" just before a drink word, a drink word followed by "on us", "complimentary",
 * or "free" right after it ("first drink free") when nothing else is named free there.
 */
function drinkGiveaway(doc: TConceptDoc, nearAlcohol: (m: TMatch) => boolean, named: readonly THit[]): THit | null {
  const freeOf = new Set(occurrences(doc, FREE_OF).map((h) => h.last));
  const free = occurrences(doc, FREE).filter((h) => !freeOf.has(h.first - 1));
  const freeThings = new Set(occurrences(doc, FREE_THING).map((h) => h.first));
  const bareFree = free.filter((h) => h.text.toLowerCase() === 'free' && !freeThings.has(h.first));
  // "Free root beer for kids": a drink word a soft modifier turns into soda is no drink here either.
  const soft = new Set([...occurrences(doc, SOFT_BEFORE), ...occurrences(doc, FOOD_BEFORE)].map((h) => h.last));
  const drinks = [...inServingSense(doc, occurrences(doc, A_DRINK)), ...named].filter((h) => !soft.has(h.first - 1));
  // "A free ice-cold lager": words of the pour's temper or size may stand between the gift and the drink.
  const before = near(doc, free, drinks, { window: 3, ordered: true }).filter((f) => {
    const between = doc.tokens.slice(f.a.last + 1, f.b.first);
    return between.length <= 1 || between.every((t) => POUR_WORD.has(t.norm));
  });
  const treated = near(doc, occurrences(doc, HOUSE_BUYS), drinks, { window: 3, ordered: true });
  // "$2 domestics, nachos on the house": past a comma, what is on the house is the next thing named.
  const after = near(doc, drinks, ON_US, { window: 3, ordered: true }).filter((f) => !/[,;]/.test(doc.text.slice(f.a.end, f.b.start)));
  // "Mimosa's free": the drink's "'s" is "is", so "free" prices it wherever the phrase goes on.
  const priced = near(doc, drinks, bareFree, { window: 0, ordered: true }).filter(
    (f) => !/[,;]/.test(doc.text.slice(f.a.end, f.b.start)) && (endsThePhrase(doc, f.b.last) || /'s$/.test(doc.tokens[f.a.last].norm)),
  );
  const frame = [...before, ...after, ...priced, ...treated].sort((a, b) => a.start - b.start).find((f) => !isNegatedHit(doc, f.a) && nearAlcohol(f));
  if (frame) return frameHit(frame);
  return freeContainerOfDrink(doc, free, named);
}

/** What a drink comes in, given away whole: "a free bottle of our house red", "complimentary six-pack of lager". */
const CONTAINER = concept('container', ['bottle', 'bottles', 'case', 'cases', 'six pack', '6 pack', '12 pack', 'twelve pack', 'can', 'cans', 'fifth', 'magnum', 'jug', 'carafe', 'botella', 'caja']);

/**
 * "Free" right before a container whose contents, named within a few words after it, are alcohol ("free bottle opener" and
 * "free bottle of water" are not). A line may wrap inside the phrase ("a free / bottle of our house red"), a sentence may not.
 */
function freeContainerOfDrink(doc: TConceptDoc, free: readonly THit[], named: readonly THit[]): THit | null {
  const { text } = doc;
  const oneSentence = (from: THit, to: THit) => !/[.!?;:]/.test(text.slice(from.end, to.start));
  const frame = near(doc, [...free], CONTAINER, { window: 1, ordered: true, sameClause: false }).find(
    (f) => !isNegatedHit(doc, f.a) && oneSentence(f.a, f.b) && named.some((d) => d.first > f.b.last && d.first - f.b.last <= 4 && oneSentence(f.b, d)),
  );
  return frame ? { ...frame.a, start: frame.start, end: frame.end, text: frame.text, last: frame.b.last } : null;
}

/** Activities with their own age limit: "must be 18 to play" pull-tabs in a bar is not an age for drinking. */
const OTHER_ACTIVITY = concept('other activity', [
  'play', 'enter', 'register', 'participate', 'compete', 'dance', 'bingo', 'pull tabs', 'gamble', 'bet', 'ride', 'work', 'apply',
  // A licensed game's own age: "Lic. No. 07310-002 · 18+" under the pull-tabs, the raffle or the casino floor.
  'lic', 'lic no', 'license no', 'licence no', 'gambling license', 'gambling control board', 'pull tab', 'pulltabs', 'tipboards', 'raffle', 'raffles', 'keno', 'lottery', 'casino',
]);

/** Drink kept out: "no alcohol on board", "alcohol-free", "a sober chaperone", "mocktails only". */
const KEPT_DRY = concept('kept dry', ['no alcohol', 'alcohol free', 'non alcoholic', 'nonalcoholic', 'zero proof', 'mocktail', 'mocktails', 'substance free', 'chem free', 'chemical free', 'dry event', 'sober']);

/** Index of the line an offset is on. */
function lineOf(text: string, offset: number): number {
  let line = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/** Drinking itself, as an age rule names it: "21+ to drink", "21 and over for alcohol", "wristbands at 21". */
const DRINKING_AGE_RULE = concept('drinking by age', ['=drink', '=drinks', '=drinking', 'alcohol', 'served', 'wristband', 'wristbands']);

/**
 * An age below 21 stated as a quantity ("18 and over welcome at the bar", "must be 19"), unless its clause gives it for
 * another activity, or the ad sets 21 for drinking and this age only for coming in ("18+ with ID; 21+ to drink").
 */
function underageQuantity(doc: TConceptDoc): THit | null {
  const clauseOf = (h: THit) => doc.tokens[h.first].clause;
  const activities = occurrences(doc, OTHER_ACTIVITY);
  const activityClauses = new Set(activities.map(clauseOf));
  // "Lic. No. 07310-002 · 18+": a separator splits the clause, but the line is still the game's.
  const activityLines = new Set(activities.map((h) => lineOf(doc.text, h.start)));
  const drinkingClauses = new Set(occurrences(doc, DRINKING_AGE_RULE).filter((h) => !isNegatedHit(doc, h)).map(clauseOf));
  const drinkingAt21 = quantityHits(doc, 'age', (q) => q.value >= 21).some((h) => drinkingClauses.has(clauseOf(h)));
  return (
    quantityHits(doc, 'age', (q) => q.value >= 16 && q.value < 21).find(
      (h) => !activityClauses.has(clauseOf(h)) && !activityLines.has(lineOf(doc.text, h.start)) && !(drinkingAt21 && !drinkingClauses.has(clauseOf(h))),
    ) ?? null
  );
}

/** An aged drink in the clause makes its age the drink's: "our bourbon is 12 years old", "a 10-year-old tawny". */
const AGED_DRINK = concept('aged drink', ['aged', 'barrel', 'barrels', 'cask', 'casks', 'vintage', 'single malt', 'scotch', 'bourbon', 'whiskey', 'whisky', 'rum', 'tequila', 'brandy', 'cognac', 'port', 'tawny']);

/** Grown-ups named as the guests: "adult sleepover", "grown-up juice boxes". */
const GROWN_UPS = concept('grown-ups', ['adult', 'adults', 'grown up', 'grownup', 'grown ups', 'grownups', 'ladies', 'moms', 'parents']);

/**
 * A childhood flavour or occasion said of the drink ("tastes like cotton candy", "perfect for a sleepover"): in a drink's
 * clause or the one beside it, not offered to grown-ups by name, and not the flavour of a THC edible in the same clause.
 */
function childhoodBesideADrink(doc: TConceptDoc, drinkClauses: ReadonlySet<number | undefined>): THit | null {
  const { tokens } = doc;
  const grownUps = occurrences(doc, GROWN_UPS).map((h) => h.last);
  const thcClauses = new Set(occurrences(doc, THC_DRINK).map((h) => tokens[h.first].clause));
  return (
    childhoodHits(doc).find((h) => {
      const clause = tokens[h.first].clause;
      const besideADrink = [clause - 1, clause, clause + 1].some((c) => drinkClauses.has(c));
      return besideADrink && !thcClauses.has(clause) && !grownUps.some((g) => g < h.first && h.first - g <= 2);
    }) ?? null
  );
}

/** A person under 21 in the ad: a child in the scene ("his 7-year-old son"), a young model or ambassador ("Kayla is 19"). */
function youngPersonShown(doc: TConceptDoc, options: { wholeNote?: boolean } = {}): TMatch | null {
  const aged = occurrences(doc, AGED_DRINK);
  // The age's own words ("the team, ages 9-10") are no aged drink.
  const agedClause = (a: TMatch) => aged.some((h) => (h.start < a.start || h.start >= a.end) && doc.tokens[h.first].clause === doc.tokens[tokenAt(doc, a.start)].clause);
  return personAges(doc, options).find((a) => a.value < 21 && !agedClause(a)) ?? null;
}

/** A drink made with THC or CBD: a hemp seltzer "on tap" is not a beer. */
const THC_DRINK = concept('THC drink', ['thc', 'delta 9', 'delta 8', '=d9', '=d8', 'hemp derived', 'cbd', 'cannabis', 'cannabinoid', 'hemp seltzer', 'hemp seltzers', 'hemp soda', 'hemp sodas']);

function mentionsThcDrink(doc: TConceptDoc): boolean {
  return occurrences(doc, THC_DRINK).some((h) => !isNegatedHit(doc, h));
}

/** The seller or the place withheld: "you know where", "secret location", "DM for the address", "location drops day-of". */
const WHERE_KEPT_SECRET = concept('place kept secret', [
  'you know where', 'you know the spot', 'you know the place', 'you know who', 'secret location', 'undisclosed location', 'location tba', 'location drops', 'address drops',
  'location revealed', 'address revealed', 'dm for location', 'dm for the location', 'dm for address', 'dm for the address', 'dm for addy', 'dm for the addy', 'text for location',
  'text for the address', 'ask around', 'if you know you know', '=iykyk',
]);

/** Drinking past one's limits says what is drunk: "drink till you can't feel your face", "let's get wasted". */
const DRINK_VERB = concept('drink', ['=drink', '=drinking', '=drinkin']);
const PAST_LIMITS = concept('past limits', ['till you', 'until you', "'til you", 'til you', 'till u', 'til u', 'until u', 'till we', 'til we', 'until we', 'like a fish', 'all night']);
const DRUNK_BEYOND_DOUBT = concept('drunk', ['=drunk', '=wasted', '=hammered', '=plastered', '=sloshed', '=tipsy', '=shitfaced', '=borracho', '=borrachos']);

function drinkingToExcess(doc: TConceptDoc): THit[] {
  const drinkOn = near(doc, DRINK_VERB, PAST_LIMITS, { window: 0, ordered: true }).map((f) => ({ ...f.a, last: f.b.last, end: f.end, text: f.text }));
  const drunk = near(doc, GET, DRUNK_BEYOND_DOUBT, { window: 1, ordered: true }).map((f) => ({ ...f.a, last: f.b.last, end: f.end, text: f.text }));
  return [...drinkOn, ...drunk].filter((h) => !isNegatedHit(doc, h));
}

/** Drinks drawn rather than written: beer mugs, wine, a cocktail, a tumbler, glasses clinking, a bottle popping, sake. */
const DRINK_EMOJI = /\u{1F37A}|\u{1F37B}|\u{1F377}|\u{1F378}|\u{1F379}|\u{1F943}|\u{1F942}|\u{1F37E}|\u{1F376}/gu;

function drinkEmoji(text: string): TMatch[] {
  return [...text.matchAll(DRINK_EMOJI)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
}

/** The drinking age as the rule of the door: "21+", "21 and over", "must be 21". */
function drinkingAgeAtTheDoor(doc: TConceptDoc): boolean {
  return quantityHits(doc, 'age', (q) => q.value === 21 && !/\bunder\b/i.test(q.text)).length > 0;
}

/**
 * Drink words of the other languages Minnesota ads are written in: Vietnamese "bia" (beer), "rượu" (liquor, wine), "nhậu"
 * (drinking with food); Hmong "npias" (beer), "cawv" (liquor). "BIA" in capitals is an agency, and "bia mộ" a headstone.
 */
const DRINK_ABROAD = concept('drink in another language', [
  '=bia', '=rượu', '=ruou', '=nhậu', '=npias', '=cawv',
  // Korean soju, beer, makgeolli and wine, with or without the particle after them; Portuguese beer, wine and cachaça.
  '소주*', '맥주*', '막걸리*', '와인*', '=cerveja', '=cervejas', '=vinho', '=vinhos', '=cachaça',
  // Russian and Ukrainian vodka, beer, wine and brandy.
  '=водка', '=водку', '=водки', '=горілка', '=горілку', '=горілки', '=пиво', '=пива', '=вино', '=вина', '=коньяк', '=коньяка', '=самогон',
  // German beer, free beer and wine, for the heritage festivals: "Freibier", "Maß Bier", "Weinzelt".
  '=bier', '=freibier', '=weißbier', '=weissbier', '=weinzelt', '=maßkrug', '=masskrug',
]);
const STONE_AFTER = new Set(['mộ', 'mo', 'đá']);

function drinkWordsAbroad(doc: TConceptDoc): THit[] {
  return occurrences(doc, DRINK_ABROAD).filter((h) => h.text !== 'BIA' && !STONE_AFTER.has(doc.tokens[h.last + 1]?.norm ?? ''));
}

/** Wine words that make an unaccented "rose" the wine: "dry rose", "a glass of rose", "rose and prosecco". */
const WINE_COMPANY = concept('wine company', [
  'wine', 'wines', 'vino', 'glass', 'glasses', 'bottle', 'bottles', 'pour', 'pours', 'dry', 'sparkling', 'still', 'red', 'reds', 'white', 'whites', 'vineyard', 'winery', 'tasting',
  'vintage', 'bubbly', 'spritz', 'prosecco', 'champagne', 'merlot', 'cabernet', 'chardonnay', 'pinot', 'riesling', 'moscato', 'sangria',
]);

/**
 * "Rose" without its accent is a flower and a name ("Velvet Rose Boutique", "a dozen roses") before it is a wine:
 * the wine only with a wine word in its clause. "Rosé" with its accent is always the wine.
 */
function aFlowerOrAName(doc: TConceptDoc, m: TMatch): boolean {
  if (!/^rose$/i.test(m.text)) return false;
  const at = tokenAt(doc, m.start);
  const clause = doc.tokens[at].clause;
  return !occurrences(doc, WINE_COMPANY).some((h) => doc.tokens[h.first].clause === clause && Math.abs(h.first - at) <= 5);
}

export function alcoholMentions(text: string): TMatch[] {
  return mentionsIn(tokenize(withInvertedMarks(text))).mentions;
}

/**
 * Every alcohol mention: drink words, brands and makers, drinking counted out ("put down ten shots"),
 * and bar talk (a bar named as the venue, "pint", "shot", "first round") once the ad is about alcohol
 * or names a bar beside a drink word.
 */
function mentionsIn(doc: TConceptDoc): { mentions: TMatch[]; barTalkOnly: boolean; race: THit | null } {
  const { text } = doc;
  const beforeEnds = new Set([...occurrences(doc, SOFT_BEFORE), ...occurrences(doc, FOOD_BEFORE)].map((h) => h.last));
  // Only a word joined to the drink word counts ("beer-battered", "rum cake"): "Tap Room, Red Wing" is a taproom and its town.
  const joined = (h: THit) => h.first > 0 && /^[\s-]+$/.test(text.slice(doc.tokens[h.first - 1].end, h.start));
  // "Free" after a drink makes it free of it only when hyphenated ("beer-free zone"); "first mimosa's free" prices it.
  const freeOfIt = (h: THit) => !/^free$/i.test(h.text) || text.slice(doc.tokens[h.first - 1].end, h.start).includes('-');
  const afterStarts = new Set([...occurrences(doc, THING_AFTER), ...occurrences(doc, NAME_AFTER)].filter((h) => joined(h) && freeOfIt(h)).map((h) => h.first));
  const whole = occurrences(doc, NOT_ALCOHOL_WHOLE);
  // Bar talk reads its own other senses (a shot at a prize, a round of golf); the food-or-object list is for drink names.
  const notADrink = (m: TMatch, readAfter = true) => {
    const first = tokenAt(doc, m.start);
    let last = first;
    while (last + 1 < doc.tokens.length && doc.tokens[last + 1].start < m.end) last++;
    // The modifier is joined to the drink ("kids' root beer", "non-alcoholic wine"), not the end of a phrase before it ("for college kids: $1 wells").
    // The drink word may be in quotation marks: "fruit “cocktails”" are fruit drinks said in fun.
    const modified = beforeEnds.has(first - 1) && /^['\u2019s]*[\s-]+["\u201c\u2018']?$/.test(text.slice(doc.tokens[first - 1].end, m.start));
    return modified || (readAfter && afterStarts.has(last + 1)) || whole.some((w) => m.start < w.end && w.start < m.end);
  };
  // In an ad for IV infusions or injections, a "cocktail" or a "shot" is the dose ("Myers' Cocktail", "B12 shots").
  const infusionAd = occurrences(doc, MEDICAL_DOSE).length > 0;
  const infused = (m: TMatch) => infusionAd && /^(?:cocktails?|shots?)\b/i.test(m.text);
  const words = findAllOf(text, [ALCOHOL, ALCOHOL_MENU, PRICED_SERVING, COCKTAIL_NAME, ALCOHOL_BRAND, MAKER_NAME]).filter(
    (m) => !notADrink(m) && !aFlowerOrAName(doc, m) && !infused(m) && !whereAThcDrinkIsSold(doc, m) && !aStrainName(doc, m),
  );
  // In an ad for a THC drink, "on tap" and "happy hour" are about that drink.
  const weak = mentionsThcDrink(doc) ? [] : notBesideSoftDrink(doc, words.filter((m) => WEAK_ALONE.test(m.text)));
  // Drinkers raced against each other make the ad about alcohol and are excess: read once, kept for both.
  const race = drinkingRace(doc);
  const raced = drinkRacedAgainstTheClock(doc) ?? race;
  // Alcohol by volume is stated only of a drink that has it ("4.5% ABV"): a seltzer or a soda so labelled is alcohol.
  const strength = mentionsThcDrink(doc) ? [] : findAll(text, ABV);
  const strong = [
    ...words.filter((m) => !WEAK_ALONE.test(m.text)), ...weak, ...servingsTakenDown(doc), ...drinkWordsAbroad(doc), ...drinkingToExcess(doc), ...(raced ? [raced] : []),
    ...findAll(text, DRINK_AT_EVERY_STOP), ...strength,
  ];
  const venues = venueHits(doc);
  const emoji = drinkEmoji(text);
  const drinkWords = notBesideSoftDrink(doc, [...drinkWordHits(doc).filter((m) => !notADrink(m, false)), ...emoji]);
  // A door that admits only people of drinking age stands for the bar ("the whole crew drinks free til 10, 21+"),
  // and so does a drink drawn beside a drink written ("ladies drink free 🍸"), or one crowd's drinks on the house ("vets drink free").
  const barLike = venues.length > 0 || drinkingAgeAtTheDoor(doc) || (emoji.length > 0 && drinkWords.length > emoji.length) || GROUP_DRINKS_FREE.test(text);
  const barTalk = strong.length > 0 || (barLike && drinkWords.length > 0 && !mentionsThcDrink(doc)) ? [...venues, ...drinkWords] : [];
  return { mentions: [...strong, ...barTalk].sort((a, b) => a.start - b.start), barTalkOnly: strong.length === 0 && barTalk.length > 0, race };
}

/** "Available at liquor stores": in an ad for a THC drink, the store is where that drink is sold, not alcohol. */
const SHOP = new Set(['store', 'stores', 'shop', 'shops', 'outlet', 'outlets', 'aisle', 'aisles']);

function whereAThcDrinkIsSold(doc: TConceptDoc, m: TMatch): boolean {
  if (!/^liquors?$/i.test(m.text) || !mentionsThcDrink(doc)) return false;
  // "Liquor stores", and "liquor and hemp shops" with the other kind of shop between.
  const at = tokenAt(doc, m.start);
  return doc.tokens.slice(at + 1, at + 4).some((t) => SHOP.has(t.norm) && t.clause === doc.tokens[at].clause);
}

/** An ad for cannabis flower, where capitalised names are strains ("Cherry Wine", "Bourbon Kush"). */
const CANNABIS_FLOWER = concept('cannabis flower', ['strain', 'strains', 'hemp flower', 'smokable', 'smokables', '=thca', 'pre roll', 'pre rolls', 'preroll', 'prerolls', 'indica', 'sativa']);
const TITLE = /^[A-Z][a-z'’]+$/;

/** A drink word that is one word of a capitalised name in a flower ad: a strain, not a drink. */
function aStrainName(doc: TConceptDoc, m: TMatch): boolean {
  if (!TITLE.test(m.text) || occurrences(doc, CANNABIS_FLOWER).length === 0) return false;
  const { tokens, text } = doc;
  const at = tokenAt(doc, m.start);
  const joined = (a: number, b: number) => tokens[a] && tokens[b] && /^ $/.test(text.slice(tokens[a].end, tokens[b].start)) && TITLE.test(tokens[a === at ? b : a].raw);
  return joined(at - 1, at) || joined(at, at + 1);
}

/** A safety warning names children to keep the product from them: "keep out of reach of children". */
const WARNING_BEFORE = /(?:out\s+of\s+(?:the\s+)?reach\s+of|away\s+from|not\s+(?:intended\s+)?for(?:\s+use\s+by)?|keep\s+from)\s+(?:the\s+|small\s+|young\s+)?$/i;

function inAWarning(text: string, m: TMatch): boolean {
  return WARNING_BEFORE.test(text.slice(Math.max(0, m.start - 40), m.start));
}

/** A mention as a hit, so frames can place it. */
function asHit(doc: TConceptDoc, m: TMatch): THit {
  const first = tokenAt(doc, m.start);
  let last = first;
  while (last + 1 < doc.tokens.length && doc.tokens[last + 1].start < m.end) last++;
  return { concept: 'alcohol', first, last, start: m.start, end: m.end, text: m.text, uncertain: false };
}

/** The text as the rule reads it: OCR's "i" for an opening "¡" put back, offsets unchanged. */
function readDoc(input: TRuleInput): TConceptDoc {
  const text = withInvertedMarks(input.text);
  return text === input.text ? docOf(input) : tokenize(text, input.uncertain ?? []);
}

/** "Heart-healthy salmon": a health word with a food just after it is the food's claim. */
function saidOfAFood(doc: TConceptDoc, m: TMatch): boolean {
  const first = tokenAt(doc, m.start);
  let last = first;
  while (last + 1 < doc.tokens.length && doc.tokens[last + 1].start < m.end) last++;
  return occurrences(doc, FOOD).some((f) => f.first > last && f.first - last <= 2 && doc.tokens[f.first].clause === doc.tokens[last].clause);
}

/** "Department of Health", "Board of Health", "public health": an office's name, not a benefit claimed for a drink. */
const HEALTH_OFFICE_BEFORE = new Set(['department', 'dept', 'board', 'division', 'office', 'commissioner', 'ministry']);

function inHealthOfficeName(doc: TConceptDoc, m: TMatch): boolean {
  const first = tokenAt(doc, m.start);
  const [before, of] = [doc.tokens[first - 2], doc.tokens[first - 1]];
  return /^health/i.test(doc.tokens[first]?.raw ?? '') && (of?.norm === 'public' || (of?.norm === 'of' && HEALTH_OFFICE_BEFORE.has(before?.norm ?? '')));
}

/** A benefit to the body said where the drink is the subject: beside a drink, or anywhere in a maker's ad. */
function healthOfTheBody(doc: TConceptDoc, nearAlcohol: (m: TMatch) => boolean): THit | null {
  const claim = bodyBenefit(doc);
  if (!claim || saidOfAFood(doc, claim)) return null;
  return nearAlcohol(claim) || occurrences(doc, ALCOHOL_MAKER).length > 0 ? claim : null;
}

/** Weight lost by drinking it: "drinkers lose up to 10 lbs by switching", "drink slim", a health claim no alcohol ad may make. */
const DRINK_SLIM = /\bdrink\s+(?:yourself\s+)?(?:slim|thin|skinny)\b/i;
/** A weight-loss drug or injection: its "shots" are doses, not drinks. */
const WEIGHT_DRUG = concept('weight-loss drug', ['semaglutide', 'tirzepatide', 'ozempic', 'wegovy', 'mounjaro', 'zepbound', 'glp 1', 'phentermine', 'injection', 'injections', 'injectable', 'lipotropic']);
function slimmingDrink(doc: TConceptDoc, nearAlcohol: (m: TMatch) => boolean): TMatch | null {
  if (occurrences(doc, WEIGHT_DRUG).length > 0) return null;
  return weightLost(doc).find(nearAlcohol) ?? findAll(doc.text, DRINK_SLIM).find((m) => !isNegated(doc.text, m) && nearAlcohol(m)) ?? null;
}

export function checkAlcohol(input: TRuleInput): TRuleFinding[] {
  const doc = readDoc(input);
  const { text } = doc;
  const { mentions, barTalkOnly, race } = mentionsIn(doc);
  if (mentions.length === 0) return [];
  const venues = new Set(venueHits(doc).map((v) => v.start));
  const drinkMentions = mentions.filter((m) => !venues.has(m.start));
  const findings: TRuleFinding[] = [];
  const nearAlcohol = (m: TMatch, chars = 120) => mentions.some((a) => Math.abs(a.start - m.start) <= chars);

  const health =
    findAll(text, HEALTH).find((m) => !isNegated(text, m) && nearAlcohol(m) && !saidOfAFood(doc, m)) ??
    occurrences(doc, HEALTH_BENEFIT).find((h) => !isNegatedHit(doc, h) && nearAlcohol(h, 120) && !saidOfAFood(doc, h) && !inHealthOfficeName(doc, h)) ??
    healthOfTheBody(doc, (m) => nearAlcohol(m, 120)) ??
    slimmingDrink(doc, (m) => nearAlcohol(m, 120));
  if (health) {
    findings.push(
      finding({
        citation: CITE.ttbProhibited,
        severity: 'major',
        type: 'alcohol_health_claim',
        description: 'Health or therapeutic claim about an alcoholic beverage.',
        match: health,
      }),
    );
  }

  const drinkTokens = drinkMentions.map((m) => tokenAt(doc, m.start));
  // Drink words in their serving sense count too where the ad is already about alcohol ("all the pints you can handle").
  const drinkStarts = [...drinkTokens, ...inServingSense(doc, occurrences(doc, A_DRINK)).map((h) => h.first)];
  const excess =
    findAll(text, EXCESS).find((m) => !isNegated(text, m)) ??
    findAll(text, DRINK_PER_COUNT).find((m) => !isNegated(text, m)) ??
    findAll(text, DRINK_AT_EVERY_STOP)[0] ??
    lastOneStanding(text) ??
    firstUnnegated(doc, occurrences(doc, EXCESS_WORDS).filter((h) => !litUp(doc, h))) ??
    gettingDrunk(doc) ??
    drinkingToExcess(doc)[0] ??
    drinksWithoutLimit(doc, drinkStarts) ??
    rapidDrinking(doc, mentions) ??
    finishedForAReward(doc, drinkMentions) ??
    drinkingAgainstTheClock(doc) ??
    drinksAgainstMinutes(doc) ??
    race ??
    mostDrinksWins(doc) ??
    drinkFast(doc) ??
    tokenPriceAllNight(doc) ??
    drinkingFeat(doc, drinkStarts) ??
    pourWithoutEnd(doc, drinkTokens) ??
    wholeContainerAtOneSitting(doc);
  if (excess) {
    findings.push(
      finding({
        citation: CITE.industryCode,
        severity: 'moderate',
        type: 'excessive_consumption',
        description: 'Encourages excessive or rapid drinking.',
        match: excess,
      }),
    );
  }

  // "Gluten-free beer" describes the beer, not its price.
  const freeOfSomething = (m: TMatch) => /\b(?:gluten|sugar|alcohol|calorie|carb|dairy|caffeine)[-\s]$/i.test(text.slice(Math.max(0, m.start - 12), m.start));
  const giveaway =
    findAll(text, GIVEAWAY).find((m) => !isNegated(text, m) && nearAlcohol(m, 80) && !freeOfSomething(m) && !admissionEndingALine(text, m)) ??
    findAll(text, GROUP_DRINKS_FREE).find((m) => !isNegated(text, m)) ??
    drinkGiveaway(doc, (m) => nearAlcohol(m, 120), drinkMentions.map((m) => asHit(doc, m))) ??
    drinkPremium(doc, drinkTokens) ??
    drinkAsPrize(doc, drinkTokens) ??
    twoForOne(doc, drinkStarts);
  if (giveaway) {
    findings.push(
      finding({
        citation: CITE.mnRule,
        severity: 'moderate',
        type: 'alcohol_giveaway',
        description: 'Free drinks, premiums or giveaways tied to alcohol (Minn. R. 7515.0760 bars them).',
        match: giveaway,
      }),
    );
  }

  const adultsOnly = (m: TMatch) => /\b21\s*\+|\bover\s+21\b|\b21\s+and\s+(?:over|older)\b/i.test(windowAround(text, m, 40));
  const ageRule = keepsTheAgeRule(doc);
  const drinkClauses = new Set(drinkMentions.map((m) => doc.tokens[tokenAt(doc, m.start)]?.clause));
  // Where only bar talk makes the ad an alcohol ad ("kids eat free at the Bar & Grill"), a youth word counts only beside a drink.
  // "Prom packages: no alcohol on board": a line that keeps the young away from drink appeals to no one with it.
  const dryLines = new Set(occurrences(doc, KEPT_DRY).map((h) => lineOf(text, h.start)));
  const appeals = (m: TMatch) =>
    !adultsOnly(m) && !dryLines.has(lineOf(text, m.start)) && ((!ageRule && !barTalkOnly) || drinkClauses.has(doc.tokens[tokenAt(doc, m.start)]?.clause));
  const youth =
    findAll(text, YOUTH).find((m) => !isNegated(text, m) && !inAWarning(text, m) && nearAlcohol(m, 150) && appeals(m)) ??
    occurrences(doc, MINORS).find((h) => !isNegatedHit(doc, h) && !inAWarning(text, h) && nearAlcohol(h, 150) && appeals(h) && !placeInAName(doc, h)) ??
    childhoodBesideADrink(doc, drinkClauses) ??
    youngPersonShown(doc);
  // A child the submitter's note on the artwork shows ("photo of 12-year-old goalies by the taps"), not the copy.
  const note = youth ? null : artNote(input);
  if (youth || (note && youngPersonShown(note, { wholeNote: true }))) {
    findings.push(
      finding({
        citation: CITE.mnRule,
        severity: 'major',
        type: 'alcohol_youth_appeal',
        description: 'Associates alcohol with children, family scenes or youth culture (Minn. R. 7515.0760 subp. 2; industry codes).',
        match: youth ?? null,
      }),
    );
  }

  const unchecked = ageCheckWaived(doc);
  if (unchecked) {
    findings.push(
      finding({
        citation: CITE.legalAge,
        severity: 'major',
        type: 'age_check_waived',
        description: 'Waives or winks at the age check; alcohol may be sold or served only to people 21 or older, and sellers must check.',
        match: unchecked,
      }),
    );
  }

  const underage = underageQuantity(doc);
  if (underage) {
    findings.push(
      finding({
        citation: CITE.legalAge,
        severity: 'critical',
        type: 'alcohol_underage',
        description: 'States an age below 21 for alcohol; alcohol may be sold, served or advertised only to people 21 or older.',
        match: underage,
      }),
    );
  }

  const homemade = homemadeForSale(doc, drinkTokens);
  if (homemade) {
    findings.push(
      finding({
        citation: CITE.license,
        severity: 'major',
        type: 'unlicensed_alcohol_sale',
        description: 'Offers alcohol made at home for sale: selling alcohol needs a licence, which a home maker cannot hold.',
        match: homemade,
      }),
    );
  }

  const driving = drinkingAndDriving(doc);
  if (driving) {
    findings.push(
      finding({
        citation: CITE.drivingCode,
        severity: 'major',
        type: 'drinking_and_driving',
        description: 'Associates drinking with driving or operating a vehicle.',
        match: driving,
      }),
    );
  }

  const flag = findAll(text, FLAG_OR_FORCES)[0] ?? findAll(text, FORCES_IN_ANY_CASE)[0] ?? flagUsed(input);
  if (flag) {
    findings.push(
      finding({
        citation: CITE.mnRule,
        severity: 'moderate',
        type: 'alcohol_flag_or_armed_forces',
        description: 'Uses the American flag or the armed forces in alcohol advertising (Minn. R. 7515.0760 subp. 2).',
        match: flag,
      }),
    );
  }

  if (!CONTACT.test(text) && !NAME_AND_CITY.test(text)) {
    // An ad that also keeps its seller a secret ("you know where", "location drops day-of") names nobody on purpose.
    const hidden = occurrences(doc, WHERE_KEPT_SECRET)[0];
    findings.push(
      finding({
        citation: CITE.ttbMandatory,
        severity: hidden ? 'moderate' : 'minor',
        type: 'missing_responsible_advertiser',
        description: hidden
          ? 'Keeps the advertiser and its place a secret: alcohol advertising must name the responsible advertiser with its city and state.'
          : 'No responsible advertiser name with city and state, phone, or website.',
        match: hidden ?? mentions[0],
      }),
    );
  }

  // A spirit its maker presents ("Northwoods Vodka, distilled six times") is a spirits ad, which must state its strength.
  // The spirit must itself read as a drink ("rye whiskey", not "rum cake"), or be a distiller's rye or malt.
  // A spirit's word inside a brand ("Gin Lane Pear Brandy") is no drink of its own: the first that reads as one counts.
  const makersSpirit =
    spiritsByTheirMaker(doc).find((spirit) => mentions.some((m) => m.start < spirit.end && spirit.start < m.end)) ?? grainSpiritOfADistiller(doc);
  const spirits = makersSpirit ?? findAll(text, SPIRITS_BRAND)[0];
  if (spirits && !ABV.test(text)) {
    findings.push(
      finding({
        citation: CITE.ttbMandatory,
        severity: makersSpirit ? 'moderate' : 'minor',
        type: 'missing_alcohol_content',
        description: 'Distilled spirits advertising must state alcohol content (% alcohol by volume).',
        match: spirits,
      }),
    );
  }

  if (!RESPONSIBILITY.test(text)) {
    findings.push(
      finding({
        citation: CITE.responsibility,
        severity: 'minor',
        type: 'missing_responsibility_message',
        description: 'No "please drink responsibly" message.',
        match: mentions[0],
      }),
    );
  }

  if (input.segments.some((s) => s.method === 'image_ocr' || s.method === 'pdf_ocr')) {
    findings.push(
      finding({
        citation: CITE.industryCode,
        severity: 'moderate',
        type: 'alcohol_imagery_review',
        description: 'Check the imagery: models at least 25, no one who looks under 21, no drinking shown, no children, flag or armed forces.',
        match: mentions[0],
        kind: 'review_item',
      }),
    );
  }
  return findings;
}

export const alcoholRule: TPolicyRuleModule = { policyId: POLICY_IDS.alcohol, check: checkAlcohol };
