import type { ComponentType } from 'react';
import type { SectionId } from '@/content/types';
import { FaqSection } from './faq-section';
import { IndustrySection } from './industry-section';
import { RoiSection } from './roi-section';
import { ServicesSection } from './services-section';
import { TestimonialsSection } from './testimonials-section';
import { TrustSection } from './trust-section';
import type { SectionProps } from './types';
import { UspSection } from './usp-section';
import { WhySection } from './why-section';

/** One component per section id of the page configuration. */
export const sectionComponents: Record<SectionId, ComponentType<SectionProps>> = {
  why: WhySection,
  trust: TrustSection,
  industry: IndustrySection,
  usp: UspSection,
  services: ServicesSection,
  testimonials: TestimonialsSection,
  roi: RoiSection,
  faq: FaqSection,
};
