import { registerAs } from '@nestjs/config';
import { int } from './env';

export interface MetricsConfig {
  /** Port of the Prometheus endpoint (GET /metrics), never the public one; 0 = off. */
  port: number;
}

export function readMetricsConfig(env: NodeJS.ProcessEnv = process.env): MetricsConfig {
  return { port: int(env, 'METRICS_PORT', 9464, 0, 65535) };
}

export const metricsConfig = registerAs('metrics', () => readMetricsConfig());
