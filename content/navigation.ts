import type { NavigationContent } from '../lib/content/schema';

/**
 * The main menu, in order. About, Career and Contact jump straight to their section. A dropdown lists its items here
 * first, then every page made per item under its page by itself: each service page, each product page.
 */
export const navigation = [
  { label: 'Home', href: '/' },
  { label: 'About', href: '/about#about' },
  { label: 'Service', href: '/services', children: [{ label: 'Service Details', href: '/servicedetail' }] },
  { label: 'Product', href: '/product', children: [{ label: 'Product Details', href: '/productdetail' }] },
  { label: 'Career', href: '/career#career' },
  { label: 'Contact', href: '/contact#contact' },
] satisfies NavigationContent;
