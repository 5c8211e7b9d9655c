// Body of `POST /plexus/contactFormCommand` (not in spec section 7: the contact form's stub):
// subject, message, the address to answer and attachments.
import * as v from 'valibot';
import { defineBody } from './body-spec';
import { email, files, oneOf, policyId, text } from './fields';
import { refine, rule } from './rules';

/** The subjects the contact form offers. */
export const contactSubjects = ['question', 'changeDetails', 'returnForm', 'complaint', 'other'];

/** Longest message the form takes. */
export const MAX_MESSAGE_LENGTH = 2000;

/**
 * `{ policyId, subject, message (≤ 2000), emailAddress, attachments? }`; at least one attachment
 * to return a form.
 */
export const contactFormBody = defineBody({
  method: 'POST',
  path: '/plexus/contactformcommand',
  schema: (context) =>
    refine(
      v.looseObject({
        policyId: policyId(context),
        subject: oneOf(contactSubjects),
        message: v.pipe(
          text(),
          rule<string>(
            'INVALID_VALUE',
            (message) => message.length <= MAX_MESSAGE_LENGTH,
            `{field} is longer than ${MAX_MESSAGE_LENGTH} characters`,
          ),
        ),
        emailAddress: email(),
        attachments: v.nullish(files()),
      }),
      (body, refuse) => {
        if (body.subject === 'returnForm' && !body.attachments?.length)
          refuse(['attachments'], 'REQUIRED', 'At least one file is required to return a form');
      },
    ),
});
