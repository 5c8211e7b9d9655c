/**
 * The writes and summary reports of spec section 7 by the names flows use. The core builds the
 * path and body; `api` names the entry of the command registry in `src/api` that sends it, so the
 * binding needs no table of its own.
 */

/** One call a flow may send. */
export interface CommandInfo {
  /** HTTP method. */
  method: 'POST' | 'PUT';
  /** Path as in spec section 7; `{name}` placeholders are filled from the flow's `params`. */
  path: string;
  /** The key of `commandRegistry` in `src/api/commands/command-registry.ts`. */
  api: string;
}

/** The writes (and POST calculations) of spec section 7, by name. */
export const commands = {
  personalPensionAgeCommand: {
    method: 'POST',
    path: '/Plexus/personalPensionAgeCommand',
    api: 'PersonalPensionAge',
  },
  dailySinglePremiumEventCommand: {
    method: 'POST',
    path: '/plexus/dailySinglePremiumEventCommand',
    api: 'DailySinglePremiumEvent',
  },
  CoverChangeEventCommand: {
    method: 'POST',
    path: '/plexus/CoverChangeEventCommand',
    api: 'CoverChangeEvent',
  },
  startValueTransferInWorkflowCommand: {
    method: 'POST',
    path: '/plexus/startValueTransferInWorkflowCommand',
    api: 'StartValueTransferInWorkflow',
  },
  cancelPolicyQuoteCommand: {
    method: 'POST',
    path: '/plexus/cancelPolicyQuoteCommand/{id}',
    api: 'CancelPolicyQuote',
  },
  acceptPolicyQuoteCommand: {
    method: 'POST',
    path: '/plexus/acceptPolicyQuoteCommand/{id}',
    api: 'AcceptPolicyQuote',
  },
  createPolicyQuoteDraftCommand: {
    method: 'POST',
    path: '/plexus/createPolicyQuoteDraftCommand/{id}',
    api: 'CreatePolicyQuoteDraft',
  },
  portfolioInvestmentProfiles: {
    method: 'PUT',
    path: '/plexus/policies/{policyId}/portfolio-investment-profiles',
    api: 'ChangePortfolioInvestmentProfile',
  },
  changeTargetSplitPortfolios: {
    method: 'PUT',
    path: '/plexus/changeTargetSplitPortfolios/{id}',
    api: 'ChangeTargetSplitPortfolios',
  },
  asrUcmScenarioBasedCalculateProjectionsQuery: {
    method: 'POST',
    path: '/plexus/asrUcmScenarioBasedCalculateProjectionsQuery',
    api: 'ScenarioBasedCalculateProjections',
  },
  calculatePremiumProjections: {
    method: 'POST',
    path: '/plexus/calculatePremiumProjections',
    api: 'CalculatePremiumProjections',
  },
  updatePersonCommand: { method: 'POST', path: '/plexus/updatePersonCommand', api: 'UpdatePerson' },
  startCoverChangeWorkflowCommand: {
    method: 'POST',
    path: '/plexus/startCoverChangeWorkflowCommand',
    api: 'StartCoverChangeWorkflow',
  },
  startDivorceWorkFlowCommand: {
    method: 'POST',
    path: '/plexus/startDivorceWorkFlowCommand',
    api: 'StartDivorceWorkflow',
  },
  contactFormCommand: {
    method: 'POST',
    path: '/plexus/contactFormCommand',
    api: 'ContactForm',
  },
  createParticipantPermission: {
    method: 'POST',
    path: '/ParticipantPermission/create',
    api: 'CreateParticipantPermission',
  },
} as const satisfies Record<string, CommandInfo>;

/** The summary reports (PDF) of spec section 7, by name. */
export const reports = {
  extraDeposit: {
    method: 'POST',
    path: '/Reports/pensionsummary/extraDeposit/{id}',
    api: 'ExtraDepositSummaryReport',
  },
  personalPensionAge: {
    method: 'POST',
    path: '/reports/pensionsummary/personalPensionAge/{id}',
    api: 'PersonalPensionAgeSummaryReport',
  },
  changeInvestmentChoice: {
    method: 'POST',
    path: '/reports/pensionsummary/changeInvestmentChoice/{id}',
    api: 'ChangeInvestmentChoiceSummaryReport',
  },
} as const satisfies Record<string, CommandInfo>;

/**
 * Summary documents, by name: the back end renders the body as a PDF, files it in the member's
 * archive and answers `{ documentId }`, which the command then carries (ADR 0003). Not in spec
 * section 7; the contract is in `stub/api/README.md`.
 */
export const summaryDocuments = {
  requestSummary: {
    method: 'POST',
    path: '/Reports/requestsummary/{kind}/{id}',
    api: 'RequestSummaryDocument',
  },
} as const satisfies Record<string, CommandInfo>;

/** A command name. */
export type CommandName = keyof typeof commands;
/** A report name. */
export type ReportName = keyof typeof reports;

/** The command of that name, if there is one. */
export function commandInfo(name: string): CommandInfo | undefined {
  return Object.hasOwn(commands, name) ? commands[name as CommandName] : undefined;
}

/** The report of that name, if there is one. */
export function reportInfo(name: string): CommandInfo | undefined {
  return Object.hasOwn(reports, name) ? reports[name as ReportName] : undefined;
}

/** The summary document of that name, if there is one. */
export function summaryDocumentInfo(name: string): CommandInfo | undefined {
  return Object.hasOwn(summaryDocuments, name)
    ? summaryDocuments[name as keyof typeof summaryDocuments]
    : undefined;
}

/** The `{name}` placeholders of a path, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
}

/** The path with its placeholders filled (URI-encoded); throws when a parameter is missing. */
export function fillPath(path: string, params: Readonly<Record<string, unknown>>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (typeof value !== 'string' && typeof value !== 'number')
      throw new Error(`Path ${path} needs parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
