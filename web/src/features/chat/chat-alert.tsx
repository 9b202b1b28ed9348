/** A failure said where it happened, announced at once; nothing when there is none. */
export function ChatAlert({ message }: { message: string | null | undefined }) {
  return message ? (
    <p className="chat-error" role="alert">
      {message}
    </p>
  ) : null;
}
