/** `text`: a single-line text input, the fallback for any string field. */
import { TypedInput } from './typed-input';
import { showPlain } from './use-typed-text';
import type { WidgetDefinition, WidgetProps } from './widget-types';

const parseText = (text: string) => (text === '' ? undefined : text);

function TextWidget(props: WidgetProps) {
  return <TypedInput {...props} show={showPlain} parse={parseText} />;
}

export const textWidget: WidgetDefinition = {
  name: 'text',
  rank: () => 0,
  frame: 'label',
  component: TextWidget,
};
