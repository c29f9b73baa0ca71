import { describe, expect, it } from 'vitest';
import { tokenize } from './concepts';
import {
  certainWinFromSystem,
  creditRepairPromise,
  degreeWithoutStudy,
  freeWithoutConditions,
  guaranteedOutcome,
  instantCosmeticResult,
  isPrizeNotice,
  miracleClaim,
  rankingClaim,
  totalEfficacy,
  valuableFreeWithoutConditions,
} from './truthful-concepts';

// Fresh probe ads written for these concepts: varied wording, negations and near misses.
const read = (f: (doc: ReturnType<typeof tokenize>) => { text: string } | null) => (t: string) => f(tokenize(t))?.text ?? null;
const guaranteed = read(guaranteedOutcome);
const certainWin = read(certainWinFromSystem);
const credit = read(creditRepairPromise);
const miracle = read(miracleClaim);
const ranking = read(rankingClaim);
const free = (t: string) => freeWithoutConditions(t)?.text ?? null;
const valuableFree = read(valuableFreeWithoutConditions);
const instant = read(instantCosmeticResult);

describe('guaranteed outcomes', () => {
  it('reads a guarantee beside a result the seller does not control, in the sentence or standing after it', () => {
    expect(guaranteed('Switch to our heat pumps and never pay a heating bill again, guaranteed.')).toBe('never pay a heating bill again, guaranteed');
    expect(guaranteed('Our panels pay for themselves in three years - guaranteed - or we cover the difference.')).not.toBeNull();
    expect(guaranteed('Regrow your hair in a month. Guaranteed!')).toBe('Regrow your hair in a month. Guaranteed');
    expect(guaranteed('Resultados garantizados en una semana.')).toBe('Resultados garantizados');
    expect(guaranteed('Play our Powerball picks and win. 100% guaranteed.')).not.toBeNull();
    expect(guaranteed('Our siding is guaranteed to cut your heating bill in half.')).toBe('guaranteed to cut your heating bill');
    expect(guaranteed('Guaranteed to pass your CDL test or your money back.')).toBe('Guaranteed to pass your');
    expect(guaranteed('We guarantee you will pass the GED on the first try.')).not.toBeNull();
  });

  it('leaves satisfaction, workmanship and negated guarantees alone', () => {
    expect(guaranteed('Satisfaction guaranteed or your money back.')).toBeNull();
    expect(guaranteed('Past performance is no guarantee of future results.')).toBeNull();
    expect(guaranteed('See the results for yourself. 100% satisfaction guaranteed.')).toBeNull();
    expect(guaranteed('Every repair is guaranteed for life.')).toBeNull();
    expect(guaranteed("Lock in today's rate. Guaranteed.")).toBeNull();
    expect(guaranteed('Every child wins a prize at the fishing derby, guaranteed.')).toBeNull();
    expect(guaranteed("We guarantee we'll cut your grass every week or the next mow is free.")).toBeNull();
  });
});

describe('guarantees in other forms', () => {
  it('reads money back if the result does not come as a guarantee of it', () => {
    expect(guaranteed('Lose 25 lbs by your reunion. If you do not, we refund every penny.')).toBe('Lose 25 lbs by your reunion. If you do not, we refund');
    expect(guaranteed('Regrow your hair in 60 days or your money back!')).toBe('Regrow your hair in 60 days or your money back');
    expect(guaranteed('Pass your contractor exam on the first try, or you pay nothing.')).not.toBeNull();
    expect(guaranteed('Love your new haircut or your money back.')).toBeNull();
    expect(guaranteed('See results in 30 days. If you are not satisfied, we refund every penny.')).toBeNull();
    expect(guaranteed('If your pizza is late, it is free.')).toBeNull();
  });

  it('reads a debt cut or a creditor stopped, guaranteed', () => {
    expect(guaranteed('Our enrolled agents get your tax debt slashed by 70%, guaranteed.')).toBe('tax debt slashed by 70%, guaranteed');
    expect(guaranteed('We guarantee to cut what you owe in half.')).toBe('guarantee to cut what you owe');
    expect(guaranteed('Settle for pennies on the dollar. Guaranteed.')).not.toBeNull();
    expect(guaranteed('Guaranteed to stop foreclosure in 72 hours.')).not.toBeNull();
    expect(guaranteed('Your balance is due on the 1st; guaranteed delivery by Friday.')).toBeNull();
  });

  it('leaves a guarantee the ad warns against alone', () => {
    expect(guaranteed('Beware of anyone who guarantees results in a week.')).toBeNull();
    expect(guaranteed('Companies that promise guaranteed weight loss are not telling you the truth; we coach.')).toBeNull();
    expect(guaranteed('Be skeptical of a guaranteed credit score jump.')).toBeNull();
  });
});

describe('certain wins from a system for a game of chance', () => {
  it('reads winning every time or never losing with a system', () => {
    expect(certainWin('Our lottery software picks winners every single week.')).toBe('winners every single');
    expect(certainWin('With the Dakota method it is impossible to lose at blackjack.')).toBe('impossible to lose');
  });

  it('reads a system that does not lose, unless the ad says no system can promise that', () => {
    expect(certainWin('The Ridgeway betting method simply does not lose at the casino.')).toBe('not lose');
    expect(certainWin('Our blackjack system has not had a losing weekend in two years.')).toBe('not had a losing');
    expect(certainWin('Slots strategy guide: zero losses since March.')).toBe('zero losses');
    expect(certainWin("Our roulette system hasn't lost a single session since 2019.")).toBe("hasn't lost");
    expect(certainWin('No betting system can promise you will not lose at the casino.')).toBeNull();
    expect(certainWin('Casino night strategy talk: do not lose more than you budget.')).toBeNull();
    expect(certainWin("Lottery pool tips: don't lose your ticket before the drawing.")).toBeNull();
  });

  it('leaves raffles, lottery retailers and odds talks alone', () => {
    expect(certainWin('Pull tabs and meat raffles every Friday at the VFW: new winners every week!')).toBeNull();
    expect(certainWin('Play Pick 3 at the Quick Stop: winners every day!')).toBeNull();
    expect(certainWin('Free talk on lottery odds: no strategy can win every time.')).toBeNull();
  });

  it('tells a prize notice from a system', () => {
    expect(isPrizeNotice(tokenize('Congratulations, you are a guaranteed winner! Claim your prize today.'))).toBe(true);
    expect(isPrizeNotice(tokenize('Our system makes you a guaranteed winner at the lottery.'))).toBe(false);
  });
});

describe('credit repair promises', () => {
  it('reads true history erased and scores raised by a number of points', () => {
    expect(credit('We wipe out bankruptcies and charge-offs from your credit in weeks.')).toBe('wipe out bankruptcies');
    expect(credit('Boost your credit score 120 points by spring.')).toBe('Boost your credit score');
  });

  it('leaves error disputes, education and other collections alone', () => {
    expect(credit('We remove errors and inaccurate collections from your credit report.')).toBeNull();
    expect(credit('Free class: how late payments affect your credit score.')).toBeNull();
    expect(credit('We clean up estate collections of antiques and glassware.')).toBeNull();
  });
});

describe('miracle claims', () => {
  it('reads a miracle said of a remedy or the body, in English and Spanish', () => {
    expect(miracle('Meet the miraculous new hearing aid everyone is talking about.')).toBe('miraculous');
    expect(miracle('Un té milagroso para el dolor de rodillas.')).toBe('milagroso');
  });

  it('leaves brand names and charities alone', () => {
    expect(miracle('Miracle-Ear hearing aids: free hearing test this week.')).toBeNull();
    expect(miracle("Children's Miracle Network radiothon for the children's hospital.")).toBeNull();
    expect(miracle('Miracle League baseball for kids of all abilities.')).toBeNull();
    expect(miracle('We do not sell miracle creams, just honest skin care.')).toBeNull();
  });
});

describe('ranking claims in other word forms', () => {
  it('reads nobody cheaper, least expensive, top rated and best ever made', () => {
    expect(ranking('No one in the metro sells mattresses for less.')).toBe('No one in the metro sells mattresses for less');
    expect(ranking("You won't find a lower price on tires anywhere.")).toBe("won't find a lower price");
    expect(ranking('The least expensive storage units around.')).toBe('least expensive');
    expect(ranking('Top-rated roofer in the county.')).toBe('Top-rated');
    expect(ranking('The best snowblower ever built.')).toBe('best snowblower ever built');
    expect(ranking('The most effective mosquito spray on the market.')).toBe('most effective mosquito spray on the market');
    expect(ranking('The strongest deck stain money can buy.')).not.toBeNull();
  });

  it('leaves wishes, look-alikes and price-match terms alone', () => {
    expect(ranking('Best wishes to the class of 2025.')).toBeNull();
    expect(ranking('Nobody can tell the difference.')).toBeNull();
    expect(ranking('Find it for less elsewhere and we will refund the difference.')).toBeNull();
  });
});

describe('free offers and their conditions', () => {
  it('reads a mark that leads nowhere and conditions only gestured at', () => {
    expect(free('Get a FREE water softener!* Call today.')).toBe('FREE water softener!*');
    expect(free('FREE installation\u2020\n\u2020Our installers are licensed and insured.')).toBe('FREE installation\u2020');
    expect(free('Free gutter guards this fall! Some restrictions apply.')).toBe('Some restrictions apply');
    expect(free('FREE smartphone!*\n*See store for details.')).toBe('FREE smartphone!*');
  });

  it('accepts conditions stated with the offer or in the footnote', () => {
    expect(free('FREE TV with any sofa!*\n*Some restrictions apply.')).toBeNull();
    expect(free('FREE pillow!*\n*With purchase of any mattress $499 or more.')).toBeNull();
    expect(free('Free gutter guards for the first 20 callers! Some restrictions apply.')).toBeNull();
    expect(free('Free delivery on orders over $50. Some restrictions apply.')).toBeNull();
    expect(free('Free delivery*\n*Within 25 miles of the store.')).toBeNull();
    expect(free('FREE floor mats!*\n*New 2025 models only.')).toBeNull();
  });

  it('leaves "free" meaning without, plain free offers and masked profanity alone', () => {
    expect(free('Free estimates. Licensed and insured.')).toBeNull();
    expect(free('Call toll-free 1-800-555-0100. Restrictions apply to rentals.')).toBeNull();
    expect(free('Gluten-free menu all week. Some restrictions apply.')).toBeNull();
    expect(free('Free coffee for sh*t-hot drivers.')).toBeNull();
  });
});

describe('costly things given away', () => {
  it('reads a free trip, appliance or device with no condition beside it', () => {
    expect(valuableFree('Claim your FREE 4-day Orlando vacation! Call 800-555-0199 today.')).toBe('FREE 4-day Orlando vacation');
    expect(valuableFree('Brand-new hearing aids are free this spring for area veterans.')).toBe('hearing aids are free');
    expect(valuableFree('We are giving away new furnaces to ten Brainerd homeowners.')).toBe('giving away new furnaces');
    expect(valuableFree('FREE 55" TV this weekend only!\nSofas, sectionals and recliners.\nOpen Sat 9-6.\n\nFine print: with purchase of any sectional $1,999 or more.')).toBe('FREE 55" TV');
  });

  it('leaves conditions stated beside it, courtesies, marked offers and prizes alone', () => {
    expect(valuableFree('FREE 55" TV with any sectional purchase this weekend.')).toBeNull();
    expect(valuableFree('Free 3-night getaway when you attend a 90-minute resort presentation.')).toBeNull();
    expect(valuableFree('Free roof inspection after the hail storm. Licensed and insured.')).toBeNull();
    expect(valuableFree('Free hearing aid cleaning and batteries every Tuesday.')).toBeNull();
    expect(valuableFree('FREE laptop!* Call today.')).toBeNull();
    expect(valuableFree('Enter to win a free cruise for two at the bridal fair.')).toBeNull();
    expect(valuableFree('We are giving away a weekend getaway: one lucky diner takes it home.')).toBeNull();
    expect(valuableFree('Gluten-free snacks for the road trip.')).toBeNull();
    expect(valuableFree('Free solar installation quote for your home.')).toBeNull();
  });

  it('reads "qualifying" people as an unstated condition, a qualifying purchase as a stated one', () => {
    expect(free('FREE gutter guards for qualifying homeowners! Conditions apply.')).toBe('Conditions apply');
    expect(free('FREE gutter guards with a qualifying purchase! Conditions apply.')).toBeNull();
  });
});

describe('guaranteed outcomes in other words', () => {
  it('reads a bill said to fall with money back if it does not, a promise put in writing, and a win hit for sure', () => {
    expect(guaranteed('New windows and your electric bill falls by a third. If your bill does not go down, we pay you the difference.')).not.toBeNull();
    expect(guaranteed('Our insulation will cut your gas bill in half. We put it in writing.')).not.toBeNull();
    expect(guaranteed('Follow our keno picks for two weeks and you will hit, guaranteed, or get your $39 back.')).not.toBeNull();
  });

  it('leaves a price match and a hit outside a game of chance alone', () => {
    expect(guaranteed('Lower your energy bill with a heat pump. If you find a lower price on the same model, we will pay the difference.')).toBeNull();
    expect(guaranteed('Our fall menu is a guaranteed hit with the kids.')).toBeNull();
  });

  it('reads a home promised safe from foreclosure', () => {
    expect(guaranteed('With our home equity plan you will never lose your house. Guaranteed.')).not.toBeNull();
    expect(guaranteed('Rates guaranteed for the life of the loan; talk with a counselor about taxes and insurance you still owe.')).toBeNull();
  });

  it('reads guarantees of what a court, an examiner, the weather, a lender or fate decides', () => {
    expect(guaranteed('Our firm guarantees the largest settlement the insurer will ever pay you.')).not.toBeNull();
    expect(guaranteed('Bigger refund than last year, guaranteed, or the filing is free.')).not.toBeNull();
    expect(guaranteed('Six weeks with our tutors and your teen scores a 1500 on the SAT. Guaranteed!')).not.toBeNull();
    expect(guaranteed('Record yields on sand or clay, guaranteed by our agronomists.')).not.toBeNull();
    expect(guaranteed('Approval guaranteed for every buyer, repossessions welcome.')).not.toBeNull();
    expect(guaranteed('Reverend Joy reunites you with your soulmate, guaranteed.')).not.toBeNull();
    expect(guaranteed('Install our detector and we guarantee no one in your home will die from a fire.')).not.toBeNull();
  });

  it('leaves approval as a condition, a refund of the fee and a negated guarantee alone', () => {
    expect(guaranteed('Trade-in values guaranteed through Sunday, with approved credit.')).toBeNull();
    expect(guaranteed('Monthly payment guaranteed for 72 months, subject to credit approval.')).toBeNull();
    expect(guaranteed('No tutor can guarantee a perfect score, but ours will help your teen prepare.')).toBeNull();
  });

  it('reads eligibility for money said to be owed as promised, not guaranteed acceptance of a policy', () => {
    expect(guaranteed('Seniors can claim a $1,500 grocery allowance they are owed. Every caller is approved. Guaranteed.')).not.toBeNull();
    expect(guaranteed('Guaranteed acceptance whole life for ages 50 to 80: everyone is approved, no medical exam.')).toBeNull();
  });
});

describe('masked miracles and instant cosmetic results', () => {
  it('reads "miracle" spelled with a mask, beside the body', () => {
    expect(miracle('This eye cream is a m1racle for tired skin.')).toBe('m1racle');
    expect(miracle('Our bakery\'s M!racle Mile cinnamon rolls are back.')).toBeNull();
  });

  it('reads a flaw gone in no time, not a flaw softened over weeks or denied to vanish', () => {
    expect(instant('Put it on at bedtime and the crow\'s feet are gone by morning.')).not.toBeNull();
    expect(instant('Dark spots vanish within days.')).not.toBeNull();
    expect(instant('Our concealer makes dark circles disappear in minutes, and it washes off.')).toBeNull();
    expect(instant('In eight weeks fine lines look softer.')).toBeNull();
    expect(instant('No cream makes wrinkles disappear overnight; ours hydrates.')).toBeNull();
  });
});

describe('free words that offer nothing of value', () => {
  it('leaves a free service on a costly thing, a business named for it and "free" in a name alone', () => {
    expect(valuableFree('Hillside Roofing offers free, no-pressure roof checks after every storm.')).toBeNull();
    expect(valuableFree('Readers of the Free Press picked us as their favourite truck dealership.')).toBeNull();
    expect(valuableFree('Buy 3 windows, get the 4th free. Conditions: the free window is of equal or lesser value.')).toBeNull();
    expect(ranking('The free item is the lowest-priced of the three.')).toBeNull();
    expect(ranking('The lowest-priced tire shop in the metro.')).not.toBeNull();
  });
});

describe('decisions made by a court or an agency, guaranteed', () => {
  it('reads a dismissal, an acquittal or a green card promised', () => {
    expect(guaranteed('Speeding ticket? We get it dismissed - dismissal guaranteed or your fee back.')).not.toBeNull();
    expect(guaranteed('Not guilty verdicts guaranteed on every OWI we take.')).toBe('Not guilty verdicts guaranteed');
    expect(guaranteed('Get your work permit in 60 days, guaranteed.')).not.toBeNull();
    expect(guaranteed('Ciudadanía garantizada para toda la familia.')).not.toBeNull();
    expect(guaranteed('Charges dropped or you pay nothing.')).not.toBeNull();
  });

  it('leaves the papers the seller prepares and a school dismissal alone', () => {
    expect(guaranteed('We guarantee your citizenship application is filed on time and free of errors.')).toBeNull();
    expect(guaranteed('Early dismissal Friday. Bake sale treats guaranteed fresh.')).toBeNull();
  });

  it('reads a clause wrapped onto the next line, not a heading and the line under it', () => {
    expect(guaranteed('We slash your credit card\ndebt in half, guaranteed.')).not.toBeNull();
    expect(guaranteed('Tax Debt Help\nGuaranteed response within one business day.')).toBeNull();
  });
});

describe('total efficacy and degrees without study', () => {
  const total = read(totalEfficacy);
  const degree = read(degreeWithoutStudy);

  it('reads a threat or a test beaten every time', () => {
    expect(total('This air purifier kills 100% of viruses in the room.')).toBe('kills 100% of viruses');
    expect(total('Our radon test catches 100 percent of leaks.')).toBe('catches 100 percent of leaks');
    expect(total('In the trial 100% of users slept through the night.')).toBe('100% of users');
  });

  it('leaves measured figures, donations, surveys and denials alone', () => {
    expect(total('These sunglasses block 100% of UVA and UVB rays.')).toBeNull();
    expect(total('Kills 99.9% of household germs.')).toBeNull();
    expect(total('We donate 100% of ticket sales to the food shelf.')).toBeNull();
    expect(total('100% of customers surveyed would come back.')).toBeNull();
    expect(total('No filter kills 100% of bacteria, so boil your water.')).toBeNull();
  });

  it('reads a degree in weeks or for life experience', () => {
    expect(degree('Get a real bachelor\'s degree within 3 weeks, fully accredited.')).toBe("bachelor's degree within 3 weeks");
    expect(degree('Doctorates for life experience? Ours are life experience doctorates, mailed in days.')).toBe('life experience doctorates');
    expect(degree('Online MBA with no coursework required.')).toBe('MBA with no coursework');
  });

  it('leaves degree programs of ordinary length, trade certificates and news of a degree alone', () => {
    expect(degree('Finish your bachelor\'s degree online in as few as 20 months.')).toBeNull();
    expect(degree('CDL training in 4 weeks. Forklift certification in 1 day.')).toBeNull();
    expect(degree('Diploma classes begin in 2 weeks at the adult learning center.')).toBeNull();
    expect(degree('We count your work experience toward your degree.')).toBeNull();
  });
});

describe('every germ killed, and results a body decides', () => {
  const total = read(totalEfficacy);
  it('reads every one of a microbe killed as total efficacy', () => {
    expect(total('Our ionic spray destroys all viruses on contact.')).toBe('destroys all viruses');
    expect(total('Elderberry tonic that kills every germ in the house.')).toBe('kills every germ');
  });
  it('leaves a measured kill rate alone', () => {
    expect(total('Wipes that kill 99.9% of household germs.')).toBeNull();
    expect(total('Does not kill all bacteria; rinse well.')).toBeNull();
  });
  it('reads a morning without a hangover, guaranteed', () => {
    expect(guaranteed('Our filtered vodka means no hangovers. Guaranteed.')).not.toBeNull();
    expect(guaranteed('Zero-proof cocktails: no hangover, no guesswork.')).toBeNull();
  });

  it('reads a guarantee of results in Somali, Vietnamese and Russian, not a Somali money-back promise', () => {
    expect(guaranteed('Waxaan dammaanad ka qaadeynaa natiijo degdeg ah: 10 kg toddobaad gudihiis.')).not.toBeNull();
    expect(guaranteed('Chúng tôi bảo đảm kết quả sau 3 buổi.')).not.toBeNull();
    expect(guaranteed('Гарантируем результат за одну неделю.')).not.toBeNull();
    expect(guaranteed('Dammaanad: haddii aadan ku qanacsanayn, lacagtaada waa laguu celinayaa.')).toBeNull();
  });

  it('reads a life saved, guaranteed, as a promise no product keeps; a plain fact about detectors is none', () => {
    expect(guaranteed('Our carbon monoxide alarm is guaranteed to save your life.')).not.toBeNull();
    expect(guaranteed('Smoke alarms save lives. Free installs from the fire department.')).toBeNull();
  });

  it('reads a bigger or the biggest refund promised in Somali', () => {
    expect(guaranteed('Waxaan kuu ballan qaadaynaa soo celinta ugu badan, dammaanad.')).not.toBeNull();
  });
});
