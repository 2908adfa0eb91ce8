// A small XML reader for VAST documents: elements, attributes, text, CDATA, comments and the XML
// declaration, with the predefined and numeric entities. It runs the same in the browser and in
// vitest's node environment (which has no DOMParser), so the VAST parser is one code path, tested
// as the player runs it. Not a validating parser: a document it cannot read gives null.

export interface XmlElement {
  /** The tag name without its namespace prefix (VAST is read by local names). */
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** The element's own text and CDATA, concatenated (children's text excluded). */
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[ref] ?? whole;
  });
}

/** A start tag, matched where it stands (sticky), so reading stays linear in the document's length. */
const START_TAG = /<([A-Za-z_][\w.:-]*)((?:\s+[\w.:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;

const localName = (qname: string) => qname.slice(qname.indexOf(':') + 1);

/** The document's root element, or null when the text is not well-formed enough to read. */
export function readXml(source: string): XmlElement | null {
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let i = 0;
  const n = source.length;
  while (i < n) {
    const lt = source.indexOf('<', i);
    const textEnd = lt === -1 ? n : lt;
    if (textEnd > i && stack.length) stack[stack.length - 1]!.text += decode(source.slice(i, textEnd));
    if (lt === -1) break;
    if (source.startsWith('<!--', lt)) {
      const end = source.indexOf('-->', lt + 4);
      if (end === -1) return null;
      i = end + 3;
    } else if (source.startsWith('<![CDATA[', lt)) {
      const end = source.indexOf(']]>', lt + 9);
      if (end === -1) return null;
      if (stack.length) stack[stack.length - 1]!.text += source.slice(lt + 9, end);
      i = end + 3;
    } else if (source.startsWith('<?', lt) || source.startsWith('<!', lt)) {
      const end = source.indexOf('>', lt);
      if (end === -1) return null;
      i = end + 1;
    } else if (source[lt + 1] === '/') {
      const end = source.indexOf('>', lt);
      if (end === -1) return null;
      const name = localName(source.slice(lt + 2, end).trim());
      const open = stack.pop();
      if (!open || open.name !== name) return null;
      i = end + 1;
    } else {
      START_TAG.lastIndex = lt;
      const tag = START_TAG.exec(source);
      if (!tag) return null;
      const element: XmlElement = { name: localName(tag[1]!), attrs: {}, children: [], text: '' };
      for (const a of tag[2]!.matchAll(/([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) element.attrs[a[1]!] = decode(a[2] ?? a[3] ?? '');
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(element);
      else if (root) return null;
      else root = element;
      if (!tag[3]) stack.push(element);
      i = lt + tag[0].length;
    }
  }
  return stack.length === 0 ? root : null;
}

/** The first child named `name`, if any. */
export function child(el: XmlElement | undefined, name: string): XmlElement | undefined {
  return el?.children.find((c) => c.name === name);
}

/** Every descendant named `name`, in document order. */
export function descendants(el: XmlElement | undefined, name: string): XmlElement[] {
  if (!el) return [];
  return el.children.flatMap((c) => [...(c.name === name ? [c] : []), ...descendants(c, name)]);
}
