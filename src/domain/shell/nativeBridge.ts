// Messages to the messaging app's native side in the news tab (shell-spec §7: "Native bridge
// messages (e.g. getNetworkStatus) carry a callback id"). The page sends { type: 'call', method,
// params, callbackId } through the webview's message handler; the app answers with a window message
// { type: 'callback', callbackId, result | error }. A call the app does not answer in time fails, so
// a missing bridge never leaves a promise pending. Pure: the transport and the timers are passed in.

export const BRIDGE_TIMEOUT_MS = 3000;
/** Methods the portal calls; the app may know more. */
export const BRIDGE_METHODS = ['getNetworkStatus', 'openExternal', 'openTab'] as const;
export type BridgeMethod = (typeof BRIDGE_METHODS)[number];

export interface BridgeCall {
  type: 'call';
  method: BridgeMethod;
  params?: Record<string, unknown>;
  callbackId: string;
}

export interface Bridge {
  call(method: BridgeMethod, params?: Record<string, unknown>): Promise<unknown>;
  /** Feeds a window message in; true when it answered a call. */
  receive(message: unknown): boolean;
}

export function createBridge(
  send: (call: BridgeCall) => void,
  opts: { timeoutMs?: number; setTimer?: (f: () => void, ms: number) => unknown; clearTimer?: (t: unknown) => void } = {},
): Bridge {
  const timeoutMs = opts.timeoutMs ?? BRIDGE_TIMEOUT_MS;
  const setTimer = opts.setTimer ?? ((f, ms) => setTimeout(f, ms));
  const clearTimer = opts.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>));
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: Error) => void; timer: unknown }>();
  let next = 0;
  return {
    call(method, params) {
      const callbackId = `cb${++next}`;
      return new Promise((resolve, reject) => {
        const timer = setTimer(() => {
          pending.delete(callbackId);
          reject(new Error(`native bridge: no answer to ${method} in ${timeoutMs} ms`));
        }, timeoutMs);
        pending.set(callbackId, { resolve, reject, timer });
        try {
          send({ type: 'call', method, ...(params ? { params } : {}), callbackId });
        } catch (error) {
          clearTimer(timer);
          pending.delete(callbackId);
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    },
    receive(message) {
      const m = message as { type?: unknown; callbackId?: unknown; result?: unknown; error?: unknown } | null;
      if (!m || m.type !== 'callback' || typeof m.callbackId !== 'string') return false;
      const waiting = pending.get(m.callbackId);
      if (!waiting) return false;
      pending.delete(m.callbackId);
      clearTimer(waiting.timer);
      if (typeof m.error === 'string') waiting.reject(new Error(m.error));
      else waiting.resolve(m.result);
      return true;
    },
  };
}
