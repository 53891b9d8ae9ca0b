/** The service version (also the OpenAPI document's); the interface it implements is version 0.1.0. */
export const AISLE_VERSION = '0.1.0';
