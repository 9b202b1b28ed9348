/** The form-level failure of a sign-in form, announced next to it. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div className="auth-alert" role="alert">
      {message}
    </div>
  );
}
