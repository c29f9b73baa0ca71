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
    expect(types(reviewItems(check('VFW Post 1234 meat raffle every Friday 5 pm!')))).toEqual(['charitable_gambling_license']);
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
});
