import { describe, expect, it } from 'vitest';
import { guestPageNeedsHandlers } from '../../web/src/app/layout/guest-page-handlers';

describe("a guest's island page loads the page handlers only for a link's parameter", () => {
  it('not for a plain address, a search or a tracking parameter', () => {
    expect(guestPageNeedsHandlers('')).toBe(false);
    expect(guestPageNeedsHandlers('?page=2&utm_source=mail')).toBe(false);
  });

  it('for an invitation code or an interview to show', () => {
    expect(guestPageNeedsHandlers('?invite_code=jcjag1')).toBe(true);
    expect(guestPageNeedsHandlers('?interview=42')).toBe(true);
  });
});
