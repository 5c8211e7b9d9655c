/**
 * The wizard's step frames: the step shown, the step Next leads to rendered ahead (laid out, not
 * seen), and the frame Next or back has just left (not displayed, until the new step has been
 * painted). What it renders comes from `useStepTransition`; see docs/adr/0012-step-transition.md.
 *
 * Next turns the slot ahead into the one shown: the same elements, moved, not built again (the
 * step's view renders once more, with the context the wizard hands it then: an equal one, not the
 * same object). The frame left is the element last committed as shown, so React does not render
 * it again.
 */
import { useLayoutEffect, type ReactNode } from 'react';
import type { WizardDraft } from '../../core';
import { NO_ERRORS } from '../hooks/use-step-errors';
import { QUERY_LOADING } from '../hooks/use-step-query';
import { NO_ITEMS, NO_VALUES } from '../parts/empty-props';
import { StepFrame, type StepFrameProps } from '../parts/step-frame';
import styles from '../wizard.module.css';
import type { StepTransition } from './use-step-transition';

/** Where a slot's frame is: shown, rendered ahead of Next, or left by Next or back. */
export type SlotPlace = 'shown' | 'ahead' | 'leaving';

/**
 * Where a step's frame lives, in an element of class `frames` (wizard.module.css): shown;
 * `ahead` (laid out with the width it will have, taking no room, not seen, and inert); or
 * `leaving` (not displayed and inert).
 */
export function StepSlot({ place, children }: { place: SlotPlace; children: ReactNode }) {
  return (
    <div
      className={styles.slot}
      data-step-slot=""
      data-ahead={place === 'ahead' ? '' : undefined}
      hidden={place === 'leaving'}
      inert={place !== 'shown'}
    >
      {children}
    </div>
  );
}

export interface StepFramesProps {
  /** The transition's state (`useStepTransition`). */
  transition: StepTransition;
  /** The frame of the step shown. */
  shown: StepFrameProps;
  /** The stored answers: the frame ahead shows its step's. */
  answers: WizardDraft['answers'];
  /** Back, the same function for every frame: the frame ahead has it when its step has an earlier one. */
  onBack: () => void;
}

/** The step shown, the step ahead and the step left, each in its slot. */
export function StepFrames({ transition, shown, answers, onBack }: StepFramesProps) {
  const { move, leaving, shownFrameRef } = transition;
  const step = shown.pane.step;
  const element = <StepFrame {...shown} />;
  useLayoutEffect(() => {
    shownFrameRef.current = { id: step.id, element };
  });
  const aheadId = move?.input.step === step ? move.to : undefined;
  const aheadStep =
    aheadId && aheadId !== step.id
      ? shown.pane.resources.flow.steps.find((entry) => entry.id === aheadId)
      : undefined;
  const left = leaving && leaving.id !== step.id && leaving.id !== aheadStep?.id ? leaving : null;
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
      {move?.ahead && aheadStep && (
        <StepSlot key={aheadStep.id} place="ahead">
          <StepFrame
            pane={{
              resources: shown.pane.resources,
              step: aheadStep,
              context: move.after,
              values: answers[aheadStep.id] ?? NO_VALUES,
              errors: NO_ERRORS,
              onFieldChange: shown.pane.onFieldChange,
              onFieldBlur: shown.pane.onFieldBlur,
              onEdit: shown.pane.onEdit,
              ...(aheadStep.query ? { query: QUERY_LOADING } : {}),
            }}
            errorItems={NO_ITEMS}
            summaryRef={shown.summaryRef}
            onNext={shown.onNext}
            isLast={move.ahead.isLast}
            onBack={move.ahead.hasBack ? onBack : undefined}
            busy={false}
          />
        </StepSlot>
      )}
    </>
  );
}
