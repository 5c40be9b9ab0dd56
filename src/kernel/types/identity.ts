/** The shopper's identity (sign-up, sign-in, passwords), as the account store reads it: the shop's own types. */

/** Where the identity service is: a user pool and its app client; `endpoint` only for a service at our own origin. */
export interface IdentitySettings {
  region: string;
  userPoolId: string;
  clientId: string;
  /** Relative to the page's origin (our own server) or absolute; absent for the real service of the region. */
  endpoint?: string;
}

/** The signed-in shopper, as the identity service describes them. */
export interface IdentityUser {
  /** The service's stable id of the user. */
  userId: string;
  userName: string;
  email: string;
  givenName: string;
  familyName: string;
  phoneNumber: string;
  phoneNumberVerified: boolean;
}

/**
 * What creating an account sends: the sign-in e-mail and password, the names, and whether the shopper agreed to
 * marketing. The interests are not the pool's: each vendor is told its own through the marketing API.
 */
export interface SignUpDetails {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
  marketingConsent: boolean;
}

/** The names and phone a signed-in shopper may change. */
export type EditableAttributes = Partial<Pick<IdentityUser, 'givenName' | 'familyName' | 'phoneNumber'>>;

/**
 * What a refused identity call raises: the service's own exception name (`UsernameExistsException`...) and its
 * message; the account store turns both into one of the account codes.
 */
export interface IdentityFailure extends Error {
  kind: 'identity';
  code: string;
}

/** The identity calls the shop makes. The tokens of a signed-in shopper are kept in this browser by the service. */
export interface IdentityService {
  /** Create an unconfirmed account; a code is sent to the e-mail. */
  signUp(details: SignUpDetails): Promise<{ userConfirmed: boolean; userId: string }>;
  confirmSignUp(email: string, code: string): Promise<void>;
  resendConfirmationCode(email: string): Promise<void>;
  /** Sign in with e-mail and password and keep the tokens. */
  signIn(email: string, password: string): Promise<void>;
  /** A new access token from the kept refresh token; false (and the tokens forgotten) when refused. */
  refresh(): Promise<boolean>;
  /** The signed-in shopper; raises NoCurrentUserException 'There is no current user.' when none is. */
  currentUser(): Promise<IdentityUser>;
  updateAttributes(attributes: EditableAttributes): Promise<void>;
  forgotPassword(email: string): Promise<void>;
  confirmForgotPassword(email: string, code: string, password: string): Promise<void>;
  changePassword(oldPassword: string, newPassword: string): Promise<void>;
  /** Sign out on every device (when signed in), and forget the kept tokens whatever the service said. */
  signOut(): Promise<void>;
  /** Forget the identity kept in this browser, without a call. */
  forget(): void;
}

/** The API's shopping session as signing in and out drive it. */
export interface AccountSession {
  /** Forget the session id held, so the next one is created afresh. */
  resetSession(): void;
  /** A signed-in session while an identity is kept, an anonymous one otherwise. */
  createSession(): Promise<unknown>;
}

/** What the account store is given: every part loads on first use, so no page carries the identity code. */
export interface AccountServices {
  /** The identity settings, or null when the identity integration is off. */
  settings(): Promise<IdentitySettings | null>;
  identity(): Promise<IdentityService>;
  /** True when this browser keeps a signed-in identity (read without loading the identity code). */
  hasStoredIdentity(): boolean;
  /** Be told when the kept identity is forgotten, whoever forgot it (the API refusing it too); the unsubscribe. */
  onIdentityCleared(listener: () => void): () => void;
  session(): Promise<AccountSession>;
}
