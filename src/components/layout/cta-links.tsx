import { CalendarDays, Send } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';

const icons: Record<string, typeof Send> = { '/termin': CalendarDays, '/kontakt': Send };

/** A CTA's name in the analytics: where it stands and the page it leads to (`story-termin-strategie`). */
const ctaName = (place: string, href: string) => `${place}-${href.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}`;

/**
 * The buttons of a call to action: the first is primary, the rest secondary; booking and contact get their icon.
 * `place` names where they stand (the story's last step, a page's closing box) for the analytics.
 */
export function CtaLinks({
  links,
  place,
  size = 'lg',
}: {
  links: readonly { label: string; href: string }[];
  place: 'story' | 'closing';
  size?: 'md' | 'lg';
}) {
  return (
    <div className="flex flex-wrap gap-3">
      {links.map(({ label, href }, index) => {
        const Icon = icons[href];
        return (
          <Link
            key={href}
            href={href}
            data-cta-link={index === 0 ? 'primary' : 'secondary'}
            data-cta={ctaName(place, href)}
            className={buttonVariants({ variant: index === 0 ? 'primary' : 'secondary', size })}
          >
            {Icon ? <Icon aria-hidden="true" /> : null}
            {label}
          </Link>
        );
      })}
    </div>
  );
}
