// Pensions overview (/overzicht-pensioenen): the member's pensions; choosing one makes it the
// session's policy and goes home.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { formatDate } from '../../i18n/format';
import type { PageProps } from '../shared/page-props';
import { updateSession } from '../../session/session';
import { useSession } from '../../session/use-session';
import { CodeLabel } from '../shared/code-label';
import { usePensionInfo } from '../shared/data/use-data';
import { PageHeading } from '../shared/page-heading';
import { Loaded } from '../shared/query-state';

export function PensionsOverviewPage({ titleId }: PageProps) {
  const pensions = usePensionInfo();
  const selected = useSession((session) => session.policyId);
  const navigate = useNavigate();
  const choose = (policyId: string) => {
    updateSession({ policyId });
    void navigate('/');
  };
  return (
    <>
      <PageHeading titleId={titleId} intro={<FormattedMessage id="page.overview.intro" />} />
      <Loaded queries={[pensions]} lines={4}>
        {(list) => (
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, maxWidth: 720 }}
            data-testid="pension-list"
          >
            {list.map((pension) => (
              <li key={pension.policyId}>
                <Box
                  component="button"
                  type="button"
                  onClick={() => choose(pension.policyId)}
                  aria-current={pension.policyId === selected ? 'true' : undefined}
                  sx={{
                    all: 'unset',
                    boxSizing: 'border-box',
                    display: 'block',
                    width: '100%',
                    cursor: 'pointer',
                    border: 2,
                    borderColor: pension.policyId === selected ? 'primary.main' : '#c4c4c4',
                    borderRadius: 2,
                    p: 3,
                    '&:hover': { boxShadow: '0 2px 8px rgba(0,0,0,0.15)' },
                    '&:focus-visible': { outline: '3px solid #003a63', outlineOffset: 2 },
                  }}
                >
                  <Typography
                    component="span"
                    variant="h6"
                    sx={{ display: 'block', color: 'primary.main' }}
                  >
                    {pension.employerName ?? pension.policyId}
                  </Typography>
                  <Typography component="span" sx={{ display: 'block' }}>
                    <FormattedMessage
                      id="page.overview.details"
                      values={{ policy: pension.policyId, since: formatDate(pension.startDate) }}
                    />
                  </Typography>
                  <Typography component="span" color="text.secondary" sx={{ display: 'block' }}>
                    <CodeLabel
                      kind="policyStatus"
                      code={pension.status}
                      fallback={pension.statusDescription}
                    />
                    {pension.policyId === selected && (
                      <>
                        {' · '}
                        <FormattedMessage id="page.overview.selected" />
                      </>
                    )}
                  </Typography>
                </Box>
              </li>
            ))}
          </Box>
        )}
      </Loaded>
    </>
  );
}
