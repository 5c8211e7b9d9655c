// Net pension (/zelf-regelen/netto-pensioen) and its parts for yourself, your partner and your
// children: the salary above the tax maximum, what the net scheme offers, and the way to join or
// change it.
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useFormatters } from '../../i18n/use-formatters';
import type { PageProps } from '../shared/page-props';
import { agreementCover, agreementPackage } from '../shared/data/agreement';
import { currentPeriod } from '../shared/data/employment';
import { FISCAL_MAX_SALARY, parameter } from '../shared/data/global-parameters';
import { coverOf } from '../shared/data/policy';
import {
  useAgreement,
  useEmployment,
  useGlobalParameters,
  usePerson,
  usePolicy,
} from '../shared/data/use-data';
import { DataList } from '../shared/data-list';
import { Loaded } from '../shared/query-state';
import { Section } from '../shared/section';
import { AreaAction } from './area-action';
import { AreaPage } from './area-page';

export type NetPensionPart = 'overview' | 'yourself' | 'partner' | 'children';

const BASE = '/zelf-regelen/netto-pensioen';

/** The cover each part is about (children: the net scheme has no cover of its own for them). */
const partCover: Record<NetPensionPart, string | undefined> = {
  overview: 'NET_OP',
  yourself: 'NET_OP',
  partner: 'NET_PP',
  children: undefined,
};

function SalaryPart() {
  const { formatCurrency } = useFormatters();
  const employment = useEmployment();
  const parameters = useGlobalParameters();
  return (
    <Section titleId="page.arrange.netPension.salary.title" data-testid="net-salary">
      <Loaded queries={[employment, parameters]} lines={3}>
        {(job, globals) => {
          const salary = currentPeriod(job)?.pensionableSalary;
          const maximum = parameter(globals, FISCAL_MAX_SALARY);
          const above =
            salary !== undefined && maximum !== undefined
              ? Math.max(0, salary - maximum)
              : undefined;
          return (
            <DataList
              rows={[
                { labelId: 'page.myPension.data.employment.salary', value: formatCurrency(salary) },
                { labelId: 'page.arrange.netPension.maximum', value: formatCurrency(maximum) },
                {
                  labelId: 'page.arrange.netPension.above',
                  value: formatCurrency(above),
                  'data-testid': 'net-above',
                },
              ]}
            />
          );
        }}
      </Loaded>
    </Section>
  );
}

function CoverPart({ part }: { part: NetPensionPart }) {
  const { formatCurrency } = useFormatters();
  const agreement = useAgreement();
  const policy = usePolicy();
  const person = usePerson();
  const code = partCover[part];
  return (
    <Section titleId={`page.arrange.netPension.${part}.title`} data-testid="net-cover">
      <Loaded queries={[agreement, policy, person]} lines={3}>
        {(scheme, details, info) => {
          const netPackage = agreementPackage(scheme, 'net');
          const offered = code ? agreementCover(scheme, code) : undefined;
          const held = code ? coverOf(details, code) : undefined;
          return (
            <>
              <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
                <FormattedMessage id={`page.arrange.netPension.${part}.text`} />
              </Typography>
              <DataList
                rows={[
                  {
                    labelId: 'page.arrange.netPension.offered',
                    value: (
                      <FormattedMessage
                        id={
                          netPackage && (code === undefined || offered)
                            ? 'page.common.yes'
                            : 'page.common.no'
                        }
                      />
                    ),
                  },
                  {
                    labelId: 'page.arrange.netPension.participating',
                    value: code !== undefined && (
                      <FormattedMessage id={held ? 'page.common.yes' : 'page.common.no'} />
                    ),
                    'data-testid': 'net-participating',
                  },
                  {
                    labelId: 'page.arrange.netPension.insured',
                    value: held?.insuredAmount !== undefined && (
                      <FormattedMessage
                        id="page.common.perYear"
                        values={{ amount: formatCurrency(held.insuredAmount) }}
                      />
                    ),
                  },
                  {
                    labelId: 'page.arrange.netPension.partnerKnown',
                    value: part === 'partner' && (
                      <FormattedMessage id={info.partner ? 'page.common.yes' : 'page.common.no'} />
                    ),
                  },
                  {
                    labelId: 'page.arrange.netPension.children',
                    value: part === 'children' && info.children.length,
                  },
                ]}
              />
            </>
          );
        }}
      </Loaded>
    </Section>
  );
}

const parts: readonly NetPensionPart[] = ['yourself', 'partner', 'children'];
const partPath: Record<Exclude<NetPensionPart, 'overview'>, string> = {
  yourself: `${BASE}/voor-uzelf`,
  partner: `${BASE}/voor-partner`,
  children: `${BASE}/voor-kinderen`,
};

export function NetPensionPage({
  titleId,
  part = 'overview',
}: PageProps & { part?: NetPensionPart }) {
  return (
    <AreaPage
      titleId={titleId}
      introId="page.arrange.netPension.intro"
      action={
        <AreaAction
          to={`${BASE}/wijzigen`}
          labelId="page.arrange.netPension.change"
          flags={['allowNetPensionChange']}
          pendingFlag="pendingNetPension"
        />
      }
      helpIds={['page.arrange.netPension.help.tax', 'page.arrange.netPension.help.leave']}
    >
      <SalaryPart />
      <CoverPart part={part} />
      <Section titleId="page.arrange.netPension.more">
        <ul>
          {parts
            .filter((entry) => entry !== part)
            .map((entry) => (
              <li key={entry}>
                <RouterLink to={partPath[entry as Exclude<NetPensionPart, 'overview'>]}>
                  <FormattedMessage id={`page.arrange.netPension.${entry}.title`} />
                </RouterLink>
              </li>
            ))}
        </ul>
      </Section>
    </AreaPage>
  );
}

export const NetPensionYourselfPage = (props: PageProps) => (
  <NetPensionPage {...props} part="yourself" />
);
export const NetPensionPartnerPage = (props: PageProps) => (
  <NetPensionPage {...props} part="partner" />
);
export const NetPensionChildrenPage = (props: PageProps) => (
  <NetPensionPage {...props} part="children" />
);
