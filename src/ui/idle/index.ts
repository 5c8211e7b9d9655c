export { IdleGuard, type IdleGuardProps } from './idle-guard';
export {
  idleSettings,
  DEFAULT_IDLE_MS,
  DEFAULT_GRACE_MS,
  type IdleSettings,
} from './idle-settings';
