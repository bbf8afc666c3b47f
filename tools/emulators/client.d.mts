// Types of client.mjs (the one emulator client), for the TypeScript tests that import it.

/** Where the emulators run: a demo-* project and the stack's ports (auth and functions are used). */
export interface EmulatorStack {
  projectId: string;
  ports: Record<string, number>;
}

export declare const REGION: string;
export declare const API_KEY: string;
export declare const EMULATOR_APP_ID: string;
export declare const DEFAULT_TIMEOUT_MS: number;

export declare function assertLocal(url: string, projectId?: string): void;
export declare function emulatorAppCheckToken(appId?: string, nowMs?: number): string;
export declare function appCheckToken(): string;
export declare function callableUrl(ports: Record<string, number>, projectId: string, name: string): string;

export interface RequestOptions {
  timeoutMs?: number;
}

export interface AuthAnswer {
  ok: boolean;
  status: number;
  json: unknown;
  text: string;
}

export declare function authRequest(
  stack: EmulatorStack,
  path: string,
  opts?: RequestOptions & { body?: unknown; method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'; owner?: boolean },
): Promise<AuthAnswer>;

export interface Session {
  uid: string;
  idToken: string;
  refreshToken: string;
}

export declare function signIn(
  stack: EmulatorStack,
  email: string,
  password: string,
  opts?: RequestOptions,
): Promise<Session | null>;
export declare function updateAccount(
  stack: EmulatorStack,
  uid: string,
  fields: Record<string, unknown>,
  opts?: RequestOptions,
): Promise<void>;

export interface AccountSpec {
  email: string;
  password: string;
  displayName?: string;
  /** Default true. */
  verified?: boolean;
  claims?: Record<string, unknown>;
}

export interface EmulatorUser extends Session {
  email: string;
  password: string;
  displayName: string | undefined;
}

export declare function createUser(
  stack: EmulatorStack,
  account: AccountSpec,
  opts?: RequestOptions,
): Promise<EmulatorUser>;
export declare function ensureAccount(
  stack: EmulatorStack,
  account: AccountSpec,
  opts?: RequestOptions,
): Promise<EmulatorUser>;

/** The callable protocol's error body. */
export interface CallableError {
  status: string;
  message: string;
  details?: { code?: string };
}

export type CallAnswer<T> =
  | { ok: true; status: number; ms: number; data: T }
  | { ok: false; status: number; ms: number; error: CallableError | null; code: string; infra: boolean; text: string };

export interface CallOptions extends RequestOptions {
  /** Default true; false leaves the App Check header out. */
  appCheck?: boolean;
  /** The data as raw JSON text (keys such as __proto__ survive). */
  rawData?: string;
  /** An X-Forwarded-For header, as Google's front end sends one in production (the per-address limit keys on it). */
  forwardedFor?: string;
}

export declare function callCallable<T = unknown>(
  stack: EmulatorStack,
  name: string,
  data: unknown,
  who: { idToken: string } | string | null,
  opts?: CallOptions,
): Promise<CallAnswer<T>>;

export declare function callOk<T = unknown>(
  stack: EmulatorStack,
  name: string,
  data: unknown,
  who: { idToken: string } | string | null,
  opts?: CallOptions,
): Promise<T>;
