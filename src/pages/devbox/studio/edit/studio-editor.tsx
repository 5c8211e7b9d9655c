// The studio's editor for one step of a flow: the flow file, the step's schema and ui schema, and
// the step's texts in both locale files side by side, each a JSON editor (the first three also
// complete and check against their meta-schema, editor-schemas.ts). The flow checker (the one
// `flows:check` runs) checks the edited tree in the page as the editor types; Save sends the
// changed files to the dev server's endpoint, which checks again and writes all or none. A
// refusal shows the checker's or the conflict's message and keeps every edit in the editors.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { checkFlowTree, type FlowProblem } from '../../../../../scripts/flows-check-tree';
import { mapTree, overlayTree } from '../../../../../scripts/source-tree';
import { stepKind } from '../../../../engine/core/steps';
import type { FlowDefinition } from '../../../../engine/core/types/flow';
import { Spinner } from '../../../../ui/spinner/spinner';
import { metaSchemaOf } from './editor-schemas';
import type { PointerProblem } from './json-editor';
import { localeSubset, mergeLocale, stepMessageIds } from './step-texts';
import { flowPath, useFlowFiles, saveFiles, type FlowFiles, type SaveResult } from './studio-files';

const JsonEditor = lazy(() => import('./json-editor'));

/** The locale files, in the order shown (Dutch, the source, first). */
const LOCALES = [
  { file: 'locales/nl-NL.json', labelId: 'studio.edit.textsNl' },
  { file: 'locales/en-GB.json', labelId: 'studio.edit.textsEn' },
] as const;

/** How long typing pauses before the checker runs again. */
const CHECK_DELAY_MS = 300;

export interface StudioEditorProps {
  /** The flow to edit. */
  flowId: string;
  /** The step whose files and texts are edited (default: the first step). */
  stepId?: string;
  /** Called after a save was written. */
  onSaved?: () => void;
}

/** What the editor shows for a step, fixed when the files are read. */
interface Opened {
  files: FlowFiles;
  stepIndex: number;
  /** The step's schema and ui schema files, root-relative. */
  stepFiles: string[];
  /** The locale subsets first shown, by locale file. */
  shownTexts: Record<string, string>;
}

function open(files: FlowFiles, flowId: string, stepId: string | undefined): Opened {
  const tree = mapTree(Object.fromEntries(Object.entries(files).map(([p, f]) => [p, f.content])));
  let flow: FlowDefinition | undefined;
  try {
    flow = JSON.parse(files[flowPath(flowId)]?.content ?? '') as FlowDefinition;
  } catch {
    flow = undefined;
  }
  const steps = flow?.steps ?? [];
  const stepIndex = Math.max(0, stepId ? steps.findIndex((step) => step.id === stepId) : 0);
  const step = steps[stepIndex];
  const named = step ? stepKind(step.kind).files(step) : {};
  const stepFiles = [named.schema, named.uiSchema].flatMap((path) =>
    path && files[`schemas/${path}`] ? [`schemas/${path}`] : [],
  );
  const ids = step ? stepMessageIds(tree, flowPath(flowId), stepIndex, stepFiles) : [];
  const shownTexts = Object.fromEntries(
    LOCALES.map(({ file }) => [file, localeSubset(tree, file, ids)]),
  );
  return { files, stepIndex, stepFiles, shownTexts };
}

/** The whole tree as edited: edited files over the files read, locale subsets merged in. */
function editedTree(opened: Opened, edits: Record<string, string>) {
  const changes: Record<string, string> = {};
  const textProblems: FlowProblem[] = [];
  for (const [path, text] of Object.entries(edits)) {
    const locale = LOCALES.find(({ file }) => file === path);
    if (!locale) {
      if (text !== opened.files[path]?.content) changes[path] = text;
      continue;
    }
    const merged = mergeLocale(opened.files[path]?.content ?? '{}', opened.shownTexts[path]!, text);
    if (!merged.ok) textProblems.push({ file: path, path: '', message: merged.message });
    else if (merged.changed) changes[path] = merged.text;
  }
  const base = mapTree(
    Object.fromEntries(Object.entries(opened.files).map(([path, file]) => [path, file.content])),
  );
  return { tree: overlayTree(base, changes), changes, textProblems };
}

/** The editor for one step of a flow. */
export function StudioEditor({ flowId, stepId, onSaved }: StudioEditorProps) {
  const { data: files, error, mutate } = useFlowFiles(flowId);
  const [result, setResult] = useState<SaveResult | null>(null);
  if (error)
    return (
      <Typography role="alert">
        <FormattedMessage id="studio.edit.loadFailed" />
      </Typography>
    );
  if (!files) return <Spinner block size="lg" />;
  // Files read again (after a save) open afresh.
  const version = Object.values(files)
    .map((file) => file.hash)
    .join();
  return (
    <OpenedEditor
      key={`${stepId ?? ''} ${version}`}
      flowId={flowId}
      opened={open(files, flowId, stepId)}
      result={result}
      onResult={(outcome) => {
        setResult(outcome);
        if (outcome.kind !== 'saved') return;
        void mutate();
        onSaved?.();
      }}
    />
  );
}

/** The edit state of the step's files as read. */
function OpenedEditor({
  flowId,
  opened,
  result,
  onResult,
}: {
  flowId: string;
  opened: Opened;
  result: SaveResult | null;
  onResult: (result: SaveResult) => void;
}) {
  const intl = useIntl();
  const [edits, setEdits] = useState<Record<string, string>>(() => ({
    ...Object.fromEntries(
      [flowPath(flowId), ...opened.stepFiles].map((path) => [
        path,
        opened.files[path]?.content ?? '',
      ]),
    ),
    ...opened.shownTexts,
  }));
  const [problems, setProblems] = useState<FlowProblem[]>([]);
  const [saving, setSaving] = useState(false);
  const edited = useMemo(() => editedTree(opened, edits), [opened, edits]);

  // The checker runs when typing pauses: it compiles the meta-schemas and walks the whole flow.
  useEffect(() => {
    const timer = setTimeout(
      () =>
        setProblems([...edited.textProblems, ...checkFlowTree(edited.tree, [flowPath(flowId)])]),
      CHECK_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [edited, flowId]);

  const problemsOf = (path: string): PointerProblem[] =>
    problems
      .filter((problem) => problem.file === path)
      .map((problem) => ({ pointer: problem.path, message: problem.message }));
  const editor = (path: string, labelId: string, testId: string) => (
    <Box sx={{ mb: 2, minWidth: 0 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        <FormattedMessage id={labelId} values={{ path }} />
      </Typography>
      <JsonEditor
        label={intl.formatMessage({ id: labelId }, { path })}
        value={edits[path] ?? ''}
        onChange={(text) => setEdits((all) => ({ ...all, [path]: text }))}
        problems={problemsOf(path)}
        schema={metaSchemaOf(path)}
        testId={testId}
      />
    </Box>
  );
  const changedPaths = Object.keys(edited.changes);

  const save = async () => {
    setSaving(true);
    const outcome = await saveFiles(
      changedPaths.map((path) => ({
        path,
        content: edited.changes[path]!,
        baseHash: opened.files[path]?.hash ?? null,
      })),
    );
    setSaving(false);
    onResult(outcome);
  };

  const [schemaFile, uiFile] = [
    opened.stepFiles.find((path) => !path.endsWith('.ui.json')),
    opened.stepFiles.find((path) => path.endsWith('.ui.json')),
  ];
  return (
    <Box data-testid="studio-editor">
      <Suspense fallback={<Spinner block size="lg" />}>
        {editor(flowPath(flowId), 'studio.edit.flowFile', 'editor-flow')}
        {schemaFile && editor(schemaFile, 'studio.edit.schemaFile', 'editor-schema')}
        {uiFile && editor(uiFile, 'studio.edit.uiSchemaFile', 'editor-ui')}
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
          {LOCALES.map(({ file, labelId }) => (
            <div key={file}>{editor(file, labelId, `editor-${file.slice(8, 10)}`)}</div>
          ))}
        </Box>
      </Suspense>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', my: 2 }}>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={saving || changedPaths.length === 0}
        >
          <FormattedMessage id={saving ? 'studio.edit.saving' : 'studio.edit.save'} />
        </Button>
        {result?.kind === 'saved' && (
          <Typography role="status">
            <FormattedMessage id="studio.edit.saved" />
          </Typography>
        )}
      </Box>
      {result && result.kind !== 'saved' && (
        <Box role="alert" data-testid="studio-save-refused" sx={{ mb: 2 }}>
          <Typography>
            <FormattedMessage
              id={`studio.edit.${result.kind}`}
              values={{ message: result.message }}
            />
          </Typography>
          {result.kind === 'refused' && (
            <ul>
              {result.problems.map((line) => (
                <li key={line}>
                  <code>{line}</code>
                </li>
              ))}
            </ul>
          )}
        </Box>
      )}
      <Box data-testid="studio-problems">
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          <FormattedMessage id="studio.edit.problems" values={{ count: problems.length }} />
        </Typography>
        {problems.length === 0 ? (
          <Typography>
            <FormattedMessage id="studio.edit.noProblems" />
          </Typography>
        ) : (
          <ul>
            {problems.map(({ file, path, message }) => (
              <li key={`${file} ${path} ${message}`}>
                <code>{`${file} ${path || '/'}: ${message}`}</code>
              </li>
            ))}
          </ul>
        )}
      </Box>
    </Box>
  );
}
