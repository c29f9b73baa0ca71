import { describe, expect, it } from 'vitest';
import { tokenize } from './concepts';
import { prizeNoticeFee } from './truthful-prize-notice';

// Fresh probe ads: a prize said to be won, then a fee to collect it; and sweepstakes that ask for nothing.
const fee = (t: string) => prizeNoticeFee(tokenize(t))?.text ?? null;

describe('a prize notice with a fee to collect', () => {
  it('reads the fee after the notice, whatever the fee is called', () => {
    expect(fee("You've won a 65-inch TV! Claim it today: a $39.50 delivery fee applies.")).toBe('delivery fee');
    expect(fee('Your household has been selected for a free Branson vacation. Just pay $149 in port taxes per person.')).toBe('port taxes');
    expect(fee('CONFIRMED WINNER\nMail the $19.95 processing and handling fee to release your award.')).toBe('processing and handling');
  });
  it('leaves sweepstakes without a fee, a fee with no prize, and a negated fee alone', () => {
    expect(fee('Enter to win a snowmobile! No purchase necessary. Winner pays any income tax owed.')).toBeNull();
    expect(fee('You have been selected for our rewards card. No annual fee, $0 intro transfer fee.')).toBeNull();
    expect(fee('Youth hockey registration: $45 processing fee per player. Sign up by Sept. 1.')).toBeNull();
  });
  it('reads a prize held for the reader, and a fee the claim requires', () => {
    expect(fee('Your gift card award is on hold. To release it, a one-time $12.99 verification fee is required.')).toBe('verification fee');
    expect(fee('Good news: your name is on the winners list for our spring drawing! A $9.95 records fee is required before shipping.')).toBe('fee');
    expect(fee('Your name is on the winners list! Pick up your prize at the front desk, no fee.')).toBeNull();
  });
});
