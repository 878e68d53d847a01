/** The pure vocabulary shared by client and server: enums, entity schemas, dates, error texts. */
export * from './enums';
export * from './schemas';
export * from './dates';
export * from './errors';
