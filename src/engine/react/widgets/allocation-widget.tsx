/**
 * `allocation`: a whole percentage (0–100) per offered option, e.g. per fund chosen in an earlier
 * step (`ui:options.from`). The value is `[{ <key>: option, <amount>: n }]` (`ui:options.key`,
 * default `id`; `ui:options.amount`, default `percentage`). A live total under the inputs is read
 * politely by screen readers; the core refuses a total other than `ui:options.total` (default
 * 100) with `validation.allocationTotal`.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import { ALLOCATION_WIDGET, allocationShape, allocationSum } from '../../core/fields/allocation';
import { OPTIONS } from '../../core/fields/ui-keys';
import { Affixed, Input } from './input-styles';
import { useNumberText } from './parse-number';
import type { WidgetDefinition, WidgetProps } from './widget-types';
import wizard from '../wizard.module.css';
import styles from './widgets.module.css';

const inputId = (id: string, index: number) => `${id}-${index}`;
const record = (value: unknown) =>
  (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;

function AllocationWidget({
  id,
  name,
  value,
  label,
  ui,
  options,
  invalid,
  describedBy,
  onChange,
  onBlur,
}: WidgetProps) {
  const intl = useIntl();
  const { parse, show } = useNumberText('wholeNumber');
  const { key, amount, total } = allocationShape(ui ?? {});
  const items = Array.isArray(value) ? value.map(record) : [];
  const amountOf = (option: unknown) =>
    items.find((item) => Object.is(item[key], option))?.[amount];
  // The text as typed per option, so `1,` is not rewritten while typing.
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(options.map((o) => [String(o.value), show(amountOf(o.value))])),
  );
  const change = (option: unknown, text: string) => {
    setTexts({ ...texts, [String(option)]: text });
    const next = options.map((o) => {
      const n = Object.is(o.value, option) ? parse(text) : amountOf(o.value);
      return n === undefined ? { [key]: o.value } : { [key]: o.value, [amount]: n };
    });
    onChange(next);
  };
  const sum = allocationSum(items, amount);
  return (
    <fieldset className={wizard.fieldset} aria-describedby={describedBy} aria-invalid={invalid}>
      <legend className={wizard.legend}>{label}</legend>
      {options.map((option, index) => (
        <div className={styles.allocationRow} key={String(option.value)}>
          <label htmlFor={inputId(id, index)}>
            {option.label}
            <VisuallyHidden>
              {' '}
              ({intl.formatMessage({ id: 'wizard.allocation.percent' })})
            </VisuallyHidden>
          </label>
          <Affixed>
            <Input
              id={inputId(id, index)}
              name={`${name}.${index}`}
              data-value={String(option.value)}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              chars={3}
              value={texts[String(option.value)] ?? show(amountOf(option.value))}
              aria-invalid={invalid}
              onChange={(event) => change(option.value, event.target.value)}
              onBlur={(event) => {
                // Moving between the inputs is not leaving the field: validate when focus leaves it.
                const group = event.currentTarget.closest('fieldset');
                if (!group?.contains(event.relatedTarget as Node | null)) onBlur(event);
              }}
            />
            <span aria-hidden="true">%</span>
          </Affixed>
        </div>
      ))}
      <p
        className={styles.allocationTotal}
        id={`${id}-total`}
        data-complete={sum === total}
        aria-live="polite"
      >
        {intl.formatMessage(
          { id: sum === total ? 'wizard.allocation.complete' : 'wizard.allocation.total' },
          { sum, total, left: total - sum },
        )}
      </p>
    </fieldset>
  );
}

export const allocationWidget: WidgetDefinition = {
  name: ALLOCATION_WIDGET,
  rank: () => -1,
  frame: 'self',
  focusId: (id) => inputId(id, 0),
  uiKeys: [OPTIONS],
  component: AllocationWidget,
};
