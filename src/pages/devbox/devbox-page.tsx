// The developer page (/devbox, no login, hidden in production): environment and session, the
// feature flags, the stub personas to sign in as, and the flow previews (a list for now).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { portalConfig } from '../../config/portal-config';
import type { PageProps } from '../shared/page-props';
import { useSession } from '../../session/use-session';
import { portalVersion } from '../../ui/layout/footer';
import { useSettings } from '../shared/data/use-data';
import { DataList } from '../shared/data-list';
import { DataTable } from '../shared/data-table';
import { PageHeading } from '../shared/page-heading';
import { LoadError, Loaded, LoadingBlock } from '../shared/query-state';
import { Section } from '../shared/section';
import { FLOW_PREVIEW_PATH, flowNames } from './flow-previews';
import { STUDIO_PATH } from './studio/studio-path';
import { useStubPersonas } from './use-stub-personas';

function Personas() {
  const { data, error, mutate } = useStubPersonas();
  if (error) return <LoadError onRetry={() => void mutate()} />;
  if (!data) return <LoadingBlock lines={6} />;
  return (
    <DataTable
      captionId="page.devbox.personas.title"
      captionHidden
      data-testid="personas"
      columns={[
        { labelId: 'page.devbox.personas.id' },
        { labelId: 'page.devbox.personas.name' },
        { labelId: 'page.devbox.personas.kind' },
        { labelId: 'page.devbox.personas.description' },
        { labelId: 'page.devbox.personas.policies' },
      ]}
      rows={data.map((persona) => ({
        key: persona.id,
        cells: [
          <RouterLink key="id" to={`/stub-login?personId=${encodeURIComponent(persona.id)}`}>
            {persona.id}
          </RouterLink>,
          persona.name ?? '',
          persona.kind ?? '',
          [persona.description, persona.faults.length ? `[${persona.faults.join(', ')}]` : '']
            .filter(Boolean)
            .join(' '),
          persona.policyIds.join(', '),
        ],
      }))}
    />
  );
}

export function DevboxPage({ titleId }: PageProps) {
  const intl = useIntl();
  const session = useSession();
  const settings = useSettings();
  return (
    <>
      <PageHeading titleId={titleId} intro={<FormattedMessage id="page.devbox.intro" />} />
      <Section titleId="page.devbox.environment.title" data-testid="devbox-environment">
        <DataList
          rows={[
            { labelId: 'page.devbox.environment.portal', value: portalConfig().environment },
            { labelId: 'page.devbox.environment.version', value: portalVersion },
            { labelId: 'page.devbox.environment.issuer', value: portalConfig().oidc.issuer },
            {
              labelId: 'page.devbox.environment.backend',
              value:
                settings.data &&
                String((settings.data as Record<string, unknown>).environment ?? ''),
            },
            { labelId: 'page.devbox.session.authMethod', value: session.authMethod },
            { labelId: 'page.devbox.session.stubId', value: session.stubId },
            { labelId: 'page.devbox.session.policyId', value: session.policyId },
            {
              labelId: 'page.devbox.session.locale',
              value: session.temporaryLocale ?? session.preferredLocale,
            },
          ]}
        />
      </Section>
      <Section titleId="page.devbox.flags.title" data-testid="devbox-flags">
        <Loaded queries={[settings]} lines={3}>
          {({ featureToggles = [] }) =>
            featureToggles.length === 0 ? (
              <Typography>
                <FormattedMessage id="page.devbox.flags.none" />
              </Typography>
            ) : (
              <DataList
                rows={featureToggles.map((toggle) => ({
                  labelId: 'page.devbox.flags.flag',
                  labelValues: { key: toggle.key },
                  value: intl.formatMessage({
                    id: toggle.isEnabled ? 'page.devbox.flags.on' : 'page.devbox.flags.off',
                  }),
                }))}
              />
            )
          }
        </Loaded>
      </Section>
      <Section titleId="page.devbox.personas.title" data-testid="devbox-personas">
        <Personas />
      </Section>
      <Section titleId="page.devbox.flows.title" data-testid="devbox-flows">
        <Typography sx={{ mb: 1 }}>
          <FormattedMessage id="page.devbox.flows.text" />
        </Typography>
        <Box component="ul" sx={{ pl: 3 }}>
          {flowNames.map((name) => (
            <li key={name}>
              <RouterLink to={`${FLOW_PREVIEW_PATH}/${name}`}>{name}</RouterLink>
            </li>
          ))}
        </Box>
      </Section>
      <Section titleId="page.devbox.tools.title">
        <Box component="ul" sx={{ pl: 3 }}>
          <li>
            <RouterLink to={STUDIO_PATH}>
              <FormattedMessage id="page.devbox.tools.studio" />
            </RouterLink>
          </li>
          <li>
            <RouterLink to="/component-listing">
              <FormattedMessage id="route.componentListing" />
            </RouterLink>
          </li>
          <li>
            <RouterLink to="/new-component-listing">
              <FormattedMessage id="route.newComponentListing" />
            </RouterLink>
          </li>
          <li>
            <RouterLink to="/sitemap">
              <FormattedMessage id="route.sitemap" />
            </RouterLink>
          </li>
        </Box>
      </Section>
    </>
  );
}
