export function precompileCatalogue<Node>(node: Node): unknown;
export function listPaths(node: unknown, path?: (string | number)[]): (string | number)[][];
export default function precompileMessagesLoader(source: string): string;
