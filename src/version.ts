/** The service's version, reported in OpenAPI, /health and each profile's `meta.parserVersion`. */
export const VERSION = '0.1.0';
