import { isRouteErrorResponse } from "react-router";

/** What the error screen says about an error: its status text or message, never a stack. */
export function errorDetails(error: unknown): string | null {
  if (isRouteErrorResponse(error)) {
    return [error.status, error.statusText].filter(Boolean).join(" ");
  }
  if (error instanceof Error && error.message) return error.message;
  return null;
}
