'use client';

// The screen in place of a page whose rendering failed, in the words the layout gives (components/layout/RouteError).
export { RouteError as default } from '@/components/layout/RouteError';
