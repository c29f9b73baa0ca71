import { describe, expect, it } from 'vitest';
import { checkHousingRealEstate } from './housing-real-estate';
import { buildRuleInput } from '../rule-input';
import { runPolicyRules } from './index';
import { metadata, reviewItems, ruleInput, types, violations } from './test-helpers';

const check = (text: string) => checkHousingRealEstate(ruleInput(text));
const EHO = 'Equal Housing Opportunity.';

describe('housing and real estate', () => {
  it('ignores ads that are not about housing', () => {
    expect(check('Adults only comedy night at the Rex. No kids.')).toEqual([]);
  });

  it('accepts descriptive ads and the Equal Housing Opportunity statement', () => {
    expect(
      check(`2BR apartment for rent near St. Mary's church, walking distance to bus stop. Master bedroom, family room, mature trees. Wheelchair accessible. Children and pets welcome. Section 8 welcome. ${EHO}`),
    ).toEqual([]);
  });

  it('flags familial-status preferences as critical', () => {
    for (const text of ['2BR apartment for rent, $1100/mo. Adults only.', 'Quiet duplex, no children, no pets.', 'Cozy 1BR condo, perfect for a single professional.', 'Lake cabin for rent, ideal for mature couple.']) {
      const [f] = violations(check(`${text} ${EHO}`));
      expect(f).toMatchObject({ violationType: 'familial_status_preference', severity: 'critical', policyCategory: 'federal_law' });
    }
    expect(check(`Condo for rent, perfect for a couple or small family. ${EHO}`)).toEqual([]);
  });

  it('treats 55+ communities as a review of the older-persons exemption', () => {
    const findings = check(`Maple Grove Commons: 55+ active adult community, adults only. Apartments available. ${EHO}`);
    expect(violations(findings)).toEqual([]);
    expect(types(reviewItems(findings))).toEqual(['older_persons_exemption']);
  });

  it('flags race, national origin, religion and disability preferences', () => {
    expect(types(check(`Apartment for rent. English speakers only. ${EHO}`))).toEqual(['race_or_national_origin_preference']);
    expect(types(check(`Room in a Christian household, Christian tenants preferred. Apartment. ${EHO}`))).toEqual(['religious_preference']);
    expect(types(check(`3BR house for rent. No wheelchairs, must be able to climb stairs. ${EHO}`))).toEqual(['disability_preference']);
    expect(check(`3BR house for rent, near the Jewish Community Center, bright white family room. ${EHO}`)).toEqual([]);
  });

  it('lets a person decide sex preferences in shared living', () => {
    const shared = check(`Roommate wanted to share 2BR apartment, female preferred. ${EHO}`);
    expect(violations(shared)).toEqual([]);
    expect(types(reviewItems(shared))).toEqual(['sex_preference']);
    expect(types(violations(check(`1BR apartment for rent. Female tenants only. ${EHO}`)))).toEqual(['sex_preference']);
  });

  it('flags public assistance exclusion (MN) and voucher refusals for legal', () => {
    expect(check(`Studio apartment, no welfare. ${EHO}`)[0]).toMatchObject({ violationType: 'public_assistance_preference', policyCategory: 'state_law', severity: 'critical' });
    expect(check(`Studio apartment for rent, no Section 8. ${EHO}`)[0]).toMatchObject({ violationType: 'housing_voucher_refusal', severity: 'major' });
  });

  it('advises the Equal Housing Opportunity statement', () => {
    expect(check('3 bed 2 bath home for sale, $289,900. Call Jan at Lakes Realty.').map((f) => [f.violationType, f.severity])).toEqual([
      ['missing_equal_housing_statement', 'minor'],
    ]);
  });

  it('catches preferences with words in between and income-source exclusions', () => {
    expect(types(check(`Apartment for rent. English-speaking tenants only please. ${EHO}`))).toEqual(['race_or_national_origin_preference']);
    expect(types(check(`Lower duplex for rent. Must be employed, no disability income. ${EHO}`))).toEqual(['public_assistance_preference']);
  });

  describe('read by concept', () => {
    const rent = (extra: string) => check(`2BR apartment for rent, $1,100. ${extra} ${EHO}`);

    it('finds children turned away in any wording, with ages read as quantities', () => {
      expect(types(violations(rent('Not set up for little ones. Tenants without kids preferred.')))).toEqual(['familial_status_preference']);
      expect(types(violations(rent('No one under 12 in the unit, sorry.')))).toEqual(['familial_status_preference']);
      expect(types(violations(rent('Solo adultos, sin niños.')))).toEqual(['familial_status_preference']);
      expect(violations(rent('No smoking, no pets, kids welcome. Not far from the kids park.'))).toEqual([]);
      expect(violations(rent('No HOA great for kids.'))).toEqual([]);
    });

    it('keeps housing for older persons as an exemption a person confirms', () => {
      const findings = check(`Willow Creek senior apartments, a 55 and older community under the Housing for Older Persons Act. No residents under 18. ${EHO}`);
      expect(violations(findings)).toEqual([]);
      expect(types(reviewItems(findings))).toEqual(['older_persons_exemption']);
    });

    it('finds a preference for a sex, a faith or a national origin as a frame, not the bare word', () => {
      expect(types(violations(rent('Ideal for a single working gal.')))).toContain('sex_preference');
      expect(types(violations(rent('Perfect for a young bachelor.')))).toEqual(['sex_preference']);
      expect(types(violations(rent('We prefer renters who share our faith.')))).toEqual(['religious_preference']);
      expect(types(violations(rent('Native English speakers preferred.')))).toEqual(['race_or_national_origin_preference']);
      expect(violations(rent('Fixer-upper, great for a handy man. Two blocks from the Irish pub, black stainless appliances, near St. Olaf Lutheran church. We speak English, Spanish and Somali.'))).toEqual([]);
    });

    it('finds assistance animals refused and health required, but not an exception for them', () => {
      expect(types(violations(rent('No pets of any kind, and that includes so-called support animals.')))).toEqual(['disability_preference']);
      expect(types(violations(rent('Applicants must be in good physical health.')))).toEqual(['disability_preference']);
      expect(violations(rent('No pets except service animals. Wheelchair accessible.'))).toEqual([]);
    });

    it('sends a shared-living preference to a person instead of raising a violation', () => {
      const findings = check(`Roommate wanted to share my 2BR house in Winona, $500. Female preferred, I am a woman. ${EHO}`);
      expect(violations(findings)).toEqual([]);
      expect(types(reviewItems(findings))).toContain('sex_preference');
    });

    it('finds a marriage or household preference, not a couple welcomed beside families or a couple of blocks', () => {
      expect(types(violations(rent('Best suited to a quiet married couple.')))).toEqual(['orientation_or_marital_preference']);
      expect(types(violations(rent('Newlyweds preferred, first month half off.')))).toEqual(['orientation_or_marital_preference']);
      expect(types(violations(rent('Se renta cuarto, de preferencia pareja casada.')))).toContain('orientation_or_marital_preference');
      expect(violations(rent('Perfect for a couple or a small family, a couple of blocks from the school.'))).toEqual([]);
    });

    it('reads steering that names no group: the reader invited among people of their own kind', () => {
      expect(types(violations(rent('A street where you can raise your children among people like you.')))).toEqual(['race_or_national_origin_preference']);
      expect(violations(rent('A friendly street where neighbors look out for each other.'))).toEqual([]);
      expect(types(violations(rent('Move out to Avon, where the people next door still look like your own family did in 1975.')))).toEqual(['race_or_national_origin_preference']);
      expect(violations(rent('Move out to Avon, where the lawns look like a golf course and the neighbors look after your dog.'))).toEqual([]);
    });

    it('reads national origin and refused assistance in Spanish', () => {
      expect(types(violations(rent('Solo para familias mexicanas.')))).toEqual(['race_or_national_origin_preference']);
      expect(types(violations(rent('No se aceptan inquilinos con asistencia pública.')))).toEqual(['public_assistance_preference']);
      expect(types(violations(rent('No aceptamos Sección 8.')))).toEqual(['housing_voucher_refusal']);
      expect(types(violations(rent('Nhà đẹp, ưu tiên cho người Việt.')))).toEqual(['race_or_national_origin_preference']);
      expect(types(violations(rent('Tenants paying with county assistance cannot be accepted.')))).toEqual(['public_assistance_preference']);
      // A community for older people is housing too, and the Act's exemption for its ages excuses no refusal of assistance.
      expect(types(violations(check('Maple Ridge is housing for older persons, 55 and over. Suites from $5,900. Residents on Elderly Waiver cannot be accepted. Call 952-555-0101.')))).toContain(
        'public_assistance_preference',
      );
    });

    it('reads assistance refused in other words, and leaves it alone where it is welcome', () => {
      expect(types(violations(rent('Not accepting tenants on welfare or county assistance.')))).toEqual(['public_assistance_preference']);
      expect(types(violations(rent('Housing vouchers are not accepted at this property.')))).toEqual(['housing_voucher_refusal']);
      expect(violations(rent('No application fee. Section 8 and county assistance welcome.'))).toEqual([]);
    });

    it('weighs a shared home that names its faith, but not a faith required of the tenant', () => {
      const named = check(`Room for rent in our Catholic home, kitchen privileges, $450. ${EHO}`);
      expect(violations(named)).toEqual([]);
      expect(types(reviewItems(named))).toContain('religious_preference');
      expect(types(violations(check(`Room for rent, share the kitchen. Must be a practicing Catholic. ${EHO}`)))).toEqual(['religious_preference']);
    });

    it('reads nationality and immigration status as origin, and Spanish refusals of children', () => {
      expect(types(violations(rent('Korean tenants preferred.')))).toEqual(['race_or_national_origin_preference']);
      expect(types(violations(rent('For Ethiopian families only.')))).toEqual(['race_or_national_origin_preference']);
      expect(types(violations(rent('Solo para personas con papeles.')))).toEqual(['race_or_national_origin_preference']);
      expect(types(violations(rent('No se aceptan niños.')))).toEqual(['familial_status_preference']);
      expect(violations(rent('Near the Vietnamese market and the Korean church.'))).toEqual([]);
    });

    it('takes Spanish "se vende" for housing only when a dwelling is what is sold', () => {
      expect(check('Se vende AR-15 y pistola 9mm. Venta privada, sin papeles. Solo efectivo.')).toEqual([]);
      expect(check('Se vende camioneta Ford 2019, $18,000. Solo efectivo, sin papeles.')).toEqual([]);
      expect(types(violations(check('Se vende casa de 3 recámaras en Worthington, $189,000. Solo para personas con papeles.')))).toContain('race_or_national_origin_preference');
    });

    it('reads not taking part in the voucher program as refusing vouchers', () => {
      expect(types(violations(rent('We do not participate in Section 8 or other rental assistance programs.')))).toEqual(['housing_voucher_refusal']);
      expect(violations(rent('We participate in Section 8 and welcome rental assistance.'))).toEqual([]);
    });
  });

  it('takes a dwelling named as a place, not offered, for no housing ad', () => {
    expect(check('Relaxing massage in my private apartment, gentlemen only, text for times.')).toEqual([]);
    expect(types(violations(check('Serenity Lofts: a child-free community of 40 residences, pricing from $389,000.')))).toContain('familial_status_preference');
  });

  it('reads a refusal to rent to a household, and a building leased to singles only', () => {
    expect(types(violations(check(`Studios for rent from $850. We will not lease to unmarried couples. ${EHO}`)))).toEqual(['orientation_or_marital_preference']);
    expect(types(violations(check(`Two-bedroom for rent, $1,200. Leases for single tenants only. ${EHO}`)))).toEqual(['orientation_or_marital_preference']);
    expect(violations(check(`Two-bedroom for rent, $1,200. Singles, couples and families all welcome. ${EHO}`))).toEqual([]);
  });

  it('reads a group refused at the end of a list of house rules, and refused in Vietnamese or Hmong', () => {
    expect(types(violations(check(`Duplex for rent, $1,050. No dogs, smoking or teenagers. ${EHO}`)))).toEqual(['familial_status_preference']);
    expect(types(violations(check(`Duplex for rent, $1,050. We won't rent to students or newlyweds. ${EHO}`)))).toEqual(['orientation_or_marital_preference']);
    expect(types(violations(check(`Duplex for rent, $1,050. We do not lease to anyone receiving county assistance. ${EHO}`)))).toEqual(['public_assistance_preference']);
    expect(violations(check(`Duplex for rent, $1,050. No dogs or smoking; children and families welcome. ${EHO}`))).toEqual([]);
    expect(types(violations(check('Phòng cho thuê, $600 một tháng. Chỉ dành cho người Việt.')))).toContain('race_or_national_origin_preference');
    expect(types(violations(check('Tsev xauj, $900 ib hlis. Tsuas yog neeg Hmoob xwb.')))).toContain('race_or_national_origin_preference');
  });

  it('reads the Roma turned away, by their name or the slur', () => {
    expect(types(violations(check(`RV and mobile home lots for rent, $400 a month. No Romani families. ${EHO}`)))).toEqual(['race_or_national_origin_preference']);
    expect(violations(check(`Mobile home lots for rent near the Gypsy Lane trailhead, $400 a month. ${EHO}`))).toEqual([]);
  });

  it('reads a Somali rental offered to one people or faith only', () => {
    expect(types(violations(check('Guri kiro ah, 2 qol jiif, $1,300 bishii. Waxaa loogu talagalay qoysas Kiristaan ah oo kaliya.')))).toContain('religious_preference');
    expect(types(violations(check('Guri kiro ah, 2 qol jiif, $1,300 bishii. Qoysaska Soomaali ah oo keliya.')))).toContain('race_or_national_origin_preference');
    expect(violations(check('Guri kiro ah, 2 qol jiif, $1,300 bishii. Dhammaan qoysaska waa la soo dhaweynayaa. Equal Housing Opportunity.'))).toEqual([]);
  });

  it('reads classified abbreviations of a dwelling ("APT", "efficiency apt") as housing', () => {
    expect(types(violations(check('STUDIO APT over the hardware store, Cold Spring. $520 w/ heat. Suits one working gal, no men.')))).toContain('sex_preference');
    expect(types(violations(check('Efficiency apt near campus, $610 incl. water. Equal Housing Opportunity.')))).toEqual([]);
    expect(violations(check('Energy efficiency audit, $99: we are apt to find savings in any home.')).filter((f) => f.severity !== 'minor')).toEqual([]);
  });

  it('reads children turned away without accents or in Vietnamese, and a household refused by its children', () => {
    expect(types(violations(check('Se renta casa de 2 recamaras, $900 al mes. No se permiten ninos.')))).toContain('familial_status_preference');
    expect(types(violations(check('Cho thuê căn hộ 1 phòng ngủ, $700/tháng. Không nhận trẻ em.')))).toContain('familial_status_preference');
    expect(types(violations(check('Townhomes from $280,000. Units are not rented or sold to families with young children.')))).toContain('familial_status_preference');
    expect(types(violations(check('Se renta casa de 2 recamaras, $900 al mes. Ninos bienvenidos. Equal Housing Opportunity.')))).toEqual([]);
    expect(types(violations(check('Townhomes from $280,000, close to schools for households with young children. Equal Housing Opportunity.')))).toEqual([]);
  });

  it('reads a refusal of housing assistance programs as a public assistance preference', () => {
    expect(types(violations(check('One bedroom apartments from $1,150. We are not accepting rent assistance programs this year.')))).toContain('public_assistance_preference');
    expect(types(violations(check('One bedroom apartments from $1,150. Housing assistance programs accepted. Equal Housing Opportunity.')))).toEqual([]);
  });

  it('reads a furnished room let in a house as housing, and assistance kept out of qualifying income as refused', () => {
    expect(types(violations(check('Furnished room in a quiet Rochester house, $650 a month with utilities. Catholic household, catholic tenant preferred.')))).toContain('religious_preference');
    expect(check('Private room for parties of 20, $150 a night. Perfect for couples and retirees.')).toEqual([]);
    expect(types(violations(check(`Two bedroom apartments, $1,200. Section 8 and MFIP do not count as income. ${EHO}`)))).toEqual(['housing_voucher_refusal']);
    expect(types(violations(check(`Two bedroom apartments, $1,200. SSI and\nGA not counted toward income. ${EHO}`)))).toEqual(['public_assistance_preference']);
    expect(types(violations(check(`Two bedroom apartments, $1,200. Housing vouchers welcome. Garage not counted in the square footage. ${EHO}`)))).toEqual([]);
  });

  describe('round 6 concepts', () => {
    it('reads a phrase quoted to be talked about as a mention, not the ad\'s own preference', () => {
      const column = 'Landlord Q&A from Prairie Homes Realty. Should I write “ideal for a single professional” in my apartment listing? No: describe the apartment, not the tenant. Equal Housing Opportunity.';
      expect(types(violations(check(column)))).toEqual([]);
      expect(types(violations(check('Apartment for rent, ideal for a single professional. Call Prairie Homes Realty.'))).length).toBeGreaterThan(0);
    });

    it('reads an adult park and a group turned away by its school age or by not fitting as a familial limitation', () => {
      expect(types(violations(check('Pine Bluff: an adult park for mobile homes, lot rent $390 a month.')))).toContain('familial_status_preference');
      expect(types(violations(check('Mobile homes for rent: no school-age kids in the park, please.')))).toContain('familial_status_preference');
      expect(types(violations(check('Townhomes for sale in Ramsey; the quiet end unit is not a fit for young families.')))).toContain('familial_status_preference');
      // The 55+ statement makes an adult park a review, and a park near a school is no limitation.
      expect(types(violations(check('Pine Bluff: a 55+ adult park for mobile homes, lot rent $390 a month. Equal Housing Opportunity.')))).not.toContain('familial_status_preference');
      expect(types(violations(check('Mobile homes for rent near Pine Bluff school, a park for kids across the road. Equal Housing Opportunity.')))).not.toContain('familial_status_preference');
    });

    it('reads a dwelling let by the month, a deeded week and a timeshare as housing', () => {
      expect(types(violations(check('Lake cottages by the month, January to April. Adults only.')))).toContain('familial_status_preference');
      expect(types(violations(check('Deeded weeks at our Lutsen resort. Adults only.')))).toContain('familial_status_preference');
      // A cabin stay by the night is lodging, not housing.
      expect(violations(check('Lake cabins by the night, January to April. Adults only.'))).toEqual([]);
    });
  });
  describe('round 7 concepts', () => {
    const lease = (extra: string) => check(`Two-bedroom lower unit for rent in Owatonna, $1,050 a month. ${extra} ${EHO}`);

    it('reads an adult community that states no 55+ or 62+ age as a familial limitation, and a stated age as the exemption', () => {
      expect(types(violations(lease('A quiet active adult community; nobody under 18 may live here.')))).toContain('familial_status_preference');
      expect(types(violations(lease('Part of our adult community by the golf course.')))).toContain('familial_status_preference');
      const stated = lease('An active adult community for residents 55 years of age and older; nobody under 18 may live here.');
      expect(violations(stated)).toEqual([]);
      expect(types(reviewItems(stated))).toEqual(['older_persons_exemption']);
      expect(violations(lease('Close to the adult community education center and the library.'))).toEqual([]);
    });

    it('reads adults named as the tenants wanted, but not adults listed with families or screened by the lease', () => {
      expect(types(violations(lease('Adult renters preferred.')))).toEqual(['familial_status_preference']);
      expect(types(violations(lease('Best for grown-ups who like it quiet.')))).toEqual(['familial_status_preference']);
      expect(violations(lease('Great for adults and families with kids.'))).toEqual([]);
      expect(violations(lease('Every adult occupant must sign the lease.'))).toEqual([]);
    });

    it('reads a faith the tenant must share or practise, not a landlord or a church that only describes itself', () => {
      expect(types(violations(lease('We are a Catholic family looking for likeminded renters.')))).toEqual(['religious_preference']);
      expect(types(violations(lease('Please include a reference from your pastor with the application.')))).toEqual(['religious_preference']);
      expect(types(violations(lease('Renters will be expected to go to church on Sundays.')))).toEqual(['religious_preference']);
      expect(types(violations(lease('Adventist owners, tenants preferred of the same faith.')))).toEqual(['religious_preference']);
      expect(violations(lease('The owner is a retired Methodist minister; every applicant is welcome.'))).toEqual([]);
      expect(violations(lease('The building belongs to Trinity Lutheran church, across the street from the park.'))).toEqual([]);
      expect(violations(lease('Looking for like-minded neighbors who enjoy gardening.'))).toEqual([]);
      expect(violations(lease('Church membership is not required.'))).toEqual([]);
    });

    it('reads a tenant required to speak or read English as national origin, in four languages, but not a landlord\'s languages', () => {
      expect(types(violations(lease('Applicants need to understand and speak English well.')))).toEqual(['race_or_national_origin_preference']);
      expect(types(violations(lease('Fluent English is a must for every tenant.')))).toEqual(['race_or_national_origin_preference']);
      expect(types(violations(lease('Los inquilinos deben hablar inglés.')))).toEqual(['race_or_national_origin_preference']);
      expect(types(violations(lease('Người thuê phải biết tiếng Anh.')))).toEqual(['race_or_national_origin_preference']);
      expect(types(violations(lease('Tus neeg xauj yuav tsum hais tau lus Askiv.')))).toEqual(['race_or_national_origin_preference']);
      expect(violations(lease('Our office staff speak English, Hmong and Somali; the lease comes in English or Spanish.'))).toEqual([]);
      expect(violations(lease('No need to speak English: interpreters are free.'))).toEqual([]);
    });

    it('reads students or nationals of other countries turned away as national origin', () => {
      expect(types(violations(lease('Sorry, no international students or foreign nationals.')))).toEqual(['race_or_national_origin_preference']);
      expect(violations(lease('International students are welcome to apply.'))).toEqual([]);
    });

    it('reads vouchers refused in Somali, Vietnamese and Hmong word order, and in English "cannot" or "not approved"', () => {
      expect(types(violations(check('Guri kiro ah, 3 qol jiif, $1,400 bishii. Section 8 lama aqbalo.')))).toContain('housing_voucher_refusal');
      expect(types(violations(check('Guri kiro ah, 3 qol jiif, $1,400 bishii. Ma aqbalno voucher.')))).toContain('housing_voucher_refusal');
      expect(types(violations(check('Nhà cho thuê, $1,100 một tháng. Không chấp nhận Section 8.')))).toContain('housing_voucher_refusal');
      expect(types(violations(check('Tsev xauj, $1,000 ib hlis. Peb tsis txais Section 8.')))).toContain('housing_voucher_refusal');
      expect(types(violations(lease('We cannot take housing vouchers.')))).toEqual(['housing_voucher_refusal']);
      expect(types(violations(lease('This unit is not approved for Section 8.')))).toEqual(['housing_voucher_refusal']);
      expect(violations(check('Guri kiro ah, 3 qol jiif, $1,400 bishii. Waxaan aqbalnaa Section 8. Equal Housing Opportunity.'))).toEqual([]);
      expect(violations(lease('No smoking and no pets. Section 8 vouchers welcome.'))).toEqual([]);
    });

    it('reads children turned away in Somali, Hmong, Vietnamese and Spanish', () => {
      expect(types(violations(check('Guri kiro ah, $1,400 bishii. Carruurta lama oggola.')))).toContain('familial_status_preference');
      expect(types(violations(check('Tsev xauj, $1,000 ib hlis. Tsis pub menyuam nyob.')))).toContain('familial_status_preference');
      expect(types(violations(check('Nhà cho thuê, $1,100 một tháng. Không có trẻ nhỏ.')))).toContain('familial_status_preference');
      expect(types(violations(check('Nhà cho thuê, $1,100 một tháng. Chỉ dành cho người lớn.')))).toContain('familial_status_preference');
      expect(types(violations(check('Se renta casa, $1,100 al mes. Matrimonio sin hijos.')))).toContain('familial_status_preference');
      expect(violations(check('Se renta casa, $1,100 al mes, cerca de la escuela de sus hijos. Equal Housing Opportunity.'))).toEqual([]);
    });
      it('reads a document only a citizen holds asked of applicants as national origin, but not an ordinary ID', () => {
      expect(types(violations(lease('Applicants should bring an American birth certificate to the showing.')))).toEqual(['race_or_national_origin_preference']);
      expect(types(violations(lease('Please provide naturalization papers with the application.')))).toEqual(['race_or_national_origin_preference']);
      expect(violations(lease('Please bring a photo ID and your last two pay stubs.'))).toEqual([]);
    });

    it('reads a Vietnamese listing typed without its tone marks, or read by OCR with the wrong ones', () => {
      expect(types(violations(check('Nha cho thue gan cho, $800/thang. Khong nhan tre nho.')))).toContain('familial_status_preference');
      expect(types(violations(check('Cho thuê phóng ngũ, $600/tháng. Không nhân trè em.')))).toContain('familial_status_preference');
      expect(violations(check('Nha cho thue gan cho, $800/thang. Tre em duoc hoan nghenh. Equal Housing Opportunity.'))).toEqual([]);
    });
  });

  it('reads a rent break for companionship as sex for rent, and rent worked off in chores as an arrangement', () => {
    expect(types(violations(check('Basement room for rent, $400. Rent can be worked out for a female who enjoys cuddling, if you know what I mean.')))).toContain('sex_for_rent');
    expect(types(violations(check('Room for rent, $450. Reduced rent for help with snow shoveling and yard work.')))).not.toContain('sex_for_rent');
  });

  it('reads native birth as a national-origin preference, and lake lots as real estate', () => {
    expect(types(violations(check('Wooded lake lots from $59,900 on Pine Bay. American-born buyers preferred.')))).toContain('race_or_national_origin_preference');
    expect(types(violations(check('Wooded lake lots from $59,900 on Pine Bay. Native-born buyers only.')))).toContain('race_or_national_origin_preference');
  });

  it('reads roommates or families turned away beside a household wanted as part of the preference, not a welcome', () => {
    expect(types(violations(check('2BR house for rent, $1,650. Looking for a traditional married couple, no unmarried partners or roommate groups.')))).toContain('orientation_or_marital_preference');
    expect(types(violations(check('2BR house for rent, $1,650. Great for a couple, roommates or a family. Equal Housing Opportunity.')))).not.toContain('orientation_or_marital_preference');
  });

  it('reads tenants wanted by the language they speak as a national-origin preference, not a landlord who speaks it', () => {
    expect(types(violations(check('Upper flat for rent, 2 bedrooms, $1,200. Leasing only to Polish speakers. Call Irena.')))).toContain('race_or_national_origin_preference');
    expect(types(violations(check('One-bedroom apartment for rent, $950. Vietnamese-speaking tenants preferred.')))).toContain('race_or_national_origin_preference');
    expect(types(violations(check(`Studio apartment for rent, $900. Owner speaks Spanish and Russian. Open only to applicants who pass screening. ${EHO}`)))).toEqual([]);
  });

  it('reads a search that sorts neighbourhoods by background or by "changing" areas as steering', () => {
    expect(types(violations(check('Browse our listings and find a suburb of your own background, away from the changing neighborhoods downtown.')))).toContain('race_or_national_origin_preference');
    expect(types(violations(check(`Browse our listings by school district, commute time and lot size. ${EHO}`)))).toEqual([]);
  });

  it('reads a unit said to suit one household or not to fit families with children, "only" in Hmong, and listings that go first to the native-born', () => {
    expect(types(violations(check('Upper duplex, 2 BR, $1,100. Would suit a single gentleman. Not a fit for anybody with little ones.')))).toEqual(
      expect.arrayContaining(['familial_status_preference']),
    );
    expect(types(violations(check('Tsev xauj, 2 chav pw, $1,100 ib hlis. Tsuas xauj rau tsev neeg Hmoob xwb.')))).toContain('race_or_national_origin_preference');
    expect(types(violations(check('Lake cabins for sale: our listings go first to folks born and raised in this country. Northwoods Realty.')))).toContain('race_or_national_origin_preference');
    expect(types(violations(check(`3rd-floor walk-up for rent, $990. Support animals are never charged a pet fee. ${EHO}`)))).toEqual([]);
  });

  it('reads the tenant pictured by sex as a preference: "for the right girl", "suits a mature gentleman"', () => {
    expect(types(violations(check(`Furnished room, rent waived for the right girl. Utilities included. ${EHO}`)))).toContain('sex_preference');
    expect(types(violations(check(`Upper duplex, quiet street. Suits a mature working gentleman. $850. ${EHO}`)))).toContain('sex_preference');
    expect(types(violations(check(`Upper duplex with a man cave in the basement, room for a home office. $850. ${EHO}`)))).not.toContain('sex_preference');
  });

  it('reads "only renting to" a people as a preference, not a single household', () => {
    expect(types(violations(check(`Three-bedroom house near the school. We are only renting to Karen families. ${EHO}`)))).toContain('race_or_national_origin_preference');
    expect(types(violations(check(`Three-bedroom house near the school. Renting only to one household, no sublets. ${EHO}`)))).toEqual([]);
  });
});


describe('a refusal said before the group, and units counted in the plural', () => {
  it('reads "we don\'t rent to" and Vietnamese "không nhận" before children as familial exclusion', () => {
    expect(types(violations(check(`Two-bedroom units from $1,100, now pre-leasing. We don't rent to families with young children. ${EHO}`)))).toEqual(['familial_status_preference']);
    expect(types(violations(check(`Phòng cho thuê $700/tháng gần chợ. Không nhận trẻ em. ${EHO}`)))).toEqual(['familial_status_preference']);
  });

  it('knows "Studios & 2BRs" and pre-leasing as a listing, and a welcome as no refusal', () => {
    expect(types(violations(check(`Studios & 2BRs from $900 on Grand Ave. Sorry, no kids. ${EHO}`)))).toEqual(['familial_status_preference']);
    expect(violations(check(`Studios & 2BRs from $900, now pre-leasing. We accept families with kids and vouchers. ${EHO}`))).toEqual([]);
  });
});

describe('a faith named by someone sharing their own home', () => {
  it('leaves the shared-living exemption to a person', () => {
    const findings = check('Catholic roommate wanted to share my 3BR townhome in Roseville. $700, utilities split.');
    expect(types(violations(findings))).not.toContain('religious_preference');
    expect(types(reviewItems(findings))).toContain('religious_preference');
  });

  it('keeps a landlord\'s faith requirement a preference', () => {
    expect(types(violations(check('Duplex unit for rent, 2BR, $1,300. Christian tenants only.')))).toContain('religious_preference');
  });
});

describe('households, programs and peoples turned away in other words', () => {
  it('reads a household said to be "not a fit" as turned away', () => {
    expect(types(violations(check('Lakeview Commons, now leasing 1 and 2BR. Families with young children are not a fit for our quiet building.')))).toContain(
      'familial_status_preference',
    );
    expect(types(violations(check('Lakeview Commons, now leasing 1 and 2BR. Not sure a studio is a fit? Tour our 2BR units, great for families.')))).not.toContain(
      'familial_status_preference',
    );
  });

  it('reads Minnesota\'s care and housing programs refused as public assistance refused', () => {
    expect(types(violations(check('Senior apartments, now leasing. Sorry, we do not accept Medical Assistance or CADI waiver residents.')))).toContain(
      'public_assistance_preference',
    );
    expect(types(violations(check('Senior apartments, now leasing. Elderly Waiver and Medical Assistance residents welcome.')))).not.toContain(
      'public_assistance_preference',
    );
  });

  it('reads Native tenants named by the reservation and turned away as an origin preference', () => {
    expect(types(violations(check('Room for rent near Walker, $550. No rez people, no exceptions.')))).toContain('race_or_national_origin_preference');
    expect(types(violations(check('Cabin for rent near Walker, $550 a week. No reservation needed to tour.')))).not.toContain('race_or_national_origin_preference');
  });
});

describe('senior housing that states no age, and preferences in Somali', () => {
  it('keeps children turned away under a bare "senior" name a familial-status limitation', () => {
    expect(types(violations(check('Birchwood Senior Apartments: two-bedroom units with a garage stall, $1,040. No children. Call the office.')))).toContain(
      'familial_status_preference',
    );
    // With the residents' age stated, the exemption is for a person to confirm.
    const stated = check('Birchwood Senior Apartments, a 62+ community: 1BR $890. No children. Call the office.');
    expect(types(violations(stated))).not.toContain('familial_status_preference');
    expect(types(reviewItems(stated))).toContain('older_persons_exemption');
  });

  it('reads the Somali verb for preferring before a faith as a religious preference', () => {
    expect(types(violations(check('Aqal kiro ah, laba qol jiif, $1,250 bishii. Waxaan doorbidnaa qoys Kiristaan ah. Wac 612-555-0144.')))).toContain(
      'religious_preference',
    );
    expect(types(violations(check('Aqal kiro ah, laba qol jiif, $1,250 bishii, waxaa u dhow masaajid iyo kaniisad. Wac 612-555-0144.')))).not.toContain(
      'religious_preference',
    );
  });
});

describe('a preference with a word OCR was unsure of inside one of its readings', () => {
  it('quotes the reading it was sure of rather than dropping the finding', () => {
    const text = 'Tsev xauj, 3 chav pw, $1,450 ib hlis\nTsuas xauj rau cov phoojywg Hmoob xwb\nHu 651-555-0107';
    const input = buildRuleInput([{ fileName: 'ad.png', method: 'image_ocr', text, uncertainWords: [{ word: 'phoojywg', nth: 0 }] }], metadata());
    const found = runPolicyRules(input).find((f) => f.violationType === 'race_or_national_origin_preference');
    expect(found?.affectedContent).toBe('Hmoob xwb');
  });
});

describe('priority given to a group', () => {
  it('is a preference, in English and in Somali', () => {
    expect(types(violations(check('3BR house for rent, $1,600/mo. First priority for Lutheran tenants.')))).toContain('religious_preference');
    expect(types(violations(check('Guri kiro ah, 2 qol, $1,300 bishii. Mudnaanta waxaa la siinayaa qoys Muslim ah.')))).toContain('religious_preference');
    // Priority for the first to apply, or a church named as a landmark, prefers no one.
    expect(violations(check('3BR house for rent, $1,600/mo. Priority to the first complete application. Near St. Agnes church.')).filter((f) => f.severity !== 'minor')).toEqual([]);
  });
});

describe('preferences in more words', () => {
  it('reads reservation status, German and Russian preferences and group homes turned away', () => {
    expect(types(violations(check(`Duplex for rent near Bemidji, $950. Non-tribal renters preferred. ${EHO}`)))).toContain('race_or_national_origin_preference');
    const german = types(violations(check('Haus zu vermieten, $1.200 im Monat. Nur für deutsche Familien, ohne Kinder.')));
    expect(german).toEqual(expect.arrayContaining(['race_or_national_origin_preference', 'familial_status_preference']));
    expect(types(violations(check('Сдаю комнату, $600 в месяц. Только для русских, без детей.')))).toContain('familial_status_preference');
    expect(types(violations(check(`Homes for sale on quiet cul-de-sacs. No group homes here! ${EHO}`)))).toContain('disability_preference');
  });
  it('finds no dwelling in a bridal loft, and no preference in German shop hours', () => {
    expect(check('Lakeside wedding barn with a bridal loft, priced per guest. No one under 21 served at the bar.')).toEqual([]);
    expect(types(violations(check(`Wohnung zu vermieten, $900 im Monat. Nur an Wochenenden Besichtigung. ${EHO}`)))).toEqual([]);
  });
});

describe('a place sold by the colour of its people, and land with a hunting shack', () => {
  it('reads a white neighbourhood as steering and land for sale as housing', () => {
    expect(types(violations(check(`Three-bedroom rambler for sale, quiet Caucasian neighborhood near the lake. ${EHO}`)))).toContain('race_or_national_origin_preference');
    expect(types(violations(check('Deer camp for sale on 80 acres, $140,000. No reservation families nearby.')))).toContain('race_or_national_origin_preference');
  });
  it('leaves a white area rug, a White Bear street and an ice shack by the day', () => {
    expect(types(violations(check(`Condo for sale, white area rug and drapes stay. White Bear Avenue, $210,000. ${EHO}`)))).toEqual([]);
    expect(check('Ice shack rentals by the day on Upper Red Lake, heater and holes drilled.')).toEqual([]);
  });
});

describe('children turned away with a curse, in a list, or in Hmong', () => {
  it('reads each as the exclusion', () => {
    expect(types(violations(check('Cabin for rent, $700 a month. Absolutely no damn kids, no screaming toddlers or Section 8 tenants.')))).toEqual(expect.arrayContaining(['familial_status_preference']));
    expect(types(violations(check('Tsev xauj, 2 chav pw, $1,100 ib hlis. Tsis pub muaj menyuam.')))).toContain('familial_status_preference');
  });
});

describe('assistance animals after a pet rule', () => {
  it('are no public assistance refused', () => {
    expect(types(violations(check(`1BR apartment, $950. No pets (assistance animals welcome). ${EHO}`)))).toEqual([]);
  });
});
