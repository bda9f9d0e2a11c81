import type { Locale } from '@/i18n/locales';
import { company } from './company';
import { RETENTION } from './constants/retention';

/** The company facts (lib/company.ts) and retention periods (lib/constants/retention.ts) the legal texts name through placeholders. */
export function legalTextValues(locale: Locale) {
  return {
    enquiryYears: RETENTION.closedEnquiryYears,
    errorDays: RETENTION.errorReportDays,
    logDays: RETENTION.requestLogDays,
    auditMonths: RETENTION.auditLogMonths,
    analyticsRawDays: RETENTION.analyticsRawDays,
    analyticsRollupMonths: RETENTION.analyticsRollupMonths,
    signUpDays: RETENTION.unconfirmedSignUpDays,
    chatDays: RETENTION.chatQuestionDays,
    brand: company.brand,
    legalName: company.legalName,
    legalForm: company.legalForm[locale],
    street: company.street,
    postalCode: company.postalCode,
    location: company.location[locale],
    registrationNumber: company.registrationNumber,
    registry: company.registry,
    vatId: company.vatId,
    director: company.director,
    email: company.email,
    privacyEmail: company.privacyEmail,
    phone: company.phone,
  };
}
