import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Variants primary, secondary, ghost; sizes sm, md, lg. The only button of the site. */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-full text-center leading-tight font-semibold text-balance transition-[background-color,box-shadow,transform,opacity] duration-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:pointer-events-none disabled:opacity-60 motion-safe:active:scale-[0.98] [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary:
          'bg-gradient-to-r from-accent to-accent-2 text-ink shadow-[0_8px_30px_-8px_rgb(34_211_238/0.55)] hover:shadow-[0_10px_40px_-6px_rgb(139_92_246/0.6)]',
        secondary: 'border border-white/20 bg-white/5 text-fg backdrop-blur hover:bg-white/10',
        ghost: 'text-fg hover:bg-white/10',
      },
      size: {
        // Heights are minimums: a long label wraps onto a second line instead of leaving the screen.
        sm: 'min-h-9 px-4 py-1.5 text-sm',
        md: 'min-h-11 px-6 py-2 text-[0.95rem]',
        lg: 'min-h-13 px-8 py-3 text-base',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component className={cn(buttonVariants({ variant, size }), className)} type={asChild ? undefined : (type ?? 'button')} {...props} />
  );
}
