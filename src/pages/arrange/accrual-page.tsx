// Manner of accrual (/zelf-regelen/manier-van-pensioen-opbouwen): whether the member builds up
// through investments, a guaranteed pension or both, and the kind of benefit.
import { FormattedMessage } from 'react-intl';
import type { PageProps } from '../shared/page-props';
import { CodeLabel } from '../shared/code-label';
import { coverOf } from '../shared/data/policy';
import { payingGroups } from '../shared/data/projections';
import { usePolicy, useProjections, useUnitLink } from '../shared/data/use-data';
import { DataList } from '../shared/data-list';
import { Loaded } from '../shared/query-state';
import { Section } from '../shared/section';
import { AreaAction } from './area-action';
import { AreaPage } from './area-page';

export function AccrualPage({ titleId }: PageProps) {
  const policy = usePolicy();
  const projections = useProjections();
  const unitLink = useUnitLink();
  return (
    <AreaPage
      titleId={titleId}
      introId="page.arrange.accrual.intro"
      action={
        <AreaAction
          to="/zelf-regelen/manier-van-pensioen-opbouwen/wijzigen"
          labelId="page.arrange.accrual.change"
          flags={['allowAccrualChange']}
          pendingFlag="pendingAccrualManner"
        />
      }
      helpIds={['page.arrange.accrual.help.investing', 'page.arrange.accrual.help.guaranteed']}
    >
      <Section titleId="page.arrange.current" data-testid="accrual-current">
        <Loaded queries={[policy, projections, unitLink]} lines={3}>
          {(details, projected, info) => {
            const kinds = new Set(payingGroups(projected).map((group) => group.kind));
            const investing = kinds.has('investment') || kinds.has('net');
            const guaranteed = kinds.has('guaranteed') || coverOf(details, 'OP_GAR') !== undefined;
            const manner =
              investing && guaranteed ? 'both' : guaranteed ? 'guaranteed' : 'investing';
            return (
              <DataList
                rows={[
                  {
                    labelId: 'page.arrange.accrual.manner',
                    value: <FormattedMessage id={`page.arrange.accrual.manner.${manner}`} />,
                    'data-testid': 'accrual-manner',
                  },
                  {
                    labelId: 'page.myPension.funds.profile.returnType',
                    value: investing && info.returnType && (
                      <CodeLabel kind="returnType" code={info.returnType} />
                    ),
                  },
                ]}
              />
            );
          }}
        </Loaded>
      </Section>
    </AreaPage>
  );
}
