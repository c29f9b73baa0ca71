import { describe, expect, it } from 'vitest';
import { alcoholMentions, checkAlcohol } from './alcohol';
import { reviewItems, ruleInput, types, violations } from './test-helpers';

const COMPLIANT = 'Bent Paddle Brewing Co. taproom, 1912 W Michigan St, Duluth, MN. New seasonal IPA on tap Friday. Please drink responsibly.';
const check = (text: string) => checkAlcohol(ruleInput(text));
/** Violations that count as a flag: minor advisories left out. */
const serious = (findings: ReturnType<typeof check>) => violations(findings).filter((f) => f.severity !== 'minor');

describe('alcohol', () => {
  it('knows root beer, rum cake and shrimp cocktail are not alcohol', () => {
    expect(alcoholMentions('Root beer floats, rum cake, shrimp cocktail, wine racks, non-alcoholic beer, school spirit.')).toEqual([]);
    expect(check('Root beer floats and rum cake at the church bake sale!')).toEqual([]);
  });

  it('accepts a compliant taproom ad', () => {
    expect(check(COMPLIANT)).toEqual([]);
  });

  it('flags health claims, excess, giveaways and youth appeal', () => {
    expect(types(violations(check(`${COMPLIANT} Our red wine is heart-healthy!`)))).toEqual(['alcohol_health_claim']);
    expect(types(violations(check(`${COMPLIANT} Bottomless mimosas every Sunday.`)))).toEqual(['excessive_consumption']);
    expect(types(violations(check(`${COMPLIANT} Free pint glass with every pint.`)))).toEqual(['alcohol_giveaway']);
    expect(types(violations(check(`${COMPLIANT} Family fun night: bring the kids for beer and games!`)))).toEqual(['alcohol_youth_appeal']);
  });

  it('does not count the legal-age reminder as youth appeal', () => {
    expect(violations(check(`${COMPLIANT} 21+ only, no kids in the taproom after 8 pm.`))).toEqual([]);
  });

  it('flags the flag and the armed forces (Minn. R. 7515.0760)', () => {
    const [f] = violations(check(`${COMPLIANT} Salute the troops with a cold one.`));
    expect(f).toMatchObject({ violationType: 'alcohol_flag_or_armed_forces', policyCategory: 'state_law' });
  });

  it('gives minor advice on missing mandatory statements, and holds a spirits ad to its strength', () => {
    const findings = check('Try Northwoods Vodka, distilled in small batches. Ask for it by name!');
    expect(findings.map((f) => [f.violationType, f.severity])).toEqual([
      ['missing_responsible_advertiser', 'minor'],
      ['missing_alcohol_content', 'moderate'],
      ['missing_responsibility_message', 'minor'],
    ]);
  });

  it('asks a reviewer to check imagery only when the text came from an image', () => {
    expect(reviewItems(check(COMPLIANT))).toEqual([]);
    expect(types(reviewItems(checkAlcohol(ruleInput(COMPLIANT, { method: 'image_ocr' }))))).toEqual(['alcohol_imagery_review']);
  });

  it('recognises brands and softer health wording', () => {
    expect(alcoholMentions('A pitcher of Grain Belt and a Jameson').map((m) => m.text)).toEqual(['pitcher', 'Grain Belt', 'Jameson']);
    expect(alcoholMentions('Truly a surly morning')).toEqual([]);
    expect(types(violations(check(`${COMPLIANT} Our IPA is packed with vitamins!`)))).toEqual(['alcohol_health_claim']);
  });

  describe('read by concept', () => {
    it('reads ages as quantities: an age below 21 is wrong for alcohol, 21 is the legal wording', () => {
      const [f] = violations(check(`${COMPLIANT} 18 and over welcome at the bar with valid ID.`));
      expect(f).toMatchObject({ violationType: 'alcohol_underage', severity: 'critical', affectedContent: '18 and over' });
      expect(types(violations(check(`${COMPLIANT} Guests must be at least 19.`)))).toEqual(['alcohol_underage']);
      expect(violations(check(`${COMPLIANT} Must be 21 to purchase. No one under 21 served.`))).toEqual([]);
    });

    it('takes a youth occasion on a line that keeps drink away from it as no appeal', () => {
      const bus = 'River City Party Bus: weddings, bachelor parties and brewery tours, seats 24.\nProm packages: no alcohol on board, chaperone seat included.';
      expect(serious(check(bus))).toEqual([]);
      expect(types(violations(check('River City Party Bus: brewery tours and keg service, seats 24.\nProm packages with a cooler of cold beer.')))).toContain('alcohol_youth_appeal');
    });

    it('takes an admission age below 21 beside a drinking age of 21 as the door\'s rule, not the bar\'s', () => {
      expect(violations(check(`${COMPLIANT} Late show: adult humor and strong language. 18+ with ID; 21+ to drink.`))).toEqual([]);
      expect(violations(check(`${COMPLIANT} All ages welcome until 9; 21 and over for alcohol, wristbands at the door.`))).toEqual([]);
      // The age of drinking itself stays wrong, whatever else the ad says.
      expect(types(violations(check(`${COMPLIANT} 21+ to drink at the bar, 18+ to drink at the patio tent.`)))).toContain('alcohol_underage');
      expect(types(violations(check(`${COMPLIANT} 18+ show; no ID needed to drink.`)))).toContain('alcohol_underage');
    });

    it('finds drinking and driving, but not the warning against it or a drive as a distance', () => {
      expect(types(violations(check(`${COMPLIANT} Six-packs to sip on the drive up north.`)))).toEqual(['drinking_and_driving']);
      expect(types(violations(check(`${COMPLIANT} Grab a road pop!`)))).toEqual(['drinking_and_driving']);
      expect(violations(check(`${COMPLIANT} Never drink and drive. Drink responsibly and drive safely.`))).toEqual([]);
      expect(violations(check(`${COMPLIANT} Just a short drive from the Cities, come sip our ales.`))).toEqual([]);
    });

    it('finds excess, health benefits and giveaways in new words and word forms', () => {
      expect(types(violations(check(`${COMPLIANT} Pitchers keep flowing until you can't stand.`)))).toEqual(['excessive_consumption']);
      expect(types(violations(check(`${COMPLIANT} Our pinot noir is nature's medicine for a happy heart.`)))).toEqual(['alcohol_health_claim']);
      expect(types(violations(check(`${COMPLIANT} Your first pour of any draft is complimentary.`)))).toEqual(['alcohol_giveaway']);
      expect(types(violations(check(`${COMPLIANT} Free craft beer for birthdays.`)))).toEqual(['alcohol_giveaway']);
      expect(violations(check(`${COMPLIANT} Gluten-free beer and free parking. Designated drivers get free soda.`))).toEqual([]);
    });

    it('finds youth occasions near alcohol, in English or Spanish', () => {
      expect(types(violations(check(`${COMPLIANT} Kegs and coolers for your grad party, class of 2025!`)))).toEqual(['alcohol_youth_appeal']);
      expect(types(violations(check(`${COMPLIANT} ¡Salud, estudiantes! Tequila shots $2.`)))).toEqual(['alcohol_youth_appeal']);
    });

    it('leaves school spirit, root beer and non-alcoholic drinks with kids alone', () => {
      expect(check('Hornets spirit night: root beer floats for every kid.')).toEqual([]);
      expect(check('Zero-proof cocktails and non-alcoholic craft brews. Kids welcome.')).toEqual([]);
    });

    it('finds drinking against the clock, but not a food challenge or a quick oil change', () => {
      expect(types(violations(check(`${COMPLIANT} The faster you empty your beer tower, the less you pay.`)))).toEqual(['excessive_consumption']);
      expect(types(violations(check(`${COMPLIANT} First to down a pitcher of lager wins a T-shirt.`)))).toEqual(['excessive_consumption']);
      expect(violations(check(`${COMPLIANT} First to finish our 5-pound burger gets it free; no one is rushed at the bar.`))).toEqual([]);
      expect(violations(check(`${COMPLIANT} Fastest service in Duluth: your pint at the table in two minutes.`))).toEqual([]);
    });

    it('finds drinking for the most as a contest, in English and Spanish, but not a food or a water contest', () => {
      expect(types(violations(check(`${COMPLIANT} Whoever polishes off the most pints by midnight gets a jersey.`)))).toEqual(['excessive_consumption']);
      expect(types(violations(check(`${COMPLIANT} Quien se tome más caguamas gana la cena.`)))).toEqual(['excessive_consumption']);
      expect(violations(check(`${COMPLIANT} Whoever eats the most wings gets a jersey; pints $5.`))).toEqual([]);
      expect(violations(check('Whoever drinks the most water on the relay wins a visor. Lakeside 5K, Waconia MN.'))).toEqual([]);
    });

    it('reads bar words and Spanish drink words as alcohol: rail pours, barra libre, a free trago', () => {
      expect(types(violations(check('All-you-can-drink rail pours, $15. The Boiler Room, 12 4th St S, Moorhead, MN. Please drink responsibly.')))).toEqual(['excessive_consumption']);
      expect(types(violations(check('¡Barra libre toda la noche! Cantina Los Amigos, St. Paul, MN.')))).toContain('excessive_consumption');
      expect(types(violations(check('Tu primer trago gratis. Bar El Gallo, Minneapolis, MN.')))).toContain('alcohol_giveaway');
      expect(types(violations(check('Boost your immune system with our honey mead. Sweet Meadow Meadery, Nisswa, MN. Please drink responsibly.')))).toEqual(['alcohol_health_claim']);
      expect(types(violations(check(`${COMPLIANT} Our IPA: the original health food.`)))).toEqual(['alcohol_health_claim']);
      expect(violations(check('Rail and well drinks $4 during happy hour. The Boiler Room, Moorhead, MN. Please drink responsibly.'))).toEqual([]);
    });

    it('reads a youth word in an ad that keeps the legal age as a warning, unless it sits with a drink', () => {
      expect(violations(check('Graduation season reminder: it is illegal to buy alcohol for anyone under 21. We card everyone. Valley Liquor, Apple Valley, MN. Please drink responsibly.'))).toEqual([]);
      expect(types(violations(check('Kegs for your graduation party! Must be 21 to buy. Valley Liquor, Apple Valley, MN. Please drink responsibly.')))).toEqual(['alcohol_youth_appeal']);
      expect(types(violations(check(`${COMPLIANT} Kegs and coolers for your grad party, class of 2025!`)))).toEqual(['alcohol_youth_appeal']);
      expect(violations(check('Kids eat free on Tuesdays with an adult meal. Beer and wine for guests 21+. Main St Grill, 12 Main St, Anoka, MN. Please drink responsibly.'))).toEqual([]);
    });

    it('reads "free" before a drink as its price, except in "free spirit"', () => {
      expect(types(violations(check('Free mimosa with every Mother\'s Day brunch. Lakeside Grill, Wayzata, MN. Please drink responsibly.')))).toEqual(['alcohol_giveaway']);
      expect(check('Free spirit yoga retreat, $99. Lakeshore Studio, Duluth.')).toEqual([]);
      expect(violations(check(`${COMPLIANT} Free root beer for the kids, craft beer for the grown-ups 21+.`))).toEqual([]);
    });

    it('reads bar talk as alcohol: a bar named as the venue beside a drink word, never either alone', () => {
      expect(types(serious(check('Touchdown Tuesdays at the Red Rooster Bar: a free shot for every Vikings touchdown! Anoka MN.')))).toEqual(['alcohol_giveaway']);
      expect(types(serious(check("Your first beer's on the house when you check in at Lucky's Bar, Moorhead.")))).toEqual(['alcohol_giveaway']);
      expect(types(serious(check('First drink free for every birthday guest at The Dock Bar, Crosslake.')))).toEqual(['alcohol_giveaway']);
      expect(types(serious(check('High school grads drink half price all weekend at the Sidelines Bar, Moorhead.')))).toEqual(['alcohol_youth_appeal']);
      for (const text of [
        'Meat raffle every Friday at the Elks Lodge Bar. Drinks available. Must be 18 to play.',
        'Happy hour at the Juice Bar: two smoothies for $8.',
        'Nitro cold brew on tap and a free shot of espresso with any latte. Northern Grounds Coffee, Duluth.',
        'Lemon Bars and Scotcheroos, $2 each. Coffee and drinks at the bake sale.',
        "Kids Eat Free at the Main Street Bar & Grill! One free kids' meal per adult entree. Drinks not included.",
        'Enter for a free shot at $1,000 at Joe\'s Bar, Anoka.',
        'Taps will be played at the Memorial Day ceremony at the Legion Bar parking lot.',
        'Free flu shots at the Bar Harbor Pharmacy this Saturday.',
        'Cantina Azul Family Restaurant: kids menu, horchata and soft drinks.',
        'Free round of golf with every membership. Drinks and burgers at the Lakeside Golf Club bar and grill. Must be 21 to drink.',
      ]) {
        expect(serious(check(text)), text).toEqual([]);
      }
    });

    it('reads an opening "¡" that OCR read as "i", so a Spanish drink word is still a word', () => {
      expect(types(serious(check('iCerveza gratis para las damas! Bar El Sol, Willmar.')))).toEqual(['alcohol_giveaway']);
      expect(types(serious(check('lTragos gratis toda la noche! Cantina La Luna, Worthington.')))).toEqual(['alcohol_giveaway']);
    });

    it('reads a drink given free in other word orders, but not a drink that is free of something or a free soda', () => {
      expect(types(serious(check(`${COMPLIANT} Beers free for ladies until 10.`)))).toEqual(['alcohol_giveaway']);
    expect(types(serious(check(`${COMPLIANT} All drinks free for ladies on Thursdays.`)))).toEqual(['alcohol_giveaway']);
      for (const text of [
        `${COMPLIANT} Gluten-free beer, free parking and live music.`,
        `${COMPLIANT} Craft beer free of preservatives.`,
        `${COMPLIANT} Designated drivers drink free soda all night.`,
        `${COMPLIANT} Beers, free popcorn and the big game on 12 screens.`,
      ]) {
        expect(serious(check(text)), text).toEqual([]);
      }
    });

    it('reads a premium: a drink bought to get something free or a chance to win, but not a discount or free delivery', () => {
      for (const text of [
        'Every pitcher of Bud Light comes with a free basket of wings. The Dugout Bar & Grill, Albert Lea.',
        'Buy any 12-pack of Grain Belt and get a free cooler bag. Northside Liquors, New Ulm.',
        'Each bucket of beers you buy enters you to win a new grill. Lakeside Bar, Nisswa.',
        'Purchase a case of Summit and take home a free T-shirt. Big Lake Liquor, Big Lake MN.',
      ]) {
        expect(types(serious(check(text))), text).toContain('alcohol_giveaway');
      }
      for (const text of [
        'Buy a bottle of wine, get 15% off a second. Valley Wine & Spirits, Apple Valley MN. Please drink responsibly.',
        'Free delivery on every case of beer. Valley Liquor, Apple Valley MN. Must be 21.',
        'Every beer flight comes with a tasting card. Foxhole Brewing, Willmar MN.',
        'Every Tuesday: win a $25 gift card at trivia, Main Street Bar & Grill, Anoka. Please drink responsibly.',
      ]) {
        expect(serious(check(text)), text).toEqual([]);
      }
    });

    it('reads drinking races: an amount taken down within a time, or drinking fast, but not fast service or basketball', () => {
      for (const text of [
        'Slam five beers in five minutes. The Anchor Bar, Duluth.',
        'Put down twelve shots in ten minutes, win a T-shirt. The Dugout, Albert Lea.',
        'Drink fast: prices go up every half hour! Stacked Deck Saloon, Hibbing.',
        `${COMPLIANT} Finish all six in under a minute and your flight is on the wall.`,
      ]) {
        expect(types(serious(check(text))), text).toContain('excessive_consumption');
      }
      for (const text of [
        'Bar basketball league at Sully\'s Bar: make ten shots in a minute and win the trophy. 21+. Please drink responsibly.',
        'Order at the bar and your pint arrives in two minutes. Sully\'s Pub, Marshall MN.',
        'Grab a drink in five minutes flat at our express bar. The Depot Bar, Anoka MN.',
        'Drink in the views from our rooftop patio. The Loft Bar, Duluth MN. Please drink responsibly.',
      ]) {
        expect(serious(check(text)), text).toEqual([]);
      }
    });

    it("reads a health benefit said of the body, anywhere in a maker's ad, but not a food's or a figure of speech", () => {
      for (const text of [
        'Red wine keeps your arteries young and your blood pressure down. Cannon Falls Cellars, Cannon Falls MN.',
        'A glass of our cabernet a day keeps the doctor away. Lakeview Winery, Stillwater MN.',
        'Our craft lager is good for your heart. Bemidji Brewing, Bemidji MN.',
        'Heart-Healthy Reds\n\nOur new vintage comes from the bluffs, with notes of cherry and plum, aged in French oak for two years and bottled by hand in small lots for our members.\n\nTasting room open daily. Bluff Country Winery, Lanesboro MN.',
      ]) {
        expect(types(serious(check(text))), text).toContain('alcohol_health_claim');
      }
      for (const text of [
        'Heart of the North Winery: taste our award-winning reds in the heart of Stillwater. 21+. Please drink responsibly.',
        'Heart-healthy salmon and a glass of pinot noir, $24. Lakeside Grill, Wayzata MN. Please drink responsibly.',
        'Young at heart? Our wine club has members of every age over 21. Carlson Creek Winery, Alexandria MN.',
        'Raise a glass to the Heart Walk: proceeds from every pint go to the American Heart Association. Foxhole Brewing, Willmar MN.',
      ]) {
        expect(serious(check(text)), text).toEqual([]);
      }
    });

    it("holds a spirit its maker presents to its strength, and leaves a bar's spirits and a beer's barrel alone", () => {
      for (const text of [
        'Frostbite Vodka. Triple distilled in Duluth. Ask for it at your favorite bar.',
        'Northern Lights Whiskey, aged eight years in white oak barrels. Find it at liquor stores statewide.',
        'Introducing Lakeshore Gin, made with wild juniper. Lakeshore Spirits Co., Two Harbors MN.',
        // The maker's name holds a spirit's word; the spirit it sells is the brandy.
        'Rum River Plum Brandy, aged five years in toasted oak. Rum River Distilling, Anoka MN. Please drink responsibly.',
      ]) {
        const [f] = serious(check(text));
        expect(f, text).toMatchObject({ violationType: 'missing_alcohol_content', severity: 'moderate' });
      }
      for (const text of [
        'Frostbite Vodka, 40% alc/vol. Triple distilled in Duluth. Frostbite Spirits Co., Duluth MN.',
        'Lakeshore Gin, 90 proof, small batch. Lakeshore Spirits Co., Two Harbors MN.',
        'Bourbon barrel-aged stout is back on draft! Surly Brewing Co., Minneapolis MN. Please drink responsibly.',
        '$4 rum and cokes and tequila shots all night. The Dock Bar, Crosslake. 21+. Please drink responsibly.',
      ]) {
        expect(serious(check(text)), text).toEqual([]);
      }
    });

    it('reads an age for pull-tabs or bingo as that activity\'s, not a drinking age', () => {
      expect(serious(check('Pull-tabs nightly at the Corner Bar. Must be 18 to play. Beer and wine 21+. Corner Bar, Foley.'))).toEqual([]);
      expect(types(serious(check(`${COMPLIANT} 19 and over welcome for beer pong night.`)))).toEqual(['alcohol_underage']);
    });

    it('reads pouring without end for one price, and the house buying a drink, in other words', () => {
      for (const [text, type] of [
        ["Open bar all night for $30! New Year's Eve at the Riverside Bar, Red Wing.", 'excessive_consumption'],
        ['Pay once, drink all you want: $20 wristbands at Kelly\'s Pub, Moorhead.', 'excessive_consumption'],
        ['Free refills on draft beer all night at Shorty\'s Bar, Mankato.', 'excessive_consumption'],
        ["We'll buy your first beer when you show your game ticket. Sidelines Sports Bar, Moorhead.", 'alcohol_giveaway'],
        ["Complimentary champagne toast for every couple at our New Year's party. Grand Hotel Ballroom, Duluth.", 'alcohol_giveaway'],
        ['Spend $50 on wine and take home a free corkscrew. Valley Wine & Spirits, Apple Valley MN.', 'alcohol_giveaway'],
        ['Tragos 2x1 toda la noche. Bar El Sol, Willmar.', 'alcohol_giveaway'],
      ]) {
        expect(types(serious(check(text))), text).toContain(type);
      }
      for (const text of [
        'Weddings and banquets: open bar packages available, call for pricing. Riverside Event Center, Red Wing MN.',
        "Free refills on coffee and soda for designated drivers. Shorty's Bar and Grill, Mankato.",
        "Spend $50 at our bar and get 10% off your next visit. Sully's Pub, Marshall MN.",
        'Beer included with every ticket to the fish fry. Knights of Columbus Hall, Anoka.',
      ]) {
        expect(serious(check(text)), text).toEqual([]);
      }
    });

    it('knows mixed drinks by their own names, and a virgin one as soda', () => {
      expect(alcoholMentions('Hot toddies and glögg by the fireplace.').map((m) => m.text)).toEqual(['Hot toddies', 'glögg']);
      expect(alcoholMentions('Two-dollar mojitos and Bloody Marys on the patio.').map((m) => m.text)).toEqual(['mojitos', 'Bloody Marys']);
      expect(alcoholMentions('Virgin piña coladas and lemonade for the kids.')).toEqual([]);
      expect(types(serious(check('Our spiked cider soothes a sore throat and cures what ails ya. The Lantern, Hibbing.')))).toEqual(['alcohol_health_claim']);
    });

    it('reads shots and drinks at a bar price as alcohol, unless a soft drink is beside them', () => {
      expect(alcoholMentions('$2 shots till midnight.').map((m) => m.text)).toContain('$2 shots');
      expect(alcoholMentions('$4 pints and $12 pitchers on game day.').map((m) => m.text)).toEqual(expect.arrayContaining(['$4 pints', '$12 pitchers']));
      expect(alcoholMentions('$2 shots of espresso in any latte.')).toEqual([]);
      expect(alcoholMentions('$3 flu shots at the pharmacy counter.')).toEqual([]);
    });

    it('reads getting drunk said in slang as excess, not a smash burger or a zero-waste brewery', () => {
      for (const text of [
        "$3 rails all night, let's get tore up! The Tap House, Fargo.",
        'Come get sauced at our Oktoberfest tent: beer by the liter. Moose Lodge, Elk River.',
        'Saturday we are getting absolutely wrecked on $1 beers. Warehouse 12, Minneapolis.',
        'Vamos a ponernos borrachos: cervezas a $2. Bar El Sol, Willmar.',
      ]) {
        expect(types(serious(check(text))), text).toContain('excessive_consumption');
      }
      for (const text of [
        'Smash burgers and $3 taps every Monday. Riverside Bar & Grill, Red Wing MN. Please drink responsibly.',
        'A zero-waste brewery: our spent grain feeds local cattle. Hayfield Brewing, Owatonna MN. Please drink responsibly.',
        "Don't get wasted, get a ride: designated drivers drink free soda. Sully's Pub, Marshall MN. Please drink responsibly.",
        'Get lit up for the holidays: our patio glows with 10,000 lights and hot cocoa. Lakeside Lager on tap. Lakeside Brewing, Duluth MN. Please drink responsibly.',
      ]) {
        expect(serious(check(text)), text).toEqual([]);
      }
    });

    it("reads a person under 21 shown in an alcohol ad, not a whiskey's age", () => {
      for (const text of [
        `${COMPLIANT} Photo: Dad raises his lager while his 8-year-old daughter holds a juice box.`,
        `${COMPLIANT} Meet Jordan, our 20-year-old brand ambassador.`,
        `${COMPLIANT} Ava, 19, never misses trivia night.`,
      ]) {
        expect(types(serious(check(text))), text).toContain('alcohol_youth_appeal');
      }
      for (const text of [
        'Our 12-year-old single malt, aged in sherry casks. 43% ABV. Highland Spirits, Duluth MN. Please drink responsibly.',
        `${COMPLIANT} Celebrating our 25-year-old taproom with a new IPA.`,
      ]) {
        expect(serious(check(text)), text).toEqual([]);
      }
    });

    it('reads a drink as a prize and a drawing entered by buying drinks, not an award or a meat raffle', () => {
      for (const text of [
        'Buy any 30-pack this month and drop your receipt in the jar. One winner drawn Dec 1. Northside Liquor, Anoka MN.',
        'Spend $40 on wine, get your name in the hat. We draw a winner Friday. Valley Wine & Spirits, Apple Valley MN.',
        'Trivia night! Winners take home a growler of our IPA. Hayfield Brewing, Owatonna MN.',
        'Win a case of Grain Belt at our Packers party. Sidelines Sports Bar, Moorhead.',
        'Raffle prizes include three bottles of wine and a smoker. Elks Lodge, Hibbing.',
      ]) {
        expect(types(serious(check(text))), text).toContain('alcohol_giveaway');
      }
      for (const text of [
        'Award-winning wines from our estate vineyard. Carlos Creek Winery, Alexandria MN. Please drink responsibly.',
        'Meat raffle every Friday, $3 pints till 7. Corner Bar, Foley MN. Please drink responsibly.',
        'Win big with our Tuesday tap specials. Corner Bar, Foley MN. Please drink responsibly.',
        'Buy a case of any wine and save 10%. Enter our holiday drawing for a gift basket, no purchase necessary. Valley Wine & Spirits, Apple Valley MN. Please drink responsibly.',
      ]) {
        expect(serious(check(text)), text).toEqual([]);
      }
    });

    it('reads "on tap" in a THC drink ad and a champagne room as no alcohol', () => {
      expect(alcoholMentions('Hemp THC seltzer now on tap at the bowling alley.')).toEqual([]);
      expect(alcoholMentions('Private champagne room, champagne-gold sedan.')).toEqual([]);
      expect(alcoholMentions('Champagne toast at midnight.').map((m) => m.text)).toEqual(['Champagne']);
    });

    it('reads drinks without a limit but the drinker\'s, and two drinks for one price', () => {
      for (const [text, type] of [
        ['All the beer you can handle for $15. The Dugout Bar, Fergus Falls.', 'excessive_consumption'],
        ['As many margaritas as you want, one price. Casa Sol, Willmar MN.', 'excessive_consumption'],
        ['Double shots for the price of one all night. The Dugout Bar, Fergus Falls.', 'alcohol_giveaway'],
        ['2-for-1 rail drinks until 9. The Dugout Bar, Fergus Falls.', 'alcohol_giveaway'],
      ] as const) {
        expect(types(serious(check(text))), text).toContain(type);
      }
      for (const text of [
        'All the wings you can handle on Monday, and $3 pints. The Dugout Bar, Fergus Falls. Please drink responsibly.',
        '2-for-1 burgers on Tuesday; beer and wine available. The Dugout Bar, Fergus Falls. Please drink responsibly.',
      ]) {
        expect(serious(check(text)), text).toEqual([]);
      }
    });

    it('reads a drink said to settle the stomach or help you sleep as a health claim, not a mattress store serving wine', () => {
      for (const text of [
        'A nip of our blackberry brandy settles the stomach. Old Mill Liquors, Hastings MN.',
        'Our ruby port helps you sleep like a baby. Northern Vine Winery, Brainerd MN.',
        'Hot toddies soothe a sore throat. The Lantern, Hibbing MN.',
      ]) {
        expect(types(serious(check(text))), text).toContain('alcohol_health_claim');
      }
      expect(serious(check("A better night's sleep starts with our new mattresses. Free wine at the grand opening for 21+. Sleep Depot, St. Cloud MN. Please drink responsibly.")).map((f) => f.violationType)).not.toContain('alcohol_health_claim');
    });
  });

  describe('round three', () => {
    it('holds a distiller\'s rye or malt named by its grain to a strength statement, not rye bread or a rye beer', () => {
      for (const text of [
        'Copper Kettle Rye. Aged three years in toasted oak. Find it at your local liquor store. Lone Pine Distilling, Bemidji.',
        'Small-batch rye whiskey, bottled at the barn and aged in oak. Lone Pine Distilling, Bemidji. Please sip responsibly.',
      ]) {
        expect(check(text).find((f) => f.violationType === 'missing_alcohol_content'), text).toMatchObject({ severity: 'moderate' });
      }
      for (const text of [
        'Copper Kettle Rye, 45% ABV, aged three years in toasted oak. Lone Pine Distilling, Bemidji.',
        'Our rye IPA is aged on oak, and the rye bread is baked next door. Lone Pine Distilling shares the lot. Taproom on Main St, Bemidji.',
        'Pastrami on rye, aged cheddar and a cold lager. Distillery Row Deli, Bemidji. Please drink responsibly.',
      ]) {
        expect(types(serious(check(text))), text).not.toContain('missing_alcohol_content');
      }
    });

    it('reads a drink word naming a place or merchandise, and Hmong "pub" (give), as no drink', () => {
      expect(alcoholMentions('Youth archery at the Gin Lake Rod and Gun Club, off Brandy Creek Road.')).toEqual([]);
      expect(alcoholMentions('Kev kawm ntawv pub dawb rau cov menyuam.')).toEqual([]);
      expect(serious(check('Quiz night at the Corner Tavern: the winning team wins tavern gift cards. $4 pints. Corner Tavern, Ely MN. Please drink responsibly.'))).toEqual([]);
      expect(alcoholMentions('Whiskey flights on the river deck.').map((m) => m.text)).toContain('Whiskey');
      expect(alcoholMentions('Sand Creek Winery, Lake Crystal MN.').map((m) => m.text)).toContain('Winery');
      expect(types(serious(check('Quiz night at the Corner Tavern: the winning team wins a growler of IPA. Corner Tavern, Ely MN. Please drink responsibly.')))).toContain('alcohol_giveaway');
    });

    it('reads a drink said to knock out a cold\'s symptoms, or prescribed by a doctor, as a health claim; not an ice-cold beer', () => {
      for (const text of [
        'Our spiked cider chases away the sniffles. Maple Row Orchard Cidery, Stillwater MN.',
        'Stuffy nose? A warm glass of our mulled wine clears up congestion. Valley Vines Winery, Winona MN.',
        'A nightcap of our brandy is doctor\'s orders this winter. Old Mill Liquors, Hastings MN.',
      ]) {
        expect(types(serious(check(text))), text).toContain('alcohol_health_claim');
      }
      for (const text of [
        'Ice-cold lagers to knock back after a cold day on the lake. The Landing Bar, Walker MN. Please drink responsibly.',
        'Cabin fever? Kick it with trivia and $4 pints. The Landing Bar, Walker MN. Please drink responsibly.',
      ]) {
        expect(types(serious(check(text))), text).not.toContain('alcohol_health_claim');
      }
    });

    it('reads a drinking feat set as a challenge or a record to beat as excess, not a food challenge, trivia or a DJ\'s records', () => {
      for (const text of [
        'Take on the 12-Pint Challenge this Saturday: finish the card and earn your mug. Northside Taphouse, Duluth MN.',
        'Shot Tube Tuesdays. Four friends, one tube. Beat the house record of 4.2 seconds and your photo goes on the wall. The Rusty Nail Saloon, Bemidji MN.',
      ]) {
        expect(types(serious(check(text))), text).toContain('excessive_consumption');
      }
      for (const text of [
        'Burger Challenge: finish the three-pound burger, beat the house record and your photo goes on the wall. $3 pints all day. The Rusty Nail Saloon, Bemidji MN. Please drink responsibly.',
        'Trivia Tuesday: beat the bar record score and win a gift card. $4 taps. The Rusty Nail Saloon, Bemidji MN. Please drink responsibly.',
        'DJ Kato spins house records all night. $4 taps. The Rusty Nail Saloon, Bemidji MN. Please drink responsibly.',
        'Blind Wine Challenge: guess the grape for a prize. Valley Vines Winery, Winona MN. Please drink responsibly.',
      ]) {
        expect(types(serious(check(text))), text).not.toContain('excessive_consumption');
      }
    });

    it('reads drink emoji and a 21+ door as bar talk beside a drink word, and "tap room" as a taproom; not a THC seltzer or a birthday cake emoji', () => {
      for (const [text, type] of [
        ['ur 21st?? the squad drinks free all night 🍻 21+ w/ ID. The Spot, Dinkytown', 'alcohol_giveaway'],
        ['Empty the giant glass boot in under 90 seconds and get on the wall 🍺 Kegler\'s Bar, Mankato', 'excessive_consumption'],
        ['First round on the house for the first 20 in line. Millstone Tap Room, Red Wing MN.', 'alcohol_giveaway'],
      ] as const) {
        expect(types(serious(check(text))), text).toContain(type);
      }
      for (const text of [
        'Bring the kids for cake and balloons 🎂 The Spot, Dinkytown',
        'Free samples of our new THC seltzer drinks 🍻 21+ only. Green Leaf Hemp, Dinkytown',
        'Poker night, 21+. Free soda and coffee drinks for players. Lakeside Card Room, Walker MN.',
      ]) {
        expect(serious(check(text)), text).toEqual([]);
      }
    });

    it('reads a gift with a drink picked up or grabbed as a premium, not free ice or parking beside it', () => {
      for (const text of [
        'Grab a case of Driftwood Pilsner and take home a free branded cooler bag. Northgate Liquor, 14 Main St, Bemidji.',
        'Pick up two six-packs of our porter and get a free pint glass. Northgate Liquor, 14 Main St, Bemidji.',
      ]) {
        expect(types(serious(check(text))), text).toContain('alcohol_giveaway');
      }
      expect(serious(check('Pick up a case of Driftwood Pilsner for the lake; free parking out back. Northgate Liquor, 14 Main St, Bemidji. Please drink responsibly.'))).toEqual([]);
    });

    it('reads drink words, "free" and "without limit" in Vietnamese and Hmong; not a Vietnamese headstone or the BIA', () => {
      const findings = check('Quán Phở Hòa mừng sinh nhật: bia miễn phí cho mọi người tối thứ Bảy, uống không giới hạn! 1820 Central Ave, Minneapolis.');
      expect(types(serious(findings))).toEqual(expect.arrayContaining(['alcohol_giveaway', 'excessive_consumption']));
      expect(alcoholMentions('Peb muaj npias txias thiab cawv.').length).toBeGreaterThan(0);
      expect(alcoholMentions('Bia mộ đá granite, khắc chữ miễn phí. Lotus Memorials, St. Paul.')).toEqual([]);
      expect(alcoholMentions('Tribal members can reach the BIA regional office free of charge.')).toEqual([]);
    });

    it('holds an alcohol ad that keeps its seller a secret to naming the advertiser; an ad without a city is only advised', () => {
      for (const text of ['Warehouse party Saturday. $3 cans, $5 shots. Location drops day-of, DM for the addy.', 'Cheap pitchers of lager all night. You know the spot.']) {
        expect(check(text).find((f) => f.violationType === 'missing_responsible_advertiser'), text).toMatchObject({ severity: 'moderate' });
      }
      expect(check('Cheap pitchers of lager all night at the Landing. Please drink responsibly.').find((f) => f.violationType === 'missing_responsible_advertiser')).toMatchObject({ severity: 'minor' });
      expect(check('Warehouse party Saturday, $3 cans. You know where: The Landing Bar, Walker MN.').find((f) => f.violationType === 'missing_responsible_advertiser')).toBeUndefined();
    });

    it('reads drinking games, drinks counted against minutes, a sled ride after a drink, a bar tab given away and an ABV written first', () => {
      for (const [text, type] of [
        ['Flip cup tournament Friday, $5 pitchers. The Dockside Bar, Ely MN.', 'excessive_consumption'],
        ['CENTURY NIGHT: 100 beers, 100 minutes. The Dockside Bar, Ely MN.', 'excessive_consumption'],
        ['Ten shots, ten minutes, one shirt. The Dockside Bar, Ely MN.', 'excessive_consumption'],
        ['Grab a cold one and hit the trail again. The Dockside Bar, Ely MN. Sled parking out back.', 'drinking_and_driving'],
        ['Free bar tab for the first ten through the door, then $3 pints. The Dockside Bar, Ely MN.', 'alcohol_giveaway'],
      ] as const) {
        expect(types(serious(check(text))), text).toContain(type);
      }
      for (const text of [
        'Limit 4 drinks per guest. 2 drinks, 30 minutes of stand-up, $3 shots, 9 pm. The Dockside Bar, Ely MN. Please drink responsibly.',
        'Trailside bar with sled parking out front and $4 pints. The Dockside Bar, Ely MN. Please drink responsibly.',
      ]) {
        expect(serious(check(text)), text).toEqual([]);
      }
      expect(types(check('North Star Gin, distilled with wild juniper. ABV 44%. North Star Distilling, Ely MN.'))).not.toContain('missing_alcohol_content');
    });

    it('reads an ad as alcohol from drinking past limits, a drink drawn beside one written, or dollar drafts; and hydration or recovery said of a drink as a health claim', () => {
      for (const [text, type] of [
        ['Drink till you forget your ex. Club Lumen, 9 Hennepin Ave, Minneapolis.', 'excessive_consumption'],
        ["Let's get hammered this Friday at Club Lumen, 9 Hennepin Ave, Minneapolis.", 'excessive_consumption'],
        ['Ladies drink free until 11 🍹🍸 Club Lumen, 9 Hennepin Ave, Minneapolis.', 'alcohol_giveaway'],
        ['Sophomores welcome! Dollar pints all week. The Quad, 14 University Ave, Minneapolis.', 'alcohol_youth_appeal'],
        ['Our hard cider is basically hydrating after a long run. Orchard Hill Cidery, 12 Hill Rd, Stillwater MN.', 'alcohol_health_claim'],
        ['Keep em coming: unlimited rail drinks one price. The Quad, Minneapolis.', 'excessive_consumption'],
      ] as const) {
        expect(types(serious(check(text))), text).toContain(type);
      }
      for (const text of [
        'Shop till you drop at the Black Friday sidewalk sale! Free cocoa 🍹 for the kids. Main Street Merchants, Anoka MN.',
        'Get faded at Fresh Cutz: fades $20, beard trims $10. 14 University Ave, Minneapolis.',
        'Dollar store drinks and snacks for the road trip. Quick Stop, 12 Main St, Anoka MN.',
        'Run club meets Tuesdays at 6; water and electrolyte mix at the finish, pints after. Orchard Hill Cidery, 12 Hill Rd, Stillwater MN. Please drink responsibly.',
      ]) {
        expect(serious(check(text)), text).toEqual([]);
      }
    });

    it('reads a drink called therapy as a health claim, and drinks priced after the word as bar prices; not a soda or a therapist\'s office', () => {
      expect(types(serious(check('Merlot is cheaper than therapy. Valley Vines Winery, 12 Vine Rd, Winona MN. Please enjoy responsibly.')))).toContain('alcohol_health_claim');
      expect(types(serious(check('18+ night, drinks $2 all night. Club Lumen, 9 Hennepin Ave, Minneapolis.')))).toContain('alcohol_underage');
      for (const text of [
        'Family skate night, 18+ chaperones welcome; fountain drinks $2, soda and lemonade. Ice Arena, 12 Rink Rd, Walker MN.',
        'Couples therapy and family counseling, sliding scale. Northern Lights Counseling, 12 Main St, Walker MN.',
      ]) {
        expect(serious(check(text)), text).toEqual([]);
      }
    });

    it('reads a drink finished for a reward as excess, not a food challenge or a glass finished at the table', () => {
      for (const text of [
        'Drain the 64 oz fishbowl and the next one is on the house. Pier Nine Bar, 12 Dock St, Duluth MN.',
        'Finish a full stein of our Oktoberfest lager and your name goes on the wall. Pier Nine Bar, 12 Dock St, Duluth MN.',
      ]) {
        expect(types(serious(check(text))), text).toContain('excessive_consumption');
      }
      for (const text of [
        'Finish the five-pound burger and it is free, pints $4. Pier Nine Bar, 12 Dock St, Duluth MN. Please drink responsibly.',
        'Finish your meal with a glass of port. Free dessert for birthdays. Pier Nine Bar, 12 Dock St, Duluth MN. Please drink responsibly.',
      ]) {
        expect(types(serious(check(text))), text).not.toContain('excessive_consumption');
      }
    });
  });
  describe('word senses and frames read as a reviewer would', () => {
    const shop = 'Northgate Wine & Spirits, 220 Main St, Willmar, MN. Please drink responsibly.';

    it('reads an unaccented "rose" as the wine only beside a wine word', () => {
      expect(alcoholMentions('Wild Rose Florist: a dozen long-stem roses for Valentine\'s Day, Rose Lane, Hutchinson.')).toEqual([]);
      expect(alcoholMentions('Primrose Gift Shop, 18+ candles and cards. Rose Garden Cafe, Hastings.')).toEqual([]);
      expect(alcoholMentions('A crisp dry rose on the patio all summer.').length).toBeGreaterThan(0);
      expect(alcoholMentions('Rosé season is here.').length).toBeGreaterThan(0);
    });

    it('reads the armed forces in any case, and "navy" as a colour', () => {
      expect(types(serious(check(`${shop} HONORING OUR TROOPS: 15% off all vodka.`)))).toEqual(['alcohol_flag_or_armed_forces']);
      expect(types(serious(check(`${shop} Men and women in uniform: raise a glass of our house lager.`)))).toEqual(['alcohol_flag_or_armed_forces']);
      expect(serious(check(`${shop} New navy-blue wine totes and a cabernet tasting Friday.`))).toEqual([]);
    });

    it('reads drinking to drunkenness masked, and drinking rewarded by the amount', () => {
      expect(types(serious(check(`${shop} Get $H!T-FACED for New Year's with our party kegs.`)))).toEqual(['excessive_consumption']);
      expect(types(serious(check(`${shop} Every can of our lager is a ticket: the more you drink, the better your odds.`)))).toContain('excessive_consumption');
      expect(serious(check(`${shop} The more you know about wine, the more you enjoy it: free class Tuesday.`))).toEqual([]);
    });

    it('reads a whole bottle or case of a drink given free, not a free opener or water', () => {
      expect(types(serious(check(`${shop} Buy two cases and get a free bottle of our Reserve Merlot.`)))).toEqual(['alcohol_giveaway']);
      expect(types(serious(check(`${shop} Complimentary six-pack of pale ale with any $75 order.`)))).toEqual(['alcohol_giveaway']);
      expect(types(serious(check(`${shop} Spend $50 and leave with a free\n\nbottle of sparkling wine.`)))).toEqual(['alcohol_giveaway']);
      expect(serious(check(`${shop} Free parking. Bottle of the month: our house merlot, $12.`))).toEqual([]);
      expect(serious(check(`${shop} Free bottle opener keychain at the register. Free bottle of water at our chardonnay tasting.`))).toEqual([]);
    });

    it("reads a bar's bottles as servings, not a distiller bottling its spirit", () => {
      expect(serious(check('Whiskey Creek Saloon, Owatonna. Karaoke Thursday, $3 domestic bottles. 21+. Please drink responsibly.'))).toEqual([]);
    });
  });

  describe('round 5 concepts', () => {
    it('reads drinks raced against the clock as an alcohol ad by themselves', () => {
      expect(types(serious(check('Tuesday at the Anchor: 8 shots in 8 minutes, $25, and you get your photo on the wall.')))).toContain('excessive_consumption');
      expect(types(serious(check('Biergarten weekend: chug the stein in under 30 seconds and the next one is on us!')))).toContain('excessive_consumption');
      // A gallon of milk at the dairy fair and a burger against the clock are no drink.
      expect(alcoholMentions('Dairy Days: chug a gallon of milk in under 60 seconds and win a ribbon!')).toEqual([]);
      expect(alcoholMentions('Finish the two-pound burger in under 20 minutes and it is free.')).toEqual([]);
    });

    it('reads drinks counted by their measure against the clock', () => {
      expect(types(serious(check('Viking night at Valhalla Taproom, Moorhead MN: four horns of mead in 6 minutes and your name goes up.')))).toContain('excessive_consumption');
      expect(serious(check('Viking night at Valhalla Taproom, Moorhead MN: mead flights of four horns, $14. Please drink responsibly.'))).toEqual([]);
    });

    it('reads the nutrients a drink is sold on as a health claim', () => {
      expect(types(serious(check('Our pinot noir is rich in resveratrol. Bluff Country Winery, Winona MN.')))).toContain('alcohol_health_claim');
      expect(types(serious(check('Hard kombucha with live probiotics in every can. Twin Ferment Co., Duluth MN.')))).toContain('alcohol_health_claim');
      expect(serious(check('Pinot noir tasting Friday, pairings with local cheese. Bluff Country Winery, Winona MN. Please drink responsibly.'))).toEqual([]);
    });

    it('reads a soft modifier only when it is joined to the drink, not ending the phrase before it', () => {
      expect(types(serious(check('Spring break bash for college kids: $1 wells all night at Sandbar, Mankato MN.')))).toContain('alcohol_youth_appeal');
      expect(alcoholMentions('Kids\' root beer floats at the fair.')).toEqual([]);
    });

    it('reads an open bar however it is hyphenated, and sparkling wine by its house', () => {
      expect(alcoholMentions('Open-bar reception to follow.').length).toBeGreaterThan(0);
      expect(types(serious(check('Every client who closes this spring gets a free bottle of Moët at the signing. Hall Realty, Edina, MN.')))).toContain('alcohol_giveaway');
      expect(alcoholMentions('The bar is open to the public. Moe\'s Diner, Edina.')).toEqual([]);
    });
  });

  describe('round 6 concepts', () => {
    it('reads a drink word in quotation marks after a soft modifier as the soft drink', () => {
      expect(alcoholMentions('Kids craft fruit “cocktails” with fresh berries at the library.')).toEqual([]);
      expect(alcoholMentions('Fruit and cheese plates with our cocktails at Loon Bar, Ely MN.').length).toBeGreaterThan(0);
    });

    it('reads cocktails and shots in an IV infusion ad as what goes in the drip', () => {
      expect(alcoholMentions('The Recovery Cocktail: fluids and B12 shots, IV therapy by licensed nurses.')).toEqual([]);
      expect(alcoholMentions('Craft cocktails and shots on the patio, Tuesday trivia.').length).toBeGreaterThan(0);
    });

    it('reads an empty vessel won with merchandise as no drink given away', () => {
      expect(types(serious(check('Bingo night at Lakeview Brewing, Ely MN. Winners take home a pint glass and a hat. 21+.')))).not.toContain('alcohol_giveaway');
      expect(types(serious(check('Bingo night at Lakeview Brewing, Ely MN. Winners take home a growler fill of our IPA.')))).toContain('alcohol_giveaway');
    });

    it('reads a serving poured until the drinker forgets or falls as excess', () => {
      expect(types(serious(check('Friday: $3 beers till you can\'t stand. Loon Bar, Ely MN.')))).toContain('excessive_consumption');
      expect(types(serious(check('Friday: $3 beers until 10 pm. Loon Bar, Ely MN.')))).not.toContain('excessive_consumption');
    });

    it('reads an entry dropped in the drum with every drink bought as a premium', () => {
      expect(types(serious(check('Every bucket you order puts a ticket in the barrel; a kayak is drawn Sunday. Dockside Bar, Ely MN.')))).toContain('alcohol_giveaway');
      expect(types(serious(check('Every bucket you order is $18 on the dock. Dockside Bar, Ely MN.')))).not.toContain('alcohol_giveaway');
    });
  });

  describe('round 7 concepts', () => {
    const flags = (text: string) => types(serious(check(text)));

    it('reads a childhood flavour or occasion said of a drink as an appeal to minors', () => {
      expect(flags('New Birthday Bubblegum Rum tastes like the corner candy shop. Harbor Spirits, Duluth MN.')).toContain('alcohol_youth_appeal');
      expect(flags('Grab our blue-raspberry hard seltzer for the slumber party! Pine Liquor, Ely MN.')).toContain('alcohol_youth_appeal');
      expect(flags('Peach hard seltzer with a unicorn on the can. Pine Liquor, Ely MN.')).toContain('alcohol_youth_appeal');
    });

    it('leaves childhood flavours of soft drinks, and grown-up occasions, alone', () => {
      expect(flags('Cotton candy mocktails and bubblegum milkshakes; craft beer on tap. Loon Grill, Ely MN.')).not.toContain('alcohol_youth_appeal');
      expect(flags('Adult sleepover night: pajamas, pinot noir and a movie. 21+. Lakeview Winery, Ely MN.')).not.toContain('alcohol_youth_appeal');
      expect(flags('Root beer and cotton candy at the county fair. Ely Lions Club, Ely MN.')).toEqual([]);
      expect(flags('Sleepover package at the Birch Lake Inn: a bottle of merlot and late checkout. Ely MN.')).not.toContain('alcohol_youth_appeal');
    });

    it('reads drinks at a token price held open until closing as excess', () => {
      expect(flags('Friday: 50-cent drafts all night long. Loon Bar, Ely MN.')).toContain('excessive_consumption');
      expect(flags('Wednesday $2 wells till closing, DJ at 9. Loon Bar, Ely MN. 21+')).toContain('excessive_consumption');
    });

    it('leaves a fair price till close, and a token price with a set end, alone', () => {
      expect(flags('Friday: $6 pints till close. Loon Bar, Ely MN.')).not.toContain('excessive_consumption');
      expect(flags('Happy hour 4 to 6: $2 domestic taps. Loon Bar, Ely MN.')).not.toContain('excessive_consumption');
      expect(flags('Coffee bar: $1 refills till close. Bean There, Ely MN.')).toEqual([]);
    });

    it('reads alcohol made at home and sold by a private seller as an unlicensed sale', () => {
      expect(flags('Home-brewed cider and homemade rhubarb wine, $20 a gallon jug. Call or text 218-555-0147.')).toContain('unlicensed_alcohol_sale');
      expect(flags('Selling my homemade plum brandy, $30 a bottle, cash only. 218-555-0199')).toContain('unlicensed_alcohol_sale');
    });

    it('leaves home-brewing supplies and homemade food alone', () => {
      expect(flags('Homebrew beer kits and wine-making supplies, $45. Call 218-555-0147 for pickup.')).not.toContain('unlicensed_alcohol_sale');
      expect(flags('Homemade jam and pickles by the quart, $8. Pick up at the farm, call 218-555-0147.')).toEqual([]);
      expect(flags('House-made limoncello and homemade sangria by the quart for takeout. Trattoria Lupo, Ely MN.')).not.toContain('unlicensed_alcohol_sale');
    });

    it('measures a gift from the end of the drinks bought, past a list of brands', () => {
      expect(flags('Buy two 30-packs of Busch Light or Keystone Light and take home a free folding chair. Pine Liquor, Ely MN.')).toContain('alcohol_giveaway');
      expect(flags('Buy two 30-packs of Keystone Light for $38. Free parking out back. Pine Liquor, Ely MN.')).not.toContain('alcohol_giveaway');
    });

    it('knows a shot of a spirit brand is alcohol, so a free one is a giveaway', () => {
      expect(flags('Pull-tab night at the Legion, Ely MN: a free shot of Rumple Minze with every ten tabs.')).toContain('alcohol_giveaway');
      expect(flags('Free shot of espresso with every pastry. Bean There, Ely MN.')).toEqual([]);
    });

    it('reads hyphened compounds, THC shops, warnings, breweriana and strain names as no alcohol', () => {
      expect(alcoholMentions('Walleye drop-shot rigs and slap-shot hockey sticks, 21+ for the knife counter.')).toEqual([]);
      expect(alcoholMentions('Hemp THC soda, 5 mg per can, sold at liquor stores statewide.')).toEqual([]);
      expect(alcoholMentions('Vintage Grain Belt signs and Hamm’s trays at the barn auction.')).toEqual([]);
      expect(alcoholMentions('Smokable hemp flower strains: Blue Dream, Cherry Wine, Lemon Haze. 0.3% THC.')).toEqual([]);
      expect(flags('Spring lager now on tap. Keep out of reach of children. Loon Brewing, Ely MN. Please drink responsibly.')).toEqual([]);
    });

    it('holds a spirit named anywhere in an ad a distiller signs to its strength', () => {
      const strength = (text: string) => check(text).find((f) => f.violationType === 'missing_alcohol_content')?.severity;
      expect(strength('Holiday boxes: our aquavit and a smoked-maple bourbon with two tumblers, from $60. Gunflint Distilling Co., Grand Marais MN.')).toBe('moderate');
      expect(strength('Holiday boxes: our aquavit (42% ABV) with two tumblers, from $60. Gunflint Distilling Co., Grand Marais MN.')).toBeUndefined();
    });

    it('reads a cured ham or flower as no health claim', () => {
      expect(flags('Wine and cured meats board at the Lakeview Winery, Ely MN. Please drink responsibly.')).toEqual([]);
      expect(flags('Our red wine cures the winter blues and colds. Lakeview Winery, Ely MN.')).toContain('alcohol_health_claim');
    });
  });

  it('reads a drink for every year, goal or point as excessive drinking', () => {
    expect(types(violations(check('Birthday club at the Anchor Bar: down a shot of tequila for every year you turn!')))).toContain('excessive_consumption');
    expect(types(violations(check('Hockey nights at the Anchor Bar: $1 off tap beer for every Wild goal. Please drink responsibly.')))).not.toContain('excessive_consumption');
  });

  it('knows the spirits of other lands and the Vietnamese drinking calls', () => {
    expect(alcoholMentions('Ukrainian Christmas supper with horilka and rakia at the hall.').length).toBeGreaterThan(0);
    expect(types(violations(check('Tiệc cuối tuần: bia Sài Gòn $2, không say không về!')))).toContain('excessive_consumption');
  });

  it('reads the flag however the ad shows it, an emoji or its stars and stripes, as the flag in alcohol advertising', () => {
    expect(types(violations(check('🇺🇸 Independence Day lager sale: 12-packs $14.99 at Town Liquor, Hastings.')))).toContain('alcohol_flag_or_armed_forces');
    expect(types(violations(check('Stars-and-stripes bunting behind our logo: Fourth of July lager sale, 12-packs $14.99 at Town Liquor.')))).toContain('alcohol_flag_or_armed_forces');
  });

  it('reads a crawl drunk stop by stop, and the drinker who outlasts the rest, as excess; a trivia night is not', () => {
    expect(types(violations(check('Saint Paddy crawl: one beer at each pub, 6 pubs, 6 beers, $30 wristband.')))).toContain('excessive_consumption');
    expect(types(violations(check(`${COMPLIANT} Shots all around, last man standing takes home the jersey.`)))).toContain('excessive_consumption');
    expect(types(violations(check(`${COMPLIANT} Trivia Tuesdays: last one standing wins a $25 gift card.`)))).not.toContain('excessive_consumption');
  });

  it('reads "Department of Health" as an office, not a health claim for a drink', () => {
    expect(types(violations(check('Wine garden vendors must show a Minnesota Department of Health license. Please drink responsibly.')))).not.toContain('alcohol_health_claim');
  });

  it('reads a drink race won by the first to finish, and drinks counted against minutes with the drink named, as excess', () => {
    expect(types(violations(check('Opener eve at the Longbranch Bar: first to slam three tallboys gets his name on the wall.')))).toContain('excessive_consumption');
    expect(types(violations(check('Friday at the Corner Bar: 4 shots of peppermint schnapps in 3 minutes earns a free tee.')))).toContain('excessive_consumption');
    expect(types(violations(check(`${COMPLIANT} Pie night: first to finish the cherry pie wins a growler fill.`)))).not.toContain('excessive_consumption');
    expect(types(violations(check('Dairy days: first to drink the quart of milk wins a ribbon.')))).not.toContain('excessive_consumption');
  });

  it('prices a drink with "\'s free", reads an all-caps "¡" and drinking past the body\'s limit in Spanish', () => {
    expect(types(serious(check('Drag brunch: first margarita\'s free, then they keep coming. The Velvet Lounge.')))).toContain('alcohol_giveaway');
    expect(types(serious(check('Baile el sábado, 9 pm. iTRAGOS GRATIS PARA LAS DAMAS! Salón Jalisco, Willmar.')))).toContain('alcohol_giveaway');
    expect(types(violations(check('Viernes en Bar La Palma: bebe hasta que ya no puedas bailar. Cervezas $3.')))).toContain('excessive_consumption');
    expect(alcoholMentions('Our beer-free family zone has lemonade and root beer floats.')).toEqual([]);
  });

  it('reads rounds beside ammunition as cartridges, and a campus word opening a store name as its address', () => {
    expect(types(violations(check('Range day special: 9mm FMJ, 50 rounds $15. Rifle ammunition to ages 18 and over, handgun ammunition 21 and over.')))).toEqual([]);
    expect(types(serious(check('Rounds for the whole bar at 10! $2 shots till close. Must be 18 to enter.')))).not.toEqual([]);
    expect(types(serious(check('College Hill Spirits, 14 Main St, Mankato. Vodka 1.75 L, 40% alc/vol, $18. We card everyone. Please drink responsibly.')))).toEqual([]);
    expect(types(serious(check('Campus nights: $2 pitchers for every student with a college ID. Kettle Bar, Mankato.')))).toContain('alcohol_youth_appeal');
  });

  it('reads a child described by age in the artwork, Korean and Portuguese drinks, "1+1" and health claims in Portuguese', () => {
    expect(types(serious(check(`${COMPLIANT} [Photo: a boy of about 9 holds a pint glass at the picnic table]`)))).toContain('alcohol_youth_appeal');
    expect(types(serious(check('소주 1+1 이번 주만! 한마음 마트, 1450 Main St, Mankato, MN.')))).toContain('alcohol_giveaway');
    expect(types(serious(check('Vinho tinto Serra: faz bem ao coração! Caixa com 6 garrafas $99, Serra Importadora, St. Paul, MN.')))).toContain('alcohol_health_claim');
    expect(types(serious(check(`${COMPLIANT} Kids of about 8 to 12 eat free with a grown-up.`)))).toContain('alcohol_youth_appeal');
  });

  it('reads a child let in free at the end of a price line as admission, and a premium given with any pack of beer', () => {
    expect(types(serious(check('PANCAKE BREAKFAST\nAdults $10, kids under 5 free\nBeer and mimosas for purchase, 21+ with ID\nSt. Olaf Lodge, Duluth, MN.')))).not.toContain('alcohol_giveaway');
    expect(types(serious(check(`${COMPLIANT} Any 12-pack of our lager this month comes with a free fleece blanket.`)))).toContain('alcohol_giveaway');
    expect(types(serious(check(`${COMPLIANT} Your glass never sees the bottom on Sundays, and we stop counting after the second round.`)))).toContain('excessive_consumption');
  });

  it('reads a count of drinks against the clock with a word between the count and the drinks', () => {
    expect(types(serious(check('The Ladder: twelve different shots, sixty minutes on the clock, your name on the wall. Rusty Spur Saloon, Fargo ND.')))).toContain('excessive_consumption');
    expect(types(serious(check('Twelve different craft beers on tap, happy hour sixty minutes longer on Fridays. Rusty Spur Saloon, Fargo ND.')))).not.toContain('excessive_consumption');
  });

  it('reads an age check waived or winked at, not the rule "no ID, no service" or a refused fake', () => {
    expect(types(serious(check('Wine and beer to your dorm in 30 minutes. Nobody gets carded, just tip the driver. SipDash LLC, Duluth MN.')))).toContain('age_check_waived');
    expect(types(serious(check('$2 tap beers till 10. We check IDs at the door... usually. The Pour House, Mankato MN.')))).toContain('age_check_waived');
    expect(types(serious(check('Beer and wine delivered in an hour. No ID, no delivery. SipDash LLC, Duluth MN. Please drink responsibly.')))).not.toContain('age_check_waived');
    expect(types(serious(check('Taproom open till midnight. We card everyone, no fake IDs. Bent Oar Brewing, Duluth MN. Please drink responsibly.')))).not.toContain('age_check_waived');
  });

  it('reads weight lost by drinking as a health claim', () => {
    expect(types(serious(check('Swap to Prairie Light and shed 8 pounds by swimsuit season. Prairie Brewing Co., Willmar MN.')))).toContain('alcohol_health_claim');
    expect(types(serious(check('Prairie Light: 95 calories, 4.0% ABV. Prairie Brewing Co., Willmar MN. Please drink responsibly.')))).not.toContain('alcohol_health_claim');
  });
});


describe('soft drinks, weight-loss shots and a game\'s own age', () => {
  it('gives away no alcohol in free soft drinks for designated drivers', () => {
    expect(types(check('Friday dance: beer for 21+ with ID. Designated drivers get free soft drinks. Drink responsibly.'))).not.toContain('alcohol_giveaway');
  });

  it('reads weight lost by drinking as a health claim, but not a weight-loss injection\'s "shots"', () => {
    expect(types(check('Light beer drinkers drop 10 pounds by switching to our lager.'))).toContain('alcohol_health_claim');
    expect(types(check('Skinny shots: semaglutide injections at our med spa. Clients lose 15 lbs.'))).not.toContain('alcohol_health_claim');
  });

  it('reads "18+" on the line of a gambling licence as the game\'s age, not a drinking age', () => {
    expect(types(check('Pull-tabs nightly at the Brass Rail Tavern.\nLic. No. 01234 · 18+'))).not.toContain('alcohol_underage');
    expect(types(check('College night at the Tap: $2 pitchers, 18+ welcome!'))).toContain('alcohol_underage');
  });
});

describe('a crowd drinking free, a bottle in one night, and shots that are injections', () => {
  it('reads one crowd\'s drinks on the house as a giveaway', () => {
    expect(types(violations(check('Friday is Gals Night at the Rusty Anchor: gals drink free till 11!')))).toContain('alcohol_giveaway');
    expect(types(violations(check('Grandma\'s Diner: kids drink free with any adult entrée.')))).not.toContain('alcohol_giveaway');
  });

  it('reads a German free beer and a free half-barrel as giveaways', () => {
    expect(types(violations(check('Oktoberfest im Biergarten: Freibier ab 18 Uhr!')))).toContain('alcohol_giveaway');
    expect(types(violations(check('Book your wedding by May and we add a free half-barrel of Pine Lake lager.')))).toContain('alcohol_giveaway');
  });

  it('reads a whole bottle or case finished in one sitting as excess', () => {
    expect(types(violations(check('North Star Vodka: smooth enough to polish off a fifth in one sitting.')))).toContain('excessive_consumption');
    expect(types(violations(check('North Star Vodka, 80 proof. A bottle lasts the season; cork it and keep it cold.')))).not.toContain('excessive_consumption');
  });

  it('reads shots sold beside an injected drug as doses, not drinks', () => {
    expect(check('Tirzepatide shots from $249 a month at our Eagan clinic. Call for a consult.')).toEqual([]);
  });
});

describe('a drink given free in Korean, Russian and Ukrainian', () => {
  it('reads "free" or "as a gift" after the drink', () => {
    expect(types(violations(check('갈비 세트 주문하시면 맥주 한 잔 무료! 블루밍턴 코리안 그릴')))).toContain('alcohol_giveaway');
    expect(types(violations(check('При покупке двух бутылок вина третья в подарок! Магазин «Берёзка», Сент-Пол.')))).toContain('alcohol_giveaway');
  });

  it('leaves a vodka priced with its strength alone', () => {
    expect(types(violations(check('Горілка «Калина», 40% об., 0,5 л — $14.99. Магазин «Берёзка», Сент-Пол.')))).not.toContain('alcohol_giveaway');
  });
});

describe('children in the picture, health talk in German, and what is on the house', () => {
  it('reads the ages of a group a picture note shows, and the submitter\'s note on the photo', () => {
    expect(types(violations(check('[Image: our sponsored Little League squad, ages 11-12, raising root beer floats at the brewery bar] Cheers to the season! Pints $5 all summer.')))).toContain(
      'alcohol_youth_appeal',
    );
    const noted = checkAlcohol(
      ruleInput('Proud sponsor of the Bantam B Bulldogs. Toast every goal with a lager at Kettle River Brewing.', {
        meta: { description: 'Photo: 12-year-old players in our jerseys on the taproom patio.' },
      }),
    );
    expect(types(violations(noted))).toContain('alcohol_youth_appeal');
    // In copy, an age class is a price: "kids ages 4-10 eat free" shows no child.
    expect(types(violations(check('Family fish fry Friday: kids ages 4-10 eat free. Tap beer $4 for the grown-ups, 21+ with ID.')))).not.toContain('alcohol_youth_appeal');
  });

  it('reads health claims for a beer in German, with or without the umlauts OCR drops', () => {
    expect(types(violations(check('Unser dunkles Bier ist gut furs Herz! Frisch gezapft im Brauhaus am Markt.')))).toContain('alcohol_health_claim');
    expect(types(violations(check('Unser dunkles Bier ist frisch gezapft im Brauhaus am Markt. Prost!')))).not.toContain('alcohol_health_claim');
  });

  it('gives food on the house past a comma no drink giveaway', () => {
    expect(types(violations(check('Playoff watch party: $2 domestic bottles, pulled pork sliders on the house. The Anchor Bar.')))).not.toContain('alcohol_giveaway');
    expect(types(violations(check('Playoff watch party: your second pint is on the house. The Anchor Bar.')))).toContain('alcohol_giveaway');
  });
});

describe('a free drink described on its way to the glass', () => {
  it('reads "a free ice-cold beer" as a giveaway, and leaves a free shuttle beside cold beer alone', () => {
    expect(types(violations(check('Tour a model home Saturday: a free ice-cold lager waits on the deck. Birch Ridge Builders.')))).toContain('alcohol_giveaway');
    expect(types(violations(check('Free shuttle and cold beer for sale at the tailgate lot. Tickets $20.')))).not.toContain('alcohol_giveaway');
  });
});

describe('more of how a drink is given away, pushed or dressed up', () => {
  it('reads a round picked up by someone of the house as a giveaway', () => {
    expect(types(violations(check(`${COMPLIANT} Trivia night: the winning table's next round is on the bartender.`)))).toContain('alcohol_giveaway');
    expect(types(violations(check(`${COMPLIANT} Meet the owner at the bar: ask for the house burger.`)))).not.toContain('alcohol_giveaway');
  });

  it('reads drinking to the limit in Korean, Russian and Spanish', () => {
    const excess = (line: string) => types(violations(check(`${COMPLIANT} ${line}`)));
    expect(excess('치킨과 생맥주 무제한 이벤트')).toContain('excessive_consumption');
    expect(excess('Пиво безлимит до полуночи!')).toContain('excessive_consumption');
    expect(excess('Cubetas de cerveza: ¡a brindar hasta no poder!')).toContain('excessive_consumption');
  });

  it('reads a plush toy packed with spirits as youth appeal', () => {
    expect(types(violations(check('Northern Pines Distillery, Bemidji, MN. Holiday gin gift box, 40% alc./vol.; each one includes a teddy bear ornament.')))).toContain('alcohol_youth_appeal');
  });

  it('reads a drink labelled with its alcohol by volume as alcohol', () => {
    expect(types(violations(check('TAILGATE SPRITZ\nPacked with antioxidants\n6% ABV. Shoreline Beverage Co., Brainerd')))).toContain('alcohol_health_claim');
    expect(check('TAILGATE SPRITZ\nPacked with antioxidants\nZero sugar. Shoreline Beverage Co., Brainerd')).toEqual([]);
  });
});

describe('cocktails by name and BYOB', () => {
  it('reads a named cocktail given away and BYOB offered to a school crowd', () => {
    expect(types(serious(check('Your first Manhattan or Negroni is on the house tonight. Copper Kettle Lounge, Ely MN.')))).toEqual(['alcohol_giveaway']);
    expect(types(serious(check('Grad night limo rides from every Anoka high school. BYOB welcome, we bring the ice.')))).toContain('alcohol_youth_appeal');
  });
  it('leaves a cocktail name with nothing of alcohol about it, and BYOB behind an age gate', () => {
    expect(types(serious(check('Free Manhattan walking-tour map at the front desk. Hotel Ely.')))).toEqual([]);
    expect(types(serious(check('Paint night for grown-ups, BYOB welcome, 21+ with ID. Lakeside Studio, Ely MN.')))).not.toContain('alcohol_youth_appeal');
  });
  it('sees a child of "about six years old" in the art note beside a drink', () => {
    const text = '[Photo: a boy about seven years old holding a glass of red wine] Wine dinners every Friday. Vine Room, Stillwater MN.';
    expect(types(serious(check(text)))).toContain('alcohol_youth_appeal');
  });
});

describe('an entry that reaches to the end of its sentence', () => {
  it('reads every pitcher bought through the season as an entry into the drawing', () => {
    const text = 'Each pitcher ordered at Gull Lake Taphouse from now until the Fourth of July drops your name in the hat for a pontoon weekend. Brainerd MN.';
    expect(types(serious(check(text)))).toContain('alcohol_giveaway');
  });
  it('leaves a pitcher price beside a free-to-enter drawing', () => {
    const text = 'Pitchers $12 all summer. Pontoon weekend drawing: free to enter at the host stand, no purchase necessary. Gull Lake Taphouse, Brainerd MN.';
    expect(types(serious(check(text)))).not.toContain('alcohol_giveaway');
  });
});

describe('drunk to the floor', () => {
  it('reads pouring until the drinker is on the floor as excess, and bloodies as drinks', () => {
    expect(types(serious(check("Caesars $6 and we keep 'em coming till you're on the floor. Northside Tap, Ely MN.")))).toContain('excessive_consumption');
    expect(types(serious(check('Bottomless bloodies with the Sunday buffet, $19. Northside Tap, Ely MN.')))).toContain('excessive_consumption');
  });
  it('leaves floor seats at a concert bar', () => {
    expect(types(serious(check('Floor seats $40; beer and wine at the bar, 21+. Please drink responsibly. Northside Tap, Ely MN.')))).not.toContain('excessive_consumption');
  });
});
