/**
 * `info` steps ("see what it means"): content blocks, with the step's query answer (a scenario
 * calculation, POSTed through the query registry) in `data.<name>` for its tables.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Spinner } from '../../../ui/spinner/spinner';
import { resolveContent } from '../../core';
import { ContentBlocks } from '../content';
import type { StepViewProps } from './step-view';

export function InfoStep({ resources, step, context, query }: StepViewProps) {
  const intl = useIntl();
  const waiting = query?.loading === true;
  const blocks = useMemo(
    () => (waiting ? [] : resolveContent(resources.flow, step, context)),
    [waiting, resources.flow, step, context],
  );
  if (waiting) return <Spinner block size="md" />;
  return (
    <>
      {query?.failed && <p role="status">{intl.formatMessage({ id: 'wizard.error.query' })}</p>}
      <ContentBlocks blocks={blocks} />
    </>
  );
}
