// The inbox (spec section 7, messagebox). The list leaves out message bodies; opening a message
// marks it Gelezen, except when an advisor or staff member looks (read-only impersonation).
import type { Hono } from 'hono';
import type { ApiEnv } from './env';
import { notFound, withPension } from './respond';

/** Adds `GET /messagebox/messages/{policyId}` and `GET /messagebox/message/{id}`. */
export function registerMessagebox(app: Hono<ApiEnv>): void {
  app.get(
    '/messagebox/messages/:id',
    withPension((c, pension) =>
      c.json(pension.messages.map(({ body: _body, ...summary }) => summary)),
    ),
  );
  app.get('/messagebox/message/:id', (c) => {
    const id = c.req.param('id');
    for (const pension of c.get('persona').pensions) {
      const message = pension.messages.find((m) => m.id.toLowerCase() === id.toLowerCase());
      if (!message) continue;
      if (c.get('identity').kind === 'member') message.status = 'Gelezen';
      return c.json({ ...message, policyId: pension.policyId });
    }
    return notFound(c, `Message ${id} not found`);
  });
}
