// "Save as fixture" under the preview's last step: the journey just walked, written through the
// dev server's file endpoint as tests/fixtures/flows/<flow>/<name>.json, which the endpoint checks
// against the fixture schema. Never overwrites: a name already taken is refused as a conflict.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { FIXTURES_FOLDER } from '../../../../../scripts/studio-file-path';
import type { FlowContext, FlowDefinition } from '../../../../engine/core';
import { journeyFixture } from './journey-fixture';
import { saveFiles, type SaveResult } from './studio-files';

export interface SaveFixtureProps {
  /** The flow walked. */
  flow: FlowDefinition;
  /** The context at the last step. */
  context: FlowContext;
  /** The stub persona walked as. */
  persona: string;
}

/** The form that saves the walked journey as a fixture. */
export function SaveFixture({ flow, context, persona }: SaveFixtureProps) {
  const id = useId();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [result, setResult] = useState<{ path: string; outcome: SaveResult } | null>(null);
  const path = `${FIXTURES_FOLDER}/${flow.id}/${name.trim()}.json`;

  const save = async () => {
    const fixture = journeyFixture(flow, context, { persona, description: description.trim() });
    const outcome = await saveFiles([
      { path, content: `${JSON.stringify(fixture, null, 2)}\n`, baseHash: null },
    ]);
    setResult({ path, outcome });
  };

  return (
    <Box
      component="form"
      data-testid="save-fixture"
      sx={{ mt: 3 }}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Typography component="h3" variant="h6">
        <FormattedMessage id="studio.edit.fixture.title" />
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end', my: 1 }}>
        <div>
          <label htmlFor={`${id}-name`} style={{ display: 'block', fontWeight: 600 }}>
            <FormattedMessage id="studio.edit.fixture.name" />
          </label>
          <input
            id={`${id}-name`}
            value={name}
            required
            pattern="[a-z0-9-]+"
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-description`} style={{ display: 'block', fontWeight: 600 }}>
            <FormattedMessage id="studio.edit.fixture.description" />
          </label>
          <input
            id={`${id}-description`}
            value={description}
            required
            size={50}
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>
        <Button type="submit" variant="outlined">
          <FormattedMessage id="studio.edit.fixture.save" />
        </Button>
      </Box>
      {result?.outcome.kind === 'saved' && (
        <Typography role="status">
          <FormattedMessage
            id="studio.edit.fixture.saved"
            values={{
              path: <code>{result.path}</code>,
              command: <code>{`npm run fixtures -- ${flow.id} ${name.trim()}`}</code>,
            }}
          />
        </Typography>
      )}
      {result && result.outcome.kind !== 'saved' && (
        <Box role="alert">
          <Typography>
            <FormattedMessage
              id={`studio.edit.${result.outcome.kind}`}
              values={{ message: result.outcome.message }}
            />
          </Typography>
          {result.outcome.kind === 'refused' && (
            <ul>
              {result.outcome.problems.map((line) => (
                <li key={line}>
                  <code>{line}</code>
                </li>
              ))}
            </ul>
          )}
        </Box>
      )}
    </Box>
  );
}
