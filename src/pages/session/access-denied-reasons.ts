// Reason codes of access denied (spec section 4) and the message id explaining each.
import { defineMessages } from 'react-intl';

export const reasonMessages = defineMessages({
  BPP: { id: 'page.accessDenied.reason.BPP' },
  URM: { id: 'page.accessDenied.reason.URM' },
  PNA: { id: 'page.accessDenied.reason.PNA' },
  POH: { id: 'page.accessDenied.reason.POH' },
  DIS: { id: 'page.accessDenied.reason.DIS' },
  RET: { id: 'page.accessDenied.reason.RET' },
  END: { id: 'page.accessDenied.reason.END' },
  'LPA.CLO': { id: 'page.accessDenied.reason.LPA.CLO' },
  'LPA.RET': { id: 'page.accessDenied.reason.LPA.RET' },
  'LPA.DIS': { id: 'page.accessDenied.reason.LPA.DIS' },
  PHOL: { id: 'page.accessDenied.reason.PHOL' },
  DEC: { id: 'page.accessDenied.reason.DEC' },
  SPL: { id: 'page.accessDenied.reason.SPL' },
  none: { id: 'page.accessDenied.reason.none' },
});

export type ReasonCode = Exclude<keyof typeof reasonMessages, 'none'>;

/** The known reason codes. */
export const reasonCodes = Object.keys(reasonMessages).filter(
  (code) => code !== 'none',
) as ReasonCode[];

/** The message of a code; unknown or missing codes get the general text. */
export function reasonMessage(code: string | undefined) {
  return code && code in reasonMessages && code !== 'none'
    ? reasonMessages[code as ReasonCode]
    : reasonMessages.none;
}
