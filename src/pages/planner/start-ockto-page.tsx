// Retrieving income data (/start-ockto): what is retrieved and from where, the member's consent,
// then the retrieval itself with progress per source, then on to /gegevens-ockto. The retrieval
// is simulated (ockto-simulation.ts): the page says so.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { PageProps } from '../shared/page-props';
import { useSession } from '../../session/use-session';
import { Button } from '../../ui/button/button';
import { Spinner } from '../../ui/spinner/spinner';
import { useEmployment, usePensionInfo, usePerson, useProjections } from '../shared/data/use-data';
import { FieldError } from '../shared/form-fields';
import { PageHeading } from '../shared/page-heading';
import { LoadError } from '../shared/query-state';
import { Section } from '../shared/section';
import { setOcktoData } from './ockto-store';
import { OCKTO_SOURCES, simulateRetrieval } from './ockto-simulation';
import { useLeavePlannerGuard } from './use-leave-planner-guard';

/** Time per source in the simulated retrieval, so the member sees it happen. */
export const STEP_MS = 400;

type Phase = 'consent' | 'retrieving' | 'failed';

export function StartOcktoPage({ titleId }: PageProps) {
  useLeavePlannerGuard();
  const intl = useIntl();
  const navigate = useNavigate();
  const policyId = useSession((session) => session.policyId);
  const person = usePerson();
  const employment = useEmployment();
  const pensions = usePensionInfo();
  const projections = useProjections();
  const [consent, setConsent] = useState(false);
  const [missingConsent, setMissingConsent] = useState(false);
  const [phase, setPhase] = useState<Phase>('consent');
  const [done, setDone] = useState(0);
  const consentId = useId();

  const retrieve = async () => {
    setPhase('retrieving');
    for (let step = 1; step <= OCKTO_SOURCES.length; step += 1) {
      await new Promise((resolve) => setTimeout(resolve, STEP_MS));
      setDone(step);
    }
    if (
      person.data === undefined ||
      employment.data === undefined ||
      pensions.data === undefined ||
      projections.data === undefined
    ) {
      setPhase('failed');
      return;
    }
    setOcktoData(
      simulateRetrieval(intl, {
        person: person.data,
        employment: employment.data,
        pensions: pensions.data,
        projections: projections.data,
        policyId,
      }),
    );
    void navigate('/gegevens-ockto');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!consent) {
      setMissingConsent(true);
      return;
    }
    void retrieve();
  };

  return (
    <>
      <PageHeading titleId={titleId} intro={<FormattedMessage id="page.planner.ockto.intro" />} />
      <Section titleId="page.planner.ockto.what">
        <Typography sx={{ mb: 1 }}>
          <FormattedMessage id="page.planner.ockto.sources" />
        </Typography>
        <Box component="ol" sx={{ pl: 3, mb: 2 }} data-testid="ockto-sources">
          {OCKTO_SOURCES.map((source, index) => (
            <li key={source}>
              <FormattedMessage id={source} />
              {phase === 'retrieving' && (
                <Box component="span" sx={{ ml: 1, color: 'text.secondary' }}>
                  {index < done ? (
                    <FormattedMessage id="page.planner.ockto.retrieved" />
                  ) : (
                    <FormattedMessage id="page.planner.ockto.busy" />
                  )}
                </Box>
              )}
            </li>
          ))}
        </Box>
        <Typography sx={{ maxWidth: '70ch', mb: 1 }}>
          <FormattedMessage id="page.planner.ockto.privacy" />
        </Typography>
        <Typography
          sx={{
            maxWidth: '70ch',
            bgcolor: '#fff8e1',
            borderLeft: 4,
            borderColor: '#8a6d00',
            p: 1.5,
          }}
          data-testid="ockto-simulated"
        >
          <FormattedMessage id="page.planner.ockto.simulated" />
        </Typography>
      </Section>
      <Section titleId="page.planner.ockto.consentTitle">
        {phase === 'retrieving' ? (
          <Box data-testid="ockto-retrieving">
            <Spinner label={intl.formatMessage({ id: 'page.planner.ockto.retrieving' })} />
            <Typography component="span" sx={{ ml: 1 }} aria-hidden>
              <FormattedMessage id="page.planner.ockto.retrieving" />
            </Typography>
          </Box>
        ) : (
          <Box component="form" onSubmit={submit} noValidate>
            {phase === 'failed' && <LoadError />}
            <Box
              component="label"
              sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2, maxWidth: '70ch' }}
            >
              <input
                type="checkbox"
                checked={consent}
                onChange={(event) => {
                  setConsent(event.target.checked);
                  setMissingConsent(false);
                }}
                aria-invalid={missingConsent || undefined}
                aria-describedby={missingConsent ? consentId : undefined}
                style={{ width: 20, height: 20, marginTop: 2 }}
              />
              <span>
                <FormattedMessage id="page.planner.ockto.consent" />
              </span>
            </Box>
            {missingConsent && (
              <FieldError id={consentId}>
                <FormattedMessage id="page.planner.ockto.consentRequired" />
              </FieldError>
            )}
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 2 }}>
              <Button type="submit" data-testid="ockto-start">
                <FormattedMessage id="page.planner.ockto.start" />
              </Button>
              <Button variant="secondary" to="/pensioenverkenner">
                <FormattedMessage id="page.planner.ockto.back" />
              </Button>
            </Box>
          </Box>
        )}
      </Section>
    </>
  );
}
