import { describe, expect, it } from 'vitest';
import { detectPoliticalAd } from './political-context';
import { ruleInput } from './test-helpers';

const political = (text: string, submissionType = 'advertisement') => detectPoliticalAd(ruleInput(text, { meta: { submissionType } })).isPolitical;

describe('political context', () => {
  it('recognises campaign material by its office and ballot, however it is worded', () => {
    expect(political('Re-elect Maria Olson for County Commissioner, District 2. Vote November 4.')).toBe(true);
    expect(political('Marcus Reed for School Board. Return your absentee ballot by Friday.')).toBe(true);
  });

  it('leaves civic notices that advocate for no one as commercial copy', () => {
    expect(political('The Rotary Club hosts a debate open to all candidates for mayor, October 2 at the public library. The election is November 4.')).toBe(false);
    expect(political('Notice is hereby given that a special election for the school board will be held November 4. Polling places are open 7 a.m. to 8 p.m.')).toBe(false);
    expect(political('Register to vote before the city council election at the library table, Saturdays in October. Nonpartisan volunteers will help.')).toBe(false);
  });

  it('still reads advocacy at a forum or beside a notice as campaign material', () => {
    expect(political('Meet the candidates night at the VFW, then vote for Jane Hollis for City Council on November 4.')).toBe(true);
    expect(political('Candidate forum Thursday. Paid for by Neighbors for Better Schools, 12 Elm St, Mora.')).toBe(true);
  });

  it('takes an ad declared political as political', () => {
    expect(political('Thank you, neighbors, for twelve years of trust.', 'political')).toBe(true);
  });
});
