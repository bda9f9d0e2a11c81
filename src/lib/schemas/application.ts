import { z } from 'zod/mini';
import { choiceField, emailField, languageField, optionalText, phoneField, requiredText, withE164Phone } from './fields';
import { positions } from './contact-options';

/** The job application: name, email, phone, position required; comment optional. */
export const applicationSchema = withE164Phone(
  z.strictObject({
    name: requiredText(120),
    email: emailField,
    phone: phoneField,
    position: choiceField(positions),
    comment: optionalText(5000, 'lines'),
    language: languageField,
  }),
);

export type Application = z.output<typeof applicationSchema>;
