/** The core's shared types. */
export type * from './context';
export type * from './field-error';
export type * from './flow';
export type * from './schema';
export type * from './command-call';
