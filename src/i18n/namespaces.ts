/**
 * Every catalogue of `src/messages/<locale>/`, named once here: the German file of each is the type of its
 * messages (app-config.d.ts makes it the type of every `t`), and `namespaces` lists the same names, checked
 * by the compiler both ways. namespaces.test.ts checks that they are exactly the files on disk.
 */
import type common from '@/messages/de/common.json';
import type home from '@/messages/de/home.json';
import type services from '@/messages/de/services.json';
import type voiceAgent from '@/messages/de/voiceAgent.json';
import type chatAgent from '@/messages/de/chatAgent.json';
import type automation from '@/messages/de/automation.json';
import type about from '@/messages/de/about.json';
import type aboutExtended from '@/messages/de/aboutExtended.json';
import type booking from '@/messages/de/booking.json';
import type strategySession from '@/messages/de/strategySession.json';
import type contact from '@/messages/de/contact.json';
import type career from '@/messages/de/career.json';
import type industries from '@/messages/de/industries.json';
import type immobilien from '@/messages/de/immobilien.json';
import type ecommerce from '@/messages/de/ecommerce.json';
import type gesundheitswesen from '@/messages/de/gesundheitswesen.json';
import type anwaltskanzleien from '@/messages/de/anwaltskanzleien.json';
import type steuerberatung from '@/messages/de/steuerberatung.json';
import type handwerk from '@/messages/de/handwerk.json';
import type gastronomie from '@/messages/de/gastronomie.json';
import type legal from '@/messages/de/legal.json';
import type forms from '@/messages/de/forms.json';
import type api from '@/messages/de/api.json';
import type mail from '@/messages/de/mail.json';
import type staff from '@/messages/de/staff.json';
import type offline from '@/messages/de/offline.json';
import type crash from '@/messages/de/crash.json';
import type chat from '@/messages/de/chat.json';
import type pricing from '@/messages/de/pricing.json';
import type trust from '@/messages/de/trust.json';
import type stories from '@/messages/de/stories.json';
import type integrations from '@/messages/de/integrations.json';

export type GermanCatalogue = {
  common: typeof common;
  home: typeof home;
  services: typeof services;
  voiceAgent: typeof voiceAgent;
  chatAgent: typeof chatAgent;
  automation: typeof automation;
  about: typeof about;
  aboutExtended: typeof aboutExtended;
  booking: typeof booking;
  strategySession: typeof strategySession;
  contact: typeof contact;
  career: typeof career;
  industries: typeof industries;
  immobilien: typeof immobilien;
  ecommerce: typeof ecommerce;
  gesundheitswesen: typeof gesundheitswesen;
  anwaltskanzleien: typeof anwaltskanzleien;
  steuerberatung: typeof steuerberatung;
  handwerk: typeof handwerk;
  gastronomie: typeof gastronomie;
  legal: typeof legal;
  forms: typeof forms;
  api: typeof api;
  mail: typeof mail;
  staff: typeof staff;
  offline: typeof offline;
  crash: typeof crash;
  chat: typeof chat;
  pricing: typeof pricing;
  trust: typeof trust;
  stories: typeof stories;
  integrations: typeof integrations;
};

/** One entry per catalogue: the compiler refuses a name the type lacks, and a missing one. */
const catalogues = {
  common: true,
  home: true,
  services: true,
  voiceAgent: true,
  chatAgent: true,
  automation: true,
  about: true,
  aboutExtended: true,
  booking: true,
  strategySession: true,
  contact: true,
  career: true,
  industries: true,
  immobilien: true,
  ecommerce: true,
  gesundheitswesen: true,
  anwaltskanzleien: true,
  steuerberatung: true,
  handwerk: true,
  gastronomie: true,
  legal: true,
  forms: true,
  api: true,
  mail: true,
  staff: true,
  offline: true,
  crash: true,
  chat: true,
  pricing: true,
  trust: true,
  stories: true,
  integrations: true,
} as const satisfies Record<keyof GermanCatalogue, true>;

export type Namespace = keyof GermanCatalogue;
export const namespaces = Object.keys(catalogues) as Namespace[];

/** Namespaces client components read; everything else is rendered on the server only. */
export const clientNamespaces = ['common'] as const satisfies readonly Namespace[];
