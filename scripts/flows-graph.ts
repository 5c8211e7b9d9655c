/**
 * `npm run flows:graph`: a Mermaid flowchart per flow, written to `docs/flows/<id>.md`: the
 * guards that block the wizard, the steps with their kinds and titles, the conditions that skip
 * steps as edge labels, then the command, the nothing-changed rule and the success route; and
 * what the flow sends: each answer's destination (command body, summary document, or the route
 * only with its reason). Also `docs/flows/validation-rules.md`, which rule guards which field
 * (`flows-validation-rules.ts`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { edgesFrom } from '../src/engine/core/flow/flow-edges';
import type { FlowDefinition } from '../src/engine/core/types/flow';
import type { JsonSchema, UiSchema } from '../src/engine/core/types/schema';
import { describeRule } from './flows-describe-rule';
import { describeUse, fieldDestinations, type FieldDestination } from './flows-destinations';
import { flowFiles, readJson, repoRoot, stepFiles } from './flows-files';
import { validationRulesPage } from './flows-validation-rules';

/** Text safe inside a quoted Mermaid label. */
const label = (text: string) => `"${text.replace(/"/g, '#quot;').replace(/\n/g, ' ')}"`;

/** The Mermaid node id of step `index`. */
const node = (index: number) => `step${index}`;

/** The Mermaid lines of the edges out of position `from` (-1 = start), from the shared builder. */
function edgeLines(flow: FlowDefinition, from: number, source: string): string[] {
  return edgesFrom(flow, from).map((edge) => {
    const target = edge.to < flow.steps.length ? node(edge.to) : 'submit';
    if (edge.condition !== undefined)
      return `  ${source} -->|${label(`if ${describeRule(edge.condition)}`)}| ${target}`;
    return `  ${source} -->${edge.otherwise ? `|${label('otherwise')}|` : ''} ${target}`;
  });
}

/** The Mermaid flowchart of a flow. */
export function flowGraph(flow: FlowDefinition): string {
  const lines = ['flowchart TD', `  start([${label(`Start: ${flow.route}`)}])`];
  (flow.guards ?? []).forEach((guard, index) => {
    lines.push(`  guard${index}[[${label(`Blocked (${guard.id}): ${guard.message}`)}]]`);
    lines.push(`  start -->|${label(describeRule(guard.when))}| guard${index}`);
  });
  flow.steps.forEach((step, index) => {
    lines.push(`  ${node(index)}[${label(`${step.id} (${step.kind})`)}]`);
  });
  const alternatives = Array.isArray(flow.submit) ? flow.submit : [flow.submit];
  const sends = alternatives.map((submit) =>
    submit.when === undefined
      ? `send ${submit.command}`
      : `if ${describeRule(submit.when)}: send ${submit.command}`,
  );
  lines.push(`  submit[/${label(sends.join('; otherwise '))}/]`);
  lines.push(...edgeLines(flow, -1, 'start'));
  flow.steps.forEach((_, index) => lines.push(...edgeLines(flow, index, node(index))));
  if (flow.nothingChanged !== undefined) {
    lines.push(`  nothing([${label('Nothing-changed modal')}])`);
    lines.push(
      `  step${flow.steps.length - 1} -->|${label(`if ${describeRule(flow.nothingChanged)}`)}| nothing`,
    );
  }
  lines.push(`  success([${label(flow.successRoute)}])`, '  submit --> success');
  return lines.join('\n');
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** Where one answer goes, in words, for the page's table. */
function destinationText(flow: FlowDefinition, destination: FieldDestination): string {
  if (destination.routeReason !== undefined) return `route only: ${destination.routeReason}`;
  if (destination.uses.length === 0)
    return destination.implied ? 'implied by sending (a required declaration)' : '**nowhere**';
  const several = Array.isArray(flow.submit) && flow.submit.length > 1;
  const places = destination.uses.map(
    (use) =>
      `${describeUse(use).replace(/ (\/\S*)/, ' `$1`')}${several ? ` (alternative ${use.alternative + 1})` : ''}`,
  );
  return [...new Set(places)].join('; ');
}

/** The page's "what it sends" section: the calls, then every answer's destination. */
function sendsSection(flow: FlowDefinition, destinations: readonly FieldDestination[]): string[] {
  const alternatives = Array.isArray(flow.submit) ? flow.submit : [flow.submit];
  const calls = alternatives.map((submit) => {
    const document = submit.summaryDocument;
    const filed = document
      ? `, after filing the summary document \`${document.name}\` (kind \`${String((document.params as { kind?: unknown } | undefined)?.kind)}\`), whose id it carries as \`${document.reference}\``
      : '';
    return `- ${submit.when === undefined ? '' : `if \`${cell(describeRule(submit.when))}\`: `}\`${submit.command}\`${filed}${submit.report ? `; the member's copy: report \`${submit.report.name}\`` : ''}`;
  });
  return [
    '## What it sends',
    '',
    ...calls,
    '',
    '| step | answer | goes to |',
    '| --- | --- | --- |',
    ...destinations.map(
      (destination) =>
        `| \`${destination.step}\` | \`${destination.field}\` | ${cell(destinationText(flow, destination))} |`,
    ),
    '',
  ];
}

/** The Markdown page of a flow; `destinations` adds what it sends. */
export function flowPage(flow: FlowDefinition, destinations?: readonly FieldDestination[]): string {
  return [
    `# Flow \`${flow.id}\``,
    '',
    `Generated by \`npm run flows:graph\` from \`flows/${flow.id}.flow.json\`; do not edit.`,
    '',
    `Route \`${flow.route}\`, success \`${flow.successRoute}\`, funnel ${flow.funnelType}, self-service task ${flow.selfServiceTaskId ?? 'none (spec section 9 gives none)'}, title \`${flow.title}\`.`,
    '',
    '```mermaid',
    flowGraph(flow),
    '```',
    '',
    '| step | kind | title | shown when |',
    '| --- | --- | --- | --- |',
    ...flow.steps.map(
      (step) =>
        `| \`${step.id}\` | ${step.kind} | \`${step.title}\` | ${step.showIf === undefined ? 'always' : cell(`\`${describeRule(step.showIf)}\``)} |`,
    ),
    '',
    ...(flow.derived
      ? [
          '| derived value | rule |',
          '| --- | --- |',
          ...Object.entries(flow.derived).map(
            ([name, rule]) => `| \`${name}\` | ${cell(`\`${describeRule(rule)}\``)} |`,
          ),
          '',
        ]
      : []),
    ...(destinations ? sendsSection(flow, destinations) : []),
  ].join('\n');
}

/** The destinations of a flow's answers, with its schemas read from `root`. */
function destinationsOnDisk(flow: FlowDefinition, root: string): FieldDestination[] {
  const { schemas, uiSchemas } = stepFiles(flow);
  const load = <T>(paths: string[]) =>
    Object.fromEntries(
      paths.flatMap((path) => {
        const read = readJson(join(root, 'schemas', path));
        return read.ok ? [[path, read.value as T]] : [];
      }),
    );
  return fieldDestinations(flow, {
    schemas: load<JsonSchema>(schemas),
    uiSchemas: load<UiSchema>(uiSchemas),
  });
}

/** The pages of all flows (path relative to the root → Markdown), formatted by Prettier. */
export async function graphPages(root = repoRoot): Promise<Map<string, string>> {
  const options = { ...(await resolveConfig(join(root, 'package.json'))), parser: 'markdown' };
  const pages = new Map<string, string>();
  for (const file of flowFiles(root)) {
    const read = readJson(file);
    if (!read.ok) throw new Error(`${file}: ${read.error}`);
    const flow = read.value as FlowDefinition;
    const page = flowPage(flow, destinationsOnDisk(flow, root));
    pages.set(`docs/flows/${flow.id}.md`, await format(page, options));
  }
  pages.set('docs/flows/validation-rules.md', await format(validationRulesPage(root), options));
  return pages;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const pages = await graphPages();
  for (const [file, content] of pages) {
    mkdirSync(dirname(join(repoRoot, file)), { recursive: true });
    writeFileSync(join(repoRoot, file), content);
  }
  console.log(`flows:graph: ${[...pages.keys()].join(', ')}`);
}
