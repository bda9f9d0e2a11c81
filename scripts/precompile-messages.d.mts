export function precompileCatalogue<Node>(node: Node): unknown;
export default function precompileMessagesLoader(source: string): string;
