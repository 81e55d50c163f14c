// What the private channel needs from identity: is this session alive for this user? Identity's
// session service implements it; the gateway never sees passwords, and never logs session ids.
export interface SessionValidator {
  /** Resolves true when `session` is a live session of `user`. */
  validate(user: string, session: string): Promise<boolean>;
}

/** Used until a validator is configured: every registration is refused, none is trusted. */
export const REFUSE_ALL_SESSIONS: SessionValidator = {
  validate: async () => false,
};
