type Catalogue = { [key: string]: string | Catalogue };
export function flatten(messages: Catalogue, prefix?: string): [string, string][];
export function placeholders(message: string): string[];
export function compareCatalogues(catalogues: Record<string, Record<string, Catalogue>>, reference: string): string[];
export function readCatalogues(directory: string): Record<string, Record<string, Catalogue>>;
