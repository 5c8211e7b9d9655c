// The write calls of spec section 7 as ONE registry: name → method and path. The wizard engine
// sends them by name through `sendCommand`.
import type { QueryName } from '../queries/query-registry';

/** One command. `P` are its path parameters. */
export interface CommandDefinition<P> {
  method: 'POST' | 'PUT';
  path(params: P): string;
  /**
   * Calculations and PDF summaries change nothing, so read-only (impersonating) sessions may run
   * them; every other command is refused in the browser for them.
   */
  readOnlyAllowed?: boolean;
  /** Reports answer with a PDF. */
  responseType?: 'json' | 'blob';
  /** Queries whose cached answers are outdated after this command. */
  invalidates?: readonly QueryName[];
  /** A failure is rethrown with this message (the original as cause). */
  failureMessage?: string;
}

type NoParams = Record<string, never>;
interface IdParams {
  id: string;
}

function fixed(
  method: 'POST' | 'PUT',
  path: string,
  extra: Partial<CommandDefinition<NoParams>> = {},
) {
  return { method, path: () => path, ...extra } satisfies CommandDefinition<NoParams>;
}

function byId(
  method: 'POST' | 'PUT',
  prefix: string,
  extra: Partial<CommandDefinition<IdParams>> = {},
) {
  return {
    method,
    path: ({ id }: IdParams) => `${prefix}/${encodeURIComponent(id)}`,
    ...extra,
  } satisfies CommandDefinition<IdParams>;
}

const pdf = {
  readOnlyAllowed: true,
  responseType: 'blob',
  failureMessage: 'Failed to generate PDF',
} as const;

export const commandRegistry = {
  StartValueTransferInWorkflow: fixed('POST', '/plexus/startValueTransferInWorkflowCommand'),
  CoverChangeEvent: fixed('POST', '/plexus/CoverChangeEventCommand', {
    invalidates: ['PolicyDetails', 'AnwVoluntaryInfo', 'AgreementDetails'],
  }),
  DailySinglePremiumEvent: fixed('POST', '/plexus/dailySinglePremiumEventCommand', {
    invalidates: ['PolicyDetails', 'CalculatePolicyExtraSavings'],
  }),
  CancelPolicyQuote: byId('POST', '/plexus/cancelPolicyQuoteCommand', {
    invalidates: ['PolicyDetailsQuote'],
  }),
  AcceptPolicyQuote: byId('POST', '/plexus/acceptPolicyQuoteCommand', {
    invalidates: ['PolicyDetailsQuote', 'PolicyDetails'],
  }),
  CreatePolicyQuoteDraft: byId('POST', '/plexus/createPolicyQuoteDraftCommand', {
    invalidates: ['PolicyDetailsQuote'],
  }),
  /** Body: the profile plus a targetSplitPortfoliosCommand. */
  ChangePortfolioInvestmentProfile: {
    method: 'PUT',
    path: ({ policyId }: { policyId: string }) =>
      `/plexus/policies/${encodeURIComponent(policyId)}/portfolio-investment-profiles`,
    invalidates: ['PolicyDetails', 'PolicyUnitLinkInfo'],
  } satisfies CommandDefinition<{ policyId: string }>,
  ChangeTargetSplitPortfolios: byId('PUT', '/plexus/changeTargetSplitPortfolios', {
    invalidates: ['PolicyUnitLinkInfo'],
  }),
  PersonalPensionAge: fixed('POST', '/Plexus/personalPensionAgeCommand', {
    invalidates: ['PersonalPensionAge', 'PolicyDetails', 'ProjectionsQuery'],
  }),
  ScenarioBasedCalculateProjections: fixed(
    'POST',
    '/plexus/asrUcmScenarioBasedCalculateProjectionsQuery',
    { readOnlyAllowed: true },
  ),
  CalculatePremiumProjections: fixed('POST', '/plexus/calculatePremiumProjections', {
    readOnlyAllowed: true,
  }),
  UpdatePerson: fixed('POST', '/plexus/updatePersonCommand', { invalidates: ['PersonDetails'] }),
  StartCoverChangeWorkflow: fixed('POST', '/plexus/startCoverChangeWorkflowCommand', {
    invalidates: ['PolicyDetails'],
  }),
  StartDivorceWorkflow: fixed('POST', '/plexus/startDivorceWorkFlowCommand', {
    invalidates: ['PersonDetails', 'PolicyDetails', 'Messages'],
  }),
  /** Not in spec section 7: the contact form's stub endpoint (stub/api/contact.ts). */
  ContactForm: fixed('POST', '/plexus/contactFormCommand', { invalidates: ['Messages'] }),
  ExtraDepositSummaryReport: byId('POST', '/Reports/pensionsummary/extraDeposit', pdf),
  PersonalPensionAgeSummaryReport: byId('POST', '/reports/pensionsummary/personalPensionAge', pdf),
  ChangeInvestmentChoiceSummaryReport: byId(
    'POST',
    '/reports/pensionsummary/changeInvestmentChoice',
    pdf,
  ),
  /**
   * Not in spec section 7: files the request's summary document (the answers a command body has
   * no room for) and answers `{ documentId }`, which the command then carries (ADR 0003). A write:
   * refused for read-only sessions like the command it belongs to.
   */
  RequestSummaryDocument: {
    method: 'POST',
    path: ({ kind, id }: { kind: string; id: string }) =>
      `/Reports/requestsummary/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`,
    invalidates: ['Documents'],
  } satisfies CommandDefinition<{ kind: string; id: string }>,
  CreateParticipantPermission: fixed('POST', '/ParticipantPermission/create', {
    invalidates: ['AdvisorPermissions', 'EmployerImpersonationPermission'],
  }),
};

export type CommandRegistry = typeof commandRegistry;
export type CommandName = keyof CommandRegistry;
type FirstParam<F> = F extends (...args: infer A) => unknown
  ? A extends [infer P, ...unknown[]]
    ? P
    : NoParams
  : never;
/** Path parameters of a command (`{}` for commands with a fixed path). */
export type CommandParams<N extends CommandName> = FirstParam<CommandRegistry[N]['path']>;
