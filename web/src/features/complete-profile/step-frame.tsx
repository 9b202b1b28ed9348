/**
 * The frame of every step: "Step N of 4" with the four steps listed (the current one `aria-current="step"`),
 * the step's heading, and focus moved to that heading when the step changes (the page stays mounted
 * between steps, so the heading is focused here rather than only by the route change).
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STEP_COUNT, STEP_KEYS, type StepNumber } from './complete-profile-steps';

const STEPS: readonly StepNumber[] = [1, 2, 3, 4];

export function StepFrame({ step, title, intro, children }: { step: StepNumber; title: string; intro?: string; children: ReactNode }) {
  const { t } = useTranslation('complete-profile');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  return (
    <div className="complete-profile">
      <div className="complete-profile__progress">
        <p className="complete-profile__count" id="complete-profile-count">
          {t('progress.count', { step, total: STEP_COUNT })}
        </p>
        <ol className="complete-profile__steps" aria-label={t('progress.label')}>
          {STEPS.map((number) => (
            <li
              key={number}
              className={number === step ? 'complete-profile__step complete-profile__step--current' : number < step ? 'complete-profile__step complete-profile__step--done' : 'complete-profile__step'}
              aria-current={number === step ? 'step' : undefined}
            >
              <span className="complete-profile__step-number" aria-hidden="true">
                {number}
              </span>
              <span>{t(`${STEP_KEYS[number]}.short`)}</span>
              {number < step ? <span className="visually-hidden">{t('progress.completed')}</span> : null}
            </li>
          ))}
        </ol>
      </div>
      <h1 ref={headingRef} className="page-title complete-profile__title" tabIndex={-1} aria-describedby="complete-profile-count">
        {title}
      </h1>
      {intro ? <p className="complete-profile__intro">{intro}</p> : null}
      {children}
    </div>
  );
}
