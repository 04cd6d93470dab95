import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '../shared/shop-settings';

const bool = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

// Every environment variable the server reads, with its default. The README's configuration table mirrors this.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  PUBLIC_URL: z.string().url().optional(),
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_DAYS: z.coerce.number().positive().max(365).default(30),
  RATE_LIMIT_API_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_AUTH_FAILURES_PER_USERNAME: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_AUTH_FAILURES_PER_IP: z.coerce.number().int().min(1).default(100),
  RATE_LIMIT_AUTH_WINDOW_MINUTES: z.coerce.number().positive().max(24 * 60).default(15),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(10),
  SIGNING_SECRET: z.string().min(32, 'SIGNING_SECRET must be at least 32 characters').optional(),
  SEED_DEMO: bool.default(true),
  CATALOG_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  CLIENT_DIR: z.string().default('dist/client'),
  SHOP_NAME: z.string().optional(),
  SHOP_TAGLINE: z.string().optional(),
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
});

export type Env = z.infer<typeof envSchema>;

export interface RateLimits {
  /** Requests per minute per client address on /api. */
  apiPerMinute: number;
  /** Failed logins or registrations per username, and per client address, within the window. */
  authFailuresPerUsername: number;
  authFailuresPerIp: number;
  authWindowMs: number;
}

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  databasePoolSize: number;
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
  sessionIdleMs: number;
  rateLimits: RateLimits;
  /** How long a SIGTERM waits for requests already sent before closing. */
  shutdownGraceMs: number;
  signingSecret: string;
  seedDemo: boolean;
  catalogCacheSeconds: number;
  clientDir: string;
  shop: ShopSettings;
}

function shopSettings(env: Env, publicUrl: string): ShopSettings {
  const d = DEFAULT_SHOP_SETTINGS;
  return {
    ...d,
    shopName: env.SHOP_NAME ?? d.shopName,
    tagline: env.SHOP_TAGLINE ?? d.tagline,
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

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    sessionIdleMs: env.SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000,
    rateLimits: {
      apiPerMinute: env.RATE_LIMIT_API_PER_MINUTE,
      authFailuresPerUsername: env.RATE_LIMIT_AUTH_FAILURES_PER_USERNAME,
      authFailuresPerIp: env.RATE_LIMIT_AUTH_FAILURES_PER_IP,
      authWindowMs: env.RATE_LIMIT_AUTH_WINDOW_MINUTES * 60 * 1000,
    },
    shutdownGraceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
    signingSecret: env.SIGNING_SECRET ?? persistedSecret(dataDir),
    seedDemo: env.SEED_DEMO,
    catalogCacheSeconds: env.CATALOG_CACHE_SECONDS,
    clientDir: resolve(env.CLIENT_DIR),
    shop: shopSettings(env, env.PUBLIC_URL ?? `http://localhost:${env.PORT}`),
  };
}
