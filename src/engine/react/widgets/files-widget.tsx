/**
 * `files`: documents to send with a form (spec section 5). A real `<input type="file">` behind a
 * button-styled label; every chosen file is read into `{ name, size, type, content }` (base64)
 * and added to the list, which shows name, size and a remove button per file. The rules (type,
 * total size, duplicate names, at least one) are the core's (`core/fields/files.ts`): a change
 * validates at once, so a refused file gets its message straight away and nothing already added
 * is lost; the file's own line says what is wrong with it.
 */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import {
  ACCEPT,
  fileFieldOptions,
  FILES_WIDGET,
  fileProblems,
  filesOf,
  formatByteLimit,
  MAX_TOTAL_SIZE,
  type FileValue,
} from '../../core/fields/files';
import { Tooltip } from '../../../ui/tooltip';
import type { WidgetDefinition, WidgetProps } from './widget-types';
import wizard from '../wizard.module.css';
import styles from './widgets.module.css';

/** A size as members read it: `850 kB`, `1,2 MB` (in the page's language). */
export function formatFileSize(intl: IntlShape, bytes: number): string {
  if (bytes < 1024 * 1024) return `${intl.formatNumber(Math.max(1, Math.round(bytes / 1024)))} kB`;
  return `${intl.formatNumber(bytes / (1024 * 1024), { maximumFractionDigits: 1 })} MB`;
}

/** A browser `File` as the core's file record (content base64, no data-URL prefix). */
export function readFile(file: File): Promise<FileValue> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      const comma = url.indexOf(',');
      resolve({
        name: file.name,
        size: file.size,
        type: file.type,
        content: comma === -1 ? '' : url.slice(comma + 1),
      });
    };
    reader.onerror = () => reject(reader.error ?? new Error(`Cannot read ${file.name}`));
    reader.readAsDataURL(file);
  });
}

function FilesWidget({
  id,
  name,
  value,
  ui = {},
  required,
  invalid,
  describedBy,
  onChange,
  onBlur,
}: WidgetProps) {
  const intl = useIntl();
  const files = filesOf(value);
  const options = fileFieldOptions(ui);
  const problems = fileProblems(files, options);
  // The list as last rendered, for reads that finish after a later change (an effect keeps it).
  const latest = useRef(files);
  useEffect(() => {
    latest.current = files;
  });
  const input = useRef<HTMLInputElement>(null);
  const [readFailed, setReadFailed] = useState<string>();
  const hintId = `${id}-hint`;

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    if (chosen.length === 0) return;
    const read: FileValue[] = [];
    let failed: string | undefined;
    for (const file of chosen) {
      try {
        read.push(await readFile(file));
      } catch {
        failed ??= file.name;
      }
    }
    setReadFailed(failed);
    if (read.length > 0) onChange([...latest.current, ...read]);
  };

  const remove = (index: number) => {
    const rest = latest.current.filter((_, i) => i !== index);
    setReadFailed(undefined);
    onChange(rest.length > 0 ? rest : undefined);
    input.current?.focus();
  };

  return (
    <div>
      <p className={wizard.help} id={hintId}>
        {intl.formatMessage({ id: 'validation.file.allowedTypes' })}{' '}
        {intl.formatMessage(
          { id: 'wizard.files.maxTotalSize' },
          { size: formatByteLimit(options.maxTotalSize) },
        )}
      </p>
      {/* Spec section 5's hover text, which lists other types than the rule accepts (pdf,
          jpeg, png): shown as the spec words it, the contradiction is in docs/flows/README.md. */}
      <Tooltip text={intl.formatMessage({ id: 'wizard.files.typesTooltip' })}>
        {(tooltipId) => (
          <>
            <input
              className={styles.fileInput}
              ref={input}
              type="file"
              id={id}
              name={name}
              multiple
              accept={options.accept.join(',')}
              aria-required={required || undefined}
              aria-invalid={invalid}
              aria-describedby={[hintId, tooltipId, describedBy].filter(Boolean).join(' ')}
              onChange={(event) => void add(event)}
              onBlur={onBlur}
            />
            <label className={styles.fileAdd} htmlFor={id}>
              {intl.formatMessage({ id: 'wizard.files.add' })}
            </label>
          </>
        )}
      </Tooltip>
      {readFailed && (
        <p className={styles.problem} role="alert">
          {intl.formatMessage({ id: 'wizard.files.readFailed' }, { name: readFailed })}
        </p>
      )}
      {files.length > 0 ? (
        <ul
          className={styles.fileList}
          aria-label={intl.formatMessage({ id: 'wizard.files.added' })}
        >
          {files.map((file, index) => {
            const problem = problems[index];
            return (
              <li className={styles.fileItem} key={`${index}-${file.name}`} data-file={file.name}>
                <span>
                  {file.name} ({formatFileSize(intl, file.size)})
                </span>
                <button
                  className={`${styles.lineButton} ${styles.fileRemove}`}
                  type="button"
                  aria-label={intl.formatMessage(
                    { id: 'wizard.files.remove' },
                    { name: file.name },
                  )}
                  onClick={() => remove(index)}
                >
                  {intl.formatMessage({ id: 'wizard.files.removeShort' })}
                </button>
                {problem && (
                  <span className={styles.problem}>
                    {intl.formatMessage({
                      id: `wizard.files.problem.${problem.slice(problem.lastIndexOf('.') + 1)}`,
                    })}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className={wizard.help}>{intl.formatMessage({ id: 'wizard.files.none' })}</p>
      )}
    </div>
  );
}

export const filesWidget: WidgetDefinition = {
  name: FILES_WIDGET,
  rank: () => -1,
  frame: 'label',
  commits: true,
  uiKeys: [ACCEPT, MAX_TOTAL_SIZE],
  component: FilesWidget,
};
