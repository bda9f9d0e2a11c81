/** The company's own time zone (Nicosia): dates the site and its mails name, and the default calling hours. */
export const COMPANY_TIME_ZONE = 'Europe/Nicosia';
