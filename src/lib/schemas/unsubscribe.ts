import { z } from 'zod/mini';
import { emailField } from './fields';

/** The newsletter unsubscribe: email only. */
export const unsubscribeSchema = z.strictObject({ email: emailField });
