import { describe, expect, it } from 'vitest';
import { checkAdultProducts } from './adult-products';
import { ruleInput, types } from './test-helpers';

const check = (text: string) => checkAdultProducts(ruleInput(text));

describe('adult products and services', () => {
  it('refuses escort and sexual-massage ads as critical', () => {
    for (const text of [
      'Upscale companionship, discreet outcall, $200/hr. Text Candy.',
      'Sensual massage by Asian ladies, open late.',
      'New girls! Escorts available 24/7, VIP service.',
      'Relaxing massage with happy ending, walk-ins welcome.',
    ]) {
      const [f] = check(text);
      expect(f).toMatchObject({ violationType: 'sexual_services', severity: 'critical' });
    }
  });

  it('ignores the Ford Escort, police escorts and ordinary massage', () => {
    expect(check('1998 Ford Escort wagon, runs great, $900 OBO.')).toEqual([]);
    expect(check('Funeral escort service by Lakes Area Motorcycle Club.')).toEqual([]);
    expect(check('Therapeutic deep tissue massage, licensed therapists, $60/hour.')).toEqual([]);
    expect(check('Happy endings start here: Bella Bridal, wedding gowns and veils.')).toEqual([]);
  });

  it('flags explicit language as major and lawful adult businesses as moderate', () => {
    expect(types(check('Hot singles in your area! Live sex cams.'))).toEqual(['explicit_content']);
    const [f] = check('Grand opening: Lovers Lane adult novelty boutique, Hwy 10.');
    expect(f).toMatchObject({ violationType: 'adult_business', severity: 'moderate' });
  });

  it('does not mistake adult education or nude lipstick for adult content', () => {
    expect(check('Adult education classes, adult ballet, nude lipstick shades, XXXL shirts.')).toEqual([]);
  });

  it('reads "full service" as sexual only beside dancers, escorts or massage', () => {
    expect(types(check('Private dancers for bachelor parties. Full-service packages available.'))).toContain('sexual_services');
    expect(check('Full-service gas station and car wash, open 24 hours.')).toEqual([]);
  });

  describe('read by concept', () => {
    it('finds paid company in its euphemisms and a sexual massage by its frame', () => {
      expect(types(check('Generous gentlemen only. 200 roses for an hour of my company.'))).toEqual(['sexual_services']);
      expect(types(check('Table shower and body-to-body massage, open until 2 am.'))).toEqual(['sexual_services']);
      expect(check('Generous portions and family fun at the Lodge. Rates $50 per hour, a company you can trust.')).toEqual([]);
      expect(check('Deep tissue, prenatal and couples massage by licensed therapists. Most insurance accepted.')).toEqual([]);
    });

    it('finds explicit material by frame and word form, not naked juice or a topless Jeep', () => {
      expect(types(check('Uncensored videos of real amateurs, members only.'))).toEqual(['explicit_content']);
      expect(types(check('Her OnlyFans is live.'))).toEqual(['explicit_content']);
      expect(check('Naked Juice and nude heels on sale. Topless Jeep tours. Uncensored political talk show tonight.')).toEqual([]);
    });

    it('reads baring oneself asked as the price of a drink, not a flash sale or a card shown', () => {
      expect(types(check('Ladies: flash the DJ and the next round is on us. Thursday at the Roadhouse, 21+.'))).toEqual(['explicit_content']);
      expect(check('Flash sale Thursday: flash your loyalty card at the bar for a free soda. Show us your receipt for 10% off.')).toEqual([]);
    });

    it('reads a sex act told as a climax euphemism, not a meal, a race, homework or a lawyer', () => {
      for (const text of [
        'Private suites where the girls will grind until you finish, and nobody counts songs. 18+.',
        'She rides you till you come.',
        'Ladies 21+: learn how to make him finish in two minutes flat.',
        'How to get yourself off with the new rabbit.',
        'Lap dancers who make you cum every time.',
      ]) {
        expect(types(check(text))).toContain('explicit_content');
      }
      expect(check('Eat until you finish, then dessert. Keep going until you finish the race. Ride until you finish: century ride Sept 12.')).toEqual([]);
      expect(check('Make him finish his homework! Tutoring $20. Massage: we rub until you finish relaxing.')).toEqual([]);
      expect(check("DWI? We'll get you off. Get yourself off to a great start at Tri-County Bank.")).toEqual([]);
    });

    it('reads an in-home sex toy party as a lawful adult business, not a bridal shower or a toy drive', () => {
      for (const text of ['Pleasure party Saturday, ladies 21+, RSVP for the address.', 'Book a Passion Party for her bridal shower!', 'Adult toy parties hosted in your home.']) {
        expect(types(check(text))).toEqual(['adult_business']);
      }
      expect(check('Toy drive party for the children. Bridal shower games and pleasure cruises on Lake Minnetonka.')).toEqual([]);
    });

    it('reads the trade named outright or by its abbreviations, not a notice against trafficking or a furniture brand', () => {
      for (const text of ['Hot call girls available tonight, text 612-555-0101.', 'BBBJ, PSE. Text Amber.', 'Damas de compañía, servicio VIP, llámame.', 'Prepagos colombianas en Minneapolis.', 'Hookers on call all weekend.']) {
        expect(types(check(text))).toEqual(['sexual_services']);
      }
      expect(check('Stop human trafficking: if you see call girls advertised, call the hotline.')).toEqual([]);
      expect(check('Hooker Furniture recliners 30% off.')).toEqual([]);
    });

    it('reads therapists sold on their looks or youth as the women on offer, not as a licence', () => {
      for (const text of ['Gorgeous young Thai therapists, full body massage, open late.', 'Asian massage with hot new Korean therapists.']) {
        expect(types(check(text))).toEqual(['sexual_services']);
      }
      expect(check('Licensed therapists, deep tissue and prenatal massage. Young families welcome.')).toEqual([]);
    });

    it('reads the happy ending told as a verb beside a massage, not a spa party for kids', () => {
      for (const text of ['Thai massage, every visit finishes happy.', 'Relaxing rubdowns for tired men, a happy finish guaranteed.']) {
        expect(types(check(text))).toEqual(['sexual_services']);
      }
      expect(check("Kids' spa birthday: mini massages and glitter nails, every party ends happy.")).toEqual([]);
      expect(check('Day spa: facials and pedicures. Every visit ends happy.')).toEqual([]);
    });

    it('reads body rubs in slang and leetspeak spellings', () => {
      for (const text of ['B0dy rubz by appointment, text only.', 'Late night bodyrubz, walk-ins.']) {
        expect(types(check(text))).toEqual(['sexual_services']);
      }
      expect(check('The Body Shop: rub-on bronzer and body butter, 2 for $20.')).toEqual([]);
    });

    it('reads people offered as wanting sex, with masked curses written out, not burgers or trailers', () => {
      for (const text of ['Bored wives near Rochester who wanna hook up tonight. Free to join.', 'Real women ready to f**k, no games. 18+.', 'Girls in your area looking to get laid.', 'Cuties nearby who wanna smash tonight.']) {
        expect(types(check(text))).toEqual(['explicit_content']);
      }
      for (const text of [
        'Guys who want to smash a burger: double patty Tuesdays.',
        'Campers looking to hook up a trailer? Hitch installs $150.',
        'Meet local singles who want to settle down. Matchmaking since 1994.',
        'People who want to smash tonight: Smash Bros bracket, $5 entry.',
        'Young farmers looking to hook up with buyers: networking breakfast.',
        'Party people ready to get down tonight! DJ at 9.',
      ]) {
        expect(check(text)).toEqual([]);
      }
    });

    it('reads hookups in personals slang, lingerie modeling sessions and spicy pictures behind an age gate, not wings or campsites', () => {
      expect(types(check('Married but bored? Discreet hookups, no questions asked.'))).toEqual(['explicit_content']);
      expect(types(check('NSA fun tonight, text me.'))).toEqual(['explicit_content']);
      expect(types(check('Private lingerie modeling sessions by the hour.'))).toEqual(['adult_business']);
      expect(types(check('New spicy pics every week on my page. 18+ only \u{1F51E}'))).toEqual(['explicit_content']);
      for (const text of ['Spicy wings videos on our page, hot sauce challenge for 21+.', 'Spicy chicken sandwich, link in bio.', 'Full hookup campsites and NSA career fair.', 'Lingerie sale: bras 2 for $40.']) {
        expect(check(text), text).toEqual([]);
      }
    });

    it('reads a massage given by women sold on their looks, not a licensed spa or a ladies\' day', () => {
      for (const text of ['Sexy Asian girls give the best rubdowns, walk-ins welcome.', 'Gorgeous ladies, relaxing massage, open late.', 'Masajes con chicas bonitas, llame hoy.']) {
        expect(types(check(text))).toEqual(['sexual_services']);
      }
      expect(check('Pretty staff, licensed therapists, deep tissue massage.')).toEqual([]);
      expect(check("Beautiful ladies' spa day: massage and facials. Cute girls' soccer camp, massage chairs for parents.")).toEqual([]);
    });

    it('reads a private or adult camera show as explicit, not a dash cam or an eagle-nest webcam', () => {
      expect(types(check('Adult webcam shows nightly, private cam shows on request.'))).toEqual(['explicit_content']);
      expect(check('Dash cam shows everything: installed $99. Our eagle-nest webcam shows the chicks hatching.')).toEqual([]);
    });

    it('finds an adult novelty shop by its products, not a concrete vibrator', () => {
      expect(types(check('Vibrators, bondage kits and couples novelties at the Velvet Room.'))).toEqual(['adult_business']);
      expect(check('Concrete vibrators for rent at Sunbelt.')).toEqual([]);
      expect(check('Whole-body vibration classes for better balance, Tuesdays at the Y.')).toEqual([]);
    });
  });
  describe('escort as a trade', () => {
    it('reads the escort company\'s name as the trade its copy describes, unless the ad speaks of girls or discretion', () => {
      expect(check('Pilot car escort service for oversize loads.\nNorthern Escort Services, Fargo.')).toEqual([]);
      expect(check('Funeral Procession Escorts\nNorthland Escort Service provides motorcycle escorts for funeral processions.')).toEqual([]);
      expect(types(check('Escort service, discreet, new girls. Funeral escorts too.'))).toEqual(['sexual_services']);
    });

    it('reads an escort service for seniors or students as a ride, not a date', () => {
      expect(check('Our escort service for seniors: rides to appointments and shopping.')).toEqual([]);
      expect(check('Campus safety escorts students to their cars after dark.')).toEqual([]);
    });

    it('reads a senior or patient escort told as a ride to an errand, not a discreet "senior escort"', () => {
      expect(check('Lakeside Elder Escort Service: a volunteer driver picks you up for dialysis and brings you home.')).toEqual([]);
      expect(check('Hospital escort program pairs patients with drivers for clinic visits.')).toEqual([]);
      expect(types(check('Senior escort service, mature and discreet ladies, your hotel.'))).toEqual(['sexual_services']);
    });

    it('reads roses as a price only when counted, not a florist\'s Valentine', () => {
      expect(check('Gentlemen, order her roses today. Free delivery in town.')).toEqual([]);
      expect(types(check('Gentlemen only: 150 roses for an hour of my company.'))).toEqual(['sexual_services']);
    });
  });

  describe('paid company as sugar dating', () => {
    it('reads sugar dating and pay-per-meet arrangements', () => {
      for (const text of [
        'Attractive students seeking generous sugar daddies. Sign up free.',
        'Let a wealthy man cover your tuition: pay-per-meet arrangements, no strings.',
        'Mutually beneficial arrangements between successful men and young women.',
        'Gentlemen provide an allowance per meet. Join tonight.',
      ]) {
        expect(types(check(text))).toEqual(['sexual_services']);
      }
    });

    it('reads a benefactor paying for company, not a library\'s benefactors, a matchmaker or a seminar\'s dates', () => {
      expect(types(check('Seeking a generous benefactor for mutually rewarding dates.'))).toEqual(['sexual_services']);
      expect(types(check('Wealthy gentlemen, young companions. Join free.'))).toEqual(['sexual_services']);
      expect(check('Our benefactors made this library possible. Story time dates: May 3 and 10.')).toEqual([]);
      expect(check('Wealthy men and women: estate planning seminar, dates below. Dating coach for successful men.')).toEqual([]);
    });

    it('does not read a florist, a lender, a host or a watermelon as sugar dating', () => {
      expect(check('Sugar Baby watermelons $4 each. Sugar Daddy caramel pops at the candy counter.')).toEqual([]);
      expect(check('Generous floral arrangements from $39. Flexible payment arrangements, no strings attached.')).toEqual([]);
      expect(check('Arrangements by Sugar & Spice Florists, generous bouquets.')).toEqual([]);
      expect(check('Seating arrangements for 200 guests. Church choir seeking singers for new arrangements of hymns.')).toEqual([]);
    });
  });

  describe('explicit phone and chat lines', () => {
    it('reads horny callers and dirty talk on a pay-per-call line', () => {
      expect(types(check('Horny housewives waiting for your call. $2.99 a minute, 18+.'))).toEqual(['explicit_content']);
      expect(types(check('Talk dirty with local singles tonight. Call 1-900-555-0100.'))).toEqual(['explicit_content']);
    });

    it('reads alluring people on a line billed by the minute, not a psychic hotline', () => {
      expect(types(check('Lonely? Sexy local girls want to chat. $1.99/min.'))).toEqual(['explicit_content']);
      expect(check('Talk to a real psychic tonight, $1.99 per minute. Hot tips on love and money.')).toEqual([]);
    });

    it('does not read an herbal supplement, a lizard or a carpet cleaner\'s pun as explicit', () => {
      expect(check('Horny goat weed capsules, 60 count. Horny toads at the reptile expo.')).toEqual([]);
      expect(check("Let's talk dirty: carpet cleaning, three rooms $99.")).toEqual([]);
    });
  });

  describe('escorts and massage in Spanish and Vietnamese', () => {
    it('reads escorts as the trade sells them in Spanish, not an insurer for gentlemen and ladies', () => {
      expect(types(check('Acompañantes independientes, atención las 24 horas.'))).toEqual(['sexual_services']);
      expect(types(check('Acompañantes de lujo para caballeros exigentes.'))).toEqual(['sexual_services']);
      expect(check('Compañía de seguros para caballeros y damas, precios generosos. Acompañantes de pacientes en el hospital.')).toEqual([]);
    });

    it('reads young pretty staff beside a massage by name in Vietnamese, not a nail salon\'s spa pedicure', () => {
      expect(types(check('Mát-xa thư giãn, nhân viên nữ trẻ đẹp.'))).toEqual(['sexual_services']);
      expect(check('Tiệm nail: spa pedicure, nhân viên trẻ đẹp, giá rẻ.')).toEqual([]);
    });
  });

  describe('sexual massage in Spanish', () => {
    it('reads a happy ending, full service and new girls beside a massage', () => {
      for (const text of ['Masajes con final feliz, abierto tarde.', 'Masajes sensuales. Chicas nuevas. Servicio completo en tu hotel.', 'Masaje erótico, atención privada.']) {
        expect(types(check(text))).toEqual(['sexual_services']);
      }
    });

    it('reads a massage for gentlemen with pretty or young staff', () => {
      for (const text of ['Masajes para caballeros, chicas lindas, discreción total.', 'Spa privado, masajistas jóvenes, atención completa.', 'Relaxing Asian massage, pretty staff, open late.']) {
        expect(types(check(text))).toEqual(['sexual_services']);
      }
    });

    it('does not read a licensed therapist\'s or a family spa\'s massage as sexual', () => {
      expect(check('Masaje terapéutico completo por terapeuta licenciada. Aceptamos seguro médico.')).toEqual([]);
      expect(check('Masajes relajantes para toda la familia. Spa Las Palmas.')).toEqual([]);
      expect(check('Masaje completo de cuerpo y reflexología en el spa del hotel.')).toEqual([]);
      expect(check('Sensual candles and massage oils at the Body Shop. Massage chairs 20% off.')).toEqual([]);
    });
  });

  describe('nude venues', () => {
    it('reads a strip club by what it shows', () => {
      for (const text of ['Totally nude, 18+. Open noon to 2 am.', 'Lap dances nightly at the Velvet Lounge.', 'Male strippers for your bachelorette party!']) {
        expect(types(check(text))).toEqual(['adult_business']);
      }
    });

    it('reads performers sold by their looks behind an adult age gate, not a salsa night or a girls\' league', () => {
      expect(types(check('Bachelor party? Private shows with our hottest dancers, 21+.'))).toEqual(['adult_business']);
      expect(types(check('Cabaret with exotic entertainers nightly, 18 and over.'))).toEqual(['adult_business']);
      expect(check('Salsa night: dancers of all levels, 21+, no cover. Hot girls\' volleyball league, ages 18+.')).toEqual([]);
      expect(check('Beautiful models wanted for our bridal show, 18+.')).toEqual([]);
    });

    it('does not read hardware strippers or nude shades as a venue', () => {
      expect(check('Wire strippers and paint stripper 20% off. Nude lipstick shades, all natural.')).toEqual([]);
    });
  });
});

describe('adult products: personal ads', () => {
  it('reads a personal ad seeking a partner for sex, nude pictures asked for and sex acts in euphemism', () => {
    for (const text of [
      'Married guy, 50s, looking for a discreet lady for sex on lunch breaks. Mankato.',
      'Couple seeking a third for NSA fun this weekend.',
      'Bored housewife, send nudes and I will reply.',
      'I want to bend you over the kitchen counter. Text me.',
    ]) {
      expect(types(check(text)), text).toEqual(['explicit_content']);
    }
  });

  it('leaves sex education, a lipstick shade and a figure of speech alone', () => {
    for (const text of [
      'Seeking volunteers for sex education nights at the teen clinic.',
      'Looking for resources for sex offender registration? Call the county.',
      'Shop our nudes: twelve lipstick shades for every skin tone.',
      'We bend over backwards for our customers.',
    ]) {
      expect(check(text), text).toEqual([]);
    }
  });
});

describe('adult products: a club named only as the venue', () => {
  it('keeps a gentlemen\'s club that sells only food and games for review, and flags one that sells its show', () => {
    const tame = check("Playoff hockey on the big screens and $5 wings all night at the Silver Fox Gentlemen's Club. 21+.");
    expect(tame.map((f) => [f.violationType, f.kind])).toEqual([['adult_business', 'review_item']]);
    expect(types(check("Silver Fox Gentlemen's Club: new dancers every weekend, VIP room open late. 21+."))).toEqual(['adult_business']);
    expect(check("Silver Fox Gentlemen's Club: new dancers every weekend, VIP room open late. 21+.")[0].kind).toBe('violation');
  });

  it('reads performers named in a club\'s job notice as positions, not the show it sells', () => {
    const hiring = check('Help wanted at the Silver Fox adult cabaret: door staff, cooks and entertainers. Apply in person after 4 p.m. 21+.');
    expect(types(hiring)).toEqual(['adult_business']);
    expect(hiring[0].kind).toBe('review_item');
    const show = check('The Silver Fox adult cabaret: our entertainers take the stage nightly, private dances in the VIP room. 21+.');
    expect(show[0].kind).toBe('violation');
  });
});

describe('round six frames', () => {
  const flagged = (text: string) => types(checkAdultProducts(ruleInput(text)));

  it('reads performers who undress as an adult show, not a floor stripped or a dance troupe', () => {
    expect(flagged('Book our dancers for the birthday: the guys strip down to their shorts and beyond. Call Tyler.')).toEqual(['adult_business']);
    expect(flagged('Our dancers perform the spring recital; volunteers strip the stage floor on Sunday.')).toEqual([]);
  });

  it('reads full service beside private entertainers as a sexual service, not a full-service entertainment booking', () => {
    expect(flagged('Private entertainers for your next party. Full service. Text to book.')).toContain('sexual_services');
    expect(flagged('Full-service DJ and MC for weddings; our entertainers bring lights and games.')).toEqual([]);
  });

  it('reads arousal told outright with a second sexual word as explicit, not a clinic or a splash pad', () => {
    expect(flagged('Our new gel: rock hard in minutes and ready all night long.')).toEqual(['explicit_content']);
    expect(flagged('Trouble getting hard? Our urologists treat ED so you can have sex again. Confidential visits.')).toEqual([]);
    expect(flagged('Get wet all night at the splash pad: open late every Friday in July.')).toEqual([]);
  });

  it('reads "XXX" hyphened onto a word as a pun, not explicit material', () => {
    expect(flagged('XXX-TRA hot wings, Tuesdays only at the Loon Grill.')).toEqual([]);
    expect(flagged('XXX movies and toys, open late. 18+.')).toContain('explicit_content');
  });

  it('reads sex acts named in plain or slang words as explicit, not a dentist, a window or a self-defence class', () => {
    expect(flagged('Married guy, 44, wants a lady who enjoys oral sex and more. Motel in Rochester Friday.')).toEqual(['explicit_content']);
    expect(flagged('SWF seeks a man who likes it rough from behind. Text me.')).toEqual(['explicit_content']);
    expect(flagged('Blow jobs and more, discreet, Duluth.')).toContain('explicit_content');
    expect(flagged('Oral surgery and oral appliances for snoring: same-week consults.')).toEqual([]);
    expect(flagged('Women’s self-defence night: escaping a grab from behind, $15.')).toEqual([]);
    expect(flagged('Double-hung windows and well hung doors by North Star Carpentry.')).toEqual([]);
  });

  it('reads a partner riding the reader through the night as explicit, not a driver or a shuttle', () => {
    expect(flagged("New memory-foam king: she'll ride you until sunrise. $899.")).toEqual(['explicit_content']);
    expect(flagged('Saddle up, cowboy. Let her ride you.')).toEqual(['explicit_content']);
    expect(flagged('Party bus rentals: we ride you all night from bar to bar.')).toEqual([]);
    expect(flagged("Our volunteer driver will ride you to the clinic and back.")).toEqual([]);
  });

  it('reads a partner\'s pleasure or the organ, beside a second sexual line, as explicit copy', () => {
    expect(flagged('Herbal stamina capsules. Make her moan all night long.')).toEqual(['explicit_content']);
    expect(flagged('Herbal stamina capsules for hikers who want to keep going all night long.')).toEqual([]);
  });

  it('reads a wet T-shirt contest as exposure for show, and a Russian "massage for men" with new girls as sexual services', () => {
    const flagged = (text: string) => types(checkAdultProducts(ruleInput(text)));
    expect(flagged('Wet tee night at the Dockside: cash to the best wet T-shirt, 10 p.m.')).toEqual(['explicit_content']);
    expect(flagged('T-shirt night at the Dockside: wear your team tee, $2 off wings.')).toEqual([]);
    expect(flagged('Массаж для мужчин, новые девушки каждую неделю, выезд в отель.')).toContain('sexual_services');
    expect(flagged('Лечебный массаж спины, лицензированный массажист, запись по телефону.')).toEqual([]);
  });

  it('reads three plain arousal cues in one breath as explicit, not one or two', () => {
    expect(types(check('Passion Drops: stay hard, get wet, last all night. 18+ only.'))).toContain('explicit_content');
    expect(types(check('Waterpark late night: get wet all night long, $12 a wristband.'))).toEqual([]);
  });

  it('reads a tug or a pilot car escorting ships or loads as a trade, not an escort service', () => {
    expect(types(check('Now hiring: pilot car drivers to escort oversize loads and wind-turbine blades across the state. $24/hr.'))).toEqual([]);
    expect(types(check('Tugboat crew wanted to escort freighters into the harbor. Union scale.'))).toEqual([]);
    expect(types(check('Discreet escorts, outcall 24/7, text for rates.'))).toContain('sexual_services');
  });
});

describe('sexual services in the trade\'s own terms, in Korean, Chinese and Russian', () => {
  it('reads paid dating, outcall massage and "girls who come to you" as sexual services', () => {
    expect(types(check('세인트폴 조건만남, 20대 대기, 카톡 문의'))).toContain('sexual_services');
    expect(types(check('年轻美女上门服务，24小时，微信联系'))).toContain('sexual_services');
    expect(types(check('Девушки на выезд, круглосуточно, конфиденциально. Звоните.'))).toContain('sexual_services');
    // A licensed therapist's Korean sports massage and a Chinese repair shop's house calls are not.
    expect(types(check('스포츠 마사지, 면허 소지 치료사, 보험 적용 가능. 예약 필수.'))).not.toContain('sexual_services');
    expect(types(check('空调维修，提供上门服务，价格公道'))).not.toContain('sexual_services');
  });
});

describe('the massage trade\'s Chinese terms across sentences', () => {
  it('reads pretty young women therapists, full-body oil rubs and hotel delivery', () => {
    expect(types(check('东方养生馆。漂亮女技师,手法专业。'))).toContain('sexual_services');
    expect(types(check('全身油压,晚上营业,欢迎预约。'))).toContain('sexual_services');
    expect(types(check('酒店外卖,24小时,电话联系。'))).toContain('sexual_services');
    // A clinic's licensed therapists and a restaurant's takeout are not.
    expect(types(check('中医推拿,持证技师,医保可用。'))).not.toContain('sexual_services');
    expect(types(check('川菜馆外卖,满30元免费送餐。'))).not.toContain('sexual_services');
  });
});

describe('playthings for grown-ups and placement', () => {
  it('reads toys for grown-ups behind an age gate and crotchless lingerie', () => {
    expect(types(check('Naughty games and toys for adults, 15% off for the graduation crowd. 18+ only. Velvet Room, Duluth.'))).toContain('adult_business');
    expect(types(check('Cupless bras and crotchless bodysuits for your honeymoon. Silk & Lace, St. Cloud.'))).toContain('explicit_content');
  });
  it('leaves puzzles for grown-ups, and a gated boutique placed away from youth pages to review', () => {
    expect(types(check('Jigsaw puzzles and toys for grown-ups who never stopped playing. Ely Toy Co.'))).not.toContain('adult_business');
    expect(types(check('Lingerie and games for couples. 18+ only. Velvet Room, Duluth.'))).not.toContain('adult_business');
    const placed = checkAdultProducts(
      ruleInput('Bachelorette nights at Ruby Door: lingerie and adult novelties. 18+ only.', { meta: { description: 'Requested placement: wedding pages, away from any youth content.' } }),
    );
    expect(placed.filter((f) => f.kind === 'violation' && f.severity !== 'minor')).toEqual([]);
  });
});

describe('a rental set for sex', () => {
  it('reads lube and condoms laid in beside a mirror over the bed', () => {
    expect(types(check('Lake cabin for two: king bed with a mirror over the bed, and we leave lube and condoms on the nightstand. $160 a night.'))).toContain('explicit_content');
  });
  it('leaves condoms on a pharmacy shelf and a haunted house\'s screams', () => {
    expect(check('Condoms, pregnancy tests and cold medicine at Main Street Drug. Open till 9.')).toEqual([]);
    expect(check('Haunted corn maze: out here nobody can hear you scream. $15, Fridays in October.')).toEqual([]);
  });
});

describe('an adult shop asking to run beside youth content', () => {
  const placedAt = (description: string) =>
    types(checkAdultProducts(ruleInput('Lingerie, games and toys for couples. 18+ to enter. Ruby Door, Hwy 10, Anoka.', { meta: { description } })));
  it('reads a request for the prep sports page as the placement the policy forbids', () => {
    expect(placedAt('Please run it in the prep sports roundup, by the hockey scores.')).toContain('adult_business_near_youth');
  });
  it('leaves a request to keep it away from, or not near, the youth pages', () => {
    expect(placedAt('Run in the weekend section, not near the youth sports pages.')).not.toContain('adult_business_near_youth');
    expect(placedAt('Bridal section please, away from school news.')).not.toContain('adult_business_near_youth');
  });
});

describe('swingers and adult DVDs by name', () => {
  it('reads each as an adult business', () => {
    for (const text of ['Swingers party Saturday at the Red Door, couples only.', 'Adult DVDs half off at the Book Nook annex.']) {
      expect(types(check(text)), text).toContain('adult_business');
    }
  });
  it('leaves a swing dance', () => {
    expect(check('Swing dance night Saturday, lessons at 7. $10.')).toEqual([]);
  });
});
