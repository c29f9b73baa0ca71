/**
 * Every threshold that a law or a publisher decision sets. Laws change (the federal hemp
 * definition changes in November 2026, lottery and sports-betting law is in flux), so callers
 * may pass their own values; these are the defaults in force when the rules were written.
 */
export interface TRuleSettings {
  /** 7 U.S.C. 1639o: hemp is at most this % delta-9 THC by dry weight. */
  maxDelta9ThcPercent: number;
  /** Minn. Stat. 342 / 151.72 potency limits for edibles. */
  maxThcMgPerServing: number;
  maxThcMgPerPackage: number;
  maxThcMgPerBeverage: number;
  /** Minn. Stat. 342.64: no one under this age may be depicted or sold to. */
  hempMinimumAge: number;
  /** Publisher policy: hemp ads are submitted at least this many hours before they run. */
  hempAdvanceHours: number;
  /**
   * The OCM warning (GM-2025-07) as far as the publisher's reference quotes it; each phrase must
   * appear (OCR-tolerant match). Replace with the memo's full verbatim text when it is on file.
   */
  hempWarningPhrases: string[];
  /** Share of a warning phrase's words that must be found in order (tolerates OCR slips). */
  warningMatchRatio: number;
  /** Minn. Stat. 609.755(3): Minnesota plus the adjoining states whose lotteries may be advertised. */
  allowedLotteryStates: string[];
  /** Multi-state and Minnesota games sold by the allowed lotteries. */
  allowedLotteryGames: string[];
  /** Time zone of the publication date, for the advance-submission check. */
  publicationTimeZone: string;
  /** Below this many letters of another language an ad is not judged foreign-language, nor a passage worth a look. */
  minLanguageDetectionLetters: number;
}

export const RULE_SETTINGS: Readonly<TRuleSettings> = Object.freeze({
  maxDelta9ThcPercent: 0.3,
  maxThcMgPerServing: 5,
  maxThcMgPerPackage: 50,
  maxThcMgPerBeverage: 10,
  hempMinimumAge: 21,
  hempAdvanceHours: 24,
  hempWarningPhrases: [
    'Hemp products containing THC are not for use by anyone under the age of 21',
    'Using hemp products containing THC may cause drowsiness',
  ],
  warningMatchRatio: 0.85,
  allowedLotteryStates: ['MN', 'IA', 'WI', 'ND', 'SD'],
  allowedLotteryGames: ['Powerball', 'Mega Millions', 'Lotto America', 'Lucky for Life', 'Gopher 5', 'Northstar Cash', 'Millionaire Raffle'],
  publicationTimeZone: 'America/Chicago',
  minLanguageDetectionLetters: 40,
});

export function resolveSettings(overrides?: Partial<TRuleSettings>): TRuleSettings {
  return { ...RULE_SETTINGS, ...overrides };
}
