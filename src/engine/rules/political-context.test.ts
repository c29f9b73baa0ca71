import { describe, expect, it } from 'vitest';
import { detectPoliticalAd, detectPoliticalSubmission } from './political-context';
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

  it('leaves a reminder to vote that names no choice, as a business\'s election-day hours give it', () => {
    expect(political('Open late on Election Day! Whoever you vote for, go vote. Sorensen Auto Repair is open until 8 p.m. on Tuesday, November 4, so you can drop your car off on the way to the polls.')).toBe(false);
    expect(political('Election Day is November 4: don\'t forget to vote! Show your "I voted" sticker for a free coffee all day.')).toBe(false);
    // A reminder beside a named choice is campaign material again.
    expect(political('Don\'t forget to vote November 4. Re-elect Maria Olson for County Commissioner.')).toBe(true);
  });

  it('leaves an organisation electing its own board alone: a co-op\'s annual meeting is no public election', () => {
    expect(political('Notice of Annual Meeting. Business: financial report and election of three directors. Ballots are mailed to voting members with this notice, November 4.')).toBe(false);
    expect(political('Annual meeting of members November 4: re-elect Dana Holm for county commissioner!')).toBe(true);
  });

  it('still reads advocacy at a forum or beside a notice as campaign material', () => {
    expect(political('Meet the candidates night at the VFW, then vote for Jane Hollis for City Council on November 4.')).toBe(true);
    expect(political('Candidate forum Thursday. Paid for by Neighbors for Better Schools, 12 Elm St, Mora.')).toBe(true);
  });

  it('takes an ad declared political as political', () => {
    expect(political('Thank you, neighbors, for twelve years of trust.', 'political')).toBe(true);
  });
});

describe('political context in Spanish and on ballot questions', () => {
  it('reads a ballot question by its number and a Spanish campaign by its vote, office and date', () => {
    expect(political('Yes on Question 3: a new fire hall for Lakeville. Paid for by Citizens for Station 2.')).toBe(true);
    expect(political('¡Vote SÍ a la pregunta del distrito escolar! Mejores escuelas para nuestros hijos. El 5 de noviembre.')).toBe(true);
    expect(political('VOTA NO a la enmienda del condado. Tu voto cuenta.')).toBe(true);
    expect(political('Reelija a Lucía Paredes para el concejo municipal. Elecciones el 5 de noviembre.')).toBe(true);
    expect(political('Keep our libraries open: support the library levy. Election Day is Tuesday.')).toBe(true);
  });

  it('leaves "si" as "if", a Spanish voter-registration notice and a quiz question alone', () => {
    expect(political('Vota si te gusta nuestra nueva salsa: encuesta en la tienda hasta el 5 de noviembre.')).toBe(false);
    expect(political('Regístrese para votar en la biblioteca. Lugar de votación y boletas de muestra, sin partido.')).toBe(false);
    expect(political('Trivia night: question 4 is always about the Vikings. Winners get wings.')).toBe(false);
    expect(political('Truth in Taxation hearing on the proposed 2027 levy, December 4 at City Hall.')).toBe(false);
  });

  it('lets the title a submitter wrote tip a bare ballot-question ad over, pointing still into the copy', () => {
    const input = ruleInput('Clean lakes and safe trails for every neighborhood.\nPaid for by Friends of Owatonna Parks.', { meta: { title: 'Vote yes on the parks levy' } });
    expect(detectPoliticalAd(input).isPolitical).toBe(false);
    const submission = detectPoliticalSubmission(input);
    expect(submission.isPolitical).toBe(true);
    expect(input.text.slice(submission.trigger!.start, submission.trigger!.end)).toBe('Paid for by');
  });

  it('reads a named person\'s voting record as campaign material, in capitals too, not a crowd\'s vote', () => {
    expect(political('JANE ORTIZ VOTED AGAINST SCHOOL FUNDING. Remember that on November 3.')).toBe(true);
    expect(political('CONGRESSWOMAN ABEL MISSED 30 VOTES. Tell her on November 3.')).toBe(true);
    expect(political('Our customers voted for the best burger in town! Try it November 3.')).toBe(false);
  });
});

describe('political context: a judge by the noun', () => {
  it('reads "judge" as an office, not a car show judged by ballot', () => {
    expect(political('Trophies in twelve classes, judged at noon. Fans pick the winner by ballot.')).toBe(false);
    expect(political('Keep Judge Ellen Mork on the bench. Your ballot, November 4.')).toBe(true);
  });

  it('reads an election inside a school or club as no public election, even when the submitter calls it political', () => {
    expect(political('Vote Priya and Sam for student body president and VP. Polls open Monday on the campus app.', 'political')).toBe(false);
    expect(political('Vote Priya Shah for school board. Election Day is November 4.', 'political')).toBe(true);
  });

  it("reads a union local's officer election as no public election", () => {
    expect(political('Steelworkers Local 1938 officer election: vote Tuesday at the union hall. Members in good standing, bring your union card.', 'political')).toBe(false);
    expect(political('Vote Ana Ruiz for city council, Ward 3. Endorsed by the Steelworkers union. Election Day is November 4.', 'political')).toBe(true);
  });
});
