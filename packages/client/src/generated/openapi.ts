/**
 * GENERATED from the Vitae API's /openapi.json by openapi-typescript: do not edit.
 * Regenerate with `npm run sdk:generate` after changing a route schema.
 */

export interface paths {
    "/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public keys that verify our access tokens */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Jwks"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-authorization-server": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Authorization server metadata (RFC 8414) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            issuer: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log, newest first */
        get: {
            parameters: {
                query?: {
                    action?: string;
                    /** @description Only entries with a smaller id (next page) */
                    before?: number;
                    clientId?: string;
                    limit?: number;
                    tenantId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            entries: components["schemas"]["AuditEntry"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List clients */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            clients: components["schemas"]["Client"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Create a client; the secret is in this response only */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        /**
                         * @description screen (= screen:write + screen:read), match (= match:read), full scope names, or admin
                         * @default [
                         *       "screen",
                         *       "match"
                         *     ]
                         */
                        scopes?: string[];
                        /** @default [] */
                        tenants?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NewClient"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One client */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    clientId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Client"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{clientId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a client: its secret and all its tokens stop working at once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    clientId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Client"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{clientId}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give a client a new secret (the old one stops working; issued tokens stay valid) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    clientId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            clientId: string;
                            clientSecret: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{clientId}/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Let a client act for more tenants (tokens issued from now on carry them) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    clientId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        tenants: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Client"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{clientId}/tenants/{tenantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Stop a client from acting for a tenant (at once, also for issued tokens) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    clientId: string;
                    tenantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Client"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Signing keys */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            keys: components["schemas"]["SigningKey"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/keys/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a new signing key; tokens of the old ones verify until they expire */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SigningKey"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List tenants */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tenants: components["schemas"]["Tenant"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Create a tenant */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Tenant"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenants/{tenantId}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disable a tenant: its clients stop acting for it at once; its data stays */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    tenantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Tenant"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenants/{tenantId}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enable a disabled tenant */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    tenantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Tenant"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenants/{tenantId}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a tenant's settings (duplicates: keep | flag | refuse) */
        patch: operations["adminUpdateTenantSettings"];
        trace?: never;
    };
    "/admin/v1/tenants/{tenantId}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A tenant's webhooks */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    tenantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            webhooks: components["schemas"]["Webhook"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Subscribe a URL to a tenant's Screen events; the signing secret is in this response only
         * @description Vitae POSTs `{id, type, createdAt, tenantId, data: {invocationId, status, code?}}` (JSON, no personal data) with the headers Vitae-Signature (`t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed with the secret>`), Vitae-Event-Id, Vitae-Event-Type, Vitae-Delivery-Id and Vitae-Delivery-Attempt. Any 2xx answer within VITAE_WEBHOOK_TIMEOUT_S acknowledges; anything else is retried with growing delays up to VITAE_WEBHOOK_MAX_ATTEMPTS attempts. Redirects are not followed.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    tenantId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string;
                        /**
                         * @description Events to receive (default: all)
                         * @default [
                         *       "screen.completed",
                         *       "screen.failed"
                         *     ]
                         */
                        events?: ("screen.completed" | "screen.failed")[];
                        /** @description Where to POST events: https, a public host (VITAE_WEBHOOK_ALLOW_HTTP / VITAE_WEBHOOK_ALLOW_PRIVATE relax this) */
                        url: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NewWebhook"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenants/{tenantId}/webhooks/{webhookId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One webhook of a tenant */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    tenantId: string;
                    webhookId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Webhook"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a tenant's webhook */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    tenantId: string;
                    webhookId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenants/{tenantId}/webhooks/{webhookId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A tenant's webhook deliveries, newest first */
        get: {
            parameters: {
                query?: {
                    /** @description Only deliveries created before this instant (next page: the last createdAt) */
                    before?: string;
                    limit?: number;
                    status?: "pending" | "succeeded" | "failed";
                };
                header?: never;
                path: {
                    tenantId: string;
                    webhookId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deliveries: components["schemas"]["WebhookDelivery"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenants/{tenantId}/webhooks/{webhookId}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace a tenant's webhook secret */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    tenantId: string;
                    webhookId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NewWebhook"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cv-screening": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the tenant's CVs (cursor paging, filters)
         * @description The tenant's CVs, newest first, a page at a time. Paging is by cursor: the answer's `nextCursor` names the last CV returned, so CVs uploaded or erased meanwhile never make a page skip or repeat one. Filters combine (AND). The tenant comes from the `tenantId` query parameter (or header), as for the other operations.
         */
        get: operations["listCandidates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cv-screening/{invocationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a result
         * @description 202 with Retry-After while queued or processing; 200 with the profile when completed; 422 problem (invocationStatus "failed", stable `code`) when processing failed. The tenant comes from the `tenantId` header (or query parameter). With `format=json-resume` the 200 body is a JSON Resume document (InvocationCompleted otherwise); the other answers stay the same. `version=original` gives the profile as extracted, before any correction (PATCH).
         */
        get: {
            parameters: {
                query?: {
                    /** @description `vitae` (default): the Vitae result with its profile; `json-resume`: a completed result as a JSON Resume document */
                    format?: "vitae" | "json-resume";
                    /** @description Tenant UUID */
                    tenantId?: string;
                    /** @description `current` (default): the profile with its corrections; `original`: the profile as extracted, before any PATCH */
                    version?: "current" | "original";
                };
                header?: {
                    /** @description Tenant UUID */
                    tenantid?: string;
                };
                path: {
                    /** @description The invocationId returned by the upload */
                    invocationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InvocationCompleted"] | components["schemas"]["JsonResume"];
                    };
                };
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InvocationPending"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Erase the CV, its profile, photo and everything derived (GDPR erasure) */
        delete: {
            parameters: {
                query?: {
                    /** @description Tenant UUID */
                    tenantId?: string;
                };
                header?: {
                    /** @description Tenant UUID */
                    tenantid?: string;
                };
                path: {
                    /** @description The invocationId returned by the upload */
                    invocationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Erased */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Correct a profile (JSON Merge Patch)
         * @description Corrects the completed profile with a JSON Merge Patch (RFC 7396, `Content-Type: application/merge-patch+json`; `application/json` is read the same way): members set replace, `null` removes, arrays replace as a whole. The result must be a valid profile (400 `invalid_profile` lists the problems, and fields the profile does not have); `meta` and `photo` are the pipeline’s (400 `read_only_field`). Each correction is a new `revision`, recorded in the audit log; `GET …?version=original` keeps returning the extraction. The next search ranks the corrected profile. A CV not yet completed is 409 `invocation_not_completed`.
         */
        patch: operations["correctProfile"];
        trace?: never;
    };
    "/cv-screening/{invocationId}/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The candidate's cropped headshot (JPEG) */
        get: {
            parameters: {
                query?: {
                    /** @description Tenant UUID */
                    tenantId?: string;
                };
                header?: {
                    /** @description Tenant UUID */
                    tenantid?: string;
                };
                path: {
                    /** @description The invocationId returned by the upload */
                    invocationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description image/jpeg bytes */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cv-screening/profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a result by query parameter
         * @description 202 with Retry-After while queued or processing; 200 with the profile when completed; 422 problem (invocationStatus "failed", stable `code`) when processing failed. The tenant comes from the `tenantId` header (or query parameter). With `format=json-resume` the 200 body is a JSON Resume document (InvocationCompleted otherwise); the other answers stay the same. `version=original` gives the profile as extracted, before any correction (PATCH).
         */
        get: {
            parameters: {
                query: {
                    /** @description `vitae` (default): the Vitae result with its profile; `json-resume`: a completed result as a JSON Resume document */
                    format?: "vitae" | "json-resume";
                    /** @description The invocationId returned by the upload */
                    invocationId: string;
                    /** @description Tenant UUID */
                    tenantId?: string;
                    /** @description `current` (default): the profile with its corrections; `original`: the profile as extracted, before any PATCH */
                    version?: "current" | "original";
                };
                header?: {
                    /** @description Tenant UUID */
                    tenantid?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InvocationCompleted"] | components["schemas"]["JsonResume"];
                    };
                };
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InvocationPending"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Erase the CV, its profile, photo and everything derived (GDPR erasure) */
        delete: {
            parameters: {
                query: {
                    /** @description The invocationId returned by the upload */
                    invocationId: string;
                    /** @description Tenant UUID */
                    tenantId?: string;
                };
                header?: {
                    /** @description Tenant UUID */
                    tenantid?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Erased */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Correct a profile (JSON Merge Patch)
         * @description Corrects the completed profile with a JSON Merge Patch (RFC 7396, `Content-Type: application/merge-patch+json`; `application/json` is read the same way): members set replace, `null` removes, arrays replace as a whole. The result must be a valid profile (400 `invalid_profile` lists the problems, and fields the profile does not have); `meta` and `photo` are the pipeline’s (400 `read_only_field`). Each correction is a new `revision`, recorded in the audit log; `GET …?version=original` keeps returning the extraction. The next search ranks the corrected profile. A CV not yet completed is 409 `invocation_not_completed`.
         */
        patch: operations["correctProfileByQuery"];
        trace?: never;
    };
    "/cv-screening/profiles/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The candidate's cropped headshot (JPEG) */
        get: {
            parameters: {
                query: {
                    /** @description The invocationId returned by the upload */
                    invocationId: string;
                    /** @description Tenant UUID */
                    tenantId?: string;
                };
                header?: {
                    /** @description Tenant UUID */
                    tenantid?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description image/jpeg bytes */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cv-screening/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a CV (tenantId as form field)
         * @description multipart/form-data with the CV in the field `file` (PDF, DOCX, TXT, JPEG or PNG, decided by its bytes; at most VITAE_MAX_UPLOAD_MB). Answers 202 at once; poll the `Location`. An `Idempotency-Key` header makes a retried upload return the same invocation. Optional fields: `reference` (your id for the CV, unique per tenant: a second CV with a reference in use is 409 `reference_exists`) and `metadata` (a JSON object, at most 4096 bytes serialized, 32 keys per object, 3 levels deep), both returned in every answer, list entry and webhook. A CV of a person the tenant already has carries `duplicateOf`; with the tenant setting `duplicates=refuse` the same file again is 409 `duplicate_candidate`.
         */
        post: {
            parameters: {
                query?: {
                    /** @description Tenant UUID */
                    tenantId?: string;
                };
                header?: {
                    "idempotency-key"?: string;
                    /** @description Tenant UUID */
                    tenantid?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UploadAccepted"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cv-screening/upload-cv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a CV (tenantId as form field)
         * @description multipart/form-data with the CV in the field `file` (PDF, DOCX, TXT, JPEG or PNG, decided by its bytes; at most VITAE_MAX_UPLOAD_MB). Answers 202 at once; poll the `Location`. An `Idempotency-Key` header makes a retried upload return the same invocation. Optional fields: `reference` (your id for the CV, unique per tenant: a second CV with a reference in use is 409 `reference_exists`) and `metadata` (a JSON object, at most 4096 bytes serialized, 32 keys per object, 3 levels deep), both returned in every answer, list entry and webhook. A CV of a person the tenant already has carries `duplicateOf`; with the tenant setting `duplicates=refuse` the same file again is 409 `duplicate_candidate`.
         */
        post: {
            parameters: {
                query?: {
                    /** @description Tenant UUID */
                    tenantId?: string;
                };
                header?: {
                    "idempotency-key"?: string;
                    /** @description Tenant UUID */
                    tenantid?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UploadAccepted"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/direct-search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Rank the tenant’s profiles for a job description
         * @description Ranks the tenant's completed profiles for a job description, each with a score in [0, 1], per-requirement alignment (met / partial / missing / unknown, with evidence) and strengths and gaps. Every profile of the tenant is scored; `total` counts those passing the filters. Deterministic: the same profiles and description give the same scores (skill recency is measured against the current month). The description is never stored or logged.
         */
        get: {
            parameters: {
                query: {
                    /** @description true (default): a person's CVs rank as one entry, their newest, the others in `otherInvocations`; false: every CV on its own */
                    collapseDuplicates?: "true" | "false";
                    /** @description Only candidates located in this country (ISO 3166-1 alpha-2); candidates of unknown location are left out */
                    country?: string;
                    /** @description Only candidates who list this language (ISO 639-1) or wrote their CV in it */
                    language?: string;
                    /** @description Profiles per page (default 20, at most 100) */
                    limit?: number;
                    /** @description Only candidates scoring at least this (0..1) */
                    minScore?: number;
                    /** @description Profiles skipped (default 0, at most 10000) */
                    offset?: number;
                    /** @description The job description as free text, in any of en/it/es/fr/de/pt (at most 20000 characters) */
                    query: string;
                    /** @description DESC (default): best first; ASC: weakest first */
                    scoresOrder?: "DESC" | "ASC" | "desc" | "asc";
                    /** @description Tenant UUID (optional when the client acts for exactly one tenant) */
                    tenantId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DirectSearchResult"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Rank the tenant’s profiles for a job description sent in the body
         * @description Ranks the tenant's completed profiles for a job description, each with a score in [0, 1], per-requirement alignment (met / partial / missing / unknown, with evidence) and strengths and gaps. Every profile of the tenant is scored; `total` counts those passing the filters. Deterministic: the same profiles and description give the same scores (skill recency is measured against the current month). The description is never stored or logged. Same answer as GET; the body also takes `ids` to score only those candidates.
         */
        post: {
            parameters: {
                query?: {
                    tenantId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DirectSearchRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DirectSearchResult"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process is up */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                            version: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The database is reachable and every migration is applied */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            database: "pglite" | "postgres";
                            status: string;
                            version: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get an access token (OAuth2 client credentials)
         * @description Form-urlencoded `grant_type=client_credentials` with `client_id` and `client_secret`, or the client authenticated with HTTP Basic. The token is a JWT (EdDSA) valid for `expires_in` seconds; send it as `Authorization: Bearer …`. Errors follow RFC 6749 §5.2.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/x-www-form-urlencoded": components["schemas"]["TokenRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TokenResponse"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OAuthError"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OAuthError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OAuthError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/screening/api/v1/cv-screening/profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the tenant's CVs (cursor paging, filters)
         * @description The tenant's CVs, newest first, a page at a time. Paging is by cursor: the answer's `nextCursor` names the last CV returned, so CVs uploaded or erased meanwhile never make a page skip or repeat one. Filters combine (AND). The tenant comes from the `tenantId` query parameter (or header), as for the other operations.
         */
        get: operations["listCandidatesV1"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/screening/api/v1/cv-screening/profiles/{invocationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a result
         * @description 202 with Retry-After while queued or processing; 200 with the profile when completed; 422 problem (invocationStatus "failed", stable `code`) when processing failed. The tenant comes from the `tenantId` header (or query parameter). With `format=json-resume` the 200 body is a JSON Resume document (InvocationCompleted otherwise); the other answers stay the same. `version=original` gives the profile as extracted, before any correction (PATCH).
         */
        get: {
            parameters: {
                query?: {
                    /** @description `vitae` (default): the Vitae result with its profile; `json-resume`: a completed result as a JSON Resume document */
                    format?: "vitae" | "json-resume";
                    /** @description Tenant UUID */
                    tenantId?: string;
                    /** @description `current` (default): the profile with its corrections; `original`: the profile as extracted, before any PATCH */
                    version?: "current" | "original";
                };
                header?: {
                    /** @description Tenant UUID */
                    tenantid?: string;
                };
                path: {
                    /** @description The invocationId returned by the upload */
                    invocationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InvocationCompleted"] | components["schemas"]["JsonResume"];
                    };
                };
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InvocationPending"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Erase the CV, its profile, photo and everything derived (GDPR erasure) */
        delete: {
            parameters: {
                query?: {
                    /** @description Tenant UUID */
                    tenantId?: string;
                };
                header?: {
                    /** @description Tenant UUID */
                    tenantid?: string;
                };
                path: {
                    /** @description The invocationId returned by the upload */
                    invocationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Erased */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Correct a profile (JSON Merge Patch)
         * @description Corrects the completed profile with a JSON Merge Patch (RFC 7396, `Content-Type: application/merge-patch+json`; `application/json` is read the same way): members set replace, `null` removes, arrays replace as a whole. The result must be a valid profile (400 `invalid_profile` lists the problems, and fields the profile does not have); `meta` and `photo` are the pipeline’s (400 `read_only_field`). Each correction is a new `revision`, recorded in the audit log; `GET …?version=original` keeps returning the extraction. The next search ranks the corrected profile. A CV not yet completed is 409 `invocation_not_completed`.
         */
        patch: operations["correctProfileV1"];
        trace?: never;
    };
    "/screening/api/v1/cv-screening/profiles/{invocationId}/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The candidate's cropped headshot (JPEG) */
        get: {
            parameters: {
                query?: {
                    /** @description Tenant UUID */
                    tenantId?: string;
                };
                header?: {
                    /** @description Tenant UUID */
                    tenantid?: string;
                };
                path: {
                    /** @description The invocationId returned by the upload */
                    invocationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description image/jpeg bytes */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/screening/api/v1/cv-screening/upload/{tenantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a CV for the tenant in the path
         * @description multipart/form-data with the CV in the field `file` (PDF, DOCX, TXT, JPEG or PNG, decided by its bytes; at most VITAE_MAX_UPLOAD_MB). Answers 202 at once; poll the `Location`. An `Idempotency-Key` header makes a retried upload return the same invocation. Optional fields: `reference` (your id for the CV, unique per tenant: a second CV with a reference in use is 409 `reference_exists`) and `metadata` (a JSON object, at most 4096 bytes serialized, 32 keys per object, 3 levels deep), both returned in every answer, list entry and webhook. A CV of a person the tenant already has carries `duplicateOf`; with the tenant setting `duplicates=refuse` the same file again is 409 `duplicate_candidate`.
         */
        post: {
            parameters: {
                query?: {
                    /** @description Tenant UUID */
                    tenantId?: string;
                };
                header?: {
                    "idempotency-key"?: string;
                    /** @description Tenant UUID */
                    tenantid?: string;
                };
                path: {
                    /** @description Tenant UUID */
                    tenantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UploadAccepted"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/screening/api/v1/direct-search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Rank the tenant’s profiles for a job description
         * @description Ranks the tenant's completed profiles for a job description, each with a score in [0, 1], per-requirement alignment (met / partial / missing / unknown, with evidence) and strengths and gaps. Every profile of the tenant is scored; `total` counts those passing the filters. Deterministic: the same profiles and description give the same scores (skill recency is measured against the current month). The description is never stored or logged.
         */
        get: {
            parameters: {
                query: {
                    /** @description true (default): a person's CVs rank as one entry, their newest, the others in `otherInvocations`; false: every CV on its own */
                    collapseDuplicates?: "true" | "false";
                    /** @description Only candidates located in this country (ISO 3166-1 alpha-2); candidates of unknown location are left out */
                    country?: string;
                    /** @description Only candidates who list this language (ISO 639-1) or wrote their CV in it */
                    language?: string;
                    /** @description Profiles per page (default 20, at most 100) */
                    limit?: number;
                    /** @description Only candidates scoring at least this (0..1) */
                    minScore?: number;
                    /** @description Profiles skipped (default 0, at most 10000) */
                    offset?: number;
                    /** @description The job description as free text, in any of en/it/es/fr/de/pt (at most 20000 characters) */
                    query: string;
                    /** @description DESC (default): best first; ASC: weakest first */
                    scoresOrder?: "DESC" | "ASC" | "desc" | "asc";
                    /** @description Tenant UUID (optional when the client acts for exactly one tenant) */
                    tenantId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DirectSearchResult"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Rank the tenant’s profiles for a job description sent in the body
         * @description Ranks the tenant's completed profiles for a job description, each with a score in [0, 1], per-requirement alignment (met / partial / missing / unknown, with evidence) and strengths and gaps. Every profile of the tenant is scored; `total` counts those passing the filters. Deterministic: the same profiles and description give the same scores (skill recency is measured against the current month). The description is never stored or logged. Same answer as GET; the body also takes `ids` to score only those candidates.
         */
        post: {
            parameters: {
                query?: {
                    tenantId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["DirectSearchRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DirectSearchResult"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tenant's webhooks */
        get: {
            parameters: {
                query?: {
                    /** @description Tenant UUID */
                    tenantId?: string;
                };
                header?: {
                    /** @description Tenant UUID */
                    tenantid?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            webhooks: components["schemas"]["Webhook"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Subscribe a URL to Screen events of the tenant; the signing secret is in this response only
         * @description Vitae POSTs `{id, type, createdAt, tenantId, data: {invocationId, status, code?}}` (JSON, no personal data) with the headers Vitae-Signature (`t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed with the secret>`), Vitae-Event-Id, Vitae-Event-Type, Vitae-Delivery-Id and Vitae-Delivery-Attempt. Any 2xx answer within VITAE_WEBHOOK_TIMEOUT_S acknowledges; anything else is retried with growing delays up to VITAE_WEBHOOK_MAX_ATTEMPTS attempts. Redirects are not followed.
         */
        post: {
            parameters: {
                query?: {
                    /** @description Tenant UUID */
                    tenantId?: string;
                };
                header?: {
                    /** @description Tenant UUID */
                    tenantid?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string;
                        /**
                         * @description Events to receive (default: all)
                         * @default [
                         *       "screen.completed",
                         *       "screen.failed"
                         *     ]
                         */
                        events?: ("screen.completed" | "screen.failed")[];
                        /** @description Where to POST events: https, a public host (VITAE_WEBHOOK_ALLOW_HTTP / VITAE_WEBHOOK_ALLOW_PRIVATE relax this) */
                        url: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NewWebhook"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{webhookId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One webhook */
        get: {
            parameters: {
                query?: {
                    /** @description Tenant UUID */
                    tenantId?: string;
                };
                header?: {
                    /** @description Tenant UUID */
                    tenantid?: string;
                };
                path: {
                    webhookId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Webhook"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a webhook: no more deliveries, pending retries included */
        delete: {
            parameters: {
                query?: {
                    /** @description Tenant UUID */
                    tenantId?: string;
                };
                header?: {
                    /** @description Tenant UUID */
                    tenantid?: string;
                };
                path: {
                    webhookId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{webhookId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A webhook's deliveries, newest first, each with its attempts */
        get: {
            parameters: {
                query?: {
                    /** @description Only deliveries created before this instant (next page: the last createdAt) */
                    before?: string;
                    limit?: number;
                    status?: "pending" | "succeeded" | "failed";
                    /** @description Tenant UUID */
                    tenantId?: string;
                };
                header?: {
                    /** @description Tenant UUID */
                    tenantid?: string;
                };
                path: {
                    webhookId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deliveries: components["schemas"]["WebhookDelivery"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{webhookId}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the signing secret (at once; the new one is in this response only) */
        post: {
            parameters: {
                query?: {
                    /** @description Tenant UUID */
                    tenantId?: string;
                };
                header?: {
                    /** @description Tenant UUID */
                    tenantid?: string;
                };
                path: {
                    webhookId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NewWebhook"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AuditEntry: {
            action: string;
            clientId: string;
            details: {
                [key: string]: unknown;
            } | null;
            id: number;
            issuer: string | null;
            occurredAt: string;
            requestId: string | null;
            resourceId: string | null;
            resourceType: string;
            tenantId: string | null;
        };
        AuditEntryInput: {
            action: string;
            clientId: string;
            details: {
                [key: string]: unknown;
            } | null;
            id: number;
            issuer: string | null;
            occurredAt: string;
            requestId: string | null;
            resourceId: string | null;
            resourceType: string;
            tenantId: string | null;
        };
        CandidateList: {
            /** @description Newest first (by upload time, then id) */
            items: components["schemas"]["CandidateSummary"][];
            limit: number;
            /** @description Pass as `cursor` for the next page; null on the last page */
            nextCursor: string | null;
        };
        CandidateListInput: {
            /** @description Newest first (by upload time, then id) */
            items: components["schemas"]["CandidateSummaryInput"][];
            limit: number;
            /** @description Pass as `cursor` for the next page; null on the last page */
            nextCursor: string | null;
        };
        CandidateSummary: {
            createdAt: string;
            /** @description The earliest CV of the same person; null for a person’s first CV */
            duplicateOf: string | null;
            invocationId: string;
            /** @description The client's JSON object, as sent at upload (at most 4096 bytes serialized, 32 keys per object, nesting depth 3) */
            metadata: {
                [key: string]: unknown;
            } | null;
            /** @description The candidate's full name (null until completed, or when the CV gives none) */
            name: string | null;
            /** @description The client's own id for this CV, as sent at upload (unique per tenant, at most 200 characters) */
            reference: string | null;
            /** @description Corrections applied to the profile (0: as extracted); null until completed */
            revision: number | null;
            /** @enum {string} */
            status: "queued" | "processing" | "completed" | "failed";
            /** @description Current or most recent job title */
            title: string | null;
        };
        CandidateSummaryInput: {
            createdAt: string;
            /** @description The earliest CV of the same person; null for a person’s first CV */
            duplicateOf: string | null;
            invocationId: string;
            /** @description The client's JSON object, as sent at upload (at most 4096 bytes serialized, 32 keys per object, nesting depth 3) */
            metadata: {
                [key: string]: unknown;
            } | null;
            /** @description The candidate's full name (null until completed, or when the CV gives none) */
            name: string | null;
            /** @description The client's own id for this CV, as sent at upload (unique per tenant, at most 200 characters) */
            reference: string | null;
            /** @description Corrections applied to the profile (0: as extracted); null until completed */
            revision: number | null;
            /** @enum {string} */
            status: "queued" | "processing" | "completed" | "failed";
            /** @description Current or most recent job title */
            title: string | null;
        };
        Client: {
            clientId: string;
            createdAt: string;
            name: string | null;
            revoked: boolean;
            revokedAt: string | null;
            scopes: ("screen:write" | "screen:read" | "match:read" | "admin")[];
            secretRotatedAt: string | null;
            tenants: string[];
        };
        ClientInput: {
            clientId: string;
            createdAt: string;
            name: string | null;
            revoked: boolean;
            revokedAt: string | null;
            scopes: ("screen:write" | "screen:read" | "match:read" | "admin")[];
            secretRotatedAt: string | null;
            tenants: string[];
        };
        DirectSearchRequest: {
            /** @description true (default): a person's CVs rank as one entry, their newest, the others in `otherInvocations`; false: every CV on its own. Off when `ids` is given */
            collapseDuplicates?: boolean;
            /** @description Only candidates located in this country (ISO 3166-1 alpha-2); candidates of unknown location are left out */
            country?: string;
            /** @description Score only these candidates (invocation ids, at most 1000); ids the tenant does not have are ignored */
            ids?: string[];
            /** @description Only candidates who list this language (ISO 639-1) or wrote their CV in it */
            language?: string;
            /** @description Profiles per page (default 20, at most 100) */
            limit?: number;
            /** @description Only candidates scoring at least this (0..1) */
            minScore?: number;
            /** @description Profiles skipped (default 0, at most 10000) */
            offset?: number;
            /** @description The job description as free text, in any of en/it/es/fr/de/pt (at most 20000 characters) */
            query: string;
            /**
             * @description DESC (default): best first; ASC: weakest first
             * @enum {string}
             */
            scoresOrder?: "DESC" | "ASC" | "desc" | "asc";
            /** @description Tenant UUID (optional when the client acts for exactly one tenant) */
            tenantId?: string;
        };
        DirectSearchRequestInput: {
            /** @description true (default): a person's CVs rank as one entry, their newest, the others in `otherInvocations`; false: every CV on its own. Off when `ids` is given */
            collapseDuplicates?: boolean;
            /** @description Only candidates located in this country (ISO 3166-1 alpha-2); candidates of unknown location are left out */
            country?: string;
            /** @description Score only these candidates (invocation ids, at most 1000); ids the tenant does not have are ignored */
            ids?: string[];
            /** @description Only candidates who list this language (ISO 639-1) or wrote their CV in it */
            language?: string;
            /** @description Profiles per page (default 20, at most 100) */
            limit?: number;
            /** @description Only candidates scoring at least this (0..1) */
            minScore?: number;
            /** @description Profiles skipped (default 0, at most 10000) */
            offset?: number;
            /** @description The job description as free text, in any of en/it/es/fr/de/pt (at most 20000 characters) */
            query: string;
            /**
             * @description DESC (default): best first; ASC: weakest first
             * @enum {string}
             */
            scoresOrder?: "DESC" | "ASC" | "desc" | "asc";
            /** @description Tenant UUID (optional when the client acts for exactly one tenant) */
            tenantId?: string;
        };
        DirectSearchResult: {
            limit: number;
            offset: number;
            profiles: components["schemas"]["MatchedProfile"][];
            /** @description What was understood of the job description */
            requirements: components["schemas"]["MatchRequirements"];
            /** @enum {string} */
            scoresOrder: "DESC" | "ASC";
            /** @description Profiles of the tenant passing the filters */
            total: number;
        };
        DirectSearchResultInput: {
            limit: number;
            offset: number;
            profiles: components["schemas"]["MatchedProfileInput"][];
            /** @description What was understood of the job description */
            requirements: components["schemas"]["MatchRequirementsInput"];
            /** @enum {string} */
            scoresOrder: "DESC" | "ASC";
            /** @description Profiles of the tenant passing the filters */
            total: number;
        };
        InvocationCompleted: {
            completedAt: string | null;
            createdAt: string;
            /** @description The earliest CV of the same person (see the tenant setting `duplicates`); null for a first CV */
            duplicateOf: string | null;
            fileType: string;
            invocationId: string;
            /** @description The client's JSON object, as sent at upload (at most 4096 bytes serialized, 32 keys per object, nesting depth 3) */
            metadata: {
                [key: string]: unknown;
            } | null;
            profile: components["schemas"]["Profile"];
            /** @description The client's own id for this CV, as sent at upload (unique per tenant, at most 200 characters) */
            reference: string | null;
            /** @description Corrections applied (0: the profile as extracted); see PATCH */
            revision: number;
            /** @constant */
            status: "completed";
            tenantId: string;
        };
        InvocationCompletedInput: {
            completedAt: string | null;
            createdAt: string;
            /** @description The earliest CV of the same person (see the tenant setting `duplicates`); null for a first CV */
            duplicateOf: string | null;
            fileType: string;
            invocationId: string;
            /** @description The client's JSON object, as sent at upload (at most 4096 bytes serialized, 32 keys per object, nesting depth 3) */
            metadata: {
                [key: string]: unknown;
            } | null;
            profile: components["schemas"]["ProfileInput"];
            /** @description The client's own id for this CV, as sent at upload (unique per tenant, at most 200 characters) */
            reference: string | null;
            /** @description Corrections applied (0: the profile as extracted); see PATCH */
            revision: number;
            /** @constant */
            status: "completed";
            tenantId: string;
        };
        InvocationPending: {
            createdAt: string;
            /** @description The earliest CV of the same person (see the tenant setting `duplicates`); null for a first CV */
            duplicateOf: string | null;
            invocationId: string;
            /** @description The client's JSON object, as sent at upload (at most 4096 bytes serialized, 32 keys per object, nesting depth 3) */
            metadata: {
                [key: string]: unknown;
            } | null;
            /** @description The client's own id for this CV, as sent at upload (unique per tenant, at most 200 characters) */
            reference: string | null;
            /** @enum {string} */
            status: "queued" | "processing";
            tenantId: string;
        };
        InvocationPendingInput: {
            createdAt: string;
            /** @description The earliest CV of the same person (see the tenant setting `duplicates`); null for a first CV */
            duplicateOf: string | null;
            invocationId: string;
            /** @description The client's JSON object, as sent at upload (at most 4096 bytes serialized, 32 keys per object, nesting depth 3) */
            metadata: {
                [key: string]: unknown;
            } | null;
            /** @description The client's own id for this CV, as sent at upload (unique per tenant, at most 200 characters) */
            reference: string | null;
            /** @enum {string} */
            status: "queued" | "processing";
            tenantId: string;
        };
        /** @description A completed result as a JSON Resume document (https://jsonresume.org/schema) */
        JsonResume: {
            $schema: string;
            basics: {
                /** @description First email of the CV; all of them are in meta["x-vitae"].personal.emails */
                email?: string;
                /** @description URL of the cropped headshot (needs the same bearer token and tenant as the result) */
                image?: string;
                /** @description Current or most recent job title */
                label?: string;
                location?: {
                    /** @description The location as written in the CV */
                    address?: string;
                    city?: string;
                    /** @description ISO 3166-1 alpha-2 */
                    countryCode?: string;
                    postalCode?: string;
                    region?: string;
                };
                name?: string;
                /** @description First phone, E.164 when it could be normalized */
                phone?: string;
                profiles: {
                    /** @description LinkedIn, GitHub, GitLab, Stack Overflow, Twitter, XING, Portfolio, Website or the host name */
                    network: string;
                    url: string;
                    username?: string;
                }[];
                summary?: string;
                /** @description Personal website */
                url?: string;
            };
            certificates: {
                /** @description YYYY, YYYY-MM or YYYY-MM-DD (JSON Resume `iso8601`) */
                date?: string;
                issuer?: string;
                name: string;
            }[];
            education: {
                /** @description Field of study */
                area?: string;
                /** @description YYYY, YYYY-MM or YYYY-MM-DD (JSON Resume `iso8601`) */
                endDate?: string;
                institution?: string;
                score?: string;
                /** @description YYYY, YYYY-MM or YYYY-MM-DD (JSON Resume `iso8601`) */
                startDate?: string;
                /** @description Degree as written */
                studyType?: string;
            }[];
            languages: {
                /** @description "Native speaker" or the CEFR level with its name, e.g. "C1 (Advanced)" */
                fluency?: string;
                language: string;
            }[];
            meta: {
                /** @description Where this document is served */
                canonical?: string;
                lastModified?: string;
                /** @description Version of the JSON Resume schema followed */
                version: string;
                /** @description Vitae facts JSON Resume has no field for */
                "x-vitae": {
                    confidence: {
                        [key: string]: number;
                    };
                    cvLanguage: string | null;
                    /** @description Same order as `education` */
                    education: {
                        current: boolean;
                        /** @description ISCED 2011 level */
                        isced: number | null;
                    }[];
                    fileType: string;
                    invocationId: string;
                    jobProfile: {
                        headline: string | null;
                        occupation: {
                            id: string;
                            name: string;
                        } | null;
                        seniority: string | null;
                        totalExperienceMonths: number | null;
                    };
                    /** @description Same order as `languages` */
                    languages: {
                        code: string;
                        level: string | null;
                        native: boolean;
                    }[];
                    ocrUsed: boolean;
                    pages: number;
                    parserVersion: string;
                    personal: {
                        dateOfBirth: string | null;
                        emails: string[];
                        familyName: string | null;
                        givenName: string | null;
                        nationality: string | null;
                        phones: {
                            e164: string | null;
                            raw: string;
                            type: string;
                        }[];
                    };
                    /** @description Same order as `skills` */
                    skills: {
                        category: string | null;
                        experienceMonths: number | null;
                        id: string | null;
                        lastUsed: string | null;
                        name: string;
                        saliency: number;
                        sources: string[];
                    }[];
                    /** @description Same order as `work` */
                    work: {
                        current: boolean;
                        durationMonths: number | null;
                        skillIds: string[];
                    }[];
                };
            };
            skills: {
                /** @description The names the CV uses for the skill, when they differ from `name` */
                keywords: string[];
                /** @description Estimated experience in words ("3 years"); numbers in meta["x-vitae"].skills */
                level?: string;
                name: string;
            }[];
            work: {
                /** @description Absent while current */
                endDate?: string;
                /** @description Bullet lines of the description */
                highlights: string[];
                location?: string;
                /** @description Employer */
                name?: string;
                position?: string;
                /** @description YYYY, YYYY-MM or YYYY-MM-DD (JSON Resume `iso8601`) */
                startDate?: string;
                /** @description Description lines that are not bullets */
                summary?: string;
            }[];
        };
        /** @description A completed result as a JSON Resume document (https://jsonresume.org/schema) */
        JsonResumeInput: {
            $schema: string;
            basics: {
                /** @description First email of the CV; all of them are in meta["x-vitae"].personal.emails */
                email?: string;
                /** @description URL of the cropped headshot (needs the same bearer token and tenant as the result) */
                image?: string;
                /** @description Current or most recent job title */
                label?: string;
                location?: {
                    /** @description The location as written in the CV */
                    address?: string;
                    city?: string;
                    /** @description ISO 3166-1 alpha-2 */
                    countryCode?: string;
                    postalCode?: string;
                    region?: string;
                };
                name?: string;
                /** @description First phone, E.164 when it could be normalized */
                phone?: string;
                profiles: {
                    /** @description LinkedIn, GitHub, GitLab, Stack Overflow, Twitter, XING, Portfolio, Website or the host name */
                    network: string;
                    url: string;
                    username?: string;
                }[];
                summary?: string;
                /** @description Personal website */
                url?: string;
            };
            certificates: {
                /** @description YYYY, YYYY-MM or YYYY-MM-DD (JSON Resume `iso8601`) */
                date?: string;
                issuer?: string;
                name: string;
            }[];
            education: {
                /** @description Field of study */
                area?: string;
                /** @description YYYY, YYYY-MM or YYYY-MM-DD (JSON Resume `iso8601`) */
                endDate?: string;
                institution?: string;
                score?: string;
                /** @description YYYY, YYYY-MM or YYYY-MM-DD (JSON Resume `iso8601`) */
                startDate?: string;
                /** @description Degree as written */
                studyType?: string;
            }[];
            languages: {
                /** @description "Native speaker" or the CEFR level with its name, e.g. "C1 (Advanced)" */
                fluency?: string;
                language: string;
            }[];
            meta: {
                /** @description Where this document is served */
                canonical?: string;
                lastModified?: string;
                /** @description Version of the JSON Resume schema followed */
                version: string;
                /** @description Vitae facts JSON Resume has no field for */
                "x-vitae": {
                    confidence: {
                        [key: string]: number;
                    };
                    cvLanguage: string | null;
                    /** @description Same order as `education` */
                    education: {
                        current: boolean;
                        /** @description ISCED 2011 level */
                        isced: number | null;
                    }[];
                    fileType: string;
                    invocationId: string;
                    jobProfile: {
                        headline: string | null;
                        occupation: {
                            id: string;
                            name: string;
                        } | null;
                        seniority: string | null;
                        totalExperienceMonths: number | null;
                    };
                    /** @description Same order as `languages` */
                    languages: {
                        code: string;
                        level: string | null;
                        native: boolean;
                    }[];
                    ocrUsed: boolean;
                    pages: number;
                    parserVersion: string;
                    personal: {
                        dateOfBirth: string | null;
                        emails: string[];
                        familyName: string | null;
                        givenName: string | null;
                        nationality: string | null;
                        phones: {
                            e164: string | null;
                            raw: string;
                            type: string;
                        }[];
                    };
                    /** @description Same order as `skills` */
                    skills: {
                        category: string | null;
                        experienceMonths: number | null;
                        id: string | null;
                        lastUsed: string | null;
                        name: string;
                        saliency: number;
                        sources: string[];
                    }[];
                    /** @description Same order as `work` */
                    work: {
                        current: boolean;
                        durationMonths: number | null;
                        skillIds: string[];
                    }[];
                };
            };
            skills: {
                /** @description The names the CV uses for the skill, when they differ from `name` */
                keywords: string[];
                /** @description Estimated experience in words ("3 years"); numbers in meta["x-vitae"].skills */
                level?: string;
                name: string;
            }[];
            work: {
                /** @description Absent while current */
                endDate?: string;
                /** @description Bullet lines of the description */
                highlights: string[];
                location?: string;
                /** @description Employer */
                name?: string;
                position?: string;
                /** @description YYYY, YYYY-MM or YYYY-MM-DD (JSON Resume `iso8601`) */
                startDate?: string;
                /** @description Description lines that are not bullets */
                summary?: string;
            }[];
        };
        Jwks: {
            keys: ({
                kid: string;
                kty: string;
            } & {
                [key: string]: unknown;
            })[];
        };
        JwksInput: {
            keys: ({
                kid: string;
                kty: string;
            } & {
                [key: string]: unknown;
            })[];
        };
        MatchAlignment: {
            /** @description Credit 0..1 this requirement gives */
            credit: number;
            /** @description The candidate's facts behind the status */
            evidence: {
                city?: string | null;
                country?: string | null;
                degree?: string | null;
                isced?: number | null;
                language?: string;
                lastUsed?: string | null;
                level?: string | null;
                months?: number | null;
                occupation?: string;
                /** @enum {string} */
                relation?: "exact" | "alternative" | "narrower" | "related";
                saliency?: number;
                skill?: string;
                skillId?: string;
                title?: string;
                totalMonths?: number | null;
            };
            /** @enum {string} */
            importance: "must" | "nice";
            /** @enum {string} */
            kind: "skill" | "experience" | "education" | "language" | "title" | "location";
            /** @description What the job description asks, as understood */
            requirement: string;
            /**
             * @description met; partial (related skill, fewer years, lower level); missing; unknown (the CV does not say)
             * @enum {string}
             */
            status: "met" | "partial" | "missing" | "unknown";
        };
        MatchAlignmentInput: {
            /** @description Credit 0..1 this requirement gives */
            credit: number;
            /** @description The candidate's facts behind the status */
            evidence: {
                city?: string | null;
                country?: string | null;
                degree?: string | null;
                isced?: number | null;
                language?: string;
                lastUsed?: string | null;
                level?: string | null;
                months?: number | null;
                occupation?: string;
                /** @enum {string} */
                relation?: "exact" | "alternative" | "narrower" | "related";
                saliency?: number;
                skill?: string;
                skillId?: string;
                title?: string;
                totalMonths?: number | null;
            };
            /** @enum {string} */
            importance: "must" | "nice";
            /** @enum {string} */
            kind: "skill" | "experience" | "education" | "language" | "title" | "location";
            /** @description What the job description asks, as understood */
            requirement: string;
            /**
             * @description met; partial (related skill, fewer years, lower level); missing; unknown (the CV does not say)
             * @enum {string}
             */
            status: "met" | "partial" | "missing" | "unknown";
        };
        MatchedProfile: {
            alignment: components["schemas"]["MatchAlignment"][];
            /** @description score = 0.8 × must + 0.2 × (weighted nice, text, domain, evidence); components absent from the description are null */
            components: {
                /** @description Closeness of skill domains */
                domain: number | null;
                /** @description Education level */
                education: number | null;
                /** @description Strength of the must-have skill evidence (saliency, recency) */
                evidence: number | null;
                /** @description Years of experience */
                experience: number | null;
                /** @description Must-have languages */
                languages: number | null;
                /** @description Fit to the must-haves: weighted mean of the five groups below */
                must: number | null;
                /** @description Fit to the nice-to-haves */
                nice: number | null;
                /** @description Must-have skills */
                skills: number | null;
                /** @description Text relevance (BM25, relative to the best candidate) */
                text: number | null;
                /** @description Job titles and occupation against the role */
                title: number | null;
            };
            gaps: string[];
            /** @description The invocationId of the CV */
            id: string;
            name: string | null;
            /** @description The same person's other CVs (invocation ids, newest first); empty for a person with one CV */
            otherInvocations: string[];
            score: number;
            strengths: string[];
            title: string | null;
        };
        MatchedProfileInput: {
            alignment: components["schemas"]["MatchAlignmentInput"][];
            /** @description score = 0.8 × must + 0.2 × (weighted nice, text, domain, evidence); components absent from the description are null */
            components: {
                /** @description Closeness of skill domains */
                domain: number | null;
                /** @description Education level */
                education: number | null;
                /** @description Strength of the must-have skill evidence (saliency, recency) */
                evidence: number | null;
                /** @description Years of experience */
                experience: number | null;
                /** @description Must-have languages */
                languages: number | null;
                /** @description Fit to the must-haves: weighted mean of the five groups below */
                must: number | null;
                /** @description Fit to the nice-to-haves */
                nice: number | null;
                /** @description Must-have skills */
                skills: number | null;
                /** @description Text relevance (BM25, relative to the best candidate) */
                text: number | null;
                /** @description Job titles and occupation against the role */
                title: number | null;
            };
            gaps: string[];
            /** @description The invocationId of the CV */
            id: string;
            name: string | null;
            /** @description The same person's other CVs (invocation ids, newest first); empty for a person with one CV */
            otherInvocations: string[];
            score: number;
            strengths: string[];
            title: string | null;
        };
        MatchRequirements: {
            education: {
                field: string | null;
                /** @enum {string} */
                importance: "must" | "nice";
                /** @description ISCED 2011 */
                level: number;
                name: string;
            } | null;
            /** @description Not written: core skills of the occupation, added as nice-to-haves when the description names few skills */
            impliedSkills: {
                alternatives: {
                    id: string;
                    name: string;
                }[];
                id: string;
                /** @description Not written: a core skill of the occupation (only in impliedSkills) */
                implied: boolean;
                /** @enum {string} */
                importance: "must" | "nice";
                minYears: number | null;
                name: string;
            }[];
            languages: {
                code: string;
                /** @enum {string} */
                importance: "must" | "nice";
                level: string | null;
                name: string;
            }[];
            location: {
                city: string | null;
                country: string | null;
                remote: boolean;
                text: string;
            } | null;
            minYears: number | null;
            occupation: {
                family: string;
                id: string;
                name: string;
                /** @description Confidence of the title → occupation match */
                score: number;
            } | null;
            /** @description The skills the description asks for */
            skills: {
                alternatives: {
                    id: string;
                    name: string;
                }[];
                id: string;
                /** @description Not written: a core skill of the occupation (only in impliedSkills) */
                implied: boolean;
                /** @enum {string} */
                importance: "must" | "nice";
                minYears: number | null;
                name: string;
            }[];
            title: string | null;
        };
        MatchRequirementsInput: {
            education: {
                field: string | null;
                /** @enum {string} */
                importance: "must" | "nice";
                /** @description ISCED 2011 */
                level: number;
                name: string;
            } | null;
            /** @description Not written: core skills of the occupation, added as nice-to-haves when the description names few skills */
            impliedSkills: {
                alternatives: {
                    id: string;
                    name: string;
                }[];
                id: string;
                /** @description Not written: a core skill of the occupation (only in impliedSkills) */
                implied: boolean;
                /** @enum {string} */
                importance: "must" | "nice";
                minYears: number | null;
                name: string;
            }[];
            languages: {
                code: string;
                /** @enum {string} */
                importance: "must" | "nice";
                level: string | null;
                name: string;
            }[];
            location: {
                city: string | null;
                country: string | null;
                remote: boolean;
                text: string;
            } | null;
            minYears: number | null;
            occupation: {
                family: string;
                id: string;
                name: string;
                /** @description Confidence of the title → occupation match */
                score: number;
            } | null;
            /** @description The skills the description asks for */
            skills: {
                alternatives: {
                    id: string;
                    name: string;
                }[];
                id: string;
                /** @description Not written: a core skill of the occupation (only in impliedSkills) */
                implied: boolean;
                /** @enum {string} */
                importance: "must" | "nice";
                minYears: number | null;
                name: string;
            }[];
            title: string | null;
        };
        NewClient: {
            clientId: string;
            /** @description Shown once; only its hash is kept */
            clientSecret: string;
            name: string | null;
            scopes: ("screen:write" | "screen:read" | "match:read" | "admin")[];
            tenants: string[];
        };
        NewClientInput: {
            clientId: string;
            /** @description Shown once; only its hash is kept */
            clientSecret: string;
            name: string | null;
            scopes: ("screen:write" | "screen:read" | "match:read" | "admin")[];
            tenants: string[];
        };
        NewWebhook: {
            createdAt: string;
            description: string | null;
            events: ("screen.completed" | "screen.failed")[];
            id: string;
            /** @description Signing secret (whsec_…): shown in this response only; Vitae signs every delivery with it */
            secret: string;
            secretRotatedAt: string | null;
            tenantId: string;
            url: string;
        };
        NewWebhookInput: {
            createdAt: string;
            description: string | null;
            events: ("screen.completed" | "screen.failed")[];
            id: string;
            /** @description Signing secret (whsec_…): shown in this response only; Vitae signs every delivery with it */
            secret: string;
            secretRotatedAt: string | null;
            tenantId: string;
            url: string;
        };
        /** @description RFC 6749 §5.2 error */
        OAuthError: {
            error: string;
            error_description?: string;
        };
        /** @description RFC 6749 §5.2 error */
        OAuthErrorInput: {
            error: string;
            error_description?: string;
        };
        Problem: {
            /** @description Stable machine-readable error code */
            code: string;
            detail?: string;
            instance?: string;
            requestId?: string;
            status: number;
            title: string;
            /** @description URI naming the problem type */
            type: string;
        } & {
            [key: string]: unknown;
        };
        ProblemInput: {
            /** @description Stable machine-readable error code */
            code: string;
            detail?: string;
            instance?: string;
            requestId?: string;
            status: number;
            title: string;
            /** @description URI naming the problem type */
            type: string;
        } & {
            [key: string]: unknown;
        };
        Profile: {
            certifications: {
                date: string | null;
                issuer: string | null;
                name: string;
            }[];
            education: {
                current?: boolean;
                /** @description As written */
                degree: string | null;
                end: string | null;
                field: string | null;
                grade?: string | null;
                institution: string | null;
                /** @description ISCED 2011 level */
                isced: number | null;
                location?: string | null;
                start: string | null;
            }[];
            jobProfile: {
                headline: string | null;
                /** @description Normalized occupation from the knowledge base */
                occupation?: {
                    id: string;
                    name: string;
                } | null;
                seniority: ("intern" | "junior" | "mid" | "senior" | "lead" | "manager" | "director" | "executive") | null;
                summary: string | null;
                /** @description Current or most recent job title, or the headline title */
                title: string | null;
                /** @description Union of work periods; overlaps counted once */
                totalExperienceMonths: number | null;
            };
            languages: {
                asWritten?: string | null;
                /** @description ISO 639-1 */
                code: string;
                /** @description CEFR level or native; null when the CV gives none that maps soundly */
                level: ("A1" | "A2" | "B1" | "B2" | "C1" | "C2" | "native") | null;
                name: string;
                native: boolean;
            }[];
            meta: {
                /** @description Confidence per group in 0..1 */
                confidence: {
                    [key: string]: number;
                };
                /** @enum {string} */
                fileType: "pdf" | "docx" | "txt" | "jpeg" | "png";
                /** @description Detected language of the CV, ISO 639-1 */
                language: string | null;
                ocrUsed: boolean;
                pages: number;
                parserVersion: string;
                /** @description Version of the profile shape; stored profiles are upgraded when read */
                profileVersion: number;
                timingsMs: {
                    [key: string]: number;
                };
                warnings?: string[];
            };
            personal: {
                dateOfBirth?: (string) | null;
                emails: string[];
                familyName: string | null;
                fullName: string | null;
                givenName: string | null;
                links: {
                    /** @enum {string} */
                    type: "linkedin" | "github" | "gitlab" | "stackoverflow" | "twitter" | "xing" | "portfolio" | "website" | "other";
                    url: string;
                }[];
                location: {
                    city: string | null;
                    /** @description ISO 3166-1 alpha-2 */
                    country: string | null;
                    postalCode?: string | null;
                    raw: string | null;
                    region: string | null;
                } | null;
                nationality?: string | null;
                phones: {
                    /** @description E.164 form (+391234567), null when the number cannot be normalized */
                    e164: string | null;
                    /** @description As written in the CV */
                    raw: string;
                    /**
                     * @default unknown
                     * @enum {string}
                     */
                    type: "mobile" | "landline" | "unknown";
                }[];
            };
            photo: {
                /** @description Size of the stored crop in bytes */
                bytes?: number;
                found: boolean;
                height?: number;
                mediaType?: string;
                /** @description Where to GET the cropped headshot (same auth as the result) */
                url?: string;
                width?: number;
            };
            skills: {
                /** @description Names as they appear in the CV */
                asWritten: string[];
                category?: string | null;
                confidence?: number;
                /** @description Estimated months of use */
                experienceMonths: number | null;
                /** @description Canonical id in the knowledge base; null for a skill the knowledge base lacks */
                id: string | null;
                lastUsed: string | null;
                /** @description Canonical name (or the name as written when unknown) */
                name: string;
                /** @description How central the skill is to this CV */
                saliency: number;
                sources: ("skills" | "experience" | "summary" | "education" | "projects" | "certifications" | "other")[];
            }[];
            workExperience: {
                current: boolean;
                description: string | null;
                durationMonths?: number | null;
                employer: string | null;
                end: string | null;
                location: string | null;
                /** @description Canonical skill ids evidenced in this entry */
                skills?: string[];
                start: string | null;
                title: string | null;
            }[];
        };
        ProfileInput: {
            certifications: {
                date: string | null;
                issuer: string | null;
                name: string;
            }[];
            education: {
                current?: boolean;
                /** @description As written */
                degree: string | null;
                end: string | null;
                field: string | null;
                grade?: string | null;
                institution: string | null;
                /** @description ISCED 2011 level */
                isced: number | null;
                location?: string | null;
                start: string | null;
            }[];
            jobProfile: {
                headline: string | null;
                /** @description Normalized occupation from the knowledge base */
                occupation?: {
                    id: string;
                    name: string;
                } | null;
                seniority: ("intern" | "junior" | "mid" | "senior" | "lead" | "manager" | "director" | "executive") | null;
                summary: string | null;
                /** @description Current or most recent job title, or the headline title */
                title: string | null;
                /** @description Union of work periods; overlaps counted once */
                totalExperienceMonths: number | null;
            };
            languages: {
                asWritten?: string | null;
                /** @description ISO 639-1 */
                code: string;
                /** @description CEFR level or native; null when the CV gives none that maps soundly */
                level: ("A1" | "A2" | "B1" | "B2" | "C1" | "C2" | "native") | null;
                name: string;
                native: boolean;
            }[];
            meta: {
                /** @description Confidence per group in 0..1 */
                confidence: {
                    [key: string]: number;
                };
                /** @enum {string} */
                fileType: "pdf" | "docx" | "txt" | "jpeg" | "png";
                /** @description Detected language of the CV, ISO 639-1 */
                language: string | null;
                ocrUsed: boolean;
                pages: number;
                parserVersion: string;
                /** @description Version of the profile shape; stored profiles are upgraded when read */
                profileVersion: number;
                timingsMs: {
                    [key: string]: number;
                };
                warnings?: string[];
            };
            personal: {
                dateOfBirth?: (string) | null;
                emails: string[];
                familyName: string | null;
                fullName: string | null;
                givenName: string | null;
                links: {
                    /** @enum {string} */
                    type: "linkedin" | "github" | "gitlab" | "stackoverflow" | "twitter" | "xing" | "portfolio" | "website" | "other";
                    url: string;
                }[];
                location: {
                    city: string | null;
                    /** @description ISO 3166-1 alpha-2 */
                    country: string | null;
                    postalCode?: string | null;
                    raw: string | null;
                    region: string | null;
                } | null;
                nationality?: string | null;
                phones: {
                    /** @description E.164 form (+391234567), null when the number cannot be normalized */
                    e164: string | null;
                    /** @description As written in the CV */
                    raw: string;
                    /**
                     * @default unknown
                     * @enum {string}
                     */
                    type: "mobile" | "landline" | "unknown";
                }[];
            };
            photo: {
                /** @description Size of the stored crop in bytes */
                bytes?: number;
                found: boolean;
                height?: number;
                mediaType?: string;
                /** @description Where to GET the cropped headshot (same auth as the result) */
                url?: string;
                width?: number;
            };
            skills: {
                /** @description Names as they appear in the CV */
                asWritten: string[];
                category?: string | null;
                confidence?: number;
                /** @description Estimated months of use */
                experienceMonths: number | null;
                /** @description Canonical id in the knowledge base; null for a skill the knowledge base lacks */
                id: string | null;
                lastUsed: string | null;
                /** @description Canonical name (or the name as written when unknown) */
                name: string;
                /** @description How central the skill is to this CV */
                saliency: number;
                sources: ("skills" | "experience" | "summary" | "education" | "projects" | "certifications" | "other")[];
            }[];
            workExperience: {
                current: boolean;
                description: string | null;
                durationMonths?: number | null;
                employer: string | null;
                end: string | null;
                location: string | null;
                /** @description Canonical skill ids evidenced in this entry */
                skills?: string[];
                start: string | null;
                title: string | null;
            }[];
        };
        SigningKey: {
            alg: string;
            createdAt: string;
            kid: string;
            retiredAt: string | null;
        };
        SigningKeyInput: {
            alg: string;
            createdAt: string;
            kid: string;
            retiredAt: string | null;
        };
        Tenant: {
            createdAt: string;
            disabled: boolean;
            disabledAt: string | null;
            /**
             * @description keep: every CV its own candidate; flag (default): duplicateOf set, Match collapses; refuse: a known person is refused
             * @enum {string}
             */
            duplicates: "keep" | "flag" | "refuse";
            name: string;
            tenantId: string;
        };
        TenantInput: {
            createdAt: string;
            disabled: boolean;
            disabledAt: string | null;
            /**
             * @description keep: every CV its own candidate; flag (default): duplicateOf set, Match collapses; refuse: a known person is refused
             * @enum {string}
             */
            duplicates: "keep" | "flag" | "refuse";
            name: string;
            tenantId: string;
        };
        TokenRequest: {
            /** @description With client_secret, unless sent with HTTP Basic authentication */
            client_id?: string;
            client_secret?: string;
            /** @description Always `client_credentials` */
            grant_type?: string;
            /** @description Space-separated scopes to narrow the token to (all of the client's by default) */
            scope?: string;
            /** @description Narrow the token to one of the client's tenants (e.g. a token handed to a browser widget for one customer) */
            tenant_id?: string;
        };
        TokenRequestInput: {
            /** @description With client_secret, unless sent with HTTP Basic authentication */
            client_id?: string;
            client_secret?: string;
            /** @description Always `client_credentials` */
            grant_type?: string;
            /** @description Space-separated scopes to narrow the token to (all of the client's by default) */
            scope?: string;
            /** @description Narrow the token to one of the client's tenants (e.g. a token handed to a browser widget for one customer) */
            tenant_id?: string;
        };
        TokenResponse: {
            access_token: string;
            /** @description Seconds until the token expires (VITAE_TOKEN_TTL) */
            expires_in: number;
            scope: string;
            /** @constant */
            token_type: "Bearer";
        };
        TokenResponseInput: {
            access_token: string;
            /** @description Seconds until the token expires (VITAE_TOKEN_TTL) */
            expires_in: number;
            scope: string;
            /** @constant */
            token_type: "Bearer";
        };
        UploadAccepted: {
            /** @description The earliest CV of the same person (see the tenant setting `duplicates`); null for a first CV */
            duplicateOf: string | null;
            invocationId: string;
            /** @description The client's JSON object, as sent at upload (at most 4096 bytes serialized, 32 keys per object, nesting depth 3) */
            metadata: {
                [key: string]: unknown;
            } | null;
            /** @description The client's own id for this CV, as sent at upload (unique per tenant, at most 200 characters) */
            reference: string | null;
            /** @enum {string} */
            status: "queued" | "processing" | "completed" | "failed";
        };
        UploadAcceptedInput: {
            /** @description The earliest CV of the same person (see the tenant setting `duplicates`); null for a first CV */
            duplicateOf: string | null;
            invocationId: string;
            /** @description The client's JSON object, as sent at upload (at most 4096 bytes serialized, 32 keys per object, nesting depth 3) */
            metadata: {
                [key: string]: unknown;
            } | null;
            /** @description The client's own id for this CV, as sent at upload (unique per tenant, at most 200 characters) */
            reference: string | null;
            /** @enum {string} */
            status: "queued" | "processing" | "completed" | "failed";
        };
        Webhook: {
            createdAt: string;
            description: string | null;
            events: ("screen.completed" | "screen.failed")[];
            id: string;
            secretRotatedAt: string | null;
            tenantId: string;
            url: string;
        };
        WebhookDelivery: {
            attemptLog: {
                attempt: number;
                error: string | null;
                latencyMs: number;
                /** @description The receiver's HTTP status; null when no answer came */
                responseStatus: number | null;
                startedAt: string;
            }[];
            attempts: number;
            createdAt: string;
            /** @description Also sent as Vitae-Event-Id: the same on every attempt */
            eventId: string;
            /** @enum {string} */
            eventType: "screen.completed" | "screen.failed";
            finishedAt: string | null;
            id: string;
            invocationId: string;
            lastAttemptAt: string | null;
            /** @description When a pending delivery is tried next */
            nextAttemptAt: string | null;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
        };
        WebhookDeliveryInput: {
            attemptLog: {
                attempt: number;
                error: string | null;
                latencyMs: number;
                /** @description The receiver's HTTP status; null when no answer came */
                responseStatus: number | null;
                startedAt: string;
            }[];
            attempts: number;
            createdAt: string;
            /** @description Also sent as Vitae-Event-Id: the same on every attempt */
            eventId: string;
            /** @enum {string} */
            eventType: "screen.completed" | "screen.failed";
            finishedAt: string | null;
            id: string;
            invocationId: string;
            lastAttemptAt: string | null;
            /** @description When a pending delivery is tried next */
            nextAttemptAt: string | null;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
        };
        WebhookInput: {
            createdAt: string;
            description: string | null;
            events: ("screen.completed" | "screen.failed")[];
            id: string;
            secretRotatedAt: string | null;
            tenantId: string;
            url: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    adminUpdateTenantSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tenantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    duplicates: "keep" | "flag" | "refuse";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tenant"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCandidates: {
        parameters: {
            query?: {
                /** @description Only CVs uploaded at or after this instant (inclusive) */
                createdFrom?: string;
                /** @description Only CVs uploaded before this instant (exclusive) */
                createdTo?: string;
                /** @description The `nextCursor` of the previous page (opaque) */
                cursor?: string;
                /** @description CVs per page (default 20, at most 100) */
                limit?: number;
                /** @description Free text: CVs whose name, e-mail or title contains it (case-insensitive) */
                q?: string;
                /** @description Only the CV with this client reference */
                reference?: string;
                /** @description Only CVs in this state */
                status?: "queued" | "processing" | "completed" | "failed";
                /** @description Tenant UUID (optional when the client acts for exactly one tenant) */
                tenantId?: string;
            };
            header?: {
                /** @description Tenant UUID (optional when the client acts for exactly one tenant) */
                tenantid?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CandidateList"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    correctProfile: {
        parameters: {
            query?: {
                /** @description Tenant UUID (optional when the client acts for exactly one tenant) */
                tenantId?: string;
            };
            header?: {
                /** @description Tenant UUID (optional when the client acts for exactly one tenant) */
                tenantid?: string;
            };
            path: {
                /** @description The invocationId returned by the upload */
                invocationId: string;
            };
            cookie?: never;
        };
        /** @description JSON Merge Patch of the profile, e.g. {"personal": {"fullName": "Anna Rossi"}, "jobProfile": {"title": "Nurse"}} */
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
                "application/merge-patch+json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvocationCompleted"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    correctProfileByQuery: {
        parameters: {
            query: {
                /** @description The invocationId returned by the upload */
                invocationId: string;
                /** @description Tenant UUID (optional when the client acts for exactly one tenant) */
                tenantId?: string;
            };
            header?: {
                /** @description Tenant UUID (optional when the client acts for exactly one tenant) */
                tenantid?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON Merge Patch of the profile, e.g. {"personal": {"fullName": "Anna Rossi"}, "jobProfile": {"title": "Nurse"}} */
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
                "application/merge-patch+json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvocationCompleted"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCandidatesV1: {
        parameters: {
            query?: {
                /** @description Only CVs uploaded at or after this instant (inclusive) */
                createdFrom?: string;
                /** @description Only CVs uploaded before this instant (exclusive) */
                createdTo?: string;
                /** @description The `nextCursor` of the previous page (opaque) */
                cursor?: string;
                /** @description CVs per page (default 20, at most 100) */
                limit?: number;
                /** @description Free text: CVs whose name, e-mail or title contains it (case-insensitive) */
                q?: string;
                /** @description Only the CV with this client reference */
                reference?: string;
                /** @description Only CVs in this state */
                status?: "queued" | "processing" | "completed" | "failed";
                /** @description Tenant UUID (optional when the client acts for exactly one tenant) */
                tenantId?: string;
            };
            header?: {
                /** @description Tenant UUID (optional when the client acts for exactly one tenant) */
                tenantid?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CandidateList"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
    correctProfileV1: {
        parameters: {
            query?: {
                /** @description Tenant UUID (optional when the client acts for exactly one tenant) */
                tenantId?: string;
            };
            header?: {
                /** @description Tenant UUID (optional when the client acts for exactly one tenant) */
                tenantid?: string;
            };
            path: {
                /** @description The invocationId returned by the upload */
                invocationId: string;
            };
            cookie?: never;
        };
        /** @description JSON Merge Patch of the profile, e.g. {"personal": {"fullName": "Anna Rossi"}, "jobProfile": {"title": "Nurse"}} */
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
                "application/merge-patch+json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvocationCompleted"];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Problem"];
                };
            };
        };
    };
}
