export const CONSENT_STORAGE_KEY: string;
export function intentLoader(chunks: string[], consentKey: string): void;
export function loadScriptsOnIntent(html: string): string;
export function startupScripts(html: string): string[];
export function prerenderedHtmlFiles(appDirectory: string): string[];
