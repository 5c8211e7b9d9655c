/** Validation building blocks shared by forms, ajv formats and JSON-logic operations. */
export * from './ajv-formats';
export * from './bsn';
export * from './currency';
export * from './date-rules';
export * from './email';
export * from './files';
export * from './format-date';
export * from './house-number';
export * from './message-id';
export * from './names';
export * from './parse-date';
export * from './pension-age';
export * from './postcode';
export * from './to-date';
