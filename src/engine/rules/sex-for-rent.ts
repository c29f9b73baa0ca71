import { concept, frameHit, isNegatedHit, near, type TConceptDoc, type THit } from './concepts';

/**
 * Housing offered for sex: rent taken off, or waived, in exchange for a tenant's "companionship" or "favors". It is sexual
 * harassment in housing (a quid pro quo, 24 CFR 100.600) and the offer of sex for something of value, so the housing and
 * the adult-products rules both read it. Rent traded for chores, yard work or caregiving is an ordinary arrangement.
 */
const RENT_BREAK = concept('rent break', [
  'rent discount', 'discount on rent', 'discounted rent', 'reduced rent', 'rent reduction', 'reduction in rent', 'lower rent', 'free rent', 'rent free', 'no rent', 'cheap rent',
  'rent break', 'break on rent', 'break on the rent', 'below market rent', 'in lieu of rent', 'instead of rent', 'in exchange for rent', 'trade for rent', 'rent negotiable',
  'rent can be negotiated', 'rent can be worked out', 'work off rent', 'work off the rent', 'renta gratis', 'descuento en la renta',
]);
const FAVOURS = concept('favours', [
  'companionship', 'sexual favors', 'sexual favours', 'favors', 'favours', 'intimacy', 'cuddling', 'cuddle', 'cuddles', 'you know what i mean', 'if you know what i mean',
  'open minded', 'private time', 'keep me company', 'spend time with me', 'with benefits', 'compañía',
]);

export function sexForRent(doc: TConceptDoc): THit | null {
  const frame = near(doc, RENT_BREAK, FAVOURS, { window: 8, sameClause: false }).find((f) => !isNegatedHit(doc, f.a) && !isNegatedHit(doc, f.b));
  return frame ? frameHit(frame) : null;
}
