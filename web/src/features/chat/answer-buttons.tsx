/** Accept or decline what the recruiter sent (a phone request, an offer). */
interface AnswerButtonsProps {
  acceptLabel: string;
  declineLabel: string;
  pending: boolean;
  onAnswer: (accept: boolean) => void;
}

export function AnswerButtons({ acceptLabel, declineLabel, pending, onAnswer }: AnswerButtonsProps) {
  return (
    <div className="chat-card__actions">
      <button type="button" className="button" disabled={pending} onClick={() => onAnswer(true)}>
        {acceptLabel}
      </button>
      <button type="button" className="button button--secondary" disabled={pending} onClick={() => onAnswer(false)}>
        {declineLabel}
      </button>
    </div>
  );
}
