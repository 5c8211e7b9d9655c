/**
 * What the wizard sends: the command (and the summary report, and the summary document the
 * command refers to) by name, with its path parameters and its body, built from the flow's
 * templates over the answers of the visible steps. Method and path belong to the command client
 * (`src/api/commands/command-registry.ts`), which alone sends.
 */
import { logicScope } from '../flow/logic-scope';
import { effectiveContext } from '../navigation/visible-steps';
import type { CommandCall } from '../types/command-call';
import type { FlowContext, LogicScope } from '../types/context';
import type { CallDefinition, FlowDefinition } from '../types/flow';
import { chooseSubmit } from './choose-submit';
import { evaluateTemplate } from './evaluate-template';
import { quoteDraftAccept, quoteDraftCreate } from './quote-draft';

export type { CommandCall } from '../types/command-call';
export { chooseSubmit, submitAlternatives } from './choose-submit';

/** The summary document call, and the command body key that will carry its id. */
export interface SummaryDocumentCall extends CommandCall {
  /** The command body key for the filed document's id. */
  reference: string;
}

/** The command and, if the flow has them, the report, the summary document and the quote draft. */
export interface Submission {
  /**
   * The write; when there is a summary document, without its reference yet; with a quote draft
   * its accept, which carries out the draft.
   */
  command: CommandCall;
  /** With a quote draft: the create the accept needs first when no such draft was made yet. */
  quoteDraft?: CommandCall;
  /** The member's PDF copy, offered on the success page. */
  report?: CommandCall;
  /** Filed first; its answer's `documentId` goes into the command (`referToDocument`). */
  summaryDocument?: SummaryDocumentCall;
}

function call(command: string, definition: CallDefinition, scope: LogicScope) {
  const params = (evaluateTemplate(definition.params ?? {}, scope) ?? {}) as Record<
    string,
    unknown
  >;
  return {
    command,
    params,
    body: evaluateTemplate(definition.body, scope),
  } satisfies CommandCall;
}

/** The flow's command and report for the answers in `context`. */
export function buildSubmission(flow: FlowDefinition, context: FlowContext): Submission {
  const scope = logicScope(flow, effectiveContext(flow, context));
  const submit = chooseSubmit(flow, scope);
  const accept = quoteDraftAccept(flow, context);
  const quoteDraft = accept ? quoteDraftCreate(flow, context) : undefined;
  const command = accept ?? call(submit.command, submit, scope);
  const report = submit.report ? call(submit.report.name, submit.report, scope) : undefined;
  const document = submit.summaryDocument;
  const summaryDocument = document
    ? {
        ...call(document.name, document, scope),
        reference: document.reference,
      }
    : undefined;
  return {
    command,
    ...(report ? { report } : {}),
    ...(summaryDocument ? { summaryDocument } : {}),
    ...(quoteDraft ? { quoteDraft } : {}),
  };
}

/**
 * The command with the filed summary document's id under `reference` (ADR 0003). Throws when the
 * body is not an object or already has that key: the flow checker rules both out.
 */
export function referToDocument(
  command: CommandCall,
  reference: string,
  documentId: string,
): CommandCall {
  const body = command.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new Error(`The body of ${command.command} cannot refer to a summary document`);
  if (reference in body) throw new Error(`The body of ${command.command} already has ${reference}`);
  return { ...command, body: { ...body, [reference]: documentId } };
}

/** Only the command's body. */
export function buildCommandBody(flow: FlowDefinition, context: FlowContext): unknown {
  return buildSubmission(flow, context).command.body;
}
