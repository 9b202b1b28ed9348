/**
 * The four steps of the profile setup (W04, spec section 4) and their addresses. Step 2 answers to the
 * spec's two targets of step 1: `10` (the usual way on) and `1101` (from a resume flow); `2` is kept as
 * a plain alias. The page without a step is step 1.
 */
export type StepNumber = 1 | 2 | 3 | 4;

export const STEP_COUNT = 4;

/** Each step's catalog section (its title, intro and short name in the progress list). */
export const STEP_KEYS = { 1: 'basicInfo', 2: 'workExperience', 3: 'education', 4: 'done' } as const satisfies Record<StepNumber, string>;

/** Step 1 sends the user on here; from a resume flow (lib/resume-flow.ts) to RESUME_FLOW_TARGET. */
export const AFTER_STEP_ONE = '10';
export const RESUME_FLOW_TARGET = '1101';

const STEP_OF_SEGMENT: Readonly<Record<string, StepNumber>> = { '1': 1, '2': 2, [AFTER_STEP_ONE]: 2, [RESUME_FLOW_TARGET]: 2, '3': 3, '4': 4 };

/** The step an address names, or undefined for an unknown one (a 404). */
export function stepFrom(segment: string | undefined): StepNumber | undefined {
  if (segment === undefined || segment === '') return 1;
  return Object.hasOwn(STEP_OF_SEGMENT, segment) ? STEP_OF_SEGMENT[segment] : undefined;
}

/** The address segment links use for a step (step 2 by its usual target). */
export function segmentOf(step: StepNumber): string {
  return step === 2 ? AFTER_STEP_ONE : String(step);
}
