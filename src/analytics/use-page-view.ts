// Pushes a page view for each route change.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from './analytics';

export function usePageView(language: string): void {
  const { pathname } = useLocation();
  useEffect(() => {
    trackPageView(pathname, language);
  }, [pathname, language]);
}
