import { describe, expect, it } from 'vitest';
import { checkFirearmsWeapons } from './firearms-weapons';
import { ruleInput, types, violations } from './test-helpers';

const check = (text: string) => checkFirearmsWeapons(ruleInput(text));

describe('firearms and weapons', () => {
  it('accepts a licensed dealer ad', () => {
    expect(check('Northland Guns: Ruger 10/22 rifles $279, 9mm ammo $12.99/box. FFL transfers, background check required.')).toEqual([]);
  });

  it('ignores glue guns, massage guns and pistol-grip nozzles', () => {
    expect(check('Hot glue guns, nail guns, massage guns and pistol-grip hose nozzles on sale.')).toEqual([]);
  });

  it('flags conversion devices and ghost guns as critical', () => {
    expect(check('Drop-in auto sears and Glock switches in stock.')[0]).toMatchObject({ violationType: 'machine_gun_conversion', severity: 'critical' });
    expect(types(check('80% lowers and jigs, unserialized, ship anywhere.'))).toContain('unserialized_firearm');
  });

  it('flags sales without checks, but not a dealer who requires them or a police buy-back', () => {
    expect(types(check('Glock 19 for sale, like new, $450 OBO. No paperwork, no questions asked. Call 612-555-0199.'))).toEqual(['no_background_check']);
    expect(check('No background check? No sale. Shotguns and rifles at Bob\'s Sporting.')).toEqual([]);
    expect(check('Gun buy-back Saturday at City Hall: no questions asked, $100 gift card per handgun.')).toEqual([]);
    // A gun lock is not a gun: a clinic's free locks, "no questions asked", sell nothing that needs a check.
    expect(check('Free cable gun locks. Safe storage saves lives - no questions asked. Pick one up at any clinic front desk.')).toEqual([]);
    expect(types(check('Free gun lock with every pistol! Ruger LCP $279, no paperwork, no questions asked.'))).toContain('no_background_check');
  });

  it('asks private pistol sellers for the transfer permit', () => {
    const [f] = check('Smith & Wesson M&P 9 pistol, barely used, $400 or best offer. Text 218-555-0142.');
    expect(f).toMatchObject({ violationType: 'private_transfer_without_permit', severity: 'major', policyCategory: 'state_law' });
    expect(check('Smith & Wesson M&P 9 pistol, $400 OBO. Buyer must show a valid permit to carry; record of transfer completed.')).toEqual([]);
    expect(check('Remington 870 12-gauge shotgun, $250 OBO. Call 218-555-0142.')).toEqual([]);
  });

  it('flags firearms shipped to the door but not ammunition', () => {
    expect(types(check('AR-15 rifles shipped directly to your door!'))).toEqual(['firearm_direct_shipping']);
    expect(check('Bulk 9mm ammo shipped to your door. Rifles available in store with background check.')).toEqual([]);
  });

  it('flags youth marketing but not hunter safety classes', () => {
    expect(types(check('The perfect first rifle for your son: youth .22 rifles in pink and camo.'))).toEqual(['firearm_youth_marketing']);
    expect(check('DNR firearms safety class for ages 11 and up. Rifles provided, hunter education certificate.')).toEqual([]);
  });

  it('sends combat sales pitches to the creative track', () => {
    expect(check('Military-grade AR-15: neutralize any threat. Background check required.')[0]).toMatchObject({
      violationType: 'aggressive_firearm_pitch',
      severity: 'moderate',
      policyCategory: 'publisher_policy',
    });
  });

  it('knows pistols by model and calibre, and golf and paintball are not firearms', () => {
    expect(types(check('Ruger LCP .380, great carry gun, $250. Cash only, text 763-555-0154.'))).toEqual(['private_transfer_without_permit']);
    expect(types(check("Grandpa's Colt revolver, works great.\n$600 firm. Call after 6 pm."))).toEqual(['private_transfer_without_permit']);
    expect(check('Rotary golf scramble: shotgun start at 9 am. Youth golfers welcome.')).toEqual([]);
    expect(check('Paintball guns and masks for kids and teens at Splat Zone.')).toEqual([]);
  });

  describe('read by concept', () => {
    it('reads a firearm sent to the buyer in any words, but not mailed accessories or a dealer transfer', () => {
      for (const text of [
        'Surplus revolvers, mailed straight to your home. Order by phone.',
        'Bolt-action rifles from $299, delivered right to your porch in two days.',
        'Pistol blowout: we ship to your door anywhere in the state.',
      ]) {
        expect(types(check(text)), text).toContain('firearm_direct_shipping');
      }
      for (const text of [
        'Holsters and optics ship to your door. Handguns are transferred through your local FFL.',
        'Rifles in stock at our counter. Scopes, slings and ammo shipped to your home.',
        'Order any pistol online; we ship it to a licensed dealer near you for your background check.',
      ]) {
        expect(check(text), text).toEqual([]);
      }
    });

    it('reads an invitation to skip the licensed dealer, its check or its paperwork', () => {
      for (const text of ['Buy handguns direct and skip the dealer paperwork.', 'Cut out the middleman: rifles sold straight from our warehouse.', 'AR-15s with no need for a dealer.']) {
        expect(types(check(text)), text).toContain('licensed_dealer_bypassed');
      }
      expect(check("Rifles and shotguns at Lakeside Sports. Don't skip the background check: we run one on every sale.")).toEqual([]);
      expect(check('Free transfers this week, no FFL fee on any rifle. Background check at the counter.')).toEqual([]);
      expect(check('Skip the dealer markup: pistols at wholesale, shipped to your local FFL for your background check.')).toEqual([]);
    });

    it("reads a pistol traded by its owner as a private sale, and a handgun maker's model as a pistol beside a long gun", () => {
      expect(types(check('Will trade my Sig P320 for a good duck gun, or $500 cash.'))).toEqual(['private_transfer_without_permit']);
      expect(types(check('Swap my Glock 43 for a lever-action rifle. 218-555-0110.'))).toEqual(['private_transfer_without_permit']);
      expect(check('Trade-ins welcome: bring your old deer rifle toward a new Glock 19 at Northland Sports.')).toEqual([]);
      expect(check('Will trade my Remington 700 for a good bass boat.')).toEqual([]);
    });

    it('reads "assault weapon" as the statute\'s term beside a permit or a buy-back, and as a pitch elsewhere', () => {
      expect(check('Rifles on sale. Handgun and assault weapon transfers require a permit to purchase. Background check on every sale.')).toEqual([]);
      expect(check('Police gun buy-back: $200 gift card for assault weapons, $100 for handguns.')).toEqual([]);
      expect(types(check('Assault rifles for the man who means business. Background check required.'))).toEqual(['aggressive_firearm_pitch']);
    });

    it('reads the transfer form and the wait left out, and a check skipped "without the hassle"', () => {
      expect(types(check('Glock 17 for sale, no 4473, no waiting. Text 612-555-0144.'))).toContain('no_background_check');
      expect(types(check('Get a pistol without the hassle of a background check.'))).toContain('licensed_dealer_bypassed');
      expect(check('No sale without a background check. Pistols and rifles at Northland Guns.')).toEqual([]);
    });

    it('reads a pistol by its maker and model name, sold for cash at a meet-up or by a named seller', () => {
      expect(types(check('Ruger Security-9 for sale, $300 cash, meet in the Walmart parking lot.'))).toEqual(['private_transfer_without_permit']);
      expect(types(check('Springfield Hellcat, two mags. $420. Call Dave 320-555-0101.'))).toEqual(['private_transfer_without_permit']);
      expect(check('Ruger Security-9 in stock, $299. Permit to purchase or permit to carry and background check required. Northland Guns.')).toEqual([]);
      expect(check('Security cameras and a Ruger gun safe, $300 cash. Call Dave 320-555-0101.')).toEqual([]);
    });

    it("reads a child's age or a young lower bound beside a firearm as youth marketing, not a show's child ticket price", () => {
      for (const text of [
        'Compact .22 rifles sized right for your 9-year-old grandson.',
        'Pink .22 pistols, perfect for your eight-year-old daughter.',
        'Our lightest rifle yet, for shooters ages 10 and up.',
        'Emma is 12, and this bolt-action rifle fits her just right.',
        'Start them young: a single-shot .22 rifle under the tree.',
        'Rifles para niños de 10 años, en rosa y morado.',
      ]) {
        expect(types(check(text)), text).toContain('firearm_youth_marketing');
      }
      for (const text of [
        'Gun show Saturday: admission $6, children under 12 get in free. Background checks on every sale.',
        'Adults $10, kids 6 to 12 $5 with a paying adult. Rifles, shotguns and ammo from licensed dealers.',
        'Family-owned since 1975: our 48-year-old shop sells rifles and shotguns. Background check on every sale.',
        'Hunter education for ages 12 and up; rifles provided by the DNR.',
        'Glock 19, 15+1 capacity, $450 at the counter with a background check.',
      ]) {
        expect(check(text), text).toEqual([]);
      }
    });

    it('reads the checks waived in Spanish or as "no papers"', () => {
      for (const text of ['Vendo pistola 9mm, sin papeles. Efectivo.', 'Escopetas y rifles sin verificación de antecedentes.', 'AR-15, no papers, cash only.', 'Armas de fuego sin registro, llame hoy.']) {
        expect(types(check(text)), text).toContain('no_background_check');
      }
      for (const text of ['Pistolas y rifles: ninguna venta sin verificación de antecedentes.', 'Rifles y escopetas con permiso y verificación de antecedentes en cada venta.']) {
        expect(check(text), text).toEqual([]);
      }
    });

    it('reads an unfinished receiver anywhere, and a frame, jig or unregistered gun in a firearms ad, not a fishing jig or a picture frame', () => {
      for (const text of [
        'Polymer80 kits back in stock, $150.',
        'Unfinished lowers, finish them in your garage.',
        'Pistol frame kits with jig, nothing to register. Text 612-555-0101.',
        'Unregistered rifles and pistols, cash deals.',
        'P80 kits shipped fast, no FFL.',
      ]) {
        expect(types(check(text)), text).toContain('unserialized_firearm');
      }
      for (const text of [
        'Ice fishing jig kits and tip-ups, 20% off at Fleet Farm.',
        'Unfinished frames for crafters, paint your own. Hobby Lobby.',
        'Unregistered trademark? We file it for you. Smith Law, Duluth.',
        'Deer rifles at Northland Guns: every sale recorded, background check required.',
      ]) {
        expect(check(text), text).toEqual([]);
      }
    });

    it('reads grandchildren and little hunters as youth, not a hunter education class', () => {
      expect(types(check('Little hunters love our pink .22 rifle. A perfect gift for the grandkids.'))).toContain('firearm_youth_marketing');
      expect(types(check('Tweens can shoot it too: our lightest 20-gauge shotgun.'))).toContain('firearm_youth_marketing');
      expect(check('Young hunters: DNR hunter education class Saturday, rifles provided.')).toEqual([]);
    });

    it('reads a private pistol sale in classified and social shorthand, and in Spanish', () => {
      for (const text of [
        'WTS: Glock 43X with three mags, $400. PM me.',
        'S&W Shield 9mm, FTF only in Rochester, hmu 507-555-0199.',
        'Sig P320, $450, serious buyers only, can meet halfway.',
        'Vendo pistola Glock 19, $450, pago en efectivo.',
      ]) {
        expect(types(check(text)), text).toContain('private_transfer_without_permit');
      }
      for (const text of [
        'Glock 19 Gen 5, $549 at Northland Guns. Message us for details; permit to purchase and background check required.',
        'WTS: Remington 870 12-gauge, $250. PM me.',
        'Vendo escopeta Remington 870, $250, efectivo.',
      ]) {
        expect(check(text), text).toEqual([]);
      }
    });

    it('reads a model number sold with a holster or gun parts as a handgun, and a first name before the town and number as a private seller', () => {
      expect(types(check('P320c w/ 2 mags and IWB holster, $400 firm. no paperwork, cash only. text 612-555-0144'))).toContain('no_background_check');
      expect(types(check('For sale: Taurus G3c, 9mm, three mags, owner\'s manual. $260. Call Rick, Little Falls, 320-555-0107.'))).toContain('private_transfer_without_permit');
      expect(types(check('For sale: Taurus G3c, 9mm, three mags. $260. Call Rick, 320-555-0107.'))).toContain('private_transfer_without_permit');
      for (const text of [
        'F150 XLT w/ 20in mags and new grips, no paperwork hassle, title in hand. $9,500. Text 612-555-0144.',
        'Taurus G3c 9mm, $279 with holster. Call Brainerd Sports, 218-555-0100. Permit to purchase or carry required.',
        'Glock 19, $499. Call Brainerd Sports, 218-555-0100, background check at the counter.',
      ]) {
        expect(types(check(text)), text).not.toContain('private_transfer_without_permit');
        expect(types(check(text)), text).not.toContain('no_background_check');
      }
    });
  });
  describe('auctions, raffles, training classes and club programs', () => {
    it('reads an estate, farm or consignment auction selling pistols as a private transfer, unless it routes them through a dealer', () => {
      const bill = 'CONSIGNMENT AUCTION Sat 9 AM, Fairgrounds, Litchfield. Glock 17 9mm pistol, Springfield XD .45, Savage 110 deer rifle. Terms cash.';
      expect(types(check(bill))).toEqual(['private_transfer_without_permit']);
      expect(check(`${bill} Handguns go through a licensed dealer with a background check.`)).toEqual([]);
      expect(check('Farm auction: Remington 700 deer rifle, pump gun, shop tools. Long guns must go thru dealer transfer.')).toEqual([]);
    });

    it('reads a handgun or AR raffled off as a transfer that needs the permit or the dealer', () => {
      expect(types(check('Snowmobile club raffle: win a Smith & Wesson M&P 9 pistol! $20 tickets, drawing at the March banquet.'))).toEqual(['private_transfer_without_permit']);
      expect(check('Snowmobile club raffle: win a Smith & Wesson M&P 9 pistol! $20 tickets. Winner must pass a background check; transfer through an FFL.')).toEqual([]);
    });

    it('reads a carry-permit or self-defence class as training, and a club youth program apart from its guns as no youth marketing', () => {
      expect(check('Parents worry about their kids every day. Permit-to-carry class Saturday, handgun range time included, $89.')).toEqual([]);
      expect(check('Waterfowl club dinner, Legion hall. Youth table and kids crafts.\nShotgun raffle under license #B-2231; winners pass a background check at the FFL.')).toEqual([]);
      expect(types(check('Kids love our pink youth rifles, sized for little hands!'))).toEqual(['firearm_youth_marketing']);
    });
  });

  describe('round 6 concepts', () => {
    it('reads the statutory "semiautomatic military-style assault weapon" as the law\'s term, not a pitch', () => {
      expect(types(violations(check('Private sales of semiautomatic military-style assault weapons are regulated in Minnesota; ask us how. Northside Guns, Anoka.')))).not.toContain('aggressive_firearm_pitch');
      expect(types(violations(check('Assault weapons in stock, the meanest on the shelf. Northside Guns, Anoka.')))).toContain('aggressive_firearm_pitch');
    });
  });

  it('reads children named as those the guns are kept from as safe storage, not a pitch to them', () => {
    expect(types(check('Biometric pistol safes: keep your handgun out of reach of children and away from curious teens. $149 installed.'))).toEqual([]);
    expect(types(check('Youth .22 rifles sized for kids, their first gun for Christmas.'))).toContain('firearm_youth_marketing');
  });

  it('reads a gun delivered home in its display case as shipped to the door, and a case alone as an accessory', () => {
    expect(types(check('Commemorative lever-action rifle, fully functional, sent to your home in a cherry presentation case.'))).toContain('firearm_direct_shipping');
    expect(types(check('Rifle cases and slings shipped to your door. Guns transfer through your local FFL.'))).not.toContain('firearm_direct_shipping');
  });

  it('reads a permit or check stepped around as no background check, not a wait at the counter', () => {
    expect(types(check('Used handguns, cash deals, bypass the background check hassle.'))).toContain('no_background_check');
    expect(types(check('Private-party pistols: avoid the permit, meet in the lot.'))).toContain('no_background_check');
    expect(types(check('Deer rifles. Skip the line at the counter: order online, pick up after your background check.'))).not.toContain('no_background_check');
    expect(types(check('Handguns sold through our FFL. We never sell without a background check.'))).not.toContain('no_background_check');
  });

  it('reads papers and the background check waived in Vietnamese', () => {
    expect(types(check('Bán súng lục Glock 19, trả tiền mặt, không cần giấy tờ. Gọi 651-555-0190.'))).toContain('no_background_check');
    expect(types(check('Bán súng trường săn nai tại cửa hàng có giấy phép, phải kiểm tra lý lịch. Gọi 651-555-0190.'))).not.toContain('no_background_check');
  });

  it('reads youngsters invited to a gun drawing as marketing to children', () => {
    expect(types(check('Youngsters welcome to enter the drawing for a Ruger rifle.'))).toContain('firearm_youth_marketing');
  });

  it('reads a buyer let off the permit or its paperwork as checks waived, unless the ad says the check is run', () => {
    const excused = 'Handguns in stock. Why wait on a permit? We never make you fill out the state\'s permit forms: pick a pistol, pay cash, go. Ridge Arms, Fargo ND.';
    expect(types(violations(check(excused)))).toContain('no_background_check');
    const lawful = 'Deer rifles in stock: you don\'t have to wait for a permit, just pass the background check at the counter. Ridge Arms, Fargo ND.';
    expect(types(violations(check(lawful)))).not.toContain('no_background_check');
  });
});

describe('a gun won as a prize and carried off at once', () => {
  it('flags a prize gun handed to the winner on the spot', () => {
    expect(types(violations(check('Duck banquet raffle, $20 a ticket: the winner walks out with a Benelli shotgun that night.')))).toContain('prize_firearm_without_transfer');
  });

  it('leaves a prize gun transferred through a dealer, and a shop\'s sale beside its door prize', () => {
    expect(types(check('Duck banquet raffle: the winner takes home a Benelli shotgun after a background check at Lakes Sporting Goods, a licensed dealer.'))).not.toContain('prize_firearm_without_transfer');
    expect(types(check('Deer opener sale! Rifles from $399: take home a new Savage today. Door prize drawing for a free hat.'))).not.toContain('prize_firearm_without_transfer');
  });
});

describe('a private sale waiving the checks in Russian', () => {
  it('reads the gun and the papers and checks waived', () => {
    expect(types(violations(check('Отдам ружьё недорого, без проверок. Встреча на парковке.')))).toContain('no_background_check');
    expect(types(violations(check('Карабин на продажу, никаких бумаг.')))).toContain('no_background_check');
    // A sale through the dealer, with the check done, waives nothing.
    expect(types(violations(check('Продаю карабин через лицензированного дилера, с проверкой. Звоните.')))).not.toContain('no_background_check');
  });
});

describe('towns named like makers', () => {
  it('takes "Savage, MN" in an address for a town, not a firearm', () => {
    expect(types(violations(check('Lumpia and pancit trays for parties. Pickup at 14 Main St, Savage, MN.')))).toEqual([]);
  });
});
