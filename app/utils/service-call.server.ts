import { logger } from "~/utils/logger.server";
/**
 * Calls to outside services (the image API, the text model): their usual failures are told
 * in one line of the log, without a stack, and never stop what the site was doing.
 */

/** A failure the service may well have: its message is the whole story. */
export class ServiceFailure extends Error {}

export type ServiceCall = {
  timeoutMs: number;
  /** Aborted when the server shuts down. */
  stop?: AbortSignal;
};

/** One deadline for the whole exchange, cut short if the server stops first. */
export function deadlineOf(call: ServiceCall) {
  const deadline = AbortSignal.timeout(call.timeoutMs);
  return { deadline, signal: call.stop ? AbortSignal.any([call.stop, deadline]) : deadline };
}

/** Why the exchange failed, in one line, when it is a failure a service may well have; null for a bug. */
export function expectedCause(error: unknown, deadline: AbortSignal, call: ServiceCall) {
  if (deadline.aborted) return `nessuna risposta completa entro ${call.timeoutMs / 1000} s`;
  if (call.stop?.aborted) return "interrotta dalla chiusura del server";
  if (error instanceof ServiceFailure) return error.message;
  // fetch reports a refused connection, a DNS failure or a dropped socket as a TypeError with the cause.
  if (error instanceof TypeError && error.cause instanceof Error) {
    const code = "code" in error.cause ? String(error.cause.code) : error.cause.message;
    return `errore di rete (${code})`;
  }
  return null;
}

/** Logs a failed exchange: one line for an expected failure, the whole error for a bug. */
export function logFailure(
  failureLog: string,
  error: unknown,
  deadline: AbortSignal,
  call: ServiceCall,
) {
  const cause = expectedCause(error, deadline, call);
  if (cause) logger.error(`${failureLog}: ${cause}`);
  else logger.error({ err: error }, `${failureLog}:`);
}
