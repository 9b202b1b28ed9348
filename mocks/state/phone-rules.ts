/**
 * Mobile number rules per dialing code, as written in the messages of codes 41348–41415 in
 * contracts/common.yaml's x-error-catalog (same order). A rule sees the national number only
 * (no dialing code, no trunk 0).
 */
import { ErrorCode } from '../../sdk/generated/error-codes';

export interface MobileRule {
  dialCode: string;
  country: string;
  errorCode: ErrorCode;
  pattern: RegExp;
}

/** Longest full number (`+` and dialing code included) the servers accept. */
export const MAX_FULL_NUMBER_LENGTH = 15;
export const PHONE_TOO_LONG_CODE = ErrorCode.PhoneTooLong;

/** Dialing codes without a rule: any 6–14 digits, else the generic validation code. */
const UNKNOWN_COUNTRY_PATTERN = /^\d{6,14}$/;
export const INVALID_NUMBER_CODE = ErrorCode.ValidationFailed;

const rule = (dialCode: string, country: string, errorCode: ErrorCode, pattern: RegExp): MobileRule => ({
  dialCode,
  country,
  errorCode,
  pattern,
});

export const MOBILE_RULES: readonly MobileRule[] = [
  rule('+65', 'Singapore', ErrorCode.InvalidMobileSingapore, /^[89]\d{7}$/),
  rule('+63', 'Philippines', ErrorCode.InvalidMobilePhilippine, /^9\d{9}$/),
  rule('+81', 'Japan', ErrorCode.InvalidMobileJapan, /^[789]0\d{8}$/),
  rule('+60', 'Malaysia', ErrorCode.InvalidMobileMalaysia, /^1\d{8,9}$/),
  rule('+62', 'Indonesia', ErrorCode.InvalidMobileIndonesia, /^8\d{8,11}$/),
  rule('+852', 'Hong Kong', ErrorCode.InvalidMobileHongKong, /^[4-9]\d{7}$/),
  rule('+853', 'Macau', ErrorCode.InvalidMobileMacau, /^6\d{7}$/),
  rule('+886', 'Taiwan', ErrorCode.InvalidMobileTaiwan, /^9\d{8}$/),
  rule('+1', 'United States', ErrorCode.InvalidMobileUnitedStates, /^[2-9]\d{9}$/),
  // Canada shares +1 (and the same rule) with the United States; +1 answers the US code 41356.
  rule('+1', 'Canada', ErrorCode.InvalidMobileCanada, /^[2-9]\d{9}$/),
  rule('+44', 'United Kingdom', ErrorCode.InvalidMobileUnitedKingdom, /^7\d{9}$/),
  rule('+55', 'Brazil', ErrorCode.InvalidMobileBrazil, /^[1-9]{2}9\d{8}$/),
  rule('+90', 'Turkey', ErrorCode.InvalidMobileTurkey, /^5\d{9}$/),
  rule('+234', 'Nigeria', ErrorCode.InvalidMobileNigeria, /^[789]\d{9}$/),
  rule('+966', 'Saudi Arabia', ErrorCode.InvalidMobileSaudiArabia, /^5\d{8}$/),
  rule('+971', 'United Arab Emirates', ErrorCode.InvalidMobileUnitedArabEmirates, /^5[024568]\d{7}$/),
  rule('+94', 'Sri Lanka', ErrorCode.InvalidMobileSriLanka, /^7\d{8}$/),
  rule('+34', 'Spain', ErrorCode.InvalidMobileSpain, /^[67]\d{8}$/),
  rule('+381', 'Serbia', ErrorCode.InvalidMobileSerbia, /^6\d{7,8}$/),
  rule('+91', 'India', ErrorCode.InvalidMobileIndia, /^[6-9]\d{9}$/),
  rule('+86', 'China', ErrorCode.InvalidMobileChina, /^1\d{10}$/),
  rule('+66', 'Thailand', ErrorCode.InvalidMobileThailand, /^[689]\d{8}$/),
  rule('+84', 'Vietnam', ErrorCode.InvalidMobileVietnam, /^[35789]\d{8}$/),
  rule('+82', 'South Korea', ErrorCode.InvalidMobileSouthKorea, /^10\d{8}$/),
  rule('+61', 'Australia', ErrorCode.InvalidMobileAustralia, /^4\d{8}$/),
  rule('+64', 'New Zealand', ErrorCode.InvalidMobileNewZealand, /^2\d{7,9}$/),
  rule('+92', 'Pakistan', ErrorCode.InvalidMobilePakistan, /^3\d{9}$/),
  rule('+880', 'Bangladesh', ErrorCode.InvalidMobileBangladesh, /^1[3-9]\d{8}$/),
  rule('+977', 'Nepal', ErrorCode.InvalidMobileNepal, /^9[78]\d{8}$/),
  rule('+855', 'Cambodia', ErrorCode.InvalidMobileCambodia, /^[16789]\d{7,8}$/),
  rule('+95', 'Myanmar', ErrorCode.InvalidMobileMyanmar, /^9\d{7,9}$/),
  rule('+673', 'Brunei', ErrorCode.InvalidMobileBrunei, /^[78]\d{6}$/),
  rule('+976', 'Mongolia', ErrorCode.InvalidMobileMongolia, /^[89]\d{7}$/),
  rule('+49', 'Germany', ErrorCode.InvalidMobileGermany, /^1[567]\d{8,9}$/),
  rule('+33', 'France', ErrorCode.InvalidMobileFrance, /^[67]\d{8}$/),
  rule('+39', 'Italy', ErrorCode.InvalidMobileItaly, /^3\d{8,9}$/),
  rule('+31', 'Netherlands', ErrorCode.InvalidMobileNetherlands, /^6\d{8}$/),
  rule('+32', 'Belgium', ErrorCode.InvalidMobileBelgium, /^4\d{8}$/),
  rule('+41', 'Switzerland', ErrorCode.InvalidMobileSwitzerland, /^7[5-9]\d{7}$/),
  rule('+43', 'Austria', ErrorCode.InvalidMobileAustria, /^6\d{9,12}$/),
  rule('+351', 'Portugal', ErrorCode.InvalidMobilePortugal, /^9\d{8}$/),
  rule('+353', 'Ireland', ErrorCode.InvalidMobileIreland, /^8\d{8}$/),
  rule('+46', 'Sweden', ErrorCode.InvalidMobileSweden, /^7\d{8}$/),
  rule('+47', 'Norway', ErrorCode.InvalidMobileNorway, /^[49]\d{7}$/),
  rule('+45', 'Denmark', ErrorCode.InvalidMobileDenmark, /^[2-9]\d{7}$/),
  rule('+358', 'Finland', ErrorCode.InvalidMobileFinland, /^(?=\d{9,10}$)(4|50)\d+$/),
  rule('+48', 'Poland', ErrorCode.InvalidMobilePoland, /^[4-8]\d{8}$/),
  rule('+420', 'Czech Republic', ErrorCode.InvalidMobileCzechRepublic, /^[67]\d{8}$/),
  rule('+36', 'Hungary', ErrorCode.InvalidMobileHungary, /^(20|30|31|50|70)\d{7}$/),
  rule('+40', 'Romania', ErrorCode.InvalidMobileRomania, /^7\d{8}$/),
  rule('+30', 'Greece', ErrorCode.InvalidMobileGreece, /^69\d{8}$/),
  rule('+7', 'Russia', ErrorCode.InvalidMobileRussia, /^9\d{9}$/),
  rule('+380', 'Ukraine', ErrorCode.InvalidMobileUkraine, /^(?=\d{9}$)(39|50|63|66|67|68|73|9)\d+$/),
  rule('+52', 'Mexico', ErrorCode.InvalidMobileMexico, /^\d{10}$/),
  rule('+54', 'Argentina', ErrorCode.InvalidMobileArgentina, /^9\d{10}$/),
  rule('+56', 'Chile', ErrorCode.InvalidMobileChile, /^9\d{8}$/),
  rule('+57', 'Colombia', ErrorCode.InvalidMobileColombia, /^3\d{9}$/),
  rule('+51', 'Peru', ErrorCode.InvalidMobilePeru, /^9\d{8}$/),
  rule('+20', 'Egypt', ErrorCode.InvalidMobileEgypt, /^1[0125]\d{8}$/),
  rule('+27', 'South Africa', ErrorCode.InvalidMobileSouthAfrica, /^[678]\d{8}$/),
  rule('+254', 'Kenya', ErrorCode.InvalidMobileKenya, /^[71]\d{8}$/),
  rule('+233', 'Ghana', ErrorCode.InvalidMobileGhana, /^[25]\d{8}$/),
  rule('+212', 'Morocco', ErrorCode.InvalidMobileMorocco, /^[67]\d{8}$/),
  rule('+972', 'Israel', ErrorCode.InvalidMobileIsrael, /^5\d{8}$/),
  rule('+974', 'Qatar', ErrorCode.InvalidMobileQatar, /^[3567]\d{7}$/),
  rule('+965', 'Kuwait', ErrorCode.InvalidMobileKuwait, /^[569]\d{7}$/),
  rule('+973', 'Bahrain', ErrorCode.InvalidMobileBahrain, /^3\d{7}$/),
  rule('+968', 'Oman', ErrorCode.InvalidMobileOman, /^[79]\d{7}$/),
];

/** First rule per dialing code wins, so +1 resolves to the United States. */
const RULES_BY_DIAL_CODE = new Map<string, MobileRule>();
for (const mobileRule of MOBILE_RULES) {
  if (!RULES_BY_DIAL_CODE.has(mobileRule.dialCode)) RULES_BY_DIAL_CODE.set(mobileRule.dialCode, mobileRule);
}

/** `65`, `+65` and ` +65 ` all become `+65`. */
export function normaliseDialCode(dialCode: string): string {
  return `+${dialCode.trim().replace(/^\+/, '')}`;
}

/** Users type spaces and dashes; the rules see digits only. */
export function normaliseNationalNumber(nationalNumber: string): string {
  return nationalNumber.replace(/[\s-]/g, '');
}

export function mobileRuleFor(dialCode: string): MobileRule | undefined {
  return RULES_BY_DIAL_CODE.get(normaliseDialCode(dialCode));
}

/**
 * null when the number is a valid mobile number for its dialing code; otherwise the error code:
 * 41286 when the full number (`+`, dialing code, national number) is longer than 15 characters,
 * else the country's code (41348–41415). Unknown dialing codes accept 6–14 digits (40001 otherwise).
 */
export function checkMobileNumber(dialCode: string, nationalNumber: string): number | null {
  const dial = normaliseDialCode(dialCode);
  const national = normaliseNationalNumber(nationalNumber);
  if (dial.length + national.length > MAX_FULL_NUMBER_LENGTH) return PHONE_TOO_LONG_CODE;
  const countryRule = RULES_BY_DIAL_CODE.get(dial);
  if (!countryRule) return UNKNOWN_COUNTRY_PATTERN.test(national) ? null : INVALID_NUMBER_CODE;
  return countryRule.pattern.test(national) ? null : countryRule.errorCode;
}
