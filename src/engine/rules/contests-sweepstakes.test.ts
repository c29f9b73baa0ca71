import { describe, expect, it } from 'vitest';
import { checkContestsSweepstakes } from './contests-sweepstakes';
import { ruleInput, types, violations } from './test-helpers';

const check = (text: string) => checkContestsSweepstakes(ruleInput(text));
const RULES = 'Official rules at wjfm.com/rules. Void where prohibited.';

describe('contests and sweepstakes', () => {
  it('accepts a complete sweepstakes', () => {
    expect(check(`Enter to win a Caribbean cruise! No purchase necessary. Entries must be received by July 31, 2025. ${RULES}`)).toEqual([]);
  });

  it('accepts abbreviations and other free-entry wording', () => {
    expect(check(`Summer Sweepstakes! NO PURCH. NEC. Ends 8/31/25. ${RULES}`)).toEqual([]);
    expect(check(`Register to win a kayak. Purchase not required; mail-in entry available. Drawing held June 15. ${RULES}`)).toEqual([]);
  });

  it('treats purchase-only chance promotions as illegal lotteries', () => {
    const [f] = check(`Get one entry with every $25 spent to win a new Ford F-150! Drawing held Dec. 20. ${RULES}`);
    expect(f).toMatchObject({ violationType: 'illegal_lottery', severity: 'critical', policyCategory: 'state_law' });
  });

  it('requires "no purchase necessary" and an end date', () => {
    expect(types(check(`Enter to win a $500 gift card at any register! ${RULES}`))).toEqual(['missing_no_purchase_necessary', 'missing_end_date']);
  });

  it('does not treat skill contests, award-winning chili or readers polls as sweepstakes', () => {
    expect(check('Photo contest: best photo of the North Shore, judged by our editors, wins $200.')).toEqual([]);
    expect(check('Award-winning chili, a win-win for lunch.')).toEqual([]);
    expect(check('Vote for your favorites in the Readers Choice awards!')).toEqual([]);
  });

  it('counts a giveaway only when people enter it', () => {
    expect(check('Free tote bag giveaway for the first 100 shoppers!')).toEqual([]);
    expect(types(check(`Giveaway! Enter at the front desk for a chance to win a grill. ${RULES}`))).toEqual(['missing_no_purchase_necessary', 'missing_end_date']);
  });

  it('checks prize notices that ask for money', () => {
    expect(types(check('Congratulations, you have won a Caribbean vacation! To claim your prize, pay a $49 processing fee.'))).toEqual([
      'prize_notice_disclosures',
      'winner_claim_group_size',
    ]);
  });

  it('reads prize notices asking for money in other words and in Spanish', () => {
    expect(types(check('Congratulations, your entry won! To collect your $10,000, wire $150 in taxes.'))).toContain('prize_notice_disclosures');
    expect(types(check('Ganaste! Reclama tu premio de $1,000 pagando $30 de envío.'))).toContain('prize_notice_disclosures');
    expect(check('Your ticket won a free appetizer at our spring drawing; thanks for playing. Show this ad, no charge.').filter((f) => f.violationType === 'prize_notice_disclosures')).toEqual([]);
  });

  it('advises on missing official rules', () => {
    const findings = check('Sweepstakes! No purchase necessary. Ends May 1.');
    expect(findings.map((f) => [f.violationType, f.severity])).toEqual([['missing_rules_reference', 'minor']]);
  });

  it('sees chance in "your shot at" and a price written at the start of a phrase', () => {
    expect(types(check('Text WIN to 55555 for your shot at a Caribbean vacation!'))).toContain('missing_no_purchase_necessary');
    expect(types(check(`Raffle-style drawing: $5 to enter for a chance to win a kayak. Drawing held June 30. ${RULES}`))).toEqual(['illegal_lottery']);
  });

  it('reads free entry as a negation frame, whatever its wording', () => {
    for (const text of [
      'Win a weekend getaway! You do not have to buy anything to enter. Drawing held May 3.',
      'Chance to win a TV! Payment is not required. Drawing June 30.',
      'Enter to win a bike. Entry is free. Ends June 1.',
      'Sweepstakes: NO PURCHASE NECESSARV. Ends 6/30.',
    ]) {
      expect(check(`${text} ${RULES}`), text).toEqual([]);
    }
    expect(types(check(`Enter to win a bike. A purchase is required to enter. Ends June 1. ${RULES}`))).toEqual(['illegal_lottery']);
    expect(types(check(`Get a chance to win a bike with every oil change. Ends June 1. ${RULES}`))).toEqual(['illegal_lottery']);
    expect(check(`Enter to win a bike; no purchase necessary. Free coffee with every oil change. Ends June 1. ${RULES}`)).toEqual([]);
  });

  it('leaves a contest whose free-entry line OCR could not read to a person', () => {
    const text = `Enter to win a grill! No purchase necessary. Ends July 4. ${RULES}`;
    const start = text.indexOf('No purchase');
    const input = ruleInput(text, { method: 'image_ocr' });
    input.uncertain = [{ start, end: start + 'No purchase necessary'.length }];
    const findings = checkContestsSweepstakes(input);
    expect(findings.map((f) => [f.violationType, f.kind])).toEqual([['free_entry_unreadable', 'review_item']]);
  });

  it('reads chance mechanisms in any wording: wheels, scratch cards, winners picked', () => {
    for (const text of [
      'Spin our prize wheel at the grand opening! Top prize: a paddleboard. Ends May 3.',
      'Like, share and tag two friends to be entered. We will pick one lucky follower on May 3.',
      'Grab a scratch card at the counter: instant prizes up to $500! Ends May 3.',
      'Text ROCK to 55123 for a shot at front-row tickets. Ends May 3.',
      'You get a ticket for our big TV drawing on May 3.',
      'Follow us and comment to be entered. One winner chosen May 3.',
    ]) {
      expect(types(check(`${text} ${RULES}`)), text).toEqual(['missing_no_purchase_necessary']);
    }
  });

  it('reads a paid entry however the purchase is worded', () => {
    for (const text of [
      'Spend $25 or more and take a spin on the prize wheel. Ends May 3.',
      'Order a bucket of wings and get a scratch card: instant prizes! Ends May 3.',
      'Drop your receipt in the barrel for a year of groceries. Winner picked on May 3.',
      'Everyone who buys a coffee gets a spin on the prize wheel. Ends May 3.',
      'Collect game pieces with every meal for a chance at $10,000. Ends 9/30.',
    ]) {
      expect(types(check(`${text} ${RULES}`)), text).toEqual(['illegal_lottery']);
    }
  });

  it('does not read a past winner, a negated drawing or a skill contest as a running promotion', () => {
    for (const text of [
      "Last year's sweepstakes winner, Ruth Olson, tells how she spent her prize. Read the story Sunday.",
      'This is not a sweepstakes and there is no drawing: every trade-in gets $150 off.',
      'Chili cook-off judged by local chefs, $15 entry, winner gets $200.',
      'Readers vote for the best lake photo; the winner takes home a canoe. Send photos by July 15.',
      'Win big savings at our tent sale this weekend!',
      'Figure drawing and watercolor classes for adults. Sign up by May 3.',
      'Take a spin in the new Mustang this weekend. Test drives Saturday, May 3.',
      "Here's a chance to save big: earn double points through May 3.",
    ]) {
      expect(check(text), text).toEqual([]);
    }
  });

  it('leaves a raffle whose organiser is named to the gambling rule', () => {
    expect(check('Raffle tickets $5 each at Shear Magic Salon! Winner drawn Saturday.')).toEqual([]);
    expect(check('Knights of Columbus raffle, $10 tickets, drawing Oct 3 at the parish hall.')).toEqual([]);
  });

  it('reads a prize notice with a fee in other words, but not a delivery fee on a purchase', () => {
    expect(types(check('Your name came up in our prize registry! A $2,500 gift card is reserved in your name. A $19.95 delivery charge applies.'))).toEqual([
      'prize_notice_disclosures',
      'winner_claim_group_size',
    ]);
    expect(types(check('A $1,000 prize is waiting for you! Just cover the $24.99 shipping fee to receive it.'))).toEqual(['prize_notice_disclosures']);
    expect(check('Your new sofa is waiting for you: free delivery, or a $49 white-glove delivery fee.')).toEqual([]);
  });

  it('reads a winner claim, not a conditional one', () => {
    expect(types(check('Congratulations, you are a confirmed finalist in our $10,000 kitchen makeover!'))).toEqual(['winner_claim_group_size']);
    expect(check(`Find out if you are a winner at our booth! No purchase necessary. Ends Aug 31. ${RULES}`)).toEqual([]);
  });

  it('reads entries that grow with purchases as a paid entry, not with shares', () => {
    expect(types(violations(check('Every visit puts your name in to win a new grill. The more you shop, the more chances you get.')))).toContain('illegal_lottery');
    expect(types(violations(check('The more you spend this month, the more entries you earn toward winning a hot tub.')))).toContain('illegal_lottery');
    expect(
      types(check(`The more you share, the more entries you get: win a signed jersey! No purchase necessary. Ends May 1. ${RULES}`)),
    ).toEqual([]);
    expect(check('The more you shop local, the more our town thrives.')).toEqual([]);
    expect(check('Put your name in for our volunteer roster at the front desk.')).toEqual([]);
  });

  it('reads a lucky one among the things handed out as a game of chance, not a cafe named for luck', () => {
    expect(types(violations(check('Every $40 order gets a sealed envelope; one lucky envelope holds $500 cash.')))).toContain('illegal_lottery');
    expect(types(violations(check('Find the lucky egg in your basket and take home a bike!')))).toContain('missing_no_purchase_necessary');
    expect(check('Lucky Cup Cafe: lattes from $3, bagels from $2.')).toEqual([]);
  });

  it('reads a drawing with a purchase in Somali and Vietnamese', () => {
    expect(types(violations(check('Iibso $30 oo gal qori-tuurka abaalmarinta: TV cusub.')))).toContain('illegal_lottery');
    expect(types(violations(check('Mua $50 trở lên để tham gia rút thăm trúng thưởng.')))).toContain('illegal_lottery');
  });

  it('reads a casino that calls itself a sweepstakes by the sweepstakes law too, not an online casino that does not', () => {
    const sweeps = 'Slots on your tablet at LoonSpin.com, a sweepstakes casino. Buy a coin package, get free Sweeps Coins to redeem for cash. 21+.';
    expect(types(violations(check(sweeps)))).toContain('missing_no_purchase_necessary');
    expect(check('Spin real-money slots on your phone at LoonSpin.com. 21+.')).toEqual([]);
  });

  it('reads a Russian drawing, its free entry and its missing end date', () => {
    const draw = 'Розыгрыш: поездка в Гранд-Марей на двоих! Покупка не обязательна, позвоните нам. Туры «Ладога», Сент-Пол.';
    expect(types(violations(check(draw)))).toEqual(['missing_end_date', 'missing_rules_reference']);
    expect(types(violations(check('Розыгрыш: выиграйте поездку в Гранд-Марей на двоих! Туры «Ладога», Сент-Пол.')))).toContain('missing_no_purchase_necessary');
    expect(check('Туры в Гранд-Марей, три дня, $495 с человека. Туры «Ладога», Сент-Пол.')).toEqual([]);
  });

  it('reads a renewal that goes into a drawing as a paid entry, and leaves a pick\'em pool for money to the gambling rule', () => {
    expect(types(violations(check('Members who renew this month go into a drawing for a free year. Renew today.')))).toContain('illegal_lottery');
    expect(check("NFL pick 'em pool, $10 a week, winner takes all. Text Mike.")).toEqual([]);
  });

  it('reads some of the boxes sold holding the prize, and the hundredth customer winning, as chance', () => {
    expect(types(violations(check('Mystery boxes $25 each, one contains a $500 gift card!')))).toContain('illegal_lottery');
    expect(check('Holiday gift boxes, $40: each contains chocolates and a $25 gift card.')).toEqual([]);
    expect(types(violations(check('Our 100th customer this month wins a free oil change!')))).toContain('missing_no_purchase_necessary');
    expect(types(violations(check('Be our 1,000th shopper and take home a 55-inch TV.')))).toContain('missing_no_purchase_necessary');
    expect(check('2nd guest eats free! Tuesdays only.')).toEqual([]);
    expect(check('First-time customers get a $10 gift card.')).toEqual([]);
  });

  it('reads an end date after a time of day', () => {
    expect(check(`Win a canoe! No purchase necessary. Sweepstakes ends 11:59 p.m. CT on Aug. 31, 2027. ${RULES}`)).toEqual([]);
    expect(check(`Win a canoe! No purchase necessary. Entries close at 5 p.m., June 30. ${RULES}`)).toEqual([]);
  });

  it('reads the reader as the winner only as the subject, not as whom something is sent to', () => {
    expect(types(check('You won! A $500 shopping spree is waiting for you.'))).toEqual(['winner_claim_group_size']);
    expect(types(check("Great news, you've been selected as our grand prize finalist."))).toEqual(['winner_claim_group_size']);
    for (const text of ["Sign up and we'll text you tonight's picks, all winners.", 'We email you the list of winners every Monday.', 'Our florist will send you blooms, winners at the state fair.']) {
      expect(types(check(text)), text).not.toContain('winner_claim_group_size');
    }
  });

  describe('chance and a purchase in other words', () => {
    it('reads entries dropped in a hat or a barrel, and a lucky customer, as a drawing', () => {
      expect(types(violations(check('Every receipt over $25 goes in the barrel; we pull one Saturday for a new grill.')))).toContain('illegal_lottery');
      expect(types(violations(check('Order a large pizza and your name goes in the hat for a year of free pizza.')))).toContain('illegal_lottery');
      expect(types(violations(check("We're giving away a trip to Jamaica. To get in, just book any oil change. One lucky customer wins.")))).toContain('illegal_lottery');
    });

    it('reads a free entry or a purchase negated as compliant', () => {
      expect(violations(check(`Your name goes in the hat for a free pizza; no purchase necessary, enter free at the counter. Ends May 31. ${RULES}`))).toEqual([]);
      expect(violations(check('Book any oil change this month and get a free tire rotation.'))).toEqual([]);
    });

    it('leaves a past drawing, the art of drawing and a win-win alone', () => {
      expect(violations(check('Congratulations to Marlys Jensen, winner of our spring quilt drawing! Thank you to everyone who entered.'))).toEqual([]);
      expect(violations(check('A win-win: 0% financing for 24 months. Figure drawing classes start Monday next door.'))).toEqual([]);
      expect(types(violations(check('You get entered in our prize drawing with every purchase.')))).toContain('illegal_lottery');
      expect(violations(check('Our sweepstakes ended June 30: Pat of Edina won a pontoon. Thanks for entering!'))).toEqual([]);
    });

    it('reads a like, share or tag "to win" a prize as entry into a drawing, not "to win the day"', () => {
      expect(types(violations(check('Like, share and tag two friends to win a grill. Winner announced Friday.')))).toContain('missing_no_purchase_necessary');
      expect(violations(check('Follow us to win the day: tips for healthy living.'))).toEqual([]);
    });

    it('leaves licensed lawful gambling to the gambling rule', () => {
      expect(violations(check('Poker run for charity: draw a card at each stop, best hand wins $500. $20 entry. Lic. #X-00123.'))).toEqual([]);
    });

    it('leaves a lottery\'s own draw to the gambling rule', () => {
      expect(violations(check("Tickets for Spain's Christmas lottery, the Sorteo de Navidad. Order online."))).toEqual([]);
      expect(violations(check('Minnesota Lottery: the more you play, the more chances to win. Odds 1 in 4. Play responsibly.'))).toEqual([]);
    });
    it('reads instant-win games, marked items, call-ins and text-to-win as chance', () => {
      for (const text of [
        'Order any combo and get a game card: match 3 pizzas and win a year of free pizza!',
        'Under the lid of every large soda: instant prizes up to $500.',
        'Check your receipt: if it has a red dot, you win a $100 gift card!',
        'Be the 10th caller when you hear the song of the day and win concert tickets!',
        'Text PIZZA to 55123 to win a year of free pizza. Msg and data rates apply.',
        'Specially marked boxes of Crunch-O cereal hide $1,000 prizes.',
        '$15 mystery bags: one lucky bag holds a $500 gift card!',
        'Buy a pint, get a pull at our prize board. Top prize $500 bar tab.',
        'Every oil change this month enters you to win a set of tires.',
        'Be the 5th caller after the song of the day and score Vikings tickets. Listen weekdays at 7.',
        'Peel the sticker on your cup: you could win free coffee for a year!',
        'Fill a bag for $5, one bag hides a $100 bill!',
      ]) {
        expect(types(violations(check(text))), text).toContain('missing_end_date');
      }
    });

    it('leaves first-come offers, loyalty stamps, award-winning goods and a past call-in winner alone', () => {
      for (const text of [
        'Gold coins at $99 over spot for the first 500 callers. Call today.',
        'Award-winning greeting cards, 3 for $10. Order today.',
        'Loyalty card: get a stamp with every coffee; ten stamps earn a free drink reward.',
        'Look for the red star on specially marked items: 20% off all week.',
        'Congratulations to caller nine, Deb from Sauk Rapids, who won $1,000 last week!',
        'Text STOP to 55123 to opt out of our specials.',
        'Kids coloring contest: best drawing wins a bike! Judged by our staff. Entries due May 1.',
        'The lucky number is 7: 7% off everything on 7/7.',
        'Hidden Valley ranch dressing, 2 bottles for $5 this week.',
        'Cedar storage bench with room under the lid for boots, $149.',
        'We match all competitor prices. Peel back the layers of history at our museum shop.',
      ]) {
        expect(violations(check(text)), text).toEqual([]);
      }
    });

    it('reads the day entries are due or accepted until as the end', () => {
      for (const text of [
        'Kids coloring contest. Pick up a free sheet at the counter, no purchase needed.\nEntries due Dec 18 - winners picked by our staff.',
        'Photo contest: submit your best fall photo for a chance to win a $50 gift card. Photos accepted through October 31.',
        'Essay contest for grades 6 to 8, first prize $100. Essays must be turned in by March 3.',
      ]) {
        expect(types(violations(check(text))), text).not.toContain('missing_end_date');
      }
    });

    it('reads the date and hours of a one-day event as the end of its drawings', () => {
      for (const text of [
        'Door prize drawings all afternoon at our open house, no purchase necessary. Sunday, June 8, 1 to 4 p.m.',
        'Grand opening drawing for a TV, no purchase necessary: June 3 at 7 pm.',
        'Free admission and door prizes drawn hourly, no purchase necessary. Saturday, May 10, 11 a.m. to 2 p.m.',
      ]) {
        expect(types(violations(check(`${text} ${RULES}`))), text).toEqual([]);
      }
      expect(types(violations(check(`Enter to win a kayak, no purchase necessary. Visit us June 3. ${RULES}`)))).toEqual(['missing_end_date']);
    });

    it('leaves a play-money casino night and a raffle with its organiser named to the gambling rule', () => {
      expect(violations(check('Casino night at the Elks: play money only, trade your chips for raffle tickets on gift baskets. Saturday 7 pm.'))).toEqual([]);
      expect(violations(check('Hockey boosters cash raffle: tickets $20, drawing March 14.'))).toEqual([]);
      expect(types(violations(check('Win a new pickup! Tickets $10 each, drawing Dec 20.')))).toContain('illegal_lottery');
    });

    it('leaves a real-money slots app to the gambling rule', () => {
      expect(violations(check('Spin to win real cash on your phone! Lucky Loon Slots pays out in minutes.'))).toEqual([]);
    });

    it('reads a Spanish end date: "termina el 31 de agosto"', () => {
      expect(types(check(`Participa en nuestro sorteo y gana una parrilla. No purchase necessary. El sorteo termina el 31 de agosto. ${RULES}`))).toEqual([]);
      expect(types(check(`Participa en nuestro sorteo y gana una parrilla. No purchase necessary. ${RULES}`))).toEqual(['missing_end_date']);
    });

    it('reads a giveaway as a drawing only when someone wins or enters it', () => {
      expect(types(violations(check('Holiday giveaway: comment below and one winner gets a stand mixer!')))).toContain('missing_no_purchase_necessary');
      expect(violations(check('Free flu shots for every member this week. Just ask the pharmacist for our Wellness Giveaway kit.'))).toEqual([]);
    });

    it('reads a winner who chooses a prize as no draw', () => {
      expect(violations(check('Free bingo for residents every Tuesday: come play! Winners choose a prize from the basket of donated books.'))).toEqual([]);
      expect(types(violations(check('Stop in and play every Tuesday! Winners chosen from the sign-in sheet get a gift basket.')))).toContain('missing_end_date');
    });

    it('reads a prize in some of what is sold, and a wheel spun for a prize', () => {
      expect(types(violations(check('Surprise bags $10 each! One in every 40 bags has a $200 gift card inside.')))).toContain('illegal_lottery');
      expect(violations(check('Surprise bags $10 each! Every bag has at least $10 of candy inside.'))).toEqual([]);
      expect(types(violations(check('Buy any coffee and spin our big prize wheel! Win free drinks for a year.')))).toContain('illegal_lottery');
      expect(violations(check('Spin the color wheel at our paint counter to pick your shade. Free samples.'))).toEqual([]);
    });

    it('reads "no purchase necessary" beside an entry only a purchase earns', () => {
      expect(types(violations(check('Win a smoker grill! No purchase necessary. Each $30 order this month gets one entry. Drawing Oct 31.')))).toContain(
        'no_free_method_of_entry',
      );
      expect(
        violations(check(`Win a smoker grill! No purchase necessary. Each $30 order this month gets one entry, or enter free at the counter. Drawing Oct 31. ${RULES}`)),
      ).toEqual([]);
    });
  });

  describe('round 4 concepts', () => {
    it('leaves a lottery game\'s own draw to the gambling rule, but not the advertiser\'s sweepstakes beside it', () => {
      expect(violations(check('Mega Millions is up to $300 million! Pick up tickets at any Kwik Stop before Friday night\'s drawing. Minnesota Lottery. Odds 1 in 302,575,350.'))).toEqual([]);
      expect(types(violations(check('Mega Millions is up to $300 million! Buy any fuel and enter our sweepstakes for a $1,000 gas card. Winner picked Friday.')))).toContain('illegal_lottery');
    });

    it('reads an end date on a line the layout wrapped, and a Spanish "sorteo el" date, but not a date that ends nothing', () => {
      const base = 'Winter Sweepstakes: win a $300 gift card. No purchase necessary: enter online or mail a postcard. Official rules at example.com. Sponsor: Lakes Credit Union.';
      expect(types(violations(check(`${base} Runs from 1/5/2027 and ends\n3/1/2027.`)))).not.toContain('missing_end_date');
      expect(types(violations(check('Sorteo de una bicicleta: no es necesario comprar, participa en la tienda. Sorteo el 15 de marzo.')))).not.toContain('missing_end_date');
      expect(types(violations(check(`${base}\n3/1/2027 spring hours begin.`)))).toContain('missing_end_date');
    });

    it('reads a store drawing whose ticket comes with a purchase as a purchase to enter', () => {
      expect(types(violations(check('Gran rifa en Tienda La Palma: con cada compra de $30 recibe un boleto para ganar un refrigerador. Sorteo el 20 de diciembre.')))).toContain('illegal_lottery');
    });
  });

  describe('round 5 concepts', () => {
    it('reads one of many buyers getting the prize as a drawing', () => {
      expect(types(violations(check('Win your kitchen back! Book a remodel by June and one client gets the whole job for free.')))).toContain('missing_no_purchase_necessary');
      expect(types(violations(check('Win a year of oil changes: one driver takes home the card at our grand opening.')))).toContain('missing_end_date');
      // A quota is a deal, and a story with no prize is no promotion.
      expect(violations(check('Family night: one child gets a free meal per paying adult. Win-win for parents.'))).toEqual([]);
      expect(violations(check('One homeowner gets a quote in under an hour; most wait a day. Call Anchor Siding.'))).toEqual([]);
    });

    it('reads something bought and a prize won in one breath as a paid entry', () => {
      expect(types(violations(check('Buy a season pass, win a snowmobile! Fairview Ski Hill.')))).toContain('illegal_lottery');
      expect(types(violations(check('Order any family meal this week and win two tickets to the Wild.')))).toContain('illegal_lottery');
      // Winning in a figure of speech, and a gift every buyer gets, are not prizes drawn.
      expect(violations(check('Buy local and win big for your town. Main Street Merchants.'))).toEqual([]);
      expect(violations(check('Buy a season pass and get a free tune-up. Fairview Ski Hill.'))).toEqual([]);
    });

    it('reads the Amharic words for buying and winning', () => {
      expect(types(violations(check('የበዓል ትኬት ይግዙ፤ ቴሌቪዥን ያሸንፉ!')))).toContain('illegal_lottery');
    });
  });

  describe('round 6 concepts', () => {
    it('reads a lucky spin, pull or hand at a casino as the gamble itself, not a drawing', () => {
      expect(check('Rent due? One lucky pull on our new slots could cover it. Jackpots nightly at Pine Ridge Casino.').filter((f) => f.policyId === 'mock_contests_sweepstakes')).toEqual([]);
      // One lucky shopper drawn for a prize is still a drawing.
      expect(types(violations(check('One lucky shopper wins a $500 gift card at Pine Ridge Mall!')))).toContain('missing_end_date');
    });

    it('reads a date followed by "only" as the day the promotion ends', () => {
      const base = 'Spin the prize wheel for store credit up to $200. No purchase necessary: ask at the counter for a free spin.';
      expect(types(violations(check(`${base} Saturday, March 7 only.`)))).not.toContain('missing_end_date');
      expect(types(violations(check(`${base} Starting March 7.`)))).toContain('missing_end_date');
    });
  });

  describe('drawings entered by buying and date ranges', () => {
    it('reads an entry put into a described drawing, and a filled punch card as a purchase', () => {
      const found = violations(check('Buy 7 car washes and the 8th is free. Hand in a full card and it goes into our weekly drawing for a year of washes!'));
      expect(types(found)).toContain('illegal_lottery');
      expect(types(violations(check('Get your stamp card punched with every sub. Stamp cards go in the big monthly drawing.')))).toContain('illegal_lottery');
      expect(types(violations(check('Charcoal drawing class for teens, Saturdays in the library.')))).toEqual([]);
    });

    it('reads a range of days in one month as stating the end', () => {
      const base = `Every guest gets a free scratch card, no purchase necessary, for store credit up to $100. ${RULES}`;
      expect(types(violations(check(`${base} One card per person, May 2 to 9, 2026.`)))).not.toContain('missing_end_date');
      expect(types(violations(check(`${base} One card per person, Oct 14-18.`)))).not.toContain('missing_end_date');
      expect(types(violations(check(`${base} Starting May 2.`)))).toContain('missing_end_date');
    });

    it('leaves a lottery named in another language to the gambling rule', () => {
      expect(violations(check('Dịch vụ mua hộ vé số miền Bắc, trúng thưởng nhận tại quầy.'))).toEqual([]);
    });
  });

  it('reads a scratch-to-win card sold at the counter as a game of chance bought into', () => {
    expect(types(violations(check('Every $5 coffee card has a scratch-and-win panel: win a cruise or free lattes! At all Bean There shops.')))).toContain('missing_no_purchase_necessary');
    expect(types(check('Scratch-resistant lenses, $20 off this month at Lakeview Optical.'))).toEqual([]);
  });

  it('reads "a shot at every stop" as a drink poured on a crawl, not a chance', () => {
    expect(types(check('Holiday crawl: a shot at every stop, eight bars, $20 wristband.'))).toEqual([]);
    expect(types(violations(check('Buy a $20 wristband for a shot at a $500 prize. Drawing at midnight.')))).not.toEqual([]);
  });

  it('reads a tagged fish worth money as a prize won by luck, not a tagging study', () => {
    expect(types(violations(check('Land one of 40 tagged bass this month and win up to $5,000! Derby button $20 at Lakeside Bait.')))).toContain('missing_no_purchase_necessary');
    expect(types(check('Catch a tagged walleye? Report the tag number to the DNR fisheries office. Thanks for helping the study.'))).toEqual([]);
  });

  it('reads a winner announced among ticket holders as a drawing, not a judged contest\'s winner', () => {
    expect(types(violations(check('Win a quilt! Every shopper who spends $30 gets a ticket, and the winner is announced at the harvest supper.')))).toContain('illegal_lottery');
    expect(types(violations(check('Chili cook-off, tasting tickets $5. Judged by our panel of chefs; the winner is announced at 5.')))).toEqual([]);
  });

  it('reads "sweeps" as a sweepstakes only where a prize is offered, not a cultivator\'s shovels', () => {
    expect(types(violations(check('Used field cultivator, walking tandems, new sweeps, $38,900. Offer ends May 31.')))).toEqual([]);
    expect(types(violations(check('Enter our summer sweeps and win a $500 grill! Ends August 31.')))).toContain('missing_no_purchase_necessary');
  });

  it('reads a drawing entered by enrolling or subscribing, and a spin-and-win earned by a purchase, as a promotion that runs', () => {
    expect(types(violations(check('Everyone who enrolls in the spring cohort this month goes into the drawing for a new e-bike!')))).toContain('missing_no_purchase_necessary');
    expect(types(violations(check('SPIN & WIN: every purchase over $20 = 1 spin. Win up to $250 in store credit!')))).toContain('illegal_lottery');
    expect(types(violations(check('Our spring cohort enrolls this month. Drawing and painting classes, $120.')))).toEqual([]);
  });

  it('reads a readers\' vote that denies any drawing and any entry fee as a contest of judgment', () => {
    expect(types(violations(check('Vote for the best burger in town! Readers pick the winner by ballot. No entry fee and no prize drawing, just a plaque.')))).toEqual([]);
  });
});

describe('an entry earned by a purchase, whichever comes first', () => {
  it('reads "buy 2 tubs = 1 entry" under a grand prize, and a Spanish entry by purchase, as a lottery', () => {
    expect(types(violations(check('Grand prize: a pontoon boat! Every 2 tubs of bait you buy = 1 entry. Drawing June 1.')))).toContain('illegal_lottery');
    expect(types(violations(check('Compra cualquier llanta este mes y entras al sorteo de una parrilla. Sorteo el 30 de junio.')))).toContain('illegal_lottery');
  });

  it('leaves a purchase with no prize drawn alone', () => {
    expect(check('Buy 2 tubs of bait, get 1 free. Trophy fish photos on our wall.')).toEqual([]);
  });
});

describe('a lucky number on what was bought', () => {
  it('reads a prize for the lucky number printed on a purchase as a drawing', () => {
    expect(types(violations(check('Each $12 admission wristband carries a lucky number. The lucky seat called from the grandstand wins a season pass!')))).toContain(
      'missing_no_purchase_necessary',
    );
    expect(check('Lucky number 13 sale: 13% off every lamp through Saturday at Brightway Lighting.')).toEqual([]);
  });
});

describe('"no purchase necessary" beside a prize and an entry', () => {
  it('makes the entry a chance however it is worded, so the end date is owed', () => {
    expect(types(violations(check('Our summer giveaway: a family waterpark pass for the winner. Drop an entry in the box by the register; no purchase required.')))).toContain('missing_end_date');
    expect(types(violations(check('Win a kayak! Register your name at our booth. No purchase necessary.')))).toContain('missing_end_date');
    expect(types(violations(check('Win a kayak! Enter at the counter. No purchase necessary. Entries close July 31, 2026.')))).not.toContain('missing_end_date');
  });

  it('leaves free admission and free play alone', () => {
    expect(violations(check('Heritage Day at the park: free entry, dancing and food. Door prizes for the kids.'))).toEqual([]);
    expect(violations(check('Bingo for prizes every Monday, free to play, no cards to buy.'))).toEqual([]);
  });
});

describe('an online casino named as one', () => {
  it('is left to the gambling rule, however its games are spun', () => {
    expect(violations(check('Spin & Win from your couch! Northern Lights casino online: slots, poker, fast cashouts. Use code LOON.'))).toEqual([]);
  });
});

describe('"win" at the end of a web address', () => {
  it('offers no prize, so a free-entry line beside it makes no sweepstakes', () => {
    expect(violations(check('Anniversary open house. No purchase necessary to enter the store raffle-free zone: see lakeshoregifts.example/win for our events.'))).toEqual([]);
  });
});

describe('a key that may start the prize', () => {
  it('reads a key handed to buyers, one of which starts the truck, as a drawing', () => {
    expect(types(violations(check('Lucky Key Days: buy any used car before June 1 and pick a key from the bowl. If your key starts the Silverado, drive it home!')))).toContain(
      'missing_no_purchase_necessary',
    );
  });
  it('leaves a locksmith and a key fob sale alone', () => {
    expect(check('Keys cut while you wait; one key for every lock in the house. Fobs programmed, $49.')).toEqual([]);
  });
});

describe('a free-entry statement its own footnote takes back', () => {
  it('reads "no purchase necessary*" with entry only by receipt as no free entry', () => {
    const text = 'Win a $1,500 smoker! Every purchase over $30 earns an entry. No purchase necessary.* Drawing Feb 28, 2027. *Entries are your receipts, dropped in the box at checkout.';
    expect(types(violations(check(text)))).toContain('illegal_lottery');
  });
  it('keeps it when the footnote gives a free way in', () => {
    const text = `Win a $1,500 smoker! Every purchase over $30 earns an entry. No purchase necessary.* Drawing Feb 28, 2027. ${RULES} *Or enter free by mailing a 3x5 card to the store.`;
    expect(types(violations(check(text)))).not.toContain('illegal_lottery');
  });
});
