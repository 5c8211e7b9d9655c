export { AccessDeniedPage } from './access-denied-page';
export { MaintenancePage } from './maintenance-page';
export { NotFoundPage } from './not-found-page';
export { reasonCodes, reasonMessage } from './access-denied-reasons';
