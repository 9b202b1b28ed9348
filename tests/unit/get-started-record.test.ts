/** The get-started record drops blank contact values after trimming (spec section 5). */
import { describe, expect, it } from 'vitest';
import { getStartedRecordBody } from '../../web/src/lib/session/get-started-record';

describe('getStartedRecordBody', () => {
  it('keeps trimmed values and removes blank ones', () => {
    expect(getStartedRecordBody('device-1', { email: '  ana@example.com ', phone: '   ' })).toEqual({ device_id: 'device-1', email: 'ana@example.com' });
    expect(getStartedRecordBody('device-1', { phone: ' +639171234567 ' })).toEqual({ device_id: 'device-1', phone_num: '+639171234567' });
    expect(getStartedRecordBody('device-1', {})).toEqual({ device_id: 'device-1' });
  });
});
