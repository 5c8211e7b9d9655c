// The step transition on its own (useStepTransition with StepFrames), on the core's sample flow:
// kies (type b) leads to extra. A harness stands in for the wizard: it shows the step it is given
// with the answers it is given, as the wizard does after Next.
import { act, screen, waitFor } from '@testing-library/react';
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
      values,
      stepContext: context,
      context,
    }),
    [flow.id, stepId, answers, step, values, context],
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
          busy: false,
        }}
        answers={answers}
        onBack={onBack}
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
  it('renders the frame of the step Next leads to ahead: laid out but inert and not seen', async () => {
    show('kies', kiesB);
    await waitFor(() => expect(slotOf('extra')).toHaveAttribute('data-ahead'));
    expect(slotOf('extra')).toHaveAttribute('inert');
    expect(slotOf('kies')).not.toHaveAttribute('inert');
    expect(slotOf('kies')).not.toHaveAttribute('data-ahead');
    // Only the step shown is reachable: one heading, one Next.
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
  });

  it('works nothing out ahead until the values have stayed the same for a while (not while the member types)', () => {
    vi.useFakeTimers();
    try {
      const { transition, showStep } = show('kies', { kies: { type: 'a' } });
      act(() => vi.advanceTimersByTime(200));
      // A change before the pause is over starts the wait again.
      showStep('kies', kiesB);
      act(() => vi.advanceTimersByTime(200));
      expect(transition().move).toBeNull();
      expect(document.getElementById('wizard-heading-extra')).toBeNull();
      // Next meanwhile works its move out at once.
      expect(transition().moveFor(kiesB.kies).to).toBe('extra');
      act(() => vi.advanceTimersByTime(100));
      expect(transition().move?.to).toBe('extra');
      expect(slotOf('extra')).toHaveAttribute('data-ahead');
    } finally {
      vi.useRealTimers();
    }
  });

  it('hands Next the move worked out ahead for the same values, and works out any other at once', async () => {
    const { transition } = show('kies', kiesB);
    await waitFor(() => expect(transition().move?.to).toBe('extra'));
    const ahead = transition().move!;
    expect(transition().moveFor(kiesB.kies)).toBe(ahead);
    const other = transition().moveFor({ type: 'a' });
    expect(other).not.toBe(ahead);
    expect(other.to).toBe('info');
    expect(transition().moveFor({}).errors).not.toEqual([]);
  });

  it('shows the frame rendered ahead once its step is shown: the same elements, no longer inert', async () => {
    const { transition, showStep } = show('kies', kiesB);
    await waitFor(() => expect(slotOf('extra')).toHaveAttribute('data-ahead'));
    const heading = document.getElementById('wizard-heading-extra');
    const { stored } = transition().moveFor(kiesB.kies);
    act(() => transition().leave());
    showStep('extra', { kies: stored });
    expect(document.getElementById('wizard-heading-extra')).toBe(heading);
    expect(slotOf('extra')).not.toHaveAttribute('inert');
    expect(slotOf('extra')).not.toHaveAttribute('data-ahead');
  });

  it('keeps the frame left, not displayed and inert, until the new step has been painted', async () => {
    const { transition, showStep } = show('kies', kiesB);
    await waitFor(() => expect(slotOf('extra')).toHaveAttribute('data-ahead'));
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
