export function inlineScripts(html: string): string[];
export function scriptHash(text: string): string;
export function prerenderedPageHashes(appDirectory: string): Record<string, string[]>;
export function prerenderedHtmlFiles(appDirectory: string): string[];
