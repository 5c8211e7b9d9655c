// Pension age (/zelf-regelen/pensioenleeftijd): the retirement age now (kind, age, dates, state
// pension age, a definitive age), and the way to change it.
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { formatDate } from '../../i18n/format';
import type { PageProps } from '../shared/page-props';
import { AgeText } from '../shared/age-text';
import { record, text, yearMonth } from '../shared/data/read';
import { usePensionAge } from '../shared/data/use-data';
import { DataList } from '../shared/data-list';
import { Loaded } from '../shared/query-state';
import { Section } from '../shared/section';
import { AreaAction } from './area-action';
import { AreaPage } from './area-page';

const TYPES = ['agreement', 'state', 'specific'];

export function PensionAgePage({ titleId }: PageProps) {
  const ages = usePensionAge();
  return (
    <AreaPage
      titleId={titleId}
      introId="page.arrange.pensionAge.intro"
      action={
        ages.data?.finalPersonalPensionAge ? undefined : (
          <AreaAction
            to="/zelf-regelen/pensioenleeftijd/wijzigen"
            labelId="page.arrange.pensionAge.change"
            flags={['hasPensionPolicy', 'hasActivePolicy']}
            pendingFlag="pendingPensionAge"
          />
        )
      }
      helpIds={[
        'page.arrange.pensionAge.help.range',
        'page.arrange.pensionAge.help.state',
        'page.arrange.pensionAge.help.changes',
        'page.arrange.pensionAge.help.stays',
        'page.arrange.pensionAge.help.confirmation',
      ]}
    >
      <Section titleId="page.arrange.current" data-testid="pension-age-current">
        <Loaded queries={[ages]} lines={5}>
          {(data) => {
            const type = data.personalPensionAgeType?.code;
            const raw = record(data);
            return (
              <>
                <DataList
                  rows={[
                    {
                      labelId: 'page.arrange.pensionAge.personal',
                      value: <AgeText age={yearMonth(data.personalPensionAge)} />,
                      'data-testid': 'personal-age',
                    },
                    {
                      labelId: 'page.arrange.pensionAge.type',
                      value: type && TYPES.includes(type) && (
                        <FormattedMessage id={`page.arrange.pensionAge.type.${type}`} />
                      ),
                    },
                    {
                      labelId: 'page.arrange.pensionAge.date',
                      value: formatDate(text(raw.personalPensionDate)),
                    },
                    {
                      labelId: 'page.arrange.pensionAge.agreement',
                      value: <AgeText age={yearMonth(data.agreementPensionAge)} />,
                    },
                    {
                      labelId: 'page.myPension.amount.expected.stateAge',
                      value: <AgeText age={yearMonth(data.statePensionAge)} />,
                    },
                    {
                      labelId: 'page.arrange.pensionAge.stateDate',
                      value: formatDate(text(raw.statePensionDate)),
                    },
                  ]}
                />
                {data.finalPersonalPensionAge && (
                  <Typography sx={{ mt: 2, maxWidth: '70ch' }} data-testid="final-age">
                    <FormattedMessage
                      id="page.arrange.pensionAge.final"
                      values={{ age: <AgeText age={yearMonth(data.finalPersonalPensionAge)} /> }}
                    />
                  </Typography>
                )}
              </>
            );
          }}
        </Loaded>
      </Section>
    </AreaPage>
  );
}
