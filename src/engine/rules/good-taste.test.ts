import { describe, expect, it } from 'vitest';
import { checkGoodTaste, undoLeetspeak } from './good-taste';
import { ruleInput, types } from './test-helpers';

const check = (text: string) => checkGoodTaste(ruleInput(text));

describe('good taste', () => {
  it('undoes leetspeak without moving offsets', () => {
    expect(undoLeetspeak('sh1t b!tch a$$hole Wow! $5 off 10 items')).toBe('shit bitch asshole Wow! $5 off 10 items');
  });

  it('flags profanity, masked and leetspeak', () => {
    for (const text of ['Best burgers, no BS, no f*cking around.', 'This sale is the sh1t!', 'What the f*** are you waiting for?']) {
      expect(types(check(text))).toEqual(['profanity']);
    }
    const [f] = check('This sale is the sh1t!');
    expect(f.affectedContent).toBe('sh1t');
  });

  it('does not flag words that merely contain a bad string', () => {
    expect(check('Shiitake mushrooms, flame-retardant curtains, crappie fishing gear, Dick\'s Sporting Goods, Scunthorpe United scarves, cocktail hour.')).toEqual([]);
  });

  it('treats slurs as major', () => {
    const [f] = check("Prices so low it's retarded.");
    expect(f).toMatchObject({ violationType: 'slur', severity: 'major', policyCategory: 'publisher_policy' });
  });

  it('flags gore but not a butcher shop', () => {
    expect(types(check('Blood-soaked horror: see the massacre at Fright Farm.'))).toEqual(['graphic_violence']);
    expect(check('Custom slaughter and processing for beef, hogs and lamb. USDA inspected.')).toEqual([]);
    expect(check('Gore-Tex boots 30% off.')).toEqual([]);
  });

  it('flags fear copy and tragedy tie-ins, not Memorial Day sales', () => {
    expect(types(check('Your kids could die tonight. Buy a SafeHome alarm.'))).toEqual(['fear_based_copy']);
    expect(types(check('Never forget: 9/11 mattress sale, 40% off.'))).toEqual(['exploits_tragedy']);
    expect(check('Memorial Day Sale: 20% off patio furniture.')).toEqual([]);
    expect(check('Pancake breakfast 9-11 am, bake sale all day. Sale ends 9/11.')).toEqual([]);
  });

  it('keeps mild words advisory', () => {
    expect(check('Damn good coffee.').map((f) => f.severity)).toEqual(['minor']);
  });

  describe('read by concept', () => {
    it('finds fear copy as harm near the reader\'s family with a prompt to imagine it', () => {
      expect(types(check('Imagine coming home to find your kids gone. Install Guardian alarms.'))).toEqual(['fear_based_copy']);
      expect(check('Your kids will be gone all day at camp! Sign up now.')).toEqual([]);
      expect(check('Check your smoke alarms: most home fire deaths happen where alarms do not work.')).toEqual([]);
    });

    it('reads the reader\'s own death foretold or asked, not hyperbole or an "if you die" of insurance', () => {
      for (const text of ['You are going to die in that old minivan. New ones have eight airbags.', "You're gonna die someday. Is your burial paid for?", 'Will you die waiting for the ambulance? Wear an alert button.']) {
        expect(types(check(text))).toEqual(['fear_based_copy']);
      }
      for (const text of [
        'Our ribs are so tender you will die.',
        "You're going to die when you taste the brisket.",
        "You'll die laughing at Thursday's open mic.",
        'What happens to your family if you die? Term life from $18 a month.',
        'Will you dye your hair this spring? Color specials.',
        "Our new brisket? You'll die!",
      ]) {
        expect(check(text)).toEqual([]);
      }
    });

    it('reads Asian people mocked in put-on broken English, not a menu in plain English', () => {
      expect(types(check('Velly cheap lo mein Tuesdays! Golden Dragon Buffet, Fridley.'))).toEqual(['slur']);
      expect(types(check('Me so hungry? Come to Pho Palace happy hour.'))).toEqual(['slur']);
      expect(check('Fried rice $9, lo mein $10. Golden Dragon Buffet, Fridley.')).toEqual([]);
    });

    it('reads the death of a child nobody names foretold, not a child safe or a hyperbole', () => {
      expect(types(check('A student could die on those stairs before spring. Vote yes for the overpass.'))).toEqual(['fear_based_copy']);
      expect(check('A kid could die laughing at our clowns! Circus tickets $12.')).toEqual([]);
      expect(check('No child will go hungry this winter: give to the food shelf.')).toEqual([]);
    });

    it('reads the reader pictured in degradation to sell the rescue, not a pet food price or a denial', () => {
      for (const text of [
        'Scammers empty accounts every day, and you\'ll end up living on dog food in your car. Fraud alerts from $9 a month.',
        'Nobody checked on you for days, and you lay in your own urine by the bed. Wear the SafeCall button.',
      ]) {
        expect(types(check(text)), text).toEqual(['fear_based_copy']);
      }
      for (const text of ['Premium cat food, 20 lb bag $34. Your cats will thank you.', 'With SafeCall, you will never be found days later: help comes in minutes.']) {
        expect(check(text), text).toEqual([]);
      }
    });

    it('reads "be dead" foretold as death, past a negation in its condition, not "dead tired" or "dead to the world"', () => {
      for (const text of ["Skip the colonoscopy and you'll be dead by 55.", 'Your kids could be dead before the old detector chirps.', "If you don't test for radon, you will be dead sooner than you think."]) {
        expect(types(check(text)), text).toEqual(['fear_based_copy']);
      }
      for (const text of ["You'll be dead tired after our hot yoga.", 'Your kids will be dead to the world after a day at the water park.', "You won't die of boredom at our museum."]) {
        expect(check(text), text).toEqual([]);
      }
    });

    it('reads death foretold in Spanish for the reader or the family, not "morir de risa" or a denial', () => {
      for (const text of ['Su familia podría morir esta noche: revise su calentador.', '¡Usted va a morir! ¿Quién pagará el funeral?', 'Tus hijos pueden no despertar si hay monóxido.']) {
        expect(types(check(text)), text).toEqual(['fear_based_copy']);
      }
      for (const text of ['Usted va a morir de risa en el show del viernes.', 'Con ventanas nuevas, su familia no va a morir de frío.', 'Su familia puede ahorrar 20% hoy.', '¡Tú vas a morir! Nuevo menú de tacos.']) {
        expect(check(text), text).toEqual([]);
      }
    });

    it('finds gore in its word forms, but not a butcher, a Bloody Mary or guts as courage', () => {
      expect(types(check('We butchered our prices! Blood everywhere, guts on the showroom floor.'))).toEqual(['graphic_violence']);
      expect(check('Custom butchering of beef and hogs. Bloody Marys at the bar. It takes guts to win.')).toEqual([]);
    });

    it('finds profanity built on a masked stem, but not shitake mushrooms', () => {
      expect(types(check("Holy sh*tballs, these f-ing deals!"))).toEqual(['profanity']);
      expect(types(check('Effing great prices.'))).toEqual(['profanity']);
      expect(check('Shitake mushroom burgers, $12.')).toEqual([]);
    });

    it('finds gore as body matter spread over a place, and injury done to a person', () => {
      expect(types(check('A deer through the windshield: blood on the dash, guts across the hood.'))).toEqual(['graphic_violence']);
      expect(types(check('Brains splattered on the wall. Pest Pros, call today.'))).toEqual(['graphic_violence']);
      expect(types(check("Learn to shatter a man's jaw. Krav Maga, first class $10."))).toEqual(['graphic_violence']);
      expect(check('Blood on the Tracks on vinyl, $25. Give blood Friday at the Red Cross.')).toEqual([]);
      expect(check('Break a leg at auditions! Whitening strips for teeth on the go.')).toEqual([]);
      expect(check('Never break his neck: safe lifting classes for caregivers.')).toEqual([]);
    });

    it('finds a sale tied to a tragedy across sentences, not a repair offer after a storm or a fire sale', () => {
      expect(types(check("Last week's tornado took six of our neighbors. In their memory, everything is 30% off."))).toEqual(['exploits_tragedy']);
      expect(check('Flood damage? We restore what you lost. Dehumidifiers 20% off this week.')).toEqual([]);
      expect(check('Fire sale! Everything must go.')).toEqual([]);
      expect(check('A prayer vigil for the families affected by the flood, Thursday at 7.')).toEqual([]);
    });

    it('finds the next-victim question and the "don\'t let" threat, not an ordinary question or reminder', () => {
      expect(types(check('After the shooting at the school on Monday, every parent asks: will your family be next?'))).toEqual(['fear_based_copy']);
      expect(types(check("Don't let your children become the next victim. Alarms $0 down."))).toEqual(['fear_based_copy']);
      expect(check('Will your family be ready for winter? Furnace tune-ups $89.')).toEqual([]);
      expect(check("Don't let your kids miss out on summer camp.")).toEqual([]);
    });

    it('finds Spanish profanity, but not the words that contain it', () => {
      expect(types(check('¡Precios de puta madre en llantas!'))).toEqual(['profanity']);
      expect(check('Disputas de tránsito: abogado Ramírez. Computadoras y reparaciones.')).toEqual([]);
    });

    it('reads a masked word by lining its letters up with a profane word, not a footnote star or a rating', () => {
      expect(types(check("Prices so low it's f**king criminal."))).toEqual(['profanity']);
      expect(types(check('Get your a** down here!'))).toEqual(['profanity']);
      expect(types(check('Kick-ass deals all week.'))).toEqual(['profanity']);
      expect(check('Financing as low as* 1.9% APR. *With approved credit. A*B testing class, 5* reviews.')).toEqual([]);
      expect(check('Nativity pageant with a live donkey, the humble ass that carried Mary.')).toEqual([]);
    });

    it('reads "illegals" as a slur, and "will you be next?" after a death as fear copy, not after a lottery win', () => {
      expect(types(check('Prices so low, even the illegals are lining up.'))).toEqual(['slur']);
      expect(types(check('Every 12 minutes someone dies in a house fire. Will you be next? Smoke detectors $19.'))).toEqual(['fear_based_copy']);
      expect(check("Last week's winner took home $1 million. Will you be next?")).toEqual([]);
    });

    it('reads a death on the road tied to a sale, not condolences or a repair offer', () => {
      expect(types(check('A drunk driver killed Jenny Olson on Highway 10. Remember her: tires 25% off this week.'))).toEqual(['exploits_tragedy']);
      expect(check("Our condolences to the families of the two people killed in Saturday's crash.")).toEqual([]);
      expect(check('Car accident? We fix it right. 10% off collision repair this month.')).toEqual([]);
      expect(types(check('Ten firefighters died in the warehouse blaze. We honor them with our Heroes Sale: 40% off boots.'))).toEqual(['exploits_tragedy']);
      expect(check('Beat the dead of winter: fire pits 30% off.')).toEqual([]);
      expect(types(check("Imagine a stranger in your daughter's bedroom tonight. Motion lights $29."))).toEqual(['fear_based_copy']);
    });

    it('reads death foretold for the reader\'s family as fear, not a figure of speech or a cosy promise', () => {
      for (const text of [
        'YOUR KIDS MAY NOT WAKE UP TOMORROW. Carbon monoxide detectors $89.',
        'Your Children Will Burn Alive If You Ignore This. Free smoke detector check.',
        'Your grandkids might never come home. GPS trackers for teens.',
        'Tonight could be the night the furnace kills everyone you love while they sleep.',
      ]) {
        expect(types(check(text))).toEqual(['fear_based_copy']);
      }
      expect(check('Your family will never wake up cold again with a new furnace.')).toEqual([]);
      expect(check("Your kids won't wake up early on Saturday: sleep-in special.")).toEqual([]);
      expect(check('Your kids will die laughing at our magic show.')).toEqual([]);
      expect(check('Your son will be taken care of by licensed staff.')).toEqual([]);
      expect(check('Your children can drown in just two inches of water. Free swim safety class.')).toEqual([]);
    });

    it('reads the question whether the reader\'s family will live through it, not a cosy question that goes on', () => {
      for (const text of [
        'Your kids went to bed tonight. Will they wake up? CO detectors $39.',
        'Your baby is asleep upstairs. Will she wake up? Radon test kits.',
        'Will your family make it out alive? Escape ladders $49.',
        'Will your children survive the night? Space heater safety check, $59.',
      ]) {
        expect(types(check(text))).toEqual(['fear_based_copy']);
      }
      expect(check('Will your kids wake up excited on Christmas morning? Toys 20% off.')).toEqual([]);
      expect(check('Will your family make it home for the holidays? Tire sale this week.')).toEqual([]);
      expect(check('Will they survive the winter? Feed the birds: seed 20% off.')).toEqual([]);
    });

    it('reads an attack too quick to survive as death foretold, not a surprise party', () => {
      for (const text of ["Your daughter won't have time to scream. Cameras $0 down.", "Your kids won't hear him coming. Motion lights $29.", "Your family won't get out in time. Smoke alarms installed."]) {
        expect(types(check(text))).toEqual(['fear_based_copy']);
      }
      expect(check("Your family won't see it coming: surprise them with a hot tub! Your kids won't have time to be bored at camp.")).toEqual([]);
    });

    it('reads a death in the family awaited as the cost of waiting, not a funeral home\'s own trade or an ordinary wait', () => {
      for (const text of [
        "Don't wait for the funeral. CO detectors installed today.",
        "Don't wait for the call from the hospital. Alarms monitored 24/7.",
        'Every day you wait is a day closer to the funeral. Mold testing $149.',
        "You won't know until you're picking out a tiny casket. Call Mold Busters.",
      ]) {
        expect(types(check(text))).toEqual(['fear_based_copy']);
      }
      expect(check("Don't wait for the sale to end. Don't wait until you end up in the emergency room: flu shots today.")).toEqual([]);
      expect(check('Pre-planning lunch at Anderson Funeral Home. Caskets and urns on display. Do not wait until the funeral to decide.')).toEqual([]);
    });

    it('reads a silent killer at work on the family now, not a budget or a safe product', () => {
      for (const text of ['Radon is killing your family right now.', 'The mold in your walls could be poisoning your kids.', 'Carbon monoxide is silently killing your children.']) {
        expect(types(check(text))).toEqual(['fear_based_copy']);
      }
      expect(check("Gas prices killing your family's budget? Killing it for your family since 1952. Weed killer safe for your kids and pets.")).toEqual([]);
    });

    it('reads a headline wrapped over lines as one clause', () => {
      expect(types(check('YOUR DAUGHTER COULD BE\nTHEIR NEXT VICTIM\nAlarm systems, $29.99 a month.'))).toEqual(['fear_based_copy']);
      expect(check('Your family could be\nthe next winners of our raffle!')).toEqual([]);
    });

    it('reads the next-victim question in either word order, not a winner\'s "you could be next!"', () => {
      expect(types(check('IS YOUR FAMILY NEXT? Alarms installed this week.'))).toEqual(['fear_based_copy']);
      expect(types(check('Burglars hit three homes on Elm Street. Are you next?'))).toEqual(['fear_based_copy']);
      expect(check('Our top seller made six figures her first year. You could be next!')).toEqual([]);
      expect(check('Your family is next in line for savings.')).toEqual([]);
    });

    it('reads the next-victims question and a family pictured not breathing, not a spelling bee or a family dinner', () => {
      expect(types(check('Could your kids be the next victims? Gun safes on sale.'))).toEqual(['fear_based_copy']);
      expect(types(check('Picture your baby not breathing. Sleep monitors $59.'))).toEqual(['fear_based_copy']);
      expect(check('Could your kids be the next spelling bee champion? Tutoring $20.')).toEqual([]);
      expect(check('Picture your family gathered around a new table. Dining sets 20% off.')).toEqual([]);
    });

    it('reads "next time it could be your street" after a harm or a tragedy, not after a lottery win', () => {
      expect(types(check('A break-in on Oak Avenue, a family hurt. Next time it could be your street. Cameras installed.'))).toEqual(['fear_based_copy']);
      expect(check('Next time it could be you holding the winning ticket.')).toEqual([]);
    });
  });

  describe('gore told as a spectacle', () => {
    it('reads innards spilling out and people cut apart, not grief, a fish or a confession', () => {
      for (const text of [
        'Their guts spill across the barn floor. Haunted Barn, Fridays in October.',
        'Campers hacked to pieces in the woods: the Haunted Trail returns.',
        'Spilled guts and brains gushing: Zombie Run 5K.',
        'Watch the victims get sliced open one by one.',
      ]) {
        expect(types(check(text))).toEqual(['graphic_violence']);
      }
      expect(check('Families torn apart by addiction: free support group Tuesdays.')).toEqual([]);
      expect(check('Walleye gutted and filleted while you wait. Spill your guts at karaoke night!')).toEqual([]);
      expect(check('Remember the blood spilled for our freedom. Memorial Day service at 10.')).toEqual([]);
    });

    it('reads a body part told broken after the fact, not a dentist or a tree service', () => {
      expect(types(check('Skulls crushed, necks snapped: Demolition Derby Saturday!'))).toEqual(['graphic_violence']);
      expect(check('Teeth shattered? Same-day dental. Tree limbs torn off by the storm? Tree service 15% off.')).toEqual([]);
    });

    it('reads hearing or watching a body break, not a health fact or the ice on a lake', () => {
      expect(types(check('Hear the bones snap. Watch his skull crack. Fright Night, $15.'))).toEqual(['graphic_violence']);
      expect(check('Weak bones break easily. Get a bone density scan. Hear the ice crack on the lake: snowshoe tours.')).toEqual([]);
    });

    it('reads a person cut up told as the blade\'s object and how far it goes, not a deal, a turkey or a haircut', () => {
      for (const text of [
        'The Butcher will gut his victims alive.',
        'Watch him split a screaming man from throat to belly.',
        'The Reaper skins them alive in front of you.',
        'See the killer slice her open on stage.',
        'He hacks the campers to pieces, one by one.',
      ]) {
        expect(types(check(text))).toEqual(['graphic_violence']);
      }
      expect(check("We'll cut him a deal. Carve the turkey, skin the deer, split a pizza with her tonight.")).toEqual([]);
      expect(check('We saw a woman with a sore throat and cut her hair short. Walleye gutted and skinned.')).toEqual([]);
    });

    it('reads body matter told by what it lands on, and innards sliding out, not a blood orange glaze or a blood drive', () => {
      for (const text of [
        'The front row gets sprayed with their blood.',
        'You will leave drenched in blood.',
        'Zombies everywhere, covered in guts.',
        'His guts slop onto the floor at your feet.',
        'Brains oozing from cracked skulls.',
      ]) {
        expect(types(check(text))).toEqual(['graphic_violence']);
      }
      expect(check('Salmon covered in blood orange glaze. Sunsets soaked in blood-red light. Blood drive covered in the news.')).toEqual([]);
      expect(check('Bottomless mimosas and bloodys, $25. Bloody Mary bar Sundays.')).toEqual([]);
    });

    it('reads a dead body told as rotting, even in a warning, but not a rotten deal or a denial', () => {
      for (const text of ["Don't leave your kids a rotting corpse and a funeral bill.", 'Decomposing bodies in every room of the Asylum.', 'Smell the rotting flesh: Zombie Walk, Oct 30.']) {
        expect(types(check(text))).toEqual(['graphic_violence']);
      }
      expect(check('No rotting corpses here, just hayrides and cider. Decaying teeth? See Dr. Lee. Rotten deal on your trade-in?')).toEqual([]);
    });

    it('reads a killing told by what it does to the body, not a first-aid class', () => {
      for (const text of ["We'll blow your brains out with these deals.", 'Watch him bleed out on the floor.', 'Get your head blown off at our paintball arena.', 'Beaten to a bloody pulp in the cage: Fight Night.', 'Stabbed to death in the hayloft: Haunted Barn.']) {
        expect(types(check(text))).toEqual(['graphic_violence']);
      }
      expect(check('Stop the Bleed class: learn to keep a victim from bleeding out. Tourniquets provided.')).toEqual([]);
      expect(check('Blow your mind with our fireworks. Beat the heat: AC tune-ups.')).toEqual([]);
    });

    it('keeps a haunted house that promises no gore clean', () => {
      expect(check('Haunted hayride: spooky fun, no gore, for all ages.')).toEqual([]);
      expect(check('Not too gory for kids: a friendly corn maze.')).toEqual([]);
      expect(types(check('No one survives the massacre at Fright Farm.'))).toEqual(['graphic_violence']);
    });
  });

  describe('profanity in disguise', () => {
    it('reads a word spelt with symbols or digits as the profane word it spells, not prices, emails or brand names', () => {
      for (const text of ['Get off your @ss and into the gym.', 'Move that a$$, January is over.', "Don't be a d1ck: recycle.", 'P!ss-poor service? Not here.']) {
        expect(types(check(text))).toEqual(['profanity']);
      }
      expect(check('Two for $25 @ $5 each. Win $$$ cash! Email info@assn.org. A1 steak sauce. Ca$h for gold. Room 101!')).toEqual([]);
    });

    it('reads a word dashed out as scripts write it, not a plan B, a range of days or a surname kept private', () => {
      for (const text of ['Cold snap? Say f--- it and book the cruise.', 'HOLY S---, LOOK AT THESE PRICES', 'Sh-- happens. We tow it.']) {
        expect(types(check(text))).toEqual(['profanity']);
      }
      expect(check('Plan B-- our backup generator. Open Mon--Fri. Grades K--12. "Best roof ever" - Mary S---, Edina.')).toEqual([]);
    });

    it('reads a curse in grawlix, "wtaf", "fukn" or the middle-finger emoji, not a company, a genre or a plain word shouted', () => {
      for (const text of ['S#!t happens: towing 24/7.', '$#!t-hot wings.', 'Winter? B@#$h, please.', 'WTAF, these prices.', 'Fukn cheap tires.', '\u{1F595} to overdraft fees.']) {
        expect(types(check(text)), text).toEqual(['profanity']);
      }
      expect(check('Wow! AT&T, R&B night, F&I office, US$ and A$ accepted, M*A*S*H reruns. Call Dick! Ass! of the nativity.')).toEqual([]);
    });

    it('reads profanity spelt by sound or without vowels, not a restaurant\'s name or an acronym', () => {
      for (const text of ['Phuck high prices.', 'Fukin great deals all week.', 'These fcking prices!', "Don't be an a-hole: shop local.", 'Biatch, please. Our prices are lower.']) {
        expect(types(check(text))).toEqual(['profanity']);
      }
      expect(check('Fuk Hing Chinese restaurant. FCC licensed. FK Auto Parts. Phuket vacations. Phuc Long tea.')).toEqual([]);
    });

    it('reads curses abbreviated, "af" after an adjective, not the Air Force', () => {
      for (const text of ['Deals so good, cheap af.', 'GTFO with these prices!', 'Wings hot AF, beer cold AF.', 'OMFG, zero down!']) {
        expect(types(check(text))).toEqual(['profanity']);
      }
      expect(check('AF veteran discount. USAF retirees welcome. AFSCME members 10% off.')).toEqual([]);
    });

    it('reads "ass" said of a person, not the donkey or the words that contain it', () => {
      for (const text of ['Lazy ass? Personal training, $30.', 'Smart-ass prices on every mower.', 'Winter, kiss my ass: heated garages.', 'Taxes are a pain in the ass. Let us do them.']) {
        expect(types(check(text))).toEqual(['profanity']);
      }
      expect(check('Assess your home\'s value. Bass fishing, brass beds, Mass at 9. A donkey, the humble ass of the manger.')).toEqual([]);
    });

    it('reads Vietnamese profanity by its tone marks, not "enough", "the" or "big"', () => {
      for (const text of ['Bún bò ngon đéo chịu được.', 'Giá rẻ vãi lồn!']) {
        expect(types(check(text)), text).toEqual(['profanity']);
      }
      expect(check('Giá đủ rẻ cho các bạn. Tô lớn $12. Đĩa cơm $10, đèo Hải Vân tour.')).toEqual([]);
    });

    it('reads masked and plain Spanish profanity, not the words that contain it', () => {
      for (const text of ['¡Precios de p*ta madre en llantas!', 'Pinches precios bajos, compa.', 'Ofertas bien chingonas.', 'No mames, qué precios.']) {
        expect(types(check(text))).toEqual(['profanity']);
      }
      expect(check('Pinchos de pollo, culantro y cojines para el patio.')).toEqual([]);
    });
  });

  describe('slurs and contempt for a people', () => {
    it('reads a people\'s name made a verb of cheating, and disability slurs', () => {
      for (const text of ['Never get gypped at the pump again.', 'Tired of being jewed down on your trade-in?', "Don't be an Indian giver: gift cards never expire.", 'Spazz out at the trampoline park!']) {
        expect(types(check(text))).toEqual(['slur']);
      }
      expect(check('Gypsum board and drywall supplies. Jewelry repair while you wait. Spastic colon support group.')).toEqual([]);
      expect(check('Gyp-Crete floor underlayment, gyp board hanging and taping. Leotards and fire-retardant curtains.')).toEqual([]);
    });

    it('reads a slur with its letters starred out, not a rating, a footnote or a masked ordinary word', () => {
      for (const text of ["Prices so low they're r*tarded.", 'Deals so good it is R**ARDED.', 'Only a f*ggot pays retail.', 'No more tr*nnies in our restrooms.']) {
        expect(types(check(text))).toEqual(['slur']);
      }
      expect(check('Rated 5* by guests. Retardant-treated lumber. Prices are low* (*while supplies last). R&D tax credit.')).toEqual([]);
    });

    it('reads "gypsies" said of people, not a moth, a horse or a style of jazz', () => {
      for (const text of ['Lots for rent. No gypsies.', 'Campground rules: gypsy families must register at the office.']) {
        expect(types(check(text))).toEqual(['slur']);
      }
      expect(check('Gypsy moth spraying starts June 1. Gypsy jazz trio Friday. Gypsy Vanner foals for sale.')).toEqual([]);
    });

    it('reads the sing-song mockery of Chinese speech as a slur', () => {
      expect(types(check('Ching-chong prices at the Lucky Dragon buffet.'))).toEqual(['slur']);
      expect(check('Chong Lee, DDS: family dentistry. Ching Ming festival at the temple.')).toEqual([]);
    });

    it('reads ethnic slurs, not an idiom, a potato or a lake', () => {
      expect(types(check('Prices even the polacks understand.'))).toEqual(['slur']);
      expect(check('Squaw Lake resort cabins. Redskin potatoes $2 a bag. Find the chink in the armor of your budget.')).toEqual([]);
    });

    it('reads a word of disgust or vermin beside a people\'s name, not mold, beetles or carp', () => {
      for (const text of ['Downtown is one curry-stinking immigrant buffet after another. Eat at Gus\'s.', 'Refugees swarming our town? Shop at a real American store.', 'No filthy foreigners in our kitchen.']) {
        expect(types(check(text))).toEqual(['slur']);
      }
      expect(types(check('The Mexicans took our jobs. Take back your savings at Bob\'s.'))).toEqual(['slur']);
      expect(check('Refugees go back to school: free ESL classes at the library.')).toEqual([]);
      expect(check('Dirty Mexican martinis $6 at the Cantina.')).toEqual([]);
      expect(check('Filthy black mold in your basement? Swarming Asian beetles? Lazy Indian summer days? We can help.')).toEqual([]);
      expect(check('Asian carp invading our rivers: lake association meeting. Immigration lawyer helping immigrants and refugees since 1990.')).toEqual([]);
    });
  });

  describe('contempt for a people\'s speech or presence', () => {
    it('reads a people\'s language made noise, and a people put up with, not language classes or their own paperwork', () => {
      for (const text of [
        "You won't have to put up with the Somali gibberish at our lot.",
        'No Spanish jabbering on the sales floor.',
        'Tired of Hmong babble at the counter? Shop with us.',
        "Sick of the immigrants? You won't see them here.",
        'No need to put up with refugees in line.',
      ]) {
        expect(types(check(text))).toEqual(['slur']);
      }
      expect(check('Spanish classes, Somali tea, Hmong New Year. Legal gibberish explained in plain English. Baby babble class.')).toEqual([]);
      expect(check("We put up with immigrants' paperwork so you don't have to: immigration law, Hmong and Spanish spoken.")).toEqual([]);
    });

    it('reads a people waved off as a sort, and home set against their country as the lesser place', () => {
      for (const text of ['Upper flat for rent. Quiet building, no immigrant types.', 'Fixed prices, no bartering: you\'re in St. Cloud now, not some Somalia flea market.']) {
        expect(types(check(text)), text).toEqual(['slur']);
      }
      expect(check('Somali types of tea and three kinds of Ethiopian coffee at Hodan\'s Market.')).toEqual([]);
      expect(check('This is Minnesota, not Florida: get your furnace checked before the first freeze.')).toEqual([]);
      expect(check('Welcome to Mexico without the flight: tacos al pastor, 2 for $5 at La Frontera.')).toEqual([]);
    });
  });

  describe('a curse said by its sound', () => {
    it('reads a sound-alike used as the curse before an adjective, not a restaurant\'s name before a noun', () => {
      for (const text of ['Pho King Good Soup', 'Come hungry. Eat pho king much.', "It's pho-king delicious.", 'What the pho? Noodles $9.', 'Fawking great deals!']) {
        expect(types(check(text))).toEqual(['profanity']);
      }
      expect(check('Pho King Kitchen, 1595 County Rd B2. Pho, bun bo Hue and banh mi. King crab Fridays.')).toEqual([]);
    });
  });

  describe('a sale tied to a tragedy', () => {
    it('reads the September 11 attacks as written, with money off as a sale, not a date', () => {
      expect(types(check('Patriot Day. Never forget the fallen: $911 off every sofa, Sept 11 only.'))).toEqual(['exploits_tragedy']);
      expect(types(check('Twin Towers tribute to those we lost. Storewide savings all weekend.'))).toEqual(['exploits_tragedy']);
      expect(check('Sale ends 9/11. Pancake breakfast 9-11 am. Call 911 in an emergency.')).toEqual([]);
    });

    it('reads lives taken in other words near a disaster and a sale, not damage or a reopening', () => {
      expect(types(check('The twister claimed two lives in our town. Clearance starts Friday, 20% off.'))).toEqual(['exploits_tragedy']);
      expect(types(check('Last week the storm tore through and took three of our neighbors. Everything marked down.'))).toEqual(['exploits_tragedy']);
      expect(check("Last year's flood took our store. Grand reopening sale, 20% off!")).toEqual([]);
      expect(check('We lost power for three days. Generators on sale, 15% off.')).toEqual([]);
    });

    it('reads a dated shooting or a crash with lives lost, not a shooting league, a body shop or customers called neighbors', () => {
      expect(types(check("Our hearts go out to the victims of Saturday's shooting. Gun safes 20% off."))).toEqual(['exploits_tragedy']);
      expect(types(check('In honor of the nine lives lost in the Hwy 10 pileup, we are taking 20% off tires.'))).toEqual(['exploits_tragedy']);
      expect(check('Trap shooting league starts Monday. Members who died this year will be remembered at the banquet. Range passes 20% off.')).toEqual([]);
      expect(check('Car wreck? We treat our neighbors right. Collision repair 10% off this month.')).toEqual([]);
    });

    it('reads a named tragedy or attack put to an urgent question beside a sale, not a holiday or a season', () => {
      for (const text of [
        'After Parkland, Can You Afford to Wait? Ballistic backpacks for students, 25% off.',
        'SINCE COLUMBINE, ARE YOUR KIDS SAFE? Security film 15% off this month.',
        'After the school shooting downtown, is your family safe? Lockdown doors $200 off.',
      ]) {
        expect(types(check(text))).toEqual(['exploits_tragedy']);
      }
      expect(check('After Christmas, can you afford to wait? Furnaces 20% off.')).toEqual([]);
      expect(check('After Labor Day, are you ready for school? Backpacks 20% off.')).toEqual([]);
      expect(check('Tornado season: are you ready? Storm shelters 10% off.')).toEqual([]);
      expect(check('Our thoughts are with the families after the school shooting. Vigil Thursday at 7.')).toEqual([]);
    });

    it('reads a named allusion only when it sells protection and leaves its question standing', () => {
      expect(check("After Grandma's, stop by for pie. Are you ready? Whole pies 20% off.")).toEqual([]);
      expect(check('After Bemidji, are you ready for Brainerd? Tour tickets 10% off.')).toEqual([]);
      expect(check('After Duluth, can you afford to wait? Concert tickets on sale, 10% off.')).toEqual([]);
      expect(types(check('After Duluth, can you afford to wait? Security cameras on sale, 10% off.'))).toEqual(['exploits_tragedy']);
    });

    it('reads "never forget" as mourning, not as a reminder', () => {
      expect(check('Sale ends 9/11. Never forget your coupon!')).toEqual([]);
    });

    it('reads "never forget" before the attacks as mourning, not as a denial of them', () => {
      expect(types(check('NEVER FORGET 9/11 MATTRESS EVENT\nIn honor of that terrible day, 9.11% off every mattress.'))).toEqual(['exploits_tragedy']);
      expect(types(check('Never forget September 11th. Sofas 20% off all weekend.'))).toEqual(['exploits_tragedy']);
    });

    it('reads a town laid waste beside a sale, not a store\'s own loss, a benefit or a repair offer', () => {
      for (const text of [
        'BLOWOUT SALE! The tornado flattened half of Pilger last week, but not our prices.',
        'A year ago the tornado tore through Sartell. Remember the families who lost everything? 40% off generators.',
        'The flood wiped out forty homes on the river. Our Flood Sale starts now, 30% off carpet.',
        'The wildfire burned down half of Paradise. Save big at our Fire Sale.',
      ]) {
        expect(types(check(text))).toEqual(['exploits_tragedy']);
      }
      expect(check("Last year's flood took our store. Grand reopening sale, 20% off!")).toEqual([]);
      expect(check('The tornado destroyed our showroom. Rebuilt and reopening: 20% off!')).toEqual([]);
      expect(check('Bake Sale for Tornado Relief: every dollar goes to families who lost their homes in the June storm.')).toEqual([]);
      expect(check('The storm destroyed roofs across town. Free estimates and insurance claims, 10% off repairs.')).toEqual([]);
    });

    it('reads victims honoured beside a sale, and a count of the dead, not Memorial Day or a benefit', () => {
      for (const text of [
        'In memory of the 35W bridge victims, 35% off everything.',
        'Honoring the victims with our Remembrance Sale this weekend.',
        'The shooting at Lincoln High left 5 dead. Bulletproof backpacks 20% off.',
      ]) {
        expect(types(check(text))).toEqual(['exploits_tragedy']);
      }
      expect(check('Memorial Day: honoring the fallen. 20% off patio sets. Beat the dead of winter: fire pits 30% off.')).toEqual([]);
      expect(check('Honoring victims of domestic violence: 20% of proceeds donated to the shelter.')).toEqual([]);
    });

    it('reads a sale named after a named storm, not storm gear', () => {
      expect(types(check('Hurricane Katrina Blowout Sale! Prices washed away.'))).toEqual(['exploits_tragedy']);
      expect(types(check('Superstorm Sandy Savings on every generator.'))).toEqual(['exploits_tragedy']);
      expect(check('Hurricane Shutters Sale, 15% off. Hurricane lamps 20% off. Hurricane season is here.')).toEqual([]);
      expect(check('Hurricane Creek Golf Course: twilight specials, $15.')).toEqual([]);
    });

    it('reads condolences to the bereaved as mourning beside a sale, not a benefit for the families', () => {
      for (const text of [
        'Our hearts are with everyone after the grain elevator explosion in Dassel. Work boots 30% off through Sunday.',
        'Thoughts and prayers to everyone touched by the Hwy 52 bus crash. Every recliner marked down this weekend.',
      ]) {
        expect(types(check(text))).toEqual(['exploits_tragedy']);
      }
      expect(check('Our hearts go out to the families of the Elm Street fire. 20% of every sale this week goes to their relief fund.')).toEqual([]);
      expect(check('Our hearts go out to everyone hit by the flood. Free water-damage estimates.')).toEqual([]);
      expect(check('With heavy hearts, after the fire in our warehouse, we are closing. Everything 50% off.')).toEqual([]);
    });

    it('reads a sale named after a national catastrophe, not a tour of its memorial or a tribute to veterans', () => {
      for (const text of ['Holocaust Remembrance Day Doorbusters: 30% off sectionals.', 'Remember Pearl Harbor! Storewide savings December 7.', 'Patriot Day deals: $200 off every grill.']) {
        expect(types(check(text))).toEqual(['exploits_tragedy']);
      }
      expect(check('Oahu in spring: Waikiki, Diamond Head and Pearl Harbor. Save $300 on the package.')).toEqual([]);
      expect(check('Pearl Harbor Day: 15% off for veterans and service members all day.')).toEqual([]);
      expect(check('Holocaust museum field trip for eighth graders: student tickets half price.')).toEqual([]);
      expect(check('Pearl Harbor on DVD, 40% off this week only.')).toEqual([]);
    });
  });
});

describe('good taste: round four concepts', () => {
  it('reads bullshit by its initials where it is cut or done without, not a B.S. degree', () => {
    for (const text of ['Honest mechanics. Zero B.S. on every invoice.', 'Tired of the BS at big banks? Switch today.', 'We cut out the BS and the markup.']) {
      expect(types(check(text)), text).toEqual(['profanity']);
    }
    for (const text of ['Now hiring: RN with a B.S. in nursing.', 'No B.S. degree required, we train on the job.', 'BS and MS programs in biology.']) {
      expect(check(text), text).toEqual([]);
    }
  });

  it('reads "AF" after the state a person is in, not a retired airman or an Air Force base', () => {
    expect(types(check('Our pies are stuffed AF this Thanksgiving.'))).toEqual(['profanity']);
    expect(types(check('Sleepy af? Cold brew on tap.'))).toEqual(['profanity']);
    expect(check('Owner is a retired AF pilot. Discount for AF veterans.')).toEqual([]);
    expect(check('Ask about our AF base shuttle.')).toEqual([]);
  });

  it('reads a killing foretold with the family as its object, not a fact stated or a budget harmed', () => {
    expect(types(check('Tonight an intruder might kill your kids while you sleep. Get our alarm.'))).toEqual(['fear_based_copy']);
    expect(types(check('A stranger could abduct your daughter from the driveway. Cameras from $99.'))).toEqual(['fear_based_copy']);
    expect(check("High rates could kill your family's budget. Refinance today.")).toEqual([]);
    expect(check("Our cleaners won't poison your kids or your pets.")).toEqual([]);
    expect(check('Our movers could shoot your family portrait too, just ask.')).toEqual([]);
  });

  it('reads lives lost told gently, and a disaster called deadly, beside a sale', () => {
    expect(types(check("The fatal flood last spring is still on our minds. Flood Memorial Days: 30% off sump pumps."))).toEqual(['exploits_tragedy']);
    expect(types(check("Two families on our road didn't survive the tornado. Tornado Week savings: 20% off safe rooms."))).toEqual(['exploits_tragedy']);
    expect(check('Fire up the grill: deadly good deals, 20% off steaks.')).toEqual([]);
  });

  it('counts a relief body as a benefit only when the money goes to it', () => {
    expect(types(check('The storm flattened half of our town and now it is flattening prices: 35% off while the Salvation Army is here.'))).toEqual(['exploits_tragedy']);
    expect(check('The storm flattened half of our town. 35% off, with 10% of every sale to the Red Cross.')).toEqual([]);
  });

  it('reads a past attack alluded to by its day and place, with a question and protection sold, sale or not', () => {
    expect(types(check("AFTER SUNDAY'S SHOOTING DOWNTOWN, ARE YOU PREPARED? Pepper spray and stun guns, cash and carry."))).toEqual(['exploits_tragedy']);
    expect(types(check('After last night at Riverside Mall, are you ready? Concealed carry class Saturday, $65.'))).toEqual(['exploits_tragedy']);
    expect(check('After last night at Riverside Mall, are you ready? Holiday photos with Santa, $15.')).toEqual([]);
    expect(check("After Saturday's shooting league at the club, are you ready for spring? Trap lessons $40.")).toEqual([]);
    expect(check('After the school shooting in Elk Grove, are your kids safe? Free safety training for parents at the library.')).toEqual([]);
  });
});

describe('good taste: one deadly event courted', () => {
  it('reads a dated deadly event put to work for a business courting those in it, not an ad about crashes in general', () => {
    expect(types(check("Sunday's bus crash on I-94 left three dead. Were you on board? Our injury team offers a free case evaluation."))).toEqual(['exploits_tragedy']);
    expect(check('Injured in a crash? Lost a loved one to a drunk driver? Free consultation, no fee unless we win.')).toEqual([]);
    expect(check("Friday's fire drill went smoothly. Free consultation on sprinkler upgrades.")).toEqual([]);
  });
});

describe('good taste: told not to be next after a tragedy', () => {
  it('reads "don\'t be the next victim" after an attack the ad points to, not as an everyday warning', () => {
    expect(types(check("After Tuesday's shooting at the clinic, don't become the next victim. Stun guns in stock."))).toEqual(['fear_based_copy']);
    expect(check("Scammers call seniors every day. Don't be the next victim: free fraud talk at the library.")).toEqual([]);
  });
});

describe('good taste: round five', () => {
  it('reads an ethnic slur starred out in a pun, not initials joined by an ampersand', () => {
    expect(types(check('Saturday is the big Sq**w Night at the lodge, $5 covers.'))).toEqual(['slur']);
    expect(types(check('Tell your best P*lack jokes at the open mic.'))).toEqual(['slur']);
    expect(check('J&P Auto and P&KI Supply, proud sponsors of the fair.')).toEqual([]);
  });

  it('reads a curse drawn out or misread, not the mushroom', () => {
    expect(types(check('Shiiit, these prices are low.'))).toEqual(['profanity']);
    expect(types(check('Holy SHI1T what a sale!'))).toEqual(['profanity']);
    expect(check('Shiitake and oyster mushrooms, $8 a pound at the market.')).toEqual([]);
  });

  it('reads an atrocity made the name of a drink, a dish or a costume, not training or a vigil about it', () => {
    expect(types(check('Try the "Mass Shooter" burger, $12 this week only.'))).toEqual(['exploits_tragedy']);
    expect(types(check('Halloween at the Depot: suicide bomber costumes two for $30.'))).toEqual(['exploits_tragedy']);
    expect(check('School shooting response training for teachers and staff. $20 a seat, lunch included.')).toEqual([]);
    expect(check('Candlelight vigil for the mass shooting survivors Sunday. Coffee and drinks served after.')).toEqual([]);
  });

  it('joins a capitals headline wrapped before its object, not stacked lines', () => {
    expect(types(check('THIS FURNACE COULD POISON\n~ YOUR FAMILY TONIGHT\nCall for a $49 tune-up.'))).toEqual(['fear_based_copy']);
    expect(check('WE TREAT YOU LIKE FAMILY\nYOUR KIDS EAT FREE ON TUESDAYS')).toEqual([]);
  });

  it('reads a silent killer at work on the sleepers by pronoun, not an exterminator', () => {
    expect(types(check('Carbon monoxide is quietly poisoning them while they sleep. Detectors installed, $89.'))).toEqual(['fear_based_copy']);
    expect(check('Bed bugs come out at night. Our heat treatment is killing them while they sleep.')).toEqual([]);
    expect(check('Our new mattress has you sleeping like a baby every night.')).toEqual([]);
  });
});

describe('round six frames', () => {
  const flagged = (text: string) => types(checkGoodTaste(ruleInput(text)));

  it('reads a plus sign in a grawlix as a mask, but not a grade or a language name', () => {
    expect(flagged('Tell your landlord to f+*k off and buy instead.')).toContain('profanity');
    expect(flagged('A++ rated roofer. We also teach C++ on weekends.')).toEqual([]);
  });

  it('reads a people named as criminals as contempt, not a people named beside a trade', () => {
    expect(flagged('Best rates in town. No Mexican thieves working on my crew.')).toEqual(['slur']);
    expect(flagged('Hmong farmers and Somali grocers welcome at the Saturday market.')).toEqual([]);
  });

  it('reads a caricature mocking a people\'s papers as contempt, not a costume party or a lawyer', () => {
    expect(flagged('Taco Tuesday! Wear a poncho, amigo. No papers required at this border patrol party.')).toEqual(['slur']);
    expect(flagged('Cinco de Mayo party: wear your sombrero, $3 tacos all night.')).toEqual([]);
    expect(flagged('Green card renewals and citizenship: call the Ortiz Law Office.')).toEqual([]);
  });

  it('reads recent deaths in town put to work for an offer as a tragedy sale, not a safety notice', () => {
    expect(flagged('Two Brainerd students were killed on County 18 last weekend. Winter tires: save 20% this week at Lake Auto.')).toEqual(['exploits_tragedy']);
    expect(flagged('Three people died in farm accidents last year in Minnesota. Free grain bin safety class at the extension office.')).toEqual([]);
  });

  it('reads a dated disaster laid on the town beside a sale as a tragedy sale, not a store\'s own storm stock', () => {
    expect(flagged('Flood of savings! Just like Sunday\'s flood did to half of Henderson, our prices are under water. Sale ends Monday.')).toEqual(['exploits_tragedy']);
    expect(flagged('Hail-dinged trucks from Sunday\'s storm, priced to sell this weekend.')).toEqual([]);
  });
});

describe('round seven frames', () => {
  const flagged = (text: string) => types(checkGoodTaste(ruleInput(text)));

  it('reads a shot or a blow put into a person\'s body part as graphic violence, not hunting, a range or a photo filter', () => {
    expect(flagged('Defense rounds, 25 ct: one slug through the eye and the fight is over.')).toEqual(['graphic_violence']);
    expect(flagged('Touch my boat again and I will put a bullet in your kneecap.')).toEqual(['graphic_violence']);
    expect(flagged('Bullet to the neck of a big whitetail at 200 yards: this scope makes it easy.')).toEqual([]);
    expect(flagged('Zombie targets are back: a round to the head drops them at the range.')).toEqual([]);
    expect(flagged('Double tap to see her face light up in our new photo filter.')).toEqual([]);
  });

  it('reads a body part made into mush as gore, not an idiom or an errand', () => {
    expect(flagged('This 12-gauge load turns a man\'s head into hamburger.')).toEqual(['graphic_violence']);
    expect(flagged('Too much screen time turns your brain to mush: try our chess club.')).toEqual([]);
    expect(flagged('Head to the jam session Friday night. Soup of the day: chili.')).toEqual([]);
  });

  it('reads people blown to pieces as graphic violence, not prices blown away', () => {
    expect(flagged('Think of the soldiers who were blown apart in the trenches. Grills 25% off this weekend.')).toContain('graphic_violence');
    expect(flagged('Our prices got blown to bits! Sofas from $299.')).toEqual([]);
  });

  it('reads a threat that someone will leave in a body bag, not a seatbelt warning', () => {
    expect(flagged('Break-ins up downtown? Intruders will go home in a body bag. Compact 9mm, $300.')).toEqual(['graphic_violence']);
    expect(flagged("Don't let them come home in a body bag. Talk to your teens about buckling up.")).toEqual([]);
  });

  it('reads the family told not to be the next headline as fear copy, not a news sponsorship', () => {
    expect(flagged('He left the garage open one night. Don\'t let your kids be the next headline. Cameras from $15 a month.')).toEqual(['fear_based_copy']);
    expect(flagged('Headline news at noon, brought to you by Pine Bank. Next headline: the county fair.')).toEqual([]);
  });

  it('reads counted deaths in a dated disaster pushed into a booking, not a vigil, a fundraiser or a free check', () => {
    expect(flagged("After Monday's crash on Hwy 7, three people died. Book your brake job now before the rush.")).toEqual(['exploits_tragedy']);
    expect(flagged("Remembering the three teens who died in Friday's crash. Candlelight vigil at the school, 7 pm.")).toEqual([]);
    expect(flagged("Saturday's tornado killed two in our county. Relief fundraiser Sunday: all proceeds to the families.")).toEqual([]);
    expect(flagged("Saturday's pileup: four people died. Free car-seat checks this week, call now.")).toEqual([]);
  });

  it('reads a sale named after last week\'s disaster as a tragedy sale, not a season or the store\'s own damaged stock', () => {
    expect(flagged("Twister Savings Event! Last weekend's tornado went around us: 30% off sectionals.")).toEqual(['exploits_tragedy']);
    expect(flagged('Tornado Season Sale: weather radios 20% off.')).toEqual([]);
    expect(flagged("Flood Sale! Last week's flood got into our warehouse: water-damaged rugs 50% off.")).toEqual([]);
  });

  it('reads a family\'s death asked of the reader as fear copy, and a figure of speech as none', () => {
    expect(flagged('When they kick in your door tonight, will your family die waiting for 911?')).toEqual(['fear_based_copy']);
    expect(flagged('Your daughter will be grabbed. Will she fight back? Self-defense classes for kids.')).toEqual(['fear_based_copy']);
    expect(flagged('Will your kids die laughing? Clown show Saturday at the library.')).toEqual([]);
    expect(flagged('Your family will be taken care of while you travel: pet sitting and house checks.')).toEqual([]);
  });

  it('reads an injury painted in two details as graphic, and one clinical word as none', () => {
    expect(flagged('Broken hip. Bone through the skin. A pool of blood by the back steps. Grab bars installed this week.')).toEqual(['graphic_violence']);
    expect(flagged('Pus, black gums and a stink you can\'t hide. Emergency extractions from $149.')).toEqual(['graphic_violence']);
    expect(flagged('Swelling or pus around a tooth? Same-day emergency dental visits.')).toEqual([]);
    expect(flagged('Compound fracture? Our orthopedic urgent care is open until 9.')).toEqual([]);
  });

  it('reads a sale on a disaster\'s anniversary, or on what a storm wrecked, as a tragedy sale', () => {
    expect(flagged('I-35W Bridge Collapse Anniversary Sale: 35% off everything, Aug 1 only!')).toEqual(['exploits_tragedy']);
    expect(flagged("Last week's tornado took out Main Street. Now our prices are wrecked too: everything 40% off.")).toEqual(['exploits_tragedy']);
    expect(flagged('Anniversary Sale! 20 years in business, 20% off everything.')).toEqual([]);
    expect(flagged('Ten years since the flood, we rebuilt: reopening sale, 20% off.')).toEqual([]);
  });

  it('reads "deaf and dumb" as a slur on people who cannot hear', () => {
    expect(flagged("Don't be the deaf and dumb one at Thanksgiving. Free hearing screening.")).toEqual(['slur']);
    expect(flagged('Crippling back pain? Sign language classes for deaf and hard of hearing adults.')).toEqual([]);
  });

  it('reads a capitals headline read from an image, with a blank line between its lines, as one headline', () => {
    expect(flagged('YOUR BASEMENT IS POISONING\n\nYOUR CHILDREN\n\nEvery night they sleep in radon gas.')).toEqual(['fear_based_copy']);
    expect(flagged("DON'T LET YOUR KIDS FIND\n\nYOU DEAD ON THE BATHROOM FLOOR\n\nMedical alert pendants, $29.95 a month.")).toEqual(['fear_based_copy']);
    expect(flagged('GRAND OPENING\n\nYOUR NEW HARDWARE STORE\n\nFree popcorn Saturday.')).toEqual([]);
  });

  it('reads a memorial sale after a drowning or a named shooting as a tragedy sale, and Memorial Day as a holiday', () => {
    expect(flagged('A 6-year-old boy drowned off a pontoon last Saturday. Lake Memorial Special: 30% off swim lessons this week.')).toEqual(['exploits_tragedy']);
    expect(flagged('The Annunciation Church shooting proved it can happen here. Memorial Sale: 25% off armored backpacks this week.')).toEqual(['exploits_tragedy']);
    expect(flagged('Memorial Day Sale: 25% off all grills. Trap shooting league at the club, $5 off rounds.')).toEqual([]);
  });

  it('reads a body\'s insides blown or spread over a room, and a body part that is mush, as graphic violence', () => {
    expect(flagged('Any burglar who tries it will have his brains sprayed across the drywall. Home-defense shotguns in stock.')).toEqual(['graphic_violence']);
    expect(flagged('One shot and the intruder\'s skull is jelly. Hollow points on sale.')).toEqual(['graphic_violence']);
    expect(flagged('Zombie Run 5K: costumes welcome, fake blood at mile two. Brain freeze slushies at the finish.')).toEqual([]);
    expect(flagged('Drywall repair and painting: we patch, spray and paint walls across the metro.')).toEqual([]);
  });

  it('reads a sale pitched on a war\'s bombs, missiles or air raids as a tragedy sale, and a price war or a veterans\' museum as none', () => {
    expect(flagged('Missile strikes all night, and our prices are dropping just as fast! 40% off every recliner.')).toEqual(['exploits_tragedy']);
    expect(flagged('Price war at Hilltop Motors: 0% financing and $3,000 off every truck.')).toEqual([]);
    expect(flagged('Air raid sirens and ration books: the home-front exhibit at the veterans museum, $5 admission, seniors half off.')).toEqual([]);
  });

  it('reads people called trash by their place or kind as a slur, not the trash collected', () => {
    expect(flagged('Quiet building, no trailer trash or ghetto scum.')).toEqual(['slur']);
    expect(flagged('Trailer trash pickup Tuesdays; white trash bags sold at the office.')).toEqual([]);
  });

  it('reads a body line a PDF wrapped mid-sentence as one sentence', () => {
    expect(flagged('Move north, away from the crowded blocks full of filthy\nimmigrants and their noise. Homes from $250,000.')).toEqual(['slur']);
    expect(flagged('Move north, away from the crowded blocks full of filthy.\nImmigrants welcome at our language school.')).toEqual([]);
  });

  it('reads a grave illness foretold to the reader as a certainty as fear copy, not an honest word on risk', () => {
    expect(types(check("Put off that hearing test and you'll develop dementia. Book now."))).toEqual(['fear_based_copy']);
    expect(types(check('Skip the screening and you are going to get cancer.'))).toEqual(['fear_based_copy']);
    expect(types(check('Hearing loss left untreated is linked to a higher risk of dementia. Free hearing screening.'))).toEqual([]);
    expect(types(check("With a yearly scan you'll get cancer caught early, when it is most treatable."))).toEqual([]);
  });

  it('reads death foretold for a parent or anyone in the home as fear copy', () => {
    expect(types(check('Anyone in your home could die tonight if the furnace cracks. Tune-ups $89.'))).toEqual(['fear_based_copy']);
    expect(types(check('Imagine your dad gone for good. Medical alert pendants, $29 a month.'))).toEqual(['fear_based_copy']);
    expect(types(check('Your grandma deserves a warm kitchen. Furnace tune-ups $89.'))).toEqual([]);
  });

  it('reads the reader\'s body told as decaying now as fear copy, not a question or a hedge', () => {
    expect(types(check('YOUR ARTERIES ARE CLOGGING RIGHT NOW. Our 5-day tea cleanse, $59.'))).toEqual(['fear_based_copy']);
    expect(types(check('Is your body falling apart after 40? Join our gentle yoga class, Tuesdays.'))).toEqual([]);
    expect(types(check('Your gums may be receding without pain. Free dental checkup in May.'))).toEqual([]);
  });

  it('reads "midget" said of people as a slur, not the racing class', () => {
    expect(types(check('Midgets on the mat! Laugh as the little guys get tossed. Tickets $15.'))).toEqual(['slur']);
    expect(types(check('USAC midget car racing at the fairgrounds speedway, Friday 7 p.m.'))).toEqual([]);
  });

  it('reads a kill sold by its wounds and its heap of dead as gore', () => {
    expect(types(check('Crow shoot weekend: gut shots count, bring the bloodiest bag you can carry.'))).toEqual(['graphic_violence']);
    expect(types(check('Crow shoot weekend: $20 per shooter, most birds wins. Hunter safety card required.'))).toEqual([]);
    expect(types(check('Prairie dog days: come see the heap of dead varmints by Sunday noon. Bring ammo.'))).toEqual(['graphic_violence']);
    expect(types(check('Goose hunt: photo by the stack of carcasses at the lodge. Limits apply.'))).toEqual(['graphic_violence']);
    expect(types(check('Deer processing: drop off your carcass by the back wall. Hours 7-5.'))).toEqual([]);
  });

  it('reads a figure in the plural as a number, not leetspeak', () => {
    expect(types(check('Record fair: soul 45s, 78s and 80s new wave, Saturday at the Legion.'))).toEqual([]);
    expect(types(check('Record fair: a$$ kicking deals on vinyl, Saturday at the Legion.'))).toEqual(['profanity']);
  });

  it('reads the I-35W bridge collapse, remembered beside a sale, as a tragedy put to work; the bridge as a place is not', () => {
    expect(types(check('Remember 35W? Bridge Day deals: 35% off every sofa, August 1.'))).toEqual(['exploits_tragedy']);
    expect(types(check('Lane closures on the 35W bridge this week: our tire sale, 20% off, runs through Sunday.'))).toEqual([]);
    expect(types(check('Remembering 35W: a documentary screening at the library, student tickets $5 off.'))).toEqual([]);
  });

  it('reads a price spelt as the date of the September 11 attacks beside their mourning as a tragedy put to work', () => {
    expect(types(check('Never forget. Tomorrow, September 11: $9.11 wings all day.'))).toContain('exploits_tragedy');
    expect(types(check('9/11 remembrance pancake breakfast. Never forget. Plates $9.11, all proceeds to the fire relief association.'))).not.toContain('exploits_tragedy');
  });

  it('reads a masked profane word with its ending left unmasked, and the stereotype of the poor on assistance', () => {
    expect(types(check('Done dating a*sholes? Meet someone new tonight.'))).toContain('profanity');
    expect(types(check('Nobody likes b*tches who gossip.'))).toContain('profanity');
    expect(types(check('Rated 5* by our guests. Stars*: see site.'))).toEqual([]);
    expect(types(check('No welfare moms, working folks only.'))).toContain('slur');
    expect(types(check('Welfare reform forum at the library, Tuesday.'))).toEqual([]);
  });

  it("reads ruin or a break-in foretold as certain for the reader's family as fear copy, not a promise or the news", () => {
    expect(types(check('Behind on the mortgage? Your kids will be out on the street by spring. Call our hotline.'))).toContain('fear_based_copy');
    expect(types(check('THEY WILL KICK IN YOUR DOOR WHILE YOU SLEEP. Door bars $49.'))).toContain('fear_based_copy');
    expect(types(check('Our crews break in new boots while you sleep: overnight stretching, $15.'))).toEqual([]);
    expect(types(check('Someone will break in while you sleep. Deadbolts installed today.'))).toContain('fear_based_copy');
    expect(types(check('Plan now so your family will never be homeless. Term life from $12 a month.'))).toEqual([]);
    expect(types(check('Break-ins rose 8% last year, police say. Cameras from $99.'))).toEqual([]);
  });

  it('reads the Edmund Fitzgerald put to a sale, Native people played as a costume, a people said to stink, and Finnish curses', () => {
    expect(types(check('Remember the Fitz: 29% off all rain gear this weekend only.'))).toContain('exploits_tragedy');
    expect(types(check('Edmund Fitzgerald memorial lighting at the lighthouse, Nov 10. Free admission.'))).toEqual([]);
    expect(types(check('Costume night: wear a feather headdress and bring your best war whoop. Prizes for the best look.'))).toContain('slur');
    expect(types(check('Powwow this Saturday: jingle dress and grass dance specials, frybread, regalia welcome.'))).toEqual([]);
    expect(types(check('Quiet building now that the Somalis and their food stink are gone.'))).toContain('slur');
    expect(types(check('Perkele, it is cold! Sauna nights all week.'))).toContain('profanity');
  });
});

describe('gore the picture shows', () => {
  it('reads a gory photo in the art note or its description as graphic violence', () => {
    expect(types(check('[Photo: a bloodied worker pinned under a forklift]\nHurt on the job? Call Dahl Law.'))).toContain('graphic_violence');
    expect(types(check('[Foto: un brazo ensangrentado junto a la máquina]\n¿Se lastimó en el trabajo? Llámenos.'))).toContain('graphic_violence');
    expect(types(check('Injury lawyers. The photo shows a hand with two fingers severed at the plant.'))).toContain('graphic_violence');
  });

  it('leaves a Bloody Mary and a blood drive alone', () => {
    expect(types(check('Bloody Mary brunch every Sunday, $6.'))).not.toContain('graphic_violence');
    expect(types(check('[Photo: our team at the Red Cross blood drive]\nThank you, donors!'))).not.toContain('graphic_violence');
  });
});

describe('the real people of a place set against a people', () => {
  it('reads "real Minnesotans" against the tribes named beside them as contempt', () => {
    expect(types(check('The bands net the lake dry every spring. Book a guide who fishes it the way real Minnesotans did, before the tribes took over.'))).toContain('slur');
  });

  it('leaves "real Minnesotans" alone when no people is set against them', () => {
    expect(types(check('Real Minnesotans shovel their own walks: snowblowers 20% off.'))).not.toContain('slur');
  });
});

describe('people named as quarry, and newcomers told to leave', () => {
  it('reads a hunting season on a political side, or crosshairs on a protester, as violent', () => {
    expect(types(check('Democrat hunting permits sold here! Annual rod and gun swap, Legion hall.'))).toContain('graphic_violence');
    expect(types(check('[Art: scope crosshairs centred on a politician at a podium] Spring gun swap, Legion hall.'))).toContain('graphic_violence');
    expect(types(check('Open season on crappies starts now! Minnows and jigs at Lakeside Bait.'))).not.toContain('graphic_violence');
    expect(types(check('[Art: crosshairs over a paper silhouette target] Pistol league starts Tuesday at the range.'))).not.toContain('graphic_violence');
  });

  it('reads newcomers told to go back as contempt for a people', () => {
    expect(types(check("Our town, our rules. If you can't speak English or get out, you won't miss us. Learn English or go home. Pine Tavern."))).toContain('slur');
    expect(types(check('Ship them back to Honduras - vote Lund for county board.'))).toContain('slur');
    expect(types(check('Go back to school in style: backpacks from $15 at Main Street Outfitters.'))).not.toContain('slur');
  });
});

describe('"dick" said of a person', () => {
  it('is profanity in an insult, not in a name or a store', () => {
    expect(types(check('Neighbor who never shovels? Such a d!ck. Snowblowers 20% off.'))).toContain('profanity');
    expect(types(check('Tailgating without a grill? Total dick move. Grills from $99.'))).toContain('profanity');
    expect(types(check("Dick's Sporting Goods coupons accepted. Ask for Dick at the counter."))).not.toContain('profanity');
  });
});

describe('more slurs and profanity', () => {
  it('reads the Roma slur before a trade and compound profanity', () => {
    expect(types(check('Trust local pros. No gypsy pavers, no fly-by-nights.'))).toContain('slur');
    expect(types(check('Tired of the asshats downtown? Shop local.'))).toContain('profanity');
  });
  it('leaves a gypsy moth and a bass clown alone', () => {
    expect(check('Gypsy moth spraying starts Monday; bass clown lures half off.')).toEqual([]);
  });
});

describe('catastrophes as similes, harm urged, a people as the least able', () => {
  it('reads each as the pitch', () => {
    expect(types(check('Markdowns so deep it feels like a mass shooting in aisle five.'))).toContain('exploits_tragedy');
    expect(types(check('Our clearance hits like 9/11. Northland Furniture.'))).toContain('exploits_tragedy');
    expect(types(check('Mattress prices that will make you want to hang yourself.'))).toContain('graphic_violence');
    expect(types(check('Smother your husband in savings this Father\'s Day!'))).toContain('graphic_violence');
    expect(types(check('A phone plan so simple even a Somali can figure it out.'))).toContain('slur');
  });
  it('leaves a talk on 9/11, hours of 9-11, a race to the deals and a proud grandmother', () => {
    expect(check('A talk on 9/11 and its lessons, like last year. Ely Library, 7 pm.')).toEqual([]);
    expect(check('Open 9-11 AM Saturdays, like always.')).toEqual([]);
    expect(check('Beat your husband to the doorbusters! Doors open at 6.')).toEqual([]);
    expect(check('Even a Hmong grandmother would approve of our egg rolls.')).toEqual([]);
  });
});

describe('one of a people as the yardstick, weight mocked', () => {
  it('reads the comparison that ends on a people and the names for heavy people', () => {
    expect(types(check('Our crew hauls more than a Somali with a shopping cart. Northstar Moving.'))).toContain('slur');
    expect(types(check('Bargain hard, like a gypsy! Flea market Sunday.'))).toContain('slur');
    expect(types(check('No fatties on our rides - weight limit strictly enforced, lard-asses stay home.'))).toContain('slur');
  });
  it('leaves a comparison that names a person or a thing, and fat cattle', () => {
    expect(check('Tamales like a Mexican grandmother makes them, every Saturday.')).toEqual([]);
    expect(check('Warmer than an Indian summer: patio heaters 20% off.')).toEqual([]);
    expect(check('Fat cattle and fat hogs sold Tuesday at the Pipestone barn.')).toEqual([]);
  });
});


describe('ammunition is no shelling', () => {
  it('leaves a rifle sold with its shells, and reads shelling as war', () => {
    expect(check('FOR SALE: .270 bolt-action, scope and sling, three boxes of shells. $390.')).toEqual([]);
    expect(types(check('Shelling all night on the front? Our blowout sale is just as explosive.'))).toContain('exploits_tragedy');
  });
});

describe('the oath and Russian obscenities, masked or not', () => {
  it('reads "goddamn" masked or whole as profanity and "damn" as mild', () => {
    expect(types(check('GODD*MN good walleye, Fridays at the Legion.'))).toContain('profanity');
    expect(types(check('Goddamned fine pie.'))).toContain('profanity');
    expect(types(check('Damn fine pie.'))).toEqual(['mild_profanity']);
  });
  it('reads Russian mat with stars for letters, and leaves plain Russian copy', () => {
    expect(types(check('Пи*дец какие цены на шины!'))).toContain('profanity');
    expect(check('Скидки на зимние шины, звоните Саше.')).toEqual([]);
  });
});

describe('a people\'s food sold with a joke about papers', () => {
  it('reads the joke as contempt', () => {
    expect(types(check('Pupusas so good la migra lines up for lunch. El Comal, Lake St.'))).toContain('slur');
  });
  it('leaves a benefit for families facing deportation', () => {
    expect(check('Tamale sale fundraiser: every dozen supports the legal defense of neighbors facing deportation.')).toEqual([]);
  });
});

describe('sexual vulgarity and disability as the joke of a price', () => {
  it('reads each as profanity or a slur', () => {
    expect(types(check('Deals so good you will cum back for seconds. Twin Ports Tire.'))).toContain('profanity');
    expect(types(check('Lower than a street whore on payday. Discount Barn.'))).toContain('profanity');
    expect(types(check('Prices so low they are practically crippled. Spring sale at Ace.'))).toContain('slur');
  });
  it('leaves honours, a hyphenated "cum", handicapped parking and a light bulb', () => {
    expect(check('Magna cum laude graduates of 2026: congratulations from Lakeside Bank.')).toEqual([]);
    expect(check('A bakery-cum-cafe on Main Street, open at 6.')).toEqual([]);
    expect(check('Chich ngua cum mien phi, Nha Thuoc Lake Street.')).toEqual([]);
    expect(check('Handicapped parking by the door. Spring sale on every recliner.')).toEqual([]);
  });
});
