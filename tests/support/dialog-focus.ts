import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** Tab `presses` times, then Shift+Tab once: focus never leaves the open dialog. */
export async function expectTabKeptIn(user: UserEvent, dialog: HTMLElement, presses: number): Promise<void> {
  for (let press = 0; press < presses; press += 1) {
    await user.tab();
    expect(dialog.contains(document.activeElement), `focus left the dialog after Tab ${press + 1}`).toBe(true);
  }
  await user.tab({ shift: true });
  expect(dialog.contains(document.activeElement), 'focus left the dialog after Shift+Tab').toBe(true);
}
