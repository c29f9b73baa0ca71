import { describe, expect, it } from 'vitest';
import { tokenize } from './concepts';
import { earningsClaim, healthClaim, weightLossClaim } from './health-claims';

// Fresh probe ads written for these concepts: varied wording, negations and near misses.
const health = (t: string) => healthClaim(tokenize(t))?.text ?? null;
const weight = (t: string) => weightLossClaim(tokenize(t))?.text ?? null;
const earnings = (t: string) => earningsClaim(tokenize(t))?.text ?? null;

describe('health claims as a remedy near a condition', () => {
  it('catches cure claims that never say "cure"', () => {
    expect(health('Doctors are stunned: this kitchen spice makes arthritis disappear.')).toBe('arthritis disappear');
    expect(health('Our herbal tea helped readers beat their type 2 diabetes for good.')).toBe('beat their type 2 diabetes');
    expect(health('Ancient tonic reverses hearing loss in weeks.')).toBe('reverses hearing loss');
    expect(health('Ditch your blood pressure pills with this one natural supplement.')).toBe('Ditch your blood pressure pills');
    expect(health('These drops regrow thinning hair in 30 days.')).toBe('regrow thinning hair');
  });

  it('leaves providers, disclaimers and prevention advice alone', () => {
    expect(health('Patients at Lakeside Clinic receive treatment for back pain and sciatica. Call for an appointment.')).toBeNull();
    expect(health('Hospice care for cancer patients and their families.')).toBeNull();
    expect(health('Our walk-in clinic treats the flu, strep and minor injuries.')).toBeNull();
    expect(health('Supports healthy joints. Not intended to diagnose, treat, cure or prevent any disease.')).toBeNull();
    expect(health('Flu season is here; our pharmacy offers flu shots that help prevent the flu.')).toBeNull();
    expect(health('Say goodbye to winter: Florida getaways from $499.')).toBeNull();
  });
});

describe('reworded cure and prevention claims', () => {
  it('reads symptoms as the condition and silencing or ending them as a cure', () => {
    expect(health('This herbal drop silences tinnitus for good.')).toBe('silences tinnitus');
    expect(health('Our foot cream puts an end to the burning feet of neuropathy.')).not.toBeNull();
    expect(health('The clinic laser eliminates the tingling and numbness in your hands.')).toBe('eliminates the tingling');
    expect(health('A bedtime tonic that flushes out inflammation overnight.')).toBe('flushes out inflammation');
  });

  it('reads a product keeping illness away as a prevention claim', () => {
    expect(health('Wellness gummies keep colds and flu away all season.')).toBe('keep colds and flu away');
    expect(health('Take one capsule daily to ward off the flu.')).toBe('ward off the flu');
    expect(health('Our antioxidant red wine lowers cholesterol naturally.')).toBe('lowers cholesterol');
  });

  it('reads dropping medication for a named condition as a claim, unless a provider speaks', () => {
    expect(health('Readers with diabetes are tossing their insulin for good.')).toBe('tossing their insulin');
    expect(health('Folks with high blood pressure throw out their pills after a month on this root.')).toBe('throw out their pills');
  });

  it('reads a supplement sold as the end of the cane or the operation as a claim, and an orthopedist\'s schedule as none', () => {
    expect(health("'I can walk to church again.' - Marv, 74, after six weeks of FlexiJoint. Put off that knee replacement. These statements have not been evaluated by the FDA.")).toBe('Put off that knee replacement');
    expect(health('Glucosamine capsules for stiff hips: toss the walker by spring.')).toBe('toss the walker');
    expect(health('Our orthopedic surgeons schedule knee replacement within two weeks, and physical therapy fits your walker and cane on site.')).toBeNull();
    expect(health('Skip the line: refill your prescriptions online and pick them up at the drive-through.')).toBeNull();
  });

  it('reads "end" as a cure right before the condition, and quitting medication for a product with no condition named', () => {
    expect(health('Our copper bracelet ends joint pain for good.')).toBe('ends joint pain');
    expect(health('Protect your family from the flu with our silver nasal spray.')).toBe('Protect your family from the flu');
    expect(health('Say goodbye to your meds: our turmeric capsules do the work.')).toBe('Say goodbye to your meds');
    expect(health('The flu clinic ends Friday. Walk in at North Memorial.')).toBeNull();
    expect(health('Medication take-back day: toss your old pills safely, no questions asked.')).toBeNull();
    expect(health('Amoxicillin capsules shipped overseas; you never need a prescription.')).toBeNull();
    expect(health('Help us put an end to arthritis: join the Arthritis Foundation walk on Saturday.')).toBeNull();
    expect(health('Goodbye, joint pain! Our krill oil makes arthritis a thing of the past.')).toBe('Goodbye, joint pain');
    expect(health('Never get sick again with our immune booster drops.')).toBe('Never get sick');
    expect(health("Don't get sick this season: flu shots at Hometown Pharmacy, walk-ins welcome.")).toBeNull();
    expect(health('Goodbye, winter! Spring yoga for arthritis starts April 2 at the community center.')).toBeNull();
  });

  it('reads the same claims in Spanish', () => {
    expect(health('Este té natural elimina la artritis en dos semanas.')).toBe('elimina la artritis');
    expect(health('Con estas hierbas para la diabetes, muchos ya dejaron la insulina.')).toBe('dejaron la insulina');
  });

  it('leaves vaccines, take-back days, cold drinks and season dates alone', () => {
    expect(health('Get your flu shot at our pharmacy to keep the flu away this winter.')).toBeNull();
    expect(health("Drug take-back day: toss your old medications safely at the sheriff's office.")).toBeNull();
    expect(health('Talk to your doctor before you stop taking insulin for diabetes.')).toBeNull();
    expect(health('Beat the heat with a cold drink on our patio.')).toBeNull();
    expect(health('Flu shots offered through the end of October. Walk-ins welcome.')).toBeNull();
    expect(health('Keep your kids away from the ice this spring.')).toBeNull();
    expect(health('Clases gratis sobre la diabetes en la biblioteca.')).toBeNull();
  });
});

describe('cure claims told as a story', () => {
  it('reads the condition reported gone or back to normal', () => {
    expect(health('Six weeks on the capsules and the psoriasis on his elbows was no longer there.')).toBe('psoriasis on his elbows was no longer there');
    expect(health('The neuropathy in my feet went away after one bottle.')).toBe('neuropathy in my feet went away');
    expect(health('This cinnamon blend brings blood sugar back to normal.')).toBe('blood sugar back to normal');
    expect(health('Get your blood pressure back to normal without pills!')).not.toBeNull();
    expect(health('Our clinic can help get your blood pressure back to normal. Call for an appointment.')).toBeNull();
  });

  it('reads a doctor in the story as a witness or endorser, not a provider speaking', () => {
    expect(health('Doctor tested and shown to stop gout from coming back. One bottle lasts a month.')).toBe('stop gout');
    expect(health('My doctor could not believe it: this tea lowers my cholesterol every month.')).toBe('lowers my cholesterol');
    expect(health('A glass of our elderberry tonic protects against the flu. Doctor\'s orders!')).toBe('protects against the flu');
    expect(health('Our doctors treat arthritis and back pain. Same-week appointments.')).toBeNull();
    expect(health('Dr. Ortiz and her physical therapy team relieve sciatica without surgery.')).toBeNull();
  });

  it('reads a condition asked about and then cured as "it" or "them"', () => {
    expect(health('Arthritis? Our turmeric balm gets rid of it for good.')).toBe('gets rid of it');
    expect(health('Gout flare-ups? This tart cherry tonic knocks them out.')).toBe('knocks them out');
    expect(health('Diabetes? Our dietitians can help you manage it. Call for an appointment.')).toBeNull();
    expect(health('Snow on the roof? We remove it fast.')).toBeNull();
  });

  it('reads the medication given up in the teller\'s words', () => {
    expect(health('I threw out my blood pressure pills after a month on beet root powder.')).toBe('threw out my blood pressure pills');
    expect(health('Since the herbal drops, Grandpa stopped his insulin for good.')).toBe('stopped his insulin');
    expect(health('No more of those steroids since I started the salt cave blend.')).toBe('No more of those steroids');
    expect(health('Talk to your doctor before you stop taking insulin for diabetes.')).toBeNull();
  });

  it('reads a body organ reset or rebooted as a restoration claim', () => {
    expect(health('The morning tonic that resets your thyroid in ten days.')).toBe('resets your thyroid');
    expect(health('Reboot your immune system with our mushroom gummies.')).toBe('Reboot your immune system');
    expect(health('Reset your password online or call the help desk.')).toBeNull();
  });

  it('reads "a cold" as the illness, not the drink or the weather', () => {
    expect(health('Our zinc lozenges knock out a cold overnight.')).toBe('knock out a cold');
    expect(health('This ginger shot will beat a cold before it starts.')).toBe('beat a cold');
    expect(health('Nothing beats a cold one after the game.')).toBeNull();
    expect(health('Beat the cold with a new furnace from Olson Heating.')).toBeNull();
    expect(health('Kill a cold afternoon at the Duluth aquarium.')).toBeNull();
  });

  it('reads the claim in Vietnamese, and leaves a clinic treating illness alone', () => {
    expect(health('Thuốc nam chữa khỏi tiểu đường sau 30 ngày.')).toBe('chữa khỏi tiểu đường');
    expect(health('Trà thảo dược chữa huyết áp cao.')).not.toBeNull();
    expect(health('Phòng khám bác sĩ Lê: khám và chữa bệnh tiểu đường, huyết áp.')).toBeNull();
    expect(health('Sửa chữa xe hơi, thay dầu, giá rẻ.')).toBeNull();
  });
});

describe('weight-loss promises', () => {
  it('catches amount-in-time, effortless, permanent and topical claims', () => {
    expect(weight('Melt up to 25 pounds in three weeks, no gym required.')).toBe('Melt up to 25 pounds');
    expect(weight('Dropped 4 dress sizes in 30 days with these capsules.')).toBe('Dropped 4 dress sizes');
    expect(weight('Shed the belly fat without giving up pizza.')).toContain('Shed');
    expect(weight('Our slimming cream dissolves stubborn fat while you sleep.')).not.toBeNull();
  });

  it('reads the pace of a loss: faster than two pounds a week, or within "your first month"', () => {
    expect(weight('Lose 30 lbs your first month on our shots.')).toBe('Lose 30 lbs');
    expect(weight('Drop 12 kilos in 4 weeks with this shake.')).toBe('Drop 12 kilos');
    expect(weight('Members lost an average of 6 pounds over 10 weeks.')).toBeNull();
    expect(weight('Lose 4 pounds in 3 weeks with our coached program.')).toBeNull();
  });

  it('reads a loss promised by a date as about two months', () => {
    expect(weight('Melt 20 pounds before your daughter\'s wedding with SlimDrops.')).toBe('Melt 20 pounds');
    expect(weight('Shed 25 lbs in time for swimsuit season!')).toBe('Shed 25 lbs');
    expect(weight('Lose 8 pounds by summer with our walking club.')).toBeNull();
  });

  it('leaves ordinary fitness offers alone', () => {
    expect(weight('Join our gym and lose weight with certified trainers.')).toBeNull();
    expect(weight('Lose the winter blues: spa days from $89.')).toBeNull();
    expect(weight('Crossfit Bemidji: burn fat, build strength. First class free.')).toBeNull();
    expect(weight('Thermo-X capsules burn fat around the clock.')).not.toBeNull();
  });
});

describe('symptoms eased by a product that stands in for care', () => {
  it('reads easing, calming and soothing a condition, and illness in general, from a product', () => {
    expect(health('Two sprays of our lavender mist calm anxiety before bed.')).toBe('calm anxiety');
    expect(health('Frostbite Farm balm soothes eczema and eases arthritis in the hands.')).not.toBeNull();
    expect(health('The old mountain root tonic heals every sickness of the stomach.')).not.toBeNull();
    expect(health('Este remedio de hierbas alivia la ansiedad y el insomnio.')).not.toBeNull();
  });

  it('reads care the product replaces as no provider speaking', () => {
    expect(health('Forget the clinic. Our turmeric capsules relieve joint pain in a week.')).not.toBeNull();
    expect(health('These gummies ease migraine better than anything your doctor prescribed.')).not.toBeNull();
  });

  it('leaves a milder effect told in customers\' words to the rule of the product\'s own policy', () => {
    expect(health('Regulars tell us our chamomile tincture soothes their anxiety on long nights.')).toBeNull();
    expect(health('Regulars love it. Our chamomile tincture soothes anxiety on long nights.')).not.toBeNull();
  });

  it('leaves a clinic easing what it treats and a product easing what is no illness alone', () => {
    expect(health('North Shore Physical Therapy eases back pain and sciatica. Book an appointment today.')).toBeNull();
    expect(health('Our peppermint foot cream soothes tired feet after a long shift.')).toBeNull();
    expect(health('Ask your doctor whether our clinic\'s sleep study is right for your insomnia.')).toBeNull();
  });
});

describe('earnings and investment claims', () => {
  it('catches opportunity income and guaranteed returns', () => {
    expect(earnings('Pull in $4,000 every week working from your kitchen table, no experience needed.')).toBe('Pull in $4,000 every week');
    expect(earnings('Retire early: our members make six figures from home.')).toBe('make six figures');
    expect(earnings('Guaranteed 15% monthly returns on our crypto fund.')).toBe('Guaranteed 15% monthly returns');
    expect(earnings('Double your money in 90 days with our trading system. Zero risk.')).toBe('Double your money');
  });

  it('reads a guaranteed rate of return, an asset guaranteed to grow in value, and "not FDIC-insured" as no deposit', () => {
    expect(earnings('Trust your nest egg to us and earn a guaranteed 9% every year. Our notes are not FDIC insured.')).not.toBeNull();
    expect(earnings('We guarantee this silver will triple in value by 2030.')).toBe('guarantee this silver will triple in value');
    expect(earnings('Vintage guitars only appreciate, guaranteed.')).not.toBeNull();
  });

  it('reads pay no job offers its new hires as an earnings claim even in a help-wanted ad', () => {
    expect(earnings('NOW HIRING chat hosts: make $7,500 A WEEK from home, no experience. Apply online.')).not.toBeNull();
    expect(earnings('Hiring remote closers - our new reps earn $30,000 monthly from their laptop. Apply today.')).not.toBeNull();
    expect(earnings('Hiring remote bookkeepers: earn $1,400 a week from home, benefits after 60 days. Apply online.')).toBeNull();
    expect(earnings('Owner-operators wanted: gross $7,000 a week, home weekends. CDL-A required, apply now.')).toBeNull();
  });

  it('reads cash as the way the reader pays, not money earned', () => {
    expect(earnings('Home daycare openings, cash only, $150 a week, message me for a visit.')).toBeNull();
    expect(earnings('Bring in $3,000 a week in cash from home stuffing envelopes.')).not.toBeNull();
  });

  it('leaves insured deposits, guaranteed discounts and rates charged alone', () => {
    expect(earnings('Earn a guaranteed 4.25% APY on a 9-month certificate. Member FDIC.')).toBeNull();
    expect(earnings('A guaranteed 15% off all snowblowers through Sunday.')).toBeNull();
    expect(earnings('Guaranteed 1.9% APR on every new pickup, with approved credit.')).toBeNull();
    expect(earnings('We guarantee our appraisals: know what your coins are worth before you sell.')).toBeNull();
  });

  it('reads sums written in words, "clear" and "net", and the downline voice', () => {
    expect(earnings('Our members routinely net four thousand dollars a month stuffing envelopes from home.')).toBe('net four thousand dollars');
    expect(earnings('I replaced my full-time income selling candles from my phone, and my team makes $5,000 a month.')).not.toBeNull();
    expect(earnings('Moms on my team clear two grand a week in their spare time.')).toBe('clear two grand a week');
    expect(earnings('Stay-at-home moms earning five figures a month. Message me.')).toBe('earning five figures');
  });

  it('reads the testimonial past tense: "made", "took home", "brought in"', () => {
    expect(earnings('omg I made $3,100 last month just posting from my phone, no boss!!')).toBe('made $3,100');
    expect(earnings('My sister took home $2,500 a week with this home-based business.')).toBe('took home $2,500 a week');
    expect(earnings('Last month our newest distributor brought in $6,000 part time from home.')).toBe('brought in $6,000');
    expect(earnings('The spring bake sale made $1,400 for the band trip.')).toBeNull();
    expect(earnings('Our rummage sale made $3,400 for the mission trip. Thank you, members!')).toBeNull();
  });

  it('reads a return per day, week or month that no savings product pays', () => {
    expect(earnings('Our members earn 1.2% every single day on their deposits.')).toBe('earn 1.2% every single day');
    expect(earnings('Staking pool returns 3% weekly, withdraw anytime.')).toBe('returns 3% weekly');
    expect(earnings('Make 8% a month on your idle cash with our trading desk.')).toBe('Make 8% a month');
    expect(earnings('Past-due balances are charged 1.5% per month.')).toBeNull();
    expect(earnings('Earn 1% monthly cash back on groceries.')).toBeNull();
    expect(earnings('Earn 3% cash back every day on gas with the Co-op Visa.')).toBeNull();
    expect(earnings('Our savings account earns 0.5% monthly bonus interest, Member FDIC.')).toBeNull();
  });

  it('reads a stake said to multiply, and whoever\'s money is doubled', () => {
    expect(earnings('Turn $250 into $5,000 in 30 days with our forex signals.')).toBe('Turn $250 into $5,000');
    expect(earnings('Grow $1,000 to $10,000 with the crypto course.')).toBe('Grow $1,000 to $10,000');
    expect(earnings('Our members double their savings every 6 months.')).toBe('double their');
    expect(earnings('Turn $20 into $25 of store credit when you trade in old jeans.')).toBeNull();
    expect(earnings('Turn $5 into a week of meals: our food shelf stretches every gift.')).toBeNull();
  });

  it('leaves prizes and savings alone', () => {
    expect(earnings('Club raffle: grand prize $5,000 cash, tickets $10 from any member.')).toBeNull();
    expect(earnings('Grand opening in Grand Rapids: members save $1,000 on a hot tub.')).toBeNull();
    expect(earnings('Thanks to our members, the gala netted $12,000 for the food shelf.')).toBeNull();
  });

  it('leaves wages and insured deposits alone', () => {
    expect(earnings('Now hiring warehouse associates: earn $21 per hour, benefits, apply online.')).toBeNull();
    expect(earnings('Member FDIC. 12-month CD at 4.50% APY, guaranteed rate.')).toBeNull();
  });
});

describe('health claims told by symptoms, by a condition named again, and weight in words', () => {
  it('reads a cold by its symptoms and a condition referred back to by its head word', () => {
    expect(health('Our elderberry syrup wipes out the stuffy nose by the weekend.')).toBe('wipes out the stuffy nose');
    expect(health('For years I had back pain. Two weeks on the capsules and the pain was gone.')).toBe('pain was gone');
    expect(health('I lived with buzzing in my ears for a decade. After a month of these drops the buzzing went away.')).toBe('buzzing went away');
  });

  it('leaves the same words without a remedy alone', () => {
    expect(health('Runny nose and sore throat? Our walk-in clinic sees you the same day.')).toBeNull();
    expect(health('Back pain keeps many of us off the trail; the pain clinic opens Monday.')).toBeNull();
  });

  it('reads weight lost in words as fast as in figures', () => {
    expect(weight('Clients drop thirty-two pounds in their first four weeks.')).toBe('drop thirty-two pounds');
    expect(weight('Members lose ten pounds over six months with our coaching.')).toBeNull();
  });
});

describe('a product taken by the dose, and a pharmacy as the seller', () => {
  it('reads a daily serving as the product that claims to treat a condition', () => {
    expect(health('Our hard cider is full of polyphenols and it lowers blood pressure. Two pints a day keeps you young.')).toBe('lowers blood pressure');
    expect(health('This cider lowers blood pressure, says the county health nurse at the walk-in clinic.')).toBeNull();
  });

  it('reads an organ said to be helped in the sentence of a daily dose', () => {
    expect(health('One shot a day of our aquavit is great for your heart!')).toBe('shot a day of our aquavit is great for your heart');
    expect(health('A cup a day, and this black tea keeps your liver healthy: it is good for the liver.')).not.toBeNull();
    expect(health('Two glasses a day keep your arteries clear and your heart strong.')).not.toBeNull();
    expect(health('Two glasses a day. Our red keeps your arteries clear.')).toBeNull();
    expect(health('Our porter pairs well with stew and is good for the soul. Two pints a day on tap specials.')).toBeNull();
    expect(health('Swimming laps is good for your heart. Open swim every day at the Y.')).toBeNull();
  });

  it('reads a pharmacy that sells the remedy as its seller, not as a provider of care', () => {
    expect(health('Our capsules treat chronic pain and insomnia. Made by Lakeside Apothecary & Pharmacy.')).toBe('treat chronic pain');
    expect(health('Lakeside Pharmacy: flu shots this week. Our pharmacists help you manage diabetes. Vitamins 20% off.')).toBeNull();
  });
});

describe('a drug the reader was taken off', () => {
  it('reads "took me off my pills" and "off their meds" beside a product as a claim', () => {
    expect(health('Two scoops of GlucoBalance powder a day, and my doctor took me off my diabetes pills.')).not.toBeNull();
    expect(health('Our turmeric capsules have customers off their arthritis medication in a month.')).not.toBeNull();
  });
  it('leaves a coupon on the reader\'s own prescription alone', () => {
    expect(health('Vitamin D capsules two for $10, and $5 off your prescription at the pharmacy counter.')).toBeNull();
  });
});

describe('a pay floor set by an employer', () => {
  it('leaves a guaranteed minimum wage alone', () => {
    expect(earnings('Stylists wanted: guaranteed pay of $850 a week or 55% commission, whichever is greater.')).toBeNull();
  });
  it('still reads a guarantee of pay as a pitch when no floor is named', () => {
    expect(earnings('Earn a guaranteed $4,000 a month from home in your spare time.')).not.toBeNull();
  });

  it('reads a list of conditions, a dash, then the cure, as a cure claim', () => {
    const claim = (text: string) => healthClaim(tokenize(text))?.text ?? null;
    expect(claim('Gout, psoriasis, diabetes: all healed with our mountain tea.')).not.toBeNull();
    expect(claim('Gout, psoriasis, diabetes. Our nurses help you understand your options.')).toBeNull();
  });
});

describe('earnings promised in Spanish, by a school, and by an annuity', () => {
  it('reads Spanish and Russian earnings pitches', () => {
    expect(earnings('Nuestros socios ganan $8,000 al mes, sin experiencia y desde casa.')).toMatch(/ganan/);
    expect(earnings('Работайте на дому и зарабатывайте $4,000 в месяц, гарантированно!')).not.toBeNull();
    expect(earnings('Требуются водители CDL. Зарплата $28 в час, страховка, отпуск.')).toBeNull();
  });

  it('reads a school guaranteeing pay or placement, not one reporting its outcomes', () => {
    expect(earnings('Become a pharmacy tech in 8 weeks at Summit Institute. $60,000 a year, guaranteed. Tuition $3,500.')).not.toBeNull();
    expect(earnings('Welding certification: every graduate is hired. Tuition $4,000.')).toBe('every graduate is hired');
    expect(earnings('Our 2024 welding graduates earned a median $48,000 (outcomes report). Tuition $9,000.')).toBeNull();
  });

  it('reads an annuity promising a rate no insured product pays, not a fixed annuity at a market rate', () => {
    expect(earnings('Fixed annuity paying a guaranteed 10% a year, no market risk.')).not.toBeNull();
    expect(earnings('5-year fixed annuity: 4.6% guaranteed for the term. Surrender charges apply.')).toBeNull();
  });
});

describe('cure claims in Hmong', () => {
  it('reads an herbal remedy that cures diabetes, and a clinic that treats it as care', () => {
    expect(health('Tshuaj ntsuab Hmoob kho tau ntshav qab zib. Tsis tas mus ntsib kws kho mob.')).not.toBeNull();
    expect(health('Tsev kho mob Hmoob: peb kho mob ntshav siab. Hu rau kws kho mob Dr. Lee, MD.')).toBeNull();
  });
});

describe('cure claims in Somali and Afaan Oromoo', () => {
  it('reads an oil or a medicine that treats or heals a disease, and a clinic that treats it as care', () => {
    expect(health('Saliidda habbat sawdaa ayaa daaweysaa kansarka iyo sonkorowga.')).not.toBeNull();
    expect(health('Qorichi aadaa kun dhiibbaa dhiigaa ni fayyisa.')).not.toBeNull();
    expect(health('Geedo dabiici ah: iska daa kiniinka sonkorowga!')).not.toBeNull();
    expect(health('Rugta caafimaadka Hodan: waxaan daaweynaa sonkorowga. Ballan qabso.')).toBeNull();
    expect(health('Dhukkuba sukkaaraa qabduu? Kilinika keenya dhufaa, ogeessa mariisisaa.')).toBeNull();
  });
});

describe('a pool\'s pot is not earnings', () => {
  it('leaves "last season\'s pot paid out $8,650" alone, not a home business\'s take', () => {
    expect(earnings("Lake Hunters' walleye pool: last season's pot paid out $6,200 to the top three.")).toBeNull();
    expect(earnings('Our members took home $8,650 last month working part time from home. Join my team!')).not.toBeNull();
  });
});

describe('Spanish cure claims in the healer\'s own voice', () => {
  it('reads the first person and the illness leaving', () => {
    expect(health('Curamos la artritis con remedios de la abuela.')).toBe('Curamos la artritis');
    expect(health('Con este té el colesterol y la presión alta se van en una semana.')).toBe('colesterol y la presión alta se van');
    expect(health('Oración y hierbas: el VIH se va.')).toBe('VIH se va');
  });

  it('leaves counselling and healthy cooking alone', () => {
    expect(health('Sanamos relaciones: consejería para parejas los martes.')).toBeNull();
    expect(health('Clases de cocina sana para toda la familia.')).toBeNull();
  });
});

describe('cure claims in German, and bills paid in a rental', () => {
  it('reads a German remedy that heals a disease as a claim', () => {
    expect(health('Omas Kräutertonikum heilt Rheuma und Gicht!')).not.toBeNull();
    expect(health('Omas Kräutertonikum: frisch aus dem Garten, nur 12 Dollar.')).toBeNull();
  });

  it('leaves a landlord\'s "heat paid" beside the rent alone, and keeps pay promised to a recruit a claim', () => {
    expect(earnings('Sunny 2BR over the bakery, $1,350 a month, heat and trash paid. Laundry on site.')).toBeNull();
    expect(earnings('Join our team of home sellers and get paid $4,000 a month from your kitchen table. Be your own boss.')).not.toBeNull();
  });
});

describe('a class that eases a complaint, as a clinic treats one', () => {
  it('leaves a class\'s gentle help alone and keeps a class\'s cure a claim', () => {
    expect(health('Tai chi for arthritis: slow movement that eases stiff joints. Six Thursday classes, taught by a certified instructor.')).toBeNull();
    expect(health('Our six-week tai chi class reverses arthritis for good. Taught by a certified instructor.')).not.toBeNull();
  });
});

describe('cure claims in more of their words', () => {
  it('reads a disease neutralised, starved or made history, and a product that targets it', () => {
    expect(health('The mineral drops neutralize tumor cells in weeks.')).not.toBeNull();
    expect(health('One capsule a day and your sciatica is history.')).not.toBeNull();
    expect(health('Our turmeric capsules target arthritis where it starts.')).not.toBeNull();
    // History as a subject, and a target that is no condition, claim nothing.
    expect(health('Our bakery is history: 80 years on Main Street.')).toBeNull();
    expect(health('Our turmeric capsules target busy families on the go.')).toBeNull();
  });

  it('reads a headline verb with no subject as said of the product named above it', () => {
    expect(health('VITA SHIELD 9\nPrevents shingles, strep and pneumonia\nBooth 14')).not.toBeNull();
    // A clinic speaks of itself, and a provider named anywhere makes the line its own.
    expect(health('Lakes Family Clinic\nTreats sinus infections and strep, walk-ins welcome')).toBeNull();
    expect(health('We prevent shingles with the vaccine at our pharmacy.')).toBeNull();
  });
});

describe('weight lost in sizes by a stated time', () => {
  it('is a claim whatever the time is, for sizes and inches have no safe rate', () => {
    expect(weight('Drop two pant sizes by Saturday with our detox blend.')).not.toBeNull();
    expect(weight('Lose inches this week: the wrap does the work.')).not.toBeNull();
    expect(weight('Lose two pant sizes the healthy way: coaching, meal plans and patience.')).toBeNull();
  });
});

describe('direct selling as an opportunity', () => {
  it('reads the reader recruited to sell the company\'s goods as the pitch beside the earnings', () => {
    expect(earnings('Make $60,000 a year selling our candles from your kitchen table.')).not.toBeNull();
    expect(earnings('Become an independent consultant and earn $4,000 a month.')).not.toBeNull();
    expect(earnings('Our candles make a $20 gift anyone will love.')).toBeNull();
  });
});

describe('home remedies', () => {
  it('reads a syrup, soup or toddy said to keep illness away', () => {
    expect(health('Grandpa\'s hot toddy keeps sore throats away all winter.')).not.toBeNull();
    expect(health('Our elderberry syrup keeps the flu at bay.')).not.toBeNull();
  });
});

describe('ageing and weight loss by name', () => {
  it('reads aging reversed and weight loss made effortless', () => {
    expect(health('Our serum turns back aging at the source: reverse your biological age.')).not.toBeNull();
    expect(weight('Fat loss that stays off for good, no gym required.')).not.toBeNull();
  });
  it('leaves a plain weight-loss programme', () => {
    expect(weight('Our weight loss program: meals, coaching and weekly check-ins.')).toBeNull();
  });
});

describe('conditions in the plural', () => {
  it('reads viruses as the condition', () => {
    expect(health('The plug-in unit wipes out viruses in any bedroom.')).not.toBeNull();
  });
});

describe('the drug disclaimer however long its denial', () => {
  it('reads "not approved by the FDA to diagnose, treat, cure or prevent any disease" as no claim', () => {
    expect(health('Arnica rub with menthol. Not reviewed by the Food and Drug Administration to diagnose, treat, cure or prevent any disease.')).toBeNull();
    expect(health('Arnica rub with menthol: it will cure your arthritis.')).not.toBeNull();
  });
});

describe('a benefit doctors are called to vouch for', () => {
  it('reads an organ benefit beside "ask any cardiologist" as a claim', () => {
    expect(health('Our dark chocolate bark: good for your heart, cardiologists agree. $9 a bag.')).not.toBeNull();
  });
  it('leaves a benefit told with a doctor consulted, or a doctor with no benefit', () => {
    expect(health('Dark chocolate bark, $9 a bag. Ask your doctor about a heart-healthy diet.')).toBeNull();
    expect(health('Dr. Lind, family medicine, now seeing new patients. Doctors recommend a yearly checkup.')).toBeNull();
  });
});

describe('gadgets and charms sold to act on the body', () => {
  it('reads a device said to prevent or ease a condition as the claim', () => {
    expect(health('Countertop water ionizer: prevents kidney stones, $399 installed.')).not.toBeNull();
    expect(health('Magnetic bracelet with a crystal pendant that soothes migraines.')).not.toBeNull();
  });
  it('leaves a purifier sold for smoke and a copper roof', () => {
    expect(health('Air purifier takes wildfire smoke out of a bedroom in an hour. $189.')).toBeNull();
    expect(health('Copper roofs and gutters, 50-year warranty. Free estimates.')).toBeNull();
  });
});

describe('years of life promised', () => {
  it('reads a product said to add years to your life', () => {
    expect(health('One scoop of our greens powder puts years onto your life. $49 a tub.')).not.toBeNull();
  });
  it('leaves a clinic\'s class and a hedged maybe', () => {
    expect(health('Quit smoking and add years to your life: free class at the clinic, taught by a nurse.')).toBeNull();
    expect(health('Walking every day may add years to your life. Join the mall walkers.')).toBeNull();
  });
});

describe('others\' earnings held out to a reader who pays to join', () => {
  it('reads "they made it, you can too" as an earnings claim', () => {
    expect(earnings('Our reps made $180,000 last year selling solar. So can you: starter kit $495.')).not.toBeNull();
  });
  it('leaves a firm\'s sales record and a disclosed average', () => {
    expect(earnings('Our agents closed $40 million in sales last year. Call one today.')).toBeNull();
  });
});
