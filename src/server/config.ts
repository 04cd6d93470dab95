import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '../shared/shop-settings';
import { mpesaEnvShape, mpesaSettings, type MpesaSettings } from './mpesa-settings';

/** An unset or blank variable is no setting; anything else must be valid. */
const optionalSetting = (schema: z.ZodString) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() ? value.trim() : undefined), schema.optional());

const bool = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/**
 * How many proxies stand between the client and the shop: `true` is one (the load balancer), `false` none, or a
 * count for a chain (a CDN, then the balancer). Each proxy appends the address it saw to X-Forwarded-For, so the
 * client's address is the entry that many places from the right: whatever stands left of it, the client wrote.
 */
const proxyCount = z
  .string()
  .regex(/^(true|false|\d|10)$/, 'TRUST_PROXY must be true, false or the number of proxies in front of the shop (at most 10)')
  .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value)));

// Every environment variable the server reads, with its default. The README's configuration table mirrors this.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  // The shop speaks PostgreSQL only: another database's URL would otherwise reach the driver and fail with a
  // connection error that names no setting.
  DATABASE_URL: z
    .string()
    .url()
    .refine((url) => /^postgres(ql)?:\/\//.test(url), 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  PUBLIC_URL: z.string().url().optional(),
  TRUST_PROXY: proxyCount.default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_DAYS: z.coerce.number().positive().max(365).default(30),
  RATE_LIMIT_API_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_PAGES_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_REGISTRATIONS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_AUTH_FAILURES_PER_USERNAME: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_AUTH_FAILURES_PER_IP: z.coerce.number().int().min(1).default(100),
  RATE_LIMIT_AUTH_WINDOW_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(15),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(60),
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(15),
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(65),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).default(2000),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(10),
  SIGNING_SECRET: z.string().min(32, 'SIGNING_SECRET must be at least 32 characters').optional(),
  SEED_DEMO: bool.default(true),
  CATALOG_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  S3_TIMEOUT_SECONDS: z.coerce.number().positive().max(300).optional(),
  REDIS_URL: z
    .string()
    .url()
    .refine((url) => /^rediss?:\/\//.test(url), 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  CATALOG_CACHE_MAX_MB: z.coerce.number().positive().max(4096).default(8),
  CLIENT_DIR: z.string().default('dist/client'),
  SMTP_URL: z
    .string()
    .url()
    .refine((url) => /^smtps?:\/\//.test(url), 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  SHOP_EMAIL_FROM: z.string().min(3).optional(),
  STAFF_NOTIFY_EMAILS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.email('STAFF_NOTIFY_EMAILS must be e-mail addresses separated by commas'))),
  EMAIL_RETRY_SECONDS: z.coerce.number().positive().max(3600).default(30),
  EMAIL_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(20),
  EMAIL_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(1).default(20),
  EMAIL_VERIFICATIONS_PER_HOUR: z.coerce.number().int().min(1).default(3),
  STAFF_NOTIFY_PER_HOUR: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_ORDERS_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_PASSWORD_RESETS_PER_IP: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_PASSWORD_RESETS_PER_ACCOUNT: z.coerce.number().int().min(1).default(3),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_PASSPHRASE: z.string().min(12, 'BACKUP_PASSPHRASE must be at least 12 characters').optional(),
  BACKUP_EVERY_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 366)
    .optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).default(7),
  SHOP_NAME: z.string().optional(),
  SHOP_TAGLINE: z.string().optional(),
  SHOP_TAGLINE_SW: z.string().optional(),
  SHOP_PHONE_1: z.string().optional(),
  SHOP_PHONE_2: z.string().optional(),
  SHOP_EMAIL: z.string().optional(),
  SHOP_WHATSAPP: z.string().optional(),
  SHOP_ADDRESS: z.string().optional(),
  SHOP_FACEBOOK_URL: z.string().optional(),
  SHOP_INSTAGRAM_URL: z.string().optional(),
  SHOP_TIKTOK_URL: z.string().optional(),
  SHOP_YOUTUBE_URL: z.string().optional(),
  SHOP_X_URL: z.string().optional(),
  SHOP_VIDEO_IDS: z
    .string()
    .regex(/^\s*[\w-]{11}\s*(,\s*[\w-]{11}\s*)*$/, 'YouTube video ids (11 letters, digits, - or _), comma-separated')
    .optional(),
  SHOP_MAP_EMBED_URL: z.string().optional(),
  SHOP_MPESA_PAYBILL: optionalSetting(z.string().regex(/^\d{5,7}$/, 'SHOP_MPESA_PAYBILL must be the 5 to 7 digit business number, such as 522533')),
  SHOP_MPESA_TILL: optionalSetting(z.string().regex(/^\d{5,8}$/, 'SHOP_MPESA_TILL must be the 5 to 8 digit till number, such as 5123456')),
  SHOP_BANK_DETAILS: optionalSetting(z.string().max(300, 'SHOP_BANK_DETAILS must be at most 300 characters')),
  SHOP_KRA_PIN: optionalSetting(z.string().regex(/^[AP]\d{9}[A-Z]$/, 'SHOP_KRA_PIN must be a KRA PIN such as P051234567X')),
  ...mpesaEnvShape,
});

export type Env = z.infer<typeof envSchema>;

export interface RateLimits {
  /** Requests per minute per client address on /api. */
  apiPerMinute: number;
  /** Server-rendered pages per minute per client address. */
  pagesPerMinute: number;
  /** Failed sign-ins for one username from one address before 429; from all addresses, before sign-ins slow down. */
  authFailuresPerUsername: number;
  /** Failed sign-ins and taken-name registrations per client address. */
  authFailuresPerIp: number;
  authWindowMs: number;
  /** Accounts created per client address per hour. */
  registrationsPerIpPerHour: number;
}

/** An S3-compatible bucket for uploaded images (AWS S3, MinIO, R2…); local disk when absent. */
export interface ObjectStoreConfig {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** How long one request to the store may take until its answer starts (each of two attempts). */
  timeoutMs: number;
}

export interface EmailSettings {
  /** Unset: no e-mail is written or sent. */
  smtpUrl?: string;
  from: string;
  /** Who hears of every new order. */
  staffRecipients: string[];
  /** The first retry of a failed message waits this long; each later one twice as long, up to an hour. */
  retryBaseMs: number;
  /**
   * Messages an hour (docs/product.md, E-mail notifications): to one address and for one account (beyond either,
   * a customer's message is not written); verification links to one address or account; to each staff address
   * (beyond it, new orders are rolled into one digest).
   */
  caps: { perAddress: number; perAccount: number; verifications: number; staffPerHour: number };
}

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  databasePoolSize: number;
  /** Proxies in front of the shop whose X-Forwarded-* headers are believed (TRUST_PROXY); 0: none. */
  trustedProxies: number;
  logLevel: Env['LOG_LEVEL'];
  sessionIdleMs: number;
  rateLimits: RateLimits;
  /** Slow clients are cut off: the whole request, its headers, an idle kept-alive connection; and open connections. */
  connectionLimits: { requestTimeoutMs: number; headersTimeoutMs: number; keepAliveTimeoutMs: number; maxConnections: number };
  /** How long a SIGTERM waits for requests already sent before closing. */
  shutdownGraceMs: number;
  signingSecret: string;
  seedDemo: boolean;
  catalogCacheSeconds: number;
  objectStore?: ObjectStoreConfig;
  redisUrl?: string;
  /** The catalogue answer cache's budget: answers and their compressed copies together. */
  catalogCacheMaxBytes: number;
  clientDir: string;
  shop: ShopSettings;
  email: EmailSettings;
  /** Password-reset requests per client address per hour (429 beyond), and e-mails per account per hour. */
  passwordResetLimits: { perIp: number; perAccount: number };
  /** Orders one account may place in an hour (429 beyond: docs/product.md, Account safety and abuse limits). */
  ordersPerAccountPerHour: number;
  /** Unset: no M-PESA prompt is offered. */
  mpesa?: MpesaSettings;
  backup: BackupSettings;
}

export interface BackupSettings {
  /** Where archives are written: BACKUP_DIR, else DATA_DIR/backups. */
  dir: string;
  /** Archives are encrypted with a key derived from it when set. */
  passphrase?: string;
  /** The shop takes a backup itself this often; unset: only `npm run backup` does. */
  everyMs?: number;
  /** How many archives the scheduled backups leave in `dir`, newest first. */
  keep: number;
}

function shopSettings(env: Env, publicUrl: string): ShopSettings {
  const d = DEFAULT_SHOP_SETTINGS;
  return {
    ...d,
    shopName: env.SHOP_NAME ?? d.shopName,
    tagline: env.SHOP_TAGLINE ?? d.tagline,
    // A shop with its own English tagline and none in Kiswahili shows its own words, not the default's translation.
    taglineSw: env.SHOP_TAGLINE_SW ?? (env.SHOP_TAGLINE ? null : d.taglineSw),
    phones: [env.SHOP_PHONE_1 ?? d.phones[0], env.SHOP_PHONE_2 ?? d.phones[1]],
    salesEmail: env.SHOP_EMAIL ?? d.salesEmail,
    whatsappNumber: env.SHOP_WHATSAPP ?? d.whatsappNumber,
    address: env.SHOP_ADDRESS ?? d.address,
    social: {
      facebook: env.SHOP_FACEBOOK_URL ?? d.social.facebook,
      instagram: env.SHOP_INSTAGRAM_URL ?? d.social.instagram,
      tiktok: env.SHOP_TIKTOK_URL ?? d.social.tiktok,
      youtube: env.SHOP_YOUTUBE_URL ?? d.social.youtube,
      x: env.SHOP_X_URL ?? d.social.x,
    },
    testimonialVideoIds: env.SHOP_VIDEO_IDS?.split(',').map((id) => id.trim()) ?? d.testimonialVideoIds,
    mapEmbedUrl: env.SHOP_MAP_EMBED_URL ?? d.mapEmbedUrl,
    publicUrl: publicUrl.replace(/\/$/, ''),
    mpesaPaybill: env.SHOP_MPESA_PAYBILL ?? null,
    mpesaTill: env.SHOP_MPESA_TILL ?? null,
    bankDetails: env.SHOP_BANK_DETAILS ?? null,
    emailOn: env.SMTP_URL !== undefined,
    kraPin: env.SHOP_KRA_PIN ?? null,
    mpesaPromptOn: env.MPESA_ENV !== undefined,
    mpesaMaxPerTransaction: env.MPESA_MAX_PER_TRANSACTION,
  };
}

/** A secret kept under DATA_DIR so signed upload URLs survive restarts; set SIGNING_SECRET when running several instances. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'signing-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * All or nothing: a bucket without credentials (or credentials without a bucket) would start a shop whose first
 * upload fails, so a half-set object store stops the server at start, naming what is missing.
 */
function objectStore(env: Env): ObjectStoreConfig | undefined {
  const anySet = Object.keys(env).some((name) => name.startsWith('S3_') && env[name as keyof Env] !== undefined);
  if (!anySet) return undefined;
  const missing = S3_REQUIRED.filter((name) => env[name] === undefined);
  if (missing.length > 0) {
    throw new Error(`Invalid configuration:\n  ${missing.join(', ')}: missing (the object store needs ${S3_REQUIRED.join(', ')} together)`);
  }
  return {
    bucket: env.S3_BUCKET!,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION!,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
    timeoutMs: (env.S3_TIMEOUT_SECONDS ?? 10) * 1000,
  };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  const shop = shopSettings(env, env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    trustedProxies: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    sessionIdleMs: env.SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000,
    rateLimits: {
      apiPerMinute: env.RATE_LIMIT_API_PER_MINUTE,
      pagesPerMinute: env.RATE_LIMIT_PAGES_PER_MINUTE,
      authFailuresPerUsername: env.RATE_LIMIT_AUTH_FAILURES_PER_USERNAME,
      authFailuresPerIp: env.RATE_LIMIT_AUTH_FAILURES_PER_IP,
      authWindowMs: env.RATE_LIMIT_AUTH_WINDOW_MINUTES * 60 * 1000,
      registrationsPerIpPerHour: env.RATE_LIMIT_REGISTRATIONS_PER_IP_PER_HOUR,
    },
    connectionLimits: {
      requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
      // Node requires the headers' deadline to fall within the request's.
      headersTimeoutMs: Math.min(env.HEADERS_TIMEOUT_SECONDS, env.REQUEST_TIMEOUT_SECONDS) * 1000,
      keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      maxConnections: env.MAX_CONNECTIONS,
    },
    shutdownGraceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
    signingSecret: env.SIGNING_SECRET ?? persistedSecret(dataDir),
    seedDemo: env.SEED_DEMO,
    catalogCacheSeconds: env.CATALOG_CACHE_SECONDS,
    objectStore: objectStore(env),
    redisUrl: env.REDIS_URL,
    catalogCacheMaxBytes: Math.round(env.CATALOG_CACHE_MAX_MB * 1024 * 1024),
    clientDir: resolve(env.CLIENT_DIR),
    shop,
    email: {
      smtpUrl: env.SMTP_URL,
      from: env.SHOP_EMAIL_FROM ?? `${shop.shopName} <${shop.salesEmail}>`,
      staffRecipients: env.STAFF_NOTIFY_EMAILS,
      retryBaseMs: env.EMAIL_RETRY_SECONDS * 1000,
      caps: {
        perAddress: env.EMAIL_PER_ADDRESS_PER_HOUR,
        perAccount: env.EMAIL_PER_ACCOUNT_PER_HOUR,
        verifications: env.EMAIL_VERIFICATIONS_PER_HOUR,
        staffPerHour: env.STAFF_NOTIFY_PER_HOUR,
      },
    },
    passwordResetLimits: { perIp: env.RATE_LIMIT_PASSWORD_RESETS_PER_IP, perAccount: env.RATE_LIMIT_PASSWORD_RESETS_PER_ACCOUNT },
    ordersPerAccountPerHour: env.RATE_LIMIT_ORDERS_PER_ACCOUNT_PER_HOUR,
    mpesa: mpesaSettings(env),
    backup: {
      dir: resolve(env.BACKUP_DIR ?? join(dataDir, 'backups')),
      passphrase: env.BACKUP_PASSPHRASE,
      everyMs: env.BACKUP_EVERY_HOURS === undefined ? undefined : env.BACKUP_EVERY_HOURS * 60 * 60 * 1000,
      keep: env.BACKUP_KEEP,
    },
  };
}
