/**
 * OpenTelemetry tracing (DESIGN §14): with OTEL_EXPORTER_OTLP_ENDPOINT set, spans of incoming HTTP
 * requests, Express's routing and every PostgreSQL query go to that OTLP/HTTP collector (the
 * standard OTEL_* variables apply: OTEL_SERVICE_NAME, OTEL_EXPORTER_OTLP_HEADERS …). Without it
 * nothing of OpenTelemetry is even loaded. main.ts imports this file first, before http, express
 * and pg are loaded, so the instrumentations can wrap them.
 */
import type { NodeSDK } from '@opentelemetry/sdk-node';

let sdk: NodeSDK | undefined;

if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()) {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { NodeSDK } = require('@opentelemetry/sdk-node') as typeof import('@opentelemetry/sdk-node');
  const { OTLPTraceExporter } =
    require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http');
  const { HttpInstrumentation } =
    require('@opentelemetry/instrumentation-http') as typeof import('@opentelemetry/instrumentation-http');
  const { ExpressInstrumentation } =
    require('@opentelemetry/instrumentation-express') as typeof import('@opentelemetry/instrumentation-express');
  const { PgInstrumentation } =
    require('@opentelemetry/instrumentation-pg') as typeof import('@opentelemetry/instrumentation-pg');
  /* eslint-enable @typescript-eslint/no-require-imports */
  // Traces only: metrics are Prometheus (METRICS_PORT), logs are JSON lines on stdout.
  process.env.OTEL_METRICS_EXPORTER ??= 'none';
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'citizen-journey-service',
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new HttpInstrumentation({
        // Probes and the metrics scrape would drown the traces.
        ignoreIncomingRequestHook: (req) => /^\/(health\/|metrics)/.test(req.url ?? ''),
      }),
      new ExpressInstrumentation(),
      // Statement text only, never its parameters (answers, hashes).
      new PgInstrumentation({ enhancedDatabaseReporting: false }),
    ],
  });
  sdk.start();
}

/** Sends the spans still buffered (at the end of the shutdown sequence). */
export async function shutdownTracing(): Promise<void> {
  await sdk?.shutdown();
}
