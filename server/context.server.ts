import { createContext } from "react-router";
import type { Env } from "./env.server";
import type { LeadPipeline } from "./leads/pipeline.server";
import type { Logger } from "./logger.server";

/** What the HTTP layer hands to loaders and actions. */
export interface Services {
  env: Env;
  logger: Logger;
  leads: LeadPipeline;
}

export const servicesContext = createContext<Services>();

/** Per-request values set by the HTTP layer. */
export interface RequestInfo {
  requestId: string;
  nonce: string;
}

export const requestContext = createContext<RequestInfo>();
