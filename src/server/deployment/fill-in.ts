import { MARKER, replacementPairs, type DeploymentValues } from './values';

/** Where a placeholder stands decides how its value is written: in HTML markup, in an inline script, in JavaScript, in JSON. */
const escapes = {
  markup: (value: string) => value.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'),
  script: (value: string) => value.replace(/&/g, '\\u0026'),
  javascript: (value: string) => value.replace(/'/g, "\\'"),
  raw: (value: string) => value,
};

type Pairs = [string, string][];
const fillIn = (text: string, pairs: Pairs, escape: (value: string) => string) =>
  pairs.reduce((result, [token, value]) => result.split(token).join(escape(value)), text);

/**
 * Next.js streams a page's server-components payload as a series of string pushes, and may cut a
 * string anywhere, a placeholder included. Adjacent pushes of the same stream join into one: the
 * payload reads the strings as one text in order, so nothing changes but the cut.
 */
const FLIGHT_CUT = /"\]\)<\/script><script>self\.__next_f\.push\(\[1,"/g;
export const joinFlightPushes = (html: string) => html.replace(FLIGHT_CUT, '');

function fillInHtml(template: string, pairs: Pairs): string {
  const html = joinFlightPushes(template);
  let out = '';
  let position = 0;
  for (const match of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)(<\/script>)/gi)) {
    out +=
      fillIn(html.slice(position, match.index), pairs, escapes.markup) +
      match[1] +
      fillIn(match[2] ?? '', pairs, escapes.script) +
      match[3];
    position = match.index + match[0].length;
  }
  return out + fillIn(html.slice(position), pairs, escapes.markup);
}

export type FileKind = 'html' | 'javascript' | 'raw';

/** The kind of text a build file holds, by its name. */
export const fileKind = (name: string): FileKind => (name.endsWith('.html') ? 'html' : /\.(m|c)?js$/.test(name) ? 'javascript' : 'raw');

/**
 * A filler for one deployment: takes a build file's text and gives it with this deployment's values and
 * the trust centre's (values.ts, `trustCentrePairs`), each escaped for where it stands. Throws when a
 * placeholder is left (a value the code transformed).
 */
export function deploymentFiller(values: DeploymentValues, trustCentre: Pairs) {
  // Longest first: a placeholder may start another one.
  const pairs = [...replacementPairs(values), ...trustCentre].sort((a, b) => b[0].length - a[0].length);
  return (text: string, kind: FileKind, name: string): string => {
    if (!text.includes(MARKER)) return text;
    const filled =
      kind === 'html' ? fillInHtml(text, pairs) : fillIn(text, pairs, kind === 'javascript' ? escapes.javascript : escapes.raw);
    if (filled.toLowerCase().includes(MARKER))
      throw new Error(`${name}: a deployment placeholder is left after filling in the values (a value the code transformed?).`);
    return filled;
  };
}
