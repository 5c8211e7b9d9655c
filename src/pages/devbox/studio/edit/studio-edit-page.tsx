// The studio's edit page (/devbox/studio-edit/:flowId/:stepId?, dev server only, as its file
// endpoint is): the step's editor beside the portal's own preview of that step, and the flow's
// texts review below. The studio page (/devbox/studio) shows the same components.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { useLocation, useParams } from 'react-router';
import { flowIds } from 'virtual:compiled-flows';
import { useFlowResources } from '../../../../engine/react/hooks/use-flow-resources';
import { Spinner } from '../../../../ui/spinner/spinner';
import type { PageProps } from '../../../shared/page-props';
import { PageHeading } from '../../../shared/page-heading';
import { Section } from '../../../shared/section';
import { PreviewWizard } from '../../flow-preview-page';
import { DEFAULT_PREVIEW_PERSONA } from '../../preview-settings';
import { useStubPersonas } from '../../use-stub-personas';
import { studioEditPath } from '../studio-path';
import { StudioEditor } from './studio-editor';
import { TextsReview } from './texts-review';

const editPathOf = (flowId: string, stepId: string) => studioEditPath(flowId, stepId);

/** The preview of the step being edited, with the persona of `?persona=`. */
function StepPreview({ flowId, stepId }: { flowId: string; stepId: string | undefined }) {
  const location = useLocation();
  const personaId = new URLSearchParams(location.search).get('persona') ?? DEFAULT_PREVIEW_PERSONA;
  const personas = useStubPersonas();
  const { resources, error } = useFlowResources(flowId);
  const persona =
    personas.data?.find((entry) => entry.id === personaId) ??
    (personas.error ? { id: personaId, policyIds: [], faults: [] } : undefined);
  if (error)
    return (
      <Typography role="alert">
        <FormattedMessage id="studio.edit.loadFailed" />
      </Typography>
    );
  if (!resources || !persona) return <Spinner block size="lg" />;
  // Moving through the preview keeps the editor on the page: the edit page's own step URLs.
  return (
    <PreviewWizard resources={resources} persona={persona} stepId={stepId} pathOf={editPathOf} />
  );
}

export function StudioEditPage({ titleId }: PageProps) {
  const { flowId = '', stepId } = useParams();
  if (!flowIds.includes(flowId))
    return (
      <>
        <PageHeading titleId={titleId} />
        <Typography role="alert">
          <FormattedMessage id="studio.edit.unknownFlow" />
        </Typography>
      </>
    );
  return (
    <>
      <PageHeading titleId={titleId} intro={<FormattedMessage id="studio.edit.intro" />} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
          gap: 4,
        }}
      >
        <Section titleId="studio.edit.editor">
          <StudioEditor flowId={flowId} stepId={stepId} />
        </Section>
        <Section titleId="studio.edit.preview">
          <StepPreview flowId={flowId} stepId={stepId} />
        </Section>
      </Box>
      <Section titleId="studio.edit.texts.title">
        <TextsReview flowId={flowId} />
      </Section>
    </>
  );
}
