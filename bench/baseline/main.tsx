// The hand-written baseline of `npm run bench`: the bench journeys' steps as a member would get
// them from the plainest React page (native inputs, component state, no engine, no MUI, no draft,
// no validation), so our wizard's figures have something to be compared with on any machine. The
// steps come as JSON (scripts/bench-baseline-journey.ts) from `journeys/<flow>.json` beside the
// page; they carry the same data attributes as the portal's wizard, so one driver walks both.
import { StrictMode, useEffect, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
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
  if (field.widget === 'radio')
    return (
      <fieldset data-field={`wizard-${id}`}>
        <legend>{field.label}</legend>
        {field.options.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name={id}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
    );
  if (field.widget === 'checkbox')
    return (
      <div data-field={`wizard-${id}`}>
        <label>
          <input
            type="checkbox"
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
          />
          {field.label}
        </label>
      </div>
    );
  if (field.widget === 'files')
    return (
      <div data-field={`wizard-${id}`}>
        <label htmlFor={id}>{field.label}</label>
        <input id={id} type="file" multiple />
      </div>
    );
  return (
    <div data-field={`wizard-${id}`}>
      <label htmlFor={id}>{field.label}</label>
      <input
        id={id}
        type="text"
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
      <h2>{step.title}</h2>
      {step.texts.map((text, index) => (
        <p key={index}>{text}</p>
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

function Wizard({ journey }: { journey: BaselineJourney }) {
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Answers>({});
  const step = journey.steps[index]!;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIndex((current) => Math.min(current + 1, journey.steps.length - 1));
  };
  return (
    <main>
      <h1>{journey.title}</h1>
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
        <button type="submit">{journey.next}</button>
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
