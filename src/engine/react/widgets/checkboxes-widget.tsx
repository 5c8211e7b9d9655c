/**
 * `checkboxes`: several choices out of a list (an array of values, `minItems` for "at least 1"),
 * as a fieldset of checkboxes. The options are the schema's (`items.oneOf`/`items.enum`) or
 * computed from data (`ui:options.from`).
 *
 * With `ui:options.search` (`{ query, param?, value, label }`) a search box finds options by
 * name through a named query (e.g. the fund lookup `FundVwdLinks`):
 * typing is debounced, the number of results is announced politely, and each result that is
 * offered is a button that ticks it. Everything works by keyboard.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery, type QueryName } from '../../../api';
import { useDebounced } from '../hooks/use-debounced';
import { OPTIONS } from '../../core/fields/ui-keys';
import { getPath } from '../../core/logic/get-path';
import { ChoiceRow, Input } from './input-styles';
import type { WidgetDefinition, WidgetOption, WidgetProps } from './widget-types';
import wizard from '../wizard.module.css';
import styles from './widgets.module.css';

const optionId = (id: string, index: number) => `${id}-${index}`;

/** `ui:options.search` of a field. */
interface SearchOptions {
  query: string;
  param: string;
  value: string;
  label: string;
}

function searchOptions(ui: WidgetProps['ui']): SearchOptions | undefined {
  const options = (ui?.[OPTIONS] ?? {}) as Record<string, unknown>;
  const search = options.search as Record<string, unknown> | undefined;
  if (typeof search?.query !== 'string') return undefined;
  const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
  const value = text(search.value, '');
  return {
    query: search.query,
    param: text(search.param, 'searchText'),
    value,
    label: text(search.label, value),
  };
}

/** Shortest search text sent. */
const MIN_SEARCH = 2;

function Search({
  id,
  search,
  options,
  chosen,
  onAdd,
}: {
  id: string;
  search: SearchOptions;
  options: WidgetOption[];
  chosen: unknown[];
  onAdd: (value: unknown) => void;
}) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const settled = useDebounced(text.trim(), 300, '');
  const active = settled.length >= MIN_SEARCH;
  const params = active ? { [search.param]: settled } : null;
  const result = useQuery(search.query as QueryName, params as never);
  const found = active && Array.isArray(result.data) ? (result.data as unknown[]) : [];
  // Only what the field offers can be added (the core refuses anything else).
  const matches = options.filter((option) =>
    found.some((item) => Object.is(getPath(item, search.value), option.value)),
  );
  const announce = !active
    ? ''
    : result.isLoading
      ? intl.formatMessage({ id: 'wizard.search.loading' })
      : intl.formatMessage({ id: 'wizard.search.count' }, { count: matches.length });
  return (
    <div className={styles.search}>
      <label htmlFor={`${id}-search`} className={wizard.label}>
        {intl.formatMessage({ id: 'wizard.search.label' })}
      </label>
      <Input
        id={`${id}-search`}
        type="search"
        autoComplete="off"
        value={text}
        aria-describedby={`${id}-search-status`}
        onChange={(event) => setText(event.target.value)}
      />
      <p id={`${id}-search-status`} aria-live="polite">
        {announce}
      </p>
      {matches.length > 0 && (
        <ul
          className={styles.results}
          aria-label={intl.formatMessage({ id: 'wizard.search.results' })}
        >
          {matches.map((option) => {
            const added = chosen.some((value) => Object.is(value, option.value));
            return (
              <li key={String(option.value)}>
                <button
                  className={`${styles.lineButton} ${styles.resultAdd}`}
                  type="button"
                  aria-disabled={added}
                  onClick={() => {
                    if (!added) onAdd(option.value);
                  }}
                >
                  {intl.formatMessage(
                    { id: added ? 'wizard.search.added' : 'wizard.search.add' },
                    { label: option.label },
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function CheckboxesWidget({
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
  const chosen = Array.isArray(value) ? value : [];
  const search = searchOptions(ui);
  const toggle = (option: unknown, on: boolean) => {
    const rest = chosen.filter((item) => !Object.is(item, option));
    // Keep the options' order, so the answer does not depend on the order of clicking.
    const next = on
      ? options.map((o) => o.value).filter((v) => Object.is(v, option) || rest.includes(v))
      : rest;
    onChange(next.length > 0 ? next : undefined);
  };
  return (
    <fieldset className={wizard.fieldset} aria-describedby={describedBy} aria-invalid={invalid}>
      <legend className={wizard.legend}>{label}</legend>
      {search && (
        <Search
          id={id}
          search={search}
          options={options}
          chosen={chosen}
          onAdd={(option) => toggle(option, true)}
        />
      )}
      {options.map((option, index) => (
        <ChoiceRow key={String(option.value)}>
          <input
            type="checkbox"
            id={optionId(id, index)}
            name={name}
            value={String(option.value)}
            checked={chosen.some((item) => Object.is(item, option.value))}
            onChange={(event) => toggle(option.value, event.target.checked)}
            onBlur={onBlur}
          />
          <label htmlFor={optionId(id, index)}>{option.label}</label>
        </ChoiceRow>
      ))}
    </fieldset>
  );
}

export const checkboxesWidget: WidgetDefinition = {
  name: 'checkboxes',
  rank: (schema) => {
    const items = schema.items as Record<string, unknown> | undefined;
    return schema.type === 'array' && (Array.isArray(items?.oneOf) || Array.isArray(items?.enum))
      ? 5
      : -1;
  },
  frame: 'self',
  focusId: (id) => optionId(id, 0),
  commits: true,
  uiKeys: [OPTIONS],
  component: CheckboxesWidget,
};
