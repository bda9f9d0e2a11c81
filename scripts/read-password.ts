import { createInterface } from 'node:readline';

/**
 * A password for the inbox command: typed at a prompt that does not echo it, or, when stdin is
 * not a terminal (a script, CI), the first line of stdin.
 */
export function readPassword(prompt: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    return new Promise((resolve) => {
      const lines = createInterface({ input });
      let answered = false;
      lines.once('line', (line) => {
        answered = true;
        lines.close();
        resolve(line);
      });
      lines.once('close', () => {
        if (!answered) resolve('');
      });
    });
  }
  return new Promise((resolve) => {
    process.stderr.write(prompt);
    input.setRawMode(true);
    input.resume();
    let typed = '';
    const onData = (chunk: Buffer) => {
      for (const character of chunk.toString('utf8')) {
        if (character === '\r' || character === '\n') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stderr.write('\n');
          resolve(typed);
          return;
        }
        if (character === '\u0003') process.exit(130);
        typed = character === '\u007f' ? typed.slice(0, -1) : typed + character;
      }
    };
    input.on('data', onData);
  });
}
