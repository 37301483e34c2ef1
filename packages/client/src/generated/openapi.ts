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
        get: operations["getJwks"];
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
        get: operations["getAuthorizationServerMetadata"];
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
        get: operations["listAuditEntries"];
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
        get: operations["listClients"];
        put?: never;
        /** Create a client; the secret is in this response only */
        post: operations["createClient"];
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
        get: operations["getClient"];
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
        post: operations["revokeClient"];
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
        post: operations["rotateClientSecret"];
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
        post: operations["grantClientTenants"];
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
        delete: operations["ungrantClientTenant"];
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
        get: operations["listSigningKeys"];
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
        post: operations["rotateSigningKeys"];
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
        get: operations["listTenants"];
        put?: never;
        /** Create a tenant */
        post: operations["createTenant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenants/{tenantId}/decisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export a tenant's decision records as NDJSON
         * @description One line per search, in chain order: `{"hash": "<sha256 hex>", "record": <the record as canonical JSON>}`. SHA-256 of the `record` text is `hash`; each record names the previous hash (`prevHash`) and its number (`seq`). `vitae admin decisions verify --file` checks an export.
         */
        get: operations["exportTenantDecisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/tenants/{tenantId}/decisions/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check a tenant's chain of decision records
         * @description Recomputes every hash and link; reports the first broken record (ok false, seq, decisionId, reason).
         */
        get: operations["verifyTenantDecisions"];
        put?: never;
        post?: never;
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
        post: operations["disableTenant"];
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
        post: operations["enableTenant"];
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
        /** A tenant's settings (blind screening, keeping job description texts, duplicates) */
        get: operations["getTenantSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a tenant's settings; those not sent stay as they are */
        patch: operations["updateTenantSettings"];
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
        get: operations["adminListWebhooks"];
        put?: never;
        /**
         * Subscribe a URL to a tenant's Screen events; the signing secret is in this response only
         * @description Vitae POSTs `{id, type, createdAt, tenantId, data: {invocationId, status, code?}}` (JSON, no personal data) with the headers Vitae-Signature (`t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed with the secret>`), Vitae-Event-Id, Vitae-Event-Type, Vitae-Delivery-Id and Vitae-Delivery-Attempt. Any 2xx answer within VITAE_WEBHOOK_TIMEOUT_S acknowledges; anything else is retried with growing delays up to VITAE_WEBHOOK_MAX_ATTEMPTS attempts. Redirects are not followed.
         */
        post: operations["adminCreateWebhook"];
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
        get: operations["adminGetWebhook"];
        put?: never;
        post?: never;
        /** Delete a tenant's webhook */
        delete: operations["adminDeleteWebhook"];
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
        get: operations["adminListWebhookDeliveries"];
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
        post: operations["adminRotateWebhookSecret"];
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
        get: operations["getCvResult"];
        put?: never;
        post?: never;
        /** Erase the CV, its profile, photo and everything derived (GDPR erasure) */
        delete: operations["deleteCv"];
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
        get: operations["getCvPhoto"];
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
        get: operations["getCvResultByQuery"];
        put?: never;
        post?: never;
        /** Erase the CV, its profile, photo and everything derived (GDPR erasure) */
        delete: operations["deleteCvByQuery"];
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
        get: operations["getCvPhotoByQuery"];
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
         * @description multipart/form-data with the CV in the field `file` (PDF, DOCX, DOC (Word 97–2003), RTF, ODT, HTML, plain text, JPEG or PNG, decided by its bytes, never its name; at most VITAE_MAX_UPLOAD_MB). Answers 202 at once; poll the `Location`. Any other file is refused with 415 `unsupported_format`, whose `acceptedFormats` lists the formats. An `Idempotency-Key` header makes a retried upload return the same invocation. Optional fields: `reference` (your id for the CV, unique per tenant: a second CV with a reference in use is 409 `reference_exists`) and `metadata` (a JSON object, at most 4096 bytes serialized, 32 keys per object, 3 levels deep), both returned in every answer, list entry and webhook. A CV of a person the tenant already has carries `duplicateOf`; with the tenant setting `duplicates=refuse` the same file again is 409 `duplicate_candidate`.
         */
        post: operations["uploadCv"];
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
         * @description multipart/form-data with the CV in the field `file` (PDF, DOCX, DOC (Word 97–2003), RTF, ODT, HTML, plain text, JPEG or PNG, decided by its bytes, never its name; at most VITAE_MAX_UPLOAD_MB). Answers 202 at once; poll the `Location`. Any other file is refused with 415 `unsupported_format`, whose `acceptedFormats` lists the formats. An `Idempotency-Key` header makes a retried upload return the same invocation. Optional fields: `reference` (your id for the CV, unique per tenant: a second CV with a reference in use is 409 `reference_exists`) and `metadata` (a JSON object, at most 4096 bytes serialized, 32 keys per object, 3 levels deep), both returned in every answer, list entry and webhook. A CV of a person the tenant already has carries `duplicateOf`; with the tenant setting `duplicates=refuse` the same file again is 409 `duplicate_candidate`.
         */
        post: operations["uploadCvAlias"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/decisions/{decisionId}/candidates/{invocationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One candidate's explanation of a recorded search
         * @description What was considered and how it counted, in the job description's language (en, it, es, fr, de, pt), written from the decision record alone: what a deployer hands a candidate who asks. The candidate must have been on the recorded page of the search. Never cites name, photo, age, gender, nationality, marital status or address.
         */
        get: operations["explainDecisionCandidate"];
        put?: never;
        post?: never;
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
        get: operations["searchCandidates"];
        put?: never;
        /**
         * Rank the tenant’s profiles for a job description sent in the body
         * @description Ranks the tenant's completed profiles for a job description, each with a score in [0, 1], per-requirement alignment (met / partial / missing / unknown, with evidence) and strengths and gaps. Every profile of the tenant is scored; `total` counts those passing the filters. Deterministic: the same profiles and description give the same scores (skill recency is measured against the current month). The description is never stored or logged. Same answer as GET; the body also takes `ids` to score only those candidates.
         */
        post: operations["searchCandidatesWithBody"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/parse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read a job description into the requirements Match searches for
         * @description Answers what a search with the same text would look for (title and occupation, skills with importance and years, overall years, education, languages, location) without ranking anyone. The description is never stored or logged.
         */
        post: operations["parseJobDescription"];
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
        post: operations["getToken"];
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
        get: operations["getCvResultV1"];
        put?: never;
        post?: never;
        /** Erase the CV, its profile, photo and everything derived (GDPR erasure) */
        delete: operations["deleteCvV1"];
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
        get: operations["getCvPhotoV1"];
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
         * @description multipart/form-data with the CV in the field `file` (PDF, DOCX, DOC (Word 97–2003), RTF, ODT, HTML, plain text, JPEG or PNG, decided by its bytes, never its name; at most VITAE_MAX_UPLOAD_MB). Answers 202 at once; poll the `Location`. Any other file is refused with 415 `unsupported_format`, whose `acceptedFormats` lists the formats. An `Idempotency-Key` header makes a retried upload return the same invocation. Optional fields: `reference` (your id for the CV, unique per tenant: a second CV with a reference in use is 409 `reference_exists`) and `metadata` (a JSON object, at most 4096 bytes serialized, 32 keys per object, 3 levels deep), both returned in every answer, list entry and webhook. A CV of a person the tenant already has carries `duplicateOf`; with the tenant setting `duplicates=refuse` the same file again is 409 `duplicate_candidate`.
         */
        post: operations["uploadCvForTenant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/screening/api/v1/decisions/{decisionId}/candidates/{invocationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One candidate's explanation of a recorded search
         * @description What was considered and how it counted, in the job description's language (en, it, es, fr, de, pt), written from the decision record alone: what a deployer hands a candidate who asks. The candidate must have been on the recorded page of the search. Never cites name, photo, age, gender, nationality, marital status or address.
         */
        get: operations["explainDecisionCandidateV1"];
        put?: never;
        post?: never;
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
        get: operations["searchCandidatesV1"];
        put?: never;
        /**
         * Rank the tenant’s profiles for a job description sent in the body
         * @description Ranks the tenant's completed profiles for a job description, each with a score in [0, 1], per-requirement alignment (met / partial / missing / unknown, with evidence) and strengths and gaps. Every profile of the tenant is scored; `total` counts those passing the filters. Deterministic: the same profiles and description give the same scores (skill recency is measured against the current month). The description is never stored or logged. Same answer as GET; the body also takes `ids` to score only those candidates.
         */
        post: operations["searchCandidatesWithBodyV1"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/screening/api/v1/jobs/parse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read a job description into the requirements Match searches for
         * @description Answers what a search with the same text would look for (title and occupation, skills with importance and years, overall years, education, languages, location) without ranking anyone. The description is never stored or logged.
         */
        post: operations["parseJobDescriptionV1"];
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
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Subscribe a URL to Screen events of the tenant; the signing secret is in this response only
         * @description Vitae POSTs `{id, type, createdAt, tenantId, data: {invocationId, status, code?}}` (JSON, no personal data) with the headers Vitae-Signature (`t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed with the secret>`), Vitae-Event-Id, Vitae-Event-Type, Vitae-Delivery-Id and Vitae-Delivery-Attempt. Any 2xx answer within VITAE_WEBHOOK_TIMEOUT_S acknowledges; anything else is retried with growing delays up to VITAE_WEBHOOK_MAX_ATTEMPTS attempts. Redirects are not followed.
         */
        post: operations["createWebhook"];
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
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /** Delete a webhook: no more deliveries, pending retries included */
        delete: operations["deleteWebhook"];
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
        get: operations["listWebhookDeliveries"];
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
        post: operations["rotateWebhookSecret"];
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
        /**
         * @example {
         *       "decisionId": "2d9b7f4e-1c3a-4e5b-9d6f-7a8b9c0d1e2f",
         *       "invocationId": "6f1c9e2a-4b3d-4c5e-8f7a-9b0c1d2e3f4a",
         *       "decidedAt": "2026-11-25T10:12:04.118Z",
         *       "language": "en",
         *       "jobDescriptionSha256": "9f2c4e6a8b0d1f3e5a7c9b1d3f5e7a9c0b2d4f6e8a1c3e5b7d9f0a2c4e6b8d0f",
         *       "rank": 1,
         *       "total": 12,
         *       "score": 0.86,
         *       "summary": "Ranked 1 of 12 with a score of 0.86.",
         *       "band": "A strong match for the requirements as written.",
         *       "considered": [
         *         {
         *           "requirement": "Java (5+ years)",
         *           "kind": "skill",
         *           "importance": "must",
         *           "status": "met",
         *           "credit": 1,
         *           "sentence": "Skill \"Java (5+ years)\", required: met. It gave 100% of its credit."
         *         },
         *         {
         *           "requirement": "German",
         *           "kind": "language",
         *           "importance": "nice",
         *           "status": "missing",
         *           "credit": 0,
         *           "sentence": "Language \"German\", a plus: missing. It gave 0% of its credit."
         *         }
         *       ],
         *       "strengths": [
         *         "Java: 7 years"
         *       ],
         *       "gaps": [
         *         "German not found in the CV"
         *       ],
         *       "notConsidered": "Name, photo, age, gender, nationality, marital status and address are never inputs of a score.",
         *       "review": {
         *         "needed": false,
         *         "reasons": [],
         *         "sentence": null
         *       },
         *       "oversight": "The ranking supports a person’s decision; it never rejects anyone."
         *     }
         */
        CandidateExplanation: {
            /** @description What the score band means */
            band: string;
            /** @description Every requirement considered, in scoring order */
            considered: {
                /** @description Credit 0..1 the requirement gave */
                credit: number;
                /** @enum {string} */
                importance: "must" | "nice";
                /** @enum {string} */
                kind: "skill" | "experience" | "education" | "language" | "title" | "location";
                /** @description The requirement as understood (the alignment entry of the search answer) */
                requirement: string;
                /** @description What was considered and how it counted, in the description's language */
                sentence: string;
                /** @enum {string} */
                status: "met" | "partial" | "missing" | "unknown";
            }[];
            /** @description When the search was made */
            decidedAt: string;
            decisionId: string;
            gaps: string[];
            invocationId: string;
            jobDescriptionSha256: string;
            /** @description Language of the job description (ISO 639-1), the language of every sentence here */
            language: string;
            /** @description What is never an input of a score */
            notConsidered: string;
            /** @description The ranking supports a person’s decision; it never rejects anyone */
            oversight: string;
            rank: number;
            review: {
                needed: boolean;
                reasons: string[];
                sentence: string | null;
            };
            score: number;
            strengths: string[];
            summary: string;
            /** @description Candidates of the tenant that passed the filters */
            total: number;
        };
        /**
         * @example {
         *       "items": [
         *         {
         *           "invocationId": "6f1c9e2a-4b3d-4c5e-8f7a-9b0c1d2e3f4a",
         *           "status": "completed",
         *           "name": "Marta Vellani",
         *           "title": "Senior Backend Engineer",
         *           "reference": "ats-4711",
         *           "metadata": {
         *             "requisition": "R-2026-118"
         *           },
         *           "duplicateOf": null,
         *           "revision": 0,
         *           "createdAt": "2026-11-25T09:30:00.000Z"
         *         }
         *       ],
         *       "nextCursor": "eyJjIjoiMjAyNi0xMS0yNVQwOTozMDowMC4wMDBaIiwiaSI6IjZmMWM5ZTJhIn0",
         *       "limit": 20
         *     }
         */
        CandidateList: {
            /** @description Newest first (by upload time, then id) */
            items: components["schemas"]["CandidateSummary"][];
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
            /** @description The candidate's full name (null until completed, when the CV gives none, or in blind screening) */
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
        /**
         * @example {
         *       "ok": true,
         *       "records": 42,
         *       "firstSeq": 1,
         *       "lastSeq": 42,
         *       "lastHash": "4c1e7a9b3d5f7e9a1c3b5d7f9e1a3c5b7d9f1e3a5c7b9d1f3e5a7c9b1d3f5e7a"
         *     }
         * @example {
         *       "ok": false,
         *       "records": 17,
         *       "seq": 17,
         *       "decisionId": "2d9b7f4e-1c3a-4e5b-9d6f-7a8b9c0d1e2f",
         *       "reason": "the record does not hash to its stored hash"
         *     }
         */
        DecisionChainCheck: {
            /** @description Its decision id */
            decisionId?: string | null;
            firstSeq?: number | null;
            lastHash?: string | null;
            lastSeq?: number | null;
            ok: boolean;
            reason?: string;
            /** @description Records checked */
            records: number;
            /** @description Number of the first broken record */
            seq?: number;
        };
        /**
         * @example {
         *       "query": "Senior Java Developer\n\nRequirements:\n- 5+ years of Java\n- Spring Boot and PostgreSQL",
         *       "limit": 10,
         *       "country": "DE"
         *     }
         */
        DirectSearchRequestInput: {
            /** @description `true`: blind screening for this answer: no name, photo, birth date, gender cues, nationality, marital status, street address or contact details; a tenant with blind screening on gets it always */
            blind?: boolean;
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
        /**
         * @example {
         *       "decisionId": "3c9d7e21-5f4a-4b8c-9d0e-1f2a3b4c5d6e",
         *       "language": "en",
         *       "profiles": [
         *         {
         *           "id": "6f1c9e2a-4b3d-4c5e-8f7a-9b0c1d2e3f4a",
         *           "score": 0.91,
         *           "name": "Marta Vellani",
         *           "title": "Senior Backend Engineer",
         *           "components": {
         *             "must": 0.95,
         *             "title": 0.9,
         *             "skills": 1,
         *             "experience": 1,
         *             "education": 1,
         *             "languages": 1,
         *             "nice": 0.6,
         *             "text": 0.82,
         *             "domain": 0.9,
         *             "evidence": 0.77
         *           },
         *           "alignment": [
         *             {
         *               "requirement": "Java, 5+ years",
         *               "asked": {
         *                 "skill": "Java",
         *                 "minYears": 5
         *               },
         *               "kind": "skill",
         *               "importance": "must",
         *               "status": "met",
         *               "credit": 1,
         *               "evidence": {
         *                 "skill": "Java",
         *                 "skillId": "software.java",
         *                 "relation": "exact",
         *                 "months": 93,
         *                 "lastUsed": "2026-11",
         *                 "saliency": 0.77
         *               }
         *             }
         *           ],
         *           "strengths": [
         *             "Java: 7 years, used until now"
         *           ],
         *           "gaps": [],
         *           "review": {
         *             "needed": false,
         *             "reasons": []
         *           },
         *           "otherInvocations": []
         *         }
         *       ],
         *       "total": 1,
         *       "limit": 20,
         *       "offset": 0,
         *       "scoresOrder": "DESC",
         *       "requirements": {
         *         "title": "Senior Java Developer",
         *         "occupation": {
         *           "id": "java-developer",
         *           "name": "Java developer",
         *           "family": "it",
         *           "score": 1
         *         },
         *         "skills": [
         *           {
         *             "id": "software.java",
         *             "name": "Java",
         *             "canonical": "Java",
         *             "importance": "must",
         *             "minYears": 5,
         *             "alternatives": [],
         *             "implied": false
         *           },
         *           {
         *             "id": "software.spring-boot",
         *             "name": "Spring Boot",
         *             "canonical": "Spring Boot",
         *             "importance": "must",
         *             "minYears": null,
         *             "alternatives": [],
         *             "implied": false
         *           },
         *           {
         *             "id": "software.postgresql",
         *             "name": "PostgreSQL",
         *             "canonical": "PostgreSQL",
         *             "importance": "must",
         *             "minYears": null,
         *             "alternatives": [],
         *             "implied": false
         *           }
         *         ],
         *         "impliedSkills": [],
         *         "minYears": 5,
         *         "education": {
         *           "level": 6,
         *           "name": "Bachelor's or equivalent",
         *           "field": "Computer Science",
         *           "importance": "must"
         *         },
         *         "languages": [
         *           {
         *             "code": "en",
         *             "name": "English",
         *             "level": "C1",
         *             "importance": "must"
         *           },
         *           {
         *             "code": "de",
         *             "name": "German",
         *             "level": null,
         *             "importance": "nice"
         *           }
         *         ],
         *         "location": {
         *           "text": "Berlin (hybrid)",
         *           "city": "Berlin",
         *           "country": "DE",
         *           "remote": false
         *         }
         *       }
         *     }
         */
        DirectSearchResult: {
            /** @description The decision record of this search: GET /decisions/{decisionId}/candidates/{invocationId} explains one candidate */
            decisionId: string;
            /** @description Language of the job description (ISO 639-1): strengths, gaps and explanations are written in it */
            language: string;
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
        /**
         * @example {
         *       "invocationId": "6f1c9e2a-4b3d-4c5e-8f7a-9b0c1d2e3f4a",
         *       "status": "completed",
         *       "tenantId": "8f5a2c1e-3b7d-4e9f-a0c6-1d2e3f4a5b6c",
         *       "fileType": "pdf",
         *       "createdAt": "2026-11-25T09:30:00.000Z",
         *       "completedAt": "2026-11-25T09:30:02.412Z",
         *       "reference": "ats-4711",
         *       "metadata": {
         *         "requisition": "R-2026-118"
         *       },
         *       "duplicateOf": null,
         *       "revision": 0,
         *       "profile": {
         *         "personal": {
         *           "fullName": "Marta Vellani",
         *           "givenName": "Marta",
         *           "familyName": "Vellani",
         *           "emails": [
         *             "marta.vellani@example.com"
         *           ],
         *           "phones": [
         *             {
         *               "raw": "+39 347 123 4567",
         *               "e164": "+393471234567",
         *               "type": "mobile"
         *             }
         *           ],
         *           "location": {
         *             "raw": "Milan, Italy",
         *             "city": "Milan",
         *             "region": null,
         *             "country": "IT"
         *           },
         *           "links": [
         *             {
         *               "type": "linkedin",
         *               "url": "https://www.linkedin.com/in/marta-vellani"
         *             }
         *           ]
         *         },
         *         "photo": {
         *           "found": false
         *         },
         *         "jobProfile": {
         *           "title": "Senior Backend Engineer",
         *           "headline": null,
         *           "summary": "Backend engineer with eight years of experience in logistics platforms.",
         *           "seniority": "senior",
         *           "totalExperienceMonths": 135,
         *           "occupation": {
         *             "id": "backend-developer",
         *             "name": "Back-end developer"
         *           }
         *         },
         *         "workExperience": [
         *           {
         *             "title": "Senior Backend Engineer",
         *             "employer": "Nordline Logistics S.p.A.",
         *             "location": "Milan",
         *             "start": "2019-03",
         *             "end": null,
         *             "current": true,
         *             "durationMonths": 93,
         *             "description": "• Designed event-driven services in Java and Kotlin on Kubernetes\n• Led a team of five engineers",
         *             "skills": [
         *               "software.java",
         *               "software.kotlin",
         *               "software.kubernetes"
         *             ]
         *           }
         *         ],
         *         "education": [
         *           {
         *             "degree": "Master of Science in Computer Engineering",
         *             "isced": 7,
         *             "field": "Computer Engineering",
         *             "institution": "Politecnico di Milano",
         *             "start": "2013",
         *             "end": "2015",
         *             "current": false
         *           }
         *         ],
         *         "certifications": [
         *           {
         *             "name": "AWS Certified Developer – Associate",
         *             "issuer": "Amazon Web Services",
         *             "date": "2021-06"
         *           }
         *         ],
         *         "skills": [
         *           {
         *             "id": "software.java",
         *             "name": "Java",
         *             "asWritten": [
         *               "Java"
         *             ],
         *             "experienceMonths": 93,
         *             "lastUsed": "2026-11",
         *             "saliency": 0.77,
         *             "sources": [
         *               "skills",
         *               "experience"
         *             ]
         *           }
         *         ],
         *         "languages": [
         *           {
         *             "code": "it",
         *             "name": "Italian",
         *             "level": "native",
         *             "native": true
         *           },
         *           {
         *             "code": "en",
         *             "name": "English",
         *             "level": "C1",
         *             "native": false
         *           }
         *         ],
         *         "meta": {
         *           "profileVersion": 2,
         *           "language": "en",
         *           "fileType": "pdf",
         *           "pages": 1,
         *           "ocrUsed": false,
         *           "parserVersion": "0.1.0",
         *           "timingsMs": {
         *             "extract": 24.6,
         *             "layout": 1.5,
         *             "skills": 1.3,
         *             "total": 31
         *           },
         *           "confidence": {
         *             "personal": 1,
         *             "contact": 0.9,
         *             "workExperience": 1,
         *             "education": 1,
         *             "skills": 0.93,
         *             "languages": 0.85
         *           }
         *         }
         *       }
         *     }
         */
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
        /**
         * @example {
         *       "invocationId": "6f1c9e2a-4b3d-4c5e-8f7a-9b0c1d2e3f4a",
         *       "status": "processing",
         *       "tenantId": "8f5a2c1e-3b7d-4e9f-a0c6-1d2e3f4a5b6c",
         *       "createdAt": "2026-11-25T09:30:00.000Z",
         *       "reference": null,
         *       "metadata": null,
         *       "duplicateOf": null
         *     }
         */
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
        /**
         * @example {
         *       "keys": [
         *         {
         *           "kid": "k-2026-11-01",
         *           "kty": "OKP",
         *           "crv": "Ed25519",
         *           "alg": "EdDSA",
         *           "use": "sig",
         *           "x": "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo"
         *         }
         *       ]
         *     }
         */
        Jwks: {
            keys: ({
                kid: string;
                kty: string;
            } & {
                [key: string]: unknown;
            })[];
        };
        MatchAlignment: {
            /** @description What the requirement asks, structured */
            asked: {
                alternatives?: string[];
                city?: string | null;
                country?: string | null;
                field?: string | null;
                isced?: number;
                language?: string;
                level?: string | null;
                minYears?: number | null;
                skill?: string;
                title?: string;
            };
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
            /** @description Requirements not fully met or not shown, as sentences in the description's language */
            gaps: string[];
            /** @description The invocationId of the CV */
            id: string;
            /** @description The candidate’s name; null in blind screening */
            name: string | null;
            /** @description The same person's other CVs (invocation ids, newest first); empty for a person with one CV */
            otherInvocations: string[];
            review: components["schemas"]["ReviewCue"];
            score: number;
            /** @description Requirements met, as sentences in the description's language */
            strengths: string[];
            title: string | null;
        };
        /**
         * @example {
         *       "title": "Senior Java Developer",
         *       "occupation": {
         *         "id": "java-developer",
         *         "name": "Java developer",
         *         "family": "it",
         *         "score": 1
         *       },
         *       "skills": [
         *         {
         *           "id": "software.java",
         *           "name": "Java",
         *           "canonical": "Java",
         *           "importance": "must",
         *           "minYears": 5,
         *           "alternatives": [],
         *           "implied": false
         *         },
         *         {
         *           "id": "software.spring-boot",
         *           "name": "Spring Boot",
         *           "canonical": "Spring Boot",
         *           "importance": "must",
         *           "minYears": null,
         *           "alternatives": [],
         *           "implied": false
         *         },
         *         {
         *           "id": "software.postgresql",
         *           "name": "PostgreSQL",
         *           "canonical": "PostgreSQL",
         *           "importance": "must",
         *           "minYears": null,
         *           "alternatives": [],
         *           "implied": false
         *         }
         *       ],
         *       "impliedSkills": [],
         *       "minYears": 5,
         *       "education": {
         *         "level": 6,
         *         "name": "Bachelor's or equivalent",
         *         "field": "Computer Science",
         *         "importance": "must"
         *       },
         *       "languages": [
         *         {
         *           "code": "en",
         *           "name": "English",
         *           "level": "C1",
         *           "importance": "must"
         *         },
         *         {
         *           "code": "de",
         *           "name": "German",
         *           "level": null,
         *           "importance": "nice"
         *         }
         *       ],
         *       "location": {
         *         "text": "Berlin (hybrid)",
         *         "city": "Berlin",
         *         "country": "DE",
         *         "remote": false
         *       }
         *     }
         */
        MatchRequirements: {
            education: {
                field: string | null;
                /**
                 * @description must: asked for; nice: a plus
                 * @enum {string}
                 */
                importance: "must" | "nice";
                /** @description ISCED 2011 */
                level: number;
                name: string;
            } | null;
            /** @description Not written: core skills of the occupation, added as nice-to-haves when the description names few skills */
            impliedSkills: {
                /** @description Any of these satisfies the requirement too ("Java or Kotlin") */
                alternatives: {
                    id: string;
                    name: string;
                }[];
                /** @description The knowledge base's name of the skill (the item itself when kept as written) */
                canonical: string;
                /** @description Skill id of the knowledge base, or `written.<words>` for an item it cannot name (shown, not scored) */
                id: string;
                /** @description Not written: a core skill of the occupation (only in impliedSkills) */
                implied: boolean;
                /**
                 * @description must: asked for; nice: a plus
                 * @enum {string}
                 */
                importance: "must" | "nice";
                /** @description Years asked for this skill ("5+ years of Java") */
                minYears: number | null;
                /** @description The requirement in the words of the description */
                name: string;
            }[];
            languages: {
                /** @description ISO 639-1 */
                code: string;
                /**
                 * @description must: asked for; nice: a plus
                 * @enum {string}
                 */
                importance: "must" | "nice";
                /** @description CEFR level (A1–C2) or `native` */
                level: string | null;
                name: string;
            }[];
            location: {
                city: string | null;
                /** @description ISO 3166-1 alpha-2 */
                country: string | null;
                remote: boolean;
                text: string;
            } | null;
            /** @description Overall years of experience asked */
            minYears: number | null;
            /** @description The occupation of the knowledge base the title names */
            occupation: {
                family: string;
                id: string;
                name: string;
                /** @description Confidence of the title → occupation match */
                score: number;
            } | null;
            /** @description The skills the description asks for */
            skills: {
                /** @description Any of these satisfies the requirement too ("Java or Kotlin") */
                alternatives: {
                    id: string;
                    name: string;
                }[];
                /** @description The knowledge base's name of the skill (the item itself when kept as written) */
                canonical: string;
                /** @description Skill id of the knowledge base, or `written.<words>` for an item it cannot name (shown, not scored) */
                id: string;
                /** @description Not written: a core skill of the occupation (only in impliedSkills) */
                implied: boolean;
                /**
                 * @description must: asked for; nice: a plus
                 * @enum {string}
                 */
                importance: "must" | "nice";
                /** @description Years asked for this skill ("5+ years of Java") */
                minYears: number | null;
                /** @description The requirement in the words of the description */
                name: string;
            }[];
            /** @description The role as written */
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
        /**
         * @description RFC 6749 §5.2 error
         * @example {
         *       "error": "invalid_client",
         *       "error_description": "client authentication failed"
         *     }
         */
        OAuthError: {
            /**
             * @description RFC 6749 §5.2 error code
             * @enum {string}
             */
            error: "invalid_request" | "invalid_client" | "invalid_grant" | "unauthorized_client" | "unsupported_grant_type" | "invalid_scope" | "rate_limited";
            error_description?: string;
        };
        /**
         * @example {
         *       "query": "Senior Java Developer\n\nRequirements:\n- 5+ years of experience with Java\n- Spring Boot and PostgreSQL\n- Bachelor's degree in Computer Science\n- Fluent English; German is a plus\n\nLocation: Berlin (hybrid)"
         *     }
         */
        ParseJobRequestInput: {
            /** @description The job description as free text, in any of en/it/es/fr/de/pt (at most 20000 characters) */
            query: string;
            /** @description Tenant UUID (optional when the client acts for exactly one tenant) */
            tenantId?: string;
        };
        /**
         * @example {
         *       "requirements": {
         *         "title": "Senior Java Developer",
         *         "occupation": {
         *           "id": "java-developer",
         *           "name": "Java developer",
         *           "family": "it",
         *           "score": 1
         *         },
         *         "skills": [
         *           {
         *             "id": "software.java",
         *             "name": "Java",
         *             "canonical": "Java",
         *             "importance": "must",
         *             "minYears": 5,
         *             "alternatives": [],
         *             "implied": false
         *           },
         *           {
         *             "id": "software.spring-boot",
         *             "name": "Spring Boot",
         *             "canonical": "Spring Boot",
         *             "importance": "must",
         *             "minYears": null,
         *             "alternatives": [],
         *             "implied": false
         *           },
         *           {
         *             "id": "software.postgresql",
         *             "name": "PostgreSQL",
         *             "canonical": "PostgreSQL",
         *             "importance": "must",
         *             "minYears": null,
         *             "alternatives": [],
         *             "implied": false
         *           }
         *         ],
         *         "impliedSkills": [],
         *         "minYears": 5,
         *         "education": {
         *           "level": 6,
         *           "name": "Bachelor's or equivalent",
         *           "field": "Computer Science",
         *           "importance": "must"
         *         },
         *         "languages": [
         *           {
         *             "code": "en",
         *             "name": "English",
         *             "level": "C1",
         *             "importance": "must"
         *           },
         *           {
         *             "code": "de",
         *             "name": "German",
         *             "level": null,
         *             "importance": "nice"
         *           }
         *         ],
         *         "location": {
         *           "text": "Berlin (hybrid)",
         *           "city": "Berlin",
         *           "country": "DE",
         *           "remote": false
         *         }
         *       }
         *     }
         */
        ParseJobResult: {
            /** @description What was understood of the job description */
            requirements: components["schemas"]["MatchRequirements"];
        };
        /**
         * @example {
         *       "type": "https://vitae.dev/problems/tenant_required",
         *       "title": "Bad request",
         *       "status": 400,
         *       "detail": "this client acts for several tenants: name one with tenantId",
         *       "code": "tenant_required",
         *       "instance": "/direct-search",
         *       "requestId": "0f3c2a9e-6b1d-4d0e-9a52-3c1f7b2e8d44"
         *     }
         */
        Problem: {
            /** @description Stable machine-readable error code; each operation lists the codes it answers */
            code: string;
            /** @description What went wrong with this request, for a human */
            detail?: string;
            /** @description The path of the request */
            instance?: string;
            /** @description The request id (also the x-request-id header); quote it when reporting a problem */
            requestId?: string;
            /** @description The HTTP status of this answer */
            status: number;
            /** @description Short summary of the problem type */
            title: string;
            /** @description URI naming the problem type: https://vitae.dev/problems/{code} */
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
                /**
                 * @description Format of the uploaded file, decided by its bytes
                 * @enum {string}
                 */
                fileType: "pdf" | "docx" | "doc" | "rtf" | "odt" | "html" | "txt" | "jpeg" | "png";
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
        /**
         * @description JSON Merge Patch of the profile, e.g. {"personal": {"fullName": "Anna Rossi"}, "jobProfile": {"title": "Nurse"}}
         * @example {
         *       "personal": {
         *         "fullName": "Marta Vellani"
         *       },
         *       "jobProfile": {
         *         "title": "Lead Backend Engineer"
         *       }
         *     }
         */
        ProfilePatchInput: {
            [key: string]: unknown;
        };
        /** @description Human oversight cue. No answer ever labels a candidate rejected. */
        ReviewCue: {
            /** @description A person should look at this entry before relying on its score */
            needed: boolean;
            /** @description ocr_used: the CV was read with OCR; low_parse_confidence: parts were read with low confidence; thin_evidence: few skills and no dated experience; requirements_unknown: the CV does not say for half or more of the must-haves */
            reasons: ("ocr_used" | "low_parse_confidence" | "thin_evidence" | "requirements_unknown")[];
        };
        SigningKey: {
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
        /**
         * @example {
         *       "blindScreening": false,
         *       "keepJobText": false,
         *       "duplicates": "flag"
         *     }
         */
        TenantSettings: {
            /** @description Every profile and Match answer of the tenant leaves out name, photo, birth date, gender cues, nationality, marital status, street address and contact details */
            blindScreening: boolean;
            /**
             * @description keep: every CV its own candidate; flag (default): duplicateOf set, Match collapses; refuse: a known person is refused
             * @enum {string}
             */
            duplicates: "keep" | "flag" | "refuse";
            /** @description Decision records keep the job description's text (otherwise only its SHA-256) */
            keepJobText: boolean;
        };
        /**
         * @example {
         *       "blindScreening": true,
         *       "duplicates": "refuse"
         *     }
         */
        TenantSettingsChangeInput: {
            /** @description Every profile and Match answer of the tenant leaves out name, photo, birth date, gender cues, nationality, marital status, street address and contact details */
            blindScreening?: boolean;
            /**
             * @description keep: every CV its own candidate; flag (default): duplicateOf set, Match collapses; refuse: a known person is refused
             * @enum {string}
             */
            duplicates?: "keep" | "flag" | "refuse";
            /** @description Decision records keep the job description's text (otherwise only its SHA-256) */
            keepJobText?: boolean;
        };
        /**
         * @example {
         *       "grant_type": "client_credentials",
         *       "client_id": "2b7e4c1a-9d3f-4a6e-b8c0-5f1e2d3c4b5a",
         *       "client_secret": "vsk_…"
         *     }
         */
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
        /**
         * @example {
         *       "access_token": "eyJhbGciOiJFZERTQSIsImtpZCI6Ii4uLiJ9.eyJzdWIiOiIuLi4ifQ.c2lnbmF0dXJl",
         *       "token_type": "Bearer",
         *       "expires_in": 28800,
         *       "scope": "screen:write screen:read match:read"
         *     }
         */
        TokenResponse: {
            access_token: string;
            /** @description Seconds until the token expires (VITAE_TOKEN_TTL) */
            expires_in: number;
            scope: string;
            /** @constant */
            token_type: "Bearer";
        };
        /**
         * @example {
         *       "invocationId": "6f1c9e2a-4b3d-4c5e-8f7a-9b0c1d2e3f4a",
         *       "status": "queued",
         *       "reference": null,
         *       "metadata": null,
         *       "duplicateOf": null
         *     }
         */
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
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getJwks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The JSON Web Key Set */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "keys": [
                     *         {
                     *           "kid": "k-2026-11-01",
                     *           "kty": "OKP",
                     *           "crv": "Ed25519",
                     *           "alg": "EdDSA",
                     *           "use": "sig",
                     *           "x": "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Jwks"];
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    getAuthorizationServerMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metadata document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "issuer": "http://localhost:8080",
                     *       "token_endpoint": "http://localhost:8080/oauth/token",
                     *       "jwks_uri": "http://localhost:8080/.well-known/jwks.json"
                     *     }
                     */
                    "application/json": {
                        issuer: string;
                        token_endpoint: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    listAuditEntries: {
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
            /** @description A page of audit entries, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "entries": [
                     *         {
                     *           "id": 0,
                     *           "occurredAt": "2026-11-25T09:30:00.000Z",
                     *           "clientId": "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40",
                     *           "issuer": "text",
                     *           "tenantId": "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40",
                     *           "action": "text",
                     *           "resourceType": "text",
                     *           "resourceId": "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40",
                     *           "requestId": "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40",
                     *           "details": {}
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        entries: components["schemas"]["AuditEntry"][];
                    };
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    listClients: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every client (secrets never shown) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "clients": [
                     *         {
                     *           "clientId": "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40",
                     *           "name": "Acme Recruiting",
                     *           "tenants": [
                     *             "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40"
                     *           ],
                     *           "scopes": [
                     *             "screen:write"
                     *           ],
                     *           "revoked": false,
                     *           "createdAt": "2026-11-25T09:30:00.000Z",
                     *           "secretRotatedAt": "2026-11-25T09:30:00.000Z",
                     *           "revokedAt": "2026-11-25T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        clients: components["schemas"]["Client"][];
                    };
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    createClient: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "tenants": [],
                 *       "scopes": [
                 *         "screen",
                 *         "match"
                 *       ],
                 *       "name": "Acme Recruiting"
                 *     }
                 */
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
            /** @description The client created, with its secret (shown this once) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "clientId": "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40",
                     *       "clientSecret": "whsec_…",
                     *       "tenants": [
                     *         "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40"
                     *       ],
                     *       "scopes": [
                     *         "screen:write"
                     *       ],
                     *       "name": "Acme Recruiting"
                     *     }
                     */
                    "application/json": components["schemas"]["NewClient"];
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message; `invalid_id`: An id in the path or body is not a UUID; `invalid_scope`: A scope named is not one of screen, match, admin; `invalid_name`: A name is empty or longer than 200 characters; `tenant_required`: The client acts for several tenants: name one with tenantId; `too_many_tenants`: A client would act for more tenants than allowed; `unknown_tenant`: A tenant named does not exist. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed" | "invalid_id" | "invalid_scope" | "invalid_name" | "tenant_required" | "too_many_tenants" | "unknown_tenant";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    getClient: {
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
            /** @description The client */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "clientId": "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40",
                     *       "name": "Acme Recruiting",
                     *       "tenants": [
                     *         "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40"
                     *       ],
                     *       "scopes": [
                     *         "screen:write"
                     *       ],
                     *       "revoked": false,
                     *       "createdAt": "2026-11-25T09:30:00.000Z",
                     *       "secretRotatedAt": "2026-11-25T09:30:00.000Z",
                     *       "revokedAt": "2026-11-25T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Client"];
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Not found. `client_not_found`: No client has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "client_not_found";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    revokeClient: {
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
            /** @description The client, revoked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "clientId": "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40",
                     *       "name": "Acme Recruiting",
                     *       "tenants": [
                     *         "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40"
                     *       ],
                     *       "scopes": [
                     *         "screen:write"
                     *       ],
                     *       "revoked": false,
                     *       "createdAt": "2026-11-25T09:30:00.000Z",
                     *       "secretRotatedAt": "2026-11-25T09:30:00.000Z",
                     *       "revokedAt": "2026-11-25T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Client"];
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Not found. `client_not_found`: No client has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "client_not_found";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    rotateClientSecret: {
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
            /** @description The new secret (shown this once) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "clientId": "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40",
                     *       "clientSecret": "whsec_…"
                     *     }
                     */
                    "application/json": {
                        clientId: string;
                        clientSecret: string;
                    };
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message; `client_revoked`: The client is revoked. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed" | "client_revoked";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Not found. `client_not_found`: No client has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "client_not_found";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    grantClientTenants: {
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
                /**
                 * @example {
                 *       "tenants": [
                 *         "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40"
                 *       ]
                 *     }
                 */
                "application/json": {
                    tenants: string[];
                };
            };
        };
        responses: {
            /** @description The client with its tenants */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "clientId": "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40",
                     *       "name": "Acme Recruiting",
                     *       "tenants": [
                     *         "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40"
                     *       ],
                     *       "scopes": [
                     *         "screen:write"
                     *       ],
                     *       "revoked": false,
                     *       "createdAt": "2026-11-25T09:30:00.000Z",
                     *       "secretRotatedAt": "2026-11-25T09:30:00.000Z",
                     *       "revokedAt": "2026-11-25T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Client"];
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message; `client_revoked`: The client is revoked; `unknown_tenant`: A tenant named does not exist; `too_many_tenants`: A client would act for more tenants than allowed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed" | "client_revoked" | "unknown_tenant" | "too_many_tenants";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Not found. `client_not_found`: No client has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "client_not_found";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    ungrantClientTenant: {
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
            /** @description The client with its tenants */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "clientId": "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40",
                     *       "name": "Acme Recruiting",
                     *       "tenants": [
                     *         "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40"
                     *       ],
                     *       "scopes": [
                     *         "screen:write"
                     *       ],
                     *       "revoked": false,
                     *       "createdAt": "2026-11-25T09:30:00.000Z",
                     *       "secretRotatedAt": "2026-11-25T09:30:00.000Z",
                     *       "revokedAt": "2026-11-25T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Client"];
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Not found. `client_not_found`: No client has this id; `grant_not_found`: The client does not act for this tenant. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "client_not_found" | "grant_not_found";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    listSigningKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every signing key, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "keys": [
                     *         {
                     *           "kid": "text",
                     *           "alg": "text",
                     *           "createdAt": "2026-11-25T09:30:00.000Z",
                     *           "retiredAt": "2026-11-25T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        keys: components["schemas"]["SigningKey"][];
                    };
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    rotateSigningKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new signing key */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "kid": "text",
                     *       "alg": "text",
                     *       "createdAt": "2026-11-25T09:30:00.000Z",
                     *       "retiredAt": "2026-11-25T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["SigningKey"];
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    listTenants: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every tenant, oldest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tenants": [
                     *         {
                     *           "tenantId": "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40",
                     *           "name": "Acme Recruiting",
                     *           "disabled": false,
                     *           "createdAt": "2026-11-25T09:30:00.000Z",
                     *           "disabledAt": "2026-11-25T09:30:00.000Z",
                     *           "duplicates": "keep"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        tenants: components["schemas"]["Tenant"][];
                    };
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    createTenant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Acme Recruiting"
                 *     }
                 */
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description The tenant created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tenantId": "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40",
                     *       "name": "Acme Recruiting",
                     *       "disabled": false,
                     *       "createdAt": "2026-11-25T09:30:00.000Z",
                     *       "disabledAt": "2026-11-25T09:30:00.000Z",
                     *       "duplicates": "keep"
                     *     }
                     */
                    "application/json": components["schemas"]["Tenant"];
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message; `invalid_name`: A name is empty or longer than 200 characters. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed" | "invalid_name";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    exportTenantDecisions: {
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
            /** @description The tenant's decision records, one JSON object per line */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example {"hash":"4c1e7a9b3d5f7e9a1c3b5d7f9e1a3c5b7d9f1e3a5c7b9d1f3e5a7c9b1d3f5e7a","record":{"decisionId":"2d9b7f4e-1c3a-4e5b-9d6f-7a8b9c0d1e2f","prevHash":null,"seq":1}} */
                    "application/x-ndjson": unknown;
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Not found. `tenant_not_found`: No tenant has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "tenant_not_found";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    verifyTenantDecisions: {
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
            /** @description The result of the check: ok, or the first broken record */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true,
                     *       "records": 42,
                     *       "firstSeq": 1,
                     *       "lastSeq": 42,
                     *       "lastHash": "4c1e7a9b3d5f7e9a1c3b5d7f9e1a3c5b7d9f1e3a5c7b9d1f3e5a7c9b1d3f5e7a"
                     *     }
                     */
                    "application/json": components["schemas"]["DecisionChainCheck"];
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Not found. `tenant_not_found`: No tenant has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "tenant_not_found";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    disableTenant: {
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
            /** @description The tenant */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tenantId": "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40",
                     *       "name": "Acme Recruiting",
                     *       "disabled": false,
                     *       "createdAt": "2026-11-25T09:30:00.000Z",
                     *       "disabledAt": "2026-11-25T09:30:00.000Z",
                     *       "duplicates": "keep"
                     *     }
                     */
                    "application/json": components["schemas"]["Tenant"];
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Not found. `tenant_not_found`: No tenant has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "tenant_not_found";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    enableTenant: {
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
            /** @description The tenant */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tenantId": "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40",
                     *       "name": "Acme Recruiting",
                     *       "disabled": false,
                     *       "createdAt": "2026-11-25T09:30:00.000Z",
                     *       "disabledAt": "2026-11-25T09:30:00.000Z",
                     *       "duplicates": "keep"
                     *     }
                     */
                    "application/json": components["schemas"]["Tenant"];
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Not found. `tenant_not_found`: No tenant has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "tenant_not_found";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    getTenantSettings: {
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
            /** @description The tenant's settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "blindScreening": false,
                     *       "keepJobText": false,
                     *       "duplicates": "flag"
                     *     }
                     */
                    "application/json": components["schemas"]["TenantSettings"];
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Not found. `tenant_not_found`: No tenant has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "tenant_not_found";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    updateTenantSettings: {
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
                /**
                 * @example {
                 *       "blindScreening": true,
                 *       "duplicates": "refuse"
                 *     }
                 */
                "application/json": components["schemas"]["TenantSettingsChangeInput"];
            };
        };
        responses: {
            /** @description The tenant's settings after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "blindScreening": false,
                     *       "keepJobText": false,
                     *       "duplicates": "flag"
                     *     }
                     */
                    "application/json": components["schemas"]["TenantSettings"];
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message; `bad_request`: The request is malformed (a body that does not parse, a bad Content-Length). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed" | "bad_request";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Not found. `tenant_not_found`: No tenant has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "tenant_not_found";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    adminListWebhooks: {
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
            /** @description The tenant's webhooks */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "webhooks": [
                     *         {
                     *           "id": "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40",
                     *           "tenantId": "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40",
                     *           "url": "https://hooks.example.com/vitae",
                     *           "events": [
                     *             "screen.completed"
                     *           ],
                     *           "description": "text",
                     *           "createdAt": "2026-11-25T09:30:00.000Z",
                     *           "secretRotatedAt": "2026-11-25T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        webhooks: components["schemas"]["Webhook"][];
                    };
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Not found. `tenant_not_found`: No tenant has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "tenant_not_found";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    adminCreateWebhook: {
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
                /**
                 * @example {
                 *       "url": "https://hooks.example.com/vitae",
                 *       "events": [
                 *         "screen.completed",
                 *         "screen.failed"
                 *       ],
                 *       "description": "text"
                 *     }
                 */
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
            /** @description The webhook created, with its signing secret (shown this once) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40",
                     *       "tenantId": "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40",
                     *       "url": "https://hooks.example.com/vitae",
                     *       "events": [
                     *         "screen.completed"
                     *       ],
                     *       "description": "text",
                     *       "createdAt": "2026-11-25T09:30:00.000Z",
                     *       "secretRotatedAt": "2026-11-25T09:30:00.000Z",
                     *       "secret": "whsec_…"
                     *     }
                     */
                    "application/json": components["schemas"]["NewWebhook"];
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message; `invalid_webhook_url`: The webhook URL is not HTTPS, or points at a private or loopback address; `events_required`: A webhook must subscribe to at least one event; `too_many_webhooks`: The tenant has the most webhooks allowed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed" | "invalid_webhook_url" | "events_required" | "too_many_webhooks";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Not found. `tenant_not_found`: No tenant has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "tenant_not_found";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    adminGetWebhook: {
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
            /** @description The webhook */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40",
                     *       "tenantId": "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40",
                     *       "url": "https://hooks.example.com/vitae",
                     *       "events": [
                     *         "screen.completed"
                     *       ],
                     *       "description": "text",
                     *       "createdAt": "2026-11-25T09:30:00.000Z",
                     *       "secretRotatedAt": "2026-11-25T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Not found. `webhook_not_found`: The tenant has no webhook with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "webhook_not_found";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    adminDeleteWebhook: {
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
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Not found. `webhook_not_found`: The tenant has no webhook with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "webhook_not_found";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    adminListWebhookDeliveries: {
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
            /** @description A page of the webhook's deliveries, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "deliveries": [
                     *         {
                     *           "id": "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40",
                     *           "eventId": "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40",
                     *           "eventType": "screen.completed",
                     *           "invocationId": "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40",
                     *           "status": "pending",
                     *           "attempts": 0,
                     *           "createdAt": "2026-11-25T09:30:00.000Z",
                     *           "lastAttemptAt": "2026-11-25T09:30:00.000Z",
                     *           "nextAttemptAt": "2026-11-25T09:30:00.000Z",
                     *           "finishedAt": "2026-11-25T09:30:00.000Z",
                     *           "attemptLog": [
                     *             {
                     *               "attempt": 0,
                     *               "startedAt": "2026-11-25T09:30:00.000Z",
                     *               "responseStatus": 0,
                     *               "latencyMs": 0,
                     *               "error": "text"
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        deliveries: components["schemas"]["WebhookDelivery"][];
                    };
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Not found. `webhook_not_found`: The tenant has no webhook with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "webhook_not_found";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    adminRotateWebhookSecret: {
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
            /** @description The webhook with its new signing secret (shown this once) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40",
                     *       "tenantId": "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40",
                     *       "url": "https://hooks.example.com/vitae",
                     *       "events": [
                     *         "screen.completed"
                     *       ],
                     *       "description": "text",
                     *       "createdAt": "2026-11-25T09:30:00.000Z",
                     *       "secretRotatedAt": "2026-11-25T09:30:00.000Z",
                     *       "secret": "whsec_…"
                     *     }
                     */
                    "application/json": components["schemas"]["NewWebhook"];
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Not found. `webhook_not_found`: The tenant has no webhook with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "webhook_not_found";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    listCandidates: {
        parameters: {
            query?: {
                /** @description `true`: blind screening for this answer: no name, photo, birth date, gender cues, nationality, marital status, street address or contact details; a tenant with blind screening on gets it always */
                blind?: "true" | "false";
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
            /** @description A page of the tenant's CVs, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "invocationId": "6f1c9e2a-4b3d-4c5e-8f7a-9b0c1d2e3f4a",
                     *           "status": "completed",
                     *           "name": "Marta Vellani",
                     *           "title": "Senior Backend Engineer",
                     *           "reference": "ats-4711",
                     *           "metadata": {
                     *             "requisition": "R-2026-118"
                     *           },
                     *           "duplicateOf": null,
                     *           "revision": 0,
                     *           "createdAt": "2026-11-25T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "nextCursor": "eyJjIjoiMjAyNi0xMS0yNVQwOTozMDowMC4wMDBaIiwiaSI6IjZmMWM5ZTJhIn0",
                     *       "limit": 20
                     *     }
                     */
                    "application/json": components["schemas"]["CandidateList"];
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message; `invalid_tenant_id`: The tenantId given is not a UUID; `tenant_conflict`: The request names two different tenants (path, form field, header, query or body); `tenant_required`: The client acts for several tenants: name one with tenantId; `invalid_cursor`: The `cursor` is not a `nextCursor` this service returned; `blind_screening`: The request needs personal data that blind screening leaves out (e.g. searching names). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed" | "invalid_tenant_id" | "tenant_conflict" | "tenant_required" | "invalid_cursor" | "blind_screening";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`); `tenant_forbidden`: The client may not act for the tenant named; `no_tenant`: The client may not act for any tenant; `tenant_disabled`: The tenant is disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope" | "tenant_forbidden" | "no_tenant" | "tenant_disabled";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    getCvResult: {
        parameters: {
            query?: {
                /** @description `true`: blind screening for this answer: no name, photo, birth date, gender cues, nationality, marital status, street address or contact details; a tenant with blind screening on gets it always */
                blind?: "true" | "false";
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
            /** @description Completed: the profile (or the JSON Resume document with format=json-resume) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "invocationId": "6f1c9e2a-4b3d-4c5e-8f7a-9b0c1d2e3f4a",
                     *       "status": "completed",
                     *       "tenantId": "8f5a2c1e-3b7d-4e9f-a0c6-1d2e3f4a5b6c",
                     *       "fileType": "pdf",
                     *       "createdAt": "2026-11-25T09:30:00.000Z",
                     *       "completedAt": "2026-11-25T09:30:02.412Z",
                     *       "reference": "ats-4711",
                     *       "metadata": {
                     *         "requisition": "R-2026-118"
                     *       },
                     *       "duplicateOf": null,
                     *       "revision": 0,
                     *       "profile": {
                     *         "personal": {
                     *           "fullName": "Marta Vellani",
                     *           "givenName": "Marta",
                     *           "familyName": "Vellani",
                     *           "emails": [
                     *             "marta.vellani@example.com"
                     *           ],
                     *           "phones": [
                     *             {
                     *               "raw": "+39 347 123 4567",
                     *               "e164": "+393471234567",
                     *               "type": "mobile"
                     *             }
                     *           ],
                     *           "location": {
                     *             "raw": "Milan, Italy",
                     *             "city": "Milan",
                     *             "region": null,
                     *             "country": "IT"
                     *           },
                     *           "links": [
                     *             {
                     *               "type": "linkedin",
                     *               "url": "https://www.linkedin.com/in/marta-vellani"
                     *             }
                     *           ]
                     *         },
                     *         "photo": {
                     *           "found": false
                     *         },
                     *         "jobProfile": {
                     *           "title": "Senior Backend Engineer",
                     *           "headline": null,
                     *           "summary": "Backend engineer with eight years of experience in logistics platforms.",
                     *           "seniority": "senior",
                     *           "totalExperienceMonths": 135,
                     *           "occupation": {
                     *             "id": "backend-developer",
                     *             "name": "Back-end developer"
                     *           }
                     *         },
                     *         "workExperience": [
                     *           {
                     *             "title": "Senior Backend Engineer",
                     *             "employer": "Nordline Logistics S.p.A.",
                     *             "location": "Milan",
                     *             "start": "2019-03",
                     *             "end": null,
                     *             "current": true,
                     *             "durationMonths": 93,
                     *             "description": "• Designed event-driven services in Java and Kotlin on Kubernetes\n• Led a team of five engineers",
                     *             "skills": [
                     *               "software.java",
                     *               "software.kotlin",
                     *               "software.kubernetes"
                     *             ]
                     *           }
                     *         ],
                     *         "education": [
                     *           {
                     *             "degree": "Master of Science in Computer Engineering",
                     *             "isced": 7,
                     *             "field": "Computer Engineering",
                     *             "institution": "Politecnico di Milano",
                     *             "start": "2013",
                     *             "end": "2015",
                     *             "current": false
                     *           }
                     *         ],
                     *         "certifications": [
                     *           {
                     *             "name": "AWS Certified Developer – Associate",
                     *             "issuer": "Amazon Web Services",
                     *             "date": "2021-06"
                     *           }
                     *         ],
                     *         "skills": [
                     *           {
                     *             "id": "software.java",
                     *             "name": "Java",
                     *             "asWritten": [
                     *               "Java"
                     *             ],
                     *             "experienceMonths": 93,
                     *             "lastUsed": "2026-11",
                     *             "saliency": 0.77,
                     *             "sources": [
                     *               "skills",
                     *               "experience"
                     *             ]
                     *           }
                     *         ],
                     *         "languages": [
                     *           {
                     *             "code": "it",
                     *             "name": "Italian",
                     *             "level": "native",
                     *             "native": true
                     *           },
                     *           {
                     *             "code": "en",
                     *             "name": "English",
                     *             "level": "C1",
                     *             "native": false
                     *           }
                     *         ],
                     *         "meta": {
                     *           "profileVersion": 2,
                     *           "language": "en",
                     *           "fileType": "pdf",
                     *           "pages": 1,
                     *           "ocrUsed": false,
                     *           "parserVersion": "0.1.0",
                     *           "timingsMs": {
                     *             "extract": 24.6,
                     *             "layout": 1.5,
                     *             "skills": 1.3,
                     *             "total": 31
                     *           },
                     *           "confidence": {
                     *             "personal": 1,
                     *             "contact": 0.9,
                     *             "workExperience": 1,
                     *             "education": 1,
                     *             "skills": 0.93,
                     *             "languages": 0.85
                     *           }
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["InvocationCompleted"] | components["schemas"]["JsonResume"];
                };
            };
            /** @description Still queued or processing: poll again after Retry-After seconds */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "invocationId": "6f1c9e2a-4b3d-4c5e-8f7a-9b0c1d2e3f4a",
                     *       "status": "processing",
                     *       "tenantId": "8f5a2c1e-3b7d-4e9f-a0c6-1d2e3f4a5b6c",
                     *       "createdAt": "2026-11-25T09:30:00.000Z",
                     *       "reference": null,
                     *       "metadata": null,
                     *       "duplicateOf": null
                     *     }
                     */
                    "application/json": components["schemas"]["InvocationPending"];
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message; `invalid_tenant_id`: The tenantId given is not a UUID; `tenant_conflict`: The request names two different tenants (path, form field, header, query or body); `tenant_required`: The client acts for several tenants: name one with tenantId; `invalid_value`: A value is malformed, for example an id that is not a UUID. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed" | "invalid_tenant_id" | "tenant_conflict" | "tenant_required" | "invalid_value";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`); `tenant_forbidden`: The client may not act for the tenant named; `no_tenant`: The client may not act for any tenant; `tenant_disabled`: The tenant is disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope" | "tenant_forbidden" | "no_tenant" | "tenant_disabled";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Not found. `invocation_not_found`: No CV of this tenant has this invocationId (erased, expired, or another tenant’s). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invocation_not_found";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description The CV could not be processed (`invocationStatus` is `failed`). `unreadable_file`: The file is corrupt or truncated; `encrypted_pdf`: The PDF needs a password; `no_text_found`: No text in the file, even with OCR; `too_many_pages`: More pages than VITAE_MAX_PAGES; `too_many_pixels`: An image or page larger than VITAE_MAX_PIXELS; `file_too_complex`: Beyond the decompression, text (VITAE_MAX_TEXT_CHARS) or memory limit; `unsupported_format`: The file’s bytes are not a format Vitae reads; `timeout`: Processing took longer than VITAE_JOB_TIMEOUT_S; `processing_failed`: The pipeline failed on every attempt; `worker_lost`: The job was interrupted on every attempt. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "unreadable_file" | "encrypted_pdf" | "no_text_found" | "too_many_pages" | "too_many_pixels" | "file_too_complex" | "unsupported_format" | "timeout" | "processing_failed" | "worker_lost";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    deleteCv: {
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
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message; `invalid_tenant_id`: The tenantId given is not a UUID; `tenant_conflict`: The request names two different tenants (path, form field, header, query or body); `tenant_required`: The client acts for several tenants: name one with tenantId; `invalid_value`: A value is malformed, for example an id that is not a UUID. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed" | "invalid_tenant_id" | "tenant_conflict" | "tenant_required" | "invalid_value";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`); `tenant_forbidden`: The client may not act for the tenant named; `no_tenant`: The client may not act for any tenant; `tenant_disabled`: The tenant is disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope" | "tenant_forbidden" | "no_tenant" | "tenant_disabled";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Not found. `invocation_not_found`: No CV of this tenant has this invocationId (erased, expired, or another tenant’s). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invocation_not_found";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
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
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "personal": {
                 *         "fullName": "Marta Vellani"
                 *       },
                 *       "jobProfile": {
                 *         "title": "Lead Backend Engineer"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ProfilePatchInput"];
                /**
                 * @example {
                 *       "personal": {
                 *         "fullName": "Marta Vellani"
                 *       },
                 *       "jobProfile": {
                 *         "title": "Lead Backend Engineer"
                 *       }
                 *     }
                 */
                "application/merge-patch+json": components["schemas"]["ProfilePatchInput"];
            };
        };
        responses: {
            /** @description The corrected profile, as the next revision (following the tenant’s blind setting) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "invocationId": "6f1c9e2a-4b3d-4c5e-8f7a-9b0c1d2e3f4a",
                     *       "status": "completed",
                     *       "tenantId": "8f5a2c1e-3b7d-4e9f-a0c6-1d2e3f4a5b6c",
                     *       "fileType": "pdf",
                     *       "createdAt": "2026-11-25T09:30:00.000Z",
                     *       "completedAt": "2026-11-25T09:30:02.412Z",
                     *       "reference": "ats-4711",
                     *       "metadata": {
                     *         "requisition": "R-2026-118"
                     *       },
                     *       "duplicateOf": null,
                     *       "revision": 0,
                     *       "profile": {
                     *         "personal": {
                     *           "fullName": "Marta Vellani",
                     *           "givenName": "Marta",
                     *           "familyName": "Vellani",
                     *           "emails": [
                     *             "marta.vellani@example.com"
                     *           ],
                     *           "phones": [
                     *             {
                     *               "raw": "+39 347 123 4567",
                     *               "e164": "+393471234567",
                     *               "type": "mobile"
                     *             }
                     *           ],
                     *           "location": {
                     *             "raw": "Milan, Italy",
                     *             "city": "Milan",
                     *             "region": null,
                     *             "country": "IT"
                     *           },
                     *           "links": [
                     *             {
                     *               "type": "linkedin",
                     *               "url": "https://www.linkedin.com/in/marta-vellani"
                     *             }
                     *           ]
                     *         },
                     *         "photo": {
                     *           "found": false
                     *         },
                     *         "jobProfile": {
                     *           "title": "Senior Backend Engineer",
                     *           "headline": null,
                     *           "summary": "Backend engineer with eight years of experience in logistics platforms.",
                     *           "seniority": "senior",
                     *           "totalExperienceMonths": 135,
                     *           "occupation": {
                     *             "id": "backend-developer",
                     *             "name": "Back-end developer"
                     *           }
                     *         },
                     *         "workExperience": [
                     *           {
                     *             "title": "Senior Backend Engineer",
                     *             "employer": "Nordline Logistics S.p.A.",
                     *             "location": "Milan",
                     *             "start": "2019-03",
                     *             "end": null,
                     *             "current": true,
                     *             "durationMonths": 93,
                     *             "description": "• Designed event-driven services in Java and Kotlin on Kubernetes\n• Led a team of five engineers",
                     *             "skills": [
                     *               "software.java",
                     *               "software.kotlin",
                     *               "software.kubernetes"
                     *             ]
                     *           }
                     *         ],
                     *         "education": [
                     *           {
                     *             "degree": "Master of Science in Computer Engineering",
                     *             "isced": 7,
                     *             "field": "Computer Engineering",
                     *             "institution": "Politecnico di Milano",
                     *             "start": "2013",
                     *             "end": "2015",
                     *             "current": false
                     *           }
                     *         ],
                     *         "certifications": [
                     *           {
                     *             "name": "AWS Certified Developer – Associate",
                     *             "issuer": "Amazon Web Services",
                     *             "date": "2021-06"
                     *           }
                     *         ],
                     *         "skills": [
                     *           {
                     *             "id": "software.java",
                     *             "name": "Java",
                     *             "asWritten": [
                     *               "Java"
                     *             ],
                     *             "experienceMonths": 93,
                     *             "lastUsed": "2026-11",
                     *             "saliency": 0.77,
                     *             "sources": [
                     *               "skills",
                     *               "experience"
                     *             ]
                     *           }
                     *         ],
                     *         "languages": [
                     *           {
                     *             "code": "it",
                     *             "name": "Italian",
                     *             "level": "native",
                     *             "native": true
                     *           },
                     *           {
                     *             "code": "en",
                     *             "name": "English",
                     *             "level": "C1",
                     *             "native": false
                     *           }
                     *         ],
                     *         "meta": {
                     *           "profileVersion": 2,
                     *           "language": "en",
                     *           "fileType": "pdf",
                     *           "pages": 1,
                     *           "ocrUsed": false,
                     *           "parserVersion": "0.1.0",
                     *           "timingsMs": {
                     *             "extract": 24.6,
                     *             "layout": 1.5,
                     *             "skills": 1.3,
                     *             "total": 31
                     *           },
                     *           "confidence": {
                     *             "personal": 1,
                     *             "contact": 0.9,
                     *             "workExperience": 1,
                     *             "education": 1,
                     *             "skills": 0.93,
                     *             "languages": 0.85
                     *           }
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["InvocationCompleted"];
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message; `invalid_tenant_id`: The tenantId given is not a UUID; `tenant_conflict`: The request names two different tenants (path, form field, header, query or body); `tenant_required`: The client acts for several tenants: name one with tenantId; `bad_request`: The request is malformed (a body that does not parse, a bad Content-Length); `invalid_json`: The body is not valid JSON; `invalid_patch`: The correction is not a JSON object (a JSON Merge Patch of the profile, RFC 7396); `read_only_field`: The correction changes `meta` or `photo`, which the pipeline sets (`fields` names them); `invalid_profile`: The corrected profile breaks the profile schema or names fields it does not have (`errors` lists them). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed" | "invalid_tenant_id" | "tenant_conflict" | "tenant_required" | "bad_request" | "invalid_json" | "invalid_patch" | "read_only_field" | "invalid_profile";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`); `tenant_forbidden`: The client may not act for the tenant named; `no_tenant`: The client may not act for any tenant; `tenant_disabled`: The tenant is disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope" | "tenant_forbidden" | "no_tenant" | "tenant_disabled";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Not found. `invocation_not_found`: No CV of this tenant has this invocationId (erased, expired, or another tenant’s). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invocation_not_found";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Conflict. `invocation_not_completed`: The CV is not completed yet (or failed): only a completed profile can be corrected. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invocation_not_completed";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Payload too large. `payload_too_large`: The body is over the limit of this operation. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "payload_too_large";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unsupported media type. `unsupported_media_type`: The Content-Type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "unsupported_media_type";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    getCvPhoto: {
        parameters: {
            query?: {
                /** @description `true`: blind screening for this answer: no name, photo, birth date, gender cues, nationality, marital status, street address or contact details; a tenant with blind screening on gets it always */
                blind?: "true" | "false";
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
            /** @description The cropped headshot */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message; `invalid_tenant_id`: The tenantId given is not a UUID; `tenant_conflict`: The request names two different tenants (path, form field, header, query or body); `tenant_required`: The client acts for several tenants: name one with tenantId; `invalid_value`: A value is malformed, for example an id that is not a UUID. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed" | "invalid_tenant_id" | "tenant_conflict" | "tenant_required" | "invalid_value";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`); `tenant_forbidden`: The client may not act for the tenant named; `no_tenant`: The client may not act for any tenant; `tenant_disabled`: The tenant is disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope" | "tenant_forbidden" | "no_tenant" | "tenant_disabled";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Not found. `invocation_not_found`: No CV of this tenant has this invocationId (erased, expired, or another tenant’s); `photo_not_found`: The CV has no photo. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invocation_not_found" | "photo_not_found";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    getCvResultByQuery: {
        parameters: {
            query: {
                /** @description `true`: blind screening for this answer: no name, photo, birth date, gender cues, nationality, marital status, street address or contact details; a tenant with blind screening on gets it always */
                blind?: "true" | "false";
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
            /** @description Completed: the profile (or the JSON Resume document with format=json-resume) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "invocationId": "6f1c9e2a-4b3d-4c5e-8f7a-9b0c1d2e3f4a",
                     *       "status": "completed",
                     *       "tenantId": "8f5a2c1e-3b7d-4e9f-a0c6-1d2e3f4a5b6c",
                     *       "fileType": "pdf",
                     *       "createdAt": "2026-11-25T09:30:00.000Z",
                     *       "completedAt": "2026-11-25T09:30:02.412Z",
                     *       "reference": "ats-4711",
                     *       "metadata": {
                     *         "requisition": "R-2026-118"
                     *       },
                     *       "duplicateOf": null,
                     *       "revision": 0,
                     *       "profile": {
                     *         "personal": {
                     *           "fullName": "Marta Vellani",
                     *           "givenName": "Marta",
                     *           "familyName": "Vellani",
                     *           "emails": [
                     *             "marta.vellani@example.com"
                     *           ],
                     *           "phones": [
                     *             {
                     *               "raw": "+39 347 123 4567",
                     *               "e164": "+393471234567",
                     *               "type": "mobile"
                     *             }
                     *           ],
                     *           "location": {
                     *             "raw": "Milan, Italy",
                     *             "city": "Milan",
                     *             "region": null,
                     *             "country": "IT"
                     *           },
                     *           "links": [
                     *             {
                     *               "type": "linkedin",
                     *               "url": "https://www.linkedin.com/in/marta-vellani"
                     *             }
                     *           ]
                     *         },
                     *         "photo": {
                     *           "found": false
                     *         },
                     *         "jobProfile": {
                     *           "title": "Senior Backend Engineer",
                     *           "headline": null,
                     *           "summary": "Backend engineer with eight years of experience in logistics platforms.",
                     *           "seniority": "senior",
                     *           "totalExperienceMonths": 135,
                     *           "occupation": {
                     *             "id": "backend-developer",
                     *             "name": "Back-end developer"
                     *           }
                     *         },
                     *         "workExperience": [
                     *           {
                     *             "title": "Senior Backend Engineer",
                     *             "employer": "Nordline Logistics S.p.A.",
                     *             "location": "Milan",
                     *             "start": "2019-03",
                     *             "end": null,
                     *             "current": true,
                     *             "durationMonths": 93,
                     *             "description": "• Designed event-driven services in Java and Kotlin on Kubernetes\n• Led a team of five engineers",
                     *             "skills": [
                     *               "software.java",
                     *               "software.kotlin",
                     *               "software.kubernetes"
                     *             ]
                     *           }
                     *         ],
                     *         "education": [
                     *           {
                     *             "degree": "Master of Science in Computer Engineering",
                     *             "isced": 7,
                     *             "field": "Computer Engineering",
                     *             "institution": "Politecnico di Milano",
                     *             "start": "2013",
                     *             "end": "2015",
                     *             "current": false
                     *           }
                     *         ],
                     *         "certifications": [
                     *           {
                     *             "name": "AWS Certified Developer – Associate",
                     *             "issuer": "Amazon Web Services",
                     *             "date": "2021-06"
                     *           }
                     *         ],
                     *         "skills": [
                     *           {
                     *             "id": "software.java",
                     *             "name": "Java",
                     *             "asWritten": [
                     *               "Java"
                     *             ],
                     *             "experienceMonths": 93,
                     *             "lastUsed": "2026-11",
                     *             "saliency": 0.77,
                     *             "sources": [
                     *               "skills",
                     *               "experience"
                     *             ]
                     *           }
                     *         ],
                     *         "languages": [
                     *           {
                     *             "code": "it",
                     *             "name": "Italian",
                     *             "level": "native",
                     *             "native": true
                     *           },
                     *           {
                     *             "code": "en",
                     *             "name": "English",
                     *             "level": "C1",
                     *             "native": false
                     *           }
                     *         ],
                     *         "meta": {
                     *           "profileVersion": 2,
                     *           "language": "en",
                     *           "fileType": "pdf",
                     *           "pages": 1,
                     *           "ocrUsed": false,
                     *           "parserVersion": "0.1.0",
                     *           "timingsMs": {
                     *             "extract": 24.6,
                     *             "layout": 1.5,
                     *             "skills": 1.3,
                     *             "total": 31
                     *           },
                     *           "confidence": {
                     *             "personal": 1,
                     *             "contact": 0.9,
                     *             "workExperience": 1,
                     *             "education": 1,
                     *             "skills": 0.93,
                     *             "languages": 0.85
                     *           }
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["InvocationCompleted"] | components["schemas"]["JsonResume"];
                };
            };
            /** @description Still queued or processing: poll again after Retry-After seconds */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "invocationId": "6f1c9e2a-4b3d-4c5e-8f7a-9b0c1d2e3f4a",
                     *       "status": "processing",
                     *       "tenantId": "8f5a2c1e-3b7d-4e9f-a0c6-1d2e3f4a5b6c",
                     *       "createdAt": "2026-11-25T09:30:00.000Z",
                     *       "reference": null,
                     *       "metadata": null,
                     *       "duplicateOf": null
                     *     }
                     */
                    "application/json": components["schemas"]["InvocationPending"];
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message; `invalid_tenant_id`: The tenantId given is not a UUID; `tenant_conflict`: The request names two different tenants (path, form field, header, query or body); `tenant_required`: The client acts for several tenants: name one with tenantId; `invalid_value`: A value is malformed, for example an id that is not a UUID. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed" | "invalid_tenant_id" | "tenant_conflict" | "tenant_required" | "invalid_value";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`); `tenant_forbidden`: The client may not act for the tenant named; `no_tenant`: The client may not act for any tenant; `tenant_disabled`: The tenant is disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope" | "tenant_forbidden" | "no_tenant" | "tenant_disabled";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Not found. `invocation_not_found`: No CV of this tenant has this invocationId (erased, expired, or another tenant’s). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invocation_not_found";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description The CV could not be processed (`invocationStatus` is `failed`). `unreadable_file`: The file is corrupt or truncated; `encrypted_pdf`: The PDF needs a password; `no_text_found`: No text in the file, even with OCR; `too_many_pages`: More pages than VITAE_MAX_PAGES; `too_many_pixels`: An image or page larger than VITAE_MAX_PIXELS; `file_too_complex`: Beyond the decompression, text (VITAE_MAX_TEXT_CHARS) or memory limit; `unsupported_format`: The file’s bytes are not a format Vitae reads; `timeout`: Processing took longer than VITAE_JOB_TIMEOUT_S; `processing_failed`: The pipeline failed on every attempt; `worker_lost`: The job was interrupted on every attempt. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "unreadable_file" | "encrypted_pdf" | "no_text_found" | "too_many_pages" | "too_many_pixels" | "file_too_complex" | "unsupported_format" | "timeout" | "processing_failed" | "worker_lost";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    deleteCvByQuery: {
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
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message; `invalid_tenant_id`: The tenantId given is not a UUID; `tenant_conflict`: The request names two different tenants (path, form field, header, query or body); `tenant_required`: The client acts for several tenants: name one with tenantId; `invalid_value`: A value is malformed, for example an id that is not a UUID. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed" | "invalid_tenant_id" | "tenant_conflict" | "tenant_required" | "invalid_value";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`); `tenant_forbidden`: The client may not act for the tenant named; `no_tenant`: The client may not act for any tenant; `tenant_disabled`: The tenant is disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope" | "tenant_forbidden" | "no_tenant" | "tenant_disabled";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Not found. `invocation_not_found`: No CV of this tenant has this invocationId (erased, expired, or another tenant’s). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invocation_not_found";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
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
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "personal": {
                 *         "fullName": "Marta Vellani"
                 *       },
                 *       "jobProfile": {
                 *         "title": "Lead Backend Engineer"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ProfilePatchInput"];
                /**
                 * @example {
                 *       "personal": {
                 *         "fullName": "Marta Vellani"
                 *       },
                 *       "jobProfile": {
                 *         "title": "Lead Backend Engineer"
                 *       }
                 *     }
                 */
                "application/merge-patch+json": components["schemas"]["ProfilePatchInput"];
            };
        };
        responses: {
            /** @description The corrected profile, as the next revision (following the tenant’s blind setting) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "invocationId": "6f1c9e2a-4b3d-4c5e-8f7a-9b0c1d2e3f4a",
                     *       "status": "completed",
                     *       "tenantId": "8f5a2c1e-3b7d-4e9f-a0c6-1d2e3f4a5b6c",
                     *       "fileType": "pdf",
                     *       "createdAt": "2026-11-25T09:30:00.000Z",
                     *       "completedAt": "2026-11-25T09:30:02.412Z",
                     *       "reference": "ats-4711",
                     *       "metadata": {
                     *         "requisition": "R-2026-118"
                     *       },
                     *       "duplicateOf": null,
                     *       "revision": 0,
                     *       "profile": {
                     *         "personal": {
                     *           "fullName": "Marta Vellani",
                     *           "givenName": "Marta",
                     *           "familyName": "Vellani",
                     *           "emails": [
                     *             "marta.vellani@example.com"
                     *           ],
                     *           "phones": [
                     *             {
                     *               "raw": "+39 347 123 4567",
                     *               "e164": "+393471234567",
                     *               "type": "mobile"
                     *             }
                     *           ],
                     *           "location": {
                     *             "raw": "Milan, Italy",
                     *             "city": "Milan",
                     *             "region": null,
                     *             "country": "IT"
                     *           },
                     *           "links": [
                     *             {
                     *               "type": "linkedin",
                     *               "url": "https://www.linkedin.com/in/marta-vellani"
                     *             }
                     *           ]
                     *         },
                     *         "photo": {
                     *           "found": false
                     *         },
                     *         "jobProfile": {
                     *           "title": "Senior Backend Engineer",
                     *           "headline": null,
                     *           "summary": "Backend engineer with eight years of experience in logistics platforms.",
                     *           "seniority": "senior",
                     *           "totalExperienceMonths": 135,
                     *           "occupation": {
                     *             "id": "backend-developer",
                     *             "name": "Back-end developer"
                     *           }
                     *         },
                     *         "workExperience": [
                     *           {
                     *             "title": "Senior Backend Engineer",
                     *             "employer": "Nordline Logistics S.p.A.",
                     *             "location": "Milan",
                     *             "start": "2019-03",
                     *             "end": null,
                     *             "current": true,
                     *             "durationMonths": 93,
                     *             "description": "• Designed event-driven services in Java and Kotlin on Kubernetes\n• Led a team of five engineers",
                     *             "skills": [
                     *               "software.java",
                     *               "software.kotlin",
                     *               "software.kubernetes"
                     *             ]
                     *           }
                     *         ],
                     *         "education": [
                     *           {
                     *             "degree": "Master of Science in Computer Engineering",
                     *             "isced": 7,
                     *             "field": "Computer Engineering",
                     *             "institution": "Politecnico di Milano",
                     *             "start": "2013",
                     *             "end": "2015",
                     *             "current": false
                     *           }
                     *         ],
                     *         "certifications": [
                     *           {
                     *             "name": "AWS Certified Developer – Associate",
                     *             "issuer": "Amazon Web Services",
                     *             "date": "2021-06"
                     *           }
                     *         ],
                     *         "skills": [
                     *           {
                     *             "id": "software.java",
                     *             "name": "Java",
                     *             "asWritten": [
                     *               "Java"
                     *             ],
                     *             "experienceMonths": 93,
                     *             "lastUsed": "2026-11",
                     *             "saliency": 0.77,
                     *             "sources": [
                     *               "skills",
                     *               "experience"
                     *             ]
                     *           }
                     *         ],
                     *         "languages": [
                     *           {
                     *             "code": "it",
                     *             "name": "Italian",
                     *             "level": "native",
                     *             "native": true
                     *           },
                     *           {
                     *             "code": "en",
                     *             "name": "English",
                     *             "level": "C1",
                     *             "native": false
                     *           }
                     *         ],
                     *         "meta": {
                     *           "profileVersion": 2,
                     *           "language": "en",
                     *           "fileType": "pdf",
                     *           "pages": 1,
                     *           "ocrUsed": false,
                     *           "parserVersion": "0.1.0",
                     *           "timingsMs": {
                     *             "extract": 24.6,
                     *             "layout": 1.5,
                     *             "skills": 1.3,
                     *             "total": 31
                     *           },
                     *           "confidence": {
                     *             "personal": 1,
                     *             "contact": 0.9,
                     *             "workExperience": 1,
                     *             "education": 1,
                     *             "skills": 0.93,
                     *             "languages": 0.85
                     *           }
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["InvocationCompleted"];
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message; `invalid_tenant_id`: The tenantId given is not a UUID; `tenant_conflict`: The request names two different tenants (path, form field, header, query or body); `tenant_required`: The client acts for several tenants: name one with tenantId; `bad_request`: The request is malformed (a body that does not parse, a bad Content-Length); `invalid_json`: The body is not valid JSON; `invalid_patch`: The correction is not a JSON object (a JSON Merge Patch of the profile, RFC 7396); `read_only_field`: The correction changes `meta` or `photo`, which the pipeline sets (`fields` names them); `invalid_profile`: The corrected profile breaks the profile schema or names fields it does not have (`errors` lists them). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed" | "invalid_tenant_id" | "tenant_conflict" | "tenant_required" | "bad_request" | "invalid_json" | "invalid_patch" | "read_only_field" | "invalid_profile";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`); `tenant_forbidden`: The client may not act for the tenant named; `no_tenant`: The client may not act for any tenant; `tenant_disabled`: The tenant is disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope" | "tenant_forbidden" | "no_tenant" | "tenant_disabled";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Not found. `invocation_not_found`: No CV of this tenant has this invocationId (erased, expired, or another tenant’s). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invocation_not_found";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Conflict. `invocation_not_completed`: The CV is not completed yet (or failed): only a completed profile can be corrected. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invocation_not_completed";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Payload too large. `payload_too_large`: The body is over the limit of this operation. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "payload_too_large";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unsupported media type. `unsupported_media_type`: The Content-Type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "unsupported_media_type";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    getCvPhotoByQuery: {
        parameters: {
            query: {
                /** @description `true`: blind screening for this answer: no name, photo, birth date, gender cues, nationality, marital status, street address or contact details; a tenant with blind screening on gets it always */
                blind?: "true" | "false";
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
            /** @description The cropped headshot */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message; `invalid_tenant_id`: The tenantId given is not a UUID; `tenant_conflict`: The request names two different tenants (path, form field, header, query or body); `tenant_required`: The client acts for several tenants: name one with tenantId; `invalid_value`: A value is malformed, for example an id that is not a UUID. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed" | "invalid_tenant_id" | "tenant_conflict" | "tenant_required" | "invalid_value";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`); `tenant_forbidden`: The client may not act for the tenant named; `no_tenant`: The client may not act for any tenant; `tenant_disabled`: The tenant is disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope" | "tenant_forbidden" | "no_tenant" | "tenant_disabled";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Not found. `invocation_not_found`: No CV of this tenant has this invocationId (erased, expired, or another tenant’s); `photo_not_found`: The CV has no photo. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invocation_not_found" | "photo_not_found";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    uploadCv: {
        parameters: {
            query?: {
                /** @description Tenant UUID */
                tenantId?: string;
            };
            header?: {
                /** @description Makes a retried upload answer with the same invocation */
                "idempotency-key"?: string;
                /** @description Tenant UUID */
                tenantid?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "file": "(the CV file)",
                 *       "tenantId": "8f5a2c1e-3b7d-4e9f-a0c6-1d2e3f4a5b6c",
                 *       "reference": "ats-4711",
                 *       "metadata": "{\"requisition\":\"R-2026-118\"}"
                 *     }
                 */
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The CV: PDF, DOCX, text, JPEG or PNG (decided by its bytes), at most VITAE_MAX_UPLOAD_MB
                     */
                    file: string;
                    /** @description A JSON object as text: at most 4096 bytes, 32 keys per object, 3 levels deep */
                    metadata?: string;
                    /** @description Your id for the CV, unique per tenant (409 `reference_exists` when in use) */
                    reference?: string;
                    /** @description Tenant UUID */
                    tenantId?: string;
                };
            };
        };
        responses: {
            /** @description Accepted: poll the Location header for the result */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "invocationId": "6f1c9e2a-4b3d-4c5e-8f7a-9b0c1d2e3f4a",
                     *       "status": "queued",
                     *       "reference": null,
                     *       "metadata": null,
                     *       "duplicateOf": null
                     *     }
                     */
                    "application/json": components["schemas"]["UploadAccepted"];
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message; `invalid_tenant_id`: The tenantId given is not a UUID; `tenant_conflict`: The request names two different tenants (path, form field, header, query or body); `tenant_required`: The client acts for several tenants: name one with tenantId; `multipart_required`: The CV must be sent as multipart/form-data in the field `file`; `malformed_multipart`: The body is not well-formed multipart/form-data; `file_missing`: The multipart body has no field `file`; `too_many_files`: The multipart body carries more than one file in `file`; `empty_file`: The file is empty; `invalid_idempotency_key`: The Idempotency-Key header is not 1–200 visible ASCII characters; `invalid_reference`: The `reference` is empty, too long, has control characters or surrounding spaces; `invalid_metadata`: The `metadata` is not a JSON object, or nests too deep, or has too many or too long keys; `metadata_too_large`: The `metadata` is over its size limit serialized; `duplicate_field`: A form field was sent more than once. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed" | "invalid_tenant_id" | "tenant_conflict" | "tenant_required" | "multipart_required" | "malformed_multipart" | "file_missing" | "too_many_files" | "empty_file" | "invalid_idempotency_key" | "invalid_reference" | "invalid_metadata" | "metadata_too_large" | "duplicate_field";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`); `tenant_forbidden`: The client may not act for the tenant named; `no_tenant`: The client may not act for any tenant; `tenant_disabled`: The tenant is disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope" | "tenant_forbidden" | "no_tenant" | "tenant_disabled";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Conflict. `idempotency_key_reused`: The Idempotency-Key came back with another file; `reference_exists`: Another CV of the tenant already has this `reference` (`invocationId` names it); `duplicate_candidate`: The tenant refuses duplicates and this person was already uploaded (`duplicateOf` names the CV). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "idempotency_key_reused" | "reference_exists" | "duplicate_candidate";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Payload too large. `file_too_large`: The file is over VITAE_MAX_UPLOAD_MB (`limitBytes`); `payload_too_large`: The body is over the limit of this operation. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "file_too_large" | "payload_too_large";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unsupported media type. `unsupported_format`: The file’s bytes are not a format Vitae reads. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "unsupported_format";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address; `too_many_uploads`: This client has the most uploads in progress allowed. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited" | "too_many_uploads";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now; `queue_full`: The processing queue is full; `tenant_queue_full`: This tenant has too many CVs waiting. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable" | "queue_full" | "tenant_queue_full";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    uploadCvAlias: {
        parameters: {
            query?: {
                /** @description Tenant UUID */
                tenantId?: string;
            };
            header?: {
                /** @description Makes a retried upload answer with the same invocation */
                "idempotency-key"?: string;
                /** @description Tenant UUID */
                tenantid?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "file": "(the CV file)",
                 *       "tenantId": "8f5a2c1e-3b7d-4e9f-a0c6-1d2e3f4a5b6c",
                 *       "reference": "ats-4711",
                 *       "metadata": "{\"requisition\":\"R-2026-118\"}"
                 *     }
                 */
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The CV: PDF, DOCX, text, JPEG or PNG (decided by its bytes), at most VITAE_MAX_UPLOAD_MB
                     */
                    file: string;
                    /** @description A JSON object as text: at most 4096 bytes, 32 keys per object, 3 levels deep */
                    metadata?: string;
                    /** @description Your id for the CV, unique per tenant (409 `reference_exists` when in use) */
                    reference?: string;
                    /** @description Tenant UUID */
                    tenantId?: string;
                };
            };
        };
        responses: {
            /** @description Accepted: poll the Location header for the result */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "invocationId": "6f1c9e2a-4b3d-4c5e-8f7a-9b0c1d2e3f4a",
                     *       "status": "queued",
                     *       "reference": null,
                     *       "metadata": null,
                     *       "duplicateOf": null
                     *     }
                     */
                    "application/json": components["schemas"]["UploadAccepted"];
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message; `invalid_tenant_id`: The tenantId given is not a UUID; `tenant_conflict`: The request names two different tenants (path, form field, header, query or body); `tenant_required`: The client acts for several tenants: name one with tenantId; `multipart_required`: The CV must be sent as multipart/form-data in the field `file`; `malformed_multipart`: The body is not well-formed multipart/form-data; `file_missing`: The multipart body has no field `file`; `too_many_files`: The multipart body carries more than one file in `file`; `empty_file`: The file is empty; `invalid_idempotency_key`: The Idempotency-Key header is not 1–200 visible ASCII characters; `invalid_reference`: The `reference` is empty, too long, has control characters or surrounding spaces; `invalid_metadata`: The `metadata` is not a JSON object, or nests too deep, or has too many or too long keys; `metadata_too_large`: The `metadata` is over its size limit serialized; `duplicate_field`: A form field was sent more than once. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed" | "invalid_tenant_id" | "tenant_conflict" | "tenant_required" | "multipart_required" | "malformed_multipart" | "file_missing" | "too_many_files" | "empty_file" | "invalid_idempotency_key" | "invalid_reference" | "invalid_metadata" | "metadata_too_large" | "duplicate_field";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`); `tenant_forbidden`: The client may not act for the tenant named; `no_tenant`: The client may not act for any tenant; `tenant_disabled`: The tenant is disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope" | "tenant_forbidden" | "no_tenant" | "tenant_disabled";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Conflict. `idempotency_key_reused`: The Idempotency-Key came back with another file; `reference_exists`: Another CV of the tenant already has this `reference` (`invocationId` names it); `duplicate_candidate`: The tenant refuses duplicates and this person was already uploaded (`duplicateOf` names the CV). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "idempotency_key_reused" | "reference_exists" | "duplicate_candidate";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Payload too large. `file_too_large`: The file is over VITAE_MAX_UPLOAD_MB (`limitBytes`); `payload_too_large`: The body is over the limit of this operation. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "file_too_large" | "payload_too_large";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unsupported media type. `unsupported_format`: The file’s bytes are not a format Vitae reads. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "unsupported_format";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address; `too_many_uploads`: This client has the most uploads in progress allowed. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited" | "too_many_uploads";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now; `queue_full`: The processing queue is full; `tenant_queue_full`: This tenant has too many CVs waiting. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable" | "queue_full" | "tenant_queue_full";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    explainDecisionCandidate: {
        parameters: {
            query?: {
                /** @description `true`: blind screening for this answer: no name, photo, birth date, gender cues, nationality, marital status, street address or contact details; a tenant with blind screening on gets it always */
                blind?: "true" | "false";
                tenantId?: string;
            };
            header?: {
                tenantid?: string;
            };
            path: {
                decisionId: string;
                invocationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The candidate's explanation, in the job description's language */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "decisionId": "2d9b7f4e-1c3a-4e5b-9d6f-7a8b9c0d1e2f",
                     *       "invocationId": "6f1c9e2a-4b3d-4c5e-8f7a-9b0c1d2e3f4a",
                     *       "decidedAt": "2026-11-25T10:12:04.118Z",
                     *       "language": "en",
                     *       "jobDescriptionSha256": "9f2c4e6a8b0d1f3e5a7c9b1d3f5e7a9c0b2d4f6e8a1c3e5b7d9f0a2c4e6b8d0f",
                     *       "rank": 1,
                     *       "total": 12,
                     *       "score": 0.86,
                     *       "summary": "Ranked 1 of 12 with a score of 0.86.",
                     *       "band": "A strong match for the requirements as written.",
                     *       "considered": [
                     *         {
                     *           "requirement": "Java (5+ years)",
                     *           "kind": "skill",
                     *           "importance": "must",
                     *           "status": "met",
                     *           "credit": 1,
                     *           "sentence": "Skill \"Java (5+ years)\", required: met. It gave 100% of its credit."
                     *         },
                     *         {
                     *           "requirement": "German",
                     *           "kind": "language",
                     *           "importance": "nice",
                     *           "status": "missing",
                     *           "credit": 0,
                     *           "sentence": "Language \"German\", a plus: missing. It gave 0% of its credit."
                     *         }
                     *       ],
                     *       "strengths": [
                     *         "Java: 7 years"
                     *       ],
                     *       "gaps": [
                     *         "German not found in the CV"
                     *       ],
                     *       "notConsidered": "Name, photo, age, gender, nationality, marital status and address are never inputs of a score.",
                     *       "review": {
                     *         "needed": false,
                     *         "reasons": [],
                     *         "sentence": null
                     *       },
                     *       "oversight": "The ranking supports a person’s decision; it never rejects anyone."
                     *     }
                     */
                    "application/json": components["schemas"]["CandidateExplanation"];
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message; `invalid_tenant_id`: The tenantId given is not a UUID; `tenant_conflict`: The request names two different tenants (path, form field, header, query or body); `tenant_required`: The client acts for several tenants: name one with tenantId. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed" | "invalid_tenant_id" | "tenant_conflict" | "tenant_required";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`); `tenant_forbidden`: The client may not act for the tenant named; `no_tenant`: The client may not act for any tenant; `tenant_disabled`: The tenant is disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope" | "tenant_forbidden" | "no_tenant" | "tenant_disabled";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Not found. `decision_not_found`: The tenant has no decision record with this decisionId; `candidate_not_in_decision`: The candidate was not on the recorded page of this search. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "decision_not_found" | "candidate_not_in_decision";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    searchCandidates: {
        parameters: {
            query: {
                /** @description `true`: blind screening for this answer: no name, photo, birth date, gender cues, nationality, marital status, street address or contact details; a tenant with blind screening on gets it always */
                blind?: "true" | "false";
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
            /** @description The ranked page and what was understood of the description */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "decisionId": "3c9d7e21-5f4a-4b8c-9d0e-1f2a3b4c5d6e",
                     *       "language": "en",
                     *       "profiles": [
                     *         {
                     *           "id": "6f1c9e2a-4b3d-4c5e-8f7a-9b0c1d2e3f4a",
                     *           "score": 0.91,
                     *           "name": "Marta Vellani",
                     *           "title": "Senior Backend Engineer",
                     *           "components": {
                     *             "must": 0.95,
                     *             "title": 0.9,
                     *             "skills": 1,
                     *             "experience": 1,
                     *             "education": 1,
                     *             "languages": 1,
                     *             "nice": 0.6,
                     *             "text": 0.82,
                     *             "domain": 0.9,
                     *             "evidence": 0.77
                     *           },
                     *           "alignment": [
                     *             {
                     *               "requirement": "Java, 5+ years",
                     *               "asked": {
                     *                 "skill": "Java",
                     *                 "minYears": 5
                     *               },
                     *               "kind": "skill",
                     *               "importance": "must",
                     *               "status": "met",
                     *               "credit": 1,
                     *               "evidence": {
                     *                 "skill": "Java",
                     *                 "skillId": "software.java",
                     *                 "relation": "exact",
                     *                 "months": 93,
                     *                 "lastUsed": "2026-11",
                     *                 "saliency": 0.77
                     *               }
                     *             }
                     *           ],
                     *           "strengths": [
                     *             "Java: 7 years, used until now"
                     *           ],
                     *           "gaps": [],
                     *           "review": {
                     *             "needed": false,
                     *             "reasons": []
                     *           },
                     *           "otherInvocations": []
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "limit": 20,
                     *       "offset": 0,
                     *       "scoresOrder": "DESC",
                     *       "requirements": {
                     *         "title": "Senior Java Developer",
                     *         "occupation": {
                     *           "id": "java-developer",
                     *           "name": "Java developer",
                     *           "family": "it",
                     *           "score": 1
                     *         },
                     *         "skills": [
                     *           {
                     *             "id": "software.java",
                     *             "name": "Java",
                     *             "canonical": "Java",
                     *             "importance": "must",
                     *             "minYears": 5,
                     *             "alternatives": [],
                     *             "implied": false
                     *           },
                     *           {
                     *             "id": "software.spring-boot",
                     *             "name": "Spring Boot",
                     *             "canonical": "Spring Boot",
                     *             "importance": "must",
                     *             "minYears": null,
                     *             "alternatives": [],
                     *             "implied": false
                     *           },
                     *           {
                     *             "id": "software.postgresql",
                     *             "name": "PostgreSQL",
                     *             "canonical": "PostgreSQL",
                     *             "importance": "must",
                     *             "minYears": null,
                     *             "alternatives": [],
                     *             "implied": false
                     *           }
                     *         ],
                     *         "impliedSkills": [],
                     *         "minYears": 5,
                     *         "education": {
                     *           "level": 6,
                     *           "name": "Bachelor's or equivalent",
                     *           "field": "Computer Science",
                     *           "importance": "must"
                     *         },
                     *         "languages": [
                     *           {
                     *             "code": "en",
                     *             "name": "English",
                     *             "level": "C1",
                     *             "importance": "must"
                     *           },
                     *           {
                     *             "code": "de",
                     *             "name": "German",
                     *             "level": null,
                     *             "importance": "nice"
                     *           }
                     *         ],
                     *         "location": {
                     *           "text": "Berlin (hybrid)",
                     *           "city": "Berlin",
                     *           "country": "DE",
                     *           "remote": false
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["DirectSearchResult"];
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message; `invalid_tenant_id`: The tenantId given is not a UUID; `tenant_conflict`: The request names two different tenants (path, form field, header, query or body); `tenant_required`: The client acts for several tenants: name one with tenantId. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed" | "invalid_tenant_id" | "tenant_conflict" | "tenant_required";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`); `tenant_forbidden`: The client may not act for the tenant named; `no_tenant`: The client may not act for any tenant; `tenant_disabled`: The tenant is disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope" | "tenant_forbidden" | "no_tenant" | "tenant_disabled";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    searchCandidatesWithBody: {
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
                /**
                 * @example {
                 *       "query": "Senior Java Developer\n\nRequirements:\n- 5+ years of Java\n- Spring Boot and PostgreSQL",
                 *       "limit": 10,
                 *       "country": "DE"
                 *     }
                 */
                "application/json": components["schemas"]["DirectSearchRequestInput"];
            };
        };
        responses: {
            /** @description The ranked page and what was understood of the description */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "decisionId": "3c9d7e21-5f4a-4b8c-9d0e-1f2a3b4c5d6e",
                     *       "language": "en",
                     *       "profiles": [
                     *         {
                     *           "id": "6f1c9e2a-4b3d-4c5e-8f7a-9b0c1d2e3f4a",
                     *           "score": 0.91,
                     *           "name": "Marta Vellani",
                     *           "title": "Senior Backend Engineer",
                     *           "components": {
                     *             "must": 0.95,
                     *             "title": 0.9,
                     *             "skills": 1,
                     *             "experience": 1,
                     *             "education": 1,
                     *             "languages": 1,
                     *             "nice": 0.6,
                     *             "text": 0.82,
                     *             "domain": 0.9,
                     *             "evidence": 0.77
                     *           },
                     *           "alignment": [
                     *             {
                     *               "requirement": "Java, 5+ years",
                     *               "asked": {
                     *                 "skill": "Java",
                     *                 "minYears": 5
                     *               },
                     *               "kind": "skill",
                     *               "importance": "must",
                     *               "status": "met",
                     *               "credit": 1,
                     *               "evidence": {
                     *                 "skill": "Java",
                     *                 "skillId": "software.java",
                     *                 "relation": "exact",
                     *                 "months": 93,
                     *                 "lastUsed": "2026-11",
                     *                 "saliency": 0.77
                     *               }
                     *             }
                     *           ],
                     *           "strengths": [
                     *             "Java: 7 years, used until now"
                     *           ],
                     *           "gaps": [],
                     *           "review": {
                     *             "needed": false,
                     *             "reasons": []
                     *           },
                     *           "otherInvocations": []
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "limit": 20,
                     *       "offset": 0,
                     *       "scoresOrder": "DESC",
                     *       "requirements": {
                     *         "title": "Senior Java Developer",
                     *         "occupation": {
                     *           "id": "java-developer",
                     *           "name": "Java developer",
                     *           "family": "it",
                     *           "score": 1
                     *         },
                     *         "skills": [
                     *           {
                     *             "id": "software.java",
                     *             "name": "Java",
                     *             "canonical": "Java",
                     *             "importance": "must",
                     *             "minYears": 5,
                     *             "alternatives": [],
                     *             "implied": false
                     *           },
                     *           {
                     *             "id": "software.spring-boot",
                     *             "name": "Spring Boot",
                     *             "canonical": "Spring Boot",
                     *             "importance": "must",
                     *             "minYears": null,
                     *             "alternatives": [],
                     *             "implied": false
                     *           },
                     *           {
                     *             "id": "software.postgresql",
                     *             "name": "PostgreSQL",
                     *             "canonical": "PostgreSQL",
                     *             "importance": "must",
                     *             "minYears": null,
                     *             "alternatives": [],
                     *             "implied": false
                     *           }
                     *         ],
                     *         "impliedSkills": [],
                     *         "minYears": 5,
                     *         "education": {
                     *           "level": 6,
                     *           "name": "Bachelor's or equivalent",
                     *           "field": "Computer Science",
                     *           "importance": "must"
                     *         },
                     *         "languages": [
                     *           {
                     *             "code": "en",
                     *             "name": "English",
                     *             "level": "C1",
                     *             "importance": "must"
                     *           },
                     *           {
                     *             "code": "de",
                     *             "name": "German",
                     *             "level": null,
                     *             "importance": "nice"
                     *           }
                     *         ],
                     *         "location": {
                     *           "text": "Berlin (hybrid)",
                     *           "city": "Berlin",
                     *           "country": "DE",
                     *           "remote": false
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["DirectSearchResult"];
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message; `invalid_tenant_id`: The tenantId given is not a UUID; `tenant_conflict`: The request names two different tenants (path, form field, header, query or body); `tenant_required`: The client acts for several tenants: name one with tenantId. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed" | "invalid_tenant_id" | "tenant_conflict" | "tenant_required";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`); `tenant_forbidden`: The client may not act for the tenant named; `no_tenant`: The client may not act for any tenant; `tenant_disabled`: The tenant is disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope" | "tenant_forbidden" | "no_tenant" | "tenant_disabled";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    parseJobDescription: {
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
                /**
                 * @example {
                 *       "query": "Senior Java Developer\n\nRequirements:\n- 5+ years of experience with Java\n- Spring Boot and PostgreSQL\n- Bachelor's degree in Computer Science\n- Fluent English; German is a plus\n\nLocation: Berlin (hybrid)"
                 *     }
                 */
                "application/json": components["schemas"]["ParseJobRequestInput"];
            };
        };
        responses: {
            /** @description What was understood of the job description */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "requirements": {
                     *         "title": "Senior Java Developer",
                     *         "occupation": {
                     *           "id": "java-developer",
                     *           "name": "Java developer",
                     *           "family": "it",
                     *           "score": 1
                     *         },
                     *         "skills": [
                     *           {
                     *             "id": "software.java",
                     *             "name": "Java",
                     *             "canonical": "Java",
                     *             "importance": "must",
                     *             "minYears": 5,
                     *             "alternatives": [],
                     *             "implied": false
                     *           },
                     *           {
                     *             "id": "software.spring-boot",
                     *             "name": "Spring Boot",
                     *             "canonical": "Spring Boot",
                     *             "importance": "must",
                     *             "minYears": null,
                     *             "alternatives": [],
                     *             "implied": false
                     *           },
                     *           {
                     *             "id": "software.postgresql",
                     *             "name": "PostgreSQL",
                     *             "canonical": "PostgreSQL",
                     *             "importance": "must",
                     *             "minYears": null,
                     *             "alternatives": [],
                     *             "implied": false
                     *           }
                     *         ],
                     *         "impliedSkills": [],
                     *         "minYears": 5,
                     *         "education": {
                     *           "level": 6,
                     *           "name": "Bachelor's or equivalent",
                     *           "field": "Computer Science",
                     *           "importance": "must"
                     *         },
                     *         "languages": [
                     *           {
                     *             "code": "en",
                     *             "name": "English",
                     *             "level": "C1",
                     *             "importance": "must"
                     *           },
                     *           {
                     *             "code": "de",
                     *             "name": "German",
                     *             "level": null,
                     *             "importance": "nice"
                     *           }
                     *         ],
                     *         "location": {
                     *           "text": "Berlin (hybrid)",
                     *           "city": "Berlin",
                     *           "country": "DE",
                     *           "remote": false
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ParseJobResult"];
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message; `invalid_tenant_id`: The tenantId given is not a UUID; `tenant_conflict`: The request names two different tenants (path, form field, header, query or body); `tenant_required`: The client acts for several tenants: name one with tenantId. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed" | "invalid_tenant_id" | "tenant_conflict" | "tenant_required";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`); `tenant_forbidden`: The client may not act for the tenant named; `no_tenant`: The client may not act for any tenant; `tenant_disabled`: The tenant is disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope" | "tenant_forbidden" | "no_tenant" | "tenant_disabled";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    getToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "grant_type": "client_credentials",
                 *       "client_id": "2b7e4c1a-9d3f-4a6e-b8c0-5f1e2d3c4b5a",
                 *       "client_secret": "vsk_…"
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["TokenRequestInput"];
            };
        };
        responses: {
            /** @description The access token */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "access_token": "eyJhbGciOiJFZERTQSIsImtpZCI6Ii4uLiJ9.eyJzdWIiOiIuLi4ifQ.c2lnbmF0dXJl",
                     *       "token_type": "Bearer",
                     *       "expires_in": 28800,
                     *       "scope": "screen:write screen:read match:read"
                     *     }
                     */
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            /** @description invalid_request, unsupported_grant_type, invalid_scope (RFC 6749 §5.2) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_client",
                     *       "error_description": "client authentication failed"
                     *     }
                     */
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description invalid_client: unknown client, wrong secret or revoked client */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_client",
                     *       "error_description": "client authentication failed"
                     *     }
                     */
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description Too many requests or failed authentications: retry after the Retry-After header */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_client",
                     *       "error_description": "client authentication failed"
                     *     }
                     */
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
        };
    };
    listCandidatesV1: {
        parameters: {
            query?: {
                /** @description `true`: blind screening for this answer: no name, photo, birth date, gender cues, nationality, marital status, street address or contact details; a tenant with blind screening on gets it always */
                blind?: "true" | "false";
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
            /** @description A page of the tenant's CVs, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "invocationId": "6f1c9e2a-4b3d-4c5e-8f7a-9b0c1d2e3f4a",
                     *           "status": "completed",
                     *           "name": "Marta Vellani",
                     *           "title": "Senior Backend Engineer",
                     *           "reference": "ats-4711",
                     *           "metadata": {
                     *             "requisition": "R-2026-118"
                     *           },
                     *           "duplicateOf": null,
                     *           "revision": 0,
                     *           "createdAt": "2026-11-25T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "nextCursor": "eyJjIjoiMjAyNi0xMS0yNVQwOTozMDowMC4wMDBaIiwiaSI6IjZmMWM5ZTJhIn0",
                     *       "limit": 20
                     *     }
                     */
                    "application/json": components["schemas"]["CandidateList"];
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message; `invalid_tenant_id`: The tenantId given is not a UUID; `tenant_conflict`: The request names two different tenants (path, form field, header, query or body); `tenant_required`: The client acts for several tenants: name one with tenantId; `invalid_cursor`: The `cursor` is not a `nextCursor` this service returned; `blind_screening`: The request needs personal data that blind screening leaves out (e.g. searching names). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed" | "invalid_tenant_id" | "tenant_conflict" | "tenant_required" | "invalid_cursor" | "blind_screening";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`); `tenant_forbidden`: The client may not act for the tenant named; `no_tenant`: The client may not act for any tenant; `tenant_disabled`: The tenant is disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope" | "tenant_forbidden" | "no_tenant" | "tenant_disabled";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    getCvResultV1: {
        parameters: {
            query?: {
                /** @description `true`: blind screening for this answer: no name, photo, birth date, gender cues, nationality, marital status, street address or contact details; a tenant with blind screening on gets it always */
                blind?: "true" | "false";
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
            /** @description Completed: the profile (or the JSON Resume document with format=json-resume) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "invocationId": "6f1c9e2a-4b3d-4c5e-8f7a-9b0c1d2e3f4a",
                     *       "status": "completed",
                     *       "tenantId": "8f5a2c1e-3b7d-4e9f-a0c6-1d2e3f4a5b6c",
                     *       "fileType": "pdf",
                     *       "createdAt": "2026-11-25T09:30:00.000Z",
                     *       "completedAt": "2026-11-25T09:30:02.412Z",
                     *       "reference": "ats-4711",
                     *       "metadata": {
                     *         "requisition": "R-2026-118"
                     *       },
                     *       "duplicateOf": null,
                     *       "revision": 0,
                     *       "profile": {
                     *         "personal": {
                     *           "fullName": "Marta Vellani",
                     *           "givenName": "Marta",
                     *           "familyName": "Vellani",
                     *           "emails": [
                     *             "marta.vellani@example.com"
                     *           ],
                     *           "phones": [
                     *             {
                     *               "raw": "+39 347 123 4567",
                     *               "e164": "+393471234567",
                     *               "type": "mobile"
                     *             }
                     *           ],
                     *           "location": {
                     *             "raw": "Milan, Italy",
                     *             "city": "Milan",
                     *             "region": null,
                     *             "country": "IT"
                     *           },
                     *           "links": [
                     *             {
                     *               "type": "linkedin",
                     *               "url": "https://www.linkedin.com/in/marta-vellani"
                     *             }
                     *           ]
                     *         },
                     *         "photo": {
                     *           "found": false
                     *         },
                     *         "jobProfile": {
                     *           "title": "Senior Backend Engineer",
                     *           "headline": null,
                     *           "summary": "Backend engineer with eight years of experience in logistics platforms.",
                     *           "seniority": "senior",
                     *           "totalExperienceMonths": 135,
                     *           "occupation": {
                     *             "id": "backend-developer",
                     *             "name": "Back-end developer"
                     *           }
                     *         },
                     *         "workExperience": [
                     *           {
                     *             "title": "Senior Backend Engineer",
                     *             "employer": "Nordline Logistics S.p.A.",
                     *             "location": "Milan",
                     *             "start": "2019-03",
                     *             "end": null,
                     *             "current": true,
                     *             "durationMonths": 93,
                     *             "description": "• Designed event-driven services in Java and Kotlin on Kubernetes\n• Led a team of five engineers",
                     *             "skills": [
                     *               "software.java",
                     *               "software.kotlin",
                     *               "software.kubernetes"
                     *             ]
                     *           }
                     *         ],
                     *         "education": [
                     *           {
                     *             "degree": "Master of Science in Computer Engineering",
                     *             "isced": 7,
                     *             "field": "Computer Engineering",
                     *             "institution": "Politecnico di Milano",
                     *             "start": "2013",
                     *             "end": "2015",
                     *             "current": false
                     *           }
                     *         ],
                     *         "certifications": [
                     *           {
                     *             "name": "AWS Certified Developer – Associate",
                     *             "issuer": "Amazon Web Services",
                     *             "date": "2021-06"
                     *           }
                     *         ],
                     *         "skills": [
                     *           {
                     *             "id": "software.java",
                     *             "name": "Java",
                     *             "asWritten": [
                     *               "Java"
                     *             ],
                     *             "experienceMonths": 93,
                     *             "lastUsed": "2026-11",
                     *             "saliency": 0.77,
                     *             "sources": [
                     *               "skills",
                     *               "experience"
                     *             ]
                     *           }
                     *         ],
                     *         "languages": [
                     *           {
                     *             "code": "it",
                     *             "name": "Italian",
                     *             "level": "native",
                     *             "native": true
                     *           },
                     *           {
                     *             "code": "en",
                     *             "name": "English",
                     *             "level": "C1",
                     *             "native": false
                     *           }
                     *         ],
                     *         "meta": {
                     *           "profileVersion": 2,
                     *           "language": "en",
                     *           "fileType": "pdf",
                     *           "pages": 1,
                     *           "ocrUsed": false,
                     *           "parserVersion": "0.1.0",
                     *           "timingsMs": {
                     *             "extract": 24.6,
                     *             "layout": 1.5,
                     *             "skills": 1.3,
                     *             "total": 31
                     *           },
                     *           "confidence": {
                     *             "personal": 1,
                     *             "contact": 0.9,
                     *             "workExperience": 1,
                     *             "education": 1,
                     *             "skills": 0.93,
                     *             "languages": 0.85
                     *           }
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["InvocationCompleted"] | components["schemas"]["JsonResume"];
                };
            };
            /** @description Still queued or processing: poll again after Retry-After seconds */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "invocationId": "6f1c9e2a-4b3d-4c5e-8f7a-9b0c1d2e3f4a",
                     *       "status": "processing",
                     *       "tenantId": "8f5a2c1e-3b7d-4e9f-a0c6-1d2e3f4a5b6c",
                     *       "createdAt": "2026-11-25T09:30:00.000Z",
                     *       "reference": null,
                     *       "metadata": null,
                     *       "duplicateOf": null
                     *     }
                     */
                    "application/json": components["schemas"]["InvocationPending"];
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message; `invalid_tenant_id`: The tenantId given is not a UUID; `tenant_conflict`: The request names two different tenants (path, form field, header, query or body); `tenant_required`: The client acts for several tenants: name one with tenantId; `invalid_value`: A value is malformed, for example an id that is not a UUID. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed" | "invalid_tenant_id" | "tenant_conflict" | "tenant_required" | "invalid_value";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`); `tenant_forbidden`: The client may not act for the tenant named; `no_tenant`: The client may not act for any tenant; `tenant_disabled`: The tenant is disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope" | "tenant_forbidden" | "no_tenant" | "tenant_disabled";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Not found. `invocation_not_found`: No CV of this tenant has this invocationId (erased, expired, or another tenant’s). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invocation_not_found";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description The CV could not be processed (`invocationStatus` is `failed`). `unreadable_file`: The file is corrupt or truncated; `encrypted_pdf`: The PDF needs a password; `no_text_found`: No text in the file, even with OCR; `too_many_pages`: More pages than VITAE_MAX_PAGES; `too_many_pixels`: An image or page larger than VITAE_MAX_PIXELS; `file_too_complex`: Beyond the decompression, text (VITAE_MAX_TEXT_CHARS) or memory limit; `unsupported_format`: The file’s bytes are not a format Vitae reads; `timeout`: Processing took longer than VITAE_JOB_TIMEOUT_S; `processing_failed`: The pipeline failed on every attempt; `worker_lost`: The job was interrupted on every attempt. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "unreadable_file" | "encrypted_pdf" | "no_text_found" | "too_many_pages" | "too_many_pixels" | "file_too_complex" | "unsupported_format" | "timeout" | "processing_failed" | "worker_lost";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    deleteCvV1: {
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
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message; `invalid_tenant_id`: The tenantId given is not a UUID; `tenant_conflict`: The request names two different tenants (path, form field, header, query or body); `tenant_required`: The client acts for several tenants: name one with tenantId; `invalid_value`: A value is malformed, for example an id that is not a UUID. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed" | "invalid_tenant_id" | "tenant_conflict" | "tenant_required" | "invalid_value";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`); `tenant_forbidden`: The client may not act for the tenant named; `no_tenant`: The client may not act for any tenant; `tenant_disabled`: The tenant is disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope" | "tenant_forbidden" | "no_tenant" | "tenant_disabled";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Not found. `invocation_not_found`: No CV of this tenant has this invocationId (erased, expired, or another tenant’s). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invocation_not_found";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
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
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "personal": {
                 *         "fullName": "Marta Vellani"
                 *       },
                 *       "jobProfile": {
                 *         "title": "Lead Backend Engineer"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ProfilePatchInput"];
                /**
                 * @example {
                 *       "personal": {
                 *         "fullName": "Marta Vellani"
                 *       },
                 *       "jobProfile": {
                 *         "title": "Lead Backend Engineer"
                 *       }
                 *     }
                 */
                "application/merge-patch+json": components["schemas"]["ProfilePatchInput"];
            };
        };
        responses: {
            /** @description The corrected profile, as the next revision (following the tenant’s blind setting) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "invocationId": "6f1c9e2a-4b3d-4c5e-8f7a-9b0c1d2e3f4a",
                     *       "status": "completed",
                     *       "tenantId": "8f5a2c1e-3b7d-4e9f-a0c6-1d2e3f4a5b6c",
                     *       "fileType": "pdf",
                     *       "createdAt": "2026-11-25T09:30:00.000Z",
                     *       "completedAt": "2026-11-25T09:30:02.412Z",
                     *       "reference": "ats-4711",
                     *       "metadata": {
                     *         "requisition": "R-2026-118"
                     *       },
                     *       "duplicateOf": null,
                     *       "revision": 0,
                     *       "profile": {
                     *         "personal": {
                     *           "fullName": "Marta Vellani",
                     *           "givenName": "Marta",
                     *           "familyName": "Vellani",
                     *           "emails": [
                     *             "marta.vellani@example.com"
                     *           ],
                     *           "phones": [
                     *             {
                     *               "raw": "+39 347 123 4567",
                     *               "e164": "+393471234567",
                     *               "type": "mobile"
                     *             }
                     *           ],
                     *           "location": {
                     *             "raw": "Milan, Italy",
                     *             "city": "Milan",
                     *             "region": null,
                     *             "country": "IT"
                     *           },
                     *           "links": [
                     *             {
                     *               "type": "linkedin",
                     *               "url": "https://www.linkedin.com/in/marta-vellani"
                     *             }
                     *           ]
                     *         },
                     *         "photo": {
                     *           "found": false
                     *         },
                     *         "jobProfile": {
                     *           "title": "Senior Backend Engineer",
                     *           "headline": null,
                     *           "summary": "Backend engineer with eight years of experience in logistics platforms.",
                     *           "seniority": "senior",
                     *           "totalExperienceMonths": 135,
                     *           "occupation": {
                     *             "id": "backend-developer",
                     *             "name": "Back-end developer"
                     *           }
                     *         },
                     *         "workExperience": [
                     *           {
                     *             "title": "Senior Backend Engineer",
                     *             "employer": "Nordline Logistics S.p.A.",
                     *             "location": "Milan",
                     *             "start": "2019-03",
                     *             "end": null,
                     *             "current": true,
                     *             "durationMonths": 93,
                     *             "description": "• Designed event-driven services in Java and Kotlin on Kubernetes\n• Led a team of five engineers",
                     *             "skills": [
                     *               "software.java",
                     *               "software.kotlin",
                     *               "software.kubernetes"
                     *             ]
                     *           }
                     *         ],
                     *         "education": [
                     *           {
                     *             "degree": "Master of Science in Computer Engineering",
                     *             "isced": 7,
                     *             "field": "Computer Engineering",
                     *             "institution": "Politecnico di Milano",
                     *             "start": "2013",
                     *             "end": "2015",
                     *             "current": false
                     *           }
                     *         ],
                     *         "certifications": [
                     *           {
                     *             "name": "AWS Certified Developer – Associate",
                     *             "issuer": "Amazon Web Services",
                     *             "date": "2021-06"
                     *           }
                     *         ],
                     *         "skills": [
                     *           {
                     *             "id": "software.java",
                     *             "name": "Java",
                     *             "asWritten": [
                     *               "Java"
                     *             ],
                     *             "experienceMonths": 93,
                     *             "lastUsed": "2026-11",
                     *             "saliency": 0.77,
                     *             "sources": [
                     *               "skills",
                     *               "experience"
                     *             ]
                     *           }
                     *         ],
                     *         "languages": [
                     *           {
                     *             "code": "it",
                     *             "name": "Italian",
                     *             "level": "native",
                     *             "native": true
                     *           },
                     *           {
                     *             "code": "en",
                     *             "name": "English",
                     *             "level": "C1",
                     *             "native": false
                     *           }
                     *         ],
                     *         "meta": {
                     *           "profileVersion": 2,
                     *           "language": "en",
                     *           "fileType": "pdf",
                     *           "pages": 1,
                     *           "ocrUsed": false,
                     *           "parserVersion": "0.1.0",
                     *           "timingsMs": {
                     *             "extract": 24.6,
                     *             "layout": 1.5,
                     *             "skills": 1.3,
                     *             "total": 31
                     *           },
                     *           "confidence": {
                     *             "personal": 1,
                     *             "contact": 0.9,
                     *             "workExperience": 1,
                     *             "education": 1,
                     *             "skills": 0.93,
                     *             "languages": 0.85
                     *           }
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["InvocationCompleted"];
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message; `invalid_tenant_id`: The tenantId given is not a UUID; `tenant_conflict`: The request names two different tenants (path, form field, header, query or body); `tenant_required`: The client acts for several tenants: name one with tenantId; `bad_request`: The request is malformed (a body that does not parse, a bad Content-Length); `invalid_json`: The body is not valid JSON; `invalid_patch`: The correction is not a JSON object (a JSON Merge Patch of the profile, RFC 7396); `read_only_field`: The correction changes `meta` or `photo`, which the pipeline sets (`fields` names them); `invalid_profile`: The corrected profile breaks the profile schema or names fields it does not have (`errors` lists them). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed" | "invalid_tenant_id" | "tenant_conflict" | "tenant_required" | "bad_request" | "invalid_json" | "invalid_patch" | "read_only_field" | "invalid_profile";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`); `tenant_forbidden`: The client may not act for the tenant named; `no_tenant`: The client may not act for any tenant; `tenant_disabled`: The tenant is disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope" | "tenant_forbidden" | "no_tenant" | "tenant_disabled";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Not found. `invocation_not_found`: No CV of this tenant has this invocationId (erased, expired, or another tenant’s). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invocation_not_found";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Conflict. `invocation_not_completed`: The CV is not completed yet (or failed): only a completed profile can be corrected. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invocation_not_completed";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Payload too large. `payload_too_large`: The body is over the limit of this operation. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "payload_too_large";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unsupported media type. `unsupported_media_type`: The Content-Type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "unsupported_media_type";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    getCvPhotoV1: {
        parameters: {
            query?: {
                /** @description `true`: blind screening for this answer: no name, photo, birth date, gender cues, nationality, marital status, street address or contact details; a tenant with blind screening on gets it always */
                blind?: "true" | "false";
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
            /** @description The cropped headshot */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message; `invalid_tenant_id`: The tenantId given is not a UUID; `tenant_conflict`: The request names two different tenants (path, form field, header, query or body); `tenant_required`: The client acts for several tenants: name one with tenantId; `invalid_value`: A value is malformed, for example an id that is not a UUID. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed" | "invalid_tenant_id" | "tenant_conflict" | "tenant_required" | "invalid_value";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`); `tenant_forbidden`: The client may not act for the tenant named; `no_tenant`: The client may not act for any tenant; `tenant_disabled`: The tenant is disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope" | "tenant_forbidden" | "no_tenant" | "tenant_disabled";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Not found. `invocation_not_found`: No CV of this tenant has this invocationId (erased, expired, or another tenant’s); `photo_not_found`: The CV has no photo. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invocation_not_found" | "photo_not_found";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    uploadCvForTenant: {
        parameters: {
            query?: {
                /** @description Tenant UUID */
                tenantId?: string;
            };
            header?: {
                /** @description Makes a retried upload answer with the same invocation */
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
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "file": "(the CV file)",
                 *       "tenantId": "8f5a2c1e-3b7d-4e9f-a0c6-1d2e3f4a5b6c",
                 *       "reference": "ats-4711",
                 *       "metadata": "{\"requisition\":\"R-2026-118\"}"
                 *     }
                 */
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The CV: PDF, DOCX, text, JPEG or PNG (decided by its bytes), at most VITAE_MAX_UPLOAD_MB
                     */
                    file: string;
                    /** @description A JSON object as text: at most 4096 bytes, 32 keys per object, 3 levels deep */
                    metadata?: string;
                    /** @description Your id for the CV, unique per tenant (409 `reference_exists` when in use) */
                    reference?: string;
                    /** @description Tenant UUID */
                    tenantId?: string;
                };
            };
        };
        responses: {
            /** @description Accepted: poll the Location header for the result */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "invocationId": "6f1c9e2a-4b3d-4c5e-8f7a-9b0c1d2e3f4a",
                     *       "status": "queued",
                     *       "reference": null,
                     *       "metadata": null,
                     *       "duplicateOf": null
                     *     }
                     */
                    "application/json": components["schemas"]["UploadAccepted"];
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message; `invalid_tenant_id`: The tenantId given is not a UUID; `tenant_conflict`: The request names two different tenants (path, form field, header, query or body); `tenant_required`: The client acts for several tenants: name one with tenantId; `multipart_required`: The CV must be sent as multipart/form-data in the field `file`; `malformed_multipart`: The body is not well-formed multipart/form-data; `file_missing`: The multipart body has no field `file`; `too_many_files`: The multipart body carries more than one file in `file`; `empty_file`: The file is empty; `invalid_idempotency_key`: The Idempotency-Key header is not 1–200 visible ASCII characters; `invalid_reference`: The `reference` is empty, too long, has control characters or surrounding spaces; `invalid_metadata`: The `metadata` is not a JSON object, or nests too deep, or has too many or too long keys; `metadata_too_large`: The `metadata` is over its size limit serialized; `duplicate_field`: A form field was sent more than once. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed" | "invalid_tenant_id" | "tenant_conflict" | "tenant_required" | "multipart_required" | "malformed_multipart" | "file_missing" | "too_many_files" | "empty_file" | "invalid_idempotency_key" | "invalid_reference" | "invalid_metadata" | "metadata_too_large" | "duplicate_field";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`); `tenant_forbidden`: The client may not act for the tenant named; `no_tenant`: The client may not act for any tenant; `tenant_disabled`: The tenant is disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope" | "tenant_forbidden" | "no_tenant" | "tenant_disabled";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Conflict. `idempotency_key_reused`: The Idempotency-Key came back with another file; `reference_exists`: Another CV of the tenant already has this `reference` (`invocationId` names it); `duplicate_candidate`: The tenant refuses duplicates and this person was already uploaded (`duplicateOf` names the CV). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "idempotency_key_reused" | "reference_exists" | "duplicate_candidate";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Payload too large. `file_too_large`: The file is over VITAE_MAX_UPLOAD_MB (`limitBytes`); `payload_too_large`: The body is over the limit of this operation. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "file_too_large" | "payload_too_large";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unsupported media type. `unsupported_format`: The file’s bytes are not a format Vitae reads. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "unsupported_format";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address; `too_many_uploads`: This client has the most uploads in progress allowed. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited" | "too_many_uploads";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now; `queue_full`: The processing queue is full; `tenant_queue_full`: This tenant has too many CVs waiting. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable" | "queue_full" | "tenant_queue_full";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    explainDecisionCandidateV1: {
        parameters: {
            query?: {
                /** @description `true`: blind screening for this answer: no name, photo, birth date, gender cues, nationality, marital status, street address or contact details; a tenant with blind screening on gets it always */
                blind?: "true" | "false";
                tenantId?: string;
            };
            header?: {
                tenantid?: string;
            };
            path: {
                decisionId: string;
                invocationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The candidate's explanation, in the job description's language */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "decisionId": "2d9b7f4e-1c3a-4e5b-9d6f-7a8b9c0d1e2f",
                     *       "invocationId": "6f1c9e2a-4b3d-4c5e-8f7a-9b0c1d2e3f4a",
                     *       "decidedAt": "2026-11-25T10:12:04.118Z",
                     *       "language": "en",
                     *       "jobDescriptionSha256": "9f2c4e6a8b0d1f3e5a7c9b1d3f5e7a9c0b2d4f6e8a1c3e5b7d9f0a2c4e6b8d0f",
                     *       "rank": 1,
                     *       "total": 12,
                     *       "score": 0.86,
                     *       "summary": "Ranked 1 of 12 with a score of 0.86.",
                     *       "band": "A strong match for the requirements as written.",
                     *       "considered": [
                     *         {
                     *           "requirement": "Java (5+ years)",
                     *           "kind": "skill",
                     *           "importance": "must",
                     *           "status": "met",
                     *           "credit": 1,
                     *           "sentence": "Skill \"Java (5+ years)\", required: met. It gave 100% of its credit."
                     *         },
                     *         {
                     *           "requirement": "German",
                     *           "kind": "language",
                     *           "importance": "nice",
                     *           "status": "missing",
                     *           "credit": 0,
                     *           "sentence": "Language \"German\", a plus: missing. It gave 0% of its credit."
                     *         }
                     *       ],
                     *       "strengths": [
                     *         "Java: 7 years"
                     *       ],
                     *       "gaps": [
                     *         "German not found in the CV"
                     *       ],
                     *       "notConsidered": "Name, photo, age, gender, nationality, marital status and address are never inputs of a score.",
                     *       "review": {
                     *         "needed": false,
                     *         "reasons": [],
                     *         "sentence": null
                     *       },
                     *       "oversight": "The ranking supports a person’s decision; it never rejects anyone."
                     *     }
                     */
                    "application/json": components["schemas"]["CandidateExplanation"];
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message; `invalid_tenant_id`: The tenantId given is not a UUID; `tenant_conflict`: The request names two different tenants (path, form field, header, query or body); `tenant_required`: The client acts for several tenants: name one with tenantId. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed" | "invalid_tenant_id" | "tenant_conflict" | "tenant_required";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`); `tenant_forbidden`: The client may not act for the tenant named; `no_tenant`: The client may not act for any tenant; `tenant_disabled`: The tenant is disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope" | "tenant_forbidden" | "no_tenant" | "tenant_disabled";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Not found. `decision_not_found`: The tenant has no decision record with this decisionId; `candidate_not_in_decision`: The candidate was not on the recorded page of this search. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "decision_not_found" | "candidate_not_in_decision";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    searchCandidatesV1: {
        parameters: {
            query: {
                /** @description `true`: blind screening for this answer: no name, photo, birth date, gender cues, nationality, marital status, street address or contact details; a tenant with blind screening on gets it always */
                blind?: "true" | "false";
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
            /** @description The ranked page and what was understood of the description */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "decisionId": "3c9d7e21-5f4a-4b8c-9d0e-1f2a3b4c5d6e",
                     *       "language": "en",
                     *       "profiles": [
                     *         {
                     *           "id": "6f1c9e2a-4b3d-4c5e-8f7a-9b0c1d2e3f4a",
                     *           "score": 0.91,
                     *           "name": "Marta Vellani",
                     *           "title": "Senior Backend Engineer",
                     *           "components": {
                     *             "must": 0.95,
                     *             "title": 0.9,
                     *             "skills": 1,
                     *             "experience": 1,
                     *             "education": 1,
                     *             "languages": 1,
                     *             "nice": 0.6,
                     *             "text": 0.82,
                     *             "domain": 0.9,
                     *             "evidence": 0.77
                     *           },
                     *           "alignment": [
                     *             {
                     *               "requirement": "Java, 5+ years",
                     *               "asked": {
                     *                 "skill": "Java",
                     *                 "minYears": 5
                     *               },
                     *               "kind": "skill",
                     *               "importance": "must",
                     *               "status": "met",
                     *               "credit": 1,
                     *               "evidence": {
                     *                 "skill": "Java",
                     *                 "skillId": "software.java",
                     *                 "relation": "exact",
                     *                 "months": 93,
                     *                 "lastUsed": "2026-11",
                     *                 "saliency": 0.77
                     *               }
                     *             }
                     *           ],
                     *           "strengths": [
                     *             "Java: 7 years, used until now"
                     *           ],
                     *           "gaps": [],
                     *           "review": {
                     *             "needed": false,
                     *             "reasons": []
                     *           },
                     *           "otherInvocations": []
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "limit": 20,
                     *       "offset": 0,
                     *       "scoresOrder": "DESC",
                     *       "requirements": {
                     *         "title": "Senior Java Developer",
                     *         "occupation": {
                     *           "id": "java-developer",
                     *           "name": "Java developer",
                     *           "family": "it",
                     *           "score": 1
                     *         },
                     *         "skills": [
                     *           {
                     *             "id": "software.java",
                     *             "name": "Java",
                     *             "canonical": "Java",
                     *             "importance": "must",
                     *             "minYears": 5,
                     *             "alternatives": [],
                     *             "implied": false
                     *           },
                     *           {
                     *             "id": "software.spring-boot",
                     *             "name": "Spring Boot",
                     *             "canonical": "Spring Boot",
                     *             "importance": "must",
                     *             "minYears": null,
                     *             "alternatives": [],
                     *             "implied": false
                     *           },
                     *           {
                     *             "id": "software.postgresql",
                     *             "name": "PostgreSQL",
                     *             "canonical": "PostgreSQL",
                     *             "importance": "must",
                     *             "minYears": null,
                     *             "alternatives": [],
                     *             "implied": false
                     *           }
                     *         ],
                     *         "impliedSkills": [],
                     *         "minYears": 5,
                     *         "education": {
                     *           "level": 6,
                     *           "name": "Bachelor's or equivalent",
                     *           "field": "Computer Science",
                     *           "importance": "must"
                     *         },
                     *         "languages": [
                     *           {
                     *             "code": "en",
                     *             "name": "English",
                     *             "level": "C1",
                     *             "importance": "must"
                     *           },
                     *           {
                     *             "code": "de",
                     *             "name": "German",
                     *             "level": null,
                     *             "importance": "nice"
                     *           }
                     *         ],
                     *         "location": {
                     *           "text": "Berlin (hybrid)",
                     *           "city": "Berlin",
                     *           "country": "DE",
                     *           "remote": false
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["DirectSearchResult"];
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message; `invalid_tenant_id`: The tenantId given is not a UUID; `tenant_conflict`: The request names two different tenants (path, form field, header, query or body); `tenant_required`: The client acts for several tenants: name one with tenantId. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed" | "invalid_tenant_id" | "tenant_conflict" | "tenant_required";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`); `tenant_forbidden`: The client may not act for the tenant named; `no_tenant`: The client may not act for any tenant; `tenant_disabled`: The tenant is disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope" | "tenant_forbidden" | "no_tenant" | "tenant_disabled";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    searchCandidatesWithBodyV1: {
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
                /**
                 * @example {
                 *       "query": "Senior Java Developer\n\nRequirements:\n- 5+ years of Java\n- Spring Boot and PostgreSQL",
                 *       "limit": 10,
                 *       "country": "DE"
                 *     }
                 */
                "application/json": components["schemas"]["DirectSearchRequestInput"];
            };
        };
        responses: {
            /** @description The ranked page and what was understood of the description */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "decisionId": "3c9d7e21-5f4a-4b8c-9d0e-1f2a3b4c5d6e",
                     *       "language": "en",
                     *       "profiles": [
                     *         {
                     *           "id": "6f1c9e2a-4b3d-4c5e-8f7a-9b0c1d2e3f4a",
                     *           "score": 0.91,
                     *           "name": "Marta Vellani",
                     *           "title": "Senior Backend Engineer",
                     *           "components": {
                     *             "must": 0.95,
                     *             "title": 0.9,
                     *             "skills": 1,
                     *             "experience": 1,
                     *             "education": 1,
                     *             "languages": 1,
                     *             "nice": 0.6,
                     *             "text": 0.82,
                     *             "domain": 0.9,
                     *             "evidence": 0.77
                     *           },
                     *           "alignment": [
                     *             {
                     *               "requirement": "Java, 5+ years",
                     *               "asked": {
                     *                 "skill": "Java",
                     *                 "minYears": 5
                     *               },
                     *               "kind": "skill",
                     *               "importance": "must",
                     *               "status": "met",
                     *               "credit": 1,
                     *               "evidence": {
                     *                 "skill": "Java",
                     *                 "skillId": "software.java",
                     *                 "relation": "exact",
                     *                 "months": 93,
                     *                 "lastUsed": "2026-11",
                     *                 "saliency": 0.77
                     *               }
                     *             }
                     *           ],
                     *           "strengths": [
                     *             "Java: 7 years, used until now"
                     *           ],
                     *           "gaps": [],
                     *           "review": {
                     *             "needed": false,
                     *             "reasons": []
                     *           },
                     *           "otherInvocations": []
                     *         }
                     *       ],
                     *       "total": 1,
                     *       "limit": 20,
                     *       "offset": 0,
                     *       "scoresOrder": "DESC",
                     *       "requirements": {
                     *         "title": "Senior Java Developer",
                     *         "occupation": {
                     *           "id": "java-developer",
                     *           "name": "Java developer",
                     *           "family": "it",
                     *           "score": 1
                     *         },
                     *         "skills": [
                     *           {
                     *             "id": "software.java",
                     *             "name": "Java",
                     *             "canonical": "Java",
                     *             "importance": "must",
                     *             "minYears": 5,
                     *             "alternatives": [],
                     *             "implied": false
                     *           },
                     *           {
                     *             "id": "software.spring-boot",
                     *             "name": "Spring Boot",
                     *             "canonical": "Spring Boot",
                     *             "importance": "must",
                     *             "minYears": null,
                     *             "alternatives": [],
                     *             "implied": false
                     *           },
                     *           {
                     *             "id": "software.postgresql",
                     *             "name": "PostgreSQL",
                     *             "canonical": "PostgreSQL",
                     *             "importance": "must",
                     *             "minYears": null,
                     *             "alternatives": [],
                     *             "implied": false
                     *           }
                     *         ],
                     *         "impliedSkills": [],
                     *         "minYears": 5,
                     *         "education": {
                     *           "level": 6,
                     *           "name": "Bachelor's or equivalent",
                     *           "field": "Computer Science",
                     *           "importance": "must"
                     *         },
                     *         "languages": [
                     *           {
                     *             "code": "en",
                     *             "name": "English",
                     *             "level": "C1",
                     *             "importance": "must"
                     *           },
                     *           {
                     *             "code": "de",
                     *             "name": "German",
                     *             "level": null,
                     *             "importance": "nice"
                     *           }
                     *         ],
                     *         "location": {
                     *           "text": "Berlin (hybrid)",
                     *           "city": "Berlin",
                     *           "country": "DE",
                     *           "remote": false
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["DirectSearchResult"];
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message; `invalid_tenant_id`: The tenantId given is not a UUID; `tenant_conflict`: The request names two different tenants (path, form field, header, query or body); `tenant_required`: The client acts for several tenants: name one with tenantId. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed" | "invalid_tenant_id" | "tenant_conflict" | "tenant_required";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`); `tenant_forbidden`: The client may not act for the tenant named; `no_tenant`: The client may not act for any tenant; `tenant_disabled`: The tenant is disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope" | "tenant_forbidden" | "no_tenant" | "tenant_disabled";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    parseJobDescriptionV1: {
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
                /**
                 * @example {
                 *       "query": "Senior Java Developer\n\nRequirements:\n- 5+ years of experience with Java\n- Spring Boot and PostgreSQL\n- Bachelor's degree in Computer Science\n- Fluent English; German is a plus\n\nLocation: Berlin (hybrid)"
                 *     }
                 */
                "application/json": components["schemas"]["ParseJobRequestInput"];
            };
        };
        responses: {
            /** @description What was understood of the job description */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "requirements": {
                     *         "title": "Senior Java Developer",
                     *         "occupation": {
                     *           "id": "java-developer",
                     *           "name": "Java developer",
                     *           "family": "it",
                     *           "score": 1
                     *         },
                     *         "skills": [
                     *           {
                     *             "id": "software.java",
                     *             "name": "Java",
                     *             "canonical": "Java",
                     *             "importance": "must",
                     *             "minYears": 5,
                     *             "alternatives": [],
                     *             "implied": false
                     *           },
                     *           {
                     *             "id": "software.spring-boot",
                     *             "name": "Spring Boot",
                     *             "canonical": "Spring Boot",
                     *             "importance": "must",
                     *             "minYears": null,
                     *             "alternatives": [],
                     *             "implied": false
                     *           },
                     *           {
                     *             "id": "software.postgresql",
                     *             "name": "PostgreSQL",
                     *             "canonical": "PostgreSQL",
                     *             "importance": "must",
                     *             "minYears": null,
                     *             "alternatives": [],
                     *             "implied": false
                     *           }
                     *         ],
                     *         "impliedSkills": [],
                     *         "minYears": 5,
                     *         "education": {
                     *           "level": 6,
                     *           "name": "Bachelor's or equivalent",
                     *           "field": "Computer Science",
                     *           "importance": "must"
                     *         },
                     *         "languages": [
                     *           {
                     *             "code": "en",
                     *             "name": "English",
                     *             "level": "C1",
                     *             "importance": "must"
                     *           },
                     *           {
                     *             "code": "de",
                     *             "name": "German",
                     *             "level": null,
                     *             "importance": "nice"
                     *           }
                     *         ],
                     *         "location": {
                     *           "text": "Berlin (hybrid)",
                     *           "city": "Berlin",
                     *           "country": "DE",
                     *           "remote": false
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ParseJobResult"];
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message; `invalid_tenant_id`: The tenantId given is not a UUID; `tenant_conflict`: The request names two different tenants (path, form field, header, query or body); `tenant_required`: The client acts for several tenants: name one with tenantId. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed" | "invalid_tenant_id" | "tenant_conflict" | "tenant_required";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`); `tenant_forbidden`: The client may not act for the tenant named; `no_tenant`: The client may not act for any tenant; `tenant_disabled`: The tenant is disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope" | "tenant_forbidden" | "no_tenant" | "tenant_disabled";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    listWebhooks: {
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
            /** @description The tenant's webhooks */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "webhooks": [
                     *         {
                     *           "id": "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40",
                     *           "tenantId": "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40",
                     *           "url": "https://hooks.example.com/vitae",
                     *           "events": [
                     *             "screen.completed"
                     *           ],
                     *           "description": "text",
                     *           "createdAt": "2026-11-25T09:30:00.000Z",
                     *           "secretRotatedAt": "2026-11-25T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        webhooks: components["schemas"]["Webhook"][];
                    };
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message; `invalid_tenant_id`: The tenantId given is not a UUID; `tenant_conflict`: The request names two different tenants (path, form field, header, query or body); `tenant_required`: The client acts for several tenants: name one with tenantId. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed" | "invalid_tenant_id" | "tenant_conflict" | "tenant_required";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`); `tenant_forbidden`: The client may not act for the tenant named; `no_tenant`: The client may not act for any tenant; `tenant_disabled`: The tenant is disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope" | "tenant_forbidden" | "no_tenant" | "tenant_disabled";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    createWebhook: {
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
                /**
                 * @example {
                 *       "url": "https://hooks.example.com/vitae",
                 *       "events": [
                 *         "screen.completed",
                 *         "screen.failed"
                 *       ],
                 *       "description": "text"
                 *     }
                 */
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
            /** @description The webhook created, with its signing secret (shown this once) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40",
                     *       "tenantId": "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40",
                     *       "url": "https://hooks.example.com/vitae",
                     *       "events": [
                     *         "screen.completed"
                     *       ],
                     *       "description": "text",
                     *       "createdAt": "2026-11-25T09:30:00.000Z",
                     *       "secretRotatedAt": "2026-11-25T09:30:00.000Z",
                     *       "secret": "whsec_…"
                     *     }
                     */
                    "application/json": components["schemas"]["NewWebhook"];
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message; `invalid_tenant_id`: The tenantId given is not a UUID; `tenant_conflict`: The request names two different tenants (path, form field, header, query or body); `tenant_required`: The client acts for several tenants: name one with tenantId; `invalid_webhook_url`: The webhook URL is not HTTPS, or points at a private or loopback address; `events_required`: A webhook must subscribe to at least one event; `too_many_webhooks`: The tenant has the most webhooks allowed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed" | "invalid_tenant_id" | "tenant_conflict" | "tenant_required" | "invalid_webhook_url" | "events_required" | "too_many_webhooks";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`); `tenant_forbidden`: The client may not act for the tenant named; `no_tenant`: The client may not act for any tenant; `tenant_disabled`: The tenant is disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope" | "tenant_forbidden" | "no_tenant" | "tenant_disabled";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    getWebhook: {
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
            /** @description The webhook */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40",
                     *       "tenantId": "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40",
                     *       "url": "https://hooks.example.com/vitae",
                     *       "events": [
                     *         "screen.completed"
                     *       ],
                     *       "description": "text",
                     *       "createdAt": "2026-11-25T09:30:00.000Z",
                     *       "secretRotatedAt": "2026-11-25T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message; `invalid_tenant_id`: The tenantId given is not a UUID; `tenant_conflict`: The request names two different tenants (path, form field, header, query or body); `tenant_required`: The client acts for several tenants: name one with tenantId. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed" | "invalid_tenant_id" | "tenant_conflict" | "tenant_required";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`); `tenant_forbidden`: The client may not act for the tenant named; `no_tenant`: The client may not act for any tenant; `tenant_disabled`: The tenant is disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope" | "tenant_forbidden" | "no_tenant" | "tenant_disabled";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Not found. `webhook_not_found`: The tenant has no webhook with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "webhook_not_found";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    deleteWebhook: {
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
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message; `invalid_tenant_id`: The tenantId given is not a UUID; `tenant_conflict`: The request names two different tenants (path, form field, header, query or body); `tenant_required`: The client acts for several tenants: name one with tenantId. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed" | "invalid_tenant_id" | "tenant_conflict" | "tenant_required";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`); `tenant_forbidden`: The client may not act for the tenant named; `no_tenant`: The client may not act for any tenant; `tenant_disabled`: The tenant is disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope" | "tenant_forbidden" | "no_tenant" | "tenant_disabled";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Not found. `webhook_not_found`: The tenant has no webhook with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "webhook_not_found";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    listWebhookDeliveries: {
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
            /** @description A page of the webhook's deliveries, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "deliveries": [
                     *         {
                     *           "id": "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40",
                     *           "eventId": "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40",
                     *           "eventType": "screen.completed",
                     *           "invocationId": "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40",
                     *           "status": "pending",
                     *           "attempts": 0,
                     *           "createdAt": "2026-11-25T09:30:00.000Z",
                     *           "lastAttemptAt": "2026-11-25T09:30:00.000Z",
                     *           "nextAttemptAt": "2026-11-25T09:30:00.000Z",
                     *           "finishedAt": "2026-11-25T09:30:00.000Z",
                     *           "attemptLog": [
                     *             {
                     *               "attempt": 0,
                     *               "startedAt": "2026-11-25T09:30:00.000Z",
                     *               "responseStatus": 0,
                     *               "latencyMs": 0,
                     *               "error": "text"
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        deliveries: components["schemas"]["WebhookDelivery"][];
                    };
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message; `invalid_tenant_id`: The tenantId given is not a UUID; `tenant_conflict`: The request names two different tenants (path, form field, header, query or body); `tenant_required`: The client acts for several tenants: name one with tenantId. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed" | "invalid_tenant_id" | "tenant_conflict" | "tenant_required";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`); `tenant_forbidden`: The client may not act for the tenant named; `no_tenant`: The client may not act for any tenant; `tenant_disabled`: The tenant is disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope" | "tenant_forbidden" | "no_tenant" | "tenant_disabled";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Not found. `webhook_not_found`: The tenant has no webhook with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "webhook_not_found";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    rotateWebhookSecret: {
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
            /** @description The webhook with its new signing secret (shown this once) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40",
                     *       "tenantId": "3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40",
                     *       "url": "https://hooks.example.com/vitae",
                     *       "events": [
                     *         "screen.completed"
                     *       ],
                     *       "description": "text",
                     *       "createdAt": "2026-11-25T09:30:00.000Z",
                     *       "secretRotatedAt": "2026-11-25T09:30:00.000Z",
                     *       "secret": "whsec_…"
                     *     }
                     */
                    "application/json": components["schemas"]["NewWebhook"];
                };
            };
            /** @description Bad request. `validation_failed`: A parameter or the body breaks the schema; `errors` lists each path and message; `invalid_tenant_id`: The tenantId given is not a UUID; `tenant_conflict`: The request names two different tenants (path, form field, header, query or body); `tenant_required`: The client acts for several tenants: name one with tenantId. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "validation_failed" | "invalid_tenant_id" | "tenant_conflict" | "tenant_required";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Unauthorized: send a valid bearer token from POST /oauth/token. `invalid_token`: The bearer token is missing, malformed, expired, revoked or not ours. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "invalid_token";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Forbidden. `insufficient_scope`: The token lacks the scope this operation needs (`requiredScope`); `tenant_forbidden`: The client may not act for the tenant named; `no_tenant`: The client may not act for any tenant; `tenant_disabled`: The tenant is disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "insufficient_scope" | "tenant_forbidden" | "no_tenant" | "tenant_disabled";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Not found. `webhook_not_found`: The tenant has no webhook with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "webhook_not_found";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Too many requests: retry after the Retry-After header. `rate_limited`: Too many requests from this client or address. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "rate_limited";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Internal server error. `internal_error`: An unexpected error; quote `requestId`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "internal_error";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
            /** @description Service unavailable: retry after the Retry-After header. `issuer_unavailable`: The keys of the token’s issuer cannot be fetched right now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & ({
                        /** @enum {string} */
                        code: "issuer_unavailable";
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
}
