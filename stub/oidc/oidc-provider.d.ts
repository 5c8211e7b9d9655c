// oidc-provider 9 ships no type declarations and @types/oidc-provider is not installed, so this
// declares the small part of its API the stub uses. Keep it to what stub/oidc actually calls.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { JWK } from 'jose';

  /** The provider's view of a registered client. */
  export interface Client {
    clientId: string;
    clientName?: string;
    /** Whether the client's registration allows a grant type (`refresh_token`, …). */
    grantTypeAllowed(type: string): boolean;
  }

  /** A pending login/consent interaction (`provider.interactionDetails`). */
  export interface Interaction {
    uid: string;
    returnTo: string;
    prompt: { name: string; reasons: string[]; details: PromptDetails };
    params: Record<string, unknown> & { client_id?: string; scope?: string; resource?: unknown };
    session?: { accountId?: string; uid?: string };
    grantId?: string;
    lastSubmission?: InteractionResults;
  }

  export interface PromptDetails {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
    [key: string]: unknown;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean };
    consent?: { grantId?: string };
    [prompt: string]: unknown;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(ttl?: number): Promise<string>;
  }

  export interface GrantConstructor {
    new (init: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  /** A token as handed to `extraTokenClaims` and the TTL functions. */
  export interface TokenLike {
    accountId?: string;
    clientId?: string;
    kind?: string;
  }

  export interface OIDCContext {
    client?: Client;
    params?: Record<string, unknown>;
    session?: { state?: { secret?: string } };
    urlFor(name: string, opts?: Record<string, string>): string;
  }

  /** The Koa context oidc-provider passes to its configuration helpers. */
  export interface KoaContextWithOIDC {
    oidc: OIDCContext;
    host: string;
    status: number;
    type: string;
    body: unknown;
    set(field: string, value: string): void;
    redirect(url: string): void;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface ClientMetadata {
    client_id: string;
    client_name?: string;
    token_endpoint_auth_method?: string;
    grant_types?: string[];
    response_types?: string[];
    redirect_uris: string[];
    post_logout_redirect_uris?: string[];
    scope?: string;
    [key: string]: unknown;
  }

  export interface ResourceServer {
    scope: string;
    audience?: string;
    accessTokenTTL?: number;
    accessTokenFormat?: 'opaque' | 'jwt';
    jwt?: { sign?: { alg?: string; kid?: string } };
  }

  export interface ErrorOut {
    error: string;
    error_description?: string;
    [key: string]: unknown;
  }

  export type Policy = Prompt[] & {
    add(prompt: Prompt, index?: number): void;
    get(name: string): Prompt | undefined;
  };

  export class Prompt {
    constructor(options: { name: string; requestable?: boolean });
    name: string;
  }

  export const errors: {
    InvalidTarget: new (description?: string) => Error;
  };

  export const interactionPolicy: {
    base(): Policy;
    Prompt: typeof Prompt;
  };

  type Awaitable<T> = T | Promise<T>;
  type TTL<T> = number | ((ctx: KoaContextWithOIDC, token: T, client?: Client) => number);

  export interface Configuration {
    clients?: ClientMetadata[];
    jwks?: { keys: JWK[] };
    cookies?: { keys?: string[] };
    claims?: Record<string, string[]>;
    scopes?: string[];
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: Client) => boolean;
    findAccount?: (ctx: KoaContextWithOIDC, sub: string) => Awaitable<Account | undefined>;
    extraTokenClaims?: (
      ctx: KoaContextWithOIDC,
      token: TokenLike,
    ) => Awaitable<Record<string, unknown> | undefined>;
    pkce?: { required?: (ctx: KoaContextWithOIDC, client: Client) => boolean };
    issueRefreshToken?: (
      ctx: KoaContextWithOIDC,
      client: Client,
      code: TokenLike,
    ) => Awaitable<boolean>;
    interactions?: {
      policy?: Policy;
      url?: (ctx: KoaContextWithOIDC, interaction: Interaction) => Awaitable<string>;
    };
    renderError?: (ctx: KoaContextWithOIDC, out: ErrorOut, error: Error) => Awaitable<void>;
    routes?: Record<string, string>;
    ttl?: Record<string, TTL<TokenLike>>;
    features?: {
      devInteractions?: { enabled: boolean };
      resourceIndicators?: {
        enabled: boolean;
        defaultResource?: (ctx: KoaContextWithOIDC, client: Client) => Awaitable<string>;
        useGrantedResource?: (ctx: KoaContextWithOIDC) => Awaitable<boolean>;
        getResourceServerInfo?: (
          ctx: KoaContextWithOIDC,
          resourceIndicator: string,
          client: Client,
        ) => Awaitable<ResourceServer>;
      };
      rpInitiatedLogout?: {
        enabled: boolean;
        logoutSource?: (ctx: KoaContextWithOIDC, form: string) => Awaitable<void>;
        postLogoutSuccessSource?: (ctx: KoaContextWithOIDC) => Awaitable<void>;
      };
      [feature: string]: unknown;
    };
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    Grant: GrantConstructor;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export default Provider;
}
