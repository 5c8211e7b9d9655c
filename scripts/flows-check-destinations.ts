/**
 * flows:check's destination rule: every answer reaches the fund (a command body or the summary
 * document, directly or through derived values) or its ui schema declares it as deciding the
 * route only, with a reason; and a field that is sent carries no such declaration.
 */
import type { FlowDefinition } from '../src/engine/core/types/flow';
import type { FlowProblem } from './flows-check-env';
import { describeUse, type FieldDestination } from './flows-destinations';

/** The problems of a flow's answer destinations; `uiFile` names a step's ui schema file. */
export function destinationProblems(
  flow: FlowDefinition,
  file: string,
  destinations: readonly FieldDestination[],
  uiFile: (stepIndex: number) => string | undefined,
): FlowProblem[] {
  return destinations.flatMap((destination): FlowProblem[] => {
    const { stepIndex, step, field, uses, routeReason, implied } = destination;
    const name = `flow ${flow.id}, step ${step}, field ${field}`;
    const ui = uiFile(stepIndex);
    if (uses.length > 0 && routeReason !== undefined)
      return [
        {
          file: ui ?? file,
          path: `/${field}/ui:destination`,
          message: `${name} is sent (${describeUse(uses[0]!)}), so it does not decide the route only: remove the declaration`,
        },
      ];
    if (uses.length > 0 || routeReason !== undefined || implied) return [];
    const declare = ui
      ? `declare "ui:destination": { "use": "route", "reason": … } on it in ${ui}`
      : 'give the step a ui schema that declares "ui:destination": { "use": "route", "reason": … } on it';
    return [
      {
        file,
        path: `/steps/${stepIndex}`,
        message: `${name}: the answer goes nowhere. Send it in the submit body or the summary document, or ${declare}`,
      },
    ];
  });
}
