import { describe, expect, it } from 'vitest';
import { checkForeignLanguages } from './foreign-languages';
import { reviewItems, ruleInput, types, violations } from './test-helpers';

const check = (text: string) => checkForeignLanguages(ruleInput(text));

describe('foreign languages', () => {
  it('leaves English ads alone, including short ones', () => {
    expect(check('Grand opening sale this weekend at Lakeside Furniture. Sofas, recliners and mattresses up to 40% off. Free delivery in Duluth.')).toEqual([]);
    expect(check('Open 24/7.')).toEqual([]);
  });

  it('asks for a translation of an ad in another language', () => {
    const [f] = check('Gran venta de apertura este fin de semana en Mueblería Lakeside. Sofás, sillones y colchones con hasta 40% de descuento.');
    expect(f).toMatchObject({ violationType: 'untranslated_foreign_language', severity: 'moderate' });
    expect(f.description).toContain('Spanish');
  });

  it('flags required disclosures that appear only in English', () => {
    const text = 'Departamentos de dos recámaras en renta, cerca de escuelas y parques. Llame hoy para una cita. Equal Housing Opportunity.';
    expect(types(violations(check(text)))).toEqual(['untranslated_foreign_language', 'disclosure_only_in_english']);
    expect(types(violations(check(`${text} Igualdad de oportunidades de vivienda.`)))).toEqual(['untranslated_foreign_language']);
  });

  it('notes a foreign passage in an English ad for review', () => {
    const text = 'Now hiring line cooks and dishwashers at Lakeside Grill, full and part time, apply today.\n\nSe buscan cocineros y lavaplatos, tiempo completo y medio tiempo, aplique hoy mismo.';
    const findings = check(text);
    expect(violations(findings)).toEqual([]);
    expect(types(reviewItems(findings))).toEqual(['foreign_language_passage']);
  });

  it('does not take short English ad copy for another language', () => {
    expect(check('3BR house for rent in quiet Lakeside neighborhood.\n\nPerfect for a mature couple.\n\n$1,650/month, first and last plus deposit.')).toEqual([]);
    expect(check('Our killer whale exhibit opens Saturday. Minnesota Zoo, Apple Valley.')).toEqual([]);
  });
});
