// The external income-data retrieval (Ockto), simulated: the spec gives no paths for the
// income-data receiver (OcktoDataSourcesAvailability has none in the registry), so the portal puts
// together what the sources would give from the data it already has, in the same structure a
// real retrieval would fill. Swap this module for the real receiver once its paths are known.
import type { IntlShape } from 'react-intl';
import { formatDate } from '../../i18n/format';
import { formattersFor } from '../../i18n/use-formatters';
import { currentPeriod, type Employment } from '../shared/data/employment';
import type { PensionEntry } from '../shared/data/pension-info';
import { fullName, type PersonInfo } from '../shared/data/person';
import { totalOf, type Projections } from '../shared/data/projections';
import { maskBsn, formatPercent } from '../shared/format';
import type { OcktoData, OcktoItem } from './ockto-store';

/** The sources a retrieval asks, in order (message ids of their names). */
export const OCKTO_SOURCES = [
  'page.planner.ockto.source.brp',
  'page.planner.ockto.source.uwv',
  'page.planner.ockto.source.mpo',
] as const;

export interface SimulationInput {
  person: PersonInfo;
  employment: Employment | null;
  pensions: PensionEntry[];
  projections: Projections;
  /** The selected policy. */
  policyId?: string;
}

const item = (labelId: string, value: string | undefined): OcktoItem[] =>
  value ? [{ labelId, value }] : [];

export function simulateRetrieval(
  intl: IntlShape,
  input: SimulationInput,
  now: Date = new Date(),
): OcktoData {
  const { person, employment, pensions, projections } = input;
  const { formatCurrency } = formattersFor(intl.locale);
  const period = currentPeriod(employment);
  const expected = totalOf(projections, 'OP')?.expected;
  return {
    retrievedAt: now.toISOString(),
    simulated: true,
    sources: [
      {
        sourceId: 'page.planner.ockto.source.brp',
        items: [
          ...item('page.profile.data.name', fullName(person.person)),
          ...item('page.profile.data.dateOfBirth', formatDate(person.person.dateOfBirth)),
          ...item('page.profile.data.bsn', maskBsn(person.person.bsn)),
          ...item('page.planner.ockto.partner', person.partner && fullName(person.partner.person)),
        ],
      },
      {
        sourceId: 'page.planner.ockto.source.uwv',
        items: employment
          ? [
              ...item('page.myPension.data.employment.employer', employment.employerName),
              ...item('page.planner.ockto.yearlyIncome', formatCurrency(period?.pensionableSalary)),
              ...item(
                'page.myPension.data.employment.parttime',
                formatPercent(intl, period?.parttimePercentage),
              ),
              ...item('page.planner.ockto.since', formatDate(employment.periods[0]?.startDate)),
            ]
          : [{ labelId: 'page.planner.ockto.noIncome', value: '' }],
      },
      {
        sourceId: 'page.planner.ockto.source.mpo',
        items: pensions.map((pension) => ({
          labelId: 'page.planner.ockto.pensionAt',
          value: [
            pension.employerName ?? pension.policyId,
            pension.policyId === input.policyId && expected !== undefined
              ? intl.formatMessage(
                  { id: 'page.common.grossPerYear' },
                  { amount: formatCurrency(expected) },
                )
              : undefined,
          ]
            .filter(Boolean)
            .join(': '),
        })),
      },
    ],
  };
}
