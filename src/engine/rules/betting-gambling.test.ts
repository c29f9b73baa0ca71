import { describe, expect, it } from 'vitest';
import { checkBettingGambling } from './betting-gambling';
import { reviewItems, ruleInput, types, violations } from './test-helpers';

const check = (text: string, allowedLotteryStates?: string[]) =>
  checkBettingGambling(ruleInput(text, { settings: allowedLotteryStates ? { allowedLotteryStates } : undefined }));

describe('betting and gambling', () => {
  it('accepts the Minnesota Lottery and adjoining states with odds', () => {
    expect(check('Powerball jackpot $500 million! Play at any Minnesota Lottery retailer. Overall odds 1 in 24.9.')).toEqual([]);
    expect(check('Wisconsin Lottery Badger 5: play today. Odds of winning the top prize 1 in 169,911.')).toEqual([]);
  });

  it('flags other states and foreign lotteries as critical', () => {
    const [f] = check('Play the Michigan Lottery online and win big tonight!');
    expect(f).toMatchObject({ violationType: 'unauthorized_lottery', severity: 'critical', affectedContent: 'Michigan Lottery' });
    expect(types(check('Buy EuroMillions tickets from Minnesota! Jackpot 130 million euros.'))).toEqual(['unauthorized_lottery']);
  });

  it('reads the allowed states from settings', () => {
    expect(types(check('Iowa Lottery Lucky for Life: play today, odds 1 in 7.8.', ['MN']))).toEqual(['unauthorized_lottery']);
  });

  it('flags an unnamed lottery and advises odds on state lottery ads', () => {
    expect(types(check('Mega Jackpot Lottery: buy tickets online and win millions!'))).toEqual(['unidentified_lottery']);
    expect(check('Gopher 5 jackpot is $200,000. Play at your Minnesota Lottery retailer.').map((f) => f.severity)).toEqual(['minor']);
  });

  it('requires the 299L.09 statement from lottery couriers', () => {
    expect(types(check('LottoRunner lottery courier: we buy your Powerball tickets for you. Download the app.'))).toEqual([
      'lottery_courier_disclosure',
    ]);
    expect(
      check(
        'LottoRunner lottery courier: we buy your Powerball tickets. This business is not affiliated with and is not an agent of the Minnesota State Lottery.',
      ).filter((f) => f.kind === 'violation' && f.severity !== 'minor'),
    ).toEqual([]);
  });

  it('flags sportsbook solicitation but not advocacy about sports betting', () => {
    const [f] = check('Bet $5, get $200 in bonus bets! Download the BetNorth sportsbook app. Promo code VIKES.');
    expect(f).toMatchObject({ violationType: 'sports_betting', severity: 'critical' });
    expect(check('Tell your legislators: sports betting belongs in tribal hands. Learn more at mnsports.org.')).toEqual([]);
  });

  it('flags online casinos and sends tribal casinos to review', () => {
    expect(types(violations(check('Real-money slots on your phone! Sign up for a 200% deposit bonus.')))).toEqual(['online_casino']);
    const venue = check('Mystic Lake Casino: 4,000 slots, blackjack and bingo. Concert Saturday.');
    expect(violations(venue)).toEqual([]);
    expect(types(reviewItems(venue))).toContain('gambling_venue');
  });

  it('wants a license on charitable gambling ads', () => {
    expect(types(violations(check('VFW Post 1234 meat raffle every Friday 5 pm!')))).toEqual(['charitable_gambling_license']);
    expect(check('VFW Post 1234 meat raffle every Friday 5 pm! Lic. #B-01234')).toEqual([]);
  });

  it('flags guaranteed wins and gambling as financial relief', () => {
    expect(types(check('Our Powerball system is a sure thing: pay off your debts! Minnesota Lottery retailers. Odds 1 in 24.9.'))).toEqual([
      'misrepresented_odds',
      'gambling_as_financial_relief',
    ]);
    expect(check('Our prices are a sure bet. Furniture sale this weekend.')).toEqual([]);
  });

  it('catches sportsbook and casino offers in other words', () => {
    expect(types(check('Get $250 in bonus bets when you place your first $5 wager. Download the app.'))).toEqual(['sports_betting']);
    expect(types(violations(check('Deposit with Bitcoin and play slots for real money. 200% welcome bonus.')))).toEqual(['online_casino']);
  });

  describe('read by concept', () => {
    it('reads odds as quantities beside a sport: American odds, "3-to-1", "25x your entry"', () => {
      expect(types(violations(check('Vikings +150 at Green Bay this Sunday. Lock it in on the NorthLine app.')))).toEqual(['sports_betting']);
      expect(types(violations(check('Twins 3-to-1 tonight. Sign up and claim your bonus.')))).toEqual(['sports_betting']);
      expect(types(violations(check('Pick more or less on player stats and win up to 25x your entry. Download PrizeLine.')))).toEqual(['sports_betting']);
      expect(check("Vikings game day at the Rail: bet you can't finish our burger. Download our app.")).toEqual([]);
      expect(check('Open 9 to 5 on game day. Download our app for specials.')).toEqual([]);
    });

    it('finds a promised win in new words, but not a list that merely names winning', () => {
      expect(types(violations(check("Lucky Lodge Casino: every player walks out a winner.")))).toEqual(['misrepresented_odds']);
      expect(types(violations(check('Slots that always pay out at the Grand Casino.')))).toEqual(['misrepresented_odds']);
      expect(violations(check('Bingo at the Legion, fun for everyone, win cash prizes. Lic. #B-01234.'))).toEqual([]);
      expect(violations(check('Casino night: no one is guaranteed to win. Lic. #B-01234.'))).toEqual([]);
    });

    it('treats a raffle by a business or a private person as an unlicensed lottery, a nonprofit without a number as unlicensed gambling', () => {
      const [f] = violations(check("Jim's Bar & Grill raffle! $20 a ticket, win a Polaris Ranger."));
      expect(f).toMatchObject({ violationType: 'unlicensed_raffle', severity: 'major', policyCategory: 'state_law', affectedContent: 'raffle' });
      expect(types(violations(check('Raffling off my bass boat, 200 tickets at $50 each. Venmo me.')))).toEqual(['unlicensed_raffle']);
      expect(types(violations(check('Selling chances on my 2016 F-150: $20 a chance. Drawing on Facebook Live.')))).toEqual(['unlicensed_raffle']);
      expect(types(violations(check('Buy chances on a quilt, $5 each, Knights of Columbus, drawing Oct 12.')))).toEqual(['charitable_gambling_license']);
      expect(types(violations(check('St. Mary church quilt raffle, tickets $5, proceeds to the food shelf.')))).toEqual(['charitable_gambling_license']);
      expect(types(violations(check('Quilt and cash raffle, tickets $10, drawing Oct. 20. Tickets at the St. Casimir rectory.')))).toEqual(['charitable_gambling_license']);
      expect(check('Meat raffle at the bar every Saturday. Gambling Control Board license #A-01234-001.')).toEqual([]);
    });

    it('reads charitable gambling with no license shown as a violation, in any wording', () => {
      for (const text of [
        'Pull tabs and tipboards nightly at the Legion. Proceeds to veterans.',
        'BINGO every Tuesday, doors 5:30, early birds at 6. St. Anne parish hall.',
        'Paddlewheel and meat raffle Saturday afternoons, Moose Lodge 1420.',
        'Gun raffle! $20 a ticket for a chance at a new deer rifle. Sportsmen club, drawing Nov 1.',
        'Tickets $10 each or 3 for $25. Drawing Dec 20 for a snowblower. Fire Relief Association.',
        'Rifa de una camioneta: boletos $10. Sorteo el 5 de mayo.',
      ]) {
        expect(types(violations(check(text))), text).toEqual(['charitable_gambling_license']);
      }
    });

    it('accepts a license or exempt permit, and sends bingo at a casino to review', () => {
      for (const text of [
        'Pull-tabs nightly at the Legion. Minnesota Gambling Control Board license 01234.',
        'Meat raffle Saturday, Lions Club. Exempt permit X-55555.',
        'Raffle tickets $5, proceeds to the band trip. Lawful gambling permit #B-3321.',
      ]) {
        expect(check(text), text).toEqual([]);
      }
      expect(types(reviewItems(check('Grand Casino: bingo Thursday nights, $1,000 jackpot.')))).toContain('charitable_gambling_license');
    });

    it('does not read play-money games, free bingo, a past draw, sweepstakes or admission tickets as unlicensed gambling', () => {
      for (const text of [
        'Casino night for the booster club: play money only, prizes donated, raffle for baskets with your chips.',
        'Free bingo for seniors every Wednesday at the library, coffee and cookies.',
        'Music bingo at the taproom Thursday at 7.',
        'Congratulations to Ruth Olson, winner of our quilt raffle! Thank you to everyone who bought tickets.',
        'Raffle winners announced at noon. Thanks to all who supported the band!',
        'Legion Post 12 thanks everyone who bought raffle tickets this year.',
        'Enter our drawing for a grill: no purchase necessary, drawing June 30. Rules in store.',
        'Concert tickets $25 at the box office. Doors at 7.',
        'Bingo! You found the perfect sofa at the perfect price.',
        'Powerball tickets are $2 at any Minnesota Lottery retailer; drawing Saturday. Odds 1 in 24.9.',
        'A chance at $10,000 cash: text WIN to 55555. Drawing December 1.',
        'Take a chance on love: speed dating Friday, $10 at the door.',
        'Chunky soup in easy pull-tab cans, 4 for $5 this week.',
        'Bingo supplies, daubers and party goods at Dollar Plus.',
        'Maple Court Senior Living: chef-prepared meals, chapel, exercise classes, crafts and bingo.',
      ]) {
        expect(violations(check(text)), text).toEqual([]);
      }
    });

    it('reads Spanish sports betting: a wager word beside a sport word', () => {
      expect(types(violations(check('Apuestas deportivas en vivo: fútbol y boxeo. Descarga la app y recibe un bono de $50.')))).toEqual(['sports_betting']);
      expect(types(violations(check('Apuesta en los partidos de la liga desde tu celular. Regístrate hoy.')))).toEqual(['sports_betting']);
      expect(violations(check('Deportes Ramírez: uniformes de fútbol y béisbol para toda la liga. Descarga nuestro catálogo.'))).toEqual([]);
    });

    it('reads real money played from the reader\'s phone, with a casino game, as an online casino', () => {
      expect(types(violations(check('Spin the reels and win real cash from your couch! Lucky Loon Slots: 50 free spins on your first deposit.')))).toEqual(['online_casino']);
      expect(types(violations(check('Blackjack tables that never close. Play for real money on your phone, cash out same day.')))).toEqual(['online_casino']);
      expect(violations(check('Grand Casino: 4,000 slots. Download our app for dining deals and concert tickets.'))).toEqual([]);
      expect(violations(check('Mobile deposit: deposit checks from your phone. Win real cash in our savings sweepstakes, no purchase necessary.'))).toEqual([]);
    });

    it('reads a system or tipster promising regular wins, better odds or a sure profit as misrepresented odds', () => {
      for (const text of [
        'Our software predicts Mega Millions numbers. Members win every month or your money back.',
        'The secret formula casinos hate: beat the slots every time.',
        'NFL handicapper: guaranteed profits or your next month free. Text LOCKS to 55512.',
        'Triple your chances at Powerball with our number system. Minnesota Lottery retailers. Odds 1 in 24.9.',
        'Pull-tab strategy guide: it is impossible to lose. Lic. #B-01234.',
        'Vegas handicapper locks: 90% winners, guaranteed. Text LOCK to 55123.',
        'Beat the casino! Our blackjack method guarantees profits every single night.',
        'My lotto method hits the jackpot every month. Send $29 for the guide.',
        'Secret slot strategy: triple your odds at any casino. Ebook $19.',
      ]) {
        expect(types(violations(check(text))), text).toContain('misrepresented_odds');
      }
    });

    it('leaves lottery winners as a fact, a refusal to promise and wins outside gambling alone', () => {
      for (const text of [
        'Minnesota Lottery: somebody wins every day! Overall odds 1 in 4. Play responsibly.',
        'Our new accounting software helps you win every client, every time.',
        'A note from our handicapper: no system improves the odds of a lottery drawing. Minnesota Lottery, odds 1 in 24.9.',
        'Grand Casino: our new rewards system means you win every day at the buffet! Must be 21.',
        'Mystic Lake: the secret is out, our buffet is the best in town. Winners every day on the gaming floor.',
      ]) {
        expect(types(violations(check(text))), text).not.toContain('misrepresented_odds');
      }
    });

    it('reads a lottery named for a foreign country or region, in any language, as a foreign lottery', () => {
      for (const text of [
        'Mua vé số miền Bắc mỗi ngày tại cửa hàng chúng tôi.',
        'Boletos de la Lotería Nacional de México, aquí en Minneapolis.',
        'We sell Filipino lotto tickets and send you the results by text.',
        'Xổ số Việt Nam: đặt vé qua điện thoại.',
      ]) {
        expect(types(violations(check(text))), text).toContain('unauthorized_lottery');
      }
      expect(types(violations(check('Noche de lotería y tacos cada jueves en el restaurante.')))).not.toContain('unauthorized_lottery');
      expect(check('Powerball jackpot $500 million! Play at any Minnesota Lottery retailer. Overall odds 1 in 24.9.')).toEqual([]);
    });

    it('flags minors invited to play, not an age limit or a casino resort pool', () => {
      expect(types(violations(check('Bingo night at the Legion. Kids play free with a paying adult! Lic. #B-04321.')))).toEqual(['gambling_minors']);
      expect(violations(check('Pull-tabs nightly. Must be 18 to play; kids may not play. Lic. #B-04321.'))).toEqual([]);
      expect(violations(check('Grand Casino Hinckley: kids play free at the arcade while you enjoy the buffet.'))).toEqual([]);
    });

    it('flags gambling offered as a way out of money trouble', () => {
      expect(types(violations(check('Behind on rent? One lucky pull could change everything. Pull-tabs nightly. Lic. #A-02231.')))).toEqual(['gambling_as_financial_relief']);
      expect(violations(check('Pull-tabs nightly, proceeds to youth hockey. Gamble responsibly. Lic. #A-02231.'))).toEqual([]);
    });

    it('reads a bookmaker, casino games played from home with deposits, and a sportsbook misspelled or in Spanish', () => {
      expect(types(violations(check('Need action on the game? Local guy takes all bets, any sport, settles up Monday. Call Vinny.')))).toEqual(['sports_betting']);
      expect(types(violations(check('Slots, blackjack and roulette 24/7 from your couch. Crypto deposits, same-day payouts.')))).toEqual(['online_casino']);
      expect(types(violations(check('Sports beting lines on every NFL game. Parlays and live odds. Text PICKS to 55123.')))).toEqual(['sports_betting']);
      expect(types(violations(check('Apuesta en el fútbol desde tu celular. Descarga la app.')))).toEqual(['sports_betting']);
    });

    it('leaves gambling discussed as news or law, a warning against bookies and a casino resort alone', () => {
      expect(violations(check('Should Minnesota legalize sports betting? Read our series on the bill before the Legislature. Subscribe for $1 a week.'))).toEqual([]);
      expect(violations(check('Never bet with a bookie. Problem gambling? Call 1-800-333-HOPE.'))).toEqual([]);
      expect(violations(check('Grand Casino Hinckley: slots and blackjack, plus a pool and arcade. Download our app for hotel deals.'))).toEqual([]);
      expect(violations(check("Odds are you'll love every game at our board game cafe. Download our app."))).toEqual([]);
    });

    it('reads a promised win at a casino game and money trouble, not a bill in the legislature', () => {
      expect(types(violations(check('Maxed-out credit cards? Our system is guaranteed to beat the house at blackjack.')))).toEqual(['misrepresented_odds', 'gambling_as_financial_relief']);
      expect(violations(check('Pull-tabs nightly. The bill on charitable gambling taxes goes to a vote Monday. Lic. #A-02231.'))).toEqual([]);
      expect(types(violations(check('Lose your paycheck? Win it back at the pull-tab booth. Lic. #A-01234.')))).toEqual(['gambling_as_financial_relief']);
      expect(types(violations(check('Down on your luck? Hit the slots and turn it around tonight. Jackpot Junction, Morton.')))).toEqual(['gambling_as_financial_relief']);
      expect(violations(check('Need cash for the holidays? Sell your gold at Midwest Gold Buyers.'))).toEqual([]);
      expect(types(violations(check("Can't pay your bills? Powerball could change everything. Minnesota Lottery. Odds 1 in 24.9.")))).toEqual(['gambling_as_financial_relief']);
      expect(violations(check('Play pull-tabs for fun, never with rent money. Lic. #A-02231.'))).toEqual([]);
      expect(types(violations(check('Football squares, $10 a box, payout each quarter. Call Joe at the Legion.')))).toEqual(['sports_betting']);
    });

    it('reads a state lottery named in Spanish, a slots app at your fingertips and picks texted to a phone', () => {
      expect(types(violations(check('Lotería de Florida: compramos tus boletos en lotoamigo.example.')))).toEqual(['unauthorized_lottery']);
      expect(types(violations(check('Mega jackpot slots at your fingertips. Get 100 free spins when you deposit $20.')))).toEqual(['online_casino']);
      expect(types(violations(check('Grab your picks: over/under on every Vikings game, paid out in cash. Text 612-555-0101.')))).toEqual(['sports_betting']);
      expect(violations(check('Our slots fill fast: book your tee time online. Deposit required for groups.'))).toEqual([]);
    });

    it('reads casino games beside money only an online operator handles, with a bonus or play from anywhere, as an online casino', () => {
      for (const text of [
        'Roulette and live-dealer blackjack. 100% match bonus, withdrawals paid in Bitcoin within the hour.',
        'Video poker, slots and keno. Minimum deposit $10, crypto accepted, 50 free spins to start.',
        'Live baccarat tables on your tablet. Fast withdrawals to any bank.',
        'Chơi xì dách trực tuyến. Nạp 50 đô, tặng thêm 50 đô.',
        'Slots iyo roulette online. Lacagta kala bax Bitcoin.',
        'Vegas in your living room: video poker and craps, crypto withdrawals the same day.',
      ]) {
        expect(types(violations(check(text))), text).toContain('online_casino');
      }
      for (const text of [
        'Crypto tax seminar: how poker winnings and bitcoin gains are taxed. Tuesday at the library.',
        'Grand Casino: 4,000 slots and blackjack. A room deposit is required at check-in.',
        'Our slots fill fast: book your tee time online. Deposit required for groups.',
      ]) {
        expect(types(violations(check(text))), text).not.toContain('online_casino');
      }
    });

    it('reads a wager placed from a phone or online as online gambling, not a best bet or a warning', () => {
      for (const text of [
        'Bet live on every game from your phone.',
        'Place your wagers online tonight, any sport, any league.',
        'Apuesta en línea en la Liga MX y gana.',
        'Twv pob ncaws hauv koj lub xov tooj.',
      ]) {
        expect(types(violations(check(text))), text).toEqual(['sports_betting']);
      }
      for (const text of ['Wager online on every spin, every hand, every night.', 'Apuesta desde tu celular y recibe un bono.']) {
        expect(types(violations(check(text))), text).toEqual(['online_casino']);
      }
      for (const text of [
        'Your best bet for shopping online this Christmas: Main Street Mercantile.',
        'I bet you will love our new app. Download it today.',
        'A safe bet: order online and pick up at the curb.',
        'Never bet online with offshore sites. Problem gambling? Call 1-800-333-4673.',
        'Should Minnesota allow online betting? Our forum debates the bill Thursday.',
      ]) {
        expect(violations(check(text)), text).toEqual([]);
      }
    });

    it('reads a bookie taking action on games, not a call to action or a sports bar showing the games', () => {
      for (const text of ['Taking action on all NFL games this weekend, we settle Tuesdays.', 'Now taking all action on the fights Saturday. Text Ray.', 'Accepting action on every game, college and pro.']) {
        expect(types(violations(check(text))), text).toEqual(['sports_betting']);
      }
      for (const text of ['Taking action on climate: join our town hall Monday.', 'Catch all the action on every game: 40 TVs at the Dugout.']) {
        expect(violations(check(text)), text).toEqual([]);
      }
    });

    it('reads slot machines sold as a sweepstakes or a skill game as gambling devices, and leaves a casino\'s own promotion to review', () => {
      for (const text of [
        'Sweepstakes slots and fish tables, open 24 hours. Cash prizes paid daily.',
        'Skill games: 8-liners and fish games. $20 free play for new members.',
        'Internet sweepstakes cafe: video poker and keno, redeem your points for cash.',
      ]) {
        expect(types(violations(check(text))), text).toEqual(['sweepstakes_gaming']);
      }
      expect(types(violations(check('Mystic Lake Casino: Hot Seat Sweepstakes every Friday on the slots floor. Must be 21.')))).toEqual([]);
      expect(check('Enter our sweepstakes to win a kayak. No purchase necessary.')).toEqual([]);
    });

    it('reads a service buying lottery tickets for its customers as a courier, not a retailer selling them', () => {
      for (const text of [
        'PoolPal buys Powerball tickets for your office and splits the winnings.',
        'We buy your Mega Millions tickets and email you a scan. Text us your numbers.',
        'Join our lottery syndicate: 50 players sharing Powerball tickets every draw.',
        'Compramos tus boletos de Powerball y te mandamos la foto.',
      ]) {
        expect(types(violations(check(text))), text).toContain('lottery_courier_disclosure');
      }
      expect(types(check("Buy Powerball tickets here at Casey's. Minnesota Lottery. Odds 1 in 24.9."))).not.toContain('lottery_courier_disclosure');
    });

    it('reads a picks seller by the record he shows, and a promise made as a denial of losing', () => {
      for (const text of [
        'My picks went 38 of the last 45. Join the VIP list: guaranteed winners every night.',
        'Hit 41 of my last 43 plays. Sign up for tonight\'s locks: guaranteed winners.',
        'Never lose at bingo again! My system picks the winning card.',
        'Never lose at the slots again: guaranteed winners with our method.',
      ]) {
        expect(types(violations(check(text))), text).toContain('misrepresented_odds');
      }
      expect(violations(check('Staff picks: 12 of our 20 favorite novels are on sale, guaranteed winners with any reader.'))).toEqual([]);
      expect(violations(check('Never lose your keys again: guaranteed with our tracker tags.'))).toEqual([]);
      expect(violations(check('Lakeview Senior Apartments: bingo, crafts and a chapel. A smart investment in your retirement.'))).toEqual([]);
    });

    it('reads a bet on a sport offered by a private person or a pool for money as sports betting', () => {
      for (const text of [
        'Wanna bet on the Wild tonight? Text me, I give good lines. Cash only.',
        'March Madness brackets: $20 buy-in, cash prizes for the top 3. Venmo @bracketboss.',
        "NFL pick 'em pool, $10 a week, winner takes all. Text Mike.",
      ]) {
        expect(types(violations(check(text))), text).toEqual(['sports_betting']);
      }
      expect(violations(check('Vikings watch party: wings $1, text me for a table. Cash only at the bar.'))).toEqual([]);
    });

    it('reads slot machines, not a slot canyon or a time slot, and money trouble in more words', () => {
      expect(violations(check('Slot canyon tours in Utah: book online, deposit $50.'))).toEqual([]);
      expect(types(violations(check("Can't make rent? Bingo jackpot nights every Friday at the Legion. Lic. #B-12345.")))).toEqual(['gambling_as_financial_relief']);
      expect(types(violations(check('Lost big last week? Hit the slots and win back what you lost! Grand Casino.')))).toEqual(['gambling_as_financial_relief']);
    });

    it('reads a sportsbook calling for players or offering a code, wagering from home, and minors welcomed to a game', () => {
      expect(types(violations(check('Offshore sportsbook accepting Minnesota players. Fast payouts.')))).toEqual(['sports_betting']);
      expect(types(violations(check('Parlay Saturday! Hit a 5-leg parlay and use code BOOST.')))).toEqual(['sports_betting']);
      expect(types(violations(check('Greyhound wagering from the comfort of your home. Sign up now.')))).toEqual(['online_casino']);
      expect(types(violations(check('Teens welcome at our Friday poker tournament, $10 buy-in.')))).toContain('gambling_minors');
      expect(violations(check('Sports bar now accepting reservations for the Vikings game. Parking in back.'))).toEqual([]);
      expect(violations(check('Kids welcome at the pool and arcade; slots and blackjack for guests 21 and over. Grand Casino.'))).toEqual([]);
    });

    it('leaves bingo free to those who play, and pull-tabs named in passing among a bar\'s offerings, to a person', () => {
      expect(violations(check('Bingo night at Maple Grove Senior Living: free for residents, prizes donated by families.'))).toEqual([]);
      expect(types(violations(check('Bingo Fridays at the Legion, free coffee, $500 blackout.')))).toEqual(['charitable_gambling_license']);
      expect(types(violations(check('Bingo Thursdays at the Legion. Free for kids under 5 at the buffet. $500 jackpot.')))).toEqual(['charitable_gambling_license']);
      const passing = check("Sunday football at Lou's\nBuckets of domestics, half-price burgers during the game, pull-tabs at the bar.");
      expect(violations(passing)).toEqual([]);
      expect(types(reviewItems(passing))).toEqual(['charitable_gambling_license']);
      for (const text of ["Lou's Tavern\nBurgers, cold beer and pull-tabs nightly.", "Pull-tabs at Lou's Tavern", "Lou's Tavern\nBurgers and pull-tabs at the bar. Proceeds to youth hockey."]) {
        expect(types(violations(check(text))), text).toEqual(['charitable_gambling_license']);
      }
    });

    it('reads a courier by what it does, its statement in its own words, and leaves the state lottery\'s own app alone', () => {
      expect(types(violations(check('Jackpot Jogger: order Mega Millions tickets from your tablet in seconds. Our runners pick them up at a store near you.')))).toEqual([
        'lottery_courier_disclosure',
      ]);
      expect(types(violations(check('Place an order for Powerball and Lotto America tickets and we purchase them for you at a corner store. Results by text.')))).toEqual([
        'lottery_courier_disclosure',
      ]);
      expect(
        violations(check('Place an order for Powerball tickets and we purchase them for you at a corner store. We have no affiliation with the Minnesota State Lottery.')),
      ).toEqual([]);
      expect(violations(check('Gopher 5 draws Monday, Wednesday and Friday. $1 a play at retailers or in the Minnesota Lottery app. Odds 1 in 1,533,939.'))).toEqual([]);
      expect(violations(check('Iowa Lottery: order Powerball tickets online at our website. Odds 1 in 24.9.', ['MN', 'IA']))).toEqual([]);
    });

    it('reads staking on esports, event contracts on a game, Somali bets and a deposit match beside a sport', () => {
      expect(types(violations(check('Valorant finals on the big screen! Put your money on every map at ClutchBets. Sign up for a deposit bonus.')))).toEqual(['sports_betting']);
      expect(types(violations(check('Prediction markets on the Twins game: buy No at 38 cents, collect $1 if they lose. Join with code TC.')))).toEqual(['sports_betting']);
      expect(types(violations(check('Take the Gophers against the spread this Saturday and cash out early. Sign up today.')))).toEqual(['sports_betting']);
      expect(violations(check('Gophers stadium renovation: we hold contracts on the new seating. Apply today for trade jobs.'))).toEqual([]);
      expect(types(violations(check('Ku sharad kubadda cagta habeen walba. Soo deji app-ka maanta.')))).toEqual(['sports_betting']);
      expect(types(violations(check('NBA and NHL all season long. Deposit $20, get $150 in bonus credit. Download the app.')))).toEqual(['sports_betting']);
      expect(violations(check('Wild fans: open a savings account with North Shore Bank this season. Deposit $100 and get $50.'))).toEqual([]);
      expect(violations(check('Counter-Strike tournament at the library: bring your own headset, snacks provided. Teens welcome.'))).toEqual([]);
      expect(violations(check('Vikings fans, put your money where your mouth is: jerseys 20% off. Download our app.'))).toEqual([]);
      expect(violations(check('Potato skins on special during every Wild game. Put money back in your pocket: download our app for deals.'))).toEqual([]);
    });

    it('reads bills and rent fallen behind as money trouble, unless a helpline names them', () => {
      expect(types(violations(check('Mortgage past due this month? A lucky night at the blackjack tables could cover it. Grand Casino shuttle Fridays.')))).toEqual([
        'gambling_as_financial_relief',
      ]);
      expect(
        violations(check('Grand Casino shuttle Fridays. Bills piling up because of gambling? Call the problem gambling helpline, 1-800-333-HOPE.')),
      ).toEqual([]);
      expect(violations(check('Rent a lake cabin a short walk from Grand Casino. Late checkout on Sundays.'))).toEqual([]);
    });

    it('reads a system promising a win on every visit or no losing month', () => {
      expect(types(violations(check('Learn the blackjack counting method that makes you a winner every visit. Tickets $99.')))).toEqual(['misrepresented_odds']);
      expect(types(violations(check('Our keno number system: members have not had a losing month in three years. Join today.')))).toEqual(['misrepresented_odds']);
      expect(violations(check('Blackjack strategy class at the community center: learn the rules and play for fun. No money involved.'))).toEqual([]);
    });
  });

  describe('round 4 concepts', () => {
    it('reads a card game hosted for a buy-in or a rake as unlawful gambling, not a licensed or play-money game', () => {
      expect(types(violations(check('Omaha poker Fridays at my place, $60 buy-in, house keeps a small rake. DM for the address.')))).toContain('unlicensed_gambling_game');
      expect(types(violations(check('Blackjack nights in the back room: the house keeps 3% of each hand, $10 minimum.')))).toContain('unlicensed_gambling_game');
      expect(types(violations(check('Big game watch party: football squares on the wall for bragging rights only, no cash, no prizes.')))).toEqual([]);
      expect(types(violations(check('Poker night at the senior center: bragging rights only, no money, just for fun.')))).toEqual([]);
      expect(types(violations(check('Holdem tournament for the food shelf, $40 buy-in. Lawful gambling permit #X-54021.')))).not.toContain('unlicensed_gambling_game');
    });

    it('reads player lines and live odds as sports wagering', () => {
      expect(types(violations(check('Pick 3 props and win 10x: over 75.5 receiving yards? Make your picks, first entry matched with code.')))).toContain('sports_betting');
      expect(types(violations(check('Our film crew rents props and sets for any production: 20% off your first rental. Sign up today.')))).toEqual([]);
    });

    it('reads an online casino in Spanish by its withdrawals and welcome bonus', () => {
      expect(types(violations(check('Ruleta y tragamonedas en vivo. Bono de bienvenida hasta $300. Retira tus ganancias el mismo día. Descarga la app.')))).toContain('online_casino');
      expect(types(violations(check('Cuenta de ahorros sin cargos. Retira tu dinero en cualquier cajero. Abre tu cuenta hoy.')))).toEqual([]);
    });

    it('reads a pool that manages lottery tickets for members as a courier', () => {
      expect(types(violations(check('Members play 300 Mega Millions lines each drawing for $15 a month; we manage the tickets and split the winnings.')))).toContain('lottery_courier_disclosure');
      expect(types(violations(check('Members play 300 Mega Millions lines each drawing for $15 a month; we manage the tickets. Not affiliated with the Minnesota State Lottery. Odds: 1 in 302,575,350.')))).not.toContain('lottery_courier_disclosure');
    });

    it('reads young people invited to play, not a youth cause the proceeds serve nor the licence naming gambling', () => {
      expect(types(violations(check('Pull-tabs at the Elm Tavern benefit Lakeville Youth Baseball Association, Gambling Control Board License #B-07731. Must be 18 to play.')))).toEqual([]);
      expect(types(violations(check('Pull-tabs at the Elm Tavern for youth baseball: teens welcome to play! License #B-07731.')))).toContain('gambling_minors');
    });

    it('leaves a ticket given with a purchase to the contests rule, not a raffle sold for a stake', () => {
      expect(types(violations(check('Gran rifa de fin de año en Tienda La Palma: con cada compra de $30 recibe un boleto para ganar un refrigerador.')))).not.toContain('unlicensed_raffle');
      expect(types(violations(check('Rifa en Tienda La Palma: boletos $5 cada uno para ganar un refrigerador.')))).toContain('unlicensed_raffle');
    });
  });

  describe('round 5 concepts', () => {
    it('reads a board of squares on a game, played for money, as bookmaking', () => {
      expect(types(violations(check('Playoff hockey squares: $20 a box, winners paid at the end of each period. See Deb at the bar.')))).toContain('sports_betting');
      expect(types(violations(check('Big game squares board is up, $10 a square, quarter payouts.')))).toContain('sports_betting');
      // Squares of a quilt or a sidewalk, and a board game for fun, stake nothing.
      expect(violations(check('Quilt guild: bring your fabric squares to the game room Thursday. Lunch $8.'))).toEqual([]);
      expect(violations(check('Hopscotch squares and board games for the kids at the library, free.'))).toEqual([]);
    });

    it('reads bingo free to those who play across a longer sentence', () => {
      expect(violations(check('Bingo afternoons for residents and their guests at Maple Grove Manor, always free for residents, prizes donated.'))).toEqual([]);
      expect(types(violations(check('Bingo afternoons at Maple Grove Manor, $1 a card, cash prizes, proceeds to the activity fund.')))).toContain('charitable_gambling_license');
    });

    it('reads a bettor getting action on a game as bookmaking', () => {
      expect(types(violations(check('See Lenny behind the counter if you want to get action on the Twins tonight.')))).toContain('sports_betting');
      expect(violations(check('Get in on the action at the Twins home opener: $5 hot dogs at Gate 34.'))).toEqual([]);
    });

    it('leaves a ticket earned by spending in the store to the contests rule, not tickets bought for the raffle', () => {
      expect(types(violations(check('Grill raffle at Hank\'s Hardware! Spend $25 in store to get your raffle ticket. Winner picked Saturday.')))).not.toContain('unlicensed_raffle');
      expect(types(violations(check('Grill raffle at Hank\'s Hardware! Spend $25 on raffle tickets at the counter. Winner picked Saturday.')))).toContain('unlicensed_raffle');
    });
  });

  describe('round 6 concepts', () => {
    it('reads an adjoining state whose capital I OCR read as l as that state', () => {
      expect(types(violations(check('Play lowa Lottery scratch games at Kwik Fuel, Decorah.')))).not.toContain('unidentified_lottery');
      expect(types(violations(check('Play the lottery scratch games at Kwik Fuel, Decorah.')))).toContain('unidentified_lottery');
    });

    it('reads an invitation to play a sweeps-coin casino free and redeem for cash as solicitation', () => {
      expect(types(violations(check('Hundreds of slots. Play free with sweeps coins, then redeem winnings for cash. North Star Social.')))).toContain('online_casino');
      // The same coins named in a news column with no invitation are not an offer.
      expect(types(violations(check('Sweeps coins explained: what the state attorney general says about these sites.')))).not.toContain('online_casino');
    });
  });

  describe('lotteries named in passing and licence numbers', () => {
    it('reads a lottery listed among goods a deal excludes as no lottery ad', () => {
      expect(check('Jackpot Days at Corner Market! Earn double points on produce. Tobacco, lottery and postage excluded.')).toEqual([]);
      expect(check('Fuel perks: lottery tickets and gift cards do not count toward rewards. Win big savings all week.')).toEqual([]);
      expect(types(check('Lottery tickets sold here! Win a jackpot tonight.'))).toEqual(['unidentified_lottery']);
    });

    it('does not read a dealer fee list followed by an address as a gambling licence', () => {
      expect(check("We'll pay off your trade, whatever you owe. Plus tax, title, license. 118 Main St, Ortonville.")).toEqual([]);
    });

    it('reads a Vietnamese ticket-buying service as a courier', () => {
      expect(types(check('Mua giùm vé số Powerball cho quý khách, gửi hình vé qua điện thoại.'))).toContain('lottery_courier_disclosure');
    });
  });

  it('reads a community card or tile game played for a buy-in and a cash prize as an unlicensed gambling game', () => {
    expect(types(violations(check('Mahjong night every Friday at the Golden Lotus, $40 buy-in, winner takes the pot.')))).toEqual(['unlicensed_gambling_game']);
    expect(types(violations(check('Mahjong lessons for beginners at the Roseville library, free, all ages.')))).toEqual([]);
  });

  it('reads an online casino written in Russian', () => {
    expect(types(violations(check('Казино онлайн: слоты и рулетка с телефона, бонус 150% на депозит!')))).toContain('online_casino');
    expect(types(violations(check('Ресторан «Казань»: пельмени и борщ, бизнес-ланч $12.')))).toEqual([]);
  });

  it('reads a community "xổ số" with priced tickets as a raffle', () => {
    expect(types(violations(check('Hội chợ mùa xuân: xổ số vé $10, giải nhất xe đạp điện.')))).toContain('charitable_gambling_license');
    expect(types(violations(check('Hội chợ mùa xuân: múa lân, ẩm thực, vào cửa tự do.')))).toEqual([]);
  });

  it('reads a Calcutta, teams auctioned for a pot, as a wagering pool, not a restaurant named for the city', () => {
    expect(types(violations(check('Golf scramble Saturday. Calcutta Friday night: buy a team, winning team owner takes half the pot.')))).not.toEqual([]);
    expect(types(violations(check('Calcutta Kitchen: curries and naan, catering for 20 or more, ask for a bid.')))).toEqual([]);
  });

  it('reads shower bingo cards sold as stationery as a party game, not a bingo game run for stakes', () => {
    expect(types(violations(check('Baby shower bingo cards, pack of 24, $9, at Inkwell Paper Goods.')))).toEqual([]);
    expect(types(violations(check('Bingo every Tuesday, cards $1, cash prizes, at the Eagles Club.')))).not.toEqual([]);
  });

  it('reads a pick-up as a collection and the Twin Cities as the place, not a pick on the Twins', () => {
    expect(types(violations(check('Balikbayan boxes: free pick-up anywhere in the Twin Cities, $120 a box.')))).toEqual([]);
    expect(types(violations(check('Text us your picks on the Twins game tonight, $20 a pick, paid out in cash.')))).toContain('sports_betting');
  });

  it('reads online casinos and sports betting in Chinese, Portuguese and Tagalog', () => {
    expect(types(violations(check('线上娱乐城注册即送彩金,百家乐、老虎机 24 小时在线。')))).toContain('online_casino');
    expect(types(violations(check('Apostas esportivas com bônus de 50%! Cadastre-se e aposte no futebol pelo celular.')))).toContain('sports_betting');
    expect(types(violations(check('E-sabong live! Taya na sa app, cash out sa GCash.')))).toContain('sports_betting');
    expect(types(violations(check('Futebol no domingo: jogo amistoso no parque, traga a família.')))).toEqual([]);
  });

  it('reads a pool that buys the game\'s tickets, a bracket bought into for the pot, a sure win and gambling as relief from lost work', () => {
    expect(types(violations(check('Iron Range Lotto Club pools 40 Powerball tickets every draw. $8 a month, text to join.')))).toContain('lottery_courier_disclosure');
    expect(types(violations(check('$25 buys a bracket in our hockey playoff pool. Best score takes the whole pot. Tavern on Main.')))).toContain('sports_betting');
    expect(types(violations(check('Free bracket challenge, no purchase necessary: the best bracket wins a $50 gift card from Main Street Grill.')))).not.toContain('sports_betting');
    expect(types(violations(check('Nobody walks out a loser on our new slots. Must be 21. Pine Ridge Casino.')))).toContain('misrepresented_odds');
    expect(types(violations(check('Laid off this winter? Friday bingo pays a $1,000 blackout. License B-01234, Lions Club.')))).toContain('gambling_as_financial_relief');
    expect(types(violations(check('We post scans of every ticket and split winnings by share. Powerball pool. Not affiliated with the Minnesota State Lottery.')))).not.toContain('misrepresented_odds');
  });

  it('reads the creditor at the door as money trouble gambling is offered to end', () => {
    const pitch = 'Landlord at the door again? Our scratch-off wall has 80 games, and one good ticket sends that late notice to the shredder. Minnesota Lottery retailer.';
    expect(types(violations(check(pitch)))).toContain('gambling_as_financial_relief');
    expect(types(violations(check('New $20 scratch-off games just in at the counter. Minnesota Lottery retailer. Overall odds 1 in 3.4.')))).not.toContain('gambling_as_financial_relief');
  });

  it('takes a promise that players leave with more than they brought for misrepresented odds', () => {
    expect(types(violations(check('Our video slots run hot all winter: every guest walks out with more than they came in with. Pioneer Casino, Hwy 59.')))).toContain('misrepresented_odds');
    expect(types(violations(check('Slots, blackjack and a dinner buffet at Pioneer Casino, Hwy 59. Must be 21.')))).not.toContain('misrepresented_odds');
  });

  it('reads a pot shared with the lucky one and a puck or duck bought by the number as a raffle, which needs the licence', () => {
    expect(types(violations(check('Puck toss at the second intermission: $5 a puck, the one nearest the dot takes half the pot. Go Huskies!')))).toContain('charitable_gambling_license');
    expect(types(violations(check('Rubber duck race on the Sauk River, $10 a duck, first duck wins $500. Lions Club, Gambling Control Board license X-01234.')))).not.toContain('charitable_gambling_license');
  });
});

describe('wagers taken, pools and real-money tables', () => {
  it('reads wagers opened to the public, in English or Spanish, as bookmaking', () => {
    expect(types(violations(check('Match race Sunday at the Olson farm. Bets taken at the gate, $20 minimum.')))).toContain('sports_betting');
    expect(types(violations(check('Carreras de caballos el domingo en el rancho. Se aceptan apuestas, mínimo $20.')))).toContain('sports_betting');
  });

  it('reads a pool bought into for a pot as a wagering pool, not a swimming pool', () => {
    expect(types(violations(check('Walleye pool: $10 a head, heaviest fish by Sunday takes the whole pot.')))).toContain('sports_betting');
    expect(violations(check('Swim lessons at the city pool, $10 a class. Lifeguards on duty.'))).toEqual([]);
  });

  it('reads casino games at real-money tables as an unlicensed game, and play money as none', () => {
    expect(types(violations(check("Texas hold'em and craps in the basement, real money, no limit. Text for the address.")))).toContain('unlicensed_gambling_game');
    expect(violations(check('PTA casino night: blackjack and roulette with play money, prizes donated by local shops.'))).toEqual([]);
  });

  it('leaves a drawing entered by buying the store\'s goods to the contests rule', () => {
    expect(violations(check('Buy any mattress this month and you are in our raffle for a $500 gift card. Slumber Barn, Mankato.'))).toEqual([]);
  });
});

describe('wins promised after the fact and odds boasted of', () => {
  it('reads the certainty said after the win', () => {
    expect(types(violations(check('Hot numbers for tonight\'s Mega Millions. Jackpot guaranteed.')))).toContain('misrepresented_odds');
    expect(types(violations(check('Autobús al casino los sábados: ¡gana seguro!')))).toContain('misrepresented_odds');
    expect(types(violations(check('Bus to the casino Saturdays. Our regulars come home with more cash than they brought.')))).toContain('misrepresented_odds');
  });

  it('reads a boast of loose machines or the best odds as a claim on the chance of winning', () => {
    expect(types(violations(check('Northern Star Casino: the loosest slots on the North Shore.')))).toContain('misrepresented_odds');
    expect(types(violations(check('Northern Star Casino: the friendliest dealers on the North Shore.')))).not.toContain('misrepresented_odds');
  });

  it('reads Spanish money trouble and a Norwegian raffle', () => {
    expect(types(violations(check('¿Muchas deudas? Ven al casino este viernes, salida a las 6.')))).toContain('gambling_as_financial_relief');
    expect(types(violations(check('Lutefisk supper Saturday. Lodd $2, trekning kl. 20.')))).toContain('charitable_gambling_license');
  });
});

describe('raffles in Hmong', () => {
  it('reads a priced Hmong ticket for a prize drawing as a raffle that needs its licence', () => {
    expect(types(violations(check('Rho khoom plig rau pawg hluas. Daim pib $5, khoom plig: lub tsheb kauj vab. Hu rau Nou 651-555-0171.')))).toContain(
      'charitable_gambling_license',
    );
    expect(types(violations(check('Pawg hluas noj mov: $5 ib tug neeg, muaj nqaij ci thiab zaub. Hu rau Nou 651-555-0171.')))).not.toContain(
      'charitable_gambling_license',
    );
  });
});

describe('a foreign lottery in Ukrainian', () => {
  it('reads tickets for Ukraine\'s lottery sold here as an unauthorized lottery', () => {
    expect(types(violations(check('Лото з України: квитки на кожен тираж, замовлення телефоном, оплата готівкою. Дзвоніть 612-555-0163.')))).toContain('unauthorized_lottery');
    expect(types(violations(check('Квіти з України до свят: букети від $25, замовлення телефоном. Дзвоніть 612-555-0163.')))).toEqual([]);
  });
});

describe('a chance bought with a donation', () => {
  it('is a raffle ticket however the price is linked to it', () => {
    expect(types(violations(check('Lakeside Hockey Boosters: give a $10 donation per chance at a snowmobile. Drawing March 3.')))).toContain('charitable_gambling_license');
    expect(types(violations(check('Lakeside Hockey Boosters: $5 buys you a chance at a fishing boat. Drawing March 3.')))).toContain('charitable_gambling_license');
    // A donation that buys nothing of chance is a gift.
    expect(violations(check('Lakeside Hockey Boosters: every $10 donation buys new helmets for the squirts.'))).toEqual([]);
  });

  it('reads a raffle and its ticket in Amharic and Tigrinya', () => {
    expect(types(violations(check('የሎተሪ ዕጣ: ሎተሪ ትኬት $5 - ሽልማት ቴሌቪዥን\nEthiopian Youth Club, Minneapolis')))).toContain('charitable_gambling_license');
  });
});

describe('words that only share a stem with money trouble', () => {
  it('reads a collective as a group, not as debts in collections', () => {
    expect(types(violations(check('Bingo Brunch hosted by the Riverside Arts Collective. Bingo conducted under Minnesota Gambling Control Board license #01234.')))).not.toContain('gambling_as_financial_relief');
    expect(types(violations(check('Bills in collections? Pull-tabs could be your way out. Lucky Lanes Bar.')))).toContain('gambling_as_financial_relief');
  });
});

describe('a ticket a purchase earns', () => {
  it('is no ticket price, so no raffle of the store\'s', () => {
    expect(types(violations(check('Summer drawing: every receipt of $40 or more gets one ticket. Drawing July 30 at the store.')))).not.toContain('unlicensed_raffle');
  });
});

describe('odds and tickets thrown in', () => {
  it('reads machines that pay back more than you bet as misrepresented odds', () => {
    expect(types(violations(check('Video poker that pays out more than you wager, every night at the Moose Lake Casino. 21+.')))).toContain('misrepresented_odds');
  });
  it('leaves a ticket that comes with an order to the contests rule', () => {
    expect(types(violations(check('Every cake order this month comes with a raffle ticket for a stand mixer. Drawing May 30 at Sweet Rise Bakery.')))).not.toContain('unlicensed_raffle');
    expect(violations(check('Raffle tickets $10 each for a stand mixer. Drawing May 30 at Sweet Rise Bakery.'))).not.toEqual([]);
  });
});

describe('bingo by its games', () => {
  it('reads a coverall jackpot sold by the card as bingo, and blackout dates as nothing', () => {
    expect(types(violations(check('Sunday 2 pm at the Legion: 6 cards for $10, coverall jackpot $750!')))).toContain('charitable_gambling_license');
    expect(check('Blackout dates apply around the holidays. Lake cabins from $120 a night.')).toEqual([]);
  });
});

describe('bingo at a tribal hall', () => {
  it('is the tribe\'s gaming, not a charity without its licence', () => {
    expect(types(violations(check('Bingo nights, early birds at 6, $2,000 coverall Fridays. Tribal gaming, 18+. Call 1-800-333-HOPE.')))).not.toContain('charitable_gambling_license');
  });
});
