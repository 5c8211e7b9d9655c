// @vitest-environment node
// Across all flow files: each wizard has its own route, success route and analytics task id
// (spec section 9 names 38, 39, 40 and 42; the value transfer request and its approval
// declaration are one self-service task, 40). Flows that the spec gives no id carry none, rather
// than an invented one.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const flows = readdirSync(join(root, 'flows'))
  .filter((name) => name.endsWith('.flow.json'))
  .map(
    (name) =>
      JSON.parse(readFileSync(join(root, 'flows', name), 'utf8')) as {
        id: string;
        route: string;
        successRoute: string;
        selfServiceTaskId?: number;
      },
  );

/** Task ids that spec section 9 fixes, and the flows that share one task. */
const SPEC_TASK_IDS: Record<string, number> = {
  'pension-age': 42,
  'extra-deposit': 39,
  'investment-choice': 38,
  'value-transfer': 40,
  'value-transfer-approval': 40,
};

describe('the flow catalogue', () => {
  it('has flows', () => {
    expect(flows.length).toBeGreaterThan(2);
  });

  it('gives every flow its own route and success route', () => {
    const routes = flows.flatMap((flow) => [flow.route, flow.successRoute]);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('uses the task ids of spec section 9', () => {
    for (const [id, task] of Object.entries(SPEC_TASK_IDS)) {
      expect(flows.find((flow) => flow.id === id)?.selfServiceTaskId, id).toBe(task);
    }
  });

  it('gives no other flow a task id: the spec names none for them', () => {
    const others = flows.filter((flow) => !(flow.id in SPEC_TASK_IDS));
    expect(others.length).toBeGreaterThan(0);
    for (const flow of others) expect(flow.selfServiceTaskId, flow.id).toBeUndefined();
  });
});
