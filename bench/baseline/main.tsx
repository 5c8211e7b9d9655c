// The hand-written baseline of `npm run bench`: the bench journeys' steps as a member would get
// them from the plainest React page (native inputs, component state, no engine, no MUI, no draft,
// no validation), so our wizard's figures have something to be compared with on any machine. It
// shows what the wizard's step shows, in the wizard's look: the progress list, the step's texts,
// its fields with their help texts, Back and Next, with the portal's own stylesheets; a page
// showing less would time less work than the member waits for. The steps come as JSON
// (scripts/bench-baseline-journey.ts) from `journeys/<flow>.json` beside the page; they carry the
// same data attributes as the portal's wizard, so one driver walks both.
import { StrictMode, memo, useEffect, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
// The wizard's look: the page's base, the wizard's and the buttons' stylesheets, as class names.
import '../../src/app/base.css';
import styles from '../../src/engine/react/wizard.module.css';
import buttons from '../../src/ui/button/button.module.css';
import chrome from '../../src/ui/layout/chrome.module.css';
import hidden from '../../src/ui/visually-hidden.module.css';
import type {
  BaselineField,
  BaselineJourney,
  BaselineStep,
} from '../../scripts/bench-baseline-journey';

type Answers = Record<string, Record<string, unknown>>;

function Field({
  stepId,
  field,
  value,
  onChange,
}: {
  stepId: string;
  field: BaselineField;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  const id = `${stepId}-${field.name}`;
  const help = field.help && (
    <p id={`${id}-help`} className={styles.help}>
      {field.help}
    </p>
  );
  const describedBy = field.help ? `${id}-help` : undefined;
  if (field.widget === 'radio')
    return (
      <div className={styles.field} data-field={`wizard-${id}`}>
        <fieldset className={styles.fieldset} aria-describedby={describedBy}>
          <legend className={styles.legend}>{field.label}</legend>
          {help}
          {field.options.map((option, index) => (
            <div className={styles.choice} key={option.value}>
              <input
                type="radio"
                id={`${id}-${index}`}
                name={id}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
              />
              <label htmlFor={`${id}-${index}`}>{option.label}</label>
            </div>
          ))}
        </fieldset>
      </div>
    );
  if (field.widget === 'checkbox')
    return (
      <div className={styles.field} data-field={`wizard-${id}`}>
        <label className={styles.choice}>
          <input
            type="checkbox"
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
          />
          {field.label}
        </label>
        {help}
      </div>
    );
  if (field.widget === 'files')
    return (
      <div className={styles.field} data-field={`wizard-${id}`}>
        <label htmlFor={id} className={styles.label}>
          {field.label}
        </label>
        {help}
        <input id={id} type="file" multiple aria-describedby={describedBy} />
      </div>
    );
  return (
    <div className={styles.field} data-field={`wizard-${id}`}>
      <label htmlFor={id} className={styles.label}>
        {field.label}
      </label>
      {help}
      <input
        id={id}
        className={`${styles.control} ${styles.input}`}
        type="text"
        aria-describedby={describedBy}
        inputMode={
          field.widget === 'number' ? 'decimal' : field.widget === 'date' ? 'numeric' : undefined
        }
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

function Step({
  step,
  answers,
  all,
  onAnswer,
}: {
  step: BaselineStep;
  answers: Record<string, unknown>;
  all: Answers;
  onAnswer: (name: string, value: unknown) => void;
}) {
  // A field the flow shows on a condition appears once the step has an answer, as the fixtures'
  // conditions are met by the step's first answer.
  const answered = Object.values(answers).some((value) => value !== '' && value !== undefined);
  return (
    <>
      <h2 className={styles.heading}>{step.title}</h2>
      {step.texts.map((text, index) => (
        <p key={index} className={styles.textBlock}>
          {text}
        </p>
      ))}
      {step.kind === 'summary' && (
        <dl>
          {Object.entries(all).flatMap(([stepId, values]) =>
            Object.entries(values).map(([name, value]) => (
              <div key={`${stepId}-${name}`}>
                <dt>{name}</dt>
                <dd>{String(value)}</dd>
              </div>
            )),
          )}
        </dl>
      )}
      {step.fields
        .filter((field) => !field.conditional || answered)
        .map((field) => (
          <Field
            key={field.name}
            stepId={step.id}
            field={field}
            value={answers[field.name]}
            onChange={(value) => onAnswer(field.name, value)}
          />
        ))}
    </>
  );
}

/** "Step x of y" and the journey's steps, as the wizard shows its progress. */
const Progress = memo(function Progress({
  journey,
  index,
}: {
  journey: BaselineJourney;
  index: number;
}) {
  const { count, label, done } = journey.progress;
  return (
    <nav aria-label={label} className={styles.progress}>
      <p className={styles.progressCount}>
        {count
          .replace('{current}', String(index + 1))
          .replace('{total}', String(journey.steps.length))}
      </p>
      <ol className={styles.progressSteps}>
        {journey.steps.map((step, position) => (
          <li
            key={step.id}
            data-status={position < index ? 'done' : position === index ? 'current' : 'todo'}
            aria-current={position === index ? 'step' : undefined}
          >
            {step.title}
            {position < index && <span className={hidden.hidden}> {done}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
});

function Wizard({ journey }: { journey: BaselineJourney }) {
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Answers>({});
  const step = journey.steps[index]!;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIndex((current) => Math.min(current + 1, journey.steps.length - 1));
  };
  return (
    <main className={`${chrome.main} ${chrome.container}`}>
      <h1 className={styles.title}>{journey.title}</h1>
      <Progress journey={journey} index={index} />
      <form data-testid="wizard" data-step={step.id} noValidate onSubmit={submit}>
        <Step
          key={step.id}
          step={step}
          answers={answers[step.id] ?? {}}
          all={answers}
          onAnswer={(name, value) =>
            setAnswers((current) => ({
              ...current,
              [step.id]: { ...current[step.id], [name]: value },
            }))
          }
        />
        <div className={styles.actions}>
          {index > 0 && (
            <button
              type="button"
              className={`${buttons.button} ${buttons.secondary}`}
              onClick={() => setIndex((current) => current - 1)}
            >
              {journey.back}
            </button>
          )}
          <button type="submit" className={`${buttons.button} ${buttons.primary}`}>
            {journey.next}
          </button>
        </div>
      </form>
    </main>
  );
}

function App() {
  const [journey, setJourney] = useState<BaselineJourney>();
  useEffect(() => {
    const flow = new URLSearchParams(location.search).get('journey');
    void fetch(`/journeys/${flow}.json`)
      .then((response) => response.json())
      .then(setJourney);
  }, []);
  return journey ? <Wizard journey={journey} /> : null;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
