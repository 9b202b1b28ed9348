/**
 * A part of a page that answers input on its own (docs/decisions/0027-guest-pages-as-islands.md). Every
 * render wraps it in the same element, in the full app too, so the HTML is the same whichever way the
 * browser takes the page over; on a guest's island page only these elements are hydrated.
 */
import type { ReactNode } from 'react';
import type { IslandName } from '../lib/island-names';

export function Island({ name, children }: { name: IslandName; children: ReactNode }) {
  return (
    <div className="island" data-island={name}>
      {children}
    </div>
  );
}
