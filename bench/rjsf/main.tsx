// The peer page of `npm run bench`: the first step of a bench journey as react-jsonschema-form 6
// with its MUI theme renders it, to compare our load → first step painted and our wizard route's
// script with. It loads as a peer page would after sign-in: the step (our schema and ui schema in
// Dutch, scripts/bench-rjsf-step.ts) and the flow's data (the stub's answers to the flow's queries
// for the journey's member) are fetched side by side, and the step is shown once both are there.
// The form's wrapper carries `data-testid="wizard"` and `data-step`, which the bench's probe waits
// for (scripts/bench-probes.js).
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { withTheme } from '@rjsf/core';
import { Theme } from '@rjsf/mui';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { formatMessage, valuesFrom } from '../../scripts/bench-rjsf-message';
import type { RjsfContent, RjsfStep } from '../../scripts/bench-rjsf-step';

/** RJSF's form with its MUI theme (what `@rjsf/mui`'s default export is). */
const Form = withTheme(Theme);

function Content({ item, data }: { item: RjsfContent; data: unknown }) {
  if (item.type === 'text') return <p>{formatMessage(item.text, valuesFrom(item.values, data))}</p>;
  if (item.type === 'list')
    return (
      <ul>
        {item.items.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    );
  return (
    <details>
      <summary>{item.title}</summary>
      {item.items.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </details>
  );
}

function Step({ step, data }: { step: RjsfStep; data: unknown }) {
  const [formData, setFormData] = useState<unknown>({});
  return (
    <main>
      <h1>{step.flowTitle}</h1>
      <div data-testid="wizard" data-step={step.stepId}>
        <h2>{step.title}</h2>
        {step.content.map((item, index) => (
          <Content key={index} item={item} data={data} />
        ))}
        <Form
          schema={step.schema as RJSFSchema}
          uiSchema={step.uiSchema as UiSchema}
          validator={validator}
          formData={formData}
          onChange={(event) => setFormData(event.formData)}
          noHtml5Validate
        />
      </div>
    </main>
  );
}

function App() {
  const [loaded, setLoaded] = useState<{ step: RjsfStep; data: unknown }>();
  useEffect(() => {
    const flow = new URLSearchParams(location.search).get('journey');
    const json = (path: string) => fetch(path).then((response) => response.json());
    void Promise.all([json(`/steps/${flow}.json`), json(`/data/${flow}.json`)]).then(
      ([step, data]) => setLoaded({ step: step as RjsfStep, data }),
    );
  }, []);
  return loaded ? <Step step={loaded.step} data={loaded.data} /> : null;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
