/** Phone numbers as shown (issue 24 §3): grouped per country, E.164 tel: links, the raw number when unreadable. */
import { describe, expect, it } from 'vitest';
import { formatPhoneNumber, formatPhoneNumberText, leftToRight, phoneNumberHref } from '../../web/src/lib/format-phone';

describe('formatPhoneNumber', () => {
  it.each([
    ['+63', '9171234567', '+63 917 123 4567'],
    ['+65', '81234567', '+65 8123 4567'],
    ['+62', '8123456789', '+62 812 3456 789'],
    ['+62', '81234567890', '+62 812 3456 7890'],
    ['+60', '123456789', '+60 12 345 6789'],
    ['+60', '1123456789', '+60 11 2345 6789'],
    ['+81', '9012345678', '+81 90 1234 5678'],
    ['+1', '4155550123', '+1 415 555 0123'],
  ])('writes %s %s as %s', (countryCode, nationalNumber, expected) => {
    expect(formatPhoneNumber(countryCode, nationalNumber)).toBe(expected);
  });

  it('reads a calling code without "+", a trunk prefix and the punctuation people type', () => {
    expect(formatPhoneNumber('63', '09171234567')).toBe('+63 917 123 4567');
    expect(formatPhoneNumber(' +63 ', '917-123 4567')).toBe('+63 917 123 4567');
  });

  it.each([
    ['+63', 'abc', '+63 abc'],
    ['+63', '12', '+63 12'],
    ['+63', '917123456789012', '+63 917123456789012'],
    ['+63', '9171234567abc', '+63 9171234567abc'],
    ['', '9171234567', '9171234567'],
    ['+63', '', '+63'],
  ])('falls back to the raw number for %j %j', (countryCode, nationalNumber, expected) => {
    expect(formatPhoneNumber(countryCode, nationalNumber)).toBe(expected);
  });
});

describe('formatPhoneNumberText', () => {
  it('groups a number stored whole, with or without spaces', () => {
    expect(formatPhoneNumberText('+639175550142')).toBe('+63 917 555 0142');
    expect(formatPhoneNumberText('+63 917 555 0142')).toBe('+63 917 555 0142');
    expect(formatPhoneNumberText(' +81 90-1234-5678 ')).toBe('+81 90 1234 5678');
    expect(formatPhoneNumberText('+6581234567')).toBe('+65 8123 4567');
  });

  it('leaves a number without its country, a masked one and text as they are', () => {
    expect(formatPhoneNumberText('9175550142')).toBe('9175550142');
    expect(formatPhoneNumberText('+63 917***4567')).toBe('+63 917***4567');
    expect(formatPhoneNumberText('call the front desk')).toBe('call the front desk');
    expect(formatPhoneNumberText('')).toBe('');
  });
});

describe('phoneNumberHref', () => {
  it('links to the E.164 number', () => {
    expect(phoneNumberHref('+63 917 555 0142')).toBe('tel:+639175550142');
    expect(phoneNumberHref('+81 (90) 1234-5678')).toBe('tel:+819012345678');
  });

  it('falls back to the digits, and to no link without any', () => {
    expect(phoneNumberHref('917 555 0142')).toBe('tel:9175550142');
    expect(phoneNumberHref('+63 12')).toBe('tel:+6312');
    expect(phoneNumberHref('ask at the desk')).toBeUndefined();
    expect(phoneNumberHref('')).toBeUndefined();
  });
});

describe('leftToRight', () => {
  it('isolates the text left to right (U+2066 … U+2069)', () => {
    expect(leftToRight('+63 917***4567')).toBe('\u2066+63 917***4567\u2069');
  });
});
