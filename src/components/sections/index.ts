import type { ComponentType } from 'react';
import type { SectionLayout } from '@/content/types';
import { BenefitCategoriesSection } from './benefit-categories-section';
import { CardsSection } from './cards-section';
import { ContactInfoSection } from './contact-info-section';
import { FaqSection } from './faq-section';
import { IndustrySection } from './industry-section';
import { NewsletterSection } from './newsletter-section';
import { RoiMetricsSection } from './roi-metrics-section';
import { RoiSection } from './roi-section';
import { ServicesSection } from './services-section';
import { StoriesSection } from './stories-section';
import { TestimonialsSection } from './testimonials-section';
import { TimelineSection } from './timeline-section';
import { TrustSection } from './trust-section';
import type { SectionProps } from './types';
import { UspSection } from './usp-section';

/** One component per section layout (content/types.ts). */
export const sectionComponents: Record<SectionLayout, ComponentType<SectionProps>> = {
  why: CardsSection,
  trust: TrustSection,
  industry: IndustrySection,
  usp: UspSection,
  services: ServicesSection,
  testimonials: TestimonialsSection,
  roi: RoiSection,
  faq: FaqSection,
  cards: CardsSection,
  timeline: TimelineSection,
  contactInfo: ContactInfoSection,
  roiMetrics: RoiMetricsSection,
  benefitCategories: BenefitCategoriesSection,
  stories: StoriesSection,
  newsletter: NewsletterSection,
};
