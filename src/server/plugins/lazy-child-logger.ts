import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];

// Installed only over pino (app.ts), which has isLevelEnabled; Fastify's own type leaves it out.
const isEnabled = (logger: FastifyBaseLogger, level: Level) =>
  (logger as FastifyBaseLogger & { isLevelEnabled(level: string): boolean }).isLevelEnabled(level);

/** A request's logger that becomes pino's child, bound to the request id, when it first writes a line. */
class LazyChild implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
  ) {}

  get #real(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings));
  }
  #write(level: Level, args: unknown[]) {
    if (isEnabled(this.#child ?? this.parent, level)) (this.#real[level] as (...args: unknown[]) => void)(...args);
  }

  get level(): string {
    return (this.#child ?? this.parent).level;
  }
  set level(level: string) {
    this.#real.level = level;
  }
  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.#real.child(bindings, options);
  }
  fatal(...args: unknown[]) {
    this.#write('fatal', args);
  }
  error(...args: unknown[]) {
    this.#write('error', args);
  }
  warn(...args: unknown[]) {
    this.#write('warn', args);
  }
  info(...args: unknown[]) {
    this.#write('info', args);
  }
  debug(...args: unknown[]) {
    this.#write('debug', args);
  }
  trace(...args: unknown[]) {
    this.#write('trace', args);
  }
  silent() {}
}

/**
 * Fastify gives every request a pino child bound to its id, and pino makes one by passing the bindings through the
 * redaction rules: about 8 % of the CPU of a cached catalogue answer. Most requests write nothing at the configured
 * level, so the child is made only when a line is written (docs/decisions/0019-lazy-request-logger.md).
 */
export const lazyChildLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  options.level || options.serializers ? logger.child(bindings, options) : new LazyChild(logger, bindings);
