ALTER TABLE "contact_enquiries" ADD COLUMN "chat_transcript" jsonb;
