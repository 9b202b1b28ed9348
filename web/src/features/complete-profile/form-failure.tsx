/** A failure of the whole form (or of a call), announced beside it; the typed values stay. */
import type { ReactNode } from 'react';

export function FormFailure({ message, children }: { message: string | null | undefined; children?: ReactNode }) {
  if (!message) return null;
  return (
    <div className="complete-profile__alert" role="alert">
      <p>{message}</p>
      {children}
    </div>
  );
}
