// Where a JSON pointer lands in a JSON text, so a checker problem (file, pointer, message) is
// underlined at its value in the editor. Uses the editor's own JSON parser (Lezer); a pointer that
// leads nowhere (a missing property) stops at the deepest value it reaches.
import { jsonLanguage } from '@codemirror/lang-json';

type SyntaxNode = ReturnType<typeof jsonLanguage.parser.parse>['topNode'];

/** The values a JSON node holds (properties' values for an object, items for an array). */
const VALUE_TYPES = new Set(['Object', 'Array', 'String', 'Number', 'True', 'False', 'Null']);

function children(node: SyntaxNode): SyntaxNode[] {
  const list: SyntaxNode[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) list.push(child);
  return list;
}

/** The segments of a JSON pointer, unescaped. */
function segments(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** The range of the value at `pointer` in `text` (the whole text for the root). */
export function jsonPointerRange(text: string, pointer: string): { from: number; to: number } {
  const tree = jsonLanguage.parser.parse(text);
  let node: SyntaxNode | null = children(tree.topNode).find((n) => VALUE_TYPES.has(n.name)) ?? null;
  if (!node) return { from: 0, to: Math.min(text.length, 1) };
  for (const segment of segments(pointer)) {
    let next: SyntaxNode | undefined;
    if (node.name === 'Object') {
      const property: SyntaxNode | undefined = children(node).find((child) => {
        const name = child.name === 'Property' ? child.getChild('PropertyName') : null;
        if (!name) return false;
        try {
          return JSON.parse(text.slice(name.from, name.to)) === segment;
        } catch {
          return false;
        }
      });
      next = property ? children(property).find((n) => VALUE_TYPES.has(n.name)) : undefined;
    } else if (node.name === 'Array') {
      next = children(node).filter((n) => VALUE_TYPES.has(n.name))[Number(segment)];
    }
    if (!next) break;
    node = next;
  }
  return { from: node.from, to: node.to };
}
