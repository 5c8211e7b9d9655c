// The write calls of spec section 7 as ONE registry: name → method and path. Flows name their
// command, report and summary document by these keys; pages and the wizard send them by name
// through `sendCommand`, and the headless fixture replay does too, so every suite exercises this
// one path table. The engine core knows only the names.
import type { QueryName } from '../queries/query-registry';

/** What a flow may use an entry as; pages may send any entry. */
export type CommandUse = 'command' | 'report' | 'summaryDocument';

/** One command. */
export interface CommandDefinition {
  /** HTTP method. */
  method: 'POST' | 'PUT';
  /** The path as in spec section 7; `{name}` placeholders are filled (URI-encoded) from the params. */
  path: string;
  /** A flow's `submit.command`, `submit.report` or `submit.summaryDocument` (default `command`). */
  use?: CommandUse;
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

const report = {
  use: 'report',
  readOnlyAllowed: true,
  responseType: 'blob',
  failureMessage: 'Failed to generate PDF',
} as const;

/** The writes, calculations, reports and the summary document filing, by the names flows use. */
export const commandRegistry = {
  startValueTransferInWorkflowCommand: {
    method: 'POST',
    path: '/plexus/startValueTransferInWorkflowCommand',
  },
  CoverChangeEventCommand: {
    method: 'POST',
    path: '/plexus/CoverChangeEventCommand',
    invalidates: ['PolicyDetails', 'AnwVoluntaryInfo', 'AgreementDetails'],
  },
  dailySinglePremiumEventCommand: {
    method: 'POST',
    path: '/plexus/dailySinglePremiumEventCommand',
    invalidates: ['PolicyDetails', 'CalculatePolicyExtraSavings'],
  },
  cancelPolicyQuoteCommand: {
    method: 'POST',
    path: '/plexus/cancelPolicyQuoteCommand/{id}',
    invalidates: ['PolicyDetailsQuote'],
  },
  /** Carries the draft out as CoverChangeEventCommand would: it outdates the same answers. */
  acceptPolicyQuoteCommand: {
    method: 'POST',
    path: '/plexus/acceptPolicyQuoteCommand/{id}',
    invalidates: ['PolicyDetailsQuote', 'PolicyDetails', 'AnwVoluntaryInfo', 'AgreementDetails'],
  },
  createPolicyQuoteDraftCommand: {
    method: 'POST',
    path: '/plexus/createPolicyQuoteDraftCommand/{id}',
    invalidates: ['PolicyDetailsQuote'],
  },
  /** Body: the profile plus a targetSplitPortfoliosCommand. */
  portfolioInvestmentProfiles: {
    method: 'PUT',
    path: '/plexus/policies/{policyId}/portfolio-investment-profiles',
    invalidates: ['PolicyDetails', 'PolicyUnitLinkInfo'],
  },
  changeTargetSplitPortfolios: {
    method: 'PUT',
    path: '/plexus/changeTargetSplitPortfolios/{id}',
    invalidates: ['PolicyUnitLinkInfo'],
  },
  personalPensionAgeCommand: {
    method: 'POST',
    path: '/Plexus/personalPensionAgeCommand',
    invalidates: ['PersonalPensionAge', 'PolicyDetails', 'ProjectionsQuery'],
  },
  asrUcmScenarioBasedCalculateProjectionsQuery: {
    method: 'POST',
    path: '/plexus/asrUcmScenarioBasedCalculateProjectionsQuery',
    readOnlyAllowed: true,
  },
  calculatePremiumProjections: {
    method: 'POST',
    path: '/plexus/calculatePremiumProjections',
    readOnlyAllowed: true,
  },
  updatePersonCommand: {
    method: 'POST',
    path: '/plexus/updatePersonCommand',
    invalidates: ['PersonDetails'],
  },
  startCoverChangeWorkflowCommand: {
    method: 'POST',
    path: '/plexus/startCoverChangeWorkflowCommand',
    invalidates: ['PolicyDetails'],
  },
  startDivorceWorkFlowCommand: {
    method: 'POST',
    path: '/plexus/startDivorceWorkFlowCommand',
    invalidates: ['PersonDetails', 'PolicyDetails', 'Messages'],
  },
  /** Not in spec section 7: the contact form's stub endpoint (stub/api/contact.ts). */
  contactFormCommand: {
    method: 'POST',
    path: '/plexus/contactFormCommand',
    invalidates: ['Messages'],
  },
  createParticipantPermission: {
    method: 'POST',
    path: '/ParticipantPermission/create',
    invalidates: ['AdvisorPermissions', 'EmployerImpersonationPermission'],
  },
  /** The summary reports (PDF) of spec section 7. */
  extraDeposit: { ...report, method: 'POST', path: '/Reports/pensionsummary/extraDeposit/{id}' },
  personalPensionAge: {
    ...report,
    method: 'POST',
    path: '/reports/pensionsummary/personalPensionAge/{id}',
  },
  changeInvestmentChoice: {
    ...report,
    method: 'POST',
    path: '/reports/pensionsummary/changeInvestmentChoice/{id}',
  },
  /**
   * Not in spec section 7: files the request's summary document (the answers a command body has
   * no room for) and answers `{ documentId }`, which the command then carries (ADR 0003). A write:
   * refused for read-only sessions like the command it belongs to. Contract: stub/api/README.md.
   */
  requestSummary: {
    use: 'summaryDocument',
    method: 'POST',
    path: '/Reports/requestsummary/{kind}/{id}',
    invalidates: ['Documents'],
  },
} as const satisfies Record<string, CommandDefinition>;

export type CommandRegistry = typeof commandRegistry;
export type CommandName = keyof CommandRegistry;

/** The `{name}` placeholders of a path template, as a union. */
type PlaceholderNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholderNames<Rest>
  : never;
/** Path parameters of a command (`{}` for commands with a fixed path). */
export type CommandParams<N extends CommandName> = {
  [K in PlaceholderNames<CommandRegistry[N]['path']>]: string;
};

/** The entry of that name, if there is one (own keys only: `toString` is no command). */
export function commandDefinition(name: string): CommandDefinition | undefined {
  return Object.hasOwn(commandRegistry, name)
    ? (commandRegistry[name as CommandName] as CommandDefinition)
    : undefined;
}

/** Whether a flow may use the entry of that name as `use` (the flow checker asks). */
export function isCommandFor(name: string, use: CommandUse): boolean {
  const definition = commandDefinition(name);
  return definition !== undefined && (definition.use ?? 'command') === use;
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

/**
 * The entry a sent request belongs to (method and filled path), if any: the browser suite and the
 * headless fixture replay both check what they recorded against this one table.
 */
export function commandOfRequest(method: string, path: string): CommandName | undefined {
  return (Object.keys(commandRegistry) as CommandName[]).find((name) => {
    const definition: CommandDefinition = commandRegistry[name];
    const pattern = definition.path
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+');
    return definition.method === method && new RegExp(`^${pattern}$`).test(path);
  });
}
