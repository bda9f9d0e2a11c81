import { createNavigation } from 'next-intl/navigation';
import { createElement, type ComponentProps } from 'react';
import { routing } from './routing';

const navigation = createNavigation(routing);

/**
 * The site's one link: locale-aware, and prefetching only on hover or focus intent instead of
 * for every link in the viewport (pages show dozens of links; eager prefetch cost main-thread time).
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof navigation.Link>) {
  return createElement(navigation.Link, { prefetch, ...props });
}
