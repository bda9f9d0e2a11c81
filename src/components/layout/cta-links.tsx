import { CalendarDays, Send } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';

const icons: Record<string, typeof Send> = { '/termin': CalendarDays, '/kontakt': Send };

/** The buttons of a call to action: the first is primary, the rest secondary; booking and contact get their icon. */
export function CtaLinks({ links, size = 'lg' }: { links: readonly { label: string; href: string }[]; size?: 'md' | 'lg' }) {
  return (
    <div className="flex flex-wrap gap-3">
      {links.map(({ label, href }, index) => {
        const Icon = icons[href];
        return (
          <Link
            key={href}
            href={href}
            data-cta-link={index === 0 ? 'primary' : 'secondary'}
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
