/** A citation as the model writes it: [2] or [1, 3]. */
const CITATION = /\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\]/g;
/** The start of a citation that may still be completed by the next piece of text. */
const OPEN_CITATION = /\[[\d,\s]{0,12}$/;

/**
 * Checks the model's numbered citations against the passages the server retrieved, while the text streams: a
 * citation of passage n becomes the number of that passage's page among the pages cited so far ([1] is the first
 * source shown); a number without a retrieved passage is dropped. `passagePages[n - 1]` is the page of passage n.
 */
export class CitationCheck {
  private held = '';
  private written = '';
  /** The cited pages, in the order of their first citation. */
  readonly pages: string[] = [];

  constructor(private readonly passagePages: readonly string[]) {}

  /** The checked text of this piece, holding back a citation that is not complete yet. */
  push(piece: string): string {
    const text = this.held + piece;
    const open = OPEN_CITATION.exec(text);
    this.held = open ? text.slice(open.index) : '';
    return this.write(open ? text.slice(0, open.index) : text);
  }

  /** The rest of the text at its end (an unfinished citation is dropped). */
  finish(): string {
    const rest = this.held.replace(OPEN_CITATION, '');
    this.held = '';
    return this.write(rest);
  }

  /** The whole checked answer: citations in source numbers, repeated ones and the spaces of dropped ones removed. */
  answer(): string {
    return this.written
      .replace(/(\[\d+(?:, \d+)*\])(?:\s*\1)+/g, '$1')
      .replace(/[ \t]+([.,;:!?])/g, '$1')
      .replace(/[ \t]{2,}/g, ' ')
      .trim();
  }

  private write(text: string): string {
    const checked = text.replace(CITATION, (_, list: string) => {
      const sources = [
        ...new Set(
          list
            .split(',')
            .map((number) => this.passagePages[Number(number) - 1])
            .filter((page): page is string => page !== undefined)
            .map((page) => this.sourceNumber(page)),
        ),
      ];
      return sources.length > 0 ? `[${sources.join(', ')}]` : '';
    });
    this.written += checked;
    return checked;
  }

  private sourceNumber(page: string): number {
    if (!this.pages.includes(page)) this.pages.push(page);
    return this.pages.indexOf(page) + 1;
  }
}
