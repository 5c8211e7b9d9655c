// The contact form's write. Spec section 7 names no call for it, so the stub offers
// `POST /plexus/contactFormCommand`: it checks the body as the portal's form does, and the
// member's inbox gets a confirmation listing the attachments (the next read shows it).
import type { Hono } from 'hono';
import { addMessage } from '../state/inbox';
import { asRecord, isProblem, missing, pensionFromBody } from './body';
import type { ApiDeps, ApiEnv } from './env';
import { filesFromBody } from './files-body';
import { accepted, badRequest } from './respond';

/** The subjects the contact form offers. */
export const contactSubjects = ['question', 'changeDetails', 'returnForm', 'complaint', 'other'];

/** Longest message the form takes. */
export const MAX_MESSAGE_LENGTH = 2000;

// Spec section 5: local part, @, domain, top-level domain of 2 to 4 letters.
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,4}$/;

/** Adds `POST /plexus/contactFormCommand`. */
export function registerContact(app: Hono<ApiEnv>, { ids }: ApiDeps): void {
  app.post('/plexus/contactformcommand', (c) => {
    const body = asRecord(c.get('body'));
    const pension = pensionFromBody(c.get('persona'), body);
    if (isProblem(pension)) return badRequest(c, pension.field, pension.message);
    const problem = missing(body, 'subject', 'message', 'emailAddress');
    if (problem) return badRequest(c, problem.field, problem.message);
    const subject = String(body.subject);
    if (!contactSubjects.includes(subject))
      return badRequest(c, 'subject', `subject must be one of ${contactSubjects.join(', ')}`);
    if (typeof body.message !== 'string' || body.message.trim() === '')
      return badRequest(c, 'message', 'message is required');
    if (body.message.length > MAX_MESSAGE_LENGTH)
      return badRequest(c, 'message', `message is longer than ${MAX_MESSAGE_LENGTH} characters`);
    if (typeof body.emailAddress !== 'string' || !EMAIL.test(body.emailAddress.trim()))
      return badRequest(c, 'emailAddress', 'emailAddress is not a valid e-mail address');
    const files = filesFromBody(body.attachments, 'attachments', subject === 'returnForm');
    if (isProblem(files)) return badRequest(c, files.field, files.message);
    const attached =
      files.length > 0
        ? `\n\nMeegestuurde bestanden: ${files.map((file) => file.name).join(', ')}.`
        : '';
    addMessage(pension, ids, {
      subject: 'Wij hebben uw bericht ontvangen',
      category: { code: 'CONTACT', description: 'Contact' },
      body: `Beste deelnemer,\n\nBedankt voor uw bericht. Wij antwoorden binnen 5 werkdagen via ${body.emailAddress.trim()}.${attached}\n\nMet vriendelijke groet,\na.s.r. Pensioenen`,
    });
    return accepted(c, ids.next('CMD'), { attachmentCount: files.length });
  });
}
