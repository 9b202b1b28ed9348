/**
 * Back and Next between steps (real links, so they keep the `redirect` query and open in a new tab if
 * asked). Next waits while an entry form is open: "Please finish the current editing first."
 */
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function StepNav({ back, next, editing }: { back: string; next: string; editing: boolean }) {
  const { t } = useTranslation('complete-profile');
  const [blocked, setBlocked] = useState(false);
  const guard = (event: MouseEvent) => {
    if (!editing) return;
    event.preventDefault();
    setBlocked(true);
  };
  return (
    <div className="complete-profile__nav">
      {blocked && editing ? (
        <p className="complete-profile__alert" role="alert">
          {t('actions.finishEditing')}
        </p>
      ) : null}
      <div className="complete-profile__actions">
        <Link className="button button--secondary" to={back}>
          {t('actions.back')}
        </Link>
        <Link className="button" to={next} onClick={guard}>
          {t('actions.next')}
        </Link>
      </div>
    </div>
  );
}
