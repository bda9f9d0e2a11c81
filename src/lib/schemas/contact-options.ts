/**
 * The choice lists of the contact and application forms, apart from the schemas so a form can render its options
 * without loading zod with the page.
 */
export const inquiryTypes = ['voice_agent', 'chat_agent', 'automation', 'custom_solution', 'consulting', 'other'] as const;
export type InquiryType = (typeof inquiryTypes)[number];

export const positions = ['appointment_setter', 'appointment_closer', 'ai_developer'] as const;
