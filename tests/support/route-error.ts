import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";

/**
 * What React Router hands a route's `meta` and error boundary when its loader answers
 * `throw data(body, { status })`: an error response with that status and body. Fails when
 * `load` does not throw such an answer.
 */
export function thrownResponse(load: () => unknown): ErrorResponse {
  try {
    load();
  } catch (thrown) {
    const { data, init } = thrown as { data?: unknown; init?: { status?: number } };
    if (typeof init?.status === "number") return new ErrorResponse(init.status, "", data);
    throw thrown;
  }
  throw new Error("the loader answered without throwing");
}
