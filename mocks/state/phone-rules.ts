/**
 * Mobile number rules per dialing code, as written in the messages of codes 41348–41415 in
 * contracts/common.yaml's x-error-catalog (same order). A rule sees the national number only
 * (no dialing code, no trunk 0).
 */
export interface MobileRule {
  dialCode: string;
  country: string;
  errorCode: number;
  pattern: RegExp;
}

/** Longest full number (`+` and dialing code included) the servers accept. */
export const MAX_FULL_NUMBER_LENGTH = 15;
export const PHONE_TOO_LONG_CODE = 41286;

/** Dialing codes without a rule: any 6–14 digits, else the generic validation code. */
const UNKNOWN_COUNTRY_PATTERN = /^\d{6,14}$/;
export const INVALID_NUMBER_CODE = 40001;

const rule = (dialCode: string, country: string, errorCode: number, pattern: RegExp): MobileRule => ({
  dialCode,
  country,
  errorCode,
  pattern,
});

export const MOBILE_RULES: readonly MobileRule[] = [
  rule('+65', 'Singapore', 41348, /^[89]\d{7}$/),
  rule('+63', 'Philippines', 41349, /^9\d{9}$/),
  rule('+81', 'Japan', 41350, /^[789]0\d{8}$/),
  rule('+60', 'Malaysia', 41351, /^1\d{8,9}$/),
  rule('+62', 'Indonesia', 41352, /^8\d{8,11}$/),
  rule('+852', 'Hong Kong', 41353, /^[4-9]\d{7}$/),
  rule('+853', 'Macau', 41354, /^6\d{7}$/),
  rule('+886', 'Taiwan', 41355, /^9\d{8}$/),
  rule('+1', 'United States', 41356, /^[2-9]\d{9}$/),
  // Canada shares +1 (and the same rule) with the United States; +1 answers the US code 41356.
  rule('+1', 'Canada', 41357, /^[2-9]\d{9}$/),
  rule('+44', 'United Kingdom', 41358, /^7\d{9}$/),
  rule('+55', 'Brazil', 41359, /^[1-9]{2}9\d{8}$/),
  rule('+90', 'Turkey', 41360, /^5\d{9}$/),
  rule('+234', 'Nigeria', 41361, /^[789]\d{9}$/),
  rule('+966', 'Saudi Arabia', 41362, /^5\d{8}$/),
  rule('+971', 'United Arab Emirates', 41363, /^5[024568]\d{7}$/),
  rule('+94', 'Sri Lanka', 41364, /^7\d{8}$/),
  rule('+34', 'Spain', 41365, /^[67]\d{8}$/),
  rule('+381', 'Serbia', 41366, /^6\d{7,8}$/),
  rule('+91', 'India', 41367, /^[6-9]\d{9}$/),
  rule('+86', 'China', 41368, /^1\d{10}$/),
  rule('+66', 'Thailand', 41369, /^[689]\d{8}$/),
  rule('+84', 'Vietnam', 41370, /^[35789]\d{8}$/),
  rule('+82', 'South Korea', 41371, /^10\d{8}$/),
  rule('+61', 'Australia', 41372, /^4\d{8}$/),
  rule('+64', 'New Zealand', 41373, /^2\d{7,9}$/),
  rule('+92', 'Pakistan', 41374, /^3\d{9}$/),
  rule('+880', 'Bangladesh', 41375, /^1[3-9]\d{8}$/),
  rule('+977', 'Nepal', 41376, /^9[78]\d{8}$/),
  rule('+855', 'Cambodia', 41377, /^[16789]\d{7,8}$/),
  rule('+95', 'Myanmar', 41378, /^9\d{7,9}$/),
  rule('+673', 'Brunei', 41379, /^[78]\d{6}$/),
  rule('+976', 'Mongolia', 41380, /^[89]\d{7}$/),
  rule('+49', 'Germany', 41381, /^1[567]\d{8,9}$/),
  rule('+33', 'France', 41382, /^[67]\d{8}$/),
  rule('+39', 'Italy', 41383, /^3\d{8,9}$/),
  rule('+31', 'Netherlands', 41384, /^6\d{8}$/),
  rule('+32', 'Belgium', 41385, /^4\d{8}$/),
  rule('+41', 'Switzerland', 41386, /^7[5-9]\d{7}$/),
  rule('+43', 'Austria', 41387, /^6\d{9,12}$/),
  rule('+351', 'Portugal', 41388, /^9\d{8}$/),
  rule('+353', 'Ireland', 41389, /^8\d{8}$/),
  rule('+46', 'Sweden', 41390, /^7\d{8}$/),
  rule('+47', 'Norway', 41391, /^[49]\d{7}$/),
  rule('+45', 'Denmark', 41392, /^[2-9]\d{7}$/),
  rule('+358', 'Finland', 41393, /^(?=\d{9,10}$)(4|50)\d+$/),
  rule('+48', 'Poland', 41394, /^[4-8]\d{8}$/),
  rule('+420', 'Czech Republic', 41395, /^[67]\d{8}$/),
  rule('+36', 'Hungary', 41396, /^(20|30|31|50|70)\d{7}$/),
  rule('+40', 'Romania', 41397, /^7\d{8}$/),
  rule('+30', 'Greece', 41398, /^69\d{8}$/),
  rule('+7', 'Russia', 41399, /^9\d{9}$/),
  rule('+380', 'Ukraine', 41400, /^(?=\d{9}$)(39|50|63|66|67|68|73|9)\d+$/),
  rule('+52', 'Mexico', 41401, /^\d{10}$/),
  rule('+54', 'Argentina', 41402, /^9\d{10}$/),
  rule('+56', 'Chile', 41403, /^9\d{8}$/),
  rule('+57', 'Colombia', 41404, /^3\d{9}$/),
  rule('+51', 'Peru', 41405, /^9\d{8}$/),
  rule('+20', 'Egypt', 41406, /^1[0125]\d{8}$/),
  rule('+27', 'South Africa', 41407, /^[678]\d{8}$/),
  rule('+254', 'Kenya', 41408, /^[71]\d{8}$/),
  rule('+233', 'Ghana', 41409, /^[25]\d{8}$/),
  rule('+212', 'Morocco', 41410, /^[67]\d{8}$/),
  rule('+972', 'Israel', 41411, /^5\d{8}$/),
  rule('+974', 'Qatar', 41412, /^[3567]\d{7}$/),
  rule('+965', 'Kuwait', 41413, /^[569]\d{7}$/),
  rule('+973', 'Bahrain', 41414, /^3\d{7}$/),
  rule('+968', 'Oman', 41415, /^[79]\d{7}$/),
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
