import { describe, expect, it } from 'vitest';
import { checkAdultProducts } from './adult-products';
import { cueKinds } from './adult-products-cues';
import { tokenize } from './concepts';
import { ruleInput, types } from './test-helpers';

const check = (text: string) => checkAdultProducts(ruleInput(text));

describe('a commercial-sex ad told by its cues', () => {
  it('reads an ad that never names its trade by four kinds of cue, or three with screening', () => {
    for (const text of [
      'Just arrived, sweet and discreet. Your place or mine. No law enforcement, no blocked calls.',
      'Lonely on the road? Our ladies visit truck stops and motels, 24/7, generous gentlemen only.',
      'Chicas nuevas cada semana. Servicio a domicilio, las 24 horas. Solo caballeros.',
      'Grand opening: young beautiful staff, VIP room, open till 3 AM. Full service.',
      'Bachelor party? Our dancers go all the way, and for a little extra, private fun for the groom.',
      'New faces every week, $250 an hour, hotel visits only, text only.',
      'Nhân viên trẻ đẹp, phục vụ tại khách sạn hoặc tại nhà, mở cửa 24/24, chiều khách.',
    ]) {
      expect(types(check(text))).toEqual(['sexual_services']);
    }
  });

  it('reads a price for a session in minutes as a time price, and Vietnamese and Spanish late hours and clientele', () => {
    expect(cueKinds(tokenize('Pretty girls, new in town. 30 min $80, 60 min $140. Open till 3 AM.'))).toEqual(['hours', 'newness', 'provider', 'time price']);
      expect(types(check('Pretty girls, new in town. 30 min $80, 60 min $140. Open till 3 AM.'))).toEqual(['sexual_services']);
      expect(types(check('Massage thư giãn: nhân viên trẻ đẹp, phòng riêng kín đáo, trọn gói cho quý ông, mở đến 2 giờ sáng.'))).toEqual(['sexual_services']);
      expect(cueKinds(tokenize('Abierto hasta las 3 de la mañana.'))).toEqual(['hours']);
  });

  it('keeps a licensed massage price list and a late-night noodle shop clean', () => {
    expect(check('Licensed massage therapy: 60 min $80, 90 min $110. Open till 8 pm. Gift cards.')).toEqual([]);
    expect(check('Tiệm phở mở cửa đến 2 giờ sáng, phục vụ quý ông và quý bà. Phở $12.')).toEqual([]);
  });

  it('counts each kind once, so one kind said many ways is still one cue', () => {
    expect(cueKinds(tokenize('Discreet, discretion assured, private rooms, rear entrance.'))).toEqual(['discretion']);
    expect(check('Discreet, discretion assured, private rooms, rear entrance, back door.')).toEqual([]);
  });

  it('keeps lawful businesses with a few of the same cues clean', () => {
    for (const text of [
      'Merry Maids: our girls come to your place, $30 an hour, bonded and discreet. House cleaning weekly.',
      "Downtown hotel: private suites, open 24 hours, overnight rates from $99. Girls' weekend package.",
      'Home health aides: our ladies make house calls, overnight care, 24/7, discreet.',
      'Nightclub: bottle girls, VIP room upstairs, open till 2 AM, 21+.',
      "Gentlemen's barbershop: hot towel shave, open late, $25 per half hour, private room.",
      'Full-service day spa: private rooms, open 24 hours, young friendly staff.',
      'Ladies night Thursdays, private party room upstairs, open till 2 AM, $5 an hour pool.',
      'Bachelor party packages: limo, steakhouse, private room, open till 2 AM, gentlemen welcome.',
    ]) {
      expect(check(text)).toEqual([]);
    }
  });
});

describe('round six cues', () => {
  it('reads paid time by the hour, the bachelor weekend and after dark as cues', () => {
    expect(cueKinds(tokenize('Charming companions for gentlemen, discreet, by the hour.'))).toEqual(['clientele', 'discretion', 'provider', 'time price']);
    expect(cueKinds(tokenize('Bachelor weekend? Private entertainers come by after dark.'))).toEqual(['clientele', 'hours', 'provider']);
  });

  it('reads Vietnamese cues typed without their marks', () => {
    expect(cueKinds(tokenize('Phuc vu tan noi, khach san hoac tai nha. Kin dao.'))).toEqual(['discretion', 'visit']);
  });

  it('leaves a boat rented by the hour alone', () => {
    expect(checkAdultProducts(ruleInput('Pontoon rentals by the hour or the whole day. Life jackets for the kids included.'))).toEqual([]);
  });
});

describe('the cues in Spanish', () => {
  it('reads a bachelor party, a private room and "doing everything" as clientele, discretion and extras', () => {
    expect(cueKinds(tokenize('Despedidas de soltero: strippers que hacen de todo en el cuarto privado.'))).toEqual(['clientele', 'discretion', 'extras']);
  });

  it('adds them up to a commercial-sex ad only with enough other cues', () => {
    expect(check('Despedidas de soltero: chicas que hacen de todo en el cuarto privado, toda la noche. Club Fuego, 21+.')).not.toEqual([]);
    expect(check('Salón Las Palmas: bodas, quinceañeras y despedidas de soltero. Cuarto privado para 40 personas.')).toEqual([]);
  });
});
