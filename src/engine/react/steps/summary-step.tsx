/**
 * `summary` steps ("summary and hand-over"): every answer of the visible form steps before it,
 * one section per step with a link to change it, the step's own items, and the hand-over
 * declaration checkbox the member must tick before sending.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import { resolveContent, summaryContent } from '../../core';
import { ContentBlocks } from '../content';
import { Section, SectionHead, SummaryLines } from '../parts/summary-lines';
import { FieldTemplate, describedByIds } from '../templates/field-template';
import { checkboxWidget } from '../widgets/checkbox-widget';
import { useErrorTexts } from './step-fields';
import type { StepViewProps } from './step-view';

export function SummaryStep(props: StepViewProps) {
  const { resources, step, context, values, errors, onFieldChange, onFieldBlur, onEdit } = props;
  const intl = useIntl();
  const content = useMemo(
    () => summaryContent(resources, step, context),
    [resources, step, context],
  );
  const blocks = useMemo(
    () => resolveContent(resources.flow, step, context),
    [resources.flow, step, context],
  );
  const texts = useErrorTexts(errors, {});
  const id = `wizard-${step.id}-declaration`;
  const Checkbox = checkboxWidget.component;
  const declaration = content.declaration;
  const error = texts.declaration;
  return (
    <>
      <ContentBlocks blocks={blocks} />
      {content.sections.map((section) => (
        <Section key={section.stepId} aria-labelledby={`summary-${section.stepId}`}>
          <SectionHead
            id={`summary-${section.stepId}`}
            title={intl.formatMessage({ id: section.title })}
          >
            <Link
              to={{ search: `?stap=${encodeURIComponent(section.stepId)}` }}
              onClick={() => onEdit(section.stepId)}
            >
              {intl.formatMessage({ id: 'wizard.summary.edit' })}
              <VisuallyHidden> {intl.formatMessage({ id: section.title })}</VisuallyHidden>
            </Link>
          </SectionHead>
          <SummaryLines lines={section.lines} />
        </Section>
      ))}
      {content.items.length > 0 && (
        <Section>
          <SummaryLines lines={content.items} />
        </Section>
      )}
      {declaration && (
        <FieldTemplate id={id} frame="self" label="" error={error}>
          <Checkbox
            id={id}
            name="declaration"
            value={values.declaration}
            schema={{ type: 'boolean' }}
            label={intl.formatMessage({ id: declaration.label })}
            options={[]}
            required={declaration.required !== false}
            invalid={Boolean(error)}
            describedBy={describedByIds(id, false, Boolean(error))}
            onChange={(checked) => onFieldChange('declaration', checked, true)}
            onBlur={(event) => onFieldBlur('declaration', event?.relatedTarget)}
          />
        </FieldTemplate>
      )}
    </>
  );
}
