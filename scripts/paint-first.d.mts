export function loadScriptsAfterFirstPaint(html: string): string;
export function startupScripts(html: string): string[];
