/** Tells the analytics hooks (none by default) about each page shown, after every navigation. */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { analytics } from './analytics-hooks';

export function usePageViewAnalytics(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    analytics.pageView(pathname);
  }, [pathname]);
}
