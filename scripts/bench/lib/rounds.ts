import autocannon from 'autocannon';

/** Every autocannon bench: 10 connections, rounds of BENCH_DURATION seconds (5), BENCH_ROUNDS rounds (5) taking turns. */
export const CONNECTIONS = 10;
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** Asked as a browser asks, so compressed answers are what is measured. */
export const HEADERS = { 'accept-encoding': 'br, gzip' };

export interface Round {
  rps: number;
  requests: number;
  p50: number;
  p99: number;
  errors: number;
}

/** One round of load against one URL: as fast as it answers, or `overallRate` requests a second. */
export async function measure(url: string, duration = DURATION_S, options: { connections?: number; overallRate?: number } = {}): Promise<Round> {
  const result = await autocannon({
    url,
    connections: options.connections ?? CONNECTIONS,
    duration,
    headers: HEADERS,
    overallRate: options.overallRate,
  });
  return {
    rps: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
