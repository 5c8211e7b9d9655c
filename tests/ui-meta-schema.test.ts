// The step ui meta-schema accepts exactly the ui keys something reads (src/engine/react/ui-keys.ts):
// a key accepted that nothing reads would let an editor write a setting that silently does
// nothing; a key read but not accepted could not be written.
import uiMetaSchema from '../schemas/meta/ui.schema.json';
import { uiKeysRead } from '../src/engine/react/ui-keys';
import { widgets } from '../src/engine/react/widgets';

const uiKeys = (properties: Record<string, unknown>) =>
  Object.keys(properties)
    .filter((key) => key.startsWith('ui:'))
    .sort();

test("a step's ui schema: the keys accepted are the keys read", () => {
  expect(uiKeys(uiMetaSchema.properties)).toEqual(uiKeysRead.step);
});

test("a field's ui entry: the keys accepted are the keys read", () => {
  expect(uiKeys(uiMetaSchema.$defs.field.properties)).toEqual(uiKeysRead.field);
});

test('ui:widget accepts exactly the names of the widget registry', () => {
  expect([...uiMetaSchema.$defs.field.properties['ui:widget'].enum].sort()).toEqual(
    widgets.map((widget) => widget.name).sort(),
  );
});
