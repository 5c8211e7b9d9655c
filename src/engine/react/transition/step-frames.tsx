/**
 * The wizard's step frames: the step shown, and the frame Next or back has just left (not
 * displayed, until the new step has been painted). What it renders comes from
 * `useStepTransition`; see docs/adr/0012-step-transition.md.
 *
 * The frame left is the element last committed as shown, so React does not render it again.
 */
import { useLayoutEffect, type ReactNode } from 'react';
import { StepFrame, type StepFrameProps } from '../parts/step-frame';
import styles from '../wizard.module.css';
import type { StepTransition } from './use-step-transition';

/** Where a slot's frame is: shown, or left by Next or back. */
export type SlotPlace = 'shown' | 'leaving';

/**
 * Where a step's frame lives, in an element of class `frames` (wizard.module.css): shown, or
 * `leaving` (not displayed and inert).
 */
export function StepSlot({ place, children }: { place: SlotPlace; children: ReactNode }) {
  const leaving = place === 'leaving';
  return (
    <div className={styles.slot} data-step-slot="" hidden={leaving} inert={leaving}>
      {children}
    </div>
  );
}

export interface StepFramesProps {
  /** The transition's state (`useStepTransition`). */
  transition: StepTransition;
  /** The frame of the step shown. */
  shown: StepFrameProps;
}

/** The step shown and the step left, each in its slot. */
export function StepFrames({ transition, shown }: StepFramesProps) {
  const { leaving, shownFrameRef } = transition;
  const step = shown.pane.step;
  const element = <StepFrame {...shown} />;
  useLayoutEffect(() => {
    shownFrameRef.current = { id: step.id, element };
  });
  const left = leaving && leaving.id !== step.id ? leaving : null;
  return (
    <>
      {left && (
        <StepSlot key={left.id} place="leaving">
          {left.element}
        </StepSlot>
      )}
      <StepSlot key={step.id} place="shown">
        {element}
      </StepSlot>
    </>
  );
}
