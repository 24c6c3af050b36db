/**
 * For the commerce contract tests: turns an XML reply (parsed by the sandbox's `parseXml`) back into
 * the JSON shape, so the same wire schemas check both forms. List wrappers become arrays whatever
 * their item element is called; namespace attributes are dropped; values stay the strings the XML
 * carries (the response schemas accept numbers, booleans and enums as text, as the client must).
 */
type Node = unknown;

/** The list elements of the commerce replies (quotes, receipts, histories, templates, shipping options). */
export const commerceLists: ReadonlySet<string> = new Set([
  'LineItemDetails',
  'RecipientDetails',
  'OfferingDetails',
  'Details',
  'DiscountDetails',
  'Recipients',
  'LineItems',
  'Offerings',
  'Discounts',
  'RecipientShippedPackages',
  'AvailableDeliveryOptionsPerRecipient',
  'DeliveryOptionQuotes',
  'SpecialInstructionCodes',
  'DiscountCodes',
  'ItemCustomFieldValues',
]);

function isObject(value: Node): value is Record<string, Node> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function xmlToWire(node: Node, lists: ReadonlySet<string>, key = ''): Node {
  if (lists.has(key)) {
    if (node === '' || node === undefined) return [];
    if (!isObject(node)) throw new Error(`${key}: expected a list wrapper element`);
    const children = Object.entries(node).filter(([name]) => !name.startsWith('@'));
    if (children.length !== 1) {
      throw new Error(
        `${key}: expected one kind of item element, got ${children.map(([n]) => n).join(', ')}`,
      );
    }
    const items = children[0]![1];
    return (Array.isArray(items) ? items : [items]).map((item) => xmlToWire(item, lists));
  }
  if (!isObject(node)) return node;
  const out: Record<string, Node> = {};
  for (const [name, value] of Object.entries(node)) {
    if (!name.startsWith('@')) out[name] = xmlToWire(value, lists, name);
  }
  return out;
}

/** The root element of a parsed reply, with its default namespace. */
export function xmlRoot(
  parsed: Record<string, unknown>,
  root: string,
): { ns: unknown; body: Record<string, unknown> } {
  const body = parsed[root];
  if (!isObject(body)) {
    throw new Error(`expected root element ${root}, got ${Object.keys(parsed).join(', ')}`);
  }
  return { ns: body['@xmlns'], body };
}
