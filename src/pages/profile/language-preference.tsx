// The member's communication language (letters and e-mails), changed with updatePersonCommand.
// The portal's own language is a separate switch in the profile menu.
import Box from '@mui/material/Box';
import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../ui/button/button';
import { CodeLabel } from '../shared/code-label';
import type { PersonInfo } from '../shared/data/person';
import { RadioGroup } from '../shared/form-fields';
import type { CommandState } from '../shared/use-command';

const LANGUAGES = ['nl', 'en'] as const;

export interface LanguagePreferenceProps {
  info: PersonInfo;
  /** The page's updatePersonCommand: saving reloads the person, which remounts this form. */
  state: CommandState;
  send: (params: Record<string, never>, body: unknown) => Promise<boolean>;
}

export function LanguagePreference({ info, state, send }: LanguagePreferenceProps) {
  const [choice, setChoice] = useState(info.language ?? 'nl');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(
      {},
      {
        personId: info.person.personId,
        contactDetails: { communicationLanguagePreference: { code: choice } },
      },
    );
  };
  return (
    <Box component="form" onSubmit={submit} noValidate data-testid="language-form">
      <RadioGroup
        legend={<FormattedMessage id="page.profile.language.legend" />}
        value={choice}
        onChange={setChoice}
        options={LANGUAGES.map((code) => ({
          value: code,
          label: <CodeLabel kind="language" code={code} />,
        }))}
      />
      <Button type="submit" loading={state === 'busy'}>
        <FormattedMessage id="page.profile.language.save" />
      </Button>
    </Box>
  );
}
