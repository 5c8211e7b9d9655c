// Chart rows from projections: one row per paying accrual group (and a total when there are
// more), for one payment type.
import type { IntlShape } from 'react-intl';
import type { ProjectionRow } from './charts/projection-chart';
import { payingGroups, totalOf, type Projections } from './data/projections';

export function projectionRows(
  intl: IntlShape,
  projections: Projections,
  paymentType: 'OP' | 'PP' = 'OP',
): ProjectionRow[] {
  const rows = payingGroups(projections).flatMap((group) => {
    const payment = group.payments.find((p) => p.paymentType === paymentType);
    if (!payment) return [];
    return [
      {
        label: intl.formatMessage({ id: `page.common.group.${group.kind}` }),
        pessimistic: payment.pessimistic,
        expected: payment.expected,
        optimistic: payment.optimistic,
      },
    ];
  });
  const total = totalOf(projections, paymentType);
  if (rows.length > 1 && total) {
    rows.push({ label: intl.formatMessage({ id: 'page.common.total' }), ...total });
  }
  return rows;
}
