import { describe, expect, it } from 'vitest';
import { languageAskedFor, staysWithSubject } from './follow-up';

describe('a follow-up', () => {
  it('asks for a language in any of ours, Greek also in Latin letters', () => {
    expect(languageAskedFor('Können Sie mir das auf Englisch erklären?')).toBe('en');
    expect(languageAskedFor('switch to greek pls')).toBe('el');
    expect(languageAskedFor('στα γερμανικα παρακαλω')).toBe('de');
    expect(languageAskedFor('Ginetai na synexisoume sta agglika?')).toBe('en');
    expect(languageAskedFor('Can we switch to English? Thx')).toBe('en');
    expect(languageAskedFor('Would you mind answering in English? My German is not good')).toBe('en');
  });

  it('that asks about a language is a question of its own', () => {
    expect(languageAskedFor('Can the chat agent answer in Greek?')).toBeNull();
    expect(languageAskedFor('Spricht der Agent auch Englisch?')).toBeNull();
    expect(languageAskedFor('Can it switch mid call if the caller starts in Greek and then goes to English?')).toBeNull();
  });

  it('stays with the subject before when it opens with "and", "also" or "what about", or points back to it', () => {
    expect(staysWithSubject('What about Magento?')).toBe(true);
    expect(staysWithSubject('Und mit Agenda?')).toBe(true);
    expect(staysWithSubject('Τι γίνεται με το Viber;')).toBe(true);
    expect(staysWithSubject('how long is it and is it on zoom or in person?')).toBe(true);
    expect(staysWithSubject('Geht das auch nächste Woche am späten Nachmittag?')).toBe(true);
    expect(staysWithSubject('Τζαι τα σαββατοκύριακα δουλεύκει;')).toBe(true);
    expect(staysWithSubject('kai me to TheFork?')).toBe(true);
    expect(staysWithSubject('Can I pay with Bitcoin?')).toBe(false);
    expect(staysWithSubject('Welche Daten speichert das System?')).toBe(false);
    // An opening is a whole phrase: "whataboutism" is no "what about".
    expect(staysWithSubject('whataboutism?')).toBe(false);
  });
});
