// Sends one write from a page through the command client, with the page's busy and done state.
// Read-only sessions are refused by the client (which opens the read-only modal); any other
// failure opens the save-failed modal of spec section 8.
import { useCallback, useState } from 'react';
import { ApiError, ReadOnlyRefusedError } from '../../api/api-error';
import { sendCommand } from '../../api/commands/send-command';
import type { CommandName, CommandParams } from '../../api/commands/command-registry';
import { MissingTokenError } from '../../api/errors/token-rule';
import { useModals } from '../../ui/modals/modal-store';
import { SaveFailedModal } from '../../ui/modals/save-failed-modal';

export type CommandState = 'idle' | 'busy' | 'done' | 'failed';

/** Failures the portal already told the user about (modal, redirect or sign-in). */
function alreadyHandled(error: unknown): boolean {
  return (
    error instanceof ReadOnlyRefusedError ||
    error instanceof MissingTokenError ||
    (error instanceof ApiError && error.effect.kind !== 'none')
  );
}

export function useCommand<N extends CommandName>(name: N) {
  const modals = useModals();
  const [state, setState] = useState<CommandState>('idle');
  const send = useCallback(
    async (params: CommandParams<N>, body: unknown): Promise<boolean> => {
      setState('busy');
      try {
        await sendCommand(name, params, body);
        setState('done');
        return true;
      } catch (error) {
        setState('failed');
        if (!alreadyHandled(error)) modals.open(SaveFailedModal, {});
        return false;
      }
    },
    [modals, name],
  );
  return { state, send };
}
