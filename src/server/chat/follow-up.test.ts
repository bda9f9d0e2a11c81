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
    expect(languageAskedFor('does it switch by itself if the caller starts talking in German?')).toBeNull();
    // A language we do not answer in makes it a question about what the agents speak.
    expect(languageAskedFor('can it reply in greek and russian as well?')).toBeNull();
  });

  it('asks for a language when only a sentence beside the request names who speaks what', () => {
    expect(languageAskedFor('Can you continue in English please? Half of my clients are British.')).toBe('en');
  });

  it('stays with the subject before when it opens with "and", "also" or "what about", or points back to it', () => {
    expect(staysWithSubject('What about Magento?')).toBe(true);
    expect(staysWithSubject('Und mit Agenda?')).toBe(true);
    expect(staysWithSubject('Τι γίνεται με το Viber;')).toBe(true);
    expect(staysWithSubject('how long is it and is it on zoom or in person?')).toBe(true);
    expect(staysWithSubject('Geht das auch nächste Woche am späten Nachmittag?')).toBe(true);
    expect(staysWithSubject('Τζαι τα σαββατοκύριακα δουλεύκει;')).toBe(true);
    expect(staysWithSubject('kai me to TheFork?')).toBe(true);
    expect(staysWithSubject('Ωραία. Και μετά τα περνάει κάπου αυτόματα;')).toBe(true);
    expect(staysWithSubject('Δηλαδή αν πάρει ένας ένοικος Σάββατο βράδυ, τι θα γίνει;')).toBe(true);
    expect(staysWithSubject('So what is included in the setup?')).toBe(true);
    expect(staysWithSubject('Erkennt er das automatisch?')).toBe(true);
    // Greek leaves out the "it": the verb's person points back.
    expect(staysWithSubject('Γίνεται online ή πρέπει να έρθω από κοντά;')).toBe(true);
    expect(staysWithSubject('Πληρώνω με Bitcoin;')).toBe(false);
    expect(staysWithSubject('Can I pay with Bitcoin?')).toBe(false);
    expect(staysWithSubject('Welche Daten speichert das System?')).toBe(false);
    // An opening is a whole phrase: "whataboutism" is no "what about".
    expect(staysWithSubject('whataboutism?')).toBe(false);
  });
});
