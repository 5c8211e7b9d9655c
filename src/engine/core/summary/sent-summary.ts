/**
 * What the success page shows as sent: the summary's sections, narrowed to the answers the chosen
 * submit alternative carries to the fund (in its command or its summary document). Answers that
 * only steered the wizard are left out, so the member sees exactly what the fund received.
 */
import { logicScope } from '../flow/logic-scope';
import { effectiveContext, visibleSteps } from '../navigation/visible-steps';
import { stepKind } from '../steps';
import { answerUses, usesOf } from '../submit/answer-uses';
import { chooseSubmit } from '../submit/build-command';
import type { FlowContext } from '../types/context';
import type { FlowResources } from '../types/schema';
import { answerSection, type SummarySection } from './summary-content';

/** The sections of the sent answers for `context`, one per visible form step that sent any. */
export function sentSummary(resources: FlowResources, context: FlowContext): SummarySection[] {
  const { flow } = resources;
  const effective = effectiveContext(flow, context);
  const uses = answerUses(flow, chooseSubmit(flow, logicScope(flow, effective)));
  return visibleSteps(flow, context)
    .filter((step) => stepKind(step.kind).inSummary)
    .map((step) => {
      const section = answerSection(resources, step, effective);
      const lines = section.lines.filter((line) => usesOf(uses, step.id, line.field).length > 0);
      return { ...section, lines };
    })
    .filter((section) => section.lines.length > 0);
}
