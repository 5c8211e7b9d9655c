export * from './analytics';
export { usePageView } from './use-page-view';
