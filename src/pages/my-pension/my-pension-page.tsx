// My pension (/mijn-pensioen): the pension scheme in brief and the way to its detail pages.
import { FormattedMessage } from 'react-intl';
import { formatDate } from '../../i18n/format';
import { usePermissions } from '../../permissions/use-permissions';
import type { PageProps } from '../shared/page-props';
import { useSession } from '../../session/use-session';
import { CodeLabel } from '../shared/code-label';
import { useAgreement, usePensionInfo, usePolicy } from '../shared/data/use-data';
import { DataList } from '../shared/data-list';
import { CardGrid, LinkCard } from '../shared/link-card';
import { PageHeading } from '../shared/page-heading';
import { Loaded } from '../shared/query-state';
import { Section } from '../shared/section';

function SchemeSummary() {
  const policy = usePolicy();
  const agreement = useAgreement();
  const pensions = usePensionInfo();
  const policyId = useSession((session) => session.policyId);
  return (
    <Section titleId="page.myPension.scheme.title" data-testid="my-pension-scheme">
      <Loaded queries={[policy, agreement, pensions]}>
        {(details, scheme, entries) => {
          const entry = entries.find((pension) => pension.policyId === policyId);
          return (
            <DataList
              rows={[
                {
                  labelId: 'page.myPension.scheme.employer',
                  value: entry?.employerName ?? scheme.companyName,
                },
                { labelId: 'page.myPension.scheme.name', value: scheme.agreementName },
                { labelId: 'page.myPension.scheme.policyNumber', value: details.policyNumber },
                {
                  labelId: 'page.myPension.scheme.status',
                  value: details.status && (
                    <CodeLabel
                      kind="policyStatus"
                      code={details.status}
                      fallback={details.statusDescription}
                    />
                  ),
                },
                {
                  labelId: 'page.myPension.scheme.startDate',
                  value: formatDate(details.startDate),
                },
                {
                  labelId: 'page.myPension.scheme.pensionDate',
                  value: formatDate(details.personalPensionDate),
                },
              ]}
            />
          );
        }}
      </Loaded>
    </Section>
  );
}

export function MyPensionPage({ titleId }: PageProps) {
  const { flags } = usePermissions(['hasPensionPolicy']);
  return (
    <>
      <PageHeading titleId={titleId} intro={<FormattedMessage id="page.myPension.intro" />} />
      <SchemeSummary />
      <CardGrid>
        {flags.hasPensionPolicy && (
          <li>
            <LinkCard
              titleId="route.myPension.amount"
              textId="page.myPension.card.amount"
              to="/mijn-pensioen/hoogte-pensioen"
            />
          </li>
        )}
        {flags.hasPensionPolicy && (
          <li>
            <LinkCard
              titleId="route.myPension.funds"
              textId="page.myPension.card.funds"
              to="/mijn-pensioen/hoogte-pensioen/fondsen-en-koersen"
            />
          </li>
        )}
        <li>
          <LinkCard
            titleId="route.myPension.data"
            textId="page.myPension.card.data"
            to="/mijn-pensioen/gegevens-en-premies"
          />
        </li>
        <li>
          <LinkCard
            titleId="route.myPension.partnerChildren"
            textId="page.myPension.card.partnerChildren"
            to="/mijn-pensioen/partner-en-kinderen"
          />
        </li>
      </CardGrid>
    </>
  );
}
