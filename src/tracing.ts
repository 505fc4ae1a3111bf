/**
 * OpenTelemetry tracing (DESIGN §14): with OTEL_EXPORTER_OTLP_ENDPOINT set, spans of incoming HTTP
 * requests, Express's routing and every PostgreSQL query go to that OTLP/HTTP collector (the
 * standard OTEL_* variables apply: OTEL_SERVICE_NAME, OTEL_EXPORTER_OTLP_HEADERS …). Without it
 * nothing of OpenTelemetry is even loaded. main.ts imports this file first, before http, express
 * and pg are loaded, so the instrumentations can wrap them.
 */
import type { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

let provider: NodeTracerProvider | undefined;
/** Sets the route of the request being served on its server span (see nameRouteInTrace). */
let routeNamer: ((route: string) => void) | undefined;

if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()) {
  // The trace SDK and its pieces, not @opentelemetry/sdk-node: that one brings every exporter of
  // every signal (gRPC, protobuf, Zipkin, Prometheus; ≈ 150 MB of node_modules) for traces over
  // OTLP/HTTP only. Metrics are Prometheus (METRICS_PORT), logs are JSON lines on stdout.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { NodeTracerProvider, BatchSpanProcessor } =
    require('@opentelemetry/sdk-trace-node') as typeof import('@opentelemetry/sdk-trace-node');
  const { detectResources, envDetector, resourceFromAttributes } =
    require('@opentelemetry/resources') as typeof import('@opentelemetry/resources');
  const { registerInstrumentations } =
    require('@opentelemetry/instrumentation') as typeof import('@opentelemetry/instrumentation');
  const { OTLPTraceExporter } =
    require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http');
  const { HttpInstrumentation } =
    require('@opentelemetry/instrumentation-http') as typeof import('@opentelemetry/instrumentation-http');
  const { ExpressInstrumentation } =
    require('@opentelemetry/instrumentation-express') as typeof import('@opentelemetry/instrumentation-express');
  const { PgInstrumentation } =
    require('@opentelemetry/instrumentation-pg') as typeof import('@opentelemetry/instrumentation-pg');
  /* eslint-enable @typescript-eslint/no-require-imports */
  provider = new NodeTracerProvider({
    // OTEL_RESOURCE_ATTRIBUTES and OTEL_SERVICE_NAME as the SDK reads them, with our name by default.
    resource: resourceFromAttributes({ 'service.name': 'citizen-journey-service' }).merge(
      detectResources({ detectors: [envDetector] }),
    ),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
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
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { context } = require('@opentelemetry/api') as typeof import('@opentelemetry/api');
  const { getRPCMetadata, RPCType } = require('@opentelemetry/core') as typeof import('@opentelemetry/core');
  /* eslint-enable @typescript-eslint/no-require-imports */
  // The HTTP instrumentation names its server span and sets `http.route` from this metadata at the
  // end of the request; Express's instrumentation fills it for Express's routes.
  routeNamer = (route) => {
    const rpc = getRPCMetadata(context.active());
    if (rpc?.type === RPCType.HTTP) rpc.route = route;
  };
}

/** Sends the spans still buffered (at the end of the shutdown sequence). */
/**
 * For requests answered without Express (the read lane, src/http/read-lane.ts): their server span
 * gets the route Express's instrumentation would have given it. Does nothing when tracing is off.
 */
export function nameRouteInTrace(route: string): void {
  routeNamer?.(route);
}

export async function shutdownTracing(): Promise<void> {
  await provider?.shutdown();
}
