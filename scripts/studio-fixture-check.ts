/**
 * What the studio's save endpoint checks in a recorded journey before writing it: that it sits in
 * the folder of a flow that exists (`tests/fixtures/flows/<flow>/<name>.json`, a plain name) and is
 * a valid fixture (tests/fixtures/flows/fixture.schema.json, the schema the replay checks too).
 */
import { describeErrors } from '../src/engine/core/flow/describe-errors';
import { createAjv } from '../src/engine/core/validation/create-ajv';
import { readTreeJson, type SourceTree } from './source-tree';
import { FIXTURES_FOLDER } from './studio-file-path';

/** True for a path in the fixtures folder. */
export const isFixturePath = (path: string) => path.startsWith(`${FIXTURES_FOLDER}/`);

/** The problems of the fixture at `path` in `tree`, as `path pointer: message` lines. */
export function fixtureProblems(tree: SourceTree, path: string): string[] {
  const match = /^tests\/fixtures\/flows\/([a-z0-9-]+)\/([a-z0-9-]+)\.json$/.exec(path);
  if (!match)
    return [
      `${path} /: a fixture is ${FIXTURES_FOLDER}/<flow>/<name>.json, the name in a-z, 0-9, -`,
    ];
  if (tree.read(`flows/${match[1]}.flow.json`) === undefined)
    return [`${path} /: there is no flow ${match[1]} (flows/${match[1]}.flow.json)`];
  const schema = readTreeJson(tree, `${FIXTURES_FOLDER}/fixture.schema.json`);
  const fixture = readTreeJson(tree, path);
  if (!schema.ok) return [`${FIXTURES_FOLDER}/fixture.schema.json /: ${schema.error}`];
  if (!fixture.ok) return [`${path} /: is not valid JSON: ${fixture.error}`];
  const validate = createAjv().compile(schema.value as Record<string, unknown>);
  if (validate(fixture.value)) return [];
  return describeErrors(validate.errors ?? []).map(
    ({ path: pointer, message }) => `${path} ${pointer || '/'}: ${message}`,
  );
}
