export * from './columns';
export * from './data-table';
export * from './data-table-skeleton';
export * from './filter-bar';
export * from './pagination';
export * from './record-link';
export * from './url-state';
