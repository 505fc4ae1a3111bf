import { shutdownTracing } from './tracing';
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { configureApp } from './bootstrap';
import { ExpressServerAdapter } from './http/express-server.adapter';
import { serveWebApp } from './http/web-app';
import { flushCompileCache } from './common/lifecycle/compile-cache';
import { handOverSignals } from './common/lifecycle/early-signals';
import { startupMark, startupTimings } from './common/lifecycle/startup-timing';
import { drainThenClose } from './common/lifecycle/shutdown';
import { AppLogger, createRootLogger, logFatal, logRuntimeWarnings } from './common/logging';
import { appConfig } from './config/app.config';
import { Settings } from './config/settings';
import { ConfigError } from './config/env';

/** Creates the application, serves it and hands the signals over to the shutdown sequence (main.ts loads this). */
export async function start(): Promise<void> {
  try {
    await serve();
  } catch (error) {
    startupFailed(error);
  }
}

async function serve(): Promise<void> {
  // Every settings namespace is read once before anything starts, so a bad or missing value stops
  // the start with one line naming the variable (not a framework stack trace).
  const settings = Settings.read();
  const config = settings.of(appConfig);
  // One logger from Nest's first line: with buffered logs, a start that fails would flush them
  // through Nest's text console logger (DESIGN §18: every line JSON, start-up failures included).
  const logger = new AppLogger(createRootLogger(config.logLevel));
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.register({ logger, settings }),
    new ExpressServerAdapter(),
    { bodyParser: false, logger, abortOnError: false },
  );
  logRuntimeWarnings(logger);
  // The web app's pages before the interface's middleware: they parse their own forms and set their own headers.
  if (config.webApp) serveWebApp(app, logger, config.port, { trustProxy: config.trustProxy });
  const document = configureApp(app);
  const server = await app.listen(config.port, '0.0.0.0');
  server.keepAliveTimeout = 5000;
  startupMark('listening');
  const routes = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((m) => ['get', 'put', 'post', 'delete', 'patch'].includes(m))
      .map((m) => `${m.toUpperCase()} ${path}`),
  );
  logger.log(
    { port: config.port, routes, startup_ms: startupTimings() },
    `Citizen Journey Service listening on port ${config.port} (docs at /docs)`,
    'Main',
  );
  // SIGTERM (Kubernetes, a rolling restart) and SIGINT drain, then exit 0 (DESIGN §14).
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log({ signal }, 'Signal received', 'Main');
    drainThenClose(app, { drainMs: config.shutdownDrainMs, timeoutMs: config.shutdownTimeoutMs }, logger)
      .then(() => shutdownTracing())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'Shutdown failed', 'Main');
          process.exit(1);
        },
      );
  };
  handOverSignals();
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  // Once serving: what the start compiled goes to the compile cache now, not only at exit.
  setImmediate(flushCompileCache);
}

function configErrorOf(error: unknown): ConfigError | undefined {
  for (let e = error as { cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e instanceof ConfigError) return e;
  }
  return undefined;
}

function startupFailed(error: unknown): never {
  const configError = configErrorOf(error);
  // One clear JSON line naming the setting; anything else is a start-up failure with its message only.
  const message = configError
    ? configError.message
    : `Start-up failed: ${(error as Error)?.message ?? String(error)}`;
  logFatal(message);
  process.exit(1);
}
