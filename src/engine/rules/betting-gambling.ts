import { POLICY_IDS } from '../../domain/policy-library';
import {
  concept,
  docOf,
  frameHit,
  isNegatedHit,
  mentions,
  near,
  occurrences,
  quantityHits,
  sentenceNumbers,
  tokenAt,
  union,
  type TConcept,
  type TConceptDoc,
  type TFrame,
  type THit,
} from './concepts';
import { freeEntryStatement } from './contests-free-entry';
import { findingFor, type TCitation } from './finding';
import { findAll, findFirst, findPhrase, isNegated, type TMatch } from './text-match';
import type { TPolicyRuleModule, TRuleFinding, TRuleInput } from './types';
import { US_STATES } from './us-states';

const finding = findingFor(POLICY_IDS.bettingGambling);

const CITE = {
  foreignLottery: { section: 'Minn. Stat. 609.755(3); 18 U.S.C. 1301-1302, 1307', category: 'state_law', effectiveDate: null },
  unnamedLottery: { section: 'Minn. Stat. 609.755(3)', category: 'state_law', effectiveDate: null },
  courier: { section: 'Minn. Stat. 299L.09', category: 'state_law', effectiveDate: null },
  sportsBetting: { section: 'Minn. Stat. 609.76 (sports bookmaking); Minn. Stat. 609.755', category: 'state_law', effectiveDate: null },
  onlineCasino: { section: 'Minn. Stat. 609.755; Minn. Stat. 609.75', category: 'state_law', effectiveDate: null },
  lotteryStandards: { section: 'Minn. Stat. 349A.09', category: 'state_law', effectiveDate: null },
  venue: { section: "Minn. Stat. ch. 240, ch. 349; publisher's gambling advertising policy", category: 'publisher_policy', effectiveDate: null },
  unlicensedRaffle: { section: 'Minn. Stat. 609.75 subd. 1 (lottery); Minn. Stat. 349.12, 349.166 (lawful gambling only by licensed or exempt organizations)', category: 'state_law', effectiveDate: null },
  gamblingDevice: { section: 'Minn. Stat. 609.75 subd. 4 (gambling device); Minn. Stat. 609.76 subd. 1', category: 'state_law', effectiveDate: null },
  charitableLicense: { section: 'Minn. Stat. 349.12, 349.16, 349.166 (lawful gambling by licensed or exempt organizations)', category: 'state_law', effectiveDate: null },
  privateGame: { section: 'Minn. Stat. 609.75 subd. 2 (bet); Minn. Stat. 609.755 (acts of or relating to gambling)', category: 'state_law', effectiveDate: null },
  minors: { section: 'Minn. Stat. 349.2127 subd. 6; Minn. Stat. 349A.12 subd. 1 (no gambling by persons under 18)', category: 'state_law', effectiveDate: null },
} as const satisfies Record<string, TCitation>;

const LOTTERY =
  /\b(?:lotto|lotter(?:y|ies)|powerball|mega\s*millions|scratchers|scratch(?:[-\s]?off)?\s+(?:tickets?|games?)|draw(?:ing)?\s+games?|lucky\s+for\s+life|lotto\s+america|gopher\s+5|northstar\s+cash|pick\s+3|daily\s+3|cash4life|euromillions|eurojackpot|el\s+gordo|superenalotto)\b/i;
const FOREIGN_OR_UNSOLD_GAMES =
  /\b(?:euromillions|euro\s*jackpot|el\s+gordo|superenalotto|(?:UK|Irish|Canadian|Australian|Spanish|Jamaican|Nigerian|international|foreign|world|global)\s+(?:national\s+)?(?:lottery|lotto|sweepstakes\s+lottery)|lotto\s+6\/49|lotto\s+max|oz\s+lotto|cash4life|lotto\s+texas|texas\s+lotto|superlotto(?:\s+plus)?|hoosier\s+lotto|new\s+york\s+lotto|florida\s+lotto|fantasy\s+5)\b/i;
const COURIER =
  /\b(?:lottery|lotto|powerball|mega\s+millions)\s+(?:pool|club|courier|concierge|ticket\s+service|app)s?\b|\bwe\s+(?:buy|purchase|pick\s+up)\s+(?:your\s+)?(?:lottery\s+|official\s+)?tickets\b|\border\s+(?:your\s+)?(?:lottery\s+|powerball\s+|mega\s+millions\s+)tickets\s+online\b/i;
const COURIER_STATEMENT = 'This business is not affiliated with and is not an agent of the Minnesota State Lottery';
const LOTTERY_PROMOTION = /\b(?:play|buy|tickets?|win|winners?|enter|claim|jackpot|prizes?)\b/i;
const ODDS = /\bodds\b|\b1\s+in\s+[\d,]+/i;

const SPORTS_BETTING =
  /(?<![\w$])(?:sportsbooks?|apostas?\s+esportivas?|casas?\s+de\s+apostas?|sports\s*(?:bett?ing|wagering|bets?)|bet\s+on\s+(?:the\s+)?(?:game|games|vikings|twins|wild|timberwolves|wolves|gophers|lynx|nfl|nba|nhl|mlb|super\s+bowl|march\s+madness|football|hockey|basketball|baseball|fights?|ufc)|parlays?|odds\s+boosts?|moneylines?|point\s+spreads?|(?:bet|wager)\s+\$\s?\d+,?\s+(?:and\s+)?get\s+\$?\s?\d+|first\s+bet\s+(?:is\s+)?(?:on\s+us|free|insured)|risk[-\s]free\s+(?:first\s+)?bets?|daily\s+fantasy|prop\s+bets?|same[-\s]game\s+parlays?|sports\s+book|(?:bonus|free|site)\s+bets?|(?:first|opening)\s+(?:\$\s?\d+\s+)?(?:bet|wager)|(?:bet|wager)\s+(?:credits?|match))\b/i;
const ONLINE_CASINO =
  /\b(?:online\s+casinos?|real[-\s]money\s+(?:slots|casino|poker|games|gaming)|sweeps?\s+coins?|sweepstakes\s+casinos?|(?:play|spin)\s+(?:the\s+)?slots\s+online|online\s+(?:slots|poker|blackjack|roulette)|crypto\s+casinos?|casino\s+(?:app|online)|(?:play|bet|gamble|wager)\b[^.\n]{0,40}\bfor\s+real\s+money|deposit\s+(?:with\s+)?(?:bitcoin|crypto))\b|(?:线上|网上|網上|在线|在線)(?:娱乐城|娛樂城|赌场|賭場|博彩|真人)|百家[乐樂]|老虎[机機]|[体體]育投注|\bcassinos?\s+(?:online|ao\s+vivo)\b/i;
const SOLICITATION = /\b(?:sign\s+up|download|app\b|bet\s+now|place\s+(?:your\s+)?(?:first\s+)?bets?|deposit|promo\s+code|bonus|join\s+(?:now|today)|claim|new\s+(?:users|players|customers)|get\s+\$\s?\d+|play\s+now|play\s+(?:for\s+)?free|redeem|register|join\s+(?:at|us)|text\s+\w+\s+to\s+\d{5,6}|text\s+(?:us\s+)?(?:at\s+)?\(?\d{3}\)?[-.\s]\d{3}|call\s+[A-Z]\w*|descarga|reg[ií]strate|[uú]nete|bono|juega\s+(?:ya|ahora|hoy)|b[ôo]nus|cadastr(?:o|e-se|e)|baixe|dep[óo]sito|i-?download)\b|注[册冊]|下[载載]|充值|彩金/i;
const CASINO_VENUE_NAME =
  /\bcasinos?\b|\btribal\s+(?:gaming|bingo)\b|\b(?:Mystic\s+Lake|Treasure\s+Island|Grand\s+Casino|Jackpot\s+Junction|Black\s+Bear|Fortune\s+Bay|Seven\s+Clans|Shooting\s+Star|Running\s+Aces|Canterbury\s+Park)\b/i;
const CASINO_VENUE = new RegExp(`${CASINO_VENUE_NAME.source}|\\b(?:slot\\s+machines?|blackjack\\s+tables?|poker\\s+(?:room|tournament)|horse\\s+racing|pari-?mutuel|simulcast)\\b`, 'i');
const GAMBLING_LICENSE =
  /\b(?:(?:lic\.?|license)[ \t]*(?:no\.?|#|number)?[ \t]*:?[ \t]*[A-Z]?-?\d{3,}|(?:exempt\s+)?permit\s*(?:no\.?|#|number)?\s*:?\s*[A-Z]?-?\d{3,}|Gambling\s+Control\s+Board|licensed\s+(?:charitable\s+)?(?:gambling|organization)|(?:lawful\s+)?gambling\s+(?:license|permit)|exempt\s+(?:permit|from\s+licens\w*)|excluded\s+from\s+licens\w*)\b/i;
const GUARANTEED_WIN =
  /\b(?:guaranteed\s+(?:wins?|winners?|jackpots?|payouts?|profits?|to\s+win)|can'?t\s+lose|cannot\s+lose|(?:impossible|no\s+way)\s+to\s+lose|sure\s+(?:thing|bet|win)|never\s+lose|winning\s+system|beat\s+the\s+odds|always\s+wins?|(?:go|goes|going|walk|walks|walking|head)\s+(?:home|out)\s+ahead|(?:nobody|no\s+one)\s+(?:walks\s+out|leaves|goes\s+home)\s+(?:a\s+)?losers?|no\s+losers)\b/i;
/**
 * A gambler promised to come out ahead: "you leave with more than you brought", "walk out with more than you came in
 * with", machines that "pay out more than you wager", "the odds in your favour".
 */
export const LEAVES_AHEAD =
  /\b(?:leave|leaves|walk\s+out|walks\s+out|go\s+home|goes\s+home|come\s+home|comes\s+home|head\s+home|get\s+home|return|returns|cash\s+out)\s+with\s+more\s+(?:money\s+|cash\s+)?than\s+(?:you|they|he|she|we)\s+(?:brought|came\s+(?:in\s+)?with|walked\s+in\s+with|started\s+with|bet|spent|put\s+in)\b|\b(?:pay|pays|paying)\s+(?:back|out)\s+more\s+than\s+(?:you|they|players)\s+(?:put\s+in|bet|wager|spend|play)\b|\bodds\s+(?:are\s+)?(?:on\s+your\s+side|in\s+your\s+fav(?:o|ou)r|stacked\s+in\s+your\s+fav(?:o|ou)r)\b|\b(?:regres\w*|vuelv\w*|sal\w*)\s+con\s+más\s+(?:dinero\s+)?(?:del?\s+que|de\s+lo\s+que)\b/iu;
const FINANCIAL_RELIEF =
  /\b(?:pay\s+off\s+(?:your\s+|those\s+)?(?:debts?|bills|mortgage|loans|credit\s+cards?)|solve\s+(?:all\s+)?(?:your\s+)?(?:money|financial)\s+(?:problems|troubles|worries)|(?:ticket|way)\s+out\s+of\s+debt|retire\s+(?:early|tomorrow|rich)|smart(?:est)?\s+investment|better\s+than\s+a\s+401\s?k|quit\s+your\s+job)\b/i;

/** A player's line on a stat, whole or with a half point ("over 92.5 yards" reads as "over 92 5 yards"). */
const STAT_LINES = ['yards', 'points', 'goals', 'strikeouts', 'rebounds', 'assists', 'touchdowns', 'receptions', 'shots', 'saves', 'hits'].flatMap((stat) =>
  ['over', 'under'].flatMap((side) => [`${side} {num} ${stat}`, `${side} {num} {num} ${stat}`]),
);

/** A sporting event, team or player statistic: what a wager is placed on. */
const SPORT = concept('sport', [
  'vikings', 'twins', 'timberwolves', 'wolves', 'wild', 'lynx', 'gophers', 'packers', 'bears', 'lions', 'chiefs', 'cowboys', 'nfl', 'nba', 'nhl', 'mlb', 'ncaa', 'wnba', 'ufc', 'mma',
  'super bowl', 'march madness', 'world series', 'stanley cup', 'world cup', 'mundial', 'playoffs', 'kickoff', 'tip off', 'puck drop', 'first pitch', 'game day', 'matchup', 'fight night',
  'player stats', 'player props', 'player prop', 'touchdowns', 'rushing yards', 'strikeouts', 'rebounds', 'more or less', 'over under', 'spread', 'moneyline', 'parlay', 'fantasy',
  'any sport', 'every sport', 'all sports', 'any game', 'every game', 'fútbol', 'futbol', 'partido', 'partidos', 'liga', 'béisbol', 'beisbol', 'boxeo', 'soccer', 'ufc',
  'deporte*', 'deportiv*', 'pob ncaws', 'ncaws pob', 'bóng đá', 'bong da', 'kubadda cagta', 'спорт', 'футбол*', 'хокке*',
  // Somali "ciyaaraha" (the games, the matches); club competitions by name.
  'ciyaaraha', 'premier league', 'champions league', 'la liga', 'serie a', 'bundesliga', 'mls',
  // Portuguese "futebol" and Brazil's league; Filipino "sabong" (cockfights), streamed for bets as "e-sabong".
  'futebol', 'brasileirão', 'brasileirao', 'sabong', 'e sabong',
  // Esports: the titles wagered on, and their matches and maps.
  'esports', 'e sports', 'cs2', 'csgo', 'cs go', 'counter strike', 'valorant', 'league of legends', 'dota', 'dota 2', 'overwatch', 'rocket league', 'call of duty', 'every map', 'each map',
  // A player's line, over or under a stat, and markets priced while the game runs: "over 92.5 yards", "anytime goal", "live in-game odds".
  'props', 'prop', ...STAT_LINES, 'anytime goal', 'anytime scorer', 'anytime touchdown', 'anytime td', 'first goal', 'first touchdown',
  'in game', 'live game', 'game lines',
]);
/** Staking money on an outcome. */
const WAGER = concept('wager', [
  'bet', 'wager', 'lock it in', 'stake', 'parlay', 'pick em', 'pick more or less', 'deposit match', 'entry fee', 'cash out', 'payout', 'paid out', 'odds', 'picks', 'your picks',
  'apuesta', 'apuesta en', 'apuestas', 'apostar', 'apuesta*', 'twv', 'cá cược', 'ca cuoc',
  // Russian and Ukrainian "bets", "bookmaker".
  'ставк*', 'ставьте', 'букмекер*',
  // Somali "sharad" (a bet, to bet) and "khamaar" (gambling).
  'sharad*', 'khamaar*',
  // Portuguese "aposta", "aposte" (a bet, bet!); Tagalog "taya", "tumaya", "pustahan" (a bet, to bet, betting).
  'aposta', 'apostas', 'aposte', 'apostem', 'taya', 'tumaya', 'pustahan',
  // A pool's stake: "$20 buy-in, winner takes all".
  'buy in', 'the pot', 'winner takes all', 'winner take all', 'winner takes the pot',
  // Staking something on the outcome: "put your money on the Vikings", "put your skins on every map" (a determiner may stand between).
  'put money on', 'put cash on', 'lay money on', 'put your skins', 'skin betting', 'skin gambling', 'bet skins', 'wager skins',
  // A wager sold as a trade: event contracts and prediction markets priced in cents, paid $1 if it hits.
  'event contract', 'event contracts', 'prediction market', 'prediction markets', 'yes no contracts', 'buy yes', 'buy no', 'trade yes', 'trade no',
  'event market', 'event markets', 'contracts on', 'trade contracts',
  // Betting on the margin: "covering the spread", "against the spread".
  'cover the spread', 'covers the spread', 'covering the spread', 'against the spread', 'beat the spread',
]);
/** What a gambler is promised. */
const CERTAIN = concept('certain', [
  'guarantee', 'guaranteed', 'can\'t lose', 'cannot lose', 'can\'t miss', 'never lose', 'sure thing', 'sure win', 'sure bet', 'lock of the week', 'locks', 'always', 'every player',
  'everyone', 'everybody', 'every ticket', 'every spin', 'every pull', 'every card', 'all players', '100 percent', 'no way to lose', 'risk free',
  // Spanish: "siempre ganan", "todos ganan".
  'siempre', 'todos',
]);
const WIN = concept('win', [
  'win', 'wins', 'winner', 'winners', 'winning', 'pay out', 'pays out', 'payout', 'jackpot', 'cash in', 'profit', 'profits', 'beat the house', 'beat the casino', 'beat the dealer',
  'beat the odds', 'beat the slots', 'beat the lottery', 'will hit',
  // Spanish: "gana", "ganan", "ganancias".
  '=gana', '=ganan', '=ganas', '=ganar', 'ganancia', 'ganancias',
]);
/** The certainty said after the win: "the big win, guaranteed", "win for sure", "ganas seguro". */
const CERTAIN_AFTER = concept('certain after', ['guaranteed', 'for sure', 'for certain', 'every time', 'no matter what', 'seguro', 'segura', 'asegurado', 'asegurada', 'garantizado', 'garantizada']);
/** The games themselves, as opposed to a casino resort's pool or arcade. */
const GAME = concept('game of chance', ['bingo', 'pull tab', 'pull tabs', 'pulltabs', 'raffle', 'raffles', 'slots', 'slot machines', 'blackjack', 'poker', 'roulette', 'keno', 'craps', 'lottery', 'lotto', 'scratch offs', 'scratch tickets', 'scratchers', 'tipboards', 'paddlewheel', 'wager', 'bet', 'betting', 'gaming floor']);
/**
 * Raffles and the people who run them. A "sorteo" is any drawing, a free sweepstakes as often as a raffle: a price makes it one.
 * Vietnamese "xổ số" is the lottery, and a community's own "xổ số" at a fair is a raffle.
 */
const RAFFLE = concept('raffle', [
  'raffle', 'raffles', 'raffling', 'rifa', 'rifas', 'drawing tickets', 'chance tickets', '50 50 drawing', '50 50 raffle', 'split the pot', 'sell chances', 'selling chances', 'buy chances',
  '=chances on', 'xổ số', 'xo so',
  // A pot shared with the lucky one, and the games the law counts as raffles: a puck or a duck bought by the number.
  'half the pot', 'half of the pot', 'half the jackpot', 'half the proceeds', 'chuck a puck', 'puck toss', 'duck race', 'rubber duck race', 'cow pie bingo', 'cow plop', 'cow chip bingo',
  // The heritage festivals' raffle tickets sold: Norwegian "lodd", "loddsalg", "utlodning". (A German "Verlosung" is any
  // drawing, a store's too.)
  '=lodd', '=loddsalg', '=utlodning',
  // Amharic and Tigrinya "ሎተሪ" (a lottery, and a community's raffle), with its ticket ("ትኬት").
  '=ሎተሪ',
]);
/** The other games of charitable gambling: only a licensed organization may run them. */
const CHARITABLE_GAME = concept('charitable game', [
  'pull tab', 'pull tabs', 'pulltab', 'pulltabs', 'tipboard', 'tipboards', 'tip board', 'tip boards', 'paddlewheel', 'paddlewheels', 'paddle wheel', 'paddle wheels', 'bingo', 'charitable gambling',
  'lawful gambling', 'e tabs', 'electronic pull tabs',
  // Bingo by its games when the word itself is lost (a headline OCR could not read): the blackout or coverall jackpot.
  'blackout jackpot', 'coverall jackpot', 'blackout pot', 'coverall pot', 'blackout game', 'coverall game', 'blackout games', 'coverall games',
]);
/** Bingo is also a pastime ("activities include crafts and bingo"): it is gambling when something is at stake or raised. */
const BINGO = concept('bingo', ['bingo']);
const AT_STAKE = concept('at stake', [
  'proceeds', 'fundraiser', 'benefit', 'benefits', 'support', 'supports', 'jackpot', 'jackpots', 'cash', 'prize', 'prizes', 'payout', 'payouts', 'pot', 'early bird', 'early birds',
  'packs', 'packets', 'doors', 'blackout', 'coverall', 'progressive', 'legion', 'vfw', 'church', 'parish', 'knights of columbus', 'lions', 'elks', 'eagles', 'moose', 'booster',
  'boosters', 'pull tabs',
]);
/** What is sold for a chance at the prize: a ticket or a chance, priced ("$25 a ticket", "tickets $10 each", "$5 per chance"). */
// Hmong "daim pib" (a ticket).
const CHANCE_UNIT = concept('chance unit', ['ticket', 'tickets', 'chance', 'chances', 'boleto', 'boletos', 'vé', 'билет*', 'tikidh*', 'daim pib', '=ትኬት']);
/** Who wins is drawn: what makes a priced ticket a raffle ticket rather than admission. */
// Hmong "rho khoom plig" (a prize drawing), "rho npe" (names drawn).
const DRAWN = concept('drawn', [
  'drawing', 'drawings', 'drawn', 'draw', 'chance at', 'chance to win', 'for a chance', 'winning ticket', 'winner drawn', 'sorteo', 'rifa', 'rho khoom plig', 'rho npe',
]);
/** Goods named after the game: what a pull tab opens (a can, a lid) and what bingo players buy (supplies, daubers). */
const GOODS_AFTER = concept('goods', [
  'lid', 'lids', 'can', 'cans', 'top', 'tops', 'opener', 'openers', 'closure', 'closures', 'zipper', 'zippers', 'tin', 'tins', 'pouch', 'pouches', 'supplies', 'dauber', 'daubers',
  'marker', 'markers',
]);
/** Played for chips that are worth nothing: a casino night, an after-prom party. */
const PLAY_MONEY = concept('play money', ['play money', 'funny money', 'no real money', 'just for fun', 'for fun only', 'no cash prizes', 'no cash value']);
/** Played for nothing: play money, free bingo, a game just for fun. Without a stake there is no gambling. */
const FREE_PLAY = union(
  'free play',
  PLAY_MONEY,
  concept('free game', [
    'free bingo', 'free raffle', 'free to play', 'no cost to play', 'no charge to play', 'music bingo', 'musical bingo',
    // Party games sold as stationery: the cards are the product, no one stakes anything on them.
    'shower bingo', 'bridal shower bingo', 'baby shower bingo', 'party bingo', 'printable bingo', 'bingo party game', 'bingo party games',
  ]),
);
/** Bingo offered at no charge to those who play: "bingo night, free for residents". Pull-tabs and raffles are never free, so only bingo. */
const FREE_TO = concept('free to', ['free for', 'free to', 'free of charge', 'no charge', 'at no cost', 'always free', 'complimentary']);
/** "Congratulations to the winner of our raffle": a report of a past draw, not an offer. */
const REPORTED = concept('reported', ['winner of', 'winners of', 'won our', 'won the', 'congratulations', 'thank you', 'thanks', 'thanks to']);
/** "Raffle winners were drawn", "raffle results": the draw already happened. */
const REPORTED_AFTER = concept('reported after', ['winners announced', 'winners were', 'winner was', 'winners are', 'results']);
const NONPROFIT = concept('nonprofit organiser', [
  'church', 'parish', 'congregation', 'legion', 'vfw', 'lions', 'lions club', 'rotary', 'kiwanis', 'elks', 'moose lodge', 'eagles', 'knights of columbus', 'pta', 'pto', 'booster', 'boosters',
  'school', 'foundation', 'nonprofit', 'non profit', '501', 'charity', 'charitable', 'fire department', 'auxiliary', 'scouts', 'hospice', 'food shelf', 'proceeds', 'fundraiser', 'benefit',
  'post', 'lodge', 'club', 'association', 'society', 'guild', 'ministry', 'relief', 'league',
  // A congregation by its house or office: tickets "at the rectory", the diocese, a synagogue, mosque or gurdwara.
  'rectory', 'diocese', 'synagogue', 'mosque', 'masjid', 'gurdwara',
]);
/** A business or a private person: organisers who cannot hold a gambling licence for a raffle. */
const PRIVATE_ORGANISER = concept('private organiser', [
  'bar', 'grill', 'tavern', 'saloon', 'pub', 'restaurant', 'cafe', 'shop', 'store', 'salon', 'boutique', 'dealership', 'motors', 'llc', 'inc', 'company', 'realty', 'at the counter',
  'car wash', 'hardware', 'furniture', 'market', 'outfitters', 'supply', 'auto', 'spa', 'with every', 'with each', 'with any purchase',
  'tienda', 'mercado', 'supermercado', 'carnicería', 'carniceria', 'panadería', 'panaderia', 'restaurante', 'taquería', 'taqueria',
  'my', 'i am', 'i\'m', 'venmo', 'cash app', 'paypal', 'zelle',
]);
/**
 * A ticket handed out with what a shopper buys: "with every purchase of $20 or more", "con cada compra", "por su compra".
 * Given, not sold, it is a store's drawing with a purchase to enter (the contests rule reads it), not a raffle sold for a stake.
 */
const WITH_PURCHASE = concept('ticket with a purchase', [
  'with every purchase', 'with each purchase', 'with your purchase', 'with any purchase', 'with purchase', 'for every purchase', 'for each purchase', 'with every order',
  'with each order', 'when you buy', 'when you spend', 'when you shop', 'every {num} spent', 'every {num} you spend',
  // Spending a sum in the store earns the ticket: "spend $20 in store to get your raffle entry".
  'spend {num}', 'spend over {num}', 'spend at least {num}', 'spend more than {num}', 'spending {num}',
  'con cada compra', 'con tu compra', 'con su compra', 'por cada compra', 'por tu compra', 'por su compra', 'al comprar', 'en compras de',
]);

/** Buying, as a way into a draw: "buy any vehicle", "compra cualquier vehículo", Somali "iibso", Vietnamese "mua". */
/** A ticket handed out with something else bought: "every order comes with a raffle ticket", "each visit earns a ticket". */
const TICKET_THROWN_IN = concept('ticket thrown in', [
  'comes with a raffle ticket', 'come with a raffle ticket', 'comes with a ticket', 'come with a ticket', 'comes with an entry', 'come with an entry', 'comes with a chance',
  'earns a raffle ticket', 'earns you a raffle ticket', 'earns a ticket', 'earns you a ticket', 'gets you a raffle ticket', 'includes a raffle ticket', 'include a raffle ticket',
]);
const BUY_GOODS = concept('buy goods', ['buy', 'buys', 'purchase', 'purchases', 'compra', 'compre', 'compras', 'iibso', 'mua']);

/** Minors joining in. */
const MINOR = concept('minor', ['kid', 'kids', 'child', 'children', 'teen', 'teens', 'teenager', 'teenagers', 'youth', 'minors', 'students', 'little ones', 'grandkids', 'niños']);
/** What follows "youth" or "kids" when it names a cause or a group the proceeds go to: "youth hockey", "kids' camp", "youth sports association". */
const YOUTH_CAUSE = concept('youth cause', [
  'hockey', 'football', 'baseball', 'softball', 'basketball', 'soccer', 'wrestling', 'sports', 'athletics', 'league', 'leagues', 'association', 'program', 'programs', 'club', 'clubs',
  'ministry', 'ministries', 'group', 'groups', 'center', 'camp', 'camps', 'foundation', 'scholarship', 'scholarships', 'team', 'teams', 'band', 'choir', 'orchestra', 'shelter',
]);
const PLAY = concept('play', ['play', 'bet', 'wager', 'gamble', 'enter', 'buy tickets', 'buy a ticket', 'pull', 'pull tabs', 'scratch', 'spin', 'dab', 'try their luck', 'welcome', 'invited', 'can join', 'may join']);
/** Money trouble gambling is offered as the way out of. */
const MONEY_TROUBLE = concept('money trouble', [
  'behind on', 'rent due', 'rent money', 'past due', 'pay the bills', 'pay your bills', 'pay bills', 'unpaid bills', 'overdue bills', 'stack of bills', 'pile of bills', 'debt', 'debts',
  'win back', 'win it all back', 'what you lost',
  'maxed out', 'credit card debt', 'credit card bills', 'win it back', 'win back your', 'chase your losses', 'lose your paycheck', 'lost your paycheck',
  'down on your luck', 'turn it around', 'hard times', 'short on cash', 'strapped for cash', 'need cash', 'need money', 'cash fast', 'broke', 'money troubles', 'money problems', 'money worries', 'financial problems', 'financial trouble',
  'make ends meet', 'make rent', 'rent is due', 'short on rent', 'cover the rent', 'pay the rent', 'pay off', 'payday', 'overdue', '=collections', 'foreclosure', 'eviction',
  'retire early', 'quit your job', 'investment', 'paycheck to paycheck',
  // Work lost and bills that pile up: "laid off at the plant?", "hospital bills piling up?", "carry the mortgage".
  'laid off', 'lost your job', 'out of work', 'unemployed', 'hospital bills', 'medical bills', 'medical debt', 'bills piling up', 'carry the mortgage',
  'make the mortgage', 'cover the mortgage', 'pay the mortgage',
  // The creditor at the door: "landlord knocking?", "that rent notice", "the shutoff notice", "bill collectors calling".
  'landlord knocking', 'landlord at the door', 'rent notice', 'late notice', 'shutoff notice', 'shut off notice', 'disconnect notice', 'eviction notice',
  'bill collector', 'bill collectors', 'repo man', 'repossession', 'pink slip',
  // Spanish: debts, the rent, a paycheck that does not stretch ("¿no te alcanza la quincena?").
  'deudas', 'deuda', 'la renta', 'pagar la renta', 'no alcanza', 'no te alcanza', 'sin dinero', 'cobradores',
]);

/** What falls due: rent, bills, a payment. */
const DUES = concept('dues', ['rent', 'bills', 'bill', 'mortgage', 'car payment', 'utilities', 'light bill', 'electric bill', 'phone bill', 'loan', 'loans', 'payments', 'credit cards']);
/** Being short of what falls due, or catching up on it: "rent a little late", "short on bills", "what catches you up". */
const SHORTFALL = concept('shortfall', ['late', 'behind', 'short', 'overdue', 'past due', 'due', 'catch up', 'catches you up', 'caught up', 'get you caught up', 'can\'t cover']);
/** "Rent a cabin a short walk away", "late checkout": the words in their other senses. */
const SHORTFALL_OTHER_SENSE = new Set(['term', 'walk', 'drive', 'stay', 'stays', 'trip', 'ride', 'distance', 'notice', 'checkout', 'check', 'night', 'nights', 'show', 'breakfast', 'lunch', 'dinner', 'hours', 'model', 'ribs']);
/** A helpline's own words ("behind on bills because of gambling? Call 1-800-333-HOPE"): the trouble as a warning, not a pitch. */
const HELPLINE = concept('helpline', ['helpline', 'help line', 'gambling problem', 'problem gambling', 'gambling addiction', 'compulsive gambling', '1 800 333 hope', 'call 1 800', 'help is available', 'gamblers anonymous', 'free confidential']);

/** A method sold for beating a game of chance: a number-picking system, software, a secret pattern. */
const SYSTEM = concept('winning system', [
  'system', 'systems', 'software', 'formula', 'method', 'strategy', 'secret', 'secrets', 'cracked', 'crack the code', 'algorithm', 'blueprint', 'number picker', 'predict',
  'predicts', 'prediction', 'predictions', 'proven picks', 'winning numbers',
]);
/** A sports-picks seller: a handicapper or tipster. "Expert picks" and "best bets" are also a gift guide's, so they are not here. */
const TIPSTER = concept('tipster', [
  'handicapper', 'handicappers', 'handicapping', 'capper', 'cappers', 'tipster', 'tipsters', 'betting tips', 'betting picks', 'sports picks', 'insider picks', 'vegas picks',
  'lock of the day',
]);
/** Winning as a schedule: "win every month", "hit a prize every single week". No game of chance pays out on a calendar. */
const EVERY_PERIOD = concept('every period', [
  'every week', 'every single week', 'every month', 'every single month', 'every day', 'every single day', 'every night', 'every single night', 'every weekend', 'every draw',
  'every drawing', 'every time', 'every single time', 'every session', 'every hand', 'each week', 'each month', 'each draw', 'week after week', 'month after month', 'night after night',
  'every trip', 'every single trip', 'each trip', 'every visit', 'every single visit', 'each visit', 'every outing', 'trip after trip',
]);
/** A record with no losses: "haven't had a losing weekend since 2019", "not one losing month". A promise that the system always wins. */
const LOSING_PERIOD = concept('losing period', ['losing week', 'losing weekend', 'losing month', 'losing year', 'losing night', 'losing trip', 'losing session', 'losing season', 'losing day', 'losing streak', 'losing visit']);
const WIN_OR_HIT = union('win or hit', WIN, concept('hit', ['hit', 'hits', 'hitting']));
/** Better odds than the game gives: "improve your odds 40 times", "double your chances". */
const IMPROVE = concept('improve', ['improve', 'improves', 'increase', 'increases', 'boost', 'boosts', 'multiply', 'multiplies', 'double', 'triple', 'better', 'beat']);
const ODDS_NOUN = concept('odds', ['odds', 'chances', 'chance of winning', 'chances of winning']);

/** A lottery in the words of the languages the ad desk receives: Vietnamese "vé số" (ticket) and "xổ số", Spanish "lotería". */
// Russian and Ukrainian "лото", "лотерея", "лотерейні".
const LOTTERY_WORD = concept('lottery word', ['lottery', 'lotteries', 'lotto', 'vé số', 'xổ số', 'lotería', 'loteria', 'loterías', 'quiniela', 'lotre', 'лотере*', '=лото', 'мегалот']);
/** A country, region or people outside the lotteries Minnesota allows: a lottery named for one is foreign. */
const FOREIGN_PLACE = concept('foreign place', [
  'việt nam', 'vietnam', 'vietnamese', 'miền nam', 'miền bắc', 'miền trung', 'méxico', 'mexico', 'mexican', 'mexicana', 'nacional', 'philippine', 'philippines', 'filipino',
  'laos', 'lao', 'laotian', 'thai', 'thailand', 'somali', 'somalia', 'ethiopian', 'kenya', 'kenyan', 'india', 'indian', 'china', 'chinese', 'korea', 'korean', 'japan',
  'japanese', 'germany', 'german', 'italy', 'italian', 'france', 'french', 'brazil', 'brazilian', 'dominican', 'puerto rico', 'cuba', 'cuban', 'colombia', 'colombian',
  'honduras', 'guatemala', 'el salvador', 'ecuador', 'peru', 'jamaica', 'nigeria', 'ghana', 'liberia',
  // Ukraine and Russia, by their names in their own languages and cases.
  'ukraine', 'ukrainian', 'russia', 'russian', 'україн*', 'украин*', 'росі*', 'росси*',
]);

/** What a card game's host takes or a player pays in: a buy-in, a rake, a seat. A game with one is played for money. */
const HOUSE_STAKE = concept('house stake', [
  'buy in', 'buy ins', 'buyin', 'rake', 'the rake', 'house takes', 'house cut', 'house fee', 'seat fee', 'table fee', 'rebuys', 'rebuy', 'add on', 'cash game', 'cash games',
  // The host's share of the pot in other words: "the house keeps 5% of every hand", "a cut of each pot".
  'house keeps', 'house gets', 'house takes a cut', 'cut of every pot', 'cut of each pot', '{num} of every pot', '{num} of each pot', '{num} of every hand', '{num} of each hand',
  // Played for money at the host's tables: "real-money tables, no limit".
  'real money', 'for real money', 'real money tables', 'cash tables', 'no limit', 'dinero real',
]);

/** A person who takes wagers: a bookmaker in plain or street words. */
const BOOKMAKER = concept('bookmaker', [
  'bookie', 'bookmaker', 'bookmaking', 'betting pool', 'football squares', 'super bowl squares', 'squares board', 'squares pool', 'take bets', 'takes bets', 'taking bets', 'take your bets',
  'takes your action', 'take your action', 'action on the game', 'settles up', 'settle up',
  // Wagers opened to the public and their stakes held: "betting open, $50 minimum", Spanish "apuestas abiertas", "se aceptan apuestas".
  'betting open', 'betting is open', 'bets open', 'bets accepted', 'bets taken', 'wagers accepted', 'wagers taken', 'minimum bet', 'minimum wager', 'holds the bets', 'holds all bets',
  'holds the stakes', 'apuestas abiertas', 'se aceptan apuestas', 'aceptamos apuestas', 'se reciben apuestas', 'apuesta mínima', 'apuesta minima', 'guarda las apuestas',
]);
/** Taking wagers in a bookie's words: "taking action", "we book every game". With a game or sport after it, not a call to "take action on climate". */
const TAKE_ACTION = concept('take action', [
  'take action', 'takes action', 'taking action', 'take all action', 'taking all action', 'accepting action', 'booking action', 'book action',
  // The bettor's side of it: "get action on the Vikings", "getting your action in on the game".
  'get action', 'gets action', 'getting action', 'get your action', 'get your action in', 'getting your action in', 'put action', 'putting action',
]);
/** A squares board: "Super Bowl squares", "big game squares", "squares for the game, $10 a box, paid each quarter". */
const SQUARES = concept('squares', ['squares']);
/** What a squares board is played on and paid by: a game or a sport, its quarters and its score. */
const SQUARES_GAME = union('squares game', SPORT, concept('game and its scores', ['game', 'big game', 'football', 'hockey', 'basketball', 'quarter', 'quarters', 'halftime', 'final score', 'score']));
const WAGERED_ON = union('wagered on', SPORT, concept('games', ['game', 'games', 'fight', 'fights', 'race', 'races', 'match', 'matches', 'sport', 'sports', 'team', 'teams']));
/** Slot-style machines sold as a sweepstakes or a game of skill: a gambling device under another name. */
const SWEEPS_GAMING = concept('sweepstakes gaming', ['sweepstakes', 'sweeps', 'skill game', 'skill games', 'game of skill', 'games of skill', 'sweepstakes games', 'sweepstakes parlor', 'sweepstakes cafe', 'internet cafe']);
/** A lottery game by name: what a courier or a pool buys tickets for. */
const LOTTERY_GAME = union('lottery game', LOTTERY_WORD, concept('draw game', ['powerball', 'mega millions', 'lotto america', 'lucky for life', 'gopher 5', 'northstar cash', 'scratch offs', 'scratchers']));
/** The tickets themselves, once the ad has named the game: "we buy them for you", "order official tickets". */
const LOTTERY_TICKET = union('lottery ticket', LOTTERY_GAME, concept('ticket', ['ticket', 'tickets', 'official tickets', 'boletos', 'vé', 'билет*', 'квит*']));
/** Ordering, as a player does from a courier ("order Powerball tickets from your phone"); a lottery's own player buys them. */
const ORDER_TICKETS = concept('order tickets', ['order', 'orders', 'ordering', 'send for', 'request']);
/** "Not affiliated with the Minnesota State Lottery", "no affiliation with any state lottery": the courier's statement in its own words. */
const AFFILIATION = concept('affiliation', ['affiliated', 'affiliation', 'agent', 'endorsed', 'sponsored', 'associated', 'connected', 'authorized by']);
/** Someone else buying the tickets: a courier, a pool or a syndicate acting for the player ("PoolPal buys your tickets", "we play for you"). */
const ON_YOUR_BEHALF = concept('on your behalf', [
  '=buys', '=purchases', 'we buy', 'we purchase', 'we order', 'we play', 'we pick up', 'we scan', 'we hold', 'on your behalf', 'for your group', 'for your office', 'for your break room',
  'courier', 'couriers', 'concierge', 'syndicate', 'syndicates', 'pool service', 'pool app', 'group play service', 'compramos', 'jugamos por ti',
  // Vietnamese "mua hộ", "mua giùm", "mua dùm" (buy for someone), typed with or without marks.
  '=mua =hộ', '=mua =giùm', '=mua =dùm', '=mua =giúp', '=mua =ho', '=mua =gium', '=mua =dum', '=mua =giup',
  // A pool run for its members: "we manage the tickets", "our members play 500 lines", "we split the winnings".
  'we manage', 'we handle', 'we keep', 'we store', 'we check', 'members play', 'our members play', 'split the winnings', 'share the winnings', 'split any winnings',
  'winnings split', 'winnings are split',
]);
/** A betting record: "41 of my last 43", "hit 38-4 last month", "90% winners". */
const RECORD =
  /\b(?:hit|went|won|cashed|called|nailed|is|am|are)\s+\d{1,3}\s*(?:of|out\s+of|-|and)\s*\d{1,3}\b|\b\d{1,3}\s*(?:of|out\s+of)\s+(?:my|our|the|his)\s+last\s+\d{1,3}\b|\b\d{1,3}-\d{1,2}\s+(?:record|run|streak|last)\b|\b\d{2}\s*%\s+(?:winners|hit\s+rate|win\s+rate)\b/gi;
/** What a tipster sells: picks, plays, locks. */
const PICKS = concept('picks', ['picks', 'plays', 'locks', 'parlays', 'tonight\'s locks', 'today\'s locks']);

/** A private person to settle with: a bet offered by text or Venmo is bookmaking, not a licensed operator's. */
const PRIVATE_CONTACT = concept('private contact', [
  'text me', 'call me', 'dm me', 'message me', 'hit me up', 'hmu', 'venmo', 'cash app', 'cashapp', 'zelle', 'paypal', 'cash only', 'join our league', 'join our pool', 'join the pool',
]);
const TEXT_A_NAME = /\b[Tt]ext\s+[A-Z][a-z]+\b/;
/** An operator's call to bettors beyond signing up: "accepting Minnesota players", "fast payouts", "use code BOOST". */
const OPERATOR_CALL = concept('operator call', [
  'accepting', 'now accepting', 'players welcome', 'bettors welcome', 'payouts', 'fast payouts', 'paid out', 'use code', 'enter code', 'with code', 'boost', 'boosts', 'boosted',
]);

/** Casino games as such; a venue's pool, buffet or concert is not one. */
const CASINO_GAME = concept('casino game', [
  '=slots', 'slot machine', 'slot machines', 'slot games', 'blackjack', 'roulette', 'poker', 'baccarat', 'craps', 'keno', 'video poker', 'casino games', 'fish table', 'fish tables', 'fish games',
  '8 liners', 'eight liners', 'tragamonedas', 'ruleta', 'xì dách', 'xi dach', 'máy đánh bạc', 'may danh bac',
  // Russian and Ukrainian: slots, roulette, poker, blackjack, the casino's games.
  'слот*', 'рулетк*', 'покер*', 'блэкджек', 'блекджек', 'казино',
  // Poker by its games' names.
  'hold em', 'holdem', 'texas hold em', 'omaha', 'pai gow', 'cash game', 'cash games',
  // Games of the desk's communities that Minnesota's list of social card games (Minn. Stat. 609.761) does not name:
  // Vietnamese "tiến lên", "tứ sắc", "bầu cua", "xóc đĩa"; mahjong; Filipino "pusoy" and "tongits"; "sic bo".
  'tiến lên', 'tien len', 'tứ sắc', 'tu sac', 'bầu cua', 'bau cua', 'xóc đĩa', 'xoc dia', 'mahjong', 'mah jong', 'mahjongg', 'pusoy', 'pusoy dos', 'tongits', 'sic bo', 'chinese poker',
]);
/** What a winning system is for: a lottery's numbers and draws, a casino game, a bet. A casino's "rewards system" is for none of them. */
const SYSTEM_TARGET = union(
  'system target',
  LOTTERY_WORD,
  CASINO_GAME,
  concept('game target', ['powerball', 'mega millions', 'numbers', 'picks', 'draws', 'drawings', 'betting', 'bets', 'pull tabs', 'scratch offs', 'odds', 'jackpot', 'jackpots', 'slot']),
);
/** Played from wherever the reader is: what makes casino games an online casino rather than a venue. */
const REMOTE = concept('remote play', [
  'online', 'at your fingertips', 'in your pocket', 'on your tablet', 'on your computer', 'from your sofa', 'from your couch', 'from home', 'from your phone', 'on your phone',
  'from your tablet', 'from your computer', 'from your laptop', 'on your laptop', 'from anywhere', 'anywhere', 'app', 'download', 'mobile', '24 7', 'comfort of home', 'comfort of your home', 'comfort of your own home',
  // The casino brought to the reader's seat: "the casino that comes to your couch", "Vegas in your living room".
  'to your couch', 'on your couch', 'to your sofa', 'on your sofa', 'in your living room', 'to your living room', 'in your pajamas', 'in your pyjamas', 'from bed', 'from your bed',
  // Spanish, Vietnamese ("trực tuyến" online, "điện thoại" phone), Hmong ("xov tooj" phone), Somali ("taleefan" phone).
  'desde tu celular', 'en tu celular', 'desde tu teléfono', 'en línea', 'en linea', 'trực tuyến', 'truc tuyen', 'điện thoại', 'dien thoai', 'xov tooj', 'taleefan*',
  // Russian and Ukrainian "online", "from the phone".
  'онлайн', 'с телефона', 'з телефону', 'телефон*',
]);
/** Staking money with the operator: deposits, withdrawals, crypto. */
const STAKE_MONEY = concept('staking money', [
  'deposit', 'deposits', 'withdrawal', 'withdrawals', 'cash out', 'crypto', 'bitcoin', 'real money', 'real cash', 'payouts', 'pays out', 'same day payouts', 'welcome bonus',
  'deposit bonus', 'free spins', 'depósito', 'dinero real',
  // Vietnamese "rút tiền" (withdraw), Hmong "nyiaj tiag" (real money), Somali "lacag caddaan" (cash).
  'rút tiền', 'rut tien', 'nyiaj tiag', 'lacag caddaan',
  // Spanish "retira tus ganancias" (withdraw your winnings), "bono de bienvenida" (welcome bonus); winnings redeemed for cash.
  'retira', 'retiros', 'retirar', 'bono de bienvenida', 'redeem winnings', 'redeem your winnings', 'redeemable for cash', 'redeem for cash', 'cash prizes',
]);
/**
 * Money only an online operator handles: a deposit bonus, withdrawals, crypto. A casino floor pays at the cage,
 * so casino games beside any of these, anywhere in the ad, are an online casino. A bare "deposit" is also a hotel's or a tee time's.
 */
const ONLINE_MONEY = concept('online money', [
  'withdrawal', 'withdrawals', 'withdraw', 'crypto', 'cryptocurrency', 'bitcoin', 'btc', 'usdt', 'ethereum', 'first deposit', 'deposit bonus', 'deposit match', 'minimum deposit',
  'primer depósito', 'rút tiền', 'rut tien', 'nạp', 'retira', 'retiros', 'retirar', 'retiro',
  // Russian and Ukrainian "deposit", "withdrawal".
  'депозит*', 'вывод', 'вывода', 'виведення',
]);
/** What an online operator lures players with: a bonus, free spins, a match on the deposit ("tặng thêm", "hel $150 dheeraad"). */
const BONUS = concept('bonus', ['bonus', 'bonuses', 'free spins', 'spins', 'deposit match', 'match bonus', 'bono', 'tặng thêm', 'dheeraad', 'бонус*', 'фриспин*']);
/** Placing a bet, as a verb or a noun, in the languages the ad desk receives: Hmong "twv", Vietnamese "cá cược". */
const BET = concept('bet', ['bet', 'bets', 'betting', 'wager', 'wagers', 'wagering', 'apuesta', 'apuestas', 'apostar', 'apuesta*', 'twv', 'cá cược', 'ca cuoc', 'đặt cược', 'sharad*', 'khamaar*', 'ставк*', 'ставьте', 'букмекер*']);
/** Figures of speech with "bet": "your best bet", "a safe bet", "I bet you'll love it". */
const BET_FIGURE = new Set(['best', 'safe', 'good', 'smart', 'better', 'i', 'you']);
/** Gambling as a subject of news or law: a bill, a vote, a series, a hearing. The ad talks about gambling, it does not offer it. */
const PUBLIC_DEBATE = concept('public debate', ['=legalize', '=legalise', '=legalized', '=legalizes', '=legalization', '=legalizing', '=legalisation', 'legislature', 'legislators', 'lawmakers', 'the bill', 'a bill', 'ballot', 'public hearing', 'our series', 'part series', 'debate', 'editorial', 'forum']);

/** Paying money in: "deposit $10", Spanish "deposita", Somali "dhig", Vietnamese "nạp". */
const DEPOSIT = concept('deposit', ['deposit', 'deposits', 'deposita', 'depositas', 'dhig', 'nạp', 'nap']);
/** Receiving: "get", "receive", Spanish "recibe", Somali "hel", Vietnamese "nhận". */
const RECEIVE = concept('receive', ['get', 'gets', 'receive', 'score', 'recibe', 'recibes', 'obtén', 'hel', 'nhận', 'nhan']);

/** A bank's or a broker's account, where a deposit bonus is a sign-up offer, not a bettor's match. */
const BANKING = concept('banking', ['bank', 'banks', 'banking', 'credit union', 'checking', 'savings', 'account', 'accounts', 'apy', 'fdic', 'ncua', 'brokerage', 'ira', 'direct deposit', 'cd', 'certificate']);

/** "Deposit $10, get $100", "dhig $10 oo hel $100": money paid in for more money back, an operator's deposit match. */
function depositMatch(doc: TConceptDoc): THit[] {
  if (mentions(doc, BANKING)) return [];
  const money = quantityHits(doc, 'money');
  const paidIn = near(doc, DEPOSIT, money, { window: 1, ordered: true }).filter((f) => !isNegatedHit(doc, f.a));
  const back = near(doc, RECEIVE, money, { window: 1, ordered: true }).map((f) => f.b);
  return paidIn.filter((f) => back.some((b) => b.first > f.b.last && b.first - f.b.last <= 4)).map(frameHit);
}

/** A wager on a sporting event: a sport near odds stated as a quantity ("+150", "3-to-1", "25x") or a wager word. */
function sportsWager(doc: TConceptDoc): THit | null {
  const odds = quantityHits(doc, 'odds', (q) => q.unit === 'american' || q.unit === 'to' || q.unit === 'x');
  // "Bet you can't eat just one" is an idiom, not a wager; a "pick-up" is a collection.
  const wagers = occurrences(doc, WAGER).filter((h) => !idiom(doc, h) && !(/^pick/i.test(h.text) && doc.tokens[h.last + 1]?.norm === 'up'));
  // "Twin Cities" is the place, not the team.
  const sports = occurrences(doc, SPORT).filter((h) => !(/^twin/i.test(h.text) && doc.tokens[h.last + 1]?.norm === 'cities'));
  // A headline and its terms may sit either side of a colon: "March Madness brackets: $20 buy-in".
  const frames = [
    ...near(doc, sports, odds, { window: 10 }),
    ...near(doc, sports, wagers, { window: 8 }),
    ...near(doc, sports, wagers, { window: 4, sameClause: false }),
    ...near(doc, sports, depositMatch(doc), { window: 8, sameClause: false }),
  ];
  const frame = frames.sort((a, b) => a.start - b.start).find((f) => !isNegatedHit(doc, f.a) && !isNegatedHit(doc, f.b));
  return frame ? frameHit(frame) : null;
}

/** "Bet you can't eat just one", "odds are you'll love it": the words of a wager as a figure of speech. */
function idiom(doc: TConceptDoc, h: THit): boolean {
  const word = h.text.toLowerCase();
  const after = doc.text.slice(h.end, h.end + 8);
  return (
    (word === 'bet' && /^\s+(?:you|ya|your)\b/i.test(after)) ||
    (word === 'odds' && /^\s+(?:are|is)\b/i.test(after)) ||
    // "Put your money where your mouth is."
    (/money$/.test(word) && /^\s+where\b/i.test(after))
  );
}

/** "Short on bills this month? Rent a little late?": what falls due, and the reader short of it, outside a helpline's warning. */
function duesFallingBehind(doc: TConceptDoc): THit | undefined {
  const shortfalls = occurrences(doc, SHORTFALL).filter((h) => !SHORTFALL_OTHER_SENSE.has(doc.tokens[h.last + 1]?.norm ?? ''));
  const frame = near(doc, DUES, shortfalls, { window: 2 }).find((f) => !isNegatedHit(doc, f.a) && !isNegatedHit(doc, f.b) && !besideHelpline(doc, f.a));
  return frame ? frameHit(frame) : undefined;
}

/** The trouble named in a helpline's warning, in its clause or the one either side: "Behind on bills because of gambling? Call 1-800-333-HOPE." */
function besideHelpline(doc: TConceptDoc, h: THit): boolean {
  const clause = doc.tokens[h.first].clause;
  return occurrences(doc, HELPLINE).some((l) => Math.abs(doc.tokens[l.first].clause - clause) <= 1);
}

/** "Can't pay your bills?": being unable is the trouble itself, not a denial of it ("never with rent money" is one). */
function cannot(doc: TConceptDoc, h: THit): boolean {
  const before = doc.tokens.slice(Math.max(0, h.first - 3), h.first).map((t) => t.norm);
  return before.some((w) => w === "can't" || w === 'cannot' || w === "couldn't" || w === 'unable');
}

/** A Calcutta: bidders buy the teams of a tournament and the winning team's owner takes the pot, a wagering pool. */
const CALCUTTA = concept('calcutta', ['calcutta', 'calcuttas']);
const POOL_TERMS = concept('pool terms', ['the pot', 'pot', 'payout', 'payouts', 'team', 'teams', 'bid on', 'buy a team', 'buy your team', 'own a team', 'team owner', 'team owners']);

/** A board or pool played for nothing: "just for bragging rights: no buy-in, no cash, no prizes". */
const PLAYED_FOR_NOTHING = concept('played for nothing', [
  'bragging rights', 'just for fun', 'for fun only', 'no buy in', 'no buy ins', 'no money', 'no cash', 'no prizes', 'no prize', 'no entry fee', 'play money', 'free to play',
]);

/** A bookmaker offering to take wagers, unless the ad warns against one; a squares board or pool played for nothing is a party game. */
function bookmaker(doc: TConceptDoc): THit | null {
  const forNothing = mentions(doc, PLAYED_FOR_NOTHING);
  const named = occurrences(doc, BOOKMAKER).find((h) => !isNegatedHit(doc, h) && !(forNothing && /squares|pool/i.test(h.text)));
  if (named) return named;
  // A board of squares on a game, played for money: "Big Game squares, $50 a square, quarter winners take $1,000".
  // The money is the board's: a price or a payout within the same stretch of the ad, not lunch in another sentence.
  const money = quantityHits(doc, 'money');
  const staked = (h: THit) => money.some((m) => Math.abs(m.first - h.first) <= 10 && !/[.!?]/.test(doc.text.slice(Math.min(m.end, h.end), Math.max(m.start, h.start))));
  const squares = near(doc, SQUARES, SQUARES_GAME, { window: 2 }).find((f) => !isNegatedHit(doc, f.a) && staked(f.a));
  if (squares) return frameHit(squares);
  const action = near(doc, TAKE_ACTION, WAGERED_ON, { window: 3, ordered: true }).find((f) => !isNegatedHit(doc, f.a));
  if (action) return frameHit(action);
  const calcutta = near(doc, CALCUTTA, POOL_TERMS, { window: 12, sameClause: false }).find((f) => !isNegatedHit(doc, f.a));
  if (calcutta) return calcutta.a;
  // A bracket bought into for a pot: "$20 buys a bracket, top score takes the whole pot". A free bracket with a sponsor's
  // prize is a contest of skill, and one for bragging rights a party game.
  if (forNothing) return null;
  const bracket = near(doc, BRACKET, THE_POT, { window: 15, sameClause: false }).find((f) => !isNegatedHit(doc, f.a) && staked(f.a));
  return bracket ? frameHit(bracket) : null;
}

const BRACKET = concept('bracket', ['bracket', 'brackets', 'pick em sheet', 'pick em sheets', 'pick sheet', 'pick sheets', 'pool', 'pools', 'office pool']);
const THE_POT = concept('the pot', ['the pot', 'whole pot', 'takes the pot', 'winner takes all', 'winner take all', 'payout', 'payouts', 'cash pot', 'el bote', 'todo el bote', 'la bolsa']);

/** "Sweepstakes slots", "fish tables and other skill games, cash paid daily": gambling machines outside a casino. A named casino's own promotion goes to review. */
export function sweepstakesGaming(doc: TConceptDoc): THit | null {
  if (findFirst(doc.text, CASINO_VENUE_NAME)) return null;
  const frame = near(doc, SWEEPS_GAMING, CASINO_GAME, { window: 4, sameClause: false }).find((f) => !isNegatedHit(doc, f.a) && !isNegatedHit(doc, f.b));
  return frame ? frameHit(frame) : null;
}

/**
 * "Hold'em Thursdays, $100 buy-in, small rake", "poker game, $50 buy in, text for address": a casino game hosted for
 * money outside a casino and without a licence is an unlawful gambling game. A licensed poker run, a casino's own
 * poker room and a casino night for play money are not.
 */
export function privateCardGame(doc: TConceptDoc): THit | null {
  if (findFirst(doc.text, CASINO_VENUE_NAME) || GAMBLING_LICENSE.test(doc.text) || mentions(doc, FREE_PLAY)) return null;
  const games = occurrences(doc, CASINO_GAME).filter((h) => !isNegatedHit(doc, h));
  const frame = near(doc, games, occurrences(doc, HOUSE_STAKE), { window: 12, sameClause: false }).find((f) => !isNegatedHit(doc, f.b));
  return frame ? frameHit(frame) : null;
}

/** A service that buys lottery tickets for its customers: a courier, a pool or a syndicate, by name or by what it does. */
const POOLING = concept('pooling', ['pool', 'pools', 'pooled', 'pooling', 'jackpot club', 'lottery club', 'ticket club', 'office pool']);

export function lotteryCourier(doc: TConceptDoc): TMatch | null {
  // A state lottery's own ad may offer its app or online play; a pool, a courier or "we buy your tickets" is someone else.
  const ownAd = namesStateLottery(doc);
  const listed = findAll(doc.text, COURIER).find((m) => !lotterysOwn(doc.text, m) && !(ownAd && /\b(?:app|online)$/i.test(m.text)));
  if (listed) return listed;
  const frame = near(doc, ON_YOUR_BEHALF, LOTTERY_GAME, { window: 6 }).find((f) => !isNegatedHit(doc, f.a));
  if (frame) return frameHit(frame);
  // Once the game is named, its tickets may be "them" or just "tickets": "order official tickets through the app and we buy them for you".
  if (!mentions(doc, LOTTERY_GAME)) return null;
  const bought = near(doc, ON_YOUR_BEHALF, LOTTERY_TICKET, { window: 6 }).find((f) => !isNegatedHit(doc, f.a));
  if (bought) return frameHit(bought);
  // A pool that buys the game's tickets for its members: "pools fifty tickets every draw", "our jackpot club".
  const pooled = near(doc, POOLING, LOTTERY_TICKET, { window: 4 }).find((f) => !isNegatedHit(doc, f.a));
  if (pooled) return frameHit(pooled);
  // Tickets ordered from a phone or online are bought by someone else: the lottery itself sells at its retailers, and names itself.
  if (ownAd) return null;
  const ordered = near(doc, ORDER_TICKETS, LOTTERY_TICKET, { window: 5, ordered: true }).filter((f) => !isNegatedHit(doc, f.a));
  const remote = occurrences(doc, REMOTE).filter((h) => !lotterysOwn(doc.text, h));
  const frameRemote = near(doc, ordered.map(frameHit), remote, { window: 6 })[0];
  return frameRemote ? frameHit(frameRemote) : null;
}

/** "The Minnesota Lottery app", "on the Lottery's website": the state lottery's own channel, not a courier's. */
const STATE_BEFORE = new RegExp(`\\b(?:${Object.values(US_STATES).map((n) => n.replace(/\s+/g, '\\s+')).join('|')})(?:\\s+State)?\\s+$`, 'i');
function lotterysOwn(text: string, m: TMatch): boolean {
  const before = text.slice(Math.max(0, m.start - 30), m.start);
  return (/^lottery\b/i.test(m.text) && STATE_BEFORE.test(before)) || /\b(?:State\s+)?Lottery(?:'s)?\s+(?:official\s+)?$/.test(before);
}

/** "Iowa Lottery", "the Minnesota State Lottery", named as itself rather than in a courier's denial of affiliation. */
function namesStateLottery(doc: TConceptDoc): boolean {
  const denials = near(doc, AFFILIATION, LOTTERY_WORD, { window: 8, ordered: true }).filter((f) => isNegatedHit(doc, f.a)).map((f) => doc.tokens[f.a.first].clause);
  return occurrences(doc, concept('lottery', ['lottery', 'lotto'])).some((h) => STATE_BEFORE.test(doc.text.slice(Math.max(0, h.start - 30), h.start)) && !denials.includes(doc.tokens[h.first].clause));
}

/** The courier's statement that it is not the state lottery nor its agent, in the law's words or its own. */
function disclaimsLottery(doc: TConceptDoc): boolean {
  if (findPhrase(doc.text, COURIER_STATEMENT, 0.85)) return true;
  return near(doc, AFFILIATION, LOTTERY_WORD, { window: 8, ordered: true }).some((f) => isNegatedHit(doc, f.a));
}

/** A seller of picks with a record to show: "my system hit 41 of my last 43 picks". A handicapper by any name. */
function tipster(doc: TConceptDoc): THit | null {
  const named = occurrences(doc, TIPSTER)[0];
  if (named) return named;
  const records = [...doc.text.matchAll(RECORD)].map((m) => tokenAt(doc, m.index));
  return occurrences(doc, PICKS).find((p) => records.some((r) => Math.abs(r - p.first) <= 6 && doc.tokens[r].clause === doc.tokens[p.first].clause)) ?? null;
}

/** An online casino the ad solicits for, by name ("sweepstakes casino", "real-money slots") or in other words. */
function onlineCasino(doc: TConceptDoc): TMatch | null {
  const listed = findAll(doc.text, ONLINE_CASINO).find((m) => !isNegated(doc.text, m) && !aboutPublicDebate(doc, m));
  const remote = remoteCasino(doc);
  return (listed && SOLICITATION.test(doc.text) ? listed : null) ?? (remote && !aboutPublicDebate(doc, remote) ? remote : null);
}

/**
 * Casino games played from wherever the reader is, with money staked: an online casino in other words. Either
 * the game is played remotely ("slots on your phone") or real money is ("win real cash from your couch", with slots).
 * The contests rule leaves it to this one; a "sweepstakes casino" named as such is read by both.
 */
/** An online casino named as one ("casino online", "online slots", "real-money poker"), not in a debate about them. */
export function namedOnlineCasino(doc: TConceptDoc): TMatch | null {
  return findAll(doc.text, ONLINE_CASINO).find((m) => !isNegated(doc.text, m) && !aboutPublicDebate(doc, m)) ?? null;
}

export function remoteCasino(doc: TConceptDoc): THit | null {
  const stakes = occurrences(doc, STAKE_MONEY).filter((h) => !isNegatedHit(doc, h));
  const clearFrame = (f: TFrame) => !isNegatedHit(doc, f.a) && !isNegatedHit(doc, f.b);
  const frame =
    stakes.length === 0
      ? undefined
      : (near(doc, CASINO_GAME, REMOTE, { window: 10 }).find(clearFrame) ?? (mentions(doc, CASINO_GAME) ? near(doc, stakes, REMOTE, { window: 4 }).find(clearFrame) : undefined));
  return frame ? frameHit(frame) : onlineMoneyCasino(doc);
}

/**
 * "Slots and live blackjack. Instant BTC withdrawals. 200% welcome bonus": money no casino floor handles, offered with a bonus
 * or play from anywhere, makes the games online. A seminar on how poker winnings and bitcoin are taxed offers neither.
 */
function onlineMoneyCasino(doc: TConceptDoc): THit | null {
  const clear = (c: TConcept) => occurrences(doc, c).some((h) => !isNegatedHit(doc, h));
  const games = occurrences(doc, CASINO_GAME).filter((h) => !isNegatedHit(doc, h));
  return games.length > 0 && clear(ONLINE_MONEY) && (clear(BONUS) || clear(REMOTE)) ? games[0] : null;
}

/** "Bet live from your phone", "apuesta en línea", "place your wagers online": a wager placed remotely is online gambling, whatever the game. */
function remoteWager(doc: TConceptDoc): THit | null {
  const bets = occurrences(doc, BET).filter((h) => !BET_FIGURE.has(doc.tokens[h.first - 1]?.norm ?? '') && !idiom(doc, h));
  const frame = near(doc, bets, REMOTE, { window: 6 }).find((f) => !isNegatedHit(doc, f.a) && !isNegatedHit(doc, f.b));
  return frame ? frameHit(frame) : null;
}

/** Gambling as the subject of news or law-making ("Should Minnesota legalize sports betting?"), not an offer of it. */
function aboutPublicDebate(doc: TConceptDoc, hit: TMatch): boolean {
  const at = doc.tokens.findIndex((t) => t.end > hit.start);
  return occurrences(doc, PUBLIC_DEBATE).some((d) => Math.abs(d.first - at) <= 12);
}

function guaranteedWin(doc: TConceptDoc): THit | null {
  // "Every player walks out a winner", not "fun for everyone, win cash prizes" (a comma between is a list) or "scans of
  // every ticket and split winnings" (a second verb joined by "and" has its own subject).
  const frame =
    near(doc, CERTAIN, WIN, { window: 5, ordered: true }).find((f) => !isNegatedHit(doc, f.a) && !/,|\s(?:and|or)\s/i.test(doc.text.slice(f.a.end, f.b.start))) ??
    near(doc, WIN, CERTAIN_AFTER, { window: 1, ordered: true }).find((f) => !isNegatedHit(doc, f.a));
  return frame ? frameHit(frame) : null;
}

/**
 * Odds boasted of without a basis: "the loosest slots up north", "the best odds in town", "highest payouts anywhere".
 * A machine's payback is set and reported; a claim to beat every other house's is a claim about the chance of winning.
 */
const ODDS_BOAST = concept('odds boast', ['loosest', 'best odds', 'better odds', 'highest payout', 'highest payouts', 'biggest payouts', 'best payouts', 'highest payback', 'best payback', 'más sueltas']);
const MACHINES = concept('machines', ['slots', 'slot', 'slot machines', 'machines', 'video poker', 'pull tabs', 'pulltabs', 'tragamonedas', 'odds', 'payouts', 'payout', 'payback']);
function oddsBoast(doc: TConceptDoc): THit | null {
  const boasts = occurrences(doc, ODDS_BOAST).filter((h) => !isNegatedHit(doc, h));
  const frame = near(doc, boasts, MACHINES, { window: 2 })[0];
  return frame ? frameHit(frame) : (boasts.find((h) => /odds|pay/i.test(h.text)) ?? null);
}

/** A system or a tipster that promises regular wins or better odds: no method changes the odds of a game of chance. */
function systemPromise(doc: TConceptDoc): THit | null {
  if (near(doc, SYSTEM, SYSTEM_TARGET, { window: 4, sameClause: false }).length === 0 && !tipster(doc)) return null;
  const clear = (f: TFrame) => !isNegatedHit(doc, f.a) && !isNegatedHit(doc, f.b);
  const frame =
    near(doc, WIN_OR_HIT, EVERY_PERIOD, { window: 4, ordered: true }).find(clear) ??
    near(doc, IMPROVE, ODDS_NOUN, { window: 3, ordered: true }).find(clear) ??
    // "90% winners, guaranteed": the guarantee may follow the wins.
    near(doc, WIN, CERTAIN, { window: 3, ordered: true }).find(clear);
  if (frame) return frameHit(frame);
  // "Haven't had a losing weekend since": the loss denied is the promise.
  return occurrences(doc, LOSING_PERIOD).find((h) => isNegatedHit(doc, h, 4)) ?? null;
}

/** A lottery named for a foreign country or region, in any language: "vé số miền Nam", "Lotería Nacional", "the Mexican lottery". */
function foreignLottery(doc: TConceptDoc): THit | null {
  const frame = near(doc, LOTTERY_WORD, FOREIGN_PLACE, { window: 3 }).find((f) => !isNegatedHit(doc, f.a));
  return frame ? frameHit(frame) : null;
}

function stateLotteryPattern(names: string[]): RegExp {
  // OCR reads a capital I as a lower-case l ("lowa Lottery", "lllinois"): a state whose name opens with I is read either way.
  const alternation = names.map((n) => n.replace(/\s+/g, '\\s+').replace(/^I/, '[Il]')).join('|');
  return new RegExp(`\\b(?:${alternation})(?:\\s+state)?\\s+(?:lottery|lotto|powerball|scratch[-\\s]?offs?)\\b|\\b(?:lottery|lotto|loter[ií]a)\\s+(?:of|in|de)\\s+(?:${alternation})\\b`, 'iu');
}

/** Lawful gambling under a licence the ad shows (a poker run, bingo, pull-tabs): the contests rule leaves it to this one. */
export function licensedGambling(doc: TConceptDoc): boolean {
  return GAMBLING_LICENSE.test(doc.text) && (occurrences(doc, CHARITABLE_GAME).length > 0 || occurrences(doc, RAFFLE).length > 0 || occurrences(doc, GAME).length > 0);
}

/** A casino night or raffle played for play money: a party game, neither gambling nor a sweepstakes. */
export function playMoneyGame(doc: TConceptDoc): boolean {
  return mentions(doc, PLAY_MONEY);
}

/** Where the ad names a lottery (a state or foreign lottery, a draw game), for the contests rule to leave to this one. */
export function lotteryMentions(text: string): TMatch[] {
  return [...findAll(text, LOTTERY), ...findAll(text, FOREIGN_OR_UNSOLD_GAMES)];
}

/**
 * A store's fine print listing what a deal leaves out: "alcohol, tobacco, lottery and gift cards do not earn points", "excludes
 * lottery, postage and money orders". The lottery is named as goods excluded, not promoted.
 */
const EXCLUSION = concept('exclusion', [
  'exclude', 'excludes', 'excluded', 'excluding', 'exclusions', 'except', 'not eligible', 'ineligible', 'do not earn', 'does not earn', "don't earn", "doesn't earn", 'not included',
  'not valid on', 'not valid for', 'do not apply', 'does not apply', 'do not count', 'does not count', 'do not qualify', 'does not qualify', 'not discounted', 'no discounts on',
  'not count toward', 'not counted',
]);
function excludedGoods(doc: TConceptDoc, m: TMatch): boolean {
  const sentences = sentenceNumbers(doc);
  const sentence = sentences[tokenAt(doc, m.start)];
  return occurrences(doc, EXCLUSION).some((h) => sentences[h.first] === sentence);
}

/** A lottery named in any language the desk receives ("xổ số", "lotería"), as hits, for the contests rule to leave its draws to this one. */
export function lotteryWordHits(doc: TConceptDoc): THit[] {
  return occurrences(doc, LOTTERY_WORD).filter((h) => !isNegatedHit(doc, h));
}

/** "Winner of our quilt raffle", "thank you for buying raffle tickets": the hit reports a past draw. */
function reported(doc: TConceptDoc, h: THit): boolean {
  const sameClause = (r: THit) => doc.tokens[r.first].clause === doc.tokens[h.first].clause;
  return (
    occurrences(doc, REPORTED).some((r) => r.last < h.first && h.first - r.last <= 5 && sameClause(r)) ||
    occurrences(doc, REPORTED_AFTER).some((r) => r.first > h.last && r.first - h.last <= 2 && sameClause(r))
  );
}

/** A chance sold for money with a winner drawn ("$25 a ticket for a chance at a rifle"): a raffle by another name. A lottery's own ticket is not one. */
function pricedChance(doc: TConceptDoc): THit | null {
  if (lotteryMentions(doc.text).length > 0 || !mentions(doc, DRAWN)) return null;
  return ticketPrice(doc);
}

/** The price of a ticket or a chance. */
function ticketPrice(doc: TConceptDoc): THit | null {
  const frame = near(doc, quantityHits(doc, 'money'), CHANCE_UNIT, { window: 3 }).find((f) => !isNegatedHit(doc, f.b) && isPrice(doc, f.a, f.b));
  return frame ? frameHit(frame) : null;
}

/**
 * Words that may stand between a price and what it buys: "$25 a ticket", "tickets are $10", "a $10 donation per
 * chance", "$5 buys you a chance", not "a chance at $10,000" (a prize) or "a $30 receipt gets a ticket" (a purchase).
 */
const PRICE_LINK = new Set(['a', 'an', 'per', 'each', 'the', 'are', 'is', 'only', 'just', 'cost', 'costs', 'son', 'cuestan', 'donation', 'donations', 'gift', 'buys', 'you', 'for', '1', 'one']);
function isPrice(doc: TConceptDoc, money: THit, unit: THit): boolean {
  const [from, to] = money.first < unit.first ? [money.last + 1, unit.first] : [unit.last + 1, money.first];
  return doc.tokens.slice(from, to).every((t) => PRICE_LINK.has(t.norm));
}

/** Pull-tabs, bingo, tipboards or a raffle offered for a stake, outside negation and play-money games. */
function charitableGame(doc: TConceptDoc): THit | null {
  if (mentions(doc, FREE_PLAY)) return null;
  // "Bingo!" alone is an exclamation, not a game; "pull-tab lids" open a can and "bingo supplies" are sold.
  const objects = new Set(occurrences(doc, GOODS_AFTER).map((h) => h.first));
  const stake = mentions(doc, AT_STAKE) || quantityHits(doc, 'money').length > 0;
  const bingo = new Set(occurrences(doc, BINGO).map((h) => h.first));
  const moneyClauses = new Set(quantityHits(doc, 'money').map((m) => doc.tokens[m.first].clause));
  // "Bingo night at the home: free for residents": a colon may stand between, a full stop may not.
  const oneSentence = (f: TFrame) => !/[.!?\n]/.test(doc.text.slice(Math.min(f.a.end, f.b.end), Math.max(f.a.start, f.b.start)));
  const freeBingo = new Set(
    near(doc, BINGO, FREE_TO, { window: 10, sameClause: false })
      .filter((f) => oneSentence(f) && !moneyClauses.has(doc.tokens[f.a.first].clause) && !moneyClauses.has(doc.tokens[f.b.first].clause))
      .map((f) => f.a.first),
  );
  const games = occurrences(doc, CHARITABLE_GAME).filter(
    (h) =>
      !isNegatedHit(doc, h) &&
      !reported(doc, h) &&
      !/^!/.test(doc.text.slice(h.end, h.end + 1)) &&
      !objects.has(h.last + 1) &&
      (stake || !bingo.has(h.first)) &&
      !freeBingo.has(h.first),
  );
  return games[0] ?? readRaffle(doc)?.raffle ?? null;
}

/** When a game is played: "nightly", "every Friday", "Thursdays at 6". An ad for the game says when; a bar's list of amenities does not. */
const SCHEDULE = concept('schedule', [
  'nightly', 'daily', 'weekly', 'every', 'each', 'tonight', 'mondays', 'tuesdays', 'wednesdays', 'thursdays', 'fridays', 'saturdays', 'sundays', 'weekends', 'doors',
  'early bird', 'early birds', 'at {num}', 'from {num}',
]);
/**
 * "Wings 50 cents during the game, pull-tabs at the bar": a charitable game named once, in passing, among what a venue
 * offers: not in the opening line, with nothing at stake and no time to play. The ad sells something else; a person looks.
 */
function passingMention(doc: TConceptDoc, game: THit): boolean {
  if (occurrences(doc, CHARITABLE_GAME).length !== 1 || occurrences(doc, RAFFLE).length > 0) return false;
  // Pull-tabs are a stake for bingo beside them, not for themselves.
  const stakes = occurrences(doc, AT_STAKE).filter((h) => h.first !== game.first);
  if (stakes.length > 0 || quantityHits(doc, 'money').length > 0 || GAMBLING_LICENSE.test(doc.text)) return false;
  const openingLine = !doc.text.slice(0, game.start).includes('\n');
  const scheduled = occurrences(doc, SCHEDULE).some((s) => Math.abs(s.first - game.first) <= 5 && doc.tokens[s.first].clause === doc.tokens[game.first].clause);
  return !openingLine && !scheduled;
}

export interface TRaffle {
  raffle: THit;
  /** Who runs it, as far as the ad says: a licence, a nonprofit, a business or private person, or nobody named. */
  organiser: 'licensed' | 'nonprofit' | 'private' | 'unnamed';
  by?: THit;
  /** What a ticket or chance costs, when the ad says: the purchase that makes the raffle a lottery. */
  price?: THit;
}

/**
 * A raffle, who runs it and what a ticket costs. A raffle is lawful only from a licensed or exempt
 * organization; anyone else selling chances runs a lottery. The contests rule leaves a raffle whose
 * organiser is named to this rule, and reads the ticket price of one nobody is named for as its purchase.
 */
export function readRaffle(doc: TConceptDoc): TRaffle | null {
  // A drawing anyone may enter free is a sweepstakes, and a game for play money is no gamble: neither is a raffle.
  if (freeEntryStatement(doc) || mentions(doc, FREE_PLAY)) return null;
  const raffle = occurrences(doc, RAFFLE).find((h) => !isNegatedHit(doc, h) && !reported(doc, h)) ?? pricedChance(doc);
  if (!raffle) return null;
  const price = ticketPrice(doc) ?? undefined;
  // "Spend $20 on raffle tickets" buys the tickets themselves: only a purchase of something else hands one out.
  const ticketsAfter = (h: THit) => occurrences(doc, CHANCE_UNIT).some((u) => u.first > h.last && u.first - h.last <= 3 && doc.tokens[u.first].clause === doc.tokens[h.last].clause);
  if (!price && occurrences(doc, WITH_PURCHASE).some((h) => !isNegatedHit(doc, h) && !ticketsAfter(h))) return null;
  if (!price && occurrences(doc, TICKET_THROWN_IN).some((h) => !isNegatedHit(doc, h))) return null;
  // "Buy any vehicle this month and you're in the raffle": the advertiser's goods bought, not a ticket, let the buyer in.
  const goodsBought = near(doc, BUY_GOODS, RAFFLE, { window: 10, ordered: true }).some((f) => !isNegatedHit(doc, f.a) && !ticketsAfter(f.a) && !/[.!?\n]/.test(doc.text.slice(f.a.end, f.b.start)));
  if (!price && goodsBought) return null;
  if (GAMBLING_LICENSE.test(doc.text)) return { raffle, organiser: 'licensed', price };
  const nonprofit = occurrences(doc, NONPROFIT)[0];
  if (nonprofit) return { raffle, organiser: 'nonprofit', by: nonprofit, price };
  const business = occurrences(doc, PRIVATE_ORGANISER)[0];
  return business ? { raffle, organiser: 'private', by: business, price } : { raffle, organiser: 'unnamed', price };
}

interface TSportsBetting {
  /** A wager on a sport, offered or not. */
  sports: TMatch | null;
  /** The same, solicited: by an operator's call to sign up, a private person's contact or a remote wager. */
  sportsSolicited: TMatch | null;
  bookie: THit | null;
  /** A wager placed from a phone or online, on anything. */
  wager: THit | null;
}

function readSportsBetting(doc: TConceptDoc): TSportsBetting {
  const { text } = doc;
  const sportsOffer = findAll(text, SPORTS_BETTING).find((m) => !isNegated(text, m)) ?? sportsWager(doc);
  const sports = sportsOffer && !aboutPublicDebate(doc, sportsOffer) ? sportsOffer : null;
  // A wager placed from a phone or online solicits by itself: on a sport it is sports betting, on anything else online gambling.
  const wagerFound = remoteWager(doc);
  const wager = wagerFound && !aboutPublicDebate(doc, wagerFound) ? wagerFound : null;
  const privately = [PRIVATE_CONTACT, OPERATOR_CALL].some((c) => occurrences(doc, c).some((h) => !isNegatedHit(doc, h))) || TEXT_A_NAME.test(text);
  const solicits = SOLICITATION.test(text) || privately || wager !== null;
  return { sports, sportsSolicited: sports && solicits ? sports : null, bookie: bookmaker(doc), wager };
}

/** Sports betting the ad offers, for the contests rule to leave to this one (a pick'em pool for money is no sweepstakes). */
export function sportsBettingOffer(doc: TConceptDoc): TMatch | null {
  const { sportsSolicited, bookie } = readSportsBetting(doc);
  return sportsSolicited ?? bookie;
}

export function checkBettingGambling(input: TRuleInput): TRuleFinding[] {
  const { text, settings } = input;
  const findings: TRuleFinding[] = [];
  const allowed = new Set(settings.allowedLotteryStates.map((c) => c.toUpperCase()));
  const otherStates = Object.entries(US_STATES).filter(([code]) => !allowed.has(code)).map(([, name]) => name);
  const allowedStates = Object.entries(US_STATES).filter(([code]) => allowed.has(code)).map(([, name]) => name);
  const allowedGames = new RegExp(`\\b(?:${settings.allowedLotteryGames.map((g) => g.replace(/\s+/g, '\\s+')).join('|')})\\b`, 'i');

  const doc = docOf(input);
  const lottery = findAll(text, LOTTERY).find((m) => !excludedGoods(doc, m)) ?? null;
  const disallowed = findFirst(text, FOREIGN_OR_UNSOLD_GAMES) ?? (otherStates.length ? findFirst(text, stateLotteryPattern(otherStates)) : null) ?? foreignLottery(doc);
  const courier = lotteryCourier(doc);
  const allowedLottery = (allowedStates.length ? findFirst(text, stateLotteryPattern(allowedStates)) : null) ?? findFirst(text, allowedGames);

  if (disallowed && !isNegated(text, disallowed)) {
    findings.push(
      finding({
        citation: CITE.foreignLottery,
        severity: 'critical',
        type: 'unauthorized_lottery',
        description: `Promotes a lottery other than those of ${settings.allowedLotteryStates.join(', ')}; disseminating it is a crime under Minn. Stat. 609.755(3).`,
        match: disallowed,
      }),
    );
  } else if (courier) {
    if (!disclaimsLottery(doc)) {
      findings.push(
        finding({
          citation: CITE.courier,
          severity: 'major',
          type: 'lottery_courier_disclosure',
          description: `Lottery courier or pool without the statement "${COURIER_STATEMENT}."`,
          match: courier,
        }),
      );
    }
  } else if (lottery && !allowedLottery && LOTTERY_PROMOTION.test(text) && !isNegated(text, lottery)) {
    findings.push(
      finding({
        citation: CITE.unnamedLottery,
        severity: 'major',
        type: 'unidentified_lottery',
        description: 'Promotes a lottery without naming a lottery Minnesota law allows (the Minnesota State Lottery or an adjoining state\'s).',
        match: lottery,
      }),
    );
  } else if (lottery && allowedLottery && !ODDS.test(text)) {
    findings.push(
      finding({
        citation: CITE.lotteryStandards,
        severity: 'minor',
        type: 'lottery_odds_missing',
        description: 'State lottery advertising should state the odds of winning.',
        match: lottery,
      }),
    );
  }

  const { sports, sportsSolicited, bookie, wager } = readSportsBetting(doc);
  if (sportsSolicited || bookie) {
    findings.push(
      finding({
        citation: CITE.sportsBetting,
        severity: 'critical',
        type: 'sports_betting',
        description: 'Solicits sports betting, which Minnesota law does not authorize; route to legal.',
        match: sportsSolicited ?? bookie,
      }),
    );
  }

  const listedCasino = namedOnlineCasino(doc);
  const casino = onlineCasino(doc) ?? (sportsSolicited || bookie ? null : wager);
  const parlour = sweepstakesGaming(doc);
  const privateGame = privateCardGame(doc);
  if (casino) {
    findings.push(
      finding({
        citation: CITE.onlineCasino,
        severity: 'critical',
        type: 'online_casino',
        description: 'Solicits online casino or real-money gaming, which Minnesota law does not authorize.',
        match: casino,
      }),
    );
  } else if (privateGame) {
    findings.push(
      finding({
        citation: CITE.privateGame,
        severity: 'critical',
        type: 'unlicensed_gambling_game',
        description: 'A card or casino game hosted for money (a buy-in or a rake) outside a licensed casino or a licensed organization: unlawful gambling.',
        match: privateGame,
      }),
    );
  } else if (parlour) {
    findings.push(
      finding({
        citation: CITE.gamblingDevice,
        severity: 'critical',
        type: 'sweepstakes_gaming',
        description: 'Slot-style machines offered as a sweepstakes or a game of skill: gambling devices outside a licensed casino.',
        match: parlour,
      }),
    );
  } else {
    const venue = findFirst(text, CASINO_VENUE);
    if (venue) {
      findings.push(
        finding({
          citation: CITE.venue,
          severity: 'moderate',
          type: 'gambling_venue',
          description: 'Casino, racing or card-room advertising: lawful venues need publisher review of wording and placement.',
          match: venue,
          kind: 'review_item',
        }),
      );
    }
  }

  const charitable = charitableGame(doc);
  const licensed = GAMBLING_LICENSE.test(text);
  const raffleRead = readRaffle(doc);
  const raffle = raffleRead?.raffle;
  const privateRaffle = raffleRead?.organiser === 'private' ? raffleRead.by : undefined;
  // At a casino bingo is the tribe's, news about gambling offers none, and a bar's list of amenities merely names its pull-tabs: a person looks.
  const reviewOnly = Boolean(findFirst(text, CASINO_VENUE)) || (charitable !== null && (aboutPublicDebate(doc, charitable) || passingMention(doc, charitable)));
  if (raffle && privateRaffle) {
    findings.push(
      finding({
        citation: CITE.unlicensedRaffle,
        severity: 'major',
        type: 'unlicensed_raffle',
        description: `A raffle run by a business or a private person ("${privateRaffle.text}"): only licensed or exempt organizations may conduct one, otherwise it is an unlawful lottery.`,
        match: raffle,
      }),
    );
  } else if (charitable && !licensed) {
    findings.push(
      finding({
        citation: CITE.charitableLicense,
        severity: reviewOnly ? 'minor' : 'major',
        type: 'charitable_gambling_license',
        description: 'Charitable gambling (raffle, pull-tabs, bingo) without the Gambling Control Board license: only a licensed or exempt organization may run it, and the ad must show its license number.',
        match: charitable,
        kind: reviewOnly ? 'review_item' : 'violation',
      }),
    );
  }

  const gamblingContext = Boolean(
    lottery || sports || bookie || listedCasino || casino || parlour || privateGame || findFirst(text, CASINO_VENUE) || charitable || occurrences(doc, CASINO_GAME).length > 0 || licensed || tipster(doc),
  );
  // A promised win needs only a game of chance named, even in a denial: "never lose at pull-tabs again" is the promise itself.
  const gameNamed = [CHARITABLE_GAME, LOTTERY_GAME].some((c) => mentions(doc, c));
  const listed = findFirst(text, GUARANTEED_WIN) ?? findFirst(text, LEAVES_AHEAD);
  const guaranteed = gamblingContext || gameNamed ? ((listed && !isNegated(text, listed) ? listed : null) ?? guaranteedWin(doc) ?? systemPromise(doc) ?? oddsBoast(doc)) : null;
  if (guaranteed) {
    findings.push(
      finding({
        citation: CITE.lotteryStandards,
        severity: 'major',
        type: 'misrepresented_odds',
        description: 'Misrepresents the chance of winning.',
        match: guaranteed,
      }),
    );
  }
  if (gamblingContext) {
    // At a casino resort children may swim and play in the arcade: there the game must be named in the same clause.
    const games = occurrences(doc, GAME).map((h) => doc.tokens[h.first].clause);
    const aboutGames = Boolean(lottery || sports || casino || charitable);
    // "Bemidji Youth Hockey Association, Gambling Control Board License": the young are who the proceeds serve, and the licence is no invitation.
    const beneficiary = new Set(occurrences(doc, YOUTH_CAUSE).map((h) => h.first));
    const licences = findAll(text, GAMBLING_LICENSE);
    const youngPeople = occurrences(doc, MINOR).filter((h) => !beneficiary.has(h.last + 1));
    const invitations = occurrences(doc, PLAY).filter((h) => !licences.some((l) => h.start >= l.start && h.start < l.end));
    const minors = near(doc, youngPeople, invitations, { window: 3, ordered: true }).find(
      (f) => !isNegatedHit(doc, f.a) && !isNegatedHit(doc, f.b) && (aboutGames || games.includes(doc.tokens[f.a.first].clause)),
    );
    if (minors) {
      findings.push(
        finding({
          citation: CITE.minors,
          severity: 'major',
          type: 'gambling_minors',
          description: 'Invites people under 18 to gamble (bingo, pull-tabs, raffles, lottery and casino games are for adults only).',
          match: frameHit(minors),
        }),
      );
    }
  }

  const trouble = gamblingContext
    ? (occurrences(doc, MONEY_TROUBLE).find((h) => (!isNegatedHit(doc, h) || cannot(doc, h)) && !besideHelpline(doc, h)) ?? duesFallingBehind(doc))
    : undefined;
  const relief: TMatch | null = (lottery || casino ? findFirst(text, FINANCIAL_RELIEF) : null) ?? trouble ?? null;
  if (relief) {
    findings.push(
      finding({
        citation: CITE.lotteryStandards,
        severity: 'moderate',
        type: 'gambling_as_financial_relief',
        description: 'Presents gambling as relief from financial difficulty or as an investment.',
        match: relief,
      }),
    );
  }
  return findings;
}

export const bettingGamblingRule: TPolicyRuleModule = { policyId: POLICY_IDS.bettingGambling, check: checkBettingGambling };
