import { z } from 'zod/mini';
import { chatTranscriptField } from './chat';
import { choiceField, emailField, languageField, optionalWebsiteField, phoneField, requiredText, withE164Phone } from './fields';
import { inquiryTypes } from './contact-options';

/** The B2B contact enquiry: name, email, phone, company, inquiry, comment required; website and the chat conversation optional. */
export const contactRequestSchema = withE164Phone(
  z.strictObject({
    name: requiredText(120),
    email: emailField,
    phone: phoneField,
    website: optionalWebsiteField,
    company: requiredText(160),
    inquiry: choiceField(inquiryTypes),
    comment: requiredText(5000, 'lines'),
    language: languageField,
    /** The chat conversation, when the visitor sent the enquiry from the chat panel and chose to attach it. */
    chatTranscript: z.optional(chatTranscriptField),
  }),
);

export type ContactRequest = z.output<typeof contactRequestSchema>;
