// My profile (/mijn-profiel): who we know you as, and the way to your data, partner, advisor and
// a move abroad.
import { FormattedMessage } from 'react-intl';
import { usePermissions } from '../../permissions/use-permissions';
import type { PageProps } from '../shared/page-props';
import { fullName } from '../shared/data/person';
import { usePensionInfo, usePerson } from '../shared/data/use-data';
import { DataList } from '../shared/data-list';
import { CardGrid, LinkCard } from '../shared/link-card';
import { PageHeading } from '../shared/page-heading';
import { Loaded } from '../shared/query-state';
import { Section } from '../shared/section';

export function ProfilePage({ titleId }: PageProps) {
  const person = usePerson();
  const pensions = usePensionInfo();
  const { flags } = usePermissions(['allowAdvisorChoices']);
  return (
    <>
      <PageHeading titleId={titleId} intro={<FormattedMessage id="page.profile.intro" />} />
      <Section titleId="page.profile.summary.title" data-testid="profile-summary">
        <Loaded queries={[person]} lines={2}>
          {(info) => (
            <DataList
              rows={[
                { labelId: 'page.profile.data.name', value: fullName(info.person) },
                { labelId: 'page.profile.data.email', value: info.email },
              ]}
            />
          )}
        </Loaded>
      </Section>
      <CardGrid>
        <li>
          <LinkCard
            titleId="route.profile.myData"
            textId="page.profile.card.myData"
            to="/mijn-profiel/mijn-gegevens"
          />
        </li>
        <li>
          <LinkCard
            titleId="route.profile.partner"
            textId="page.profile.card.partner"
            to="/mijn-profiel/mijn-partner"
          />
        </li>
        {flags.allowAdvisorChoices && (
          <li>
            <LinkCard
              titleId="route.profile.advisor"
              textId="page.profile.card.advisor"
              to="/mijn-profiel/adviseur"
            />
          </li>
        )}
        <li>
          <LinkCard
            titleId="route.profile.relocation"
            textId="page.profile.card.relocation"
            to="/mijn-profiel/verhuizing-buitenland"
          />
        </li>
        {(pensions.data?.length ?? 0) > 1 && (
          <li>
            <LinkCard
              titleId="route.pensionsOverview"
              textId="page.profile.card.pensions"
              to="/overzicht-pensioenen"
            />
          </li>
        )}
      </CardGrid>
    </>
  );
}
