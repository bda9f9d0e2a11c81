/**
 * A function of ours as the text of an inline script: `(function …)(config)`. The function must stand
 * alone: it is run from its source text, so it may use only its parameter and the browser's globals
 * (each script's test runs it that way, without the module around it). The configuration is JSON with
 * `<` escaped, so no value can end the script element.
 */
export function inlineScript<Config>(run: (config: Config) => void, config: Config): string {
  return `(${String(run)})(${JSON.stringify(config).replace(/</g, '\\u003c')})`;
}
