/** Reading catalogue and content files for import. */
export { catalogFormatOf, parseCatalogFile, parseCatalogText } from './parse-catalog.ts';
export type { CatalogFormat, ParsedCatalog } from './parse-catalog.ts';
export { contentRowSchema, parseContentFile, parseContentText } from './content-file.ts';
export type { ContentRow, ParsedContent } from './content-file.ts';
export { formatRowError } from './row-error.ts';
export type { RowError } from './row-error.ts';
