// The step transition on its own (useStepTransition with StepFrames), on the core's sample flow:
// kies (type b) leads to extra. A harness stands in for the wizard: it shows the step it is given
// with the answers it is given, as the wizard does after Next.
import { act, waitFor } from '@testing-library/react';
import { createRef, useMemo } from 'react';
import { createDraft, type WizardDraft } from '../../core';
import { sampleContext, sampleResources } from '../../core/testing/sample-flow';
import { holdFrames } from '../../../ui/testing/held-frames';
import { NO_ERRORS } from '../hooks/use-step-errors';
import { NO_ITEMS, NO_VALUES } from '../parts/empty-props';
import { quietSampleTexts, renderWizard } from '../testing/render-wizard';
import { StepFrames } from './step-frames';
import { useStepTransition, type StepTransition } from './use-step-transition';

const base = sampleContext();
const summaryRef = createRef<HTMLDivElement>();
// One function each for every render and frame, as the wizard hands them.
const onFieldChange = vi.fn();
const onFieldBlur = vi.fn();
const onEdit = vi.fn();
const onNext = vi.fn();
const onBack = vi.fn();

interface HarnessProps {
  stepId: string;
  answers: WizardDraft['answers'];
  /** Called with the transition on every render. */
  seen: (transition: StepTransition) => void;
}

function Harness({ stepId, answers, seen }: HarnessProps) {
  const { flow } = sampleResources;
  const step = flow.steps.find((entry) => entry.id === stepId)!;
  const context = useMemo(() => ({ ...base, answers }), [answers]);
  const values = answers[stepId] ?? NO_VALUES;
  const input = useMemo(
    () => ({
      draft: { ...createDraft(flow.id, 'p', stepId), answers },
      step,
      stepContext: context,
      context,
    }),
    [flow.id, stepId, answers, step, context],
  );
  const transition = useStepTransition(sampleResources, input);
  seen(transition);
  return (
    <div>
      <StepFrames
        transition={transition}
        shown={{
          pane: {
            resources: sampleResources,
            step,
            context,
            values,
            errors: NO_ERRORS,
            onFieldChange,
            onFieldBlur,
            onEdit,
          },
          isLast: false,
          errorItems: NO_ITEMS,
          summaryRef,
          onNext,
          onBack,
          busy: false,
        }}
      />
    </div>
  );
}

const kiesB = { kies: { type: 'b' } };
const slotOf = (stepId: string) =>
  document.getElementById(`wizard-heading-${stepId}`)?.closest('[data-step-slot]');

function show(stepId: string, answers: WizardDraft['answers']) {
  let last: StepTransition | undefined;
  const seen = (transition: StepTransition) => (last = transition);
  const view = renderWizard(<Harness stepId={stepId} answers={answers} seen={seen} />, {
    route: '/',
  });
  return {
    transition: () => last!,
    showStep: (next: string, nextAnswers: WizardDraft['answers']) =>
      view.rerender(<Harness stepId={next} answers={nextAnswers} seen={seen} />),
  };
}

beforeEach(() => quietSampleTexts());
afterEach(() => vi.restoreAllMocks());

describe('the step transition', () => {
  it('renders the step shown only: the step Next leads to is not built before Next', async () => {
    show('kies', kiesB);
    expect(slotOf('kies')).not.toHaveAttribute('inert');
    // Not later either (no deferred render of it after the first paint).
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.getElementById('wizard-heading-extra')).toBeNull();
    expect(document.querySelectorAll('[data-step-slot]')).toHaveLength(1);
  });

  it('works out what Next does in the click, with the values handed to it', () => {
    const { transition } = show('kies', kiesB);
    expect(transition().moveFor(kiesB.kies).to).toBe('extra');
    expect(transition().moveFor({ type: 'a' }).to).toBe('info');
    expect(transition().moveFor({}).errors).not.toEqual([]);
  });

  it('keeps the frame left, not displayed and inert, until the new step has been painted', async () => {
    const { transition, showStep } = show('kies', kiesB);
    const left = document.getElementById('wizard-heading-kies')!;
    const frames = holdFrames();
    const { stored } = transition().moveFor(kiesB.kies);
    act(() => transition().leave());
    showStep('extra', { kies: stored });
    expect(left.isConnected).toBe(true);
    expect(slotOf('kies')).toHaveAttribute('hidden');
    expect(slotOf('kies')).toHaveAttribute('inert');
    act(() => frames.paint());
    await waitFor(() => expect(left.isConnected).toBe(false));
  });
});
