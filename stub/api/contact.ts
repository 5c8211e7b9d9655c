// The contact form's write. Spec section 7 names no call for it, so the stub offers
// `POST /plexus/contactFormCommand`: its body is checked as the portal's form checks it
// (bodies/contact-form-command.ts), and the member's inbox gets a confirmation listing the
// attachments (the next read shows it).
import type { Hono } from 'hono';
import type { Pension } from '../personas/types';
import { addMessage } from '../state/inbox';
import { contactFormBody } from './bodies/contact-form-command';
import { onWrite } from './bodies/on-write';
import type { ApiDeps, ApiEnv } from './env';
import { accepted, findPension } from './respond';

/** Adds `POST /plexus/contactFormCommand`. */
export function registerContact(app: Hono<ApiEnv>, { ids }: ApiDeps): void {
  onWrite(app, contactFormBody, (c, body) => {
    const pension = findPension(c.get('persona'), body.policyId) as Pension;
    const files = body.attachments ?? [];
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
