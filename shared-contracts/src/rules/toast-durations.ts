/**
 * How long messages stay on screen (spec 000 §9: 'Toast auto-close 5 s by default, default duration
 * 4 s; login-failure toast 8 s'). The host's antd App applies the first two to every message and
 * notification of every remote; only the 'Do Not Use' and login-failure toasts name their own.
 */
export const TOAST_SECONDS = {
  /** A message toast (success, error) unless it says otherwise. */
  message: 4,
  /** A notification (the central error handler's, one per message) closes itself after this. */
  notification: 5,
  /** Login failure and the 'Do Not Use' carrier error. */
  loginFailure: 8,
} as const;
