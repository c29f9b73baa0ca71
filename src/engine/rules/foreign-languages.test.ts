import { describe, expect, it } from 'vitest';
import { checkForeignLanguages, suppliedTranslation } from './foreign-languages';
import { RULE_SETTINGS } from './settings';
import { spanLanguages } from './language-identification';
import { runPolicyRules } from './index';
import { buildRuleInput } from '../rule-input';
import { metadata, reviewItems, ruleInput, types, violations } from './test-helpers';

const check = (text: string, description: string | null = null) => checkForeignLanguages(ruleInput(text, { meta: { description } }));
const languagesOf = (text: string) => spanLanguages(text).map((s) => s.language);

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

  it('takes the description\'s word that a translation was supplied, and sends the ad to a person to read it', () => {
    const spanish =
      'Clínica dental para toda la familia. Limpiezas, coronas, frenos y blanqueamiento con dentistas que hablan español. ' +
      'Aceptamos Medical Assistance y la mayoría de los seguros. Abierto los sábados. Llame hoy para hacer una cita.';
    for (const description of ['Spanish; English translation supplied.', 'Translation of the headline and body included.', 'Translations attached']) {
      const findings = check(spanish, description);
      expect(violations(findings), description).toEqual([]);
      expect(types(reviewItems(findings)), description).toEqual(['translation_not_read']);
    }
    for (const description of ['Spanish; no English translation supplied.', 'Spanish ad; translation to follow.', 'English translation not provided', 'Translation needed; supplied artwork only']) {
      expect(types(violations(check(spanish, description))), description).toEqual(['untranslated_foreign_language']);
    }
    // A supplied translation says nothing of the disclosures printed in the ad: they must still be in its language.
    const rental = 'Se renta casa de tres recámaras cerca de la escuela y del parque. Llame a Rosa hoy mismo. Equal Housing Opportunity.';
    expect(types(violations(check(rental, 'Spanish; English translation supplied.')))).toEqual(['disclosure_only_in_english']);
  });

  it('knows "no purchase necessary" in Somali, Hmong and Vietnamese, and a gloss in the ad\'s own script', () => {
    const somali = 'Ku guuleyso $250! Looma baahna wax iibsasho. Ka qaybgal bilaash ah bogga internetka. Tartanku wuxuu dhammaanayaa 31 December 2025. No purchase necessary.';
    expect(types(violations(check(somali, 'Translation supplied: "Win $250! No purchase necessary. Enter free online. Ends December 31, 2025."')))).toEqual([]);
    const korean = '로즈빌 원룸 아파트 임대\n월 $1,200, 난방비 포함.\n누구나 환영합니다.\n공정 주택 기회 (Equal Housing Opportunity)';
    expect(types(violations(check(korean, 'Translation supplied: "1-bedroom apartment for rent in Roseville, $1,200, heat included. Everyone welcome. Equal Housing Opportunity."')))).toEqual([]);
    const hmong = 'Tsev Xauj, 4 Chav Pw\nNyob ze tsev kawm ntawv. $1,900 ib hlis.\nTxais Section 8. Hu rau Tou, 651-555-0147.\nVaj Tse Sib Luag / Equal Housing Opportunity.';
    expect(types(violations(check(hmong, 'Hmong; translation supplied: "House for rent, 4 bedrooms, near the school, $1,900 a month, Section 8 welcome."')))).toEqual([]);
    const somaliRental = 'Guri kiro ah oo leh saddex qol, waxaa ku yaal meel u dhow dugsiga. $1,400 bishii. La xiriir Faadumo.\nFursad Guri oo Siman / Equal Housing Opportunity';
    expect(types(violations(check(somaliRental, 'Somali; translation supplied: "Three-bedroom house for rent near the school, $1,400 a month. Call Faadumo. Equal Housing Opportunity."')))).toEqual([]);
    expect(types(violations(check(somaliRental.replace('Fursad Guri oo Siman / ', 'Faadumo Rentals / '), 'Somali; translation supplied: "Three-bedroom house for rent near the school, $1,400 a month."')))).toEqual(['disclosure_only_in_english']);
    // Without the ad's own wording beside it, the English disclosure is still alone.
    const koreanEnglishOnly = korean.replace('공정 주택 기회 (Equal Housing Opportunity)', 'Equal Housing Opportunity');
    expect(types(violations(check(koreanEnglishOnly, 'Translation supplied: "1-bedroom apartment for rent in Roseville, $1,200, heat included. Everyone welcome."')))).toEqual(['disclosure_only_in_english']);
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

  it('calls a short ad foreign when none of it is English and two of its sentences are in one other language', () => {
    const [f] = check('Muag qaib thiab os.\nTuaj yuav hnub no.\nHu rau Pa 651-555-0177.');
    expect(f).toMatchObject({ violationType: 'untranslated_foreign_language', severity: 'moderate' });
    // One short foreign line beside a name and a phone number is still too little to judge.
    expect(violations(check('Hu rau Pa Vang.\n651-555-0177'))).toEqual([]);
    // An English sentence in the ad keeps the usual length.
    expect(violations(check('Fresh tomatoes on sale today.\nPeb muag txiv lws.\nHu rau Pa.'))).toEqual([]);
  });

  it('does not take short English ad copy for another language', () => {
    expect(check('3BR house for rent in quiet Lakeside neighborhood.\n\nPerfect for a mature couple.\n\n$1,650/month, first and last plus deposit.')).toEqual([]);
    expect(check('Our killer whale exhibit opens Saturday. Minnesota Zoo, Apple Valley.')).toEqual([]);
  });

  describe('reads the language of each sentence by its common words', () => {
    it('tells the community languages apart, also in short lines', () => {
      expect(languagesOf('Peb muaj txiv hmab txiv ntoo tshiab txhua hnub.')).toEqual(['hnj']);
      expect(languagesOf('Bánh mì và cà phê sữa đá, mở cửa mỗi ngày.')).toEqual(['vie']);
      expect(languagesOf('Hilib iyo bariis waa diyaar maalin kasta.')).toEqual(['som']);
      expect(languagesOf('Tenemos tamales y champurrado todos los domingos.')).toEqual(['spa']);
      expect(languagesOf('Fresh tamales every Sunday at the church hall.')).toEqual(['eng']);
    });

    it('reads Vietnamese whose tone marks OCR dropped', () => {
      expect(languagesOf('Giam gia cho khach hang moi trong thang nay.')).toEqual(['vie']);
    });

    it('judges the two halves of a bilingual line apart', () => {
      expect(languagesOf('Open late on Fridays. Abierto hasta tarde los viernes.')).toEqual(['eng', 'spa']);
      expect(languagesOf('Free flu shots / Vacunas gratis contra la gripe')).toEqual(['eng', 'spa']);
    });

    it('reads Spanish loanwords and a Spanish name in English copy as English copy', () => {
      expect(languagesOf('Try the carnitas and a horchata at our new location on Main.')).toEqual(['eng']);
      expect(check('Casa Blanca Tacos\nTry the carnitas and a horchata at our new location on Main Street, open every day until midnight.')).toEqual([]);
    });
  });

  it('needs no translation when English copy of the same length runs beside it or comes in the description', () => {
    const spanish = 'Tenemos pan dulce recién horneado todos los días, conchas y pasteles para toda ocasión.';
    expect(types(check(spanish))).toEqual(['untranslated_foreign_language']);
    expect(check(spanish, 'English translation: We have fresh sweet bread every day, conchas and cakes for every occasion.')).toEqual([]);
    expect(violations(check(`${spanish}\nFresh sweet bread baked every day, with cakes for every occasion.`))).toEqual([]);
  });

  it('does not count an address or a name as a translation', () => {
    expect(types(check('Hilib ari, bariis iyo baasto waa diyaar maalin kasta oo qoyska oo dhan ku soo dhawoow.\nRiverside Avenue, Minneapolis.'))).toEqual([
      'untranslated_foreign_language',
    ]);
  });

  it('does not let the law\'s English wording decide the ad\'s language', () => {
    const ad = [
      'Gomitas de cáñamo sabor mango, 5 mg por pieza, solo para mayores de edad.',
      'Warning: Hemp products containing THC are not for use by anyone under the age of 21. Using hemp products containing THC may cause drowsiness. Keep out of reach of children and pets.',
    ].join('\n');
    expect(types(violations(check(ad, 'Translation: Hemp gummies, mango flavor, 5 mg per piece, adults only.')))).toEqual(['disclosure_only_in_english']);
  });

  it('sees a disclaimer restated in a language whose wording it does not know by its address', () => {
    const hmong = 'Pov npav rau Pheej Vaj rau Pawg Thawj Coj Lub Nroog, nws yuav pab peb cov tsev neeg thiab cov menyuam kawm ntawv.';
    const english = 'Prepared and paid for by Vang for Council, 512 Arcade St, St. Paul, MN 55106.';
    expect(types(violations(check(`${hmong}\n${english}`, 'Translation: Vote for Pheej Vang for City Council.')))).toEqual(['disclosure_only_in_english']);
    const restated = 'Npaj thiab them nqi los ntawm Vang for Council, 512 Arcade St, St. Paul, MN 55106.';
    expect(violations(check(`${hmong}\n${restated}\n${english}`, 'Translation: Vote for Pheej Vang for City Council.'))).toEqual([]);
  });

  it('keeps a greeting in another language in an English ad to a review at most', () => {
    expect(violations(check('Hmong New Year at the fairgrounds. Nyob zoo xyoo tshiab! Food, music and games for the whole family, this Saturday only.'))).toEqual([]);
  });

  it('counts a line marked as the translation as the translation, not as the ad\'s language', () => {
    const somali = 'Ku guuleyso lacag caddaan ah! Lacag u dir qoyskaaga oo ku gal tartanka bishan oo dhan.';
    expect(types(check(`${somali}\nTranslation: Win cash! Send money to your family and enter the contest all month.`))).toEqual([]);
    expect(types(check(somali))).toEqual(['untranslated_foreign_language']);
  });

  it('holds a disclosure in a language whose wording it does not know to a sentence of that language beside it', () => {
    const vietnamese = 'Bốc thăm trúng thưởng tại tiệm! Mỗi khách hàng có cơ hội trúng một năm làm móng miễn phí.';
    const description = 'Translation: Prize drawing at the salon! Every customer has a chance to win a year of free manicures.';
    const englishOnly = check(`${vietnamese}\nNo purchase necessary. Void where prohibited. Ends January 25.`, description);
    expect(types(violations(englishOnly))).toEqual(['disclosure_only_in_english']);
    expect(violations(check(`${vietnamese}\nNo purchase necessary.\nKhông cần mua hàng để tham gia.`, description))).toEqual([]);
    expect(violations(check(`${vietnamese}\nNo purchase necessary. Void where prohibited.\nKhông cần mua hàng để tham gia. Vô hiệu nơi bị cấm.`, description))).toEqual([]);
  });

  it('does not count the rest of an English warning as English copy of the ad', () => {
    const ad = [
      'Trà sen thư giãn, 5 mg THC mỗi lon, chỉ dành cho người từ 21 tuổi trở lên.',
      'Warning: Hemp products containing THC are not for use by anyone under the age of 21.',
      'Using hemp products containing THC may cause drowsiness, affect focus, reaction time, and decision-making.',
      'Keep out of reach of children and pets.',
    ].join('\n');
    expect(types(violations(check(ad)))).toEqual(['untranslated_foreign_language', 'disclosure_only_in_english']);
  });

  it('takes the law\'s wording given in both languages for part of the translation, not the English wording alone', () => {
    const bilingual = [
      '¡Gane un viaje a Cancún! / Win a trip to Cancún!',
      'NO ES NECESARIO COMPRAR. Participe en línea o en la tienda. Termina el 31 de diciembre.',
      'NO PURCHASE NECESSARY. Enter online or in store. Ends December 31.',
    ].join('\n');
    expect(check(bilingual)).toEqual([]);
  });

  it('points to a sentence of the language that OCR read with confidence, so one unsure word does not hide the finding', () => {
    const text = 'Gran venta de muebles este sábado!\nTodos los sofás y las mesas a mitad de precio en la tienda de la calle Lake.';
    const input = ruleInput(text, { method: 'image_ocr' });
    input.uncertain = [{ start: text.indexOf('muebles'), end: text.indexOf('muebles') + 'muebles'.length }];
    const [untranslated] = violations(checkForeignLanguages(input));
    expect(untranslated).toMatchObject({ violationType: 'untranslated_foreign_language' });
    expect(untranslated.affectedContent).toMatch(/^Todos los sofás/);
  });

  it('knows more everyday Oromo and Somali: days, months, community, medicine, doctor', () => {
    expect(languagesOf('Waldaa hawaasa Oromoo: walgahii guyyaa Jimaata, Sadaasa 14, mana barnootaa keessatti.')).toEqual(['orm']);
    expect(languagesOf('Daawada dhakhtarka waan keennaa, qiimo jaban.')).toEqual(['som']);
  });

  it('takes a disclosure glossed in brackets, or a notice set twice sentence for sentence, as given in both languages', () => {
    const description = 'Translation: Apartment for rent, 2 bedrooms, Minneapolis. Rent is $1,400 a month. All families are welcome.';
    const ad = 'Guri kiro ah: 2 qol jiif, Minneapolis. Kirada waa $1,400 bishii. Dhammaan qoysaska waa la soo dhaweynayaa.';
    expect(violations(check(`${ad}\nFursad guri oo siman (Equal Housing Opportunity).`, description))).toEqual([]);
    expect(types(violations(check(`${ad}\nEqual Housing Opportunity.`, description)))).toEqual(['disclosure_only_in_english']);
    const notice = 'Codee Ayaan Xasan, Golaha Dugsiga. Waxay u shaqeyn doontaa ardayda iyo qoysaska magaalada. Doorashadu waa 5ta Nofembar.';
    const council = 'Translation: Vote Ayaan Hassan for School Board. Election Day is November 5.';
    const both = `${notice}\n\nXAYSIIS LA BIXIYAY. Waxaa lacagta bixiyay Guddiga Ayaan Xasan, 210 Main St, Faribault, MN 55021.\n\nPAID ADVERTISEMENT. Paid for by the Ayaan Hassan Committee, 210 Main St, Faribault, MN 55021.`;
    expect(violations(check(both, council))).toEqual([]);
    const englishOnly = `${notice}\n\nPAID ADVERTISEMENT. Paid for by the Ayaan Hassan Committee, 210 Main St, Faribault, MN 55021.`;
    expect(types(violations(check(englishOnly, council)))).toContain('disclosure_only_in_english');
  });

  it('counts the vowel signs of Myanmar script, so a short Karen notice is read as Karen', () => {
    const karen = 'ပှၤကညီ ဘျီၣ်သီ တၢ်အိၣ်ဖှိၣ်\nဟဲလၢ ပှၤကညီ ဖိလၢ်ဖိလံၤ ခဲလၢာ်\nSt. Paul, 10 am';
    expect(types(violations(check(karen)))).toEqual(['untranslated_foreign_language']);
    expect(violations(check(karen, 'English translation supplied: Karen community gathering at the church hall in St. Paul, 10 am; everyone is welcome to come and share the day.'))).toEqual([]);
  });

  it('ends a sentence before the address that follows it, so a "se habla" line in an English ad stays a passage', () => {
    const text = 'Brake and muffler shop. Oil changes, alignments, tires.\nHablamos español. 410 University Ave W, St. Paul. 651-555-0199.';
    expect(violations(check(text))).toEqual([]);
    expect(types(violations(check('Cambio de aceite, frenos y llantas a buen precio. Hablamos español, llame hoy. 410 University Ave W, St. Paul.')))).toEqual(['untranslated_foreign_language']);
  });

  it('knows more everyday Hmong words', () => {
    expect(types(violations(check('Muag tsheb qub, $2,500 xwb. Hu rau kuv yog koj xav paub ntxiv.')))).toEqual(['untranslated_foreign_language']);
  });

  it('knows the Somali and Vietnamese words for a paid advertisement', () => {
    const som = 'XAYAYSIIS LA BIXIYAY\nU codee Hodan Ali, Guddiga Dugsiga. Waxbarasho wanaagsan oo loogu talagalay dhammaan carruurta magaalada.\nPAID ADVERTISEMENT';
    const english = 'English translation supplied: Vote for Hodan Ali for School Board. Good education for all the children of the city. Paid advertisement.';
    expect(types(violations(check(som, english)))).not.toContain('disclosure_only_in_english');
    expect(types(violations(check(som.replace('XAYAYSIIS LA BIXIYAY\n', ''), english)))).toContain('disclosure_only_in_english');
  });

  it('does not take a foreign ad\'s closing name and street address for its English translation', () => {
    const spanish = 'Gran venta de muebles este sábado, todo con descuento.\nSalas, comedores y colchones a precios bajos.\nMueblería La Estrella, 2210 E Lake St, Minneapolis.';
    expect(types(violations(check(spanish)))).toEqual(['untranslated_foreign_language']);
    expect(violations(check(`${spanish}\nFurniture sale this Saturday, everything discounted: living rooms, dining sets and mattresses at low prices.`))).toEqual([]);
  });

  describe('a disclosure given in both languages', () => {
    const russianCouncil = (disclosure: string) =>
      check(
        `Голосуйте за Ирину Петренко в городской совет.\nБезопасные улицы и доступное жильё для всех семей.\n${disclosure}`,
        'Translation: "Vote for Irina Petrenko for city council. Safe streets and affordable housing for every family. Paid advertisement."',
      );

    it('reads the wording of the ad\'s language set beside the English on one line, a dash or slash between', () => {
      expect(types(violations(russianCouncil('ОПЛАЧЕННАЯ РЕКЛАМА - PAID ADVERTISEMENT')))).toEqual([]);
      expect(types(violations(russianCouncil('PAID ADVERTISEMENT / ОПЛАЧЕННАЯ РЕКЛАМА')))).toEqual([]);
      expect(types(violations(russianCouncil('PAID ADVERTISEMENT')))).toEqual(['disclosure_only_in_english']);
      // The ad's copy running on after the English wording is not its translation.
      expect(types(violations(russianCouncil('PAID ADVERTISEMENT - Голосуйте за безопасные улицы и доступное жильё для всех семей города')))).toEqual([
        'disclosure_only_in_english',
      ]);
    });

    it('reads a restated payer line written in the ad\'s own script, whether or not the word lists know its words', () => {
      const amharic = (restated: string) =>
        check(
          `የከተማችን ትምህርት ቤቶች ይጠንክሩ። በህዳር ወር አዎ ብለው ይምረጡ።\nለልጆቻችን የተሻለ ትምህርት፣ ደህንነቱ የተጠበቀ ትምህርት ቤት እና ጥሩ መምህራን ያስፈልጋሉ።\n${restated}Prepared and paid for by Parents for Schools, 412 Oak St, Minneapolis, MN 55406`,
          'Translation: "Make our city\'s schools strong. Vote yes in November. Prepared and paid for by Parents for Schools."',
        );
      expect(types(violations(amharic('ያዘጋጀውና የከፈለው፡ Parents for Schools, 412 Oak St, Minneapolis, MN 55406\n')))).toEqual([]);
      expect(types(violations(amharic('')))).toEqual(['disclosure_only_in_english']);
    });

    it('knows "no purchase necessary" in Norwegian, German, French, Portuguese and Tagalog, and the Somali verbal noun for an advertisement', () => {
      const norwegian = 'Vinn en helg på hytta ved sjøen! Skriv navnet ditt på kupongen i butikken. Trekning første lørdag i mars. Lykke til alle sammen!';
      expect(types(violations(check(`${norwegian}\nIntet kjøp nødvendig. No purchase necessary.`, 'Translation supplied: "Win a weekend at the lake cabin."')))).toEqual([]);
      expect(types(violations(check(`${norwegian}\nNo purchase necessary.`, 'Translation supplied: "Win a weekend at the lake cabin."')))).toEqual(['disclosure_only_in_english']);
      const somali = 'U codee Faadumo Cali golaha dugsiyada. Waxbarasho tayo leh iyo dugsiyo ammaan ah oo carruurteenna oo dhan loogu talagalay.';
      expect(types(violations(check(`XAYAYSIIN LA BIXIYAY\n${somali}\nPAID ADVERTISEMENT`, 'Translation: "Vote for Faadumo Cali for school board. Quality education and safe schools for all our children."')))).toEqual([]);
    });

    it('names scripts it has no word list for, so a Tibetan or Greek line reads as that language, not as no language', () => {
      expect(languagesOf('བོད་ཀྱི་གསོ་བ་རིག་པའི་སྨན་ཁང་།')).toEqual(['bod']);
      expect(languagesOf('Ελληνικό εστιατόριο στο κέντρο της πόλης')).toEqual(['ell']);
    });
  });

  it('pairs a disclosure set beside its own-language wording with a middle dot between', () => {
    const text = 'Se renta casa de dos recámaras en Faribault, $1,100 al mes. Aceptamos a todos.\nIgualdad de oportunidades en la vivienda · Equal Housing Opportunity · 507-555-0100';
    expect(types(violations(check(text, 'Translation: House for rent in Faribault, two bedrooms, $1,100 a month. All welcome.')))).not.toContain('disclosure_only_in_english');
  });

  it('names the languages of the older immigrant towns, Finnish, Slovene, Croatian, Czech and Dutch, and leaves English about them English', () => {
    expect(languagesOf('Tervetuloa joulumyyjäisiin! Kahvia, pullaa ja käsitöitä koko perheelle.')).toContain('fin');
    expect(languagesOf('Vabljeni na martinovanje: vino, klobase in glasba za vso družino.')).toContain('slv');
    expect(languagesOf('Dobro došli na berbu grožđa, vino i hrana za cijelu obitelj.')).toContain('srp');
    expect(languagesOf('Join us for Finnish Heritage Day: sauna tours, pasties and a polka band.')).toEqual(['eng']);
    expect(types(violations(check('Tervetuloa joulumyyjäisiin! Kahvia, pullaa ja käsitöitä koko perheelle.\nLauantaina kello 10-14, seurakuntatalolla.')))).toContain('untranslated_foreign_language');
  });

  it('takes a description that says the translation is missing as a note about the ad, not its translation', () => {
    const spanish = 'TRANSFERENCIAS DE DINERO\nSu familia recibe el dinero en pocos minutos.\nDepósitos a cuenta y pagos en efectivo, abierto todos los días.';
    for (const description of ['Poster for a money counter inside a grocery store. No translation provided.', 'Counter flyer for the market, Spanish only.', 'Untranslated flyer from the shop owner for the counter.']) {
      expect(types(violations(check(spanish, description))), description).toEqual(['untranslated_foreign_language']);
    }
    expect(types(violations(check(spanish, 'Money transfers: your family gets the money in a few minutes; deposits to accounts and cash pickup, open every day.')))).toEqual([]);
  });

  it('takes a description that keeps none of the ad\'s figures for a note about the ad, not its translation', () => {
    const somali = 'Lacag u dir qoyskaaga daqiiqado gudahood Soomaaliya iyo Itoobiya. Khidmad la\'aan ilaa $300. Wac 612-555-0142.';
    expect(types(violations(check(somali, 'Banner for the Somali-community newsletter. Advertiser: Dalmar Transfer LLC.')))).toEqual(['untranslated_foreign_language']);
    expect(types(violations(check(somali, 'Send money to your family in minutes, to Somalia and Ethiopia. No fee up to $300. Call 612-555-0142.')))).toEqual([]);
  });

  it('sends a line whose script the reader could not read to a person: zeros for letters, or symbols inside words', () => {
    expect(types(reviewItems(check('0000 00000 oooo 000 - Brooklyn Park\nSat, Feb 14, 6 pm')))).toContain('hard_to_read');
    expect(types(reviewItems(check('>;>4K5 :@0A82K5 452CH:8 2>=8B5 8;8 ?8H8B5\nTelegram: 612-555-0100')))).toContain('hard_to_read');
    expect(types(reviewItems(check('Grand opening sale: 30% off, doors open 9:00 am. Prizes worth $1,000,000 in our 100 000 sq ft store!')))).not.toContain('hard_to_read');
  });

  it('takes a translation promised for later as one not supplied', () => {
    const amharic = 'የኢትዮጵያ ምግብ ቤት - ምርጥ የኢትዮጵያ ምግቦች በየቀኑ።\nቅዳሜ እና እሑድ ለእያንዳንዱ እንግዳ አንድ ስኒ ቡና በነጻ!\nስልክ: 651-555-0190';
    for (const description of ['Amharic menu card; the owner will send a translation next week.', 'Ethiopian cafe ad. Translation coming later.', 'Translation will be emailed by the shop.']) {
      expect(types(violations(check(amharic, description))), description).toEqual(['untranslated_foreign_language']);
    }
    expect(types(reviewItems(check(amharic, 'Amharic menu card; English translation attached.')))).toEqual(['translation_not_read']);
  });

  it('takes the description\'s word for the language when the reader could not make out the script and no translation came', () => {
    // OCR with Latin data reads a Persian or Cyrillic flyer as a few stray letters.
    for (const [ocr, description] of [
      ['llgo JoVI 2400 Central Ave NE. 612-555-0120', 'Farsi-language flyer for a tailor shop. No translation attached.'],
      ['Kpyn Hap - $14 | Mara3un 612-555-0133', 'Scanned poster, written in Ukrainian. Translation not provided.'],
    ]) {
      const [f] = violations(check(ocr, description));
      expect(f, description).toMatchObject({ violationType: 'untranslated_foreign_language', severity: 'moderate' });
    }
    // Near misses: an English ad for a community's business, and a note that only names the section it runs in.
    expect(violations(check('Fresh sambusa and injera every morning. Catering for weddings and graduations. 612-555-0161.', 'Somali-owned bakery; English ad, no translation needed.'))).toEqual([]);
    expect(violations(check('Income tax help, walk-ins welcome until April 15. 612-555-0162.', 'Runs in the Vietnamese-language section; no translation needed, the ad is in English.'))).toEqual([]);
  });

  it('reads the translation the description labels as one, even for a language it cannot name or a file whose text it could not read', () => {
    const kurdish = 'Em garantî dikin: vegerandina bacê ya herî mezin li bajêr, an jî xizmet belaş e. Em bi kurdî diaxivin.';
    expect(languagesOf(kurdish)).toContain('mis');
    const translation = 'Translation supplied: "We guarantee you the biggest tax refund in the city, or the service is free."';
    expect(suppliedTranslation(kurdish, translation, RULE_SETTINGS)).toBe(translation);
    expect(suppliedTranslation('', translation, RULE_SETTINGS)).toBe(translation);
    expect(suppliedTranslation('', 'Scanned flyer. Translation: none supplied.', RULE_SETTINGS)).toBeNull();
    // English copy with a few names and brand words is still English.
    expect(languagesOf('Stop by Hoang\'s Pho Palace for bún bò Huế and bánh mì, open daily until nine.')).not.toContain('mis');
  });

  it('weighs a Korean or Chinese character as the syllable or word it is, so a short note is not taken for the translation', () => {
    const korean = '처방전 없이 약을 집까지 배송해 드립니다\n병원 가지 마세요! 카카오톡으로 주문하세요.\n현금 결제 가능';
    expect(types(violations(check(korean, 'Ad for the Korean church newsletter.')))).toEqual(['untranslated_foreign_language']);
    expect(violations(check(korean, 'We deliver medicine to your home without a prescription. Do not go to the hospital! Order by KakaoTalk. Cash accepted.'))).toEqual([]);
  });

  it('takes "no translation provided" with copy in another language too short to judge alone as an untranslated ad', () => {
    const poster = 'XAWAALAD HORSEED\nLacag u dir Soomaaliya iyo Kenya\nSi degdeg ah\nMain St, Willmar';
    expect(types(violations(check(poster, 'Counter poster. No translation provided.')))).toEqual(['untranslated_foreign_language']);
    expect(types(violations(check('HORSEED MONEY TRANSFER\nSend money fast\nMain St, Willmar', 'Counter poster. No translation provided.')))).toEqual([]);
  });

  it('asks for the terms of a foreign-language ad set in English fine print in the ad\'s language too', () => {
    const spanish =
      '¡PRÉSTAMOS RÁPIDOS!\nDinero hoy mismo sobre el título de su carro, siga manejando.\nSin revisión de crédito, aprobación en quince minutos.\nAuto Cash Express, Lake St.\nRates from 48% APR. Your car may be repossessed if you do not repay.';
    const translation = 'Translation: Fast loans! Money today on your car title, keep driving. No credit check, approval in fifteen minutes. Auto Cash Express, Lake St.';
    const [f] = violations(check(spanish, translation));
    expect(f).toMatchObject({ violationType: 'disclosure_only_in_english', severity: 'moderate' });
    // Near misses: the terms given in both languages, by their figures or side by side.
    const both = `${spanish.replace('\nRates', '\nTasas desde 48% APR. Su carro puede ser embargado si no paga.\nRates')}`;
    expect(violations(check(both, translation))).toEqual([]);
  });

  it('judges a short ad whose translation the submitter supplies as the foreign ad it is, disclaimer and all', () => {
    const somali = 'Cod sii Hodan Ali, Golaha Dugsiyada\n\nDugsiyo xoog leh oo loogu talagalay ilmo kasta.\n\nPAID ADVERTISEMENT. Prepared and paid for by the Hodan Ali Committee, 2400 Riverside Ave, Minneapolis, MN 55454.';
    const translation = 'Translation supplied: "Vote for Hodan Ali for School Board. Strong schools for every child."';
    expect(types(violations(check(somali, translation)))).toContain('disclosure_only_in_english');
    // A notice paired on its line with words of a language the identifier cannot name is given in both.
    const kurdish = 'Apartman ji bo kirê, 2 ode, germkirin û av di bihayê de ne.\n$925 mehane. Telefon: Azad, 218-555-0196.\nDerfeta Wekhev a Xanî / Equal Housing Opportunity';
    expect(types(violations(check(kurdish, 'Translation supplied: "Apartment for rent, 2 rooms, heat and water included. $925 a month. Call Azad: 218-555-0196."')))).not.toContain('disclosure_only_in_english');
  });
});


describe('art notes, centred-dot bilingual lines and translated disclosures', () => {
  it('does not take a Spanish art note for the language of an English ad', () => {
    expect(violations(check('[Foto: una familia sonriente frente a su nueva casa en el lago]\nLakeside Realty: homes on every lake in the county. Call Ann at 555-0110 to tour this weekend.'))).toEqual([]);
  });

  it('reads each half of a line split by a centred dot', () => {
    const bilingual = [
      'Bingo de los jueves con premios en efectivo · Thursday bingo with cash prizes',
      'Puertas a las 5:30, primer juego a las 6:30 · Doors at 5:30, first game at 6:30',
      'A beneficio del fútbol juvenil de la ciudad · Benefiting the city youth soccer club',
    ].join('\n');
    expect(types(violations(check(bilingual)))).not.toContain('untranslated_foreign_language');
  });

  it('knows the hemp warning in Spanish and the paid-for statement in Somali', () => {
    const hemp = 'Gomitas de cáñamo con 5 mg de THC · Hemp THC gummies, 5 mg each\nNo es para uso de ninguna persona menor de 21 años. · Not for use by anyone under the age of 21.';
    expect(types(check(hemp))).not.toContain('disclosure_only_in_english');
    const somali = 'U codee Ayaan Farah, Golaha Magaalada\nGuryo la awoodi karo iyo waddooyin nabad ah ayay u shaqeyn doontaa.\nWaxaa diyaariyay oo bixiyay Friends of Ayaan Farah, 12 Main St, Willmar, MN 56201. Prepared and paid for by Friends of Ayaan Farah, 12 Main St, Willmar, MN 56201.';
    expect(types(check(somali, 'Somali political ad; translation supplied: "Vote Ayaan Farah for City Council. She will work for affordable homes and safe streets."'))).not.toContain('disclosure_only_in_english');
  });
});

describe('a labelled translation of a script the PDF gave up as symbols', () => {
  it('is read when the text is only symbols, and not beside English copy', () => {
    const translation = 'Translation: Grand opening of the Jade Garden market, 10% off all week.';
    expect(suppliedTranslation('÷•h/ H=N Þ f:ÔX\n¬ÑeD,•Dô ÝÁtÞ¥', translation, RULE_SETTINGS)).toBe(translation);
    expect(suppliedTranslation('Grand opening of the Jade Garden market this Saturday, with ten percent off all week.', translation, RULE_SETTINGS)).toBeNull();
  });
});

describe('copy the reader could not make out', () => {
  it('reads Cyrillic that OCR drew as Latin letters as unreadable, so the description that names the language stands', () => {
    const ocrRussian = 'HOBbIE KBAPTUPbI\nCgaem KBapTupy B ueHTpe 6e3 3anoraM\n612-555-0100';
    const findings = check(ocrRussian, 'Russian-language poster for the classifieds. No translation supplied.');
    expect(types(violations(findings))).toContain('untranslated_foreign_language');
    expect(types(reviewItems(findings))).toContain('hard_to_read');
  });

  it('leaves brand names with humps in English copy alone', () => {
    const findings = check('Follow us on YouTube and TikTok, or find us at McDonald\'s Plaza. iPhone repair while you wait.');
    expect(findings).toEqual([]);
  });

  it('takes a description that names the language and gives no English as an untranslated ad, where the script was not made out', () => {
    // OCR with Latin data reads Ge'ez or Thai as runs of zeros and capitals.
    const ocrTigrinya = 'O0o 0000 OOo0 000\n000 Oo0o 00O 0000\n651-555-0142';
    const [f] = violations(check(ocrTigrinya, 'Tigrinya-language flyer from a Minneapolis spice shop.'));
    expect(f).toMatchObject({ violationType: 'untranslated_foreign_language', severity: 'moderate' });
    expect(f.description).toContain('no translation came with it');
    // Near misses: the description carries the English, or says the ad is in English.
    expect(violations(check(ocrTigrinya, 'Tigrinya-language flyer; English translation on the back page.'))).toEqual([]);
    expect(violations(check(ocrTigrinya, 'Tigrinya-language flyer: "Fresh berbere and shiro, ground every week at our shop."'))).toEqual([]);
    expect(violations(check('Fresh berbere and shiro, ground weekly. Open every day until 8. Call 651-555-0142.', 'Ad from an Eritrean spice shop.'))).toEqual([]);
  });

  it('takes "no English version" for a translation withheld', () => {
    expect(types(violations(check('Hanuuniye yar oo ku saabsan dugsiga.', 'Somali notice for the school fair. No English version.')))).toContain('untranslated_foreign_language');
    expect(types(violations(check('Hanuuniye yar oo ku saabsan dugsiga.', 'Somali notice for the school fair. English version attached: "A short note about the school."')))).not.toContain(
      'untranslated_foreign_language',
    );
  });

  it('reads a run of short sentences in a language no list knows as that language', () => {
    const dakota = 'Wóyute wašté. Wíyukčaŋ owáŋžila. Wičháša na wíŋyaŋ kiŋ hiyúpo. Tiyóšpaye ób wóčhekiye.\nCommunity Hall, 6 pm.';
    expect(types(violations(check(dakota, 'Dakota-language notice for the community supper. No translation supplied.')))).toContain('untranslated_foreign_language');
    expect(spanLanguages('Open daily. Free parking. Kids eat free. Call ahead.').some((s) => s.language === 'mis')).toBe(false);
  });
});

describe('a short ad in another language with one word OCR was unsure of', () => {
  it('still finds it untranslated, quoting the words read with confidence', () => {
    const text = 'Xamar Cafe & Grill\nHilib ari iyo bariis macaan oo cusub\nFuran maalin kasta subax ilaa habeen';
    const uncertainWords = [{ word: 'macaan', nth: 0 }, { word: 'subax', nth: 0 }];
    const input = buildRuleInput([{ fileName: 'ad.png', method: 'image_ocr', text, uncertainWords }], metadata());
    const found = runPolicyRules(input).find((f) => f.violationType === 'untranslated_foreign_language');
    expect(found).toBeDefined();
    expect(found?.affectedContent).not.toContain('macaan');
    expect(found?.affectedContent).toMatch(/bariis|maalin/);
  });
});

describe('short ads and close languages', () => {
  it('judges one sentence of another language, with no English, as the ad\'s language', () => {
    expect(types(violations(check('Cần thợ sửa móng tay, trả lương hàng tuần, gọi 555-0170.')))).toContain('untranslated_foreign_language');
    expect(types(violations(check('Cần thợ sửa móng tay, trả lương hàng tuần, gọi 555-0170.', 'Translation supplied: "Nail technician wanted, weekly pay, call 555-0170."')))).not.toContain('untranslated_foreign_language');
  });

  it('counts a short line read as a close relative of the ad\'s language as that language', () => {
    expect(types(violations(check('Vota por Luis Ortega. Concejo de la ciudad, distrito dos, el martes 3 de noviembre.')))).toContain('untranslated_foreign_language');
  });

  it('takes a description for the translation only when it carries the ad\'s figures, not one it happens to share', () => {
    const ad = 'Mana nyaataa haaraa: nyaata aadaa Oromoo guyyaa hundaa, buna fi bilcheessaa. Gatii $12, $18. Bilbilaa (612) 555-0144.';
    expect(types(violations(check(ad, 'Vendor ad for booth 12 of the festival programme.')))).toContain('untranslated_foreign_language');
  });

  it('counts an Ethiopic character as a syllable, so an English address line is no translation of it', () => {
    const ad = 'የገና በዓል ልዩ ቅናሽ - ሁሉም ልብሶች በግማሽ ዋጋ\nእሑድ ብቻ ከጠዋቱ ሦስት ሰዓት ጀምሮ\nAddis Fashion, 2100 Lake St, Minneapolis.';
    expect(types(violations(check(ad)))).toContain('untranslated_foreign_language');
  });
});

describe('one line of another language in an English ad', () => {
  it('does not make the ad foreign when the English around it is the longer part', () => {
    const ad = 'PAID ADVERTISEMENT\nVote Mai Vang for Ward 6 City Council\nPeb zej zog yuav tsum muaj kev nyab xeeb\nVote November 4\nPrepared and paid for by Vang for Ward 6, 450 Dale St, St. Paul, MN 55103';
    expect(types(violations(check(ad)))).not.toContain('untranslated_foreign_language');
  });
});

describe('a translation whose own words sound like a note', () => {
  it('reads a labelled translation that says "Korean only" inside it as the translation', () => {
    const description = 'Korean-language listing. Translation supplied: "Room for rent near the U, $700. Korean only, no smoking. Call 612-555-0140."';
    expect(suppliedTranslation('학교 근처 방 있음 $700 한국인만 612-555-0140', description, RULE_SETTINGS)).toBe(description);
    expect(suppliedTranslation('학교 근처 방 있음 $700 한국인만 612-555-0140', 'Korean only; no translation supplied.', RULE_SETTINGS)).toBeNull();
  });
});

describe('a text layer too thin to read', () => {
  it('reads the labelled translation when the file gave only a few symbols', () => {
    const description = 'Translation supplied: "Ginseng tonic, cures diabetes in a month. Call 651-555-0123."';
    expect(suppliedTranslation('÷• h/ Þ ¶', description, RULE_SETTINGS)).toBe(description);
    expect(suppliedTranslation('÷• h/ Þ ¶', 'Ginseng tonic from our shop in St. Paul.', RULE_SETTINGS)).toBeNull();
  });
});
