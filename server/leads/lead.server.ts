/**
 * The lead as the store, the worker and the transports see it. Forms build it in the app
 * (app/forms/lead.server.ts); the server reads the same types.
 */
export type { Attribution, ContactPayload, Lead } from "../../app/forms/define";
export { attributionFrom, createLead } from "../../app/forms/lead.server";
export { UTM_KEYS as utmKeys } from "../../app/forms/wire";
